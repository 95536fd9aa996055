/**
 * Development set, fifth pass: 120 requests in voices none of the earlier passes used — a dentist's
 * receptionist afraid of breaking something, a wedding photographer writing in bursts with emoji, a
 * German speaker keeping German word order and false friends ("actual" for current, "become" for
 * get), someone dictating by voice with no punctuation and homophones, a copywriter pasting blocks
 * of text, an SEO specialist (meta description, H1, slug, canonical), a busy CEO on Slack ("@cms
 * can someone…"), someone writing chatbot-style prompts ("Act as… Task: …"), a very polite and
 * long-winded charity volunteer, a Spanish speaker, someone answering the assistant in follow-up
 * turns ("yes do it", "no the other one", "actually make it blue") and someone asking several
 * questions in one message. Written from the tools' descriptions, the section templates and the
 * demo seed only, without reading the offline model, its docs, its tests or the other passes.
 * About one message in six has a typo.
 */
import { unchanged, liveSame, cardShown, noCard, NOT_FOUND, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** Phrases of an answer that says the search found nothing. */
const NOTHING_FOUND = ["nothing", "no results", "no matches", "no match", "no mention", "doesn't mention", "does not mention", "isn't mentioned", "not mentioned", "none", ...NOT_FOUND];

/** Phrases of an answer that says something is not on the public site. */
const NOT_LIVE = ["draft", "not published", "isn't published", "unpublished", "not live", "isn't live", "not visible", "isn't visible", "not yet"];

/** The demo menu, top level, as seeded. */
const MENU = [...DEMO.menu];

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-951",
    domain: "pages",
    intent: "read",
    say: ["Hi, sorry, I'm new here and really don't want to break anything. Could you just tell me which pages we have on the website? I'm not changing anything yet."],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Contact"] } }],
  },
  {
    id: "pages-952",
    domain: "pages",
    intent: "read",
    say: ["What's the meta descripton on the homepage rn? Need to check the length before I rewrite it."],
    expect: [unchanged, { reply: { includesAny: ["A small design studio building calm, useful websites for independent businesses", "small design studio building calm"] } }],
  },
  {
    id: "pages-953",
    domain: "pages",
    intent: "change",
    say: ["Please make a new page with the name 'Preise'. It should first only a draft be, nobody may it see yet."],
    expect: [{ page: "Preise", exists: true, live: false }, liveSame],
    note: "German word order: a new draft page titled Preise, not published.",
  },
  {
    id: "pages-954",
    domain: "pages",
    intent: "change",
    say: ["create a new page called our team and make the web address slash team thnaks"],
    expect: [{ page: { titleIncludes: "team" }, exists: true, slug: "team", live: false }],
    note: "Dictated: 'slash team' is the slug /team; the title is the assistant's casing of 'our team'.",
  },
  {
    id: "pages-955",
    domain: "pages",
    intent: "change",
    say: ["Hola! Necesito cambiar el título de la página About a 'Sobre nosotros', por favor. La dirección puede quedar igual."],
    expect: [
      { page: "Sobre nosotros", exists: true, slug: "about" },
      { page: "About", exists: false },
    ],
    note: "Spanish: rename the About page to 'Sobre nosotros' and keep its address (/about).",
  },
  {
    id: "pages-956",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Careers", live: true, sections: [{ template: "text", content: { heading: "Join us", body: "We're hiring a junior developer." } }] } }],
    say: ["@cms can someone take teh Careers page down, we filled the role. don't delete it, just get it off the site"],
    expect: [{ page: "Careers", exists: true, live: false }],
  },
  {
    id: "pages-957",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Fete 2023", live: true, sections: [{ template: "text", content: { body: "Join us on the village green on 15 July 2023!" } }] } }],
    say: [
      "Good afternoon! I do hope you're keeping well. I'm one of the volunteers here and I've been asked, if it isn't too much trouble, to remove the old 'Summer Fete 2023' page entirely, as the event is long past and it's only confusing people who find it. Thank you ever so much for your help, it really is appreciated.",
    ],
    expect: [{ page: "Summer Fete 2023", inTrash: true }, { page: "About", exists: true, live: true }, cardShown],
  },
  {
    id: "pages-958",
    domain: "pages",
    intent: "change",
    say: ["Set the canonical slug for the Contact page to 'contact-us' and give it an SEO title of 'Contact Northwind Studio | Design Studio'. Don't touch the H1."],
    expect: [
      { page: "Contact", slug: "contact-us", seoTitle: "Contact Northwind Studio | Design Studio", textIncludes: ["Say hello"] },
      { page: "Home", slug: "home" },
    ],
    note: "There is no canonical field: the page's slug is what the specialist means. The H1 (the 'Say hello' heading) stays.",
  },
  {
    id: "pages-959",
    domain: "pages",
    intent: "refuse",
    say: ["Add a rel=canonical pointing to https://northwind.example/about and set the About page to noindex, nofollow please."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "no setting", "no field", "isn't a setting", "not a setting", "only the SEO title", "SEO title and description"] } }],
    note: "Pages have a title, slug, SEO title and SEO description only: no canonical or robots setting.",
  },
  {
    id: "pages-960",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Pricing" } }],
    say: ["how many pages are there, which of them are live, and does the About page have an SEO title?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["4", "four"] } },
      { reply: { includesAll: ["Pricing"] } },
      { reply: { includesAny: ["no SEO title", "doesn't have an SEO title", "does not have an SEO title", "has no SEO title", "not set", "isn't set", "no title", "empty", "none", "doesn't have one", "does not have one"] } },
    ],
    note: "Four pages (Pricing is a draft); About has an SEO description but no SEO title.",
  },
  {
    id: "pages-961",
    domain: "pages",
    intent: "read",
    say: ["quick q 📸 is the contact page actually live?? a client says they can't find it 😅"],
    expect: [
      unchanged,
      { reply: { includesAny: ["yes", "is live", "it's live", "is published", "it's published", "visible", "/contact"], excludes: ["not live", "isn't live", "not published", "isn't published"] } },
    ],
  },
  {
    id: "pages-962",
    domain: "pages",
    intent: "change",
    say: [
      "Act as my web editor.\nTask: create a draft page titled 'Accessibility Statement'.\nConstraints: slug must be 'accessibility'; SEO description: 'How we make our website usable for everyone.'; do not publish.\nOutput: confirm when done.",
    ],
    expect: [{ page: "Accessibility Statement", exists: true, slug: "accessibility", seoDescription: "How we make our website usable for everyone.", live: false }, liveSame],
  },
  {
    id: "pages-963",
    domain: "pages",
    intent: "read",
    say: ["Under which address can one find the About page? And is it actual online?"],
    expect: [unchanged, { reply: { includesAny: ["/about"] } }],
    note: "German false friend: 'actual' means 'currently'. The address is /about.",
  },
];

// ── Sections ──────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-951",
    domain: "sections",
    intent: "read",
    say: ["Sorry to bother you — what does the big banner at the top of the home page say at the moment? I only want to read it, please don't change it."],
    expect: [unchanged, { reply: { includesAny: ["Websites that feel calm and work hard"] } }],
  },
  {
    id: "sections-952",
    domain: "sections",
    intent: "change",
    say: [
      "Replace the About us text with this, word for word:\n\nNorthwind Studio is a small team of designers and developers in the north of England.\n\nWe have built calm, fast websites for independent businesses since 2019 — bakeries, bookshops, architects and one very particular cheese shop.",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "text", fields: { body: "very particular cheese shop" } }],
        textIncludes: ["north of England", "Where we work"],
        textExcludes: ["team of four designers"],
      },
    ],
  },
  {
    id: "sections-953",
    domain: "sections",
    intent: "change",
    given: [{ page: { title: "Weddings", sections: [{ template: "text", content: { heading: "Weddings", body: "Relaxed, documentary wedding photography." } }] } }],
    say: ["add a galery to the Weddings page!! 📸 use the coast one + the sunrise one ✨"],
    expect: [{ page: "Weddings", sectionTemplates: ["text", "gallery"], textIncludes: ["blue-coast.png", "mountain-sunrise.jpg", "documentary wedding"] }],
  },
  {
    id: "sections-954",
    domain: "sections",
    intent: "change",
    say: ["The FAQ on the About page should become one more question: 'Do you also make online shops?' – answer: 'Yes, small shops with up to 200 products.'"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "online shops" } }],
        textIncludes: ["200 products", "How long does a website take", "Can we edit the site ourselves"],
        sectionCount: 3,
      },
    ],
    note: "German false friend: 'become' means 'get' — one question is added, the two there stay.",
  },
  {
    id: "sections-955",
    domain: "sections",
    intent: "change",
    say: ["on the about page move the questions section up to the top so its the first thing people sea"],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"] }],
    note: "Dictated: 'sea' is 'see'; the FAQ goes first, the others keep their order.",
  },
  {
    id: "sections-956",
    domain: "sections",
    intent: "change",
    say: ["@cms pls get rid of the 'What we do' block on the homepage, marketing says it's stale"],
    expect: [{ page: "Home", sectionTemplates: ["hero", "cta"], textIncludes: ["Websites that feel calm"] }, liveSame],
  },
  {
    id: "sections-957",
    domain: "sections",
    intent: "change",
    say: [
      "Act as a senior content editor. Task: add a call-to-action section at the end of the About page. Heading: 'Ready to talk?'. Button: 'Book a call' linking to /contact. Rules: do not modify the other sectons.",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Ready to talk?", buttonLabel: "Book a call", buttonUrl: "/contact" } }],
        textIncludes: ["team of four designers"],
      },
    ],
  },
  {
    id: "sections-958",
    domain: "sections",
    intent: "change",
    say: [
      "Hello there, I hope this message finds you well. Our coordinator has asked whether the Contact page could please have the opening times changed from 'weekdays 9–5' to 'Monday to Saturday, 10–4', as we've recently extended our volunteer rota. Everything else on that page should stay just as it is, the email address and the telephone number especially. Many thanks indeed, and do have a lovely day.",
    ],
    expect: [
      {
        page: "Contact",
        sectionTemplates: ["text", "gallery"],
        textIncludes: ["Monday to Saturday", "hello@northwind.example", "7946 0000"],
        textExcludes: ["weekdays 9–5"],
      },
    ],
  },
  {
    id: "sections-959",
    domain: "sections",
    intent: "read",
    say: ["how many sections does the About page have, what kind is the second one, and which picture does it use?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["3", "three"] } },
      { reply: { includesAny: ["image and text", "imageText", "image & text", "image with text", "image-and-text", "Where we work"] } },
      { reply: { includesAny: ["studio-dusk", "studio-dusk.jpg", "Soft violet dusk over rolling hills", "Our studio at dusk"] } },
    ],
  },
  {
    id: "sections-960",
    domain: "sections",
    intent: "change",
    say: ["chnage the faq answer about how long a website takes to 'Most projects take eight to twelve weeks.'"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "eight to twelve weeks" } }],
        textIncludes: ["How long does a website take", "Can we edit the site ourselves"],
        textExcludes: ["six to ten weeks"],
      },
    ],
  },
  {
    id: "sections-961",
    domain: "sections",
    intent: "change",
    say: [
      "New section for Home, right after the banner please. Copy below:\n\nHeading: Trusted by 40+ local businesses\nText: From bakeries to bookshops, we help independent businesses look as good online as they do on the high street.",
    ],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "text", "featureGrid", "cta"],
        sections: [{ template: "text", fields: { heading: "Trusted by 40+ local businesses", body: "as good online as they do on the high street" } }],
      },
    ],
    note: "A heading and a paragraph with no image or button: a text section, second on the page.",
  },
  {
    id: "sections-962",
    domain: "sections",
    intent: "read",
    say: ["¿Qué preguntas hay en el FAQ de la página About?"],
    expect: [unchanged, { reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }],
    note: "The questions are quoted as written (in English), whatever language the answer is in.",
  },
];

// ── Posts ─────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-951",
    domain: "posts",
    intent: "read",
    say: ["Could you please tell me which blog posts people can see right now? I only want to look, thank you."],
    expect: [unchanged, { reply: { includesAll: ["Welcome to our new website", "Behind the scenes"] } }],
  },
  {
    id: "posts-952",
    domain: "posts",
    intent: "change",
    say: ["new blog post 🎉 title: 'Anna & Tom at Lake Bled' — tag it weddings + slovenia, keep it draft for now pls, I'll add pics latr 💍"],
    expect: [{ post: "Anna & Tom at Lake Bled", exists: true, status: "draft", live: false, tags: ["weddings", "slovenia"] }, liveSame],
  },
  {
    id: "posts-953",
    domain: "posts",
    intent: "change",
    say: ["The post about the autumn collection should the tag 'seasonal' lose and instead 'autumn' become."],
    expect: [{ post: AUTUMN, tags: ["design", "autumn"], status: "draft" }],
    note: "German word order and 'become' for 'get': swap the tag seasonal for autumn, keep design.",
  },
  {
    id: "posts-954",
    domain: "posts",
    intent: "change",
    say: [
      "Use this as the body of the draft autumn post, replacing what's there:\n\n## Our autumn palette\n\nBurnt orange, deep plum and moss green. We are pairing them with warm off-white backgrounds and plenty of space.\n\n- Burnt orange #d9622b\n- Moss green #5b6b3a",
    ],
    expect: [{ post: AUTUMN, status: "draft", bodyIncludes: ["Our autumn palette", "deep plum", "Moss green #5b6b3a"], bodyExcludes: ["This draft collects"], tagsInclude: ["design", "seasonal"] }],
  },
  {
    id: "posts-955",
    domain: "posts",
    intent: "change",
    say: ["Change the slug of the ‘Behind the scenes’ post to ‘web-design-process’ — better keyword targeting. 301s are handled elsewhere."],
    expect: [{ post: PROCESS, slug: "web-design-process" }, { post: WELCOME, slug: "welcome-to-our-new-website" }],
  },
  {
    id: "posts-956",
    domain: "posts",
    intent: "change",
    say: ["can someone archive the welcome post, it's ancient"],
    expect: [{ post: WELCOME, exists: true, status: "archived", live: false }, { post: PROCESS, live: true }],
  },
  {
    id: "posts-957",
    domain: "posts",
    intent: "read",
    say: ["Sorry, probably a silly question — is the Autumn collection post visible to people yet, or is it still only for us?"],
    expect: [unchanged, { reply: { includesAny: [...NOT_LIVE, "only visible to", "only for you", "only you"] } }],
  },
  {
    id: "posts-958",
    domain: "posts",
    intent: "read",
    say: ["who wrote the design process post, is it published, and what tags does it have?"],
    expect: [unchanged, { reply: { includesAny: ["Eddie", "Eddie Editor"] } }, { reply: { includesAny: DESIGN_PROCESS_TAGS } }],
    note: "The demo posts were written by Eddie Editor; the process post is published with tags process and design.",
  },
  {
    id: "posts-959",
    domain: "posts",
    intent: "change",
    say: [
      "Dear team, would it be at all possible to change the cover picture on the 'Welcome to our new website' post? The trustees feel the coastline photograph would be rather more fitting than the sunrise one. There's no rush at all, and thank you kindly.",
    ],
    expect: [{ post: WELCOME, coverImage: "blue-coast.png", exists: true }, { image: "mountain-sunrise.jpg", exists: true }],
  },
  {
    id: "posts-960",
    domain: "posts",
    intent: "change",
    say: ["delte the autumn draft post, we're not doing it this year"],
    expect: [{ post: AUTUMN, inTrash: true }, { post: WELCOME, exists: true }, { post: PROCESS, exists: true }],
  },
  {
    id: "posts-961",
    domain: "posts",
    intent: "read",
    say: ["how many blog posts do we have all together including the drafts"],
    expect: [unchanged, { reply: { includesAny: ["3", "three"] } }],
  },
  {
    id: "posts-962",
    domain: "posts",
    intent: "refuse",
    say: ["Oh no, I think I deleted a blog post about our new logo by accident yesterday. Is there any way you could bring it back from the bin? I'm so sorry."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, ...NOT_FOUND, "trash"] } }],
    note: "No such post exists, in the trash or out of it: the assistant looks and says so.",
  },
];

// ── Images ────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-951",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ["Sorry, could you tell me which of our pictures are missing their alt text? I read that it matters for blind visitors and I'd hate to get it wrong."],
    expect: [unchanged, { reply: { includesAll: ["team-photo"] } }],
  },
  {
    id: "images-952",
    domain: "images",
    intent: "change",
    say: ["Image SEO: set the alt on blue-coast.png to \"Blue coastline with green headlands near our studio\"."],
    expect: [{ image: "blue-coast.png", alt: "Blue coastline with green headlands near our studio" }, { image: "studio-dusk.jpg", alt: "Soft violet dusk over rolling hills" }],
  },
  {
    id: "images-953",
    domain: "images",
    intent: "change",
    say: ["the sunrise pic needs a captoin ☀️ → 'Golden hour, Lake District'"],
    expect: [{ image: "mountain-sunrise.jpg", caption: "Golden hour, Lake District", alt: "Layered hills under a warm sunrise sky" }],
  },
  {
    id: "images-954",
    domain: "images",
    intent: "change",
    say: ["Please the picture 'autumn-valley.jpg' delete, we use it not more."],
    expect: [{ image: "autumn-valley.jpg", inTrash: true }, { image: "blue-coast.png", exists: true }, cardShown],
  },
  {
    id: "images-955",
    domain: "images",
    intent: "change",
    say: ["on the home page banner use the picture of the blue coast instead of the mountians"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png", heading: "Websites that feel calm and work hard" } }] }],
  },
  {
    id: "images-956",
    domain: "images",
    intent: "change",
    say: ["@cms swap the dusk studio photo for the coast one everywhere it's used pls"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "blue-coast.png" } }] },
      { post: PROCESS, coverImage: "blue-coast.png" },
      { page: "Contact", textExcludes: ["studio-dusk.jpg"] },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "Replace everywhere: the About image, the process post's cover and the Contact gallery; the photo itself stays in the library.",
  },
  {
    id: "images-957",
    domain: "images",
    intent: "read",
    say: ["how many images are in the library, and which ones are in the gallery on the Contact page?"],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }, { reply: { includesAny: ["blue-coast", "coastline"] } }, { reply: { includesAny: ["studio-dusk", "dusk"] } }],
  },
  {
    id: "images-958",
    domain: "images",
    intent: "refuse",
    say: ["can u upload the 40 pics from my laptop folder 'Kowalski wedding' 📁 into the library? thx!!"],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "media library page", "upload them yourself", "upload them in"] } }],
    note: "The assistant cannot reach files on the person's computer; uploading happens in the media library.",
  },
  {
    id: "images-959",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ["Alt text for the new team photo, paste exactly:\n\nFour of us laughing around a big table covered in paper sketches."],
    expect: [{ image: "team-photo.jpg", altIncludes: ["Four of us laughing around a big table covered in paper sketches"] }, { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" }],
  },
  {
    id: "images-960",
    domain: "images",
    intent: "read",
    say: ["¿Qué texto alternativo tiene la imagen studio-dusk.jpg?"],
    expect: [unchanged, { reply: { includesAny: ["Soft violet dusk over rolling hills"] } }],
  },
];

// ── Navigation ────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-951",
    domain: "navigation",
    intent: "read",
    say: ["I'm a bit nervous about the menu. Can you just tell me what's in it right now, in order? I won't change anything."],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
  {
    id: "navigation-952",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Weddings", live: true, sections: [{ template: "text", content: { body: "Relaxed, documentary wedding photography." } }] } }],
    say: ["add 'Weddings' to the menu → pointing at the weddings page 💒 put it right after Home"],
    expect: [{ menu: "Weddings", linksTo: "Weddings", parent: null }, { menuOrder: ["Home", "Weddings", "About", "Blog", "Contact"] }],
  },
  {
    id: "navigation-953",
    domain: "navigation",
    intent: "change",
    say: ["The menu point ‘Blog’ should in future be called ‘News’."],
    expect: [{ menu: "News", present: true, linksTo: "/blog", position: 2 }, { menu: "Blog", present: false }],
  },
  {
    id: "navigation-954",
    domain: "navigation",
    intent: "change",
    say: ["hide the blog link in the menu for now we dont have enough posts yet"],
    expect: [{ menu: "Blog", present: true, visible: false }, { menu: "About", visible: true }],
  },
  {
    id: "navigation-955",
    domain: "navigation",
    intent: "change",
    say: ["@cms Contact first in the nav pls, people can't find it"],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }],
  },
  {
    id: "navigation-956",
    domain: "navigation",
    intent: "change",
    say: ["Add an external link to our Google Business Profile in the main nav: anchor text 'Reviews', URL https://g.page/northwind-studio"],
    expect: [{ menu: "Reviews", present: true, linksTo: "https://g.page/northwind-studio", parent: null }, { menu: "Contact", present: true }],
  },
  {
    id: "navigation-957",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Volunteering", live: true, sections: [{ template: "text", content: { body: "We always need friendly faces on a Saturday." } }] } }],
    say: [
      "Hello! I wonder if you could possibly help me. Would it be possible to put 'Volunteer with us' into the menu, sitting underneath 'About', and taking people to our Volunteering page? I'd be ever so grateful, thank you so much.",
    ],
    expect: [{ menu: "Volunteer with us", parent: "About", linksTo: "Volunteering" }, { menuOrder: MENU }],
  },
  {
    id: "navigation-958",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Shop", url: "https://shop.example.com", visible: false } }],
    say: ["what does each menu item link to, and are any of them hidden?"],
    expect: [unchanged, { reply: { includesAll: ["Shop", "/blog"] } }, { reply: { includesAny: ["hidden", "not visible", "invisible", "not shown"] } }],
  },
  {
    id: "navigation-959",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Old Shop", url: "https://shop.example.com" } }],
    say: ["remvoe the 'Old Shop' link from the menu"],
    expect: [{ menu: "Old Shop", present: false }, { menuOrder: MENU }],
  },
  {
    id: "navigation-960",
    domain: "navigation",
    intent: "read",
    say: ["wher does the Blog link in the menue go to?"],
    expect: [unchanged, { reply: { includesAny: ["/blog"] } }],
  },
];

// ── Settings ──────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-951",
    domain: "settings",
    intent: "read",
    say: ["Just checking, what's the site's tagline at the moment? I don't want to edit it, only to read it out to my manager."],
    expect: [unchanged, { reply: { includesAny: ["Calm, useful websites for independent businesses"] } }],
  },
  {
    id: "settings-952",
    domain: "settings",
    intent: "change",
    say: ["can we make the accent colour a dusty pink?? 🌸 like #d8a7b1"],
    expect: [
      { setting: "themeColors.accent", equals: "#d8a7b1" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "settings-953",
    domain: "settings",
    intent: "change",
    say: ["Our actual tagline is old. Please change it to “Websites for small businesses in Hamburg”."],
    expect: [{ setting: "tagline", equals: "Websites for small businesses in Hamburg" }, { setting: "name", equals: "Northwind Studio" }],
    note: "German false friend: 'actual' means the current tagline.",
  },
  {
    id: "settings-954",
    domain: "settings",
    intent: "change",
    say: [
      "Default meta title → 'Northwind Studio | Web Design for Independent Businesses' and default meta description → 'Calm, fast, accessible websites for independent businesses. Based in the UK.'",
    ],
    expect: [
      { setting: "seoTitle", equals: "Northwind Studio | Web Design for Independent Businesses" },
      { setting: "seoDescription", equals: "Calm, fast, accessible websites for independent businesses. Based in the UK." },
      { page: "Home", seoTitle: "Northwind Studio — calm, useful websites" },
    ],
    note: "The site-wide defaults, not the home page's own SEO fields.",
  },
  {
    id: "settings-955",
    domain: "settings",
    intent: "change",
    say: ["@cms add our Linkedin to the socails: https://www.linkedin.com/company/northwind-studio"],
    expect: [
      { setting: "socialLinks", includes: "linkedin.com/company/northwind-studio" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
  {
    id: "settings-956",
    domain: "settings",
    intent: "change",
    say: ["Act as a brand manager. Task: set the primary colour to navy (#1e3a8a). Constraint: do not change any other colour."],
    expect: [
      { setting: "themeColors.primary", equals: "#1e3a8a" },
      { setting: "themeColors.accent", equals: DEMO.accent },
      { setting: "themeColors.background", equals: "#fbfaf7" },
      { setting: "themeColors.text", equals: "#1f2933" },
    ],
  },
  {
    id: "settings-957",
    domain: "settings",
    intent: "change",
    given: [{ image: { name: "logo-mar.png", alt: "Northwind logo" } }],
    say: ["Pon como logo la imagen 'logo-mar.png', por favor."],
    expect: [{ setting: "logoImageId", equals: "logo-mar.png" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "settings-958",
    domain: "settings",
    intent: "read",
    say: ["what colours is the site using, is there a logo, and which social links are set?"],
    expect: [
      unchanged,
      { reply: { includesAll: ["#35524a", "#d9622b"] } },
      { reply: { includesAll: ["Mastodon", "GitHub"] } },
      { reply: { includesAny: ["no logo", "not set", "isn't set", "none", "doesn't have a logo", "does not have a logo", "there is no", "there's no", "no image"] } },
    ],
  },
  {
    id: "settings-959",
    domain: "settings",
    intent: "read",
    given: [{ settings: { seoTitle: "Northwind Studio | Calm websites" } }],
    say: ["What's the site-wide default meta title at the moment? Want to check it before the audit."],
    expect: [unchanged, { reply: { includesAny: ["Northwind Studio | Calm websites"] } }],
  },
  {
    id: "settings-960",
    domain: "settings",
    intent: "refuse",
    as: "viewer",
    say: ["Hi, I'm only helping out at the front desk today — please could you change the site name to just 'Northwind'?"],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "A viewer may read but not change anything.",
  },
  {
    id: "settings-961",
    domain: "settings",
    intent: "change",
    say: ["Um, the GitHub link in our social links is out of date and I've been told to remove it. Pleaes only remove that one, I really don't want to lose the Mastodon one!"],
    expect: [
      { setting: "socialLinks", excludes: "GitHub" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
    ],
  },
  {
    id: "settings-962",
    domain: "settings",
    intent: "refuse",
    say: ["@cms can someone give our new intern Sam editor access to the CMS? sam@northwind.example"],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "admin", "administrator"] } }],
    note: "The assistant has no tool that manages users; an admin does that in the dashboard.",
  },
];

// ── Entries ───────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-951",
    domain: "entries",
    intent: "read",
    say: ["What testimonials have we got on the site? I just want to read them, not change anything, sorry."],
    expect: [unchanged, { reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }],
  },
  {
    id: "entries-952",
    domain: "entries",
    intent: "change",
    say: [
      "Add this testimonial please:\n\n“They understood what a small charity needs — a site our volunteers can update without calling anyone.”\n— Grace Mensah, Riverside Food Bank",
    ],
    expect: [
      { entry: { where: { quote: "small charity needs" } }, exists: true, dataIncludes: { author: "Grace Mensah", company: "Riverside Food Bank" } },
      { entry: "Maple Bakery", exists: true },
    ],
    note: "The assistant picks the entry's title; the quote, author and company go in their fields.",
  },
  {
    id: "entries-953",
    domain: "entries",
    intent: "change",
    say: ["The testimonial from Harbour Books has a false name. The author is not Tom Okafor but Thomas Okafor. Please correct it."],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Thomas Okafor", quote: "Finally a website our whole team can update" } }],
  },
  {
    id: "entries-954",
    domain: "entries",
    intent: "change",
    say: ["@cms bin the Maple Bakery testimonal, they closed down"],
    expect: [{ entry: "Maple Bakery", inTrash: true }, { entry: "Harbour Books", exists: true, live: true }],
  },
  {
    id: "entries-955",
    domain: "entries",
    intent: "read",
    say: ["which collections do we have, how many testimonials are in it, and who said 'Finally a website our whole team can update'?"],
    expect: [unchanged, { reply: { includesAny: ["Testimonials"] } }, { reply: { includesAny: ["2", "two"] } }, { reply: { includesAny: ["Tom Okafor", "Okafor"] } }],
  },
  {
    id: "entries-956",
    domain: "entries",
    intent: "change",
    say: ["new testimonial 💕 quote: 'Every photo made us cry (the good way)' by Jess Patel, no company. pls put it live on the site too ✨"],
    expect: [{ entry: { where: { quote: "Every photo made us cry" } }, exists: true, live: true, dataIncludes: { author: "Jess Patel" } }],
  },
  {
    id: "entries-957",
    domain: "entries",
    intent: "change",
    say: ["change the maple bakery quote to our orders tripled after the new site went live"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "orders tripled", author: "Priya Shah" } }],
  },
  {
    id: "entries-958",
    domain: "entries",
    intent: "read",
    say: [
      "Good morning! I hope you don't mind me asking, but could you kindly let me know whether the Maple Bakery testimonial is actually showing on the public website at the moment, or whether it's still waiting for someone to approve it? Thank you so much in advance.",
    ],
    expect: [
      unchanged,
      { reply: { includesAny: ["published", "live", "on the site", "visible", "showing", "yes"], excludes: ["not published", "isn't published", "not live", "isn't live", "not showing"] } },
    ],
  },
  {
    id: "entries-959",
    domain: "entries",
    intent: "change",
    say: ["Añade un testimonio: título 'Café Luna', cita 'Ahora nuestros clientes reservan mesa online.', autor 'Lucía Gómez', empresa 'Café Luna'."],
    expect: [{ entry: "Café Luna", exists: true, dataIncludes: { quote: "reservan mesa online", author: "Lucía Gómez", company: "Café Luna" } }],
  },
];

// ── Publishing ────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-951",
    domain: "publishing",
    intent: "change",
    say: ["publish the autumn post its ready now"],
    expect: [{ post: AUTUMN, live: true, status: "published" }, { page: "Home", live: true }, cardShown],
  },
  {
    id: "publishing-952",
    domain: "publishing",
    intent: "read",
    given: [{ post: { title: "New opening hours", body: "From March we are open on Saturdays too." } }],
    say: ["Before I touch anything — is there something that hasn't gone live yet? I'm worried I left something half done yesterday."],
    expect: [unchanged, { reply: { includesAll: ["New opening hours"] } }],
  },
  {
    id: "publishing-953",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { body: "Plans from £900." } }] } }],
    say: ["@cms push everything live"],
    cards: "deny",
    expect: [liveSame, cardShown, { page: "Pricing", exists: true, live: false }],
    note: "The CEO turns the card down: nothing goes live and the draft stays.",
  },
  {
    id: "publishing-954",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Team", sections: [{ template: "text", content: { heading: "The team", body: "Four people, one studio." } }] } }],
    say: ["Please the page 'Team' publish, it is now finished."],
    expect: [{ page: "Team", live: true, liveTextIncludes: ["Four people, one studio"] }, { post: AUTUMN, live: false }],
  },
  {
    id: "publishing-955",
    domain: "publishing",
    intent: "change",
    say: ["Update the About page meta description to 'Meet the four people behind Northwind Studio.' and push it live."],
    expect: [{ page: "About", seoDescription: "Meet the four people behind Northwind Studio.", live: true }, { live: "changed" }, { post: AUTUMN, live: false }],
  },
  {
    id: "publishing-956",
    domain: "publishing",
    intent: "change",
    say: ["take the process post offline for a bti pls 🙈 NOT delete!!"],
    expect: [{ post: PROCESS, exists: true, live: false }, { post: WELCOME, live: true }],
  },
  {
    id: "publishing-957",
    domain: "publishing",
    intent: "refuse",
    say: ["Act as my publishing assistant. Task: schedule the Autumn collection post to go live next Monday at 09:00. Constraint: it must not be visible before then."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "No tool schedules a release; publishing now would break the constraint.",
  },
  {
    id: "publishing-958",
    domain: "publishing",
    intent: "change",
    say: ["unpublsh the Contact page until we fix the phone number"],
    expect: [{ page: "Contact", exists: true, live: false }, { page: "About", live: true }, { menu: "Contact", present: true }],
  },
  {
    id: "publishing-959",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Price List", sections: [{ template: "text", content: { body: "Full day from £1,800." } }] } }],
    say: ["is everything live now?? 🙏 about to send the link to a client 😬"],
    expect: [unchanged, { reply: { includesAll: ["Price List"] } }],
  },
];

// ── Search ────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-951",
    domain: "search",
    intent: "read",
    say: ["Is our phone number written anywhere on the site? I just need to check it's the right one, I won't change it."],
    expect: [unchanged, { reply: { includesAny: ["7946 0000", "Contact"] } }],
  },
  {
    id: "search-952",
    domain: "search",
    intent: "read",
    say: ["Which pages mention the keyword 'accessible'? Doing a keyword audit."],
    expect: [unchanged, { reply: { includesAll: ["Home"] } }],
    note: "Only the home page's feature grid says 'accessible'.",
  },
  {
    id: "search-953",
    domain: "search",
    intent: "read",
    say: ["Where on the website stands the word 'bakery'?"],
    expect: [unchanged, { reply: { includesAny: ["Maple Bakery", "testimonial"] } }],
  },
  {
    id: "search-954",
    domain: "search",
    intent: "read",
    say: ["search the site for anything about cheese"],
    expect: [unchanged, { reply: { includesAny: NOTHING_FOUND } }],
  },
  {
    id: "search-955",
    domain: "search",
    intent: "read",
    given: [{ post: { title: "Sofia & Marco, Lake Como", status: "published", tags: ["weddings"], body: "A September wedding on the shores of Lake Como." } }],
    say: ["did i already write a post about lake como?? 🤔 can't remember lol"],
    expect: [unchanged, { reply: { includesAll: ["Sofia"] } }],
  },
  {
    id: "search-956",
    domain: "search",
    intent: "read",
    say: ["does any page talk about pricing, and is there a blog post about how we work?"],
    expect: [unchanged, { reply: { includesAll: ["Behind the scenes"] } }, { reply: { includesAny: NOTHING_FOUND } }],
  },
  {
    id: "search-957",
    domain: "search",
    intent: "read",
    say: ["@cms anything on the site still saying 2019? we're rebrandign"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
  },
  {
    id: "search-958",
    domain: "search",
    intent: "read",
    say: ["¿En qué página aparece 'two working days'?"],
    expect: [unchanged, { reply: { includesAny: ["Home", "homepage", "home page"] } }],
  },
  {
    id: "search-959",
    domain: "search",
    intent: "read",
    say: ["Does this exact sentence appear anywhere on the site? I'd like to reuse it in a brochure:\n\n“No pop-ups fighting for attention”"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
  },
];

// ── Multi-step ────────────────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-951",
    domain: "multi",
    intent: "change",
    say: [
      "Act as my web editor.\nTasks:\n1) Create a page 'Workshops' with a text section — heading 'Learn with us', body 'Monthly workshops on building and caring for your website.'\n2) Add it to the menu right after About.\n3) Publish both.\nConstraints: don't touch the other pages.",
    ],
    expect: [
      { page: "Workshops", live: true, liveTextIncludes: ["Monthly workshops"] },
      { menu: "Workshops", linksTo: "Workshops", live: true },
      { menuOrder: ["Home", "About", "Workshops", "Blog", "Contact"] },
      { page: "About", sectionCount: 3 },
    ],
  },
  {
    id: "multi-952",
    domain: "multi",
    intent: "change",
    say: ["ok so 💍\n1. new post 'Mia & Leo — barn wedding' tagged weddings\n2. cover = the autumn valley pic 🍂\n3. publish it!!"],
    expect: [{ post: { titleIncludes: "Mia & Leo" }, live: true, coverImage: "autumn-valley.jpg", tagsInclude: ["weddings"] }, { post: AUTUMN, live: false }],
  },
  {
    id: "multi-953",
    domain: "multi",
    intent: "change",
    say: ["Please: the page 'Contact' shall get the title 'Kontakt', and in the menu the point shall also be called 'Kontakt'."],
    expect: [
      { page: "Kontakt", exists: true },
      { page: "Contact", exists: false },
      { menu: "Kontakt", present: true, linksTo: "Kontakt" },
      { menu: "Contact", present: false },
    ],
  },
  {
    id: "multi-954",
    domain: "multi",
    intent: "change",
    say: ["@cms two things: kill the Autumn draft and hide Blog from teh nav. thx"],
    expect: [{ post: AUTUMN, inTrash: true }, { menu: "Blog", present: true, visible: false }, { post: WELCOME, exists: true }],
  },
  {
    id: "multi-955",
    domain: "multi",
    intent: "change",
    say: [
      "Hello again, and thank you for your patience with me. Two small things, if I may: firstly, could the tagline please read 'Helping local charities online'; and secondly, would it be possible for the Harbour Books testimonial to be removed, as they have asked us to take it down? With warmest thanks.",
    ],
    expect: [{ setting: "tagline", equals: "Helping local charities online" }, { entry: "Harbour Books", inTrash: true }, { entry: "Maple Bakery", exists: true }],
  },
  {
    id: "multi-956",
    domain: "multi",
    intent: "change",
    say: [
      "On-page fixes for /about:\n- SEO title: 'About Northwind Studio — Web Designers'\n- meta description: 'A team of four designers and developers building calm websites since 2019.'\n- H1: change 'About us' to 'About Northwind Studio'",
    ],
    expect: [
      {
        page: "About",
        seoTitle: "About Northwind Studio — Web Designers",
        seoDescription: "A team of four designers and developers building calm websites since 2019.",
        sections: [{ template: "text", fields: { heading: "About Northwind Studio" } }],
        textIncludes: ["team of four designers"],
      },
    ],
    note: "The H1 is the text section's heading.",
  },
  {
    id: "multi-957",
    domain: "multi",
    intent: "change",
    say: ["make a new page called faq with the question do you do logos and the answer no we only make websites then put it in the menu"],
    expect: [
      { page: { titleIncludes: "faq" }, exists: true, sections: [{ template: "faq", fields: { items: "logos" } }] },
      { anyOf: [[{ menu: "FAQ", present: true }], [{ menu: "FAQs", present: true }]] },
    ],
    note: "Dictated with no punctuation: one question ('Do you do logos?') and its answer on a new FAQ page, linked from the menu.",
  },
  {
    id: "multi-958",
    domain: "multi",
    intent: "change",
    say: [
      "Two copy updates for the homepage, final wording below.\n\nBanner heading: Calm websites for busy people\nBanner subheading: Design, build and care for independent businesses — all in one small studio.\n\nClosing block text: Tell us about your project. We reply within two working days.",
    ],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "featureGrid", "cta"],
        sections: [
          { template: "hero", fields: { heading: "Calm websites for busy people", subheading: "all in one small studio" } },
          { template: "cta", fields: { body: "Tell us about your project", buttonLabel: "Get in touch" } },
        ],
      },
    ],
  },
];

// ── Follow-ups across turns ───────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-951",
    domain: "conversation",
    intent: "change",
    say: ["change the acent colour to something warmer", "actually make it blue"],
    expect: [{ setting: "themeColors.accent", looksLike: "blue" }, { setting: "themeColors.primary", equals: DEMO.primary }],
  },
  {
    id: "conversation-952",
    domain: "conversation",
    intent: "change",
    say: ["change the button on the home page to say 'Book a call'", "no the other one — the 'Get in touch' button at the bottom. and put the first one back how it was"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { buttonLabel: "Book a call", buttonUrl: "/contact" } },
          { template: "hero", fields: { ctaLabel: "See what we do" } },
        ],
      },
    ],
    note: "Home has two buttons; whichever the first turn changed, in the end only the bottom one says 'Book a call'.",
  },
  {
    id: "conversation-953",
    domain: "conversation",
    intent: "change",
    say: ["what's the SEO title of the About page?", "ok set it to 'About us | Northwind Studio' then"],
    expect: [{ page: "About", seoTitle: "About us | Northwind Studio" }, { page: "Home", seoTitle: "Northwind Studio — calm, useful websites" }],
  },
  {
    id: "conversation-954",
    domain: "conversation",
    intent: "change",
    given: [{ page: { title: "Spring Offer", live: true, sections: [{ template: "text", content: { body: "20% off all spring bookings." } }] } }],
    say: ["can you delete the old Spring Offer page", "yes do it"],
    expect: [{ page: "Spring Offer", inTrash: true }, { page: "Contact", exists: true }],
  },
  {
    id: "conversation-955",
    domain: "conversation",
    intent: "change",
    say: ["show me the menu", "move Blog to the end", "actually no, put it first"],
    expect: [{ menuOrder: ["Blog", "Home", "About", "Contact"] }],
  },
  {
    id: "conversation-956",
    domain: "conversation",
    intent: "change",
    say: ["which posts are still drafts?", "ok publish it"],
    expect: [{ post: AUTUMN, live: true }, { post: WELCOME, live: true }, { post: PROCESS, live: true }],
    note: "'it' is the only draft, the autumn post.",
  },
  {
    id: "conversation-957",
    domain: "conversation",
    intent: "change",
    say: ["can u make a page for my wedding galleries", "call it Weddings 💍 and put the coast pic + the sunrise pic in a gallery on it", "perfect now publish it 🥂"],
    expect: [{ page: "Weddings", live: true, liveTextIncludes: ["blue-coast.png", "mountain-sunrise.jpg"] }],
  },
  {
    id: "conversation-958",
    domain: "conversation",
    intent: "read",
    say: ["what's the alt text on the sunrise picture?", "and the coast one?"],
    expect: [unchanged, { reply: { includesAny: ["Calm blue coastline with green headlands"] } }],
  },
  {
    id: "conversation-959",
    domain: "conversation",
    intent: "change",
    say: ["Please change the colour of the buttons.", "In green, please. A dark green."],
    expect: [
      {
        anyOf: [
          [{ setting: "themeColors.accent", looksLike: "green" }],
          [{ setting: "themeColors.primary", looksLike: "green" }],
        ],
      },
    ],
    note: "Buttons take the accent or the primary colour; either turned dark green is right (the demo primary counts as teal).",
  },
];

// ── Vague requests ────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-951",
    domain: "clarify",
    intent: "clarify",
    say: ["@cms can someone fix the homepage"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-952",
    domain: "clarify",
    intent: "clarify",
    say: ["Could you please change the picture? Sorry, I hope that's enough to go on."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-953",
    domain: "clarify",
    intent: "clarify",
    say: ["make it pop ✨✨✨"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-954",
    domain: "clarify",
    intent: "clarify",
    say: ["update the txt on the page"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
];

// ── Off-topic ─────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-951",
    domain: "offtopic",
    intent: "offtopic",
    say: ["@cms anyone know a good place for a team lunch near Kings Cross?"],
    expect: [unchanged, noCard],
  },
  {
    id: "offtopic-952",
    domain: "offtopic",
    intent: "offtopic",
    say: [
      "Would you be so kind as to draft a little thank-you email to our volunteers for last Saturday's bake sale? It isn't for the website at all, it's just for me to send round. Thank you so very much.",
    ],
    expect: [unchanged, noCard],
  },
  {
    id: "offtopic-953",
    domain: "offtopic",
    intent: "offtopic",
    say: ["¿Qué cámara me recomiendas para fotografiar bodas?"],
    expect: [unchanged, noCard],
  },
];

export const FIFTH_PASS_CASES: Case[] = [...pages, ...sections, ...posts, ...images, ...navigation, ...settings, ...entries, ...publishing, ...search, ...multi, ...conversation, ...clarify, ...offtopic];
