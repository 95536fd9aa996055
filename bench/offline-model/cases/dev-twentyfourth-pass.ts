/**
 * Development set, twenty-fourth pass: requests in seven new voices, about sixteen cases each,
 * written from the tool descriptions, the services, the section templates and the demo seed only,
 * without reading the offline model, its docs or tests, or the other passes. Voices: a
 * nurse-turned-practice-owner typing between patients (clipped, "pt", "pg", "appt", "shd", "d/c",
 * "→", "+"), a Spanish speaker's English ("the page of contact", "erase", "actualize", "make
 * public", "I want that the button says", "more big", "put to it"), a copy editor who marks changes
 * like proofs ("for 'X' read 'Y'", "delete '…'; close up", "insert after …", "transpose", "stet",
 * "cap", "lc"), a board chair writing formally in the passive voice ("It is requested that …", "The
 * Board has resolved that …", "forthwith", "Further to the above"), an Indian English office manager
 * ("kindly do the needful", "revert" for reply, "updation", "PFB", "same to be published", "only",
 * "itself"), a developer writing markdown in chat (`backticks`, "- [ ]" and "- " lists, JSON-ish
 * `{title: "…"}`, "PATCH", "rm", "push") and a shop owner asking mostly questions about what is on the
 * site and whether it is live, with one-line follow-ups ("bin it", "ok put it live then").
 *
 * Seven in ten are changes (section headings, buttons and their links, FAQ items, feature boxes, a
 * picture's side, a section removed; pages created, renamed, re-addressed, given SEO texts and
 * unpublished; posts' title, body, excerpt, tags, cover, publish, unpublish, archive and delete; alt
 * texts and captions; menu links added, renamed, re-pointed, moved, nested, hidden and removed; tagline,
 * name, colours, social links; testimonials added, edited, published and withdrawn), one in five
 * reads (which pages are visible, what is still a draft, counts, tags, covers, where a picture, a
 * phone number or some words appear, which pictures lack alt text or a caption, the menu's order,
 * social links), and the rest vague requests (a question is right), two off-topic ones and refusals
 * (a new login, scheduling, a third menu level, a picture's size, visitor numbers, a viewer
 * deleting). Sixteen conversations of two or three turns refer back: "actually make it …", "no
 * wait, erase better the first one", "stet the heading", "do the same for …", "undo that last one",
 * "bin it", "revert" meaning "reply".
 *
 * Exact values: a section check's field and `textIncludes` match a substring, so where the person
 * gives the words, `exact(field, value)` looks for `"field":"value"` in the page's content as JSON,
 * which holds only when the field is exactly that value (letter case aside): no quotes, backticks,
 * "pls", "thx" or sentence-ending full stop carried over.
 */
import { unchanged, liveSame, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** A section field holding exactly `value`, as it appears in the page's content written as JSON. */
const exact = (field: string, value: string) => `"${field}":${JSON.stringify(value)}`;

/** Phrases of an answer that steers an off-topic request back to the site. */
const SITE_WORDS = ["site", "website", "content", "page", "pages", "CMS", "blog"];

/** Phrases of an answer that says something is a draft nobody sees yet. */
const NOT_LIVE = ["draft", "not published", "unpublished", "isn't published", "hasn't been published", "not been published", "not live", "isn't live", "not yet"];

/** Phrases of an answer that says the menu stops at two levels. */
const TWO_LEVELS = [...CANNOT, "two levels", "2 levels", "levels deep", "only one level"];

/** The demo About page's FAQ, as stored. */
const FAQ_1 = "How long does a website take?";
const FAQ_2 = "Can we edit the site ourselves?";

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-771",
    domain: "sections",
    intent: "change",
    say: ["Home pg top heading shd say: Same-week appointments for new patients. thx"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaLabel: "See what we do", ctaUrl: "/about" } }],
        textIncludes: [exact("heading", "Same-week appointments for new patients")],
        textExcludes: ["Websites that feel calm and work hard"],
      },
    ],
    note: "The full stop ends her sentence, and 'thx' is not part of the heading; the hero's button stays.",
  },
  {
    id: "sections-772",
    domain: "sections",
    intent: "change",
    say: ["About pg FAQ - add q: Do you see walk-ins?  A: yes, mornings 8-10, no appt needed"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        textIncludes: [exact("question", "Do you see walk-ins?"), "mornings 8-10, no appt needed", exact("question", FAQ_1), exact("question", FAQ_2)],
      },
    ],
    note: "A third question joins the two there; the answer's first letter may be capitalised, so only the rest is matched.",
  },
  {
    id: "sections-773",
    domain: "sections",
    intent: "change",
    say: ["Home - the 3 boxes. Care → Aftercare, desc: Follow-up calls after every visit"],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("title", "Aftercare"), "Follow-up calls after every visit", exact("title", "Design"), exact("title", "Build")],
        textExcludes: [exact("title", "Care"), "Ongoing help, so your site keeps up with your business"],
      },
    ],
    note: "The three boxes are the feature grid's; the Care box gets the new title and description, the other two stay.",
  },
  {
    id: "sections-774",
    domain: "sections",
    intent: "change",
    say: ["Hello! I want that the button of the first page says 'Our services' and that it sends the people to the page of contact."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { heading: "Websites that feel calm and work hard" } }],
        textIncludes: [exact("ctaLabel", "Our services"), exact("ctaUrl", "/contact")],
        textExcludes: ["See what we do"],
      },
    ],
    note: "'The first page' is the home page and its button the hero's; the Contact page lives at /contact (its slug), which she did not type.",
  },
  {
    id: "sections-775",
    domain: "sections",
    intent: "change",
    say: ["In the page of about, the photo that is next to 'Where we work', I want it in the left side, not in the right."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }] }],
    note: "Only the image-and-text section's imagePosition changes; the picture stays.",
  },
  {
    id: "sections-776",
    domain: "sections",
    intent: "change",
    say: ["Home, hero, subhead. For 'quick to load, easy to edit, pleasant to use' read 'fast, easy to edit and pleasant to use'."],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("subheading", "We design and build sites for independent businesses — fast, easy to edit and pleasant to use.")],
      },
    ],
    note: "A proof mark replaces only the quoted words: the start of the subheading and its final full stop stay, so the whole field is predictable.",
  },
  {
    id: "sections-777",
    domain: "sections",
    intent: "change",
    say: ["About › FAQ › answer to Q1: delete 'from the first conversation to launch'; close up."],
    expect: [
      {
        page: "About",
        textIncludes: [exact("answer", "Most projects take six to ten weeks."), exact("question", FAQ_1), exact("answer", "Yes. Every site we build comes with an editor your whole team can use.")],
      },
    ],
    note: "'Close up' means no space is left before the full stop; the question and the second answer stay as they are.",
  },
  {
    id: "sections-778",
    domain: "sections",
    intent: "change",
    say: ["Contact, 'Say hello' body: insert after 'weekdays 9–5' — '(closed bank holidays)'. Rest as set."],
    expect: [
      {
        page: "Contact",
        sections: [{ template: "text", fields: { heading: "Say hello" } }],
        textIncludes: ["weekdays 9–5 (closed bank holidays).", "[hello@northwind.example](mailto:hello@northwind.example)", "+44 20 7946 0000"],
      },
    ],
    note: "The insertion goes between '9–5' and the sentence's full stop, with a space before it; the email link and phone number are kept as they are.",
  },
  {
    id: "sections-779",
    domain: "sections",
    intent: "change",
    say: ["Home, 'What we do': transpose the second and third boxes (Care, then Build)."],
    expect: [
      {
        page: "Home",
        sections: [
          {
            template: "featureGrid",
            fields: {
              heading: "What we do",
              features: '"title":"Care","description":"Ongoing help, so your site keeps up with your business."},{"title":"Build"',
            },
          },
        ],
        textIncludes: [exact("title", "Design"), "Fast, accessible pages that work on every device."],
      },
    ],
    note: "The features list as JSON must hold Care immediately followed by Build (title before description, as stored); Design stays first and no text changes.",
  },
  {
    id: "sections-780",
    domain: "sections",
    intent: "change",
    say: ["It is requested that the closing invitation on the home page, which presently reads 'Have a project in mind?', be amended to read 'Shall we work together?'"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "cta", fields: { buttonLabel: "Get in touch", buttonUrl: "/contact" } }],
        textIncludes: [exact("heading", "Shall we work together?")],
        textExcludes: ["Have a project in mind?"],
      },
    ],
    note: "The closing invitation is the call-to-action section's heading; its button stays.",
  },
  {
    id: "sections-781",
    domain: "sections",
    intent: "change",
    say: ["Dear team,\nPFB the updation for home page banner:\nHeading - Websites that work as hard as you do\nKindly do the needful."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaLabel: "See what we do", subheading: "We design and build sites" } }],
        textIncludes: [exact("heading", "Websites that work as hard as you do")],
        textExcludes: ["Websites that feel calm and work hard"],
      },
    ],
  },
  {
    id: "sections-782",
    domain: "sections",
    intent: "change",
    say: ["In Contact page kindly remove the photo gallery itself, not required now."],
    expect: [{ page: "Contact", sectionTemplates: ["text"], textIncludes: ["Say hello", "+44 20 7946 0000"] }],
    note: "The whole gallery section goes; the text section stays.",
  },
  {
    id: "sections-783",
    domain: "sections",
    intent: "change",
    say: ['on `home`, hero:\n- `ctaLabel: "Book a call"`\n- `ctaUrl: "https://cal.example/northwind"`'],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { heading: "Websites that feel calm and work hard" } }],
        textIncludes: [exact("ctaLabel", "Book a call"), exact("ctaUrl", "https://cal.example/northwind")],
        textExcludes: ["See what we do"],
      },
    ],
    note: "Backticks and the JSON-ish quotes are not part of the values.",
  },
  {
    id: "sections-784",
    domain: "sections",
    intent: "change",
    say: ["About → FAQ, append:\n- **q:** `Do you offer hosting?`\n- **a:** `Yes — hosting and backups are included for the first year.`"],
    expect: [
      {
        page: "About",
        textIncludes: [exact("question", "Do you offer hosting?"), exact("answer", "Yes — hosting and backups are included for the first year."), exact("question", FAQ_1), exact("question", FAQ_2)],
      },
    ],
    note: "The backticks delimit the values exactly, so the answer keeps its full stop; the two questions already there stay.",
  },
  {
    id: "sections-785",
    domain: "sections",
    intent: "read",
    say: ["AQ: what exactly does the button in the last box on Home say, and where does it point? Need it verbatim for the style sheet."],
    expect: [unchanged, { reply: { includesAll: ["Get in touch"], includesAny: ["/contact", "contact page", "the Contact page", "Contact"] } }],
    note: "The last box is the call-to-action section: 'Get in touch', linking to /contact.",
  },
  {
    id: "sections-786",
    domain: "sections",
    intent: "read",
    say: ["what questions have we got in the FAQ at the moment?"],
    expect: [unchanged, { reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }],
  },
];

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-771",
    domain: "pages",
    intent: "change",
    say: ["new pg: Patient forms. draft only, not live til i check it"],
    expect: [{ page: "Patient forms", exists: true, live: false, slug: "patient-forms" }, liveSame],
  },
  {
    id: "pages-772",
    domain: "pages",
    intent: "change",
    say: ["Please actualize the description for Google of the page of about. Now it says 'Who we are and how we work.', I want: 'Meet the four people behind Northwind Studio.'"],
    expect: [{ page: "About", seoDescription: "Meet the four people behind Northwind Studio.", slug: "about" }],
    note: "'The description for Google' is the SEO description; the full stop is inside her quotes, so it is part of the value.",
  },
  {
    id: "pages-773",
    domain: "pages",
    intent: "change",
    say: ["About page, SEO title — currently blank. Insert: About Northwind Studio"],
    expect: [{ page: "About", seoTitle: "About Northwind Studio", seoDescription: "Who we are and how we work." }],
  },
  {
    id: "pages-774",
    domain: "pages",
    intent: "change",
    say: [
      "The Board has resolved that a page entitled 'Annual Report 2024' be created on the website. It is requested that the page not be made visible to the public until the accounts have been approved.",
    ],
    expect: [{ page: "Annual Report 2024", exists: true, live: false }, liveSame],
  },
  {
    id: "pages-775",
    domain: "pages",
    intent: "change",
    say: ["It is requested that the Contact page be renamed 'Contact the Secretary' and that its address be changed to /secretary."],
    expect: [
      { page: "Contact the Secretary", exists: true, slug: "secretary", sectionTemplates: ["text", "gallery"] },
      { page: "Contact", exists: false },
    ],
    note: "The address /secretary is stored as the slug 'secretary'; the page keeps its sections.",
  },
  {
    id: "pages-776",
    domain: "pages",
    intent: "change",
    say: [
      "Kindly create one new page 'Careers' with heading 'Join our team' and text 'We are hiring designers. Send your CV to hello@northwind.example.' Same to be published.",
    ],
    expect: [
      {
        page: "Careers",
        exists: true,
        live: true,
        textIncludes: [exact("heading", "Join our team"), "We are hiring designers. Send your CV to hello@northwind.example"],
        liveTextIncludes: ["We are hiring designers"],
      },
    ],
    note: "'Same to be published' means the new page goes live.",
  },
  {
    id: "pages-777",
    domain: "pages",
    intent: "change",
    say: ["SEO description for home page to be changed as below:\nNorthwind Studio designs fast, simple websites for small businesses in Bengaluru and London\nKindly update and revert."],
    expect: [
      { page: "Home", seoDescription: "Northwind Studio designs fast, simple websites for small businesses in Bengaluru and London", seoTitle: "Northwind Studio — calm, useful websites" },
    ],
    note: "He gave the description without a full stop, so none is added; 'revert' means reply.",
  },
  {
    id: "pages-778",
    domain: "pages",
    intent: "change",
    say: ['PATCH about → `{slug: "about-us", seoTitle: "About — Northwind Studio"}`'],
    expect: [
      { page: "About", slug: "about-us", seoTitle: "About — Northwind Studio", seoDescription: "Who we are and how we work." },
      { menu: "About", linksTo: "About" },
    ],
    note: "The menu's About link points at the page itself, so it follows the new address.",
  },
  {
    id: "pages-779",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Price list", sections: [{ template: "text", content: { heading: "Prices", body: "Websites from £2,400." } }] } }],
    say: ["Which pages of the web are not published still?"],
    expect: [unchanged, { reply: { includesAny: ["Price list"] } }],
    note: "Only the given Price list page is a draft; Home, About and Contact are live.",
  },
  {
    id: "pages-780",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Summer sale", sections: [{ template: "text", content: { body: "20% off everything in July." } }] } }],
    say: ["which of my pages can customers actually see at the moment?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Contact"] } }],
    note: "The three demo pages are live; the given Summer sale page is a draft nobody sees.",
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-771",
    domain: "posts",
    intent: "change",
    say: ["pls archive the welcome post, old news now"],
    expect: [{ post: WELCOME, status: "archived", live: false }],
  },
  {
    id: "posts-772",
    domain: "posts",
    intent: "read",
    say: ["how many blog posts r live rn"],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }],
    note: "Two posts are published; the autumn one is a draft.",
  },
  {
    id: "posts-773",
    domain: "posts",
    intent: "change",
    say: ["Erase the tag 'news' from the post of welcome and put 'announcements' in its place."],
    expect: [{ post: WELCOME, tags: ["announcements"] }],
  },
  {
    id: "posts-774",
    domain: "posts",
    intent: "change",
    say: ["The post of the autumn is ready, make it public please."],
    expect: [{ post: AUTUMN, status: "published", live: true }],
  },
  {
    id: "posts-775",
    domain: "posts",
    intent: "change",
    say: ["Welcome post, final line: for 'Thanks for stopping by!' read 'Thank you for stopping by.'"],
    expect: [
      {
        post: WELCOME,
        bodyIncludes: ["Thank you for stopping by.", "We rebuilt our website from scratch.", "## What changed"],
        bodyExcludes: ["Thanks for stopping by!"],
      },
    ],
  },
  {
    id: "posts-776",
    domain: "posts",
    intent: "change",
    say: ["Process post, headline: for 'our design process' read 'how we design'. Lower-case h — it follows a colon."],
    expect: [
      { post: "Behind the scenes: how we design", exists: true, tags: ["process", "design"] },
      { post: PROCESS, exists: false },
    ],
    note: "Only the title changes; the post keeps its tags.",
  },
  {
    id: "posts-777",
    domain: "posts",
    intent: "change",
    say: ["Autumn post, teaser: for 'Warm oranges and deep browns:' read 'Warm oranges and deep browns —'"],
    expect: [{ post: AUTUMN, excerptIncludes: ["Warm oranges and deep browns — the palette we are loving this autumn"], status: "draft" }],
    note: "The teaser is the excerpt; the colon gives way to a spaced dash and the rest of the sentence stays.",
  },
  {
    id: "posts-778",
    domain: "posts",
    intent: "change",
    say: [
      "It has been noted by members that the post concerning the autumn collection remains in draft. The Board would like it to be deleted, as the collection has been discontinued.",
    ],
    expect: [{ post: AUTUMN, inTrash: true }, { post: WELCOME, exists: true }],
  },
  {
    id: "posts-779",
    domain: "posts",
    intent: "refuse",
    say: ["It is requested that the post concerning the autumn collection be scheduled to appear on the website at 9 a.m. on the first of next month."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Nothing can be scheduled; publishing now would break the Board's request, so nothing changes.",
  },
  {
    id: "posts-780",
    domain: "posts",
    intent: "change",
    say: ["Kindly add tag 'case study' to the design process post and revert."],
    expect: [{ post: PROCESS, tags: ["process", "design", "case study"] }],
    note: "The tag is added to the two it has; 'revert' means reply.",
  },
  {
    id: "posts-781",
    domain: "posts",
    intent: "change",
    say: ["For welcome post kindly change cover photo to the autumn one only."],
    expect: [{ post: WELCOME, coverImage: "autumn-valley.jpg" }],
    note: "'The autumn one' is autumn-valley.jpg; 'only' is emphasis.",
  },
  {
    id: "posts-782",
    domain: "posts",
    intent: "change",
    say: ['new post:\n```json\n{title: "Shipping our new CMS", tags: ["news", "engineering"], status: "draft"}\n```'],
    expect: [{ post: "Shipping our new CMS", exists: true, tags: ["news", "engineering"], status: "draft", live: false }],
  },
  {
    id: "posts-783",
    domain: "posts",
    intent: "change",
    say: ["append this to the body of the process post:\n```md\n## Tooling\n\nWe use TypeScript, SQLite and a lot of coffee.\n```"],
    expect: [
      {
        post: PROCESS,
        bodyIncludes: ["## Tooling", "We use TypeScript, SQLite and a lot of coffee.", "Every project starts with a conversation", "**Launch**"],
        bodyExcludes: ["```"],
      },
    ],
    note: "The code fence only marks the text; the body keeps what it had and gains the new part, not the fence.",
  },
  {
    id: "posts-784",
    domain: "posts",
    intent: "read",
    say: ["Kindly revert with the list of all tags being used in blog."],
    expect: [unchanged, { reply: { includesAll: ["news", "seasonal", "process", "design"] } }],
    note: "'Revert' means reply; the tags are news, process, design and seasonal.",
  },
  {
    id: "posts-785",
    domain: "posts",
    intent: "read",
    say: ["what's the newest post people can read on the blog?"],
    expect: [unchanged, { reply: { includesAny: ["Behind the scenes"] } }],
    note: "The design process post was published after the welcome one; the autumn post is newer but a draft.",
  },
  {
    id: "posts-786",
    domain: "posts",
    intent: "read",
    say: ["which post has the sunrise picture as its cover?"],
    expect: [unchanged, { reply: { includesAny: [WELCOME, "welcome post"] } }],
  },
  {
    id: "posts-787",
    domain: "posts",
    intent: "refuse",
    as: "viewer",
    say: ["`rm` the welcome post — i.e. `DELETE /posts/welcome-to-our-new-website`"],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "A viewer cannot delete anything.",
  },
];

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-771",
    domain: "images",
    intent: "change",
    say: ["sunrise pic - alt text → Early morning over the hills"],
    expect: [{ image: "mountain-sunrise.jpg", alt: "Early morning over the hills", caption: "Sunrise over the hills" }],
  },
  {
    id: "images-772",
    domain: "images",
    intent: "change",
    say: ["The photo of the autumn, change the alternative text for 'Valley with orange trees in October'."],
    expect: [{ image: "autumn-valley.jpg", alt: "Valley with orange trees in October", caption: "Autumn in the valley" }],
    note: "'Alternative text' is the alt text; 'change for' means change to.",
  },
  {
    id: "images-773",
    domain: "images",
    intent: "change",
    say: ["mountain-sunrise.jpg, caption: for 'hills' read 'Downs' (cap D)."],
    expect: [{ image: "mountain-sunrise.jpg", caption: "Sunrise over the Downs", alt: "Layered hills under a warm sunrise sky" }],
    note: "The mark is on the caption only; the alt text also says 'hills' and stays.",
  },
  {
    id: "images-774",
    domain: "images",
    intent: "change",
    say: ["It has been brought to the Board's attention that the image 'blue-coast.png' lacks a caption. It is requested that the caption 'Our coastline, photographed by members' be added."],
    expect: [{ image: "blue-coast.png", caption: "Our coastline, photographed by members", alt: "Calm blue coastline with green headlands" }],
  },
  {
    id: "images-775",
    domain: "images",
    intent: "change",
    say: ["PFB alt text for studio photo: 'Northwind Studio building at dusk'. Kindly update the same."],
    expect: [{ image: "studio-dusk.jpg", alt: "Northwind Studio building at dusk", caption: "Our studio at dusk" }],
  },
  {
    id: "images-776",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ['`team-photo.jpg` has no alt → set `{alt: "The four of us outside the studio", caption: "Team day, 2024"}`'],
    expect: [{ image: "team-photo.jpg", alt: "The four of us outside the studio", caption: "Team day, 2024" }],
  },
  {
    id: "images-777",
    domain: "images",
    intent: "read",
    say: ["In what places appears the photo of the studio at dusk?"],
    expect: [unchanged, { reply: { includesAll: ["About", "Contact"], includesAny: ["Behind the scenes", "design process", "process post"] } }],
    note: "studio-dusk.jpg is in About's image-and-text section, Contact's gallery and is the design process post's cover.",
  },
  {
    id: "images-778",
    domain: "images",
    intent: "read",
    say: ['which images have `caption == ""`?'],
    expect: [unchanged, { reply: { includesAny: ["blue-coast", "blue coast", "coastline"] } }],
    note: "Only blue-coast.png has no caption.",
  },
  {
    id: "images-779",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "shop-front.jpg" } }, { image: { name: "candle-shelf.jpg", alt: "Three beeswax candles on a wooden shelf", caption: "New stock" } }],
    say: ["are any of my pictures missing the description thing for blind people?"],
    expect: [unchanged, { reply: { includesAny: ["shop-front"] } }],
    note: "The description for blind people is the alt text; only the given shop-front.jpg lacks one.",
  },
  {
    id: "images-780",
    domain: "images",
    intent: "refuse",
    say: ["Can you put the photo of the first page more big? In the mobile it looks very small."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "size"] } }],
    note: "No section or image setting controls a picture's size, so it says so and changes nothing.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-771",
    domain: "navigation",
    intent: "change",
    say: ["d/c Blog from top menu, pts never click it"],
    expect: [
      { anyOf: [[{ menu: "Blog", present: false }], [{ menu: "Blog", visible: false }]] },
      { menu: "Contact", present: true, visible: true },
    ],
    note: "'d/c' (discontinue) takes the link off the menu: removing it or hiding it both do that.",
  },
  {
    id: "navigation-772",
    domain: "navigation",
    intent: "change",
    say: ["In the menu, the Blog put it more to the left, before About."],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }],
  },
  {
    id: "navigation-773",
    domain: "navigation",
    intent: "change",
    say: ["Menu: for 'Contact' read 'Contact us'."],
    expect: [
      { menu: "Contact us", present: true, linksTo: "Contact", position: 3 },
      { menu: "Contact", present: false },
      { page: "Contact", exists: true },
    ],
    note: "The mark is on the menu link's label; the page keeps its title.",
  },
  {
    id: "navigation-774",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Annual Report", live: true, sections: [{ template: "text", content: { heading: "Annual Report", body: "Our year in numbers." } }] } }],
    say: ["The Board would like a link to the Annual Report page to be added to the website's menu, labelled 'Annual Report' and positioned immediately after 'About'."],
    expect: [{ menu: "Annual Report", present: true, linksTo: "Annual Report", position: 2 }, { menuOrder: ["Home", "About", "Annual Report", "Blog", "Contact"] }],
  },
  {
    id: "navigation-775",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Careers", live: true, sections: [{ template: "text", content: { heading: "Join our team", body: "We are hiring." } }] } }],
    say: ["Request you to add Careers in menu also, after Blog."],
    expect: [{ menu: "Careers", linksTo: "Careers", position: 3 }, { menuOrder: ["Home", "About", "Blog", "Careers", "Contact"] }],
  },
  {
    id: "navigation-776",
    domain: "navigation",
    intent: "change",
    say: ["nav:\n- rename `Blog` → `Journal`\n- move `Journal` to index 1"],
    expect: [{ menu: "Journal", linksTo: "/blog", position: 1 }, { menuOrder: ["Home", "Journal", "About", "Contact"] }],
    note: "Index 1 is the second place (0-based, as a developer counts).",
  },
  {
    id: "navigation-777",
    domain: "navigation",
    intent: "refuse",
    given: [
      { page: { title: "Leave Policy", live: true, sections: [{ template: "text", content: { body: "Staff get 25 days of leave a year." } }] } },
      { menuItem: { label: "Holiday List", url: "/holidays", parent: "About" } },
    ],
    say: ["Kindly put 'Leave Policy' in menu under Holiday List, which is itself under About."],
    expect: [unchanged, { reply: { includesAny: TWO_LEVELS } }],
    note: "Holiday List is already a sub-item and the menu has two levels, so a third is refused rather than put elsewhere.",
  },
  {
    id: "navigation-778",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Our team", live: true, sections: [{ template: "text", content: { heading: "Our team", body: "Four designers and developers." } }] } }],
    say: ["The link 'About' of the menu, I want that it sends to the page 'Our team' and not to About. The name stays the same."],
    expect: [{ menu: "About", linksTo: "Our team", position: 1 }, { page: "About", exists: true }],
    note: "Only where the link goes changes: its label and place stay, and the About page is kept.",
  },
  {
    id: "navigation-779",
    domain: "navigation",
    intent: "read",
    say: ["what's in the menu along the top, in order?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-771",
    domain: "settings",
    intent: "change",
    say: ["tagline → Family nursing care, close to home"],
    expect: [{ setting: "tagline", equals: "Family nursing care, close to home" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "settings-772",
    domain: "settings",
    intent: "change",
    say: ["The colour principal of the web I want it more dark green, this one: #1f3d2b"],
    expect: [{ setting: "themeColors.primary", equals: "#1f3d2b" }, { setting: "themeColors.accent", equals: DEMO.accent }],
    note: "'The colour principal' is the primary theme colour; the accent stays.",
  },
  {
    id: "settings-773",
    domain: "settings",
    intent: "change",
    say: ["Site tagline: for 'independent businesses' read 'independent shops'. No full stop."],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for independent shops" }],
  },
  {
    id: "settings-774",
    domain: "settings",
    intent: "change",
    say: ["Default SEO description (site-wide): for 'Calm, useful websites' read 'Calm, fast websites'. Page-level descriptions stet."],
    expect: [
      { setting: "seoDescription", equals: "Calm, fast websites for independent businesses." },
      { page: "Home", seoDescription: "A small design studio building calm, useful websites for independent businesses." },
    ],
    note: "The site-wide default changes in place, keeping its ending; 'stet' leaves the Home page's own description as it is.",
  },
  {
    id: "settings-775",
    domain: "settings",
    intent: "change",
    say: ["It is requested that the name of the website be amended to 'Northwind Studio Ltd' with immediate effect."],
    expect: [
      { setting: "name", equals: "Northwind Studio Ltd" },
      { setting: "name", equals: "Northwind Studio Ltd", in: "live" },
    ],
    note: "'With immediate effect' asks for the new name on the public site, so the settings are published too.",
  },
  {
    id: "settings-776",
    domain: "settings",
    intent: "change",
    say: ["Kindly change accent colour to #e4572e only. Do the needful at the earliest."],
    expect: [{ setting: "themeColors.accent", equals: "#e4572e" }, { setting: "themeColors.primary", equals: DEMO.primary }],
  },
  {
    id: "settings-777",
    domain: "settings",
    intent: "change",
    say: ['`socialLinks.push({label: "Bluesky", url: "https://bsky.app/profile/northwind.example"})`'],
    expect: [
      { setting: "socialLinks", includes: "Bluesky https://bsky.app/profile/northwind.example" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
    note: "push adds to the list: the two links already there stay.",
  },
  {
    id: "settings-778",
    domain: "settings",
    intent: "refuse",
    say: ["need a login for new receptionist Dana (dana@brookside.example), editor access pls. starts mon"],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, ...PERMISSION, "admin"] } }],
    note: "The assistant has no way to create accounts.",
  },
  {
    id: "settings-779",
    domain: "settings",
    intent: "read",
    say: ["what's the main colour on the site right now? need the code for the printer"],
    expect: [unchanged, { reply: { includesAny: [DEMO.primary] } }],
    note: "The primary colour is #35524a.",
  },
  {
    id: "settings-780",
    domain: "settings",
    intent: "read",
    say: ["are our instagram or facebook links on the site anywhere?"],
    expect: [unchanged, { reply: { includesAll: ["Mastodon", "GitHub"] } }],
    note: "Neither is there; the social links are Mastodon and GitHub, which a good answer names.",
  },
];

// ── Entries ────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-771",
    domain: "entries",
    intent: "change",
    say: ["new testimonial pls. quote: never waited more than 10 min, staff lovely. from: Joan Alvarez"],
    expect: [{ entry: { where: { author: "Joan Alvarez" } }, exists: true, dataIncludes: { quote: "never waited more than 10 min, staff lovely" } }],
    note: "The assistant picks the title, so the entry is found by its author.",
  },
  {
    id: "entries-772",
    domain: "entries",
    intent: "change",
    say: ["The opinion of the bakery, change the name of the person. Is not Priya Shah, is Priya Shah-Moreno."],
    expect: [{ entry: "Maple Bakery", dataIncludes: { author: "Priya Shah-Moreno", quote: "Our orders doubled after the new site went live." } }],
    note: "'The opinion of the bakery' is the Maple Bakery testimonial; only its author changes.",
  },
  {
    id: "entries-773",
    domain: "entries",
    intent: "change",
    say: ["The Board wishes the testimonial from Harbour Books to be withdrawn from the website, the company having since ceased trading."],
    expect: [{ entry: "Harbour Books", live: false }, { entry: "Maple Bakery", live: true }],
    note: "Withdrawn means visitors no longer see it: deleted, or held back and published.",
  },
  {
    id: "entries-774",
    domain: "entries",
    intent: "change",
    say: ["Kindly add one testimonial.\nName: Ramesh Iyer\nCompany: Iyer Textiles\nQuote: Very professional team, delivered before time.\nSame to be published."],
    expect: [
      {
        entry: { where: { author: "Ramesh Iyer" } },
        exists: true,
        live: true,
        dataIncludes: { company: "Iyer Textiles", quote: "Very professional team, delivered before time" },
      },
    ],
  },
  {
    id: "entries-775",
    domain: "entries",
    intent: "read",
    say: ["The Board would be grateful for confirmation of the clients whose testimonials presently appear on the website."],
    expect: [
      unchanged,
      { anyOf: [[{ reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }], [{ reply: { includesAll: ["Priya Shah", "Tom Okafor"] } }]] },
    ],
    note: "The clients can be named by company or by the person quoted.",
  },
  {
    id: "entries-776",
    domain: "entries",
    intent: "read",
    say: ["how many customer reviews are showing on the site?"],
    expect: [unchanged, { reply: { includesAny: ["2", "two", "both"] } }],
    note: "The two testimonials are live.",
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-771",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Opening hours", sections: [{ template: "text", content: { heading: "Opening hours", body: "Mon–Fri 8–6, Sat 9–12." } }] } }],
    say: ["Opening hours pg — is it live? if not, put it live pls"],
    expect: [{ page: "Opening hours", live: true, liveTextIncludes: ["Mon–Fri 8–6"] }],
    note: "The given page is a draft, so it is published.",
  },
  {
    id: "publishing-772",
    domain: "publishing",
    intent: "read",
    say: ["The Board would be grateful to be informed which items on the website have been prepared but not yet made public."],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection", "autumn post"] } }],
    note: "The autumn post is the only draft.",
  },
  {
    id: "publishing-773",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Pricing", url: "/pricing", live: false } }],
    say: ["ship both drafts: `publish([menu, posts/autumn-collection-colours-of-the-season])`"],
    expect: [{ menu: "Pricing", live: true }, { post: AUTUMN, live: true, status: "published" }],
    note: "The menu's draft holds the given Pricing link; the post is named by its slug.",
  },
  {
    id: "publishing-774",
    domain: "publishing",
    intent: "read",
    given: [{ settings: { tagline: "Handmade candles, poured in Leeds", live: false } }],
    say: ["did my new tagline go live yet??"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
    note: "The given tagline is saved in the settings' draft but not published.",
  },
  {
    id: "publishing-775",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "Notice of AGM", body: "The Annual General Meeting will be held on 14 May at 7 pm.", tags: ["news"] } }],
    say: ["It is requested that the notice of the Annual General Meeting be published on the blog forthwith."],
    expect: [{ post: "Notice of AGM", live: true, status: "published" }],
  },
];

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-771",
    domain: "search",
    intent: "read",
    say: ["which pgs say 'two working days'?"],
    expect: [unchanged, { reply: { includesAny: ["Home", "home page", "homepage"] } }],
    note: "Only the home page's call-to-action text says it.",
  },
  {
    id: "search-772",
    domain: "search",
    intent: "read",
    say: ["`grep -ri 'keyboard'` across pages + posts — where is it?"],
    expect: [unchanged, { reply: { includesAny: [WELCOME, "welcome post"] } }],
    note: "Only the welcome post's body mentions a keyboard.",
  },
  {
    id: "search-773",
    domain: "search",
    intent: "read",
    say: ["where on the site do we put our phone number?"],
    expect: [unchanged, { reply: { includesAny: ["Contact"] } }],
    note: "The number is in the Contact page's text.",
  },
  {
    id: "search-774",
    domain: "search",
    intent: "refuse",
    say: ["how many people visited the site last week?"],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "analytics", "no visitor", "don't track", "do not track"] } }],
    note: "The CMS keeps no visitor numbers.",
  },
];

// ── Several changes in one message ─────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-771",
    domain: "multi",
    intent: "change",
    say: ["Contact: hide from menu + unpublish the pg. phone only for now"],
    expect: [{ menu: "Contact", present: true, visible: false }, { page: "Contact", exists: true, live: false }],
    note: "She says hide, so the link stays in the list, hidden; the page becomes a draft, not deleted.",
  },
  {
    id: "multi-772",
    domain: "multi",
    intent: "change",
    say: ["Create one page called 'Prices' with a text that says 'Projects start from 1.500 €.' and put it in the menu after About."],
    expect: [
      { page: "Prices", exists: true, textIncludes: ["Projects start from 1.500 €"] },
      { menu: "Prices", linksTo: "Prices", position: 2 },
    ],
    note: "1.500 € is kept as she wrote it (a Spanish thousands separator).",
  },
  {
    id: "multi-773",
    domain: "multi",
    intent: "change",
    say: [
      "The Board has resolved as follows: (i) that the tagline of the website shall read 'A cooperative design studio since 2019'; (ii) that the link to Mastodon shall be removed from the website.",
    ],
    expect: [
      { setting: "tagline", equals: "A cooperative design studio since 2019" },
      { setting: "socialLinks", excludes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub https://github.example/northwind" },
    ],
    note: "The link to Mastodon is one of the social links; the GitHub one stays.",
  },
  {
    id: "multi-774",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Holiday List 2025", sections: [{ template: "text", content: { heading: "Holidays 2025", body: "1 Jan, 14 Mar, 15 Aug, 2 Oct, 25 Dec." } }] } }],
    say: ["Holiday List 2025 page is ready. Kindly publish the same and add in menu under About with name 'Holidays'."],
    expect: [
      { page: "Holiday List 2025", live: true },
      { menu: "Holidays", parent: "About", linksTo: "Holiday List 2025" },
    ],
  },
  {
    id: "multi-775",
    domain: "multi",
    intent: "change",
    say: ["- [ ] unpublish `Behind the scenes: our design process`\n- [ ] remove tag `design` from the autumn post"],
    expect: [
      { post: PROCESS, live: false, status: "draft" },
      { post: AUTUMN, tags: ["seasonal"] },
    ],
    note: "The design process post keeps its own design tag: the second item is about the autumn post only.",
  },
];

// ── Conversations that refer back ──────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-771",
    domain: "conversation",
    intent: "change",
    say: ["Contact pg - change heading Say hello → Book an appt", "actually make it Book an appointment. pts dont all know 'appt'"],
    expect: [{ page: "Contact", textIncludes: [exact("heading", "Book an appointment")], textExcludes: ["Say hello", exact("heading", "Book an appt")] }],
  },
  {
    id: "conversation-772",
    domain: "conversation",
    intent: "change",
    say: ["In the page of about, erase the second question of the FAQ.", "No wait, I was wrong. Erase better the first one and put back the second."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        textIncludes: [exact("question", FAQ_2), "Every site we build comes with an editor your whole team can use."],
        textExcludes: [FAQ_1, "six to ten weeks"],
      },
    ],
    note: "The second question comes back with its answer and the first goes.",
  },
  {
    id: "conversation-773",
    domain: "conversation",
    intent: "change",
    say: [
      "Home, closing box, heading: for 'Have a project in mind?' read 'Got a project in mind?'",
      "Same box, text: for 'two working days' read 'two business days'.",
      "Stet the heading — the original was right.",
    ],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("heading", "Have a project in mind?"), "two business days"],
        textExcludes: ["Got a project in mind?", "two working days"],
      },
    ],
    note: "'Stet' restores the heading's original wording; the change to the text stays.",
  },
  {
    id: "conversation-774",
    domain: "conversation",
    intent: "change",
    say: ["Welcome post, excerpt: for 'A fresh look' read 'A new look'.", "Same post, opening sentence of the body: for 'from scratch' read 'from the ground up'."],
    expect: [
      {
        post: WELCOME,
        excerptIncludes: ["A new look, faster pages"],
        bodyIncludes: ["We rebuilt our website from the ground up.", "Thanks for stopping by!"],
        bodyExcludes: ["from scratch"],
      },
    ],
  },
  {
    id: "conversation-775",
    domain: "conversation",
    intent: "change",
    say: [
      "The Board would like the FAQ on the About page to include the question 'Who owns the studio?', with the answer 'The studio is owned by its members.'",
      "Further to the above, it is requested that this question be placed first in the list.",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: '[{"question":"Who owns the studio?"' } }],
        textIncludes: [exact("answer", "The studio is owned by its members."), exact("question", FAQ_1), exact("question", FAQ_2)],
      },
    ],
    note: "The FAQ's items as JSON must start with the new question; the two questions already there stay.",
  },
  {
    id: "conversation-776",
    domain: "conversation",
    intent: "change",
    say: ["Is Contact page live?", "Ok. Kindly change the phone number there to +44 20 7946 0999 and revert."],
    expect: [
      {
        page: "Contact",
        textIncludes: ["+44 20 7946 0999", "[hello@northwind.example](mailto:hello@northwind.example)"],
        textExcludes: ["7946 0000"],
      },
    ],
    note: "'There' is the Contact page of the first turn; 'revert' means reply, not undo.",
  },
  {
    id: "conversation-777",
    domain: "conversation",
    intent: "change",
    say: ['home `featureGrid`: append `{title: "Hosting", description: "Managed hosting with daily backups."}`', "actually make it the first item, not the last"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: '[{"title":"Hosting"' } }],
        textIncludes: [exact("description", "Managed hosting with daily backups."), exact("title", "Design"), exact("title", "Build"), exact("title", "Care")],
      },
    ],
    note: "The features list as JSON must start with the new box; the three there stay.",
  },
  {
    id: "conversation-778",
    domain: "conversation",
    intent: "change",
    say: ['`themeColors.background = "#ffffff"`', 'and `themeColors.text = "#000000"`', "undo that last one"],
    expect: [
      { setting: "themeColors.background", equals: "#ffffff" },
      { setting: "themeColors.text", equals: "#1f2933" },
    ],
    note: "Only the text colour is undone; the background change of the first turn stays.",
  },
  {
    id: "conversation-779",
    domain: "conversation",
    intent: "change",
    say: ["what does the big button on the front page say?", "change it to Shop now"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaUrl: "/about" } }],
        textIncludes: [exact("ctaLabel", "Shop now")],
        textExcludes: ["See what we do"],
      },
    ],
    note: "'It' is the hero's button label, read in the first turn; where it links stays.",
  },
  {
    id: "conversation-780",
    domain: "conversation",
    intent: "change",
    say: ["is the autumn post live?", "ok put it live then"],
    expect: [{ post: AUTUMN, live: true, status: "published" }],
  },
  {
    id: "conversation-781",
    domain: "conversation",
    intent: "change",
    say: ["how many pages have I got?", "delete the contact one, we only do walk-ins now"],
    expect: [{ page: "Contact", inTrash: true }, { page: "Home", exists: true }, { page: "About", exists: true }],
  },
  {
    id: "conversation-782",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "old-banner.jpg", alt: "Last year's summer banner" } }],
    say: ["which pictures aren't used anywhere?", "bin it"],
    expect: [
      { image: "old-banner.jpg", inTrash: true },
      { image: "blue-coast.png", exists: true },
      { image: "autumn-valley.jpg", exists: true },
    ],
    note: "Only the given old-banner.jpg is unused (autumn-valley.jpg is the draft post's cover), so 'it' is that one.",
  },
  {
    id: "conversation-783",
    domain: "conversation",
    intent: "change",
    say: ["Put to the photo of the sunrise the caption 'Morning in the hills'.", "Do the same for the photo of the studio, with 'Evening at the studio'."],
    expect: [
      { image: "mountain-sunrise.jpg", caption: "Morning in the hills" },
      { image: "studio-dusk.jpg", caption: "Evening at the studio", alt: "Soft violet dusk over rolling hills" },
    ],
  },
  {
    id: "conversation-784",
    domain: "conversation",
    intent: "change",
    say: ["Kindly hide Blog from menu.", "Do the same for Contact also."],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { menu: "Contact", present: true, visible: false },
      { menu: "About", visible: true },
    ],
  },
  {
    id: "conversation-785",
    domain: "conversation",
    intent: "change",
    say: [
      "It is requested that the testimonial from Maple Bakery be amended so that the quotation reads: 'Our orders doubled within a month of launch.'",
      "The Board would further ask that the amended testimonial be made public.",
    ],
    expect: [{ entry: "Maple Bakery", live: true, dataIncludes: { quote: "Our orders doubled within a month of launch.", author: "Priya Shah" } }, { live: "changed" }],
    note: "The testimonial was already live; the public site changing is what shows the amended quote went out (no check reads an entry's published fields).",
  },
  {
    id: "conversation-786",
    domain: "conversation",
    intent: "change",
    say: ["swap Blog + Contact in top menu", "no, undo that. just rename Blog → News"],
    expect: [{ menuOrder: ["Home", "About", "News", "Contact"] }, { menu: "News", linksTo: "/blog" }],
    note: "The swap is undone, so the order is as before with Blog renamed.",
  },
];

// ── Vague requests ─────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-771",
    domain: "clarify",
    intent: "clarify",
    say: ["change the pic pls"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which picture, where, and to what: there are four and several places.",
  },
  {
    id: "clarify-772",
    domain: "clarify",
    intent: "clarify",
    say: ["For 'hills' read 'Downs'."],
    expect: [unchanged, { reply: { asksQuestion: true, includesAny: ["mountain-sunrise", "studio-dusk", "caption", "alt text", "alt"] } }],
    note: "'hills' appears in two pictures' alt texts and one caption, with no place marked; a question naming them is right.",
  },
  {
    id: "clarify-773",
    domain: "clarify",
    intent: "clarify",
    say: ["The Board would like the website to be brought into line with the decisions taken at last Thursday's meeting."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-774",
    domain: "clarify",
    intent: "clarify",
    say: ["Kindly change the heading as discussed and revert."],
    expect: [
      unchanged,
      {
        reply: {
          asksQuestion: true,
          includesAny: ["Websites that feel calm", "What we do", "Have a project in mind", "About us", "Where we work", "Questions we hear often", "Say hello", "Around the studio", "Home", "About", "Contact"],
        },
      },
    ],
    note: "No heading or new wording was given; a good question names the candidates.",
  },
];

// ── Off-topic ──────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-771",
    domain: "offtopic",
    intent: "offtopic",
    say: ["What hour is the best for to post in Instagram? For a studio of design."],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
  {
    id: "offtopic-772",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Kindly draft one leave application for 3 days for my staff member, personal reason."],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
];

export const TWENTYFOURTH_PASS_CASES: Case[] = [
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
