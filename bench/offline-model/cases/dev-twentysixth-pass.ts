/**
 * Development set, twenty-sixth pass: an ordinary working day's requests from the six kinds of editor
 * the held-out set is written in, about twenty cases each, written from the case format, the tool
 * descriptions, the services, the section templates and the demo seed only, without reading the
 * offline model, its docs or tests, or the other passes (bar the head of the twenty-fifth, for the
 * file's shape). Voices: a courteous retired shop owner who wraps every request in long polite
 * sentences and names things by how they look ("the little button on the big picture", "the line
 * beneath our name", "Much obliged"); a terse developer (lowercase, "rm", "mv", "+=", "s/…/…/", "->",
 * key=value, "ls", "grep", a path-like "testimonials/harbour-books"); an American marketer ("hero",
 * "CTA", "punch up", "swap in", "ship it", "spin up", "fall", "out the door"); a non-native speaker
 * (German "shall … become", "menu point", "sub-point"; Italian "I want that …"; Portuguese "change
 * the name for …"; Polish "add on the end"; Spanish "erase", "is not actual"; dropped articles, odd
 * word order); someone on a phone (no capitals, "pls", "u", "abt", "pg", "pic", "rn", "shd", typos
 * such as "teh" and "chnage"); and a manager who describes the problem, not the fix ("customers say
 * the button takes them to About", "a client has already pointed it out", "legal wants …").
 *
 * Three in four are changes (hero heading, subheading, button label and picture; a call to action's
 * heading and button; FAQ questions added, removed and re-answered; feature boxes removed, edited and
 * added; a picture's side; sections added, moved and removed; pages created empty or with content,
 * renamed, re-addressed, given SEO texts, published, unpublished and trashed; posts renamed,
 * re-tagged, re-covered, re-excerpted, corrected, published, archived or taken down and trashed; alt
 * texts and captions; an unused picture trashed; menu links added, re-pointed, moved, nested, hidden,
 * removed and reordered; tagline, name, colours, social links, default SEO; testimonials added,
 * corrected, published and taken down; publishing two named items but not a third, or everything but
 * the settings), one in six reads (what is live, what is waiting, counts, who said what, which
 * pictures lack alt text or a caption, where a phrase or a picture appears, which tags a post has,
 * the brand colour's hex code), and the rest vague requests (a question is right), two off-topic
 * ones and refusals (a reserved address, cropping and darkening a picture, a third menu level, a new
 * login, emailing a newsletter, scheduling, a viewer publishing). A declined card leaves a page off
 * the site. Twenty conversations of two or three turns refer back: "actually make it …", "same for
 * Contact", "undo", "wait no bring it back", "sorry, wrong one", "no, not the menu — the tag!",
 * "ok publish that one", "and publish it", and a read that leads to a change.
 *
 * Exact values: where the person gives the words, `exact(field, value)` looks for `"field":"value"` in
 * the page's content as JSON, which holds only when that field is exactly the value (letter case
 * aside), so no quotes, "pls" or sentence-ending full stop may be carried over.
 */
import { unchanged, liveSame, cardShown, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** A section field holding exactly `value`, as it appears in the page's content written as JSON. */
const exact = (field: string, value: string) => `"${field}":${JSON.stringify(value)}`;

/** Phrases of an answer that steers an off-topic request back to the site. */
const SITE_WORDS = ["site", "website", "content", "page", "pages", "CMS", "blog"];

/** Phrases of an answer that says the menu stops at two levels. */
const TWO_LEVELS = [...CANNOT, "two levels", "2 levels", "levels deep", "only one level"];

/** The demo site's texts as seeded. */
const HERO_HEADING = "Websites that feel calm and work hard";
const HERO_SUBHEADING_START = "We design and build sites for independent businesses";
const FAQ_1 = "How long does a website take?";
const FAQ_2 = "Can we edit the site ourselves?";
const FAQ_2_ANSWER = "Yes. Every site we build comes with an editor your whole team can use.";
const TOP_MENU = ["Home", "About", "Blog", "Contact"];

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-121",
    domain: "sections",
    intent: "change",
    say: [
      "Good afternoon. My granddaughter tells me that the little button on the big picture at the top of our Home page, the one that says 'See what we do', sounds rather cold and businesslike. Could you possibly have it say 'Come and meet us' instead? It may go on pointing where it points now. With many thanks, Margaret",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaUrl: "/about", imageId: "mountain-sunrise.jpg" } }],
        textIncludes: [exact("ctaLabel", "Come and meet us"), exact("heading", HERO_HEADING)],
        textExcludes: ["See what we do"],
      },
    ],
    note: "Only the hero's button label changes; its link, heading and picture stay.",
  },
  {
    id: "sections-122",
    domain: "sections",
    intent: "change",
    say: ['home hero: subheading="Fast, accessible sites for independent businesses" (heading stays)'],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("subheading", "Fast, accessible sites for independent businesses"), exact("heading", HERO_HEADING)],
        textExcludes: [HERO_SUBHEADING_START],
      },
    ],
  },
  {
    id: "sections-123",
    domain: "sections",
    intent: "change",
    say: [
      "The 'Have a project in mind?' block at the bottom of the homepage is underselling us. Punch up the headline to \"Got a project? Let's build it\" and have the button say \"Book a free call\" — same link as now.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "cta", fields: { buttonUrl: "/contact" } }],
        textIncludes: [exact("heading", "Got a project? Let's build it"), exact("buttonLabel", "Book a free call")],
        textExcludes: ["Have a project in mind?", exact("buttonLabel", "Get in touch")],
      },
    ],
  },
  {
    id: "sections-124",
    domain: "sections",
    intent: "change",
    say: [
      "On the page About, the photo of the studio stands on the right side of the text. Please put it on the left side, like in a magazine. Text and photo stay the same.",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }],
        sectionTemplates: ["text", "imageText", "faq"],
      },
    ],
  },
  {
    id: "sections-125",
    domain: "sections",
    intent: "change",
    say: [
      "can u add a q to the faq on the about pg. q: do you design logos? a: no, just websites, but we can recommend a good designer",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "logos" } }],
        textIncludes: ["recommend a good designer", FAQ_1, FAQ_2],
        sectionTemplates: ["text", "imageText", "faq"],
      },
    ],
    note: "The new question is added to the existing FAQ, not a new FAQ section; the old two stay.",
  },
  {
    id: "sections-126",
    domain: "sections",
    intent: "change",
    say: [
      "We stopped offering aftercare contracts in January, but the homepage still has a box promising 'ongoing help'. Two customers have asked about it this week alone.",
    ],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("title", "Design"), exact("title", "Build")],
        textExcludes: [exact("title", "Care"), "Ongoing help, so your site keeps up with your business"],
        sectionTemplates: ["hero", "featureGrid", "cta"],
      },
    ],
    note: "The Care feature box goes; the other two boxes and the grid stay.",
  },
  {
    id: "sections-127",
    domain: "sections",
    intent: "change",
    say: [
      "I should be most grateful if, at the very bottom of our Contact page, underneath the pictures, you would add a short piece of writing headed Opening hours, which says: Monday to Friday, 9am to 5pm. Closed on bank holidays.",
    ],
    expect: [
      {
        page: "Contact",
        sectionTemplates: ["text", "gallery", "text"],
        sections: [{ template: "text", nth: 1, fields: { heading: "Opening hours", body: "Monday to Friday, 9am to 5pm" } }],
        textIncludes: [exact("heading", "Opening hours"), "Closed on bank holidays", "Say hello"],
      },
    ],
  },
  {
    id: "sections-128",
    domain: "sections",
    intent: "change",
    say: ["about: mv faq above the image+text block"],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }],
  },
  {
    id: "sections-129",
    domain: "sections",
    intent: "change",
    say: [
      'On the Home, the box in the middle (Build) — I want that its description is "Fast pages for phone and computer". The other two boxes please not touch.',
    ],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("description", "Fast pages for phone and computer"), exact("title", "Build"), "Clear layouts and type", "Ongoing help"],
        textExcludes: ["Fast, accessible pages that work on every device"],
      },
    ],
  },
  {
    id: "sections-130",
    domain: "sections",
    intent: "change",
    say: ["pls take the whole faq thing off the about pg, nobody reads it"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText"],
        textExcludes: [FAQ_1, FAQ_2],
      },
    ],
  },
  {
    id: "sections-131",
    domain: "sections",
    intent: "change",
    say: [
      "People keep telling me the big headline on our front page sounds like every other agency out there. The partners agreed this morning it should say Small studio, big care for your business",
    ],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("heading", "Small studio, big care for your business")],
        textExcludes: [HERO_HEADING],
        sections: [{ template: "hero", fields: { ctaLabel: "See what we do" } }],
      },
    ],
  },
  {
    id: "sections-132",
    domain: "sections",
    intent: "change",
    say: [
      "Add a fourth tile to the homepage feature grid: title 'Strategy', copy 'We help you figure out what your site needs to do before we design a thing.'",
    ],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("title", "Strategy"), "figure out what your site needs to do before we design a thing", exact("title", "Design"), exact("title", "Build"), exact("title", "Care")],
        sectionTemplates: ["hero", "featureGrid", "cta"],
      },
    ],
  },
  {
    id: "sections-133",
    domain: "sections",
    intent: "change",
    say: [
      "Would you be so kind as to alter the answer to the question about how long a website takes, on the About page? These days, my nephew assures me, it is more like four to eight weeks from the first conversation to launch.",
    ],
    expect: [
      {
        page: "About",
        textIncludes: [FAQ_1, "four to eight weeks", FAQ_2_ANSWER],
        textExcludes: ["six to ten weeks"],
      },
    ],
  },
  {
    id: "sections-134",
    domain: "sections",
    intent: "change",
    say: ["The About page still says we're a team of four. Jonas started on Monday, so that's out of date."],
    expect: [
      { page: "About", textExcludes: ["team of four"] },
      { anyOf: [[{ page: "About", textIncludes: ["team of five"] }], [{ page: "About", textIncludes: ["team of 5"] }]] },
    ],
    note: "Four plus Jonas is five; the rest of the About text stays.",
  },
  {
    id: "sections-135",
    domain: "sections",
    intent: "change",
    say: ["The big picture up top on the homepage is way too summery for fall. Swap in the autumn valley shot — just there, not on the blog."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] },
      { post: WELCOME, coverImage: "mountain-sunrise.jpg" },
    ],
    note: "Only the hero's picture changes, not every use of the sunrise picture (the welcome post keeps it as its cover).",
  },
  {
    id: "sections-136",
    domain: "sections",
    intent: "change",
    say: ["In the questions on page About please delete the first one, about how long takes a website. The other question stays."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        textIncludes: [FAQ_2, FAQ_2_ANSWER],
        textExcludes: [FAQ_1, "six to ten weeks"],
      },
    ],
  },
];

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-121",
    domain: "pages",
    intent: "change",
    say: [
      "Good morning. Might we have a new page called Our Story? I shall write the words for it myself over the weekend, so please leave it quite empty for now, and do not let the public see it until then. Much obliged.",
    ],
    expect: [{ page: "Our Story", exists: true, live: false, sectionCount: 0, slug: "our-story" }],
  },
  {
    id: "pages-122",
    domain: "pages",
    intent: "change",
    say: ["page About: slug about -> about-us (title stays)"],
    expect: [
      { page: "About", exists: true, slug: "about-us" },
      { page: "About us", exists: false },
    ],
  },
  {
    id: "pages-123",
    domain: "pages",
    intent: "change",
    say: [
      "Spin up a landing page for the spring promo: title 'Spring Website Tune-Up', hero headline 'Is your site ready for spring?', button 'Book a tune-up' going to /contact. Keep it in drafts, we ship Monday.",
    ],
    expect: [
      {
        page: "Spring Website Tune-Up",
        exists: true,
        live: false,
        sections: [{ template: "hero", fields: { ctaUrl: "/contact" } }],
        textIncludes: [exact("heading", "Is your site ready for spring?"), exact("ctaLabel", "Book a tune-up")],
      },
    ],
  },
  {
    id: "pages-124",
    domain: "pages",
    intent: "change",
    say: ["I would like to change the name of the page Contact for 'Find us'. The address of the page can stay like it is."],
    expect: [
      { page: "Find us", exists: true, slug: "contact" },
      { page: "Contact", exists: false },
    ],
  },
  {
    id: "pages-125",
    domain: "pages",
    intent: "change",
    say: ["can u change what google shows under the about pg to: meet the four people behind northwind studio"],
    expect: [{ page: "About", seoDescription: "Meet the four people behind Northwind Studio" }],
    note: "The SEO description is what a search result shows under the title; the comparison ignores letter case.",
  },
  {
    id: "pages-126",
    domain: "pages",
    intent: "change",
    say: [
      "I'm afraid the Contact page still has our old telephone number on it, and I would rather nobody saw it until my nephew has had a look at it on Sunday. Might you take it off the website for the time being, without throwing it away?",
    ],
    expect: [{ page: "Contact", exists: true, inTrash: false, live: false }],
  },
  {
    id: "pages-127",
    domain: "pages",
    intent: "change",
    given: [
      {
        page: {
          title: "Pricing",
          sections: [{ template: "hero", content: { heading: "Simple, honest pricing", subheading: "Three packages, no surprises.", ctaLabel: "Get a quote", ctaUrl: "/contact" } }],
        },
      },
    ],
    say: ["Pricing page got sign-off from the partners. Ship it!"],
    expect: [{ page: "Pricing", live: true, liveTextIncludes: ["Simple, honest pricing"] }],
  },
  {
    id: "pages-128",
    domain: "pages",
    intent: "change",
    given: [
      {
        page: {
          title: "Old offers",
          live: true,
          sections: [{ template: "text", content: { heading: "Summer offers 2023", body: "20% off every new website booked before August." } }],
        },
      },
    ],
    say: ["Please erase the page 'Old offers', it is not actual anymore since long time."],
    expect: [{ page: "Old offers", inTrash: true, live: false }],
  },
  {
    id: "pages-129",
    domain: "pages",
    intent: "refuse",
    given: [{ page: { title: "News", sections: [{ template: "text", content: { heading: "News", body: "Studio news will go here." } }] } }],
    say: ["can u make the news pg address /blog so ppl find it easier"],
    expect: [unchanged, { page: "News", slug: "news" }, { reply: { includesAny: ["reserved", "already", ...CANNOT] } }],
    note: "'blog' is a reserved address (the blog itself lives there), so the page cannot take it.",
  },
  {
    id: "pages-130",
    domain: "pages",
    intent: "change",
    say: [
      "Our SEO agency says the Home page's title in Google is too long and gets cut off on phones. They've asked for: Northwind Studio | Web design",
    ],
    expect: [{ page: "Home", seoTitle: "Northwind Studio | Web design", exists: true }],
  },
  {
    id: "pages-131",
    domain: "pages",
    intent: "change",
    say: [
      "Make please a new page 'Questions' with FAQ, one question 'Do you work also for charities?' and answer 'Yes, and charities get 20% discount'. Not publish yet, my boss must read.",
    ],
    expect: [
      {
        page: "Questions",
        exists: true,
        live: false,
        sections: [{ template: "faq", fields: { items: "charities" } }],
        textIncludes: ["20% discount"],
      },
    ],
  },
  {
    id: "pages-132",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Pricing", body: "Prices coming soon." } }] } }],
    say: ["which pages r actually live rn"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Contact"] } }],
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-121",
    domain: "posts",
    intent: "change",
    say: [
      "The autumn piece that isn't out yet has rather a long name, 'Autumn collection: colours of the season'. I wonder whether it might simply be called Colours of Autumn? Please don't put it out, it isn't finished.",
    ],
    expect: [
      { post: "Colours of Autumn", exists: true, status: "draft", live: false },
      { post: AUTUMN, exists: false },
    ],
  },
  {
    id: "posts-122",
    domain: "posts",
    intent: "change",
    say: ["post 'welcome to our new website': tags += launch"],
    expect: [{ post: WELCOME, tags: ["news", "launch"] }],
  },
  {
    id: "posts-123",
    domain: "posts",
    intent: "change",
    say: ["The fall palette post is done — let's get it out the door."],
    expect: [{ post: AUTUMN, live: true, status: "published" }],
  },
  {
    id: "posts-124",
    domain: "posts",
    intent: "change",
    say: ["The article about our design process shall not be anymore on the blog, but don't delete it please, we want use it again later."],
    expect: [{ post: PROCESS, exists: true, inTrash: false, live: false }],
    note: "Archived or back to draft are both right; trashed is not.",
  },
  {
    id: "posts-125",
    domain: "posts",
    intent: "change",
    say: ["chnage the cover pic on teh welcome post to the blue coast one"],
    expect: [
      { post: WELCOME, coverImage: "blue-coast.png" },
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg" } }] },
    ],
  },
  {
    id: "posts-126",
    domain: "posts",
    intent: "change",
    say: [
      "The welcome post tells people our pages load in under a second. Since we added the booking widget it's more like two seconds, and a client has already pointed it out to me.",
    ],
    expect: [
      { post: WELCOME, bodyExcludes: ["under a second"], bodyIncludes: ["Everything works with a keyboard"] },
      { anyOf: [[{ post: WELCOME, bodyIncludes: ["two seconds"] }], [{ post: WELCOME, bodyIncludes: ["2 seconds"] }]] },
    ],
  },
  {
    id: "posts-127",
    domain: "posts",
    intent: "change",
    say: ['post autumn: excerpt="Warm oranges, deep browns and one surprising teal."'],
    expect: [{ post: AUTUMN, excerptIncludes: ["Warm oranges, deep browns and one surprising teal"], status: "draft" }],
  },
  {
    id: "posts-128",
    domain: "posts",
    intent: "change",
    given: [
      {
        post: {
          title: "Christmas opening hours",
          status: "published",
          tags: ["news"],
          body: "We close on 23 December and open again on 3 January. Merry Christmas!",
          daysAgo: 300,
        },
      },
    ],
    say: [
      "There is a little notice from last Christmas about our opening hours still sitting on the blog, which really oughtn't to be there in the middle of summer. Would you be good enough to throw it away?",
    ],
    expect: [
      { post: "Christmas opening hours", inTrash: true, live: false },
      { post: WELCOME, live: true },
    ],
  },
  {
    id: "posts-129",
    domain: "posts",
    intent: "change",
    say: [
      "Draft a quick post titled \"We're hiring: junior developer\", tags hiring and team. Body can just be: We're looking for a junior developer to join the studio. Send your portfolio to hello@northwind.example. Don't ship it yet.",
    ],
    expect: [
      {
        post: "We're hiring: junior developer",
        exists: true,
        status: "draft",
        tags: ["hiring", "team"],
        bodyIncludes: ["junior developer to join the studio", "hello@northwind.example"],
      },
    ],
  },
  {
    id: "posts-130",
    domain: "posts",
    intent: "read",
    say: ["Could you tell me which labels — tags, I believe you call them — the piece about how we design things has been given?"],
    expect: [unchanged, { reply: { includesAny: DESIGN_PROCESS_TAGS } }],
  },
  {
    id: "posts-131",
    domain: "posts",
    intent: "refuse",
    say: ["Please send the article 'Behind the scenes' as newsletter by e-mail to all our clients."],
    expect: [unchanged, liveSame, { reply: { includesAny: CANNOT } }],
    note: "The CMS publishes posts on the blog; it has no mailing list or newsletter to send.",
  },
];

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-121",
    domain: "images",
    intent: "change",
    say: [
      "The picture of the blue coast on the Contact page, I am told, has nothing written beneath it. Would you kindly put 'The coast near our studio' under it?",
    ],
    expect: [{ image: "blue-coast.png", caption: "The coast near our studio", alt: "Calm blue coastline with green headlands" }],
  },
  {
    id: "images-122",
    domain: "images",
    intent: "change",
    say: ['img studio-dusk.jpg: alt="Studio building at dusk under a violet sky"'],
    expect: [{ image: "studio-dusk.jpg", alt: "Studio building at dusk under a violet sky", caption: "Our studio at dusk" }],
  },
  {
    id: "images-123",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ["team photo has no alt txt pls put: the four of us outside the studio"],
    expect: [{ image: "team-photo.jpg", alt: "The four of us outside the studio" }],
  },
  {
    id: "images-124",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo.png", alt: "Old Northwind logo" } }],
    say: ["The picture old-logo.png we don't use it anymore anywhere, you can throw it in the bin."],
    expect: [
      { image: "old-logo.png", inTrash: true },
      { image: "blue-coast.png", exists: true },
    ],
  },
  {
    id: "images-125",
    domain: "images",
    intent: "change",
    say: [
      "A customer who uses a screen reader told us the picture at the top of our Home page is read out as 'Layered hills under a warm sunrise sky', which tells her nothing about us. Our accessibility consultant suggests: Sunrise over the hills near our studio",
    ],
    expect: [{ image: "mountain-sunrise.jpg", alt: "Sunrise over the hills near our studio", caption: "Sunrise over the hills" }],
  },
  {
    id: "images-126",
    domain: "images",
    intent: "change",
    say: ["The autumn shot's caption is flat. Punch it up — swap in: Fall in the valley — our favorite palette"],
    expect: [{ image: "autumn-valley.jpg", caption: "Fall in the valley — our favorite palette", alt: "Orange autumn valley with a pale sun" }],
  },
  {
    id: "images-127",
    domain: "images",
    intent: "refuse",
    say: [
      "The sunrise picture on the front page is rather too bright for my old eyes. Could you possibly darken it a touch, and trim a little off the top while you are about it?",
    ],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "The CMS stores pictures as uploaded; it cannot darken or crop one.",
  },
  {
    id: "images-128",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "img-0001.jpg" } }, { image: { name: "img-0002.jpg" } }],
    say: [
      "Some pictures have not the alternative text. For img-0001.jpg please write 'Coffee cups on the studio table' and for img-0002.jpg 'Sketches pinned on the wall'.",
    ],
    expect: [
      { image: "img-0001.jpg", alt: "Coffee cups on the studio table" },
      { image: "img-0002.jpg", alt: "Sketches pinned on the wall" },
    ],
  },
  {
    id: "images-129",
    domain: "images",
    intent: "read",
    say: ["Our accessibility audit flagged pictures that have no caption. Which ones are they, so I can get words written?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["blue-coast.png", "blue-coast", "blue coast"], excludes: ["studio-dusk.jpg", "autumn-valley.jpg", "mountain-sunrise.jpg"] } },
    ],
    note: "Only the blue coast picture has no caption; the others should not be listed.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-121",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Our Story", live: true, sections: [{ template: "text", content: { heading: "Our story", body: "It began with one desk and one client." } }] } }],
    say: [
      "Now that the Our Story page is up, could you pop a link to it into the row of words along the top of the website, perhaps just after About?",
    ],
    expect: [
      { menu: "Our Story", present: true, linksTo: "Our Story", parent: null, position: 2 },
      { menuOrder: ["Home", "About", "Our Story", "Blog", "Contact"] },
    ],
  },
  {
    id: "navigation-122",
    domain: "navigation",
    intent: "change",
    say: ["nav: mv Contact before About"],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }],
  },
  {
    id: "navigation-123",
    domain: "navigation",
    intent: "change",
    say: ["Add a 'Book a call' link to the nav that goes straight to https://cal.example/northwind — make it the last item."],
    expect: [
      { menu: "Book a call", present: true, linksTo: "https://cal.example/northwind", position: 4, parent: null },
      { menu: "Contact", position: 3 },
    ],
  },
  {
    id: "navigation-124",
    domain: "navigation",
    intent: "change",
    say: ["The menu point 'Blog' shall become a sub-point of 'About'."],
    expect: [
      { menu: "Blog", present: true, parent: "About", linksTo: "/blog" },
      { menuOrder: ["Home", "About", "Contact"] },
    ],
  },
  {
    id: "navigation-125",
    domain: "navigation",
    intent: "change",
    say: ["hide blog from the menu for now pls, we havent posted in ages"],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { menu: "About", visible: true },
    ],
  },
  {
    id: "navigation-126",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Old contact form", live: true, sections: [{ template: "text", content: { heading: "Contact form", body: "Fill in the form below." } }] } },
      { menuItem: { label: "Get in touch", page: "Old contact form" } },
    ],
    say: [
      "The 'Get in touch' link at the top of the site takes people to our old contact form, which nobody has checked since March. It needs to take them to the proper Contact page.",
    ],
    expect: [
      { menu: "Get in touch", present: true, linksTo: "Contact" },
      { page: "Old contact form", exists: true },
    ],
  },
  {
    id: "navigation-127",
    domain: "navigation",
    intent: "refuse",
    given: [
      { menuItem: { label: "Services", url: "/services" } },
      { menuItem: { label: "Design", url: "/services/design", parent: "Services" } },
      { menuItem: { label: "Logos", url: "/logos" } },
    ],
    say: [
      "I wonder whether you would be so kind as to tuck the 'Logos' link in underneath 'Design', which, as you know, already sits beneath 'Services'. It would tidy things up enormously.",
    ],
    expect: [unchanged, { menu: "Logos", parent: null }, { reply: { includesAny: TWO_LEVELS } }],
    note: "Design is already a sub-item, and the menu is at most two levels deep.",
  },
  {
    id: "navigation-128",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Old shop", url: "https://shop.northwind.example" } }],
    say: ["nav rm 'Old shop' (shop closed)"],
    expect: [{ menu: "Old shop", present: false }, { menuOrder: TOP_MENU }],
  },
  {
    id: "navigation-129",
    domain: "navigation",
    intent: "change",
    say: ["Blog link in the nav should point at our Substack now: https://northwind.substack.example — keep the label."],
    expect: [{ menu: "Blog", present: true, linksTo: "https://northwind.substack.example", position: 2 }],
  },
  {
    id: "navigation-130",
    domain: "navigation",
    intent: "change",
    say: [
      "Staff keep saying the menu is in a strange order. Most visitors come for the blog, so it should go Home, Blog, About, Contact.",
    ],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }],
  },
  {
    id: "navigation-131",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind.example", visible: false } }],
    say: ["Which points has the menu now, and in which order they are?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-121",
    domain: "settings",
    intent: "change",
    say: [
      "The little line of writing beneath our name — would you kindly have it read 'Thoughtful websites for small shops and makers' from now on? I think it sounds friendlier.",
    ],
    expect: [
      { setting: "tagline", equals: "Thoughtful websites for small shops and makers" },
      { setting: "name", equals: "Northwind Studio" },
    ],
  },
  {
    id: "settings-122",
    domain: "settings",
    intent: "change",
    say: ["settings: theme.accent=#2b6cb0"],
    expect: [
      { setting: "themeColors.accent", equals: "#2b6cb0" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "settings-123",
    domain: "settings",
    intent: "change",
    say: ["Brand refresh! Primary color goes to a deep navy, #1b2a4a. Keep the orange accent as is."],
    expect: [
      { setting: "themeColors.primary", equals: "#1b2a4a" },
      { setting: "themeColors.accent", equals: DEMO.accent },
    ],
  },
  {
    id: "settings-124",
    domain: "settings",
    intent: "change",
    say: ["Please add also our Instagram to the social links: https://instagram.example/northwindstudio"],
    expect: [
      { setting: "socialLinks", includes: "https://instagram.example/northwindstudio" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
  {
    id: "settings-125",
    domain: "settings",
    intent: "change",
    say: ["take github off our socials we dont use it anymore"],
    expect: [
      { setting: "socialLinks", excludes: "GitHub" },
      { setting: "socialLinks", includes: "Mastodon" },
    ],
  },
  {
    id: "settings-126",
    domain: "settings",
    intent: "change",
    say: ['default meta desc -> "Small design studio building calm, fast websites for independent shops and cafés"'],
    expect: [
      { setting: "seoDescription", equals: "Small design studio building calm, fast websites for independent shops and cafés" },
      { setting: "seoTitle", equals: "Northwind Studio" },
    ],
  },
  {
    id: "settings-127",
    domain: "settings",
    intent: "change",
    say: [
      "The social icons on our site still send people to Mastodon, and we left Mastodon in the spring. We're on Bluesky now: https://bsky.example/northwind",
    ],
    expect: [
      { setting: "socialLinks", excludes: "Mastodon" },
      { setting: "socialLinks", includes: "https://bsky.example/northwind" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
  {
    id: "settings-128",
    domain: "settings",
    intent: "read",
    say: ["The printer is asking for our exact brand orange for the new business cards. What's the code?"],
    expect: [unchanged, { reply: { includesAny: ["#d9622b", "d9622b"] } }],
  },
  {
    id: "settings-129",
    domain: "settings",
    intent: "refuse",
    say: ["Can you give our new freelancer Sam a login so she can write blog posts? Her email is sam@freelance.example."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "admin", "administrator"] } }],
    note: "Accounts are managed by an admin in the dashboard; an editor and the assistant cannot create one.",
  },
];

// ── Entries (testimonials) ─────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-121",
    domain: "entries",
    intent: "change",
    say: [
      "A lovely customer, Joan Whitaker of Whitaker's Wool Shop, wrote to say: 'The new website has brought us customers from three counties.' I should so like that to go alongside the other kind words on our website, and for people to be able to see it straight away.",
    ],
    expect: [
      {
        entry: { where: { author: "Joan Whitaker" } },
        exists: true,
        live: true,
        dataIncludes: { quote: "customers from three counties", company: "Wool Shop" },
      },
    ],
  },
  {
    id: "entries-122",
    domain: "entries",
    intent: "change",
    say: ['testimonials/harbour-books: author="Tom Okafor-Reid"'],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Tom Okafor-Reid", quote: "Finally a website our whole team can update" } }],
  },
  {
    id: "entries-123",
    domain: "entries",
    intent: "change",
    say: ["Pull the Maple Bakery testimonial off the site — they closed down and it looks weird to feature them."],
    expect: [
      { entry: "Maple Bakery", live: false },
      { entry: "Harbour Books", live: true },
    ],
  },
  {
    id: "entries-124",
    domain: "entries",
    intent: "change",
    given: [
      {
        entry: {
          title: "Lindqvist Design",
          data: { quote: "Working with Northwind felt easy from day one.", author: "Anna Lindqvist", company: "Lindqvist Design" },
          live: false,
        },
      },
    ],
    say: ["The testimonial of Lindqvist Design is ready now, please make that it is visible on the website."],
    expect: [{ entry: "Lindqvist Design", live: true }],
  },
  {
    id: "entries-125",
    domain: "entries",
    intent: "change",
    given: [
      {
        entry: {
          title: "Café Rosa",
          data: { quote: "Best decision we made this year, the new site is beutiful.", author: "Rosa Martins", company: "Café Rosa" },
        },
      },
    ],
    say: ["typo in the cafe rosa testimonial - beutiful shd be beautiful"],
    expect: [{ entry: "Café Rosa", dataIncludes: { quote: "the new site is beautiful", author: "Rosa Martins" } }],
  },
  {
    id: "entries-126",
    domain: "entries",
    intent: "change",
    say: ["Priya at Maple Bakery says her quote undersells them now: their orders have tripled since launch, not doubled."],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "tripled", author: "Priya Shah" } }],
  },
  {
    id: "entries-127",
    domain: "entries",
    intent: "read",
    say: ["Could you remind me who it was that said their whole team could update the website? I should like to send them a card."],
    expect: [unchanged, { reply: { includesAny: ["Tom Okafor", "Harbour Books"] } }],
  },
  {
    id: "entries-128",
    domain: "entries",
    intent: "read",
    say: ["ls testimonials"],
    expect: [unchanged, { reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }],
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-121",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Our History", sections: [{ template: "text", content: { heading: "Our history", body: "We opened our first studio above a bakery in 2019." } }] } },
      { settings: { tagline: "Friendly websites for shops and makers", live: false } },
    ],
    say: [
      "I believe there are two changes of mine still waiting to be put on the website: a new page about our history, and a new little line beneath our name. Would you be so kind as to put those two on the website now? The autumn piece is not ready, so please leave that be.",
    ],
    expect: [
      { page: "Our History", live: true },
      { setting: "tagline", equals: "Friendly websites for shops and makers", in: "live" },
      { post: AUTUMN, live: false },
    ],
  },
  {
    id: "publishing-122",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Pricing", body: "From £2,400 for a five-page site." } }] } },
      { settings: { name: "Northwind Studio Ltd", live: false } },
    ],
    say: ["publish everything pending except settings"],
    expect: [
      { page: "Pricing", live: true },
      { setting: "name", equals: "Northwind Studio", in: "live" },
      { setting: "name", equals: "Northwind Studio Ltd" },
    ],
  },
  {
    id: "publishing-123",
    domain: "publishing",
    intent: "refuse",
    say: ["Can you schedule the fall palette post to go live this Friday at 9am Eastern? I'll be on a plane."],
    expect: [unchanged, { post: AUTUMN, live: false }, { reply: { includesAny: CANNOT } }],
    note: "There is no scheduling: a post goes live when it is published.",
  },
  {
    id: "publishing-124",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["pls publish the autumn post its ready, thx"],
    expect: [unchanged, { post: AUTUMN, live: false }, { reply: { includesAny: PERMISSION } }],
  },
  {
    id: "publishing-125",
    domain: "publishing",
    intent: "read",
    given: [
      { page: { title: "Careers", sections: [{ template: "text", content: { heading: "Work with us", body: "No openings right now." } }] } },
      { post: { title: "Office move", body: "We are moving to a bigger studio in May." } },
    ],
    say: ["I'm never sure what's actually on the website and what's still sitting in drafts. What is waiting to go out?"],
    expect: [unchanged, { reply: { includesAll: ["Careers", "Office move"] } }],
  },
  {
    id: "publishing-126",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Pricing", body: "From £2,400 for a five-page site." } }] } }],
    say: ["publish page pricing"],
    cards: "deny",
    expect: [{ page: "Pricing", live: false }, liveSame, cardShown],
    note: "The person declines the approval card, so the page stays off the site.",
  },
  {
    id: "publishing-127",
    domain: "publishing",
    intent: "change",
    say: ["Pull the design process post and the Contact page off the site — both need a rewrite before anyone sees them again. Don't delete anything."],
    expect: [
      { post: PROCESS, live: false, exists: true, inTrash: false },
      { page: "Contact", live: false, exists: true, inTrash: false },
      { post: WELCOME, live: true },
    ],
  },
];

// ── Search and reads ───────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-121",
    domain: "search",
    intent: "read",
    say: [
      "Is there anywhere on our website where we promise how quickly we reply to people? A gentleman on the telephone said we did, and I can't for the life of me remember.",
    ],
    expect: [unchanged, { reply: { includesAny: ["two working days", "Home"] } }],
    note: "The Home page's call to action says 'we reply within two working days'.",
  },
  {
    id: "search-122",
    domain: "search",
    intent: "read",
    say: ["grep 'keyboard'"],
    expect: [unchanged, { reply: { includesAny: [WELCOME, "welcome post"] } }],
    note: "Only the welcome post's body mentions a keyboard.",
  },
  {
    id: "search-123",
    domain: "search",
    intent: "read",
    say: ["Quick one before my call — which of our blog posts are actually live right now?"],
    expect: [unchanged, { reply: { includesAll: [WELCOME, PROCESS] } }],
  },
  {
    id: "search-124",
    domain: "search",
    intent: "read",
    say: ["How many pictures we have in the library?"],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }],
  },
  {
    id: "search-125",
    domain: "search",
    intent: "read",
    given: [{ image: { name: "team-photo.jpg" } }, { image: { name: "menu-board.jpg", caption: "Our menu board" } }],
    say: ["which pics r missing alt text"],
    expect: [
      unchanged,
      { reply: { includesAll: ["team-photo.jpg", "menu-board.jpg"], excludes: ["mountain-sunrise.jpg", "studio-dusk.jpg"] } },
    ],
  },
  {
    id: "search-126",
    domain: "search",
    intent: "read",
    say: ["A client says our phone number is on the website somewhere but I honestly can't find it. Where is it?"],
    expect: [unchanged, { reply: { includesAny: ["Contact", "+44 20 7946 0000"] } }],
  },
  {
    id: "search-127",
    domain: "search",
    intent: "read",
    say: ["Which picture is it that sits at the very top of our Home page, if you please? I should like to print it for the shop window."],
    expect: [unchanged, { reply: { includesAny: ["mountain-sunrise.jpg", "mountain-sunrise", "sunrise"] } }],
  },
  {
    id: "search-128",
    domain: "search",
    intent: "read",
    say: ["ls posts tag=design"],
    expect: [unchanged, { reply: { includesAll: [PROCESS, AUTUMN], excludes: [WELCOME] } }],
  },
  {
    id: "search-129",
    domain: "search",
    intent: "read",
    say: ["Where are we using the studio dusk photo? Don't want to kill it if it's on a live page."],
    expect: [unchanged, { reply: { includesAll: ["About", "Contact"] } }],
    note: "It is the About page's image-and-text picture, in the Contact gallery and the design process post's cover.",
  },
  {
    id: "search-130",
    domain: "search",
    intent: "read",
    say: ["Which tags has the article about autumn?"],
    expect: [unchanged, { reply: { includesAll: ["design", "seasonal"] } }],
  },
];

// ── Several changes in one message ─────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-121",
    domain: "multi",
    intent: "change",
    say: ["new page 'Careers' + nav link right after About, then publish page and nav"],
    expect: [
      { page: "Careers", exists: true, live: true },
      { menu: "Careers", present: true, linksTo: "Careers", position: 2, parent: null, live: true },
    ],
  },
  {
    id: "multi-122",
    domain: "multi",
    intent: "change",
    say: ["Two tweaks to the homepage hero: headline → 'Websites that work as hard as you do', button → 'See our work'. Then ship it."],
    expect: [
      {
        page: "Home",
        live: true,
        textIncludes: [exact("heading", "Websites that work as hard as you do"), exact("ctaLabel", "See our work")],
        liveTextIncludes: [exact("heading", "Websites that work as hard as you do"), exact("ctaLabel", "See our work")],
        textExcludes: [HERO_HEADING],
      },
    ],
  },
  {
    id: "multi-123",
    domain: "multi",
    intent: "change",
    say: ["We've decided to stop taking enquiries through the website. The Contact page has to go, and so does its link in the menu."],
    expect: [
      { menu: "Contact", present: false },
      { anyOf: [[{ page: "Contact", inTrash: true }], [{ page: "Contact", live: false }]] },
    ],
    note: "Trashing or unpublishing the page both take it off the site; the menu link must go either way.",
  },
  {
    id: "multi-124",
    domain: "multi",
    intent: "change",
    say: ["rename about pg to about us and the menu link too"],
    expect: [
      { page: "About us", exists: true },
      { page: "About", exists: false },
      { menu: "About us", present: true, linksTo: "About us", position: 1 },
      { menu: "About", present: false },
    ],
  },
  {
    id: "multi-125",
    domain: "multi",
    intent: "change",
    say: [
      "I should like the name of our website to be 'Northwind Web Studio', and the little line beneath it to say 'Websites for shops, cafés and makers'. That is all for today, thank you kindly.",
    ],
    expect: [
      { setting: "name", equals: "Northwind Web Studio" },
      { setting: "tagline", equals: "Websites for shops, cafés and makers" },
    ],
  },
];

// ── Conversations that refer back ──────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-121",
    domain: "conversation",
    intent: "change",
    say: ["Change the homepage hero headline to 'Calm websites for busy people'", "Actually make it 'Calm websites for busy owners'"],
    expect: [{ page: "Home", textIncludes: [exact("heading", "Calm websites for busy owners")], textExcludes: ["busy people", HERO_HEADING] }],
  },
  {
    id: "conversation-122",
    domain: "conversation",
    intent: "change",
    say: ["home cta: buttonLabel='Start a project'", "undo"],
    expect: [{ page: "Home", textIncludes: [exact("buttonLabel", "Get in touch")], textExcludes: ["Start a project"] }],
  },
  {
    id: "conversation-123",
    domain: "conversation",
    intent: "change",
    say: ["add a link to the menu for our instagram https://instagram.example/northwind", "no sorry i meant the social links not the menu"],
    expect: [
      { menuOrder: TOP_MENU },
      { menu: "Instagram", present: false },
      { setting: "socialLinks", includes: "https://instagram.example/northwind" },
      { setting: "socialLinks", includes: "Mastodon" },
    ],
  },
  {
    id: "conversation-124",
    domain: "conversation",
    intent: "change",
    say: [
      "Would you kindly change the description for the blind of the sunrise picture to 'Hills at sunrise behind our studio'?",
      "And the same sort of thing for the purple one at dusk, 'Our studio at dusk, seen from the lane', if you would.",
    ],
    expect: [
      { image: "mountain-sunrise.jpg", alt: "Hills at sunrise behind our studio" },
      { image: "studio-dusk.jpg", alt: "Our studio at dusk, seen from the lane" },
    ],
    note: "'The description for the blind' is the alt text; the second turn does the same to the studio picture.",
  },
  {
    id: "conversation-125",
    domain: "conversation",
    intent: "change",
    say: ["Please put the testimonial of Harbour Books offline.", "Sorry, wrong one! I meant Maple Bakery. Harbour Books must stay online."],
    expect: [
      { entry: "Harbour Books", live: true },
      { entry: "Maple Bakery", live: false },
    ],
  },
  {
    id: "conversation-126",
    domain: "conversation",
    intent: "change",
    say: ["On the About page the photo is on the wrong side — our designer says it belongs on the left.", "and publish it"],
    expect: [
      { page: "About", live: true, sections: [{ template: "imageText", fields: { imagePosition: "left" } }], liveTextIncludes: [exact("imagePosition", "left")] },
    ],
  },
  {
    id: "conversation-127",
    domain: "conversation",
    intent: "change",
    say: ["post new 'Studio notes #1' tags=notes", "publish it"],
    expect: [{ post: "Studio notes #1", exists: true, live: true, status: "published", tags: ["notes"] }],
  },
  {
    id: "conversation-128",
    domain: "conversation",
    intent: "change",
    say: ["Hide the Blog link in the nav for now.", "Same for Contact."],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { menu: "Contact", present: true, visible: false },
      { menu: "About", visible: true },
    ],
  },
  {
    id: "conversation-129",
    domain: "conversation",
    intent: "change",
    say: ["trash the welcome post", "wait no bring it back!!"],
    expect: [{ post: WELCOME, exists: true, inTrash: false }],
  },
  {
    id: "conversation-130",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you tell me what the little line beneath our name says at present?",
      "Ah, I thought as much. Would you change it to read 'Calm, useful websites for shops and cafés', if you please?",
    ],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for shops and cafés" }],
  },
  {
    id: "conversation-131",
    domain: "conversation",
    intent: "change",
    say: [
      "Add in the FAQ of page About the question 'Do you make also online shops?' with the answer 'Yes, small shops with up to 50 products'.",
      "Sorry, I wrote wrong. The answer shall be 'Yes, small shops with up to 100 products'.",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        textIncludes: ["online shops", exact("answer", "Yes, small shops with up to 100 products"), FAQ_1, FAQ_2],
        textExcludes: ["up to 50 products"],
      },
    ],
  },
  {
    id: "conversation-132",
    domain: "conversation",
    intent: "change",
    say: [
      "Customers say the button on the big banner on the Home page takes them to the About page. It should take them to Contact.",
      "And then the button should say Contact us, not See what we do",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaUrl: "/contact" } }],
        textIncludes: [exact("ctaLabel", "Contact us")],
        textExcludes: ["See what we do"],
      },
    ],
  },
  {
    id: "conversation-133",
    domain: "conversation",
    intent: "change",
    say: ["rm page Contact", "undo"],
    expect: [{ page: "Contact", exists: true, inTrash: false }],
  },
  {
    id: "conversation-134",
    domain: "conversation",
    intent: "change",
    say: ["whats the caption on the autumn pic", "change it to autumn light in the valley"],
    expect: [{ image: "autumn-valley.jpg", caption: "Autumn light in the valley", alt: "Orange autumn valley with a pale sun" }],
  },
  {
    id: "conversation-135",
    domain: "conversation",
    intent: "change",
    say: [
      "Add a CTA block at the bottom of the About page — headline 'Like what you see?', button 'Let's talk', linking to /contact",
      "Move it up so it sits right under the intro text",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "cta", "imageText", "faq"],
        textIncludes: [exact("heading", "Like what you see?"), exact("buttonLabel", "Let's talk"), exact("buttonUrl", "/contact")],
      },
    ],
  },
  {
    id: "conversation-136",
    domain: "conversation",
    intent: "change",
    say: [
      "Change in the menu 'Blog' to 'News'.",
      "No, not the menu — the tag! The tag 'news' on the welcome article shall become 'announcements'. The menu must stay like before.",
    ],
    expect: [
      { menu: "Blog", present: true, linksTo: "/blog" },
      { menu: "News", present: false },
      { post: WELCOME, tags: ["announcements"] },
    ],
    note: "The second turn takes back the menu change and renames the post's tag instead.",
  },
  {
    id: "conversation-137",
    domain: "conversation",
    intent: "change",
    say: [
      "I should like a new page called Visiting Us, if it isn't too much trouble.",
      "Thank you. And might it go in the menu as well, right at the end?",
      "Splendid. Please let people see both now.",
    ],
    expect: [
      { page: "Visiting Us", exists: true, live: true },
      { menu: "Visiting Us", present: true, linksTo: "Visiting Us", position: 4, parent: null, live: true },
    ],
  },
  {
    id: "conversation-138",
    domain: "conversation",
    intent: "read",
    given: [
      {
        entry: {
          title: "Lindqvist Design",
          data: { quote: "Working with Northwind felt easy from day one.", author: "Anna Lindqvist", company: "Lindqvist Design" },
          live: false,
        },
      },
    ],
    say: ["How many testimonials have we got at the moment?", "And which of those can customers actually see on the site?"],
    expect: [unchanged, { reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }],
    note: "Three testimonials exist; Maple Bakery and Harbour Books are live, Lindqvist Design is not.",
  },
  {
    id: "conversation-139",
    domain: "conversation",
    intent: "change",
    say: ["home: s/two working days/one working day/", "same trick on about: team of four -> team of six"],
    expect: [
      { page: "Home", textIncludes: ["one working day"], textExcludes: ["two working days"] },
      { page: "About", textIncludes: ["team of six"], textExcludes: ["team of four"] },
    ],
  },
  {
    id: "conversation-140",
    domain: "conversation",
    intent: "change",
    say: ["which posts are still drafts", "ok publish that one"],
    expect: [
      { post: AUTUMN, live: true, status: "published" },
      { post: WELCOME, live: true },
    ],
  },
];

// ── Vague, off-topic ───────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-121",
    domain: "clarify",
    intent: "clarify",
    say: ["I must confess I'm not terribly happy with how the website looks these days. Could you make it a little nicer?"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-122",
    domain: "clarify",
    intent: "clarify",
    say: ["change the pic pls"],
    expect: [
      unchanged,
      {
        reply: {
          asksQuestion: true,
          includesAny: ["Home", "About", "Contact", "mountain-sunrise.jpg", "studio-dusk.jpg", "autumn-valley.jpg", "blue-coast.png", "cover", "hero", "gallery"],
        },
      },
    ],
  },
  {
    id: "clarify-123",
    domain: "clarify",
    intent: "clarify",
    say: ["One of the testimonials on the site is wrong. Can you sort it out?"],
    expect: [unchanged, { reply: { asksQuestion: true, includesAny: ["Maple Bakery", "Harbour Books", "Priya Shah", "Tom Okafor"] } }],
  },
];

const offtopic: Case[] = [
  {
    id: "offtopic-121",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Can you help me to write an e-mail to my landlord? The heating in the studio is broken since Monday and he does not answer."],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
  {
    id: "offtopic-122",
    domain: "offtopic",
    intent: "offtopic",
    say: ["quick q unrelated: worst case complexity of quicksort?"],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
];

export const TWENTYSIXTH_PASS_CASES: Case[] = [
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
