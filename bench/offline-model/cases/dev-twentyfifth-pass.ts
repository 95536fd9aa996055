/**
 * Development set, twenty-fifth pass: a normal working day's requests from the six kinds of editor
 * the held-out set is written in, about twenty cases each, written from the tool descriptions, the
 * services, the section templates and the demo seed only, without reading the offline model, its docs
 * or tests, or the other passes. Voices: a courteous retired shop owner who wraps every request in
 * long polite sentences ("I wonder if you might …", "would you be so kind …", "if you would"); a terse
 * developer (lowercase, "rm", "mv", "+=", "s/…/…/", "->", key=value, "grep", "ls"); an American
 * marketer ("hero", "CTA", "punch up", "swap in", "ship it", "let's go with", "out the door"); a
 * non-native speaker (German, Italian, Portuguese and Polish phrasing: "change in", "the point Blog",
 * "make please", "stay" for be, dropped articles, odd word order); someone on a phone (no capitals,
 * "pls", "u", "abt", "shd", "pg", "pic", slips); and a manager who describes the problem, not the fix
 * ("customers say the number is wrong, it's … now", "it shouldn't be on the site", "people can't see
 * the link we added").
 *
 * Three in four are changes (hero heading, subheading and button; a call to action's text; FAQ
 * questions added, removed, re-answered and swapped round; feature boxes swapped and added; a picture's
 * side; sections added, moved and removed; a gallery's heading; the contact details inside the Contact
 * page; pages created, renamed, re-addressed, given SEO texts, published, unpublished and trashed;
 * posts renamed, re-tagged, re-covered, re-excerpted, edited, published, unpublished, archived and
 * trashed; alt texts and captions; an unused picture trashed; menu links added, renamed, re-pointed,
 * moved, nested and hidden; tagline, name, colours, social links; testimonials added, edited, published
 * and taken down; publishing everything, or all but the settings), one in six reads (what is live,
 * what is a draft, counts, who said what, where a picture or a phrase appears, which pictures lack alt
 * text or a caption, which picture a post uses), and the rest vague requests (a question is right),
 * two off-topic ones and refusals (a font, a password on a page, a third menu level, a reserved
 * address, visitor numbers, a viewer publishing). A declined card leaves a page on the site.
 * Twenty conversations of two or three turns refer back: "actually make it …", "same for the …", "undo
 * that", "no the about page one", "wrong one — bring that back", "and publish it".
 *
 * Exact values: where the person gives the words, `exact(field, value)` looks for `"field":"value"` in
 * the page's content as JSON, which holds only when that field is exactly the value (letter case
 * aside), so no quotes, "pls" or sentence-ending full stop may be carried over.
 */
import { unchanged, liveSame, cardShown, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** A section field holding exactly `value`, as it appears in the page's content written as JSON. */
const exact = (field: string, value: string) => `"${field}":${JSON.stringify(value)}`;

/** Phrases of an answer that steers an off-topic request back to the site. */
const SITE_WORDS = ["site", "website", "content", "page", "pages", "CMS", "blog"];

/** Phrases of an answer that says something is a draft nobody sees yet. */
const NOT_LIVE = ["draft", "not published", "unpublished", "isn't published", "hasn't been published", "not been published", "not live", "isn't live", "not visible", "isn't visible", "not yet"];

/** Phrases of an answer that says the menu stops at two levels. */
const TWO_LEVELS = [...CANNOT, "two levels", "2 levels", "levels deep", "only one level"];

/** The demo site's texts as seeded. */
const HERO_HEADING = "Websites that feel calm and work hard";
const FAQ_1 = "How long does a website take?";
const FAQ_2 = "Can we edit the site ourselves?";
const FAQ_2_ANSWER = "Yes. Every site we build comes with an editor your whole team can use.";
const TAGLINE = "Calm, useful websites for independent businesses";

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-041",
    domain: "sections",
    intent: "change",
    say: [
      "Good morning. I wonder if you might help me with the large heading at the very top of our Home page. At present it says something about websites feeling calm, and I should like it instead to read: Friendly websites for local shops. Thank you ever so much.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaLabel: "See what we do", ctaUrl: "/about", imageId: "mountain-sunrise.jpg" } }],
        textIncludes: [exact("heading", "Friendly websites for local shops")],
        textExcludes: [HERO_HEADING],
      },
    ],
    note: "'Thank you ever so much' and the full stop before it are not part of the heading; the hero's button and picture stay.",
  },
  {
    id: "sections-042",
    domain: "sections",
    intent: "change",
    say: ["home hero ctaLabel=See our work"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { heading: HERO_HEADING, ctaUrl: "/about", subheading: "quick to load, easy to edit, pleasant to use" } }],
        textIncludes: [exact("ctaLabel", "See our work")],
        textExcludes: ["See what we do"],
      },
    ],
  },
  {
    id: "sections-043",
    domain: "sections",
    intent: "change",
    say: ["The CTA in the home page hero is kind of weak. Let's punch it up to 'Book a free call' and point it at the contact page instead of About."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { heading: HERO_HEADING, ctaUrl: "/contact" } }],
        textIncludes: [exact("ctaLabel", "Book a free call")],
        textExcludes: ["See what we do"],
      },
    ],
  },
  {
    id: "sections-044",
    domain: "sections",
    intent: "change",
    say: ["Please change in the box on the start page with 'Have a project in mind?' the small text under it. It shall say: We answer within one working day"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "cta", fields: { heading: "Have a project in mind?", body: "We answer within one working day", buttonLabel: "Get in touch", buttonUrl: "/contact" } }],
        textExcludes: ["two working days"],
      },
    ],
    note: "A German speaker's 'start page' is the Home page; the call to action's heading and button stay.",
  },
  {
    id: "sections-045",
    domain: "sections",
    intent: "change",
    say: ["abt page faq add q how much does a site cost  a: from £2,500 for a small site"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { heading: "Questions we hear often" } }],
        textIncludes: ["how much does a site cost", "from £2,500 for a small site", FAQ_1, FAQ_2],
      },
    ],
    note: "The question's capital and question mark are the assistant's to add, so the check is a part of it; both old questions stay.",
  },
  {
    id: "sections-046",
    domain: "sections",
    intent: "change",
    say: [
      "People keep ringing to ask whether we work weekends. We don't, and the About page should say so in its questions. Question: Do you work weekends? Answer: No, we work Monday to Friday only.",
    ],
    expect: [
      {
        page: "About",
        textIncludes: [exact("question", "Do you work weekends?"), "we work Monday to Friday only", FAQ_1, FAQ_2],
      },
    ],
  },
  {
    id: "sections-047",
    domain: "sections",
    intent: "change",
    say: [
      "Would you be so kind as to take out the question about whether clients can edit the site themselves? It is on the About page, amongst the frequently asked questions. We no longer offer that, I'm afraid.",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "faq", fields: { items: FAQ_1 } }],
        textExcludes: [FAQ_2, "comes with an editor"],
      },
    ],
    note: "The question goes, not the whole FAQ section.",
  },
  {
    id: "sections-048",
    domain: "sections",
    intent: "change",
    say: ["about faq: swap the 2 questions (edit one first)"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: `[{"question":${JSON.stringify(FAQ_2)},"answer":${JSON.stringify(FAQ_2_ANSWER)}},{"question":${JSON.stringify(FAQ_1)}` } }],
      },
    ],
    note: "The items come back as question then answer (the template's order), so the list must start with the editing question, its answer untouched, then the timing one.",
  },
  {
    id: "sections-049",
    domain: "sections",
    intent: "change",
    say: ["In the 'What we do' grid on the homepage, swap in Strategy for Care. Description: Plans that grow with your business"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { heading: "What we do", features: "Plans that grow with your business" } }],
        textIncludes: [exact("title", "Strategy"), exact("title", "Design"), exact("title", "Build")],
        textExcludes: [exact("title", "Care"), "Ongoing help, so your site keeps up"],
      },
    ],
    note: "'Swap in X for Y' puts Strategy where Care was; Design and Build stay.",
  },
  {
    id: "sections-050",
    domain: "sections",
    intent: "change",
    say: ["In the home page, the three boxes with Design, Build, Care — please add also a fourth box, title Hosting, and the text We keep your site online and safe"],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("title", "Hosting"), exact("description", "We keep your site online and safe"), exact("title", "Design"), exact("title", "Build"), exact("title", "Care")],
      },
    ],
  },
  {
    id: "sections-051",
    domain: "sections",
    intent: "change",
    say: ["can u put the pic on the about page on the left side instead pls"],
    expect: [
      {
        page: "About",
        sections: [{ template: "imageText", fields: { imagePosition: "left", heading: "Where we work", imageId: "studio-dusk.jpg" } }],
      },
    ],
  },
  {
    id: "sections-052",
    domain: "sections",
    intent: "change",
    say: ["The Home page ends with a block asking whether people have a project in mind. Nobody clicks it and it just makes the page longer. I don't want it there any more."],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "featureGrid"],
        textExcludes: ["Have a project in mind?"],
      },
    ],
  },
  {
    id: "sections-053",
    domain: "sections",
    intent: "change",
    say: [
      "I wonder if you might add a little paragraph at the bottom of our Contact page, with the heading Parking, letting visitors know that there is free parking behind the building. I would be most grateful.",
    ],
    expect: [
      {
        page: "Contact",
        sectionTemplates: ["text", "gallery", "text"],
        sections: [
          { template: "text", nth: 0, fields: { heading: "Say hello" } },
          { template: "text", nth: 1, fields: { body: "free parking behind the building" } },
        ],
        textIncludes: [exact("heading", "Parking")],
      },
    ],
  },
  {
    id: "sections-054",
    domain: "sections",
    intent: "change",
    say: ["contact pg: mv gallery above the text section"],
    expect: [{ page: "Contact", sectionTemplates: ["gallery", "text"], sections: [{ template: "gallery", fields: { images: "blue-coast.png" } }] }],
  },
  {
    id: "sections-055",
    domain: "sections",
    intent: "change",
    say: ["Let's close out the About page with a CTA: heading 'Ready to talk?', button 'Book a call' that goes to /contact."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { buttonUrl: "/contact" } }],
        textIncludes: [exact("heading", "Ready to talk?"), exact("buttonLabel", "Book a call")],
      },
    ],
  },
  {
    id: "sections-056",
    domain: "sections",
    intent: "change",
    say: ["Please change title of gallery on contact page. Now is 'Around the studio', must be 'Our studio from inside'."],
    expect: [
      {
        page: "Contact",
        sections: [{ template: "text", fields: { heading: "Say hello" } }],
        textIncludes: [exact("heading", "Our studio from inside")],
        textExcludes: ["Around the studio"],
      },
    ],
  },
  {
    id: "sections-057",
    domain: "sections",
    intent: "change",
    say: ["Customers keep telling us the phone number on the contact page is wrong. It's 0161 555 0199 now."],
    expect: [
      {
        page: "Contact",
        sections: [{ template: "text", fields: { heading: "Say hello", body: "hello@northwind.example" } }],
        textIncludes: ["0161 555 0199"],
        textExcludes: ["7946 0000"],
      },
    ],
    note: "The number lives in the Contact page's text; the email address beside it stays.",
  },
  {
    id: "sections-058",
    domain: "sections",
    intent: "change",
    say: ["The answer about how long a website takes is out of date. We're doing them in four to six weeks these days."],
    expect: [
      {
        page: "About",
        textIncludes: [FAQ_1, "four to six weeks", FAQ_2],
        textExcludes: ["six to ten weeks"],
      },
    ],
  },
];

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-041",
    domain: "pages",
    intent: "change",
    say: [
      "I wonder if you might make a new page for our opening hours. It ought to say that we are open Monday to Friday from 9am to 5pm, and on Saturdays from 10am to 2pm. There is no hurry to show it to anybody yet.",
    ],
    expect: [
      { page: { titleIncludes: "opening hours" }, exists: true, live: false, textIncludes: ["Monday", "Saturday", "10am", "2pm"] },
      liveSame,
    ],
    note: "The title is the assistant's to choose; she asked for it not to be shown yet.",
  },
  {
    id: "pages-042",
    domain: "pages",
    intent: "change",
    say: ["rename page Contact -> Get in touch (keep the slug)"],
    expect: [
      { page: "Get in touch", slug: "contact", sectionTemplates: ["text", "gallery"] },
      { page: "Contact", exists: false },
    ],
  },
  {
    id: "pages-043",
    domain: "pages",
    intent: "change",
    say: ["The About page has no SEO title, which is leaving clicks on the table. Let's go with: About Northwind Studio | Small Web Design Team"],
    expect: [{ page: "About", seoTitle: "About Northwind Studio | Small Web Design Team", seoDescription: "Who we are and how we work." }],
  },
  {
    id: "pages-044",
    domain: "pages",
    intent: "change",
    say: ["I would like to change the address of the page About, it must stay /our-studio from now."],
    expect: [{ page: "About", slug: "our-studio", sectionTemplates: ["text", "imageText", "faq"] }],
    note: "'Stay' is a Portuguese speaker's 'be' (ficar): the address becomes /our-studio; the title stays.",
  },
  {
    id: "pages-045",
    domain: "pages",
    intent: "change",
    say: ["unpublish the contact pg for now pls, were moving office"],
    expect: [{ page: "Contact", exists: true, live: false }, cardShown],
  },
  {
    id: "pages-046",
    domain: "pages",
    intent: "change",
    say: [
      "We're announcing our prices next week, so we'll need a Pricing page: Starter £900, Standard £2,500, Custom on request. Nobody outside should be able to see it before then.",
    ],
    expect: [{ page: "Pricing", exists: true, live: false, textIncludes: ["£900", "£2,500", "on request"] }, liveSame],
  },
  {
    id: "pages-047",
    domain: "pages",
    intent: "change",
    say: [
      "Would you be so kind as to change the description that search engines show for our Home page? I should like it to say: Friendly web design for independent shops in the North West",
    ],
    expect: [
      {
        anyOf: [
          [{ page: "Home", seoDescription: "Friendly web design for independent shops in the North West", seoTitle: "Northwind Studio — calm, useful websites" }],
          [{ page: "Home", seoDescription: "Friendly web design for independent shops in the North West.", seoTitle: "Northwind Studio — calm, useful websites" }],
        ],
      },
    ],
    note: "A description is a sentence, so a full stop added at its end is as right as none; the SEO title stays.",
  },
  {
    id: "pages-048",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Promo", live: true, sections: [{ template: "hero", content: { heading: "20% off all summer" } }] } }],
    say: ["The summer campaign wrapped last week. Go ahead and kill the Summer Promo page."],
    expect: [{ page: "Summer Promo", inTrash: true, live: false }],
  },
  {
    id: "pages-049",
    domain: "pages",
    intent: "change",
    say: ["Please make a new page Team and publish it directly. Title of the section: Our team. Text: We are four people, two designers and two developers."],
    expect: [
      {
        page: "Team",
        live: true,
        textIncludes: [exact("heading", "Our team"), "two designers and two developers"],
        liveTextIncludes: ["two designers and two developers"],
      },
    ],
  },
  {
    id: "pages-050",
    domain: "pages",
    intent: "read",
    say: ["is the contact page actually live?? someone said they cant see it"],
    expect: [{ reply: { includesAny: ["yes", "published", "is live", "it's live"], excludes: ["not live", "not published", "isn't live", "isn't published"] } }, unchanged],
  },
  {
    id: "pages-051",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Services 2022", live: true, sections: [{ template: "text", content: { heading: "Our 2022 services", body: "Logo design from £300." } }] } }],
    say: ["Our old Services 2022 page is still on the website. It really shouldn't be."],
    expect: [{ page: "Services 2022", live: false }],
    note: "Unpublishing it or moving it to the trash both take it off the site.",
  },
  {
    id: "pages-052",
    domain: "pages",
    intent: "refuse",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Trade prices", body: "Prices for trade customers only." } }] } }],
    say: ["Would it be possible to put a password on the Pricing page, so that only our trade customers are able to see it? I'd be ever so grateful."],
    expect: [{ reply: { includesAny: CANNOT } }, unchanged],
    note: "Pages are public once published; there is no password protection.",
  },
  {
    id: "pages-053",
    domain: "pages",
    intent: "refuse",
    say: ["new page title='Blog Archive' slug=blog"],
    expect: [{ reply: { includesAny: [...CANNOT, "reserved", "already used", "taken"] } }, unchanged],
    note: "/blog is reserved for the blog itself; it should say so rather than pick another address unasked.",
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-041",
    domain: "posts",
    intent: "change",
    say: ["I wonder if you might change the title of our autumn article, the one not yet published, so that it reads: Autumn palettes we love"],
    expect: [
      { post: "Autumn palettes we love", status: "draft", tags: ["design", "seasonal"], coverImage: "autumn-valley.jpg" },
      { post: AUTUMN, exists: false },
    ],
  },
  {
    id: "posts-042",
    domain: "posts",
    intent: "change",
    say: ["autumn post: tags=design,autumn (drop seasonal)"],
    expect: [{ post: AUTUMN, tags: ["design", "autumn"], status: "draft" }],
  },
  {
    id: "posts-043",
    domain: "posts",
    intent: "change",
    say: ["Is the autumn collection post live yet?", "Ok, let's get it out the door then."],
    expect: [{ post: AUTUMN, status: "published", live: true }],
  },
  {
    id: "posts-044",
    domain: "posts",
    intent: "change",
    say: ["The post of welcome — please put another picture as cover, the one with the blue coast."],
    expect: [
      { post: WELCOME, coverImage: "blue-coast.png" },
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg" } }] },
    ],
    note: "Only the post's cover changes, not the same picture on the Home page.",
  },
  {
    id: "posts-045",
    domain: "posts",
    intent: "change",
    say: ["can u take the design process post off the blog for a bit, need to fix smth in it"],
    expect: [{ post: PROCESS, exists: true, live: false }],
  },
  {
    id: "posts-046",
    domain: "posts",
    intent: "read",
    say: ["The blog post about autumn shouldn't be visible yet — we haven't finished it."],
    expect: [{ reply: { includesAny: NOT_LIVE } }, unchanged],
    note: "It is already a draft nobody sees; the right answer says so and changes nothing.",
  },
  {
    id: "posts-047",
    domain: "posts",
    intent: "change",
    say: ["new post: title=Five tips for faster pages, tags=performance, body=Compress your images. Cache what you can."],
    expect: [{ post: "Five tips for faster pages", status: "draft", tags: ["performance"], bodyIncludes: ["Compress your images", "Cache what you can"] }],
  },
  {
    id: "posts-048",
    domain: "posts",
    intent: "change",
    say: ["Swap in a new excerpt on the design process post: How we take a project from napkin sketch to launch day"],
    expect: [{ post: PROCESS, excerptIncludes: ["napkin sketch to launch day"], status: "published" }],
  },
  {
    id: "posts-049",
    domain: "posts",
    intent: "change",
    say: ["Please archive the post Behind the scenes, is old now."],
    expect: [{ post: PROCESS, status: "archived", live: false }],
  },
  {
    id: "posts-050",
    domain: "posts",
    intent: "change",
    say: ["delete the welcome post its ancient lol"],
    expect: [{ post: WELCOME, inTrash: true, live: false }, cardShown],
  },
  {
    id: "posts-051",
    domain: "posts",
    intent: "change",
    say: [
      "The welcome post still lists 'A blog, which you are reading now' as one of the new things, but the blog's been going for ages and it looks silly. That line needs to go.",
    ],
    expect: [{ post: WELCOME, bodyExcludes: ["A blog, which you are reading now"], bodyIncludes: ["Pages load in under a second", "Thanks for stopping by"] }],
  },
  {
    id: "posts-052",
    domain: "posts",
    intent: "read",
    say: ["Could you tell me which of our blog articles the public can currently read? My daughter asked and I wasn't sure."],
    expect: [{ reply: { includesAll: ["Welcome to our new website", "Behind the scenes"], includesAny: ["published", "live", "visible", "on the blog"] } }, unchanged],
    note: "Naming all three posts without saying which are public does not answer her.",
  },
  {
    id: "posts-053",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Spring sale: 20% off websites", body: "For March only, every new site is 20% off.", tags: ["news"] } }],
    say: ["Ship the spring sale post, and tag it promo while you're at it."],
    expect: [{ post: "Spring sale: 20% off websites", status: "published", live: true, tagsInclude: ["promo", "news"] }],
  },
  {
    id: "posts-054",
    domain: "posts",
    intent: "read",
    say: ["How many blog posts have we actually got, and how many of them can customers see?"],
    expect: [{ reply: { includesAny: ["3", "three"] } }, { reply: { includesAny: ["2", "two"] } }, unchanged],
  },
  {
    id: "posts-055",
    domain: "posts",
    intent: "read",
    say: ["Which picture has the post about design process as cover? I want to know before I change it."],
    expect: [{ reply: { includesAny: ["studio-dusk.jpg", "studio-dusk", "Our studio at dusk"], excludes: ["mountain-sunrise.jpg", "autumn-valley.jpg", "blue-coast.png"] } }, unchanged],
    note: "The answer names that post's cover, not every picture in the library.",
  },
];

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-041",
    domain: "images",
    intent: "change",
    say: ["Might I ask you to give the picture of the blue coastline a caption? It has none at present. I thought: The coast near our studio"],
    expect: [{ image: "blue-coast.png", caption: "The coast near our studio", alt: "Calm blue coastline with green headlands" }],
  },
  {
    id: "images-042",
    domain: "images",
    intent: "change",
    say: ["autumn-valley.jpg alt=Orange trees in a valley at sunset"],
    expect: [{ image: "autumn-valley.jpg", alt: "Orange trees in a valley at sunset", caption: "Autumn in the valley" }],
  },
  {
    id: "images-043",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ["Our new team photo (team-photo.jpg) has zero alt text, which hurts us on SEO. Swap in: Our four-person team outside the studio"],
    expect: [{ image: "team-photo.jpg", alt: "Our four-person team outside the studio" }],
  },
  {
    id: "images-044",
    domain: "images",
    intent: "change",
    say: ["The picture studio-dusk.jpg needs better description for the blind people. Please make it: Studio building in violet evening light"],
    expect: [{ image: "studio-dusk.jpg", alt: "Studio building in violet evening light", caption: "Our studio at dusk" }],
  },
  {
    id: "images-045",
    domain: "images",
    intent: "change",
    say: ["pls remove the caption from the sunrise pic, keep the alt"],
    expect: [{ image: "mountain-sunrise.jpg", caption: "", alt: "Layered hills under a warm sunrise sky" }],
  },
  {
    id: "images-046",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo.png", alt: "Old Northwind logo" } }],
    say: ["There's an old logo file, old-logo.png, cluttering up the picture library. It isn't used anywhere. Please clear it out."],
    expect: [{ image: "old-logo.png", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }],
  },
  {
    id: "images-047",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "shopfront.jpg" } }, { image: { name: "menu-board.jpg" } }, { image: { name: "window.jpg", alt: "Shop window at night" } }],
    say: ["which pics r missing alt text"],
    expect: [{ reply: { includesAll: ["shopfront.jpg", "menu-board.jpg"] } }, unchanged],
  },
  {
    id: "images-048",
    domain: "images",
    intent: "read",
    say: ["where is studio-dusk.jpg used"],
    expect: [{ reply: { includesAll: ["About", "Contact"], includesAny: ["Behind the scenes", "design process"] } }, unchanged],
    note: "The About page's picture, the Contact gallery and the design process post's cover.",
  },
  {
    id: "images-049",
    domain: "images",
    intent: "change",
    say: ["Swap the hero image on the home page for the blue coast shot — just on the home page."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png", heading: HERO_HEADING } }] },
      { post: WELCOME, coverImage: "mountain-sunrise.jpg" },
    ],
  },
  {
    id: "images-050",
    domain: "images",
    intent: "read",
    say: ["Could you tell me whether any of our pictures are lacking a caption? I like each one to have a few words underneath."],
    expect: [{ reply: { includesAll: ["blue-coast.png"], excludes: ["mountain-sunrise.jpg", "autumn-valley.jpg", "studio-dusk.jpg"] } }, unchanged],
    note: "Only the blue coast picture has no caption in the demo site; the answer names it alone, not the whole library.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-041",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Opening Hours", live: true, sections: [{ template: "text", content: { heading: "When we're open", body: "Monday to Friday, 9am to 5pm." } }] } }],
    say: ["I wonder if you might add our Opening Hours page to the menu at the top. Just before Contact would be ideal, if you would."],
    expect: [
      { menu: "Opening Hours", linksTo: "Opening Hours", parent: null },
      { menuOrder: ["Home", "About", "Blog", "Opening Hours", "Contact"] },
    ],
  },
  {
    id: "navigation-042",
    domain: "navigation",
    intent: "change",
    say: ["nav: Blog -> Journal (label only)"],
    expect: [{ menu: "Journal", linksTo: "/blog", position: 2 }, { menu: "Blog", present: false }],
  },
  {
    id: "navigation-043",
    domain: "navigation",
    intent: "change",
    say: ["Move Contact to the very front of the nav. That's where the money is."],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }],
  },
  {
    id: "navigation-044",
    domain: "navigation",
    intent: "change",
    say: ["In the menu please hide the point Blog, at the moment we don't write anymore."],
    expect: [{ menu: "Blog", present: true, visible: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    id: "navigation-045",
    domain: "navigation",
    intent: "change",
    say: ["add our instagram to the menu pls https://instagram.com/northwindstudio"],
    expect: [{ menu: "Instagram", linksTo: "https://instagram.com/northwindstudio" }, { menu: "Contact", position: 3 }],
    note: "'Instagram' is the obvious label; the new link goes after the others.",
  },
  {
    id: "navigation-046",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Team", live: true, sections: [{ template: "text", content: { heading: "Our team", body: "Four people who like tidy websites." } }] } }],
    say: ["When people click About in the menu they land on the old About page. We want them to end up on the new Team page."],
    expect: [{ menu: "About", linksTo: "Team", position: 1 }],
    note: "The link is re-pointed; its label stays About.",
  },
  {
    id: "navigation-047",
    domain: "navigation",
    intent: "change",
    say: ["Would you be so kind as to tuck the Blog link underneath About in our menu, as a sort of sub-heading?"],
    expect: [
      { menu: "Blog", parent: "About", linksTo: "/blog" },
      { menuOrder: ["Home", "About", "Contact"] },
    ],
  },
  {
    id: "navigation-048",
    domain: "navigation",
    intent: "read",
    say: ["Quick one — what's in the top nav right now, and in what order?"],
    expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged],
  },
  {
    id: "navigation-049",
    domain: "navigation",
    intent: "refuse",
    given: [
      { page: { title: "Team", live: true, sections: [{ template: "text", content: { heading: "Our team", body: "Four people." } }] } },
      { page: { title: "Careers", live: true, sections: [{ template: "text", content: { heading: "Work with us", body: "No open roles." } }] } },
      { menuItem: { label: "Team", page: "Team", parent: "About" } },
    ],
    say: ["Please put page Careers in the menu under Team, which is already under About."],
    expect: [{ reply: { includesAny: TWO_LEVELS } }, unchanged],
    note: "The menu has two levels at most, and Team is already a sub-item.",
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-041",
    domain: "settings",
    intent: "change",
    say: ["I should like the little line under our name, at the top of every page, to read: Thoughtful websites for local businesses. Many thanks for your help."],
    expect: [{ setting: "tagline", equals: "Thoughtful websites for local businesses" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "settings-042",
    domain: "settings",
    intent: "change",
    say: ["theme.accent=#1d4ed8"],
    expect: [
      { setting: "themeColors.accent", equals: "#1d4ed8" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "settings-043",
    domain: "settings",
    intent: "change",
    say: ["What's our primary brand colour right now?", "Let's go with a navy blue instead."],
    expect: [
      { setting: "themeColors.primary", looksLike: "blue", changed: true },
      { setting: "themeColors.accent", equals: DEMO.accent },
    ],
  },
  {
    id: "settings-044",
    domain: "settings",
    intent: "change",
    say: ["Please change the name of the site in 'Northwind Design Studio'."],
    expect: [{ setting: "name", equals: "Northwind Design Studio" }, { setting: "tagline", equals: TAGLINE }],
    note: "'Change in' is a German or Dutch speaker's 'change to'.",
  },
  {
    id: "settings-045",
    domain: "settings",
    intent: "change",
    say: ["add our insta to the social links, its instagram.com/northwind.studio"],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwind.studio" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
      { setting: "socialLinks", includes: "github.example/northwind" },
    ],
  },
  {
    id: "settings-046",
    domain: "settings",
    intent: "change",
    say: ["We shut our Mastodon account down months ago, but the website still links to it."],
    expect: [
      { setting: "socialLinks", excludes: "mastodon" },
      { setting: "socialLinks", includes: "github.example/northwind" },
    ],
  },
  {
    id: "settings-047",
    domain: "settings",
    intent: "read",
    say: ["whats our tagline atm"],
    expect: [{ reply: { includesAll: [TAGLINE] } }, unchanged],
  },
  {
    id: "settings-048",
    domain: "settings",
    intent: "read",
    say: ["Could you remind me which colours our website uses? The young man who designs our leaflets has asked, and I'm afraid I don't remember."],
    expect: [{ reply: { includesAll: [DEMO.primary, DEMO.accent] } }, unchanged],
  },
  {
    id: "settings-049",
    domain: "settings",
    intent: "refuse",
    say: ["Swap the site font to Montserrat, our new brand guidelines say so."],
    expect: [{ reply: { includesAny: CANNOT } }, unchanged],
    note: "The settings hold a name, tagline, logo, four colours, social links and SEO texts; there is no font.",
  },
];

// ── Entries ────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-041",
    domain: "entries",
    intent: "change",
    say: [
      "I wonder if you would add a kind note we received to our testimonials. It is from Margaret Hill of the Rose Cottage Tea Room, and she wrote: Lovely people, and a website our customers compliment us on.",
    ],
    expect: [
      {
        entry: { where: { author: "Margaret Hill" } },
        exists: true,
        dataIncludes: { quote: "Lovely people, and a website our customers compliment us on", company: "Rose Cottage Tea Room" },
      },
    ],
  },
  {
    id: "entries-042",
    domain: "entries",
    intent: "change",
    say: ["testimonials: Harbour Books author=Tom Okafor-Reid"],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Tom Okafor-Reid", quote: "Finally a website our whole team can update" } }],
  },
  {
    id: "entries-043",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Green Lane Florist", data: { quote: "Bookings up 40% since launch.", author: "Ana Ruiz", company: "Green Lane Florist" }, live: false } }],
    say: ["The Green Lane Florist testimonial is just sitting in drafts. Let's get it live, it's a great one."],
    expect: [{ entry: "Green Lane Florist", live: true }, { entry: "Maple Bakery", live: true }],
  },
  {
    id: "entries-044",
    domain: "entries",
    intent: "change",
    say: ["Testimonial of Maple Bakery please remove from the website, the client has asked us."],
    expect: [{ entry: "Maple Bakery", live: false }, { entry: "Harbour Books", live: true }],
    note: "Taking it off the site or moving it to the trash both do what the client asked.",
  },
  {
    id: "entries-045",
    domain: "entries",
    intent: "change",
    say: ["maple bakery testimonial shd say orders tripled not doubled"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "orders tripled", author: "Priya Shah" } }],
  },
  {
    id: "entries-046",
    domain: "entries",
    intent: "change",
    say: ["Ben Cole from Cole & Sons Builders emailed to say: 'Quick, tidy and no jargon.' Can we get that onto the website as a testimonial?"],
    expect: [
      {
        entry: { where: { author: "Ben Cole" } },
        exists: true,
        live: true,
        dataIncludes: { quote: "Quick, tidy and no jargon", company: "Cole & Sons Builders" },
      },
    ],
    note: "'Onto the website' means published, not only added as a draft.",
  },
  {
    id: "entries-047",
    domain: "entries",
    intent: "read",
    say: ["A customer quoted one of our testimonials back to me — the one about the whole team being able to update the site. Who actually said that?"],
    expect: [{ reply: { includesAll: ["Tom Okafor"] } }, unchanged],
  },
  {
    id: "entries-048",
    domain: "entries",
    intent: "read",
    given: [{ entry: { title: "Green Lane Florist", data: { quote: "Bookings up 40% since launch.", author: "Ana Ruiz", company: "Green Lane Florist" }, live: false } }],
    say: ["testimonials: how many live, which ones draft?"],
    expect: [{ reply: { includesAll: ["Green Lane Florist"], includesAny: ["2", "two"] } }, unchanged],
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-041",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Opening Hours", sections: [{ template: "text", content: { heading: "When we're open", body: "Monday to Saturday, 9am to 5pm." } }] } },
      { settings: { tagline: "Open every day except Sunday", live: false } },
    ],
    say: ["I have been making one or two changes this morning, the new Opening Hours page and our tagline. Would you be so kind as to put everything live now?"],
    expect: [
      { page: "Opening Hours", live: true },
      { setting: "tagline", in: "live", equals: "Open every day except Sunday" },
    ],
  },
  {
    id: "publishing-042",
    domain: "publishing",
    intent: "change",
    given: [
      { settings: { tagline: "DRAFT tagline, do not ship", live: false } },
      { page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Plans", body: "Starter £900." } }] } },
    ],
    say: ["publish the pricing page, leave site settings unpublished"],
    expect: [
      { page: "Pricing", live: true },
      { setting: "tagline", in: "live", equals: TAGLINE },
      { setting: "tagline", equals: "DRAFT tagline, do not ship" },
    ],
  },
  {
    id: "publishing-043",
    domain: "publishing",
    intent: "read",
    say: ["Anything sitting in drafts that hasn't shipped yet?"],
    expect: [{ reply: { includesAny: ["Autumn collection", AUTUMN], excludes: ["Welcome to our new website", "Behind the scenes"] } }, { reply: { includesAny: ["draft", "unpublished", "not published", "not live", "hasn't been published", "waiting"] } }, unchanged],
    note: "In the demo site only the autumn post is a draft; the answer says so and does not list the live posts as waiting.",
  },
  {
    id: "publishing-044",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind.example", live: false } }],
    say: ["We added a Shop link to the menu yesterday, but customers say there's no such link on the site."],
    expect: [{ menu: "Shop", live: true }, { menu: "Contact", live: true }],
    note: "The link is in the draft menu, which was never published.",
  },
  {
    id: "publishing-045",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["pls publish the autumn post"],
    expect: [{ post: AUTUMN, live: false, status: "draft" }, { reply: { includesAny: PERMISSION } }, unchanged],
  },
  {
    id: "publishing-046",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["unpublish about"],
    expect: [{ page: "About", live: true }, cardShown, liveSame],
    note: "The person declines the card, so the page stays on the site.",
  },
];

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-041",
    domain: "search",
    intent: "read",
    say: ["Where on our website do we say that we started in 2019? I should like to check the wording."],
    expect: [{ reply: { includesAll: ["About"], excludes: ["What should I change", "haven't done anything"] } }, unchanged],
    note: "The About page's opening text; an answer asking what to change has not found it.",
  },
  {
    id: "search-042",
    domain: "search",
    intent: "read",
    say: ["grep -i 'two working days'"],
    expect: [{ reply: { includesAll: ["Home"] } }, unchanged],
  },
  {
    id: "search-043",
    domain: "search",
    intent: "read",
    say: ["Somebody told me the site mentions pop-ups somewhere. Where?"],
    expect: [{ reply: { includesAll: ["About"], excludes: ["What should I change", "haven't done anything"] } }, unchanged],
    note: "The About page's opening text; an answer asking what to change has not found it.",
  },
  {
    id: "search-044",
    domain: "search",
    intent: "read",
    say: ["Which of our posts talk about palettes?"],
    expect: [{ reply: { includesAny: ["Autumn collection", AUTUMN] } }, unchanged],
  },
  {
    id: "search-045",
    domain: "search",
    intent: "read",
    say: ["On which pages is the picture with the hills at sunrise?"],
    expect: [{ reply: { includesAll: ["Home"], includesAny: ["Welcome to our new website", "welcome post"] } }, unchanged],
    note: "mountain-sunrise.jpg is the Home hero's picture and the welcome post's cover.",
  },
  {
    id: "search-046",
    domain: "search",
    intent: "read",
    say: ["which page has our email addr on it"],
    expect: [{ reply: { includesAll: ["Contact"], excludes: ["Home", "About"] } }, unchanged],
    note: "Only the Contact page has it; listing every page does not answer.",
  },
  {
    id: "search-047",
    domain: "search",
    intent: "refuse",
    say: ["How many people visited the site last week? The partners want numbers for Monday's meeting."],
    expect: [{ reply: { includesAny: CANNOT } }, unchanged],
    note: "The CMS keeps no visitor statistics.",
  },
];

// ── Several changes in one message ─────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-041",
    domain: "multi",
    intent: "change",
    say: ["Would you be so kind as to rename our About page to About Us, and change the link in the menu to match?"],
    expect: [
      { page: "About Us", exists: true, sectionTemplates: ["text", "imageText", "faq"] },
      { page: "About", exists: false },
      { menu: "About Us", linksTo: "About Us", position: 1 },
      { menu: "About", present: false },
    ],
  },
  {
    id: "multi-042",
    domain: "multi",
    intent: "change",
    say: ["home: hero.heading=Small studio, big care; cta.buttonLabel=Email us"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "hero", fields: { ctaLabel: "See what we do" } },
          { template: "cta", fields: { buttonUrl: "/contact", heading: "Have a project in mind?" } },
        ],
        textIncludes: [exact("heading", "Small studio, big care"), exact("buttonLabel", "Email us")],
        textExcludes: [HERO_HEADING, "Get in touch"],
      },
    ],
  },
  {
    id: "multi-043",
    domain: "multi",
    intent: "change",
    say: ["New page 'Case Studies' with a hero that says 'Work we're proud of'. Add it to the nav right after About, then ship it all."],
    expect: [
      { page: "Case Studies", live: true, sections: [{ template: "hero", fields: { heading: "Work we're proud of" } }], textIncludes: [exact("heading", "Work we're proud of")] },
      { menu: "Case Studies", linksTo: "Case Studies", position: 2, live: true },
      { menuOrder: ["Home", "About", "Case Studies", "Blog", "Contact"] },
    ],
  },
  {
    id: "multi-044",
    domain: "multi",
    intent: "change",
    say: ["Please: 1) the tagline becomes 'Websites with heart' 2) the accent colour more red, not so orange"],
    expect: [
      { setting: "tagline", equals: "Websites with heart" },
      { setting: "themeColors.accent", looksLike: "red", changed: true },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "multi-045",
    domain: "multi",
    intent: "change",
    say: ["publish the autumn post + add tag autumn to it first"],
    expect: [{ post: AUTUMN, live: true, status: "published", tagsInclude: ["autumn", "design", "seasonal"] }],
  },
  {
    id: "multi-046",
    domain: "multi",
    intent: "change",
    say: ["The Contact page still has our old email and hours. We're studio@northwind.example now, and open 8-4 rather than 9-5."],
    expect: [
      { page: "Contact", textIncludes: ["studio@northwind.example", "7946 0000"], textExcludes: ["hello@northwind.example", "9–5", "9-5"] },
      {
        anyOf: [
          [{ page: "Contact", textIncludes: ["8-4"] }],
          [{ page: "Contact", textIncludes: ["8–4"] }],
          [{ page: "Contact", textIncludes: ["8am"] }],
          [{ page: "Contact", textIncludes: ["8:00"] }],
        ],
      },
    ],
    note: "The seed writes the hours with an en dash (9–5); the new hours may be written either way.",
  },
  {
    id: "multi-047",
    domain: "multi",
    intent: "change",
    say: ["Could you remove the Blog link from our menu, please, and also archive the article about our design process? Thank you kindly."],
    expect: [
      { menu: "Blog", present: false },
      { menuOrder: ["Home", "About", "Contact"] },
      { post: PROCESS, status: "archived", live: false },
      { post: WELCOME, live: true },
    ],
  },
  {
    id: "multi-048",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "workshop-01.jpg" } }, { image: { name: "workshop-02.jpg" } }],
    say: ["every img w/o alt: alt=Inside the Northwind workshop"],
    expect: [
      { image: "workshop-01.jpg", alt: "Inside the Northwind workshop" },
      { image: "workshop-02.jpg", alt: "Inside the Northwind workshop" },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
      { image: "blue-coast.png", alt: "Calm blue coastline with green headlands" },
    ],
  },
];

// ── Conversations that refer back ──────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-041",
    domain: "conversation",
    intent: "change",
    say: [
      "I wonder if you might change the heading on the About page from About us to Who we are.",
      "Thank you. On reflection, would you make it Who we are and what we do instead?",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "text", fields: { heading: "Who we are and what we do" } }],
        textIncludes: [exact("heading", "Who we are and what we do")],
        textExcludes: [exact("heading", "About us"), exact("heading", "Who we are")],
      },
    ],
  },
  {
    id: "conversation-042",
    domain: "conversation",
    intent: "change",
    say: ["home hero ctaLabel=Start a project", "same for the cta section's button"],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("ctaLabel", "Start a project"), exact("buttonLabel", "Start a project")],
        sections: [{ template: "cta", fields: { buttonUrl: "/contact" } }],
      },
    ],
  },
  {
    id: "conversation-043",
    domain: "conversation",
    intent: "change",
    say: ["Punch up the home hero heading: 'Websites that sell while you sleep'", "Hmm, that reads cheesy. Undo that."],
    expect: [{ page: "Home", textIncludes: [exact("heading", HERO_HEADING)], textExcludes: ["sell while you sleep"] }],
  },
  {
    id: "conversation-044",
    domain: "conversation",
    intent: "change",
    say: ["Please change the tagline in 'Websites with care, made in the North'", "and publish it please, so the people see it"],
    expect: [
      { setting: "tagline", equals: "Websites with care, made in the North" },
      { setting: "tagline", in: "live", equals: "Websites with care, made in the North" },
    ],
  },
  {
    id: "conversation-045",
    domain: "conversation",
    intent: "change",
    say: ["change contact heading to get in touch", "no the about page one"],
    expect: [
      { page: "About", sections: [{ template: "text", fields: { heading: "get in touch" } }], textIncludes: [exact("heading", "get in touch")] },
      { page: "Contact", textIncludes: [exact("heading", "Say hello")] },
    ],
    note: "She meant the About page's heading; the Contact page's goes back to 'Say hello'. Letter case is free.",
  },
  {
    id: "conversation-046",
    domain: "conversation",
    intent: "change",
    say: ["Which of our blog posts are still drafts?", "Right. That one should have been live weeks ago, sort it out please."],
    expect: [{ post: AUTUMN, live: true, status: "published" }],
  },
  {
    id: "conversation-047",
    domain: "conversation",
    intent: "change",
    say: ["Could you tell me what our two testimonials say?", "Thank you kindly. Would you take the Harbour Books one off the website, please? They have closed down, sadly."],
    expect: [{ entry: "Harbour Books", live: false }, { entry: "Maple Bakery", live: true }],
  },
  {
    id: "conversation-048",
    domain: "conversation",
    intent: "change",
    say: ["nav += Shop -> https://shop.northwind.example", "mv Shop before Contact"],
    expect: [{ menu: "Shop", linksTo: "https://shop.northwind.example" }, { menuOrder: ["Home", "About", "Blog", "Shop", "Contact"] }],
  },
  {
    id: "conversation-049",
    domain: "conversation",
    intent: "change",
    say: ["Let's add a question to the About page FAQ: 'Do you offer hosting?' Answer: 'Yes, for £20 a month.'", "Actually make that £25 a month."],
    expect: [
      {
        page: "About",
        textIncludes: [exact("question", "Do you offer hosting?"), "£25 a month", FAQ_1, FAQ_2],
        textExcludes: ["£20"],
      },
    ],
  },
  {
    id: "conversation-050",
    domain: "conversation",
    intent: "change",
    say: [
      "Make please a new blog post 'Our new office in Manchester' with the text 'Since March we are in Manchester, near Piccadilly station.'",
      "Put it also the tag news and publish it",
    ],
    expect: [{ post: "Our new office in Manchester", status: "published", live: true, tagsInclude: ["news"], liveBodyIncludes: ["near Piccadilly station"] }],
  },
  {
    id: "conversation-051",
    domain: "conversation",
    intent: "change",
    say: ["rename the blog link in the menu to news", "actually make it stories"],
    expect: [
      { menu: "Stories", linksTo: "/blog", position: 2 },
      { menu: "News", present: false },
      { menu: "Blog", present: false },
    ],
  },
  {
    id: "conversation-052",
    domain: "conversation",
    intent: "change",
    say: ["The Maple Bakery testimonial still says their orders doubled. Priya told us last week they've tripled.", "Good. Get that onto the live site please."],
    expect: [{ entry: "Maple Bakery", live: true, dataIncludes: { quote: "tripled", author: "Priya Shah" } }, { live: "changed" }],
  },
  {
    id: "conversation-053",
    domain: "conversation",
    intent: "change",
    say: ["Would you kindly remove the Blog link from our menu?", "Oh dear, I've changed my mind. Could you put it back just as it was?"],
    expect: [{ menu: "Blog", linksTo: "/blog", visible: true }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    id: "conversation-054",
    domain: "conversation",
    intent: "change",
    say: ["new draft page Events", "add text section: heading=Upcoming, body=Open studio day on 14 June, 10:00 to 16:00", "publish"],
    expect: [
      {
        page: "Events",
        live: true,
        textIncludes: [exact("heading", "Upcoming"), "Open studio day on 14 June"],
        liveTextIncludes: ["14 June", "10:00 to 16:00"],
      },
    ],
  },
  {
    id: "conversation-055",
    domain: "conversation",
    intent: "change",
    say: ["Please delete the post of autumn.", "Sorry, wrong one! I meant the welcome post. The autumn one bring back please."],
    expect: [
      { post: AUTUMN, exists: true, status: "draft" },
      { post: WELCOME, inTrash: true, live: false },
    ],
  },
  {
    id: "conversation-056",
    domain: "conversation",
    intent: "change",
    say: ["whats the heading on the about page faq", "change it to faqs"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { heading: "faqs", items: FAQ_1 } }],
        textIncludes: [exact("heading", "faqs")],
        textExcludes: ["Questions we hear often"],
      },
    ],
  },
  {
    id: "conversation-057",
    domain: "conversation",
    intent: "change",
    say: ["The orange on our buttons looks a bit garish to me.", "Go for a darker, more muted orange: #b4532a"],
    expect: [
      { setting: "themeColors.accent", equals: "#b4532a" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
    note: "The buttons' orange is the accent colour (#d9622b); the first message alone is too vague to act on.",
  },
  {
    id: "conversation-058",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you add a page called Gift Vouchers, with a short paragraph saying that vouchers are available in any amount from £25?",
      "Splendid. And could it appear in the menu as well, after Blog?",
    ],
    expect: [
      { page: "Gift Vouchers", exists: true, textIncludes: ["£25"] },
      { menu: "Gift Vouchers", linksTo: "Gift Vouchers" },
      { menuOrder: ["Home", "About", "Blog", "Gift Vouchers", "Contact"] },
    ],
  },
];

// ── Too vague to act on ────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-041",
    domain: "clarify",
    intent: "clarify",
    say: ["change the heading pls"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
  },
  {
    id: "clarify-042",
    domain: "clarify",
    intent: "clarify",
    say: ["The website feels a bit dated. Can you sort it?"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
  },
  {
    id: "clarify-043",
    domain: "clarify",
    intent: "clarify",
    say: ["Punch up the copy, it's flat."],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
  },
  {
    id: "clarify-044",
    domain: "clarify",
    intent: "clarify",
    say: ["Please change the picture."],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Four pictures are used in several places; which one, and for what?",
  },
];

// ── Not about the site ─────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-041",
    domain: "offtopic",
    intent: "offtopic",
    say: ["bash one-liner to lowercase every .JPG filename in a dir?"],
    expect: [{ reply: { includesAny: SITE_WORDS } }, unchanged],
  },
  {
    id: "offtopic-042",
    domain: "offtopic",
    intent: "offtopic",
    say: ["My grandson tells me I ought to take up knitting in my retirement. Do you think that is a good idea?"],
    expect: [{ reply: { includesAny: SITE_WORDS } }, unchanged],
  },
];

export const TWENTYFIFTH_PASS_CASES: Case[] = [
  ...sections,
  ...pages,
  ...posts,
  ...images,
  ...navigation,
  ...settings,
  ...entries,
  ...publishing,
  ...search,
  ...multi,
  ...conversation,
  ...clarify,
  ...offtopic,
];
