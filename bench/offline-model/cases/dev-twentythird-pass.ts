/**
 * Development set, twenty-third pass: requests in the held-out set's six voices, about twenty cases
 * each, written from the tool descriptions, the services, the section templates and the demo seed
 * only, without reading the offline model, its docs or tests, or the other passes. Voices: a polite
 * retired shop owner who buries the request in courteous sentences ("I wonder whether…", "if it is
 * not too much bother"), a terse developer ("rm", "->", "s/old/new/", key=value, "+=", "mv … 0",
 * "grep -i"), an American marketer ("hero", "CTA", "punch up", "swap in", "ship it", "conversion
 * point"), a non-native speaker ("make that it says", "change in", "menu point", "start page",
 * "actually" for currently, "stands" for appears), someone on a phone (lowercase, "pls", "thx", "u",
 * "rn", "n", "nvm", no punctuation) and a manager who states problems rather than fixes ("this still
 * says …", "… is still on the site", "nobody can see …"). Seven in ten are changes (section
 * headings, buttons, FAQ items, feature boxes, the hero picture; pages created, renamed, re-addressed,
 * given SEO texts, unpublished and deleted; posts' title, body, excerpt, tags, slug, cover and
 * status; alt texts and captions, one picture replaced everywhere; menu links added, renamed,
 * re-pointed, moved, hidden, nested and removed; tagline, name, colours, social links and default SEO;
 * testimonials added, edited, published, taken down and deleted), one in five reads (what a button
 * says, which questions, tags, covers, counts, drafts, where a picture or some words appear, which
 * pictures lack alt text or are unused), and the rest vague requests, off-topic ones and refusals (a
 * reserved address, a password-protected page, scheduling, a third menu level, a new login, a
 * viewer publishing), with fifteen two- and three-turn conversations ("actually make it …", "do the
 * same for …", "put it back as it was", "undo", "the first of them", "oops wrong one, bring it back").
 *
 * Exact values: a section check's field and `textIncludes` match a substring, so where the person
 * gives the words, `exact(field, value)` looks for `"field":"value"` in the page's content as JSON,
 * which holds only when the field is exactly that value (letter case aside): no quotes, "pls" or
 * trailing full stop carried over.
 */
import { unchanged, liveSame, cardShown, CANNOT, PERMISSION, NOT_FOUND, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** A section field holding exactly `value`, as it appears in the page's content written as JSON. */
const exact = (field: string, value: string) => `"${field}":${JSON.stringify(value)}`;

/** Phrases of an answer that steers an off-topic question back to the site. */
const SITE_WORDS = ["site", "website", "content", "page", "pages", "CMS", "blog"];

/** Phrases of an answer that says something is a draft nobody sees yet. */
const NOT_LIVE = ["draft", "not published", "unpublished", "isn't published", "hasn't been published", "not been published", "not live", "isn't live", "not yet"];

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-571",
    domain: "sections",
    intent: "change",
    say: [
      "Good afternoon. I do hope you are keeping well. My granddaughter and I were looking at the front page of our website over tea, and we both felt that the large heading at the very top is a little cold. Would it be at all possible to have it read 'Friendly websites for small shops' instead? There is no rush whatsoever, and thank you kindly.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { heading: "Friendly websites for small shops", ctaLabel: "See what we do" } }],
        textIncludes: [exact("heading", "Friendly websites for small shops")],
        textExcludes: ["Websites that feel calm and work hard"],
      },
    ],
    note: "The heading is stored without the quotes around it; the hero's button stays as it is.",
  },
  {
    id: "sections-572",
    domain: "sections",
    intent: "change",
    say: ["home hero ctaUrl -> /contact"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "See what we do" } }], textIncludes: [exact("ctaUrl", "/contact")] }],
    note: "Only where the hero's button goes changes; its label stays.",
  },
  {
    id: "sections-573",
    domain: "sections",
    intent: "change",
    say: ['The hero CTA on the homepage is kinda weak. Swap in "Book a free call" and point it at the contact page instead of About.'],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { heading: "Websites that feel calm and work hard" } }],
        textIncludes: [exact("ctaLabel", "Book a free call"), exact("ctaUrl", "/contact")],
        textExcludes: ["See what we do"],
      },
    ],
    note: "The contact page's address is /contact (its slug), which the person did not type.",
  },
  {
    id: "sections-574",
    domain: "sections",
    intent: "change",
    say: [
      'In the page About, at the part with the questions, please add one more: "Do you build online shops?" — the answer: "Yes, we build small online shops with a simple checkout."',
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "faq", fields: { items: exact("question", "Do you build online shops?") } }],
        textIncludes: [exact("answer", "Yes, we build small online shops with a simple checkout."), "How long does a website take?", "Can we edit the site ourselves?"],
      },
    ],
    note: "A third question in the existing FAQ, not a new section; the two questions already there stay.",
  },
  {
    id: "sections-575",
    domain: "sections",
    intent: "change",
    say: ["home page the 3 boxes.. change Care to Support pls"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: exact("title", "Support") } }],
        textIncludes: [exact("title", "Design"), exact("title", "Build"), "Ongoing help, so your site keeps up with your business."],
        textExcludes: [exact("title", "Care")],
      },
    ],
    note: "The third feature box's title becomes exactly 'Support' (no 'pls'); its description and the other boxes stay.",
  },
  {
    id: "sections-576",
    domain: "sections",
    intent: "change",
    say: ["The About page still says we're a team of four. There have been six of us since March."],
    expect: [
      {
        page: "About",
        sections: [{ template: "text", fields: { body: "six designers and developers" } }],
        textIncludes: ["We started in 2019"],
        textExcludes: ["team of four"],
      },
    ],
    note: "A problem stated, not a fix: the About text's 'a team of four designers and developers' becomes six, and the rest of the text stays.",
  },
  {
    id: "sections-577",
    domain: "sections",
    intent: "change",
    say: [
      "Good morning. On our Contact page there is a row of pictures with the heading 'Around the studio' above them. I wonder whether it might instead say 'A look around our studio'? I think it sounds a touch more welcoming. Thank you ever so much.",
    ],
    expect: [
      {
        page: "Contact",
        sections: [{ template: "gallery", fields: { heading: "A look around our studio", images: "blue-coast.png" } }],
        textIncludes: [exact("heading", "A look around our studio")],
        textExcludes: [exact("heading", "Around the studio")],
      },
    ],
    note: "Only the gallery's heading changes; its pictures stay.",
  },
  {
    id: "sections-578",
    domain: "sections",
    intent: "change",
    say: ["On Contact page, the text with the hours, please make that it says weekdays 8-6 instead 9-5. We open earlier now."],
    expect: [
      { anyOf: [[{ page: "Contact", textIncludes: ["weekdays 8–6"] }], [{ page: "Contact", textIncludes: ["weekdays 8-6"] }]] },
      { page: "Contact", textIncludes: ["+44 20 7946 0000", "hello@northwind.example"], textExcludes: ["9–5"] },
    ],
    note: "The page writes the hours with an en dash (9–5); either dash is fine for the new hours, and the phone number and email stay.",
  },
  {
    id: "sections-579",
    domain: "sections",
    intent: "change",
    say: ["add a question to the faq on about page: do u do logos? answer no sorry we only do websites"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "logos" } }],
        textIncludes: ["we only do websites", "How long does a website take?", "Can we edit the site ourselves?"],
        textExcludes: ["do u do"],
      },
    ],
    note: "A careful editor writes the question out ('Do you do logos?'), so 'do u do' must not be stored; the other questions stay.",
  },
  {
    id: "sections-580",
    domain: "sections",
    intent: "change",
    say: ['Add a CTA block at the bottom of the About page — headline "Ready to start?", button "Let\'s talk" linking to the contact page.'],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        textIncludes: [exact("heading", "Ready to start?"), exact("buttonLabel", "Let's talk"), exact("buttonUrl", "/contact")],
      },
    ],
    note: "A call-to-action section at the end; the contact page's address is /contact.",
  },
  {
    id: "sections-581",
    domain: "sections",
    intent: "change",
    say: ["about: mv faq above imageText"],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }],
  },
  {
    id: "sections-582",
    domain: "sections",
    intent: "change",
    say: ['The small text under the big title on the start page, I want it more short: "Fast, simple websites for independent businesses."'],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { heading: "Websites that feel calm and work hard" } }],
        textIncludes: [exact("subheading", "Fast, simple websites for independent businesses.")],
        textExcludes: ["quick to load"],
      },
    ],
    note: "'Start page' is the Home page; the text under the big title is the hero's subheading, and the heading stays.",
  },
  {
    id: "sections-583",
    domain: "sections",
    intent: "read",
    say: ["whats the button on the home banner say rn and where does it go"],
    expect: [unchanged, { reply: { includesAll: ["See what we do"], includesAny: ["/about", "About"] } }],
    note: "The hero's button reads 'See what we do' and goes to /about, the About page.",
  },
  {
    id: "sections-584",
    domain: "sections",
    intent: "read",
    say: [
      "Good morning. I am making a little leaflet for the shop counter and should like to copy out the questions from the website, so that customers have them to hand. Could you tell me which questions we answer on the About page? I can never remember them.",
    ],
    expect: [unchanged, { reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }],
  },
  {
    id: "sections-585",
    domain: "sections",
    intent: "change",
    say: ["Our FAQ still tells people six to ten weeks. We've been quoting eight weeks flat since the spring."],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "eight weeks" } }],
        textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"],
        textExcludes: ["six to ten weeks"],
      },
    ],
    note: "The FAQ is on the About page; the answer about how long a website takes now says eight weeks.",
  },
  {
    id: "sections-586",
    domain: "sections",
    intent: "change",
    say: ["Swap in the blue coast shot as the homepage hero image — the sunrise feels dated."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png", heading: "Websites that feel calm and work hard" } }] },
      { post: WELCOME, coverImage: "mountain-sunrise.jpg" },
    ],
    note: "Only the hero's picture: the welcome post keeps the sunrise as its cover (not a replace-everywhere).",
  },
];

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-571",
    domain: "pages",
    intent: "change",
    say: ["new page title=Pricing slug=pricing, keep it draft"],
    expect: [{ page: "Pricing", exists: true, slug: "pricing", live: false }],
  },
  {
    id: "pages-572",
    domain: "pages",
    intent: "change",
    say: [
      "Good afternoon. I hope this finds you well. We have decided, after a good deal of discussion over the counter, that we ought to have a page explaining our refund policy. Could you possibly make one called 'Refunds and Returns'? Please don't put it on the site just yet, as my son would like to read it over first. Many thanks.",
    ],
    expect: [{ page: "Refunds and Returns", exists: true, live: false, slug: "refunds-and-returns" }],
    note: "Titled without the quotes; the address is derived from the title; it stays a draft.",
  },
  {
    id: "pages-573",
    domain: "pages",
    intent: "change",
    say: ["Rename the Contact page to 'Work With Us' — it reads warmer. Keep the URL."],
    expect: [
      { page: "Work With Us", exists: true, slug: "contact" },
      { page: "Contact", exists: false },
    ],
  },
  {
    id: "pages-574",
    domain: "pages",
    intent: "change",
    say: ["Please change the address of page Contact in /contact-us. The name stays same."],
    expect: [{ page: "Contact", exists: true, slug: "contact-us" }],
    note: "'Change … in' means change to; the slug is stored without the leading slash.",
  },
  {
    id: "pages-575",
    domain: "pages",
    intent: "change",
    say: ["seo title for about page: About Northwind Studio | Web design pls"],
    expect: [{ page: "About", seoTitle: "About Northwind Studio | Web design", seoDescription: "Who we are and how we work." }],
    note: "'pls' is not part of the title; the SEO description stays.",
  },
  {
    id: "pages-576",
    domain: "pages",
    intent: "change",
    say: ['Google shows no description for our Contact page. It should read "Email or call Northwind Studio, weekdays 9 to 5."'],
    expect: [{ page: "Contact", seoDescription: "Email or call Northwind Studio, weekdays 9 to 5." }],
    note: "The description Google shows is the page's SEO description; the quoted sentence keeps its full stop.",
  },
  {
    id: "pages-577",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Sale 2023", live: true, sections: [{ template: "text", content: { body: "Everything 20% off until the end of August." } }] } }],
    say: [
      "Hello there. I am afraid there is still a page on our site left over from a summer sale two years ago, which I had quite forgotten about. Would you be so kind as to remove it? I shouldn't like customers to think the prices still apply.",
    ],
    expect: [{ page: "Summer Sale 2023", inTrash: true }, { page: "About", exists: true }, cardShown],
    note: "The person never types the page's title. Deleting a live page asks first.",
  },
  {
    id: "pages-578",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Careers" } }, { page: { title: "Press Kit" } }],
    say: ["ls pages status=draft"],
    expect: [unchanged, { reply: { includesAll: ["Careers", "Press Kit"], excludes: ["Contact"] } }],
    note: "Only the two draft pages; the demo pages are all published.",
  },
  {
    id: "pages-579",
    domain: "pages",
    intent: "change",
    say: ['Please make a new page \'Team\' with one text: "We are four people who love clear design." Don\'t publish it still.'],
    expect: [{ page: "Team", exists: true, live: false, sectionCount: 1, textIncludes: ["We are four people who love clear design."] }],
    note: "'Don't publish it still' means not yet: it stays a draft.",
  },
  {
    id: "pages-580",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Careers", live: true, sections: [{ template: "text", content: { heading: "Join us", body: "We are hiring a junior developer." } }] } }],
    say: ["take the careers page offline for now pls, we're not hiring"],
    expect: [{ page: "Careers", exists: true, live: false }, cardShown],
    note: "'For now': unpublished, not deleted. Taking a page off the site asks first.",
  },
  {
    id: "pages-581",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { body: "Websites from £2,400." } }] } }],
    say: ["I made a Pricing page last week. Can customers actually see it?"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
    note: "It is a draft, which visitors do not see; a question, so nothing is published without being asked.",
  },
  {
    id: "pages-582",
    domain: "pages",
    intent: "change",
    say: ['Homepage meta description is way too long-winded. Make it: "Calm, fast websites for independent businesses."'],
    expect: [{ page: "Home", seoDescription: "Calm, fast websites for independent businesses.", seoTitle: "Northwind Studio — calm, useful websites" }],
    note: "The Home page's own SEO description, not the site's default; its SEO title stays.",
  },
  {
    id: "pages-583",
    domain: "pages",
    intent: "refuse",
    say: ["Please make the address of the About page to /blog, it is more short for people."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "reserved", "already used", "taken"] } }],
    note: "/blog is the blog's own address, reserved: no page can have it.",
  },
  {
    id: "pages-584",
    domain: "pages",
    intent: "refuse",
    given: [{ page: { title: "Staff Handbook", live: true, sections: [{ template: "text", content: { body: "Holidays are booked through the office calendar." } }] } }],
    say: ["The Staff Handbook page is public. It should be behind a password so only staff can read it."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Pages cannot be password-protected; taking it off the site instead is a different request to offer, not to do unasked.",
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-571",
    domain: "posts",
    intent: "change",
    say: ['Retitle the welcome post to "We just launched a faster, friendlier site".'],
    expect: [
      { post: "We just launched a faster, friendlier site", exists: true, slug: "welcome-to-our-new-website", status: "published" },
      { post: WELCOME, exists: false },
    ],
    note: "Only the title: the address stays, so links to the post keep working.",
  },
  {
    id: "posts-572",
    domain: "posts",
    intent: "change",
    say: ["post autumn: tags += palette"],
    expect: [{ post: AUTUMN, tags: ["design", "seasonal", "palette"] }],
  },
  {
    id: "posts-573",
    domain: "posts",
    intent: "change",
    say: ["can u put the autumn post live thx"],
    expect: [{ post: AUTUMN, live: true, status: "published" }, cardShown],
  },
  {
    id: "posts-574",
    domain: "posts",
    intent: "change",
    say: [
      "Hello again. Our article about how we go about designing things has a little summary beneath the title, which I find rather long-winded, if you'll forgive me. Might it say simply: 'How a project runs, from sketch to launch.' Thank you so much.",
    ],
    expect: [{ post: PROCESS, excerptIncludes: ["How a project runs, from sketch to launch."], bodyIncludes: ["Every project starts with a conversation"] }],
    note: "The summary under the title is the excerpt of the design process post; the body stays.",
  },
  {
    id: "posts-575",
    domain: "posts",
    intent: "change",
    say: ['The post of welcome, please put at the end one more sentence: "Write us if you have questions."'],
    expect: [{ post: WELCOME, bodyIncludes: ["Write us if you have questions.", "Thanks for stopping by!", "## What changed"] }],
    note: "Added to the body; what was there stays.",
  },
  {
    id: "posts-576",
    domain: "posts",
    intent: "change",
    say: ["new blog post title Closed over christmas, body: we're closed 24 dec to 2 jan, back on the 3rd. dont publish yet"],
    expect: [{ post: "Closed over Christmas", exists: true, status: "draft", live: false, bodyIncludes: ["24 dec", "2 jan"], bodyExcludes: ["dont publish"] }],
    note: "Titles compare without letter case. 'dont publish yet' is an instruction, not part of the body.",
  },
  {
    id: "posts-577",
    domain: "posts",
    intent: "change",
    say: ["unpublish welcome-to-our-new-website"],
    expect: [{ post: WELCOME, exists: true, live: false, status: "draft" }, cardShown],
    note: "Named by its slug. Unpublishing takes it off the blog and back to draft, after a card.",
  },
  {
    id: "posts-578",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Closing-down sale: everything must go", status: "published", body: "Everything half price until we close.", tags: ["news"], daysAgo: 30 } }],
    say: [
      "Good morning. There is a little article of ours about a closing-down sale, which I am glad to say never happened in the end. It has been upsetting some of the regulars. Could it be taken away altogether, please?",
    ],
    expect: [{ post: "Closing-down sale: everything must go", inTrash: true }, { post: WELCOME, exists: true }, cardShown],
    note: "'Taken away altogether' is a delete (to the trash), which asks first.",
  },
  {
    id: "posts-579",
    domain: "posts",
    intent: "read",
    say: ["Which tags has the post about our design process?"],
    expect: [unchanged, { reply: { includesAny: [...DESIGN_PROCESS_TAGS] } }],
  },
  {
    id: "posts-580",
    domain: "posts",
    intent: "read",
    say: ["Nobody can see the autumn collection post on the blog. Is something broken?"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
    note: "Nothing is broken: it is a draft. The question gets an answer, not a publish.",
  },
  {
    id: "posts-581",
    domain: "posts",
    intent: "read",
    say: ["which pic is on the welcome post"],
    expect: [unchanged, { reply: { includesAny: ["mountain-sunrise.jpg", "mountain-sunrise", "sunrise"] } }],
    note: "Its cover is mountain-sunrise.jpg (alt text: layered hills under a warm sunrise sky).",
  },
  {
    id: "posts-582",
    domain: "posts",
    intent: "change",
    say: ["autumn post slug -> autumn-palettes"],
    expect: [{ post: AUTUMN, slug: "autumn-palettes", status: "draft" }],
  },
  {
    id: "posts-583",
    domain: "posts",
    intent: "refuse",
    say: ["Schedule the autumn post to go out Monday at 9am EST so it hits the weekly newsletter."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Posts cannot be scheduled; publishing it now is not what was asked.",
  },
  {
    id: "posts-584",
    domain: "posts",
    intent: "read",
    say: [
      "Forgive me for asking what is probably a very silly question. Would you be able to tell me how many of our articles are actually up on the blog at present, for people to read? My sister was asking.",
    ],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }],
    note: "Two are published (welcome, design process); the autumn post is a draft.",
  },
];

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-571",
    domain: "images",
    intent: "change",
    say: ['The picture blue-coast.png has no caption. Please put as caption: "The coast near our studio"'],
    expect: [{ image: "blue-coast.png", caption: "The coast near our studio", alt: "Calm blue coastline with green headlands" }],
  },
  {
    id: "images-572",
    domain: "images",
    intent: "change",
    say: ["change alt text of the studio dusk pic to Our studio at dusk seen from the garden pls"],
    expect: [{ image: "studio-dusk.jpg", alt: "Our studio at dusk seen from the garden", caption: "Our studio at dusk" }],
    note: "'pls' is not part of the alt text; the caption stays.",
  },
  {
    id: "images-573",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ['team-photo.jpg alt="The four of us outside the studio"'],
    expect: [{ image: "team-photo.jpg", alt: "The four of us outside the studio" }],
  },
  {
    id: "images-574",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "shop-front.jpg" } }, { image: { name: "old-logo.png", caption: "Our logo until 2021" } }],
    say: ["I'm told some of our pictures have no alt text, which is an accessibility problem. Which ones?"],
    expect: [
      unchanged,
      { reply: { includesAll: ["shop-front.jpg", "old-logo.png"], excludes: ["mountain-sunrise.jpg", "studio-dusk.jpg", "autumn-valley.jpg", "blue-coast.png"] } },
    ],
    note: "Only the two given pictures lack alt text; the demo's four all have one. The question asks which, so nothing is written yet.",
  },
  {
    id: "images-575",
    domain: "images",
    intent: "read",
    say: ["Good evening. Before I do anything silly, could you tell me where the picture of the sunrise is used? I should hate to remove it by mistake."],
    expect: [unchanged, { reply: { includesAll: ["Home"], includesAny: [WELCOME, "welcome post"] } }],
    note: "mountain-sunrise.jpg is the Home hero's picture and the welcome post's cover.",
  },
  {
    id: "images-576",
    domain: "images",
    intent: "change",
    say: ["Swap in blue-coast.png everywhere we're using the studio dusk image."],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "blue-coast.png" } }], textExcludes: ["studio-dusk.jpg"] },
      { page: "Contact", textExcludes: ["studio-dusk.jpg"] },
      { post: PROCESS, coverImage: "blue-coast.png" },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "studio-dusk.jpg is on About (image and text), in the Contact gallery and the design process post's cover; it stays in the library.",
  },
  {
    id: "images-577",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "unused-banner.jpg", alt: "Spring sale banner" } }],
    say: ["We're paying for storage. Which pictures in the library aren't used anywhere?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["unused-banner.jpg", "Spring sale banner"], excludes: ["mountain-sunrise.jpg", "studio-dusk.jpg", "blue-coast.png"] } },
    ],
    note: "Only the given banner is unused. autumn-valley.jpg is the draft autumn post's cover, so an answer may mention it either way.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-571",
    domain: "navigation",
    intent: "change",
    say: ["nav: rename Blog -> Journal"],
    expect: [
      { menu: "Journal", present: true, linksTo: "/blog", position: 2 },
      { menu: "Blog", present: false },
    ],
  },
  {
    id: "navigation-572",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Opening Times", live: true, sections: [{ template: "text", content: { body: "Tuesday to Saturday, 10 till 4." } }] } }],
    say: [
      "Dear assistant, we now have a page with our opening times on it. Might it be added to the row of links along the top, perhaps just after 'About'? I think people look for it first. With thanks.",
    ],
    expect: [
      { menu: "Opening Times", linksTo: "Opening Times", parent: null },
      { menuOrder: ["Home", "About", "Opening Times", "Blog", "Contact"] },
    ],
    note: "The link's label is the page's title, which the person did not type exactly.",
  },
  {
    id: "navigation-573",
    domain: "navigation",
    intent: "change",
    say: ["Move Contact to the front of the nav — it's our #1 conversion point."],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }],
  },
  {
    id: "navigation-574",
    domain: "navigation",
    intent: "change",
    say: ["Please make the menu point Blog invisible, we don't write at the moment."],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { menu: "Contact", visible: true },
    ],
    note: "Hidden, not removed.",
  },
  {
    id: "navigation-575",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Book a Call", live: true, sections: [{ template: "text", content: { body: "Pick a time that suits you." } }] } }],
    say: ["The Contact link in the menu still goes to the old contact page. Everyone should land on Book a Call now."],
    expect: [
      { menu: "Contact", present: true, linksTo: "Book a Call", position: 3 },
      { page: "Contact", exists: true },
    ],
    note: "Re-pointed, keeping its label and place; the old Contact page is not deleted.",
  },
  {
    id: "navigation-576",
    domain: "navigation",
    intent: "change",
    say: ["nav add label=Shop url=https://shop.northwind.example"],
    expect: [{ menu: "Shop", linksTo: "https://shop.northwind.example", parent: null, position: 4 }],
  },
  {
    id: "navigation-577",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Case Studies", live: true, sections: [{ template: "text", content: { body: "Three projects we are proud of." } }] } }],
    say: ["Tuck Case Studies under About in the nav as a dropdown item."],
    expect: [
      { menu: "Case Studies", linksTo: "Case Studies", parent: "About" },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
  },
  {
    id: "navigation-578",
    domain: "navigation",
    intent: "read",
    say: ["Which links has the menu at the moment, and in what order?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
  {
    id: "navigation-579",
    domain: "navigation",
    intent: "refuse",
    given: [
      { menuItem: { label: "Our Team", url: "/about#team", parent: "About" } },
      { page: { title: "Careers", live: true, sections: [{ template: "text", content: { body: "No openings right now." } }] } },
    ],
    say: ["put careers in the menu under our team"],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "two levels", "levels deep", "sub-item"] } }],
    note: "'Our Team' is already a sub-item of About; the menu has two levels, so nothing can go under it.",
  },
  {
    id: "navigation-580",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "News", url: "/blog/" } }],
    say: ["The menu has both Blog and News and they go to the same place. News shouldn't be there."],
    expect: [
      { menu: "News", present: false },
      { menu: "Blog", present: true, linksTo: "/blog" },
    ],
    note: "Removed (not just hidden): the manager says it should not be there.",
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-571",
    domain: "settings",
    intent: "change",
    say: [
      "Good day to you. I should like the little line of words underneath our name at the top to read 'Honest websites for honest shops', if that is not too much bother. My late husband used to say it, you see.",
    ],
    expect: [
      { setting: "tagline", equals: "Honest websites for honest shops" },
      { setting: "name", equals: "Northwind Studio" },
    ],
  },
  {
    id: "settings-572",
    domain: "settings",
    intent: "change",
    say: ["settings: accent=#1d4ed8"],
    expect: [
      { setting: "themeColors.accent", equals: "#1d4ed8" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
  },
  {
    id: "settings-573",
    domain: "settings",
    intent: "change",
    say: ["Make the accent color a bold red — new brand guidelines."],
    expect: [
      { setting: "themeColors.accent", looksLike: "red", changed: true },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
  },
  {
    id: "settings-574",
    domain: "settings",
    intent: "change",
    say: ['Please change the name of the site in "Northwind Studio & Co".'],
    expect: [
      { setting: "name", equals: "Northwind Studio & Co" },
      { setting: "tagline", equals: "Calm, useful websites for independent businesses" },
    ],
    note: "'Change … in' means change to; the name is stored without the quotes and the full stop after them.",
  },
  {
    id: "settings-575",
    domain: "settings",
    intent: "change",
    say: ["add our instagram to the social links instagram.com/northwind.studio"],
    expect: [
      { setting: "socialLinks", includes: "Instagram" },
      { anyOf: [[{ setting: "socialLinks", includes: "https://instagram.com/northwind.studio" }], [{ setting: "socialLinks", includes: "https://www.instagram.com/northwind.studio" }]] },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
    note: "Social links need a full https:// address, so a careful editor adds it; the two links there stay.",
  },
  {
    id: "settings-576",
    domain: "settings",
    intent: "change",
    say: ["Our old GitHub link is still on the site. We stopped using GitHub last year."],
    expect: [
      { setting: "socialLinks", excludes: "GitHub" },
      { setting: "socialLinks", includes: "https://mastodon.example/@northwind" },
    ],
    note: "The GitHub social link goes; Mastodon stays.",
  },
  {
    id: "settings-577",
    domain: "settings",
    intent: "change",
    say: ["default seo title = Northwind Studio | Calm websites"],
    expect: [
      { setting: "seoTitle", equals: "Northwind Studio | Calm websites" },
      { setting: "seoDescription", changed: false },
      { page: "Home", seoTitle: "Northwind Studio — calm, useful websites" },
    ],
    note: "The site's default SEO title, not the Home page's own.",
  },
  {
    id: "settings-578",
    domain: "settings",
    intent: "read",
    given: [{ settings: { tagline: "Websites for shops that care", live: false } }],
    say: ["Marketing changed the tagline on Monday. Is it actually on the site yet?"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
    note: "The new tagline is only in the settings' draft; the site still shows the old one. A question, so nothing is published.",
  },
  {
    id: "settings-579",
    domain: "settings",
    intent: "read",
    say: ["What colours has the site actually?"],
    expect: [unchanged, { reply: { includesAll: ["#35524a", "#d9622b"] } }],
    note: "'Actually' means currently: the theme's primary and accent colours.",
  },
  {
    id: "settings-580",
    domain: "settings",
    intent: "refuse",
    say: ["Sam starts on Monday as our intern. He'll need an editor login for the CMS."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "admin", "administrator"] } }],
    note: "The assistant cannot create user accounts, and an editor cannot manage users.",
  },
];

// ── Entries ────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-571",
    domain: "entries",
    intent: "change",
    say: ['Add a testimonial from Lena Fischer at Fischer Florals: "Bookings went up by a third in the first month."'],
    expect: [
      { entry: { where: { author: "Lena Fischer" } }, exists: true, dataIncludes: { quote: "Bookings went up by a third in the first month.", company: "Fischer Florals" } },
      { entry: "Maple Bakery", exists: true },
    ],
    note: "The entry's title is the assistant's choice, so it is found by its author.",
  },
  {
    id: "entries-572",
    domain: "entries",
    intent: "change",
    say: [
      "Good morning. Mr Okafor of Harbour Books telephoned to ask whether his kind words on our website might end with 'even me!' — so that it reads 'Finally a website our whole team can update — even me!' He was most particular about the exclamation mark.",
    ],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "Finally a website our whole team can update — even me!", author: "Tom Okafor", company: "Harbour Books" } }],
    note: "His testimonial's quote; the author's first name (Tom) is not in the message.",
  },
  {
    id: "entries-573",
    domain: "entries",
    intent: "change",
    say: ["rm testimonial maple-bakery"],
    expect: [{ entry: "Maple Bakery", inTrash: true }, { entry: "Harbour Books", exists: true }, cardShown],
  },
  {
    id: "entries-574",
    domain: "entries",
    intent: "read",
    say: ["who said the thing about orders doubling"],
    expect: [unchanged, { reply: { includesAll: ["Priya Shah"] } }],
    note: "Maple Bakery's testimonial, by Priya Shah.",
  },
  {
    id: "entries-575",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Green Leaf Yoga", data: { quote: "Our classes are full every week since the new site.", author: "Mara Lind", company: "Green Leaf Yoga" }, live: false } }],
    say: ["The testimonial of Green Leaf Yoga is still not on the site. Please put it online."],
    expect: [{ entry: "Green Leaf Yoga", live: true }, { entry: "Harbour Books", live: true }, cardShown],
    note: "The entry is a held-back draft: it needs its status set to published and then publishing.",
  },
  {
    id: "entries-576",
    domain: "entries",
    intent: "change",
    say: ["Harbour Books asked us weeks ago to take their testimonial down. It's still up."],
    expect: [
      { entry: "Harbour Books", live: false },
      { entry: "Maple Bakery", live: true },
    ],
    note: "Held back and published, or deleted: either way visitors no longer see it.",
  },
  {
    id: "entries-577",
    domain: "entries",
    intent: "read",
    say: ["Sales wants to know how many client testimonials we've got. I have no idea."],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }],
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-571",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Price List", sections: [{ template: "text", content: { body: "Small site: from £2,400." } }] } }],
    say: ["anything not published yet"],
    expect: [unchanged, { reply: { includesAll: ["Price List"], includesAny: [AUTUMN, "Autumn collection"] } }],
    note: "The given page and the autumn post are drafts.",
  },
  {
    id: "publishing-572",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Small studio, big care", live: false } }],
    say: ["I changed the tagline yesterday and the site still shows the old one."],
    expect: [{ setting: "tagline", in: "live", equals: "Small studio, big care" }, cardShown],
    note: "The tagline was saved as a draft and never published: the fix is to publish the settings.",
  },
  {
    id: "publishing-573",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Pricing", sections: [{ template: "text", content: { body: "Prices on request." } }] } },
      { post: { title: "Spring offers", body: "Ten percent off every new site booked in April." } },
    ],
    say: ["publish everything except the pricing page"],
    expect: [
      { page: "Pricing", live: false },
      { post: "Spring offers", live: true },
      { post: AUTUMN, live: true },
      cardShown,
    ],
    note: "Everything waiting is the given page and post and the demo's autumn draft.",
  },
  {
    id: "publishing-574",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["Push the autumn post live."],
    expect: [{ post: AUTUMN, live: false, status: "draft" }, liveSame, cardShown],
    note: "The person denies the card, so nothing goes live.",
  },
  {
    id: "publishing-575",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Gift Vouchers", sections: [{ template: "text", content: { heading: "Gift vouchers", body: "Vouchers from £25, valid for a year." } }] } }],
    say: [
      "Hello. I have finished the page about our gift vouchers, and I think it is quite ready for people to see now. Would you put it out, please? I am rather pleased with it.",
    ],
    expect: [{ page: "Gift Vouchers", live: true }, cardShown],
  },
  {
    id: "publishing-576",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["publish the autumn post pls"],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "A viewer cannot publish.",
  },
];

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-571",
    domain: "search",
    intent: "read",
    say: ["On which page stands our phone number?"],
    expect: [unchanged, { reply: { includesAll: ["Contact"] } }],
  },
  {
    id: "search-572",
    domain: "search",
    intent: "read",
    say: ["grep -i calm"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About"] } }],
    note: "'calm' is in the Home hero's heading and the About text (and the settings and an alt text).",
  },
  {
    id: "search-573",
    domain: "search",
    intent: "read",
    say: [
      "I seem to remember that we once wrote something about keyboards and screen readers, for people who can't use a mouse. Do you happen to know where that was? I should like to show my neighbour.",
    ],
    expect: [unchanged, { reply: { includesAny: [WELCOME] } }],
    note: "The welcome post's body mentions a keyboard and a screen reader.",
  },
  {
    id: "search-574",
    domain: "search",
    intent: "read",
    say: ["Where on the site do we say 'two working days'? Legal wants our response-time claims audited."],
    expect: [unchanged, { reply: { includesAll: ["Home"] } }],
    note: "In the Home page's call-to-action box.",
  },
  {
    id: "search-575",
    domain: "search",
    intent: "read",
    say: ["which blog posts talk about design"],
    expect: [unchanged, { reply: { includesAll: ["Behind the scenes"], excludes: [WELCOME] } }],
    note: "The design process post (title and tag); the autumn post has the design tag too, the welcome post neither.",
  },
  {
    id: "search-576",
    domain: "search",
    intent: "read",
    say: ["Someone says we still mention 2019 somewhere on the site. Where?"],
    expect: [unchanged, { reply: { includesAll: ["About"] } }],
    note: "The About page's text: 'We started in 2019'.",
  },
  {
    id: "search-577",
    domain: "search",
    intent: "read",
    say: ['Is there somewhere on the site the word "pricing"?'],
    expect: [unchanged, { reply: { includesAny: [...NOT_FOUND, "nowhere", "not mentioned", "no mention", "no results", "no matches", "doesn't appear", "does not appear", "isn't mentioned"] } }],
    note: "No page, post, picture or menu link of the demo site has the word.",
  },
];

// ── Several changes in one message ─────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-571",
    domain: "multi",
    intent: "change",
    say: ["new page Services, hero heading='What we offer', then add it to nav after About"],
    expect: [
      { page: "Services", exists: true, sections: [{ template: "hero", fields: { heading: "What we offer" } }], textIncludes: [exact("heading", "What we offer")] },
      { menu: "Services", linksTo: "Services", position: 2, parent: null },
    ],
  },
  {
    id: "multi-572",
    domain: "multi",
    intent: "change",
    say: [
      "Good afternoon. I have two small things, if I may. Could the line under our name be changed to 'Websites for independent shops', and, while you are about it, the name at the top to 'Northwind Web Studio'? Thank you, you are very patient with me.",
    ],
    expect: [
      { setting: "tagline", equals: "Websites for independent shops" },
      { setting: "name", equals: "Northwind Web Studio" },
    ],
  },
  {
    id: "multi-573",
    domain: "multi",
    intent: "change",
    say: ['Rename About to "Our Story" everywhere — page title and the nav link.'],
    expect: [
      { page: "Our Story", exists: true },
      { page: "About", exists: false },
      { menu: "Our Story", linksTo: "Our Story", position: 1 },
      { menu: "About", present: false },
    ],
  },
  {
    id: "multi-574",
    domain: "multi",
    intent: "change",
    given: [
      { page: { title: "Old Offers", live: true, sections: [{ template: "text", content: { body: "Two sites for the price of one." } }] } },
      { menuItem: { label: "Offers", page: "Old Offers" } },
    ],
    say: ["Please delete the page Old Offers and take it also out from the menu."],
    expect: [{ page: "Old Offers", inTrash: true }, { menu: "Offers", present: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }, cardShown],
  },
  {
    id: "multi-575",
    domain: "multi",
    intent: "change",
    say: ["autumn post: change title to Autumn palettes 2024 n publish it"],
    expect: [{ post: "Autumn palettes 2024", exists: true, live: true }, { post: AUTUMN, exists: false }, cardShown],
    note: "'n' is 'and': the title is exactly 'Autumn palettes 2024'.",
  },
  {
    id: "multi-576",
    domain: "multi",
    intent: "change",
    say: ["Our phone number changed to +44 20 7946 0999 and the email is studio@northwind.example now. The Contact page still has the old ones."],
    expect: [{ page: "Contact", textIncludes: ["+44 20 7946 0999", "studio@northwind.example"], textExcludes: ["+44 20 7946 0000", "hello@northwind.example"] }],
    note: "The old email is in the text twice (shown and in the mailto link); both go.",
  },
  {
    id: "multi-577",
    domain: "multi",
    intent: "change",
    say: ['Hero refresh on the homepage: headline "Websites that convert", button "Start a project" → contact page. Then ship it.'],
    expect: [
      { page: "Home", textIncludes: [exact("heading", "Websites that convert"), exact("ctaLabel", "Start a project"), exact("ctaUrl", "/contact")], liveTextIncludes: ["Websites that convert"] },
      cardShown,
    ],
    note: "'Ship it' is publish: the live Home page shows the new heading.",
  },
  {
    id: "multi-578",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "bakery-counter.jpg" } }, { image: { name: "van-side.png" } }],
    say: [
      "Hello dear. I understand from my nephew that some of our pictures have no description for people who cannot see them. Would you be good enough to write one for each picture that hasn't got one? Only those, mind.",
    ],
    expect: [
      { image: "bakery-counter.jpg", hasAlt: true },
      { image: "van-side.png", hasAlt: true },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
      { image: "blue-coast.png", alt: "Calm blue coastline with green headlands" },
    ],
    note: "The description for people who cannot see is the alt text; pictures that have one keep it.",
  },
  {
    id: "multi-579",
    domain: "multi",
    intent: "change",
    say: ["post welcome: excerpt='Faster pages, a blog, and a fresh look.' tags=news,launch"],
    expect: [{ post: WELCOME, excerptIncludes: ["Faster pages, a blog, and a fresh look."], tags: ["news", "launch"] }],
  },
];

// ── Conversations ──────────────────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-571",
    domain: "conversation",
    intent: "change",
    say: ["change the home page heading to Websites that work as hard as you do", "actually make it Calm websites that work hard"],
    expect: [{ page: "Home", textIncludes: [exact("heading", "Calm websites that work hard")], textExcludes: ["as hard as you do"] }],
  },
  {
    id: "conversation-572",
    domain: "conversation",
    intent: "change",
    say: ["Hide the Blog link in the nav for now.", "Do the same for Contact."],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { menu: "Contact", present: true, visible: false },
      { menu: "About", visible: true },
    ],
  },
  {
    id: "conversation-573",
    domain: "conversation",
    intent: "change",
    say: [
      "Good morning. Could you change the caption under the autumn picture to 'Our valley in October', please?",
      "Thank you. And the description for people who cannot see it, might that say 'An orange valley in autumn'?",
      "Oh dear, I've had second thoughts about that last one. Could you put it back as it was?",
    ],
    expect: [{ image: "autumn-valley.jpg", caption: "Our valley in October", alt: "Orange autumn valley with a pale sun" }],
    note: "Only the last change (the alt text) goes back; the new caption stays.",
  },
  {
    id: "conversation-574",
    domain: "conversation",
    intent: "change",
    say: ["tags on autumn post?", "add palettes"],
    expect: [{ post: AUTUMN, tags: ["design", "seasonal", "palettes"] }],
  },
  {
    id: "conversation-575",
    domain: "conversation",
    intent: "change",
    say: ["Which pictures are on the Contact page?", 'The first of them, please give it the caption: "The sea, ten minutes from us"'],
    expect: [
      { image: "blue-coast.png", caption: "The sea, ten minutes from us" },
      { image: "studio-dusk.jpg", caption: "Our studio at dusk" },
    ],
    note: "The Contact gallery shows blue-coast.png first, then studio-dusk.jpg.",
  },
  {
    id: "conversation-576",
    domain: "conversation",
    intent: "change",
    say: ["Add a 'Pricing' link to the nav pointing at /pricing.", "Actually, call it 'Plans' instead."],
    expect: [
      { menu: "Plans", present: true, linksTo: "/pricing" },
      { menu: "Pricing", present: false },
    ],
  },
  {
    id: "conversation-577",
    domain: "conversation",
    intent: "change",
    say: [
      "Would you kindly tell me what our questions-and-answers part on the About page says about how long a website takes to make?",
      "Thank you. Would you change that to say four to six weeks, please?",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "four to six weeks" } }],
        textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"],
        textExcludes: ["six to ten weeks"],
      },
    ],
  },
  {
    id: "conversation-578",
    domain: "conversation",
    intent: "change",
    say: ["nav: mv Blog 0", "mv Contact 1", "undo"],
    expect: [{ menuOrder: ["Blog", "Home", "About", "Contact"] }],
    note: "'undo' takes back only the last move: Blog stays first, Contact goes back to last.",
  },
  {
    id: "conversation-579",
    domain: "conversation",
    intent: "change",
    say: ["Make please a new page 'Workshops'.", "Put it also in the menu.", "And now publish both."],
    expect: [
      { page: "Workshops", exists: true, live: true },
      { menu: "Workshops", linksTo: "Workshops", live: true },
      cardShown,
    ],
    note: "'Both' is the page and the menu.",
  },
  {
    id: "conversation-580",
    domain: "conversation",
    intent: "change",
    say: ["The 'Say hello' heading on the Contact page is too casual for our corporate clients.", "Make it 'Contact us'."],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Contact us" } }], textIncludes: [exact("heading", "Contact us")], textExcludes: ["Say hello"] }],
  },
  {
    id: "conversation-581",
    domain: "conversation",
    intent: "change",
    given: [{ page: { title: "Careers", live: true, sections: [{ template: "text", content: { body: "We are hiring a junior developer." } }] } }],
    say: ["delete the careers page", "oops wrong one, bring it back"],
    expect: [{ page: "Careers", exists: true, inTrash: false }, cardShown],
    note: "The card is the delete's: the page was deleted, then brought back from the trash.",
  },
  {
    id: "conversation-582",
    domain: "conversation",
    intent: "change",
    say: ["How many posts are there on the blog?", "The one that is not published, please publish it."],
    expect: [{ post: AUTUMN, live: true }, { post: WELCOME, live: true }, cardShown],
    note: "The one not published is the autumn post.",
  },
  {
    id: "conversation-583",
    domain: "conversation",
    intent: "change",
    say: [
      "Hello again. Could you change the name of the 'Behind the scenes' article to 'How we design a website'? It says more, I think.",
      "Thank you. And might the little summary under it say 'Our four steps, from listening to launch.'",
    ],
    expect: [
      { post: "How we design a website", exists: true, excerptIncludes: ["Our four steps, from listening to launch."] },
      { post: PROCESS, exists: false },
    ],
    note: "'It' in the second message is the renamed post; its summary is the excerpt.",
  },
  {
    id: "conversation-584",
    domain: "conversation",
    intent: "change",
    say: ["The welcome post uses the same picture as the homepage banner. Looks lazy.", "Use the blue coast one on the post."],
    expect: [
      { post: WELCOME, coverImage: "blue-coast.png" },
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg" } }] },
    ],
    note: "Only the post's cover changes; the homepage keeps its picture.",
  },
  {
    id: "conversation-585",
    domain: "conversation",
    intent: "change",
    say: ["hide blog in the menu", "and contact too", "nvm put blog back"],
    expect: [
      { menu: "Blog", present: true, visible: true },
      { menu: "Contact", present: true, visible: false },
    ],
    note: "Only Blog is shown again; Contact stays hidden.",
  },
];

// ── Vague requests ─────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-571",
    domain: "clarify",
    intent: "clarify",
    say: ["change the heading pls"],
    expect: [unchanged, { reply: { asksQuestion: true, includesAny: ["Home", "About", "Contact", "Websites that feel calm and work hard", "What we do", "Say hello"] } }],
    note: "Which page's heading, and to what? The question names choices from the site.",
  },
  {
    id: "clarify-572",
    domain: "clarify",
    intent: "clarify",
    say: ["The colours are wrong."],
    expect: [unchanged, { reply: { asksQuestion: true, includesAny: ["primary", "accent", "background", "#35524a", "#d9622b", "#fbfaf7", "#1f2933"] } }],
    note: "Which colour, and what should it be? Nothing changes on a guess.",
  },
  {
    id: "clarify-573",
    domain: "clarify",
    intent: "clarify",
    say: ["Can you make the homepage pop more?"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-574",
    domain: "clarify",
    intent: "clarify",
    say: ["rm the post"],
    expect: [unchanged, { reply: { asksQuestion: true, includesAny: [WELCOME, PROCESS, AUTUMN] } }],
    note: "There are three posts; the question names them.",
  },
];

// ── Off-topic ──────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-571",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Good morning, dear. Before we start on anything, I wonder if you could recommend a good recipe for a Victoria sponge? My granddaughter is visiting on Sunday."],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
  {
    id: "offtopic-572",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Draft me a LinkedIn post bragging about our Q3 numbers — 40% growth, three new clients."],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
    note: "LinkedIn is not this site: nothing is created here.",
  },
  {
    id: "offtopic-573",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats the weather tmrw in leeds"],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
];

export const TWENTYTHIRD_PASS_CASES: Case[] = [
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
