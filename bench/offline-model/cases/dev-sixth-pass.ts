/**
 * Development set, sixth pass: 120 requests in voices none of the earlier passes used — a
 * primary-school teacher running the class site, an older person who doesn't know the words ("the
 * top bit", "the big picture at the start", "the little links at the very top", "the box with the
 * writing"), someone who calls things by other CMSs' words (blocks, widgets, modules, components,
 * articles, news items, assets, header links, site identity), someone who names things by position
 * or look ("the bit with the three boxes", "the last one", "the second link"), a project manager
 * writing checklists ("- [ ] …"), a dyslexic writer (typos, swapped letters, missing spaces),
 * someone typing angrily in capitals, a French speaker writing English, a social-media manager's
 * marketing words (CTA, hero, above the fold, copy, evergreen), a yoga-studio owner, a support
 * person forwarding a customer's complaint, and conversations whose second message refers back
 * ("undo that", "the same for the autumn one", "no, the other one", "the last one"). Written from
 * the tools' descriptions, the section templates and the demo seed only, without reading the
 * offline model, its docs, its tests or the other passes. About one message in six has a typo.
 */
import { unchanged, liveSame, cardShown, CANNOT, PERMISSION, NOT_FOUND } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** The demo menu, top level, as seeded. */
const MENU = [...DEMO.menu];

/** Phrases of an answer that says the search found nothing. */
const NOTHING_FOUND = ["nothing", "no results", "no matches", "no match", "no mention", "doesn't mention", "does not mention", "isn't mentioned", "not mentioned", "none", ...NOT_FOUND];

/** Phrases of an answer that says something is not on the public site. */
const NOT_LIVE = ["draft", "not published", "isn't published", "unpublished", "not live", "isn't live", "not visible", "isn't visible", "not yet", "hidden"];

/** The Home page's seeded SEO description. */
const HOME_SEO_DESCRIPTION = "A small design studio building calm, useful websites for independent businesses.";

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-971",
    domain: "pages",
    intent: "change",
    say: ["Good morning! I look after our Year 2 class website and I'd like a new page called ‘Class Trips’ please. Please don't put it on the website yet — Mrs Okoye (our head) likes to check everything first."],
    expect: [{ page: "Class Trips", exists: true, live: false }, liveSame],
    note: "A teacher: a new draft page, nothing published.",
  },
  {
    id: "pages-972",
    domain: "pages",
    intent: "read",
    say: ["Hello, I'm not very good with computers. What does the big writing say in the top bit of the front page? My grandson set it all up and I've forgotten."],
    expect: [unchanged, { reply: { includesAny: ["Websites that feel calm and work hard"] } }],
    note: "The top bit of the front page is the Home hero; its heading is the big writing.",
  },
  {
    id: "pages-973",
    domain: "pages",
    intent: "change",
    say: ["Rename the About page to “About Us”. Keep the permalink exactly as it is, we've got backlinks pointing at /about."],
    expect: [
      { page: "About Us", exists: true, slug: "about" },
      { page: "About", exists: false },
    ],
    note: "'Permalink' is WordPress's word for the slug: the title changes, the slug stays 'about'.",
  },
  {
    id: "pages-974",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Sale", live: true, sections: [{ template: "text", content: { heading: "Summer Sale", body: "20% off all website audits until 31 August." } }] } }],
    say: ["WHY IS THE SUMMER SALE PAGE STILL UP?? THE SALE ENDED TWO WEEKS AGO. TAKE IT OFF THE WEBSITE. DONT DELETE IT WE USE IT AGAIN NEXT YEAR."],
    expect: [
      { page: "Summer Sale", exists: true, live: false },
      { page: "Home", live: true },
    ],
    note: "Unpublish, not trash: the page is kept for next year.",
  },
  {
    id: "pages-975",
    domain: "pages",
    intent: "change",
    say: ['Hello, I would like to modify the description for Google of the page Contact. Please put: "Write or call Northwind Studio from Monday to Friday." Thank you in advance.'],
    expect: [{ page: "Contact", slug: "contact", seoDescription: "Write or call Northwind Studio from Monday to Friday." }, { page: "Home", seoDescription: HOME_SEO_DESCRIPTION }],
    note: "French speaker: 'the description for Google' is the page's SEO description.",
  },
  {
    id: "pages-976",
    domain: "pages",
    intent: "change",
    say: ["New page for the portfolio:\n- [ ] create page 'Case Studies'\n- [ ] slug: work\n- [ ] SEO title: 'Our work | Northwind Studio'\n- [ ] keep it as a draft, client review is on Thursday"],
    expect: [{ page: "Case Studies", exists: true, slug: "work", seoTitle: "Our work | Northwind Studio", live: false }, liveSame],
  },
  {
    id: "pages-977",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Old Prices", sections: [{ template: "text", content: { heading: "Prices", body: "Websites from £900." } }] } }],
    say: ["can you delet the old prcies page, its out of date and confusing poeple"],
    expect: [{ page: "Old Prices", inTrash: true }, { page: "Home", exists: true }, { page: "About", exists: true }, { page: "Contact", exists: true }],
  },
  {
    id: "pages-978",
    domain: "pages",
    intent: "read",
    given: [
      { page: { title: "Timetable", live: true, sections: [{ template: "text", content: { heading: "This week", body: "Monday 7am Sunrise Flow. Wednesday 6pm Yin." } }] } },
      { page: { title: "Workshops", sections: [{ template: "text", content: { heading: "Workshops", body: "Inversions workshop, date to be confirmed." } }] } },
    ],
    say: ["Namaste 🙏 Quick one — which of my pages can students actually see at the moment, and which are still hidden?"],
    expect: [unchanged, { reply: { includesAll: ["Timetable", "Workshops"] } }, { reply: { includesAny: NOT_LIVE } }],
    note: "Timetable is live, Workshops is a draft; the answer names both and says which is not live.",
  },
  {
    id: "pages-979",
    domain: "pages",
    intent: "change",
    say: ["Homepage meta title needs to be punchier for the launch push: make it 'Northwind Studio | Websites that work hard'. The meta description is evergreen, leave it alone."],
    expect: [{ page: "Home", seoTitle: "Northwind Studio | Websites that work hard", seoDescription: HOME_SEO_DESCRIPTION }],
  },
  {
    id: "pages-980",
    domain: "pages",
    intent: "change",
    say: [
      "Forwarding this from a customer:\n\n> Your flyer says northwind.example/get-in-touch but that gives me a page not found error.\n\nCan we change the Contact page's web address to get-in-touch so it matches the flyer? The menu link should still work.",
    ],
    expect: [
      { page: "Contact", exists: true, slug: "get-in-touch" },
      { menu: "Contact", present: true, linksTo: "Contact" },
    ],
    note: "The page keeps its title; only its slug changes. The menu item links to the page, so it follows.",
  },
  {
    id: "pages-981",
    domain: "pages",
    intent: "read",
    say: ["how many bits are on the about page, going down? like the seperate chunks"],
    expect: [
      unchanged,
      { reply: { includesAny: ["3", "three"] } },
      { reply: { includesAny: ["section", "sections", "About us", "Where we work", "Questions we hear often", "FAQ", "image and text"] } },
    ],
    note: "The About page has three sections (text, image and text, FAQ); the answer is about them, not about the three pages.",
  },
  {
    id: "pages-982",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["Kill the Contact page, we're funnelling everyone to Instagram DMs now. Bounce rate on it is awful anyway."],
    expect: [unchanged, { page: "Contact", exists: true, live: true }, { reply: { includesAny: PERMISSION } }],
    note: "A viewer cannot delete pages.",
  },
];

// ── Sections ──────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-971",
    domain: "sections",
    intent: "change",
    say: ["The big writing at the start of the front page, the very first thing you see — could it say ‘Friendly websites for local businesses’ instead? Thank you dear."],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "featureGrid", "cta"],
        sections: [{ template: "hero", fields: { heading: "Friendly websites for local businesses", ctaLabel: "See what we do" } }],
        textExcludes: ["Websites that feel calm and work hard"],
      },
    ],
  },
  {
    id: "sections-972",
    domain: "sections",
    intent: "change",
    say: ["home page, the bit with the three boxes — the middle box says Build, can it say Develop instead? leave the litle text under it as it is"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: '"title":"Develop"', heading: "What we do" } }],
        textIncludes: ["Fast, accessible pages that work on every device", '"title":"Design"', '"title":"Care"'],
        textExcludes: ['"title":"Build"'],
      },
    ],
    note: "The three boxes are the feature grid's items; only the middle one's title changes.",
  },
  {
    id: "sections-973",
    domain: "sections",
    intent: "change",
    given: [{ page: { title: "Class 2 News", live: true, sections: [{ template: "text", content: { heading: "This week", body: "We have been learning about the Great Fire of London." } }] } }],
    say: ["Please could you add a questions and answers part at the bottom of the Class 2 News page? The question is ‘When is PE?’ and the answer is ‘PE is on Tuesdays and Thursdays. Please send kit in a named bag.’"],
    expect: [
      {
        page: "Class 2 News",
        sectionTemplates: ["text", "faq"],
        sections: [{ template: "faq", fields: { items: "When is PE" } }],
        textIncludes: ["Tuesdays and Thursdays", "Great Fire of London"],
      },
    ],
    note: "A teacher: a FAQ section added after the existing text section.",
  },
  {
    id: "sections-974",
    domain: "sections",
    intent: "change",
    say: ["- [ ] About page: add a text section directly after the intro ('About us') — heading 'Our values', body 'Calm, honest, useful.'\n- [ ] do NOT publish yet"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "text", "imageText", "faq"],
        sections: [
          { template: "text", nth: 0, fields: { heading: "About us" } },
          { template: "text", nth: 1, fields: { heading: "Our values", body: "Calm, honest, useful" } },
        ],
        liveTextExcludes: ["Our values"],
      },
      liveSame,
    ],
  },
  {
    id: "sections-975",
    domain: "sections",
    intent: "change",
    say: ["On the contact page can you get rid of the last thing, the one with the pictures"],
    expect: [
      { page: "Contact", sectionTemplates: ["text"], textIncludes: ["Say hello"] },
      { image: "blue-coast.png", exists: true },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "The last section (the gallery) goes; the images stay in the library.",
  },
  {
    id: "sections-976",
    domain: "sections",
    intent: "change",
    given: [
      {
        page: {
          title: "Classes",
          live: true,
          sections: [{ template: "faq", content: { heading: "Before your first class", items: [{ question: "Do I need my own mat?", answer: "No, we have mats you can borrow." }] } }],
        },
      },
    ],
    say: ["Could you add one more question to the FAQ on my Classes page? ‘Can I come if I’m pregnant?’ → ‘Yes, Gentle Flow is suitable in every trimester, just let your teacher know.’ Please keep the mat question too 🧘‍♀️"],
    expect: [
      {
        page: "Classes",
        sectionCount: 1,
        sections: [{ template: "faq", fields: { items: "pregnant" } }],
        textIncludes: ["Do I need my own mat", "Gentle Flow"],
      },
    ],
  },
  {
    id: "sections-977",
    domain: "sections",
    intent: "change",
    say: ["The copy above the fold on the homepage is way too long. Swap the hero subline for: “Fast, friendly sites you can edit yourself.” Keep the headline."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { subheading: "Fast, friendly sites you can edit yourself", heading: "Websites that feel calm and work hard" } }],
        textExcludes: ["quick to load, easy to edit"],
      },
    ],
  },
  {
    id: "sections-978",
    domain: "sections",
    intent: "change",
    say: ["Move the questions bit on the About page up to the very top please, above the writing and the picture."],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"] }],
  },
  {
    id: "sections-979",
    domain: "sections",
    intent: "change",
    say: ["The image+text component on About has the photo on the right. Can you flip it so the image sits on the left? Don't change the photo itself."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }] }],
  },
  {
    id: "sections-980",
    domain: "sections",
    intent: "change",
    say: ["Add a CTA strip right under the hero on the homepage: headline 'Free 20-minute website review', button 'Book yours' linking to /contact."],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "cta", "featureGrid", "cta"],
        sections: [
          { template: "cta", nth: 0, fields: { heading: "Free 20-minute website review", buttonLabel: "Book yours", buttonUrl: "/contact" } },
          { template: "cta", nth: 1, fields: { heading: "Have a project in mind?" } },
        ],
      },
    ],
    note: "A new call-to-action section at position 1, right after the hero.",
  },
  {
    id: "sections-981",
    domain: "sections",
    intent: "read",
    say: ["What does the box with the writing near the bottom of the front page say? The one with the button in it."],
    expect: [unchanged, { reply: { includesAny: ["Have a project in mind", "Tell us about it", "we reply within two working days"] } }],
  },
  {
    id: "sections-982",
    domain: "sections",
    intent: "read",
    say: ["Which are the questions in the FAQ of the page About? I must translate them for our clients of Québec."],
    expect: [unchanged, { reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }],
  },
];

// ── Posts ─────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-971",
    domain: "posts",
    intent: "change",
    say: ["Create a new article (draft only) titled ‘Five signs your website needs a refresh’ and tag it tips."],
    expect: [{ post: "Five signs your website needs a refresh", exists: true, status: "draft", live: false, tags: ["tips"] }],
  },
  {
    id: "posts-972",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Our trip to the farm", body: "On Tuesday we visited Brook Farm and fed the lambs. Everyone was very brave with the geese!", tags: ["trips"] } }],
    say: ["The children have read through the farm trip write-up and they're very proud of it — you can put it on the blog now please!"],
    expect: [{ post: "Our trip to the farm", status: "published", live: true }, { post: AUTUMN, live: false }],
  },
  {
    id: "posts-973",
    domain: "posts",
    intent: "change",
    say: ["add the tag newsletter to the welcom post pls, dont take off the news one"],
    expect: [{ post: WELCOME, tags: ["news", "newsletter"] }],
  },
  {
    id: "posts-974",
    domain: "posts",
    intent: "change",
    say: ["The autumn collection post needs a punchier teaser for socials — set the excerpt to ‘Rust, ochre and moss: our autumn palette.’ Don't publish, it's not evergreen enough yet."],
    expect: [{ post: AUTUMN, excerptIncludes: ["Rust, ochre and moss"], status: "draft", live: false }],
  },
  {
    id: "posts-975",
    domain: "posts",
    intent: "change",
    say: [
      "Forwarding a customer email:\n\n\"Your 'Welcome to our new website' post says your pages load in under a second. On my phone they definately don't!\"\n\nFair point. Can we change that bullet to 'Pages load quickly, even on slow phones'? Leave the rest of the post as it is.",
    ],
    expect: [{ post: WELCOME, bodyIncludes: ["Pages load quickly, even on slow phones", "Everything works with a keyboard", "Thanks for stopping by"], bodyExcludes: ["under a second"] }],
  },
  {
    id: "posts-976",
    domain: "posts",
    intent: "change",
    given: [
      { image: { name: "sunrise-mat.jpg", alt: "A yoga mat on a wooden floor at sunrise" } },
      { post: { title: "Breathing for beginners", body: "Three simple breathing exercises to start your day." } },
    ],
    say: ["Please use the sunrise mat photo as the cover picture on my ‘Breathing for beginners’ post 🌅"],
    expect: [{ post: "Breathing for beginners", coverImage: "sunrise-mat.jpg" }, { post: WELCOME, coverImage: "mountain-sunrise.jpg" }],
  },
  {
    id: "posts-977",
    domain: "posts",
    intent: "read",
    say: ["How many news items have we published so far, and what are they called?"],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }, { reply: { includesAll: ["Welcome to our new website", "Behind the scenes"] } }],
    note: "'News items' are blog posts: two are published.",
  },
  {
    id: "posts-978",
    domain: "posts",
    intent: "read",
    say: ["Which of the stories on the blog hasnt been put out for people to read yet?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection"] } }],
  },
  {
    id: "posts-979",
    domain: "posts",
    intent: "read",
    say: ["Which labels has the article of welcome? I want to use the same ones for my next article."],
    expect: [unchanged, { reply: { includesAll: ["news"] } }],
    note: "French speaker: 'labels' are tags; the welcome post has the tag news.",
  },
  {
    id: "posts-980",
    domain: "posts",
    intent: "change",
    say: ["Autumn post tidy-up:\n- [ ] rename to 'Autumn palettes 2024'\n- [ ] slug → autumn-palettes\n- [ ] drop the 'seasonal' tag\n- [ ] stays a draft"],
    expect: [{ post: "Autumn palettes 2024", slug: "autumn-palettes", tags: ["design"], status: "draft", live: false }, { post: AUTUMN, exists: false }],
  },
];

// ── Images ────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-971",
    domain: "images",
    intent: "change",
    say: ["A customer who uses a screen reader emailed us: ‘the coast photo on your contact page has a really generic description’. Please set the alt text of blue-coast.png to “Blue sea meeting green cliffs on a calm day”."],
    expect: [{ image: "blue-coast.png", alt: "Blue sea meeting green cliffs on a calm day" }, { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" }],
  },
  {
    id: "images-972",
    domain: "images",
    intent: "change",
    say: ["In Media, give the asset blue-coast.png a caption: 'The coast near our studio'. No alt changes."],
    expect: [{ image: "blue-coast.png", caption: "The coast near our studio", alt: "Calm blue coastline with green headlands" }],
  },
  {
    id: "images-973",
    domain: "images",
    intent: "change",
    say: ["The big picture at the start of the front page, could it be the purple evening one instead? The one of the studio."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "studio-dusk.jpg", heading: "Websites that feel calm and work hard" } }] },
      { post: WELCOME, coverImage: "mountain-sunrise.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
    note: "Only the hero's image changes (to studio-dusk.jpg); the welcome post keeps its cover.",
  },
  {
    id: "images-974",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "sports-day.jpg" } }],
    say: ["The sports day photo hasn't got a description for children who use screen readers. It shows the children doing the egg and spoon race on the school field — could you add that please?"],
    expect: [{ image: "sports-day.jpg", hasAlt: true, altIncludes: ["egg and spoon"] }],
  },
  {
    id: "images-975",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "blurry-test.png" } }],
    say: ["plz bin the blury-test imgae, i only uploded it to try the uplaod button"],
    expect: [{ image: "blurry-test.png", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }, { image: "blue-coast.png", exists: true }],
  },
  {
    id: "images-976",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "team-lunch.jpg", caption: "Friday lunch" } }],
    say: ["Support ticket #2291 says: 'some of your pictures have no description for screen readers'. Which images are missing alt text?"],
    expect: [unchanged, { reply: { includesAny: ["team-lunch.jpg", "team-lunch", "Friday lunch"] } }],
  },
  {
    id: "images-977",
    domain: "images",
    intent: "read",
    say: ["Where's the studio-dusk picture used? Want to know before I touch it."],
    expect: [unchanged, { reply: { includesAll: ["About"] } }, { reply: { includesAny: ["Behind the scenes", "Contact"] } }],
    note: "studio-dusk.jpg is on About (image and text), in Contact's gallery and the design-process post's cover.",
  },
  {
    id: "images-978",
    domain: "images",
    intent: "change",
    say: ["Swap mountain-sunrise.jpg for autumn-valley.jpg everywhere it appears (the hero + the welcome post's cover) — much more on-brand for Q4."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] },
      { post: WELCOME, coverImage: "autumn-valley.jpg" },
      { post: PROCESS, coverImage: "studio-dusk.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
  },
  {
    id: "images-979",
    domain: "images",
    intent: "change",
    given: [
      { image: { name: "studio-floor.jpg", alt: "Wooden floor of the yoga studio" } },
      { image: { name: "studio-candles.jpg", alt: "Candles along the studio window" } },
      { page: { title: "Our Space", live: true, sections: [{ template: "gallery", content: { heading: "Our space", images: [{ imageId: "studio-floor.jpg" }] } }] } },
    ],
    say: ["Could you add the candles photo to the gallery on the Our Space page? Keep the floor one in there too ✨"],
    expect: [{ page: "Our Space", sectionCount: 1, sections: [{ template: "gallery", fields: { images: "studio-candles.jpg" } }], textIncludes: ["studio-floor.jpg"] }],
  },
  {
    id: "images-980",
    domain: "images",
    intent: "read",
    say: ["How many photographs have we got saved on the website altogether? I'd like to add some of my own."],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }],
  },
];

// ── Navigation ────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-971",
    domain: "navigation",
    intent: "change",
    say: ["The little links at the very top of the page — could ‘Contact’ come before ‘Blog’ please? People can never find it."],
    expect: [{ menuOrder: ["Home", "About", "Contact", "Blog"] }],
  },
  {
    id: "navigation-972",
    domain: "navigation",
    intent: "change",
    say: ["Add a header link 'Shop' → https://shop.northwind.example, at the end of the nav."],
    expect: [
      { menu: "Shop", present: true, linksTo: "https://shop.northwind.example", parent: null },
      { menuOrder: [...MENU, "Shop"] },
    ],
  },
  {
    id: "navigation-973",
    domain: "navigation",
    intent: "change",
    say: ["REMOVE THE BLOG LINK FROM THE MENU. WE HAVEN'T POSTED IN MONTHS AND IT LOOKS DEAD. LEAVE THE POSTS ALONE."],
    expect: [
      { anyOf: [[{ menu: "Blog", present: false }], [{ menu: "Blog", visible: false }]] },
      { menu: "Contact", present: true, visible: true },
      { post: WELCOME, live: true },
      { post: PROCESS, live: true },
    ],
    note: "Removing the item or hiding it both take it off the menu; the posts stay live.",
  },
  {
    id: "navigation-974",
    domain: "navigation",
    intent: "change",
    say: ["rename the Abuot link in the menu to Our Story, keep the page name the same"],
    expect: [
      { menu: "Our Story", present: true, linksTo: "About", position: 1 },
      { menu: "About", present: false },
      { page: "About", exists: true },
    ],
  },
  {
    id: "navigation-975",
    domain: "navigation",
    intent: "change",
    say: ["I would like that the link Blog goes under About, like a sub-menu."],
    expect: [{ menu: "Blog", parent: "About", linksTo: "/blog" }, { menuOrder: ["Home", "About", "Contact"] }],
  },
  {
    id: "navigation-976",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Pricing", live: true, sections: [{ template: "text", content: { heading: "Pricing", body: "Websites from £1,200." } }] } }],
    say: ["Nav changes for Monday:\n- [ ] add 'Pricing' (→ Pricing page) between About and Blog\n- [ ] rename 'Home' to 'Start'"],
    expect: [
      { menuOrder: ["Start", "About", "Pricing", "Blog", "Contact"] },
      { menu: "Pricing", linksTo: "Pricing" },
      { menu: "Start", linksTo: "Home" },
    ],
  },
  {
    id: "navigation-977",
    domain: "navigation",
    intent: "read",
    say: ["what's the last link in the top menu?"],
    expect: [unchanged, { reply: { includesAny: ["Contact"] } }],
  },
  {
    id: "navigation-978",
    domain: "navigation",
    intent: "read",
    say: ["Customer says the ‘Blog’ link in our header goes nowhere. Where is it actualy pointing?"],
    expect: [unchanged, { reply: { includesAny: ["/blog"] } }],
  },
  {
    id: "navigation-979",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Book a Class", live: true, sections: [{ template: "text", content: { heading: "Book a class", body: "Choose a class from the timetable and reserve your mat." } }] } },
      { menuItem: { label: "Book", url: "https://old-booking.example" } },
    ],
    say: ["The Book link in my menu still goes to the old booking system 🙈 please point it at my ‘Book a Class’ page instead"],
    expect: [{ menu: "Book", present: true, linksTo: "Book a Class" }, { menuOrder: [...MENU, "Book"] }],
  },
  {
    id: "navigation-980",
    domain: "navigation",
    intent: "change",
    say: ["move the seccond link in the menu to the end"],
    expect: [{ menuOrder: ["Home", "Blog", "Contact", "About"] }],
    note: "The second link is About; it goes last.",
  },
];

// ── Settings ──────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-971",
    domain: "settings",
    intent: "change",
    say: ["Brand refresh is already live on socials, so the site accent needs to be our new coral: #ff6f61. Primary stays as is."],
    expect: [
      { setting: "themeColors.accent", equals: "#ff6f61" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
  },
  {
    id: "settings-972",
    domain: "settings",
    intent: "change",
    say: ["Could the main colour of the site be a soft sage green? Something calming, like the walls in the studio 🌿"],
    expect: [
      { setting: "themeColors.primary", looksLike: "green", changed: true },
      { setting: "themeColors.accent", equals: "#d9622b" },
    ],
  },
  {
    id: "settings-973",
    domain: "settings",
    intent: "change",
    say: ["THE SITE NAME IS WRONG EVERYWHERE. IT'S 'NORTHWIND DESIGN STUDIO', NOT 'NORTHWIND STUDIO'. FIX IT."],
    expect: [{ setting: "name", equals: "Northwind Design Studio" }, { setting: "tagline", equals: "Calm, useful websites for independent businesses" }],
  },
  {
    id: "settings-974",
    domain: "settings",
    intent: "refuse",
    say: ["Could you change the writing on the whole website to Comic Sans please? The children find it much easier to read."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "no font", "font setting", "fonts aren't", "fonts are not"] } }],
    note: "There is no font setting: only the name, tagline, logo, colours, social links and SEO defaults.",
  },
  {
    id: "settings-975",
    domain: "settings",
    intent: "change",
    say: ["Please add our Instagram in the social networks: https://instagram.com/northwindstudio — and keep the others, of course."],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
      { setting: "socialLinks", includes: "github.example/northwind" },
    ],
  },
  {
    id: "settings-976",
    domain: "settings",
    intent: "change",
    say: ["take the githbu link of the socail links, we dont use it anymore"],
    expect: [
      { setting: "socialLinks", excludes: "GitHub" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
    ],
  },
  {
    id: "settings-977",
    domain: "settings",
    intent: "read",
    say: ["what colours is the site using at the momment? need the hex codes for the print shop"],
    expect: [unchanged, { reply: { includesAll: ["#35524a", "#d9622b"] } }],
  },
  {
    id: "settings-978",
    domain: "settings",
    intent: "read",
    say: ["What's set under Site Identity — site title and tagline?"],
    expect: [unchanged, { reply: { includesAll: ["Northwind Studio", "Calm, useful websites for independent businesses"] } }],
  },
  {
    id: "settings-979",
    domain: "settings",
    intent: "change",
    say: ["SEO defaults:\n- [ ] global SEO title → 'Northwind Studio – Web design'\n- [ ] global meta description → 'Calm, useful websites for independent businesses in the north.'"],
    expect: [
      { setting: "seoTitle", equals: "Northwind Studio – Web design" },
      { setting: "seoDescription", equals: "Calm, useful websites for independent businesses in the north." },
      { page: "Home", seoTitle: "Northwind Studio — calm, useful websites" },
    ],
    note: "Site-wide SEO defaults, not the Home page's own SEO fields.",
  },
  {
    id: "settings-980",
    domain: "settings",
    intent: "change",
    say: ["Can the little picture in the top corner, next to our name, be the orange valley one instead? I think it's called the logo."],
    expect: [{ setting: "logoImageId", equals: "autumn-valley.jpg" }, { page: "Home", sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg" } }] }],
  },
];

// ── Entries ───────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-971",
    domain: "entries",
    intent: "change",
    say: ["Add a new testimonial to the testimonials widget: 'They made our booking page so simple.' — Jo Reyes, Lantern Yoga"],
    expect: [
      { entry: { where: { author: "Jo Reyes" } }, exists: true, dataIncludes: { quote: "booking page so simple", company: "Lantern Yoga" } },
      { entry: "Maple Bakery", exists: true },
      { entry: "Harbour Books", exists: true },
    ],
  },
  {
    id: "entries-972",
    domain: "entries",
    intent: "change",
    say: ["A student sent the loveliest review, please add it to the testimonials and make it live: “I’ve never slept better since starting the evening classes.” – Mara Quinn"],
    expect: [{ entry: { where: { author: "Mara Quinn" } }, exists: true, live: true, dataIncludes: { quote: "never slept better" } }],
  },
  {
    id: "entries-973",
    domain: "entries",
    intent: "change",
    say: ["on the harbour boks testimonal can you chagne the name to Thomas Okafor, he asked us to use his full name"],
    expect: [{ entry: "Harbour Books", exists: true, dataIncludes: { author: "Thomas Okafor", quote: "Finally a website our whole team can update" } }],
    note: "The author field changes; the entry keeps its title.",
  },
  {
    id: "entries-974",
    domain: "entries",
    intent: "change",
    say: ["DELETE THE MAPLE BAKERY TESTIMONIAL. THEY WENT BUST AND PEOPLE KEEP ASKING US ABOUT IT."],
    expect: [{ entry: "Maple Bakery", inTrash: true }, { entry: "Harbour Books", exists: true, live: true }],
  },
  {
    id: "entries-975",
    domain: "entries",
    intent: "read",
    say: ["How many reviews are in the testimonials module, and who wrote them?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["2", "two"] } },
      { reply: { includesAny: ["Priya Shah", "Maple Bakery"] } },
      { reply: { includesAny: ["Tom Okafor", "Harbour Books"] } },
    ],
  },
  {
    id: "entries-976",
    domain: "entries",
    intent: "read",
    say: ["What says exactly the testimonial of Maple Bakery? I want to put it on our flyer."],
    expect: [unchanged, { reply: { includesAll: ["Our orders doubled after the new site went live"] } }],
  },
  {
    id: "entries-977",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Copper Kettle", data: { quote: "Northwind gave our café a site we're proud of.", author: "Sam Birch", company: "Copper Kettle" } } }],
    say: [
      "Passing on a request from the owner of Copper Kettle: ‘Please take my quote off your website, I never agreed to it being public.’ Can you take it off the site but keep it on file in case they change their mind?",
    ],
    expect: [{ entry: "Copper Kettle", exists: true, live: false }, { entry: "Maple Bakery", live: true }],
    note: "Off the public site, not in the trash.",
  },
  {
    id: "entries-978",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Mr Green", data: { quote: "My son loves reading the class blog every week.", author: "Mr Green", company: "Parent, Year 2" } } }],
    say: ["Can you change Mr Green's comment so it says ‘My son loves reading the class blog every Friday.’ please? He asked me at pick-up."],
    expect: [{ entry: "Mr Green", dataIncludes: { quote: "every Friday", author: "Mr Green" } }],
  },
  {
    id: "entries-979",
    domain: "entries",
    intent: "change",
    say: ["Add this to testimonials but keep it as a draft until legal signs off: 'Northwind tripled our newsletter sign-ups.' — Dana Whit, Fieldnote Co."],
    expect: [{ entry: { where: { author: "Dana Whit" } }, exists: true, live: false, dataIncludes: { quote: "tripled our newsletter", company: "Fieldnote" } }, liveSame],
  },
];

// ── Publishing ────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-971",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Pricing", body: "Websites from £1,200." } }] } }],
    say: ["Pre-release check: what's sitting in drafts that isn't live yet? Just list it, don't publish anything."],
    expect: [unchanged, { reply: { includesAll: ["Pricing"] } }],
  },
  {
    id: "publishing-972",
    domain: "publishing",
    intent: "change",
    say: ["The autumn collection post is good to go — ship it, publish it now."],
    expect: [{ post: AUTUMN, status: "published", live: true }],
  },
  {
    id: "publishing-973",
    domain: "publishing",
    intent: "refuse",
    say: ["- [ ] schedule the Autumn collection post to go live Monday 09:00 (NOT now)"],
    expect: [unchanged, { post: AUTUMN, live: false }, { reply: { includesAny: CANNOT } }],
    note: "No tool schedules a publication; publishing it now would be wrong.",
  },
  {
    id: "publishing-974",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Opening Hours", sections: [{ template: "text", content: { heading: "Opening hours", body: "Monday to Friday, 9am to 5pm." } }] } }],
    say: ["I've finished writing the opening hours page. How do I make it so people can see it? Could you do that bit for me?"],
    expect: [{ page: "Opening Hours", live: true, liveTextIncludes: ["Monday to Friday"] }],
  },
  {
    id: "publishing-975",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Tarifs", sections: [{ template: "text", content: { heading: "Nos tarifs", body: "Sites web à partir de 1 500 €." } }] } }],
    say: ["Please publish all the modifications that wait, the new page Tarifs included."],
    expect: [{ page: "Tarifs", live: true }, { page: "Home", live: true }],
  },
  {
    id: "publishing-976",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "Christmas Play Tickets", status: "published", body: "Tickets for the Year 2 Christmas play are £2 each.", daysAgo: 20 } }],
    say: ["The Christmas play has been and gone 🎄 please take the tickets post off the blog, but keep it somewhere so I can copy it next year."],
    expect: [{ post: "Christmas Play Tickets", exists: true, live: false }, { post: WELCOME, live: true }],
  },
  {
    id: "publishing-977",
    domain: "publishing",
    intent: "read",
    say: ["A customer says they can't find our ‘Autumn collection’ post on the blog. Is it actually published?"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
  },
  {
    id: "publishing-978",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Retreat 2025", sections: [{ template: "text", content: { heading: "Autumn retreat", body: "Three days of yoga in the hills, 10–12 October." } }] } }],
    say: ["Put the Retreat 2025 page live please 🙏"],
    cards: "deny",
    expect: [{ page: "Retreat 2025", exists: true, live: false }, liveSame, cardShown],
    note: "The owner denies the card: nothing goes live.",
  },
  {
    id: "publishing-979",
    domain: "publishing",
    intent: "change",
    say: ["The ‘Welcome to our new website’ post is stale — archive it, don't delete. We'll keep it for the record."],
    expect: [{ post: WELCOME, status: "archived", live: false, exists: true }, { post: PROCESS, live: true }],
  },
];

// ── Search ────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-971",
    domain: "search",
    intent: "read",
    say: ["Customer asks where we promise to 'reply within two working days'. Which page says that?"],
    expect: [unchanged, { reply: { includesAny: ["Home", "home page", "homepage"] } }],
  },
  {
    id: "search-972",
    domain: "search",
    intent: "read",
    say: ["Is our telephone number written anywhere on the website? What does it say?"],
    expect: [unchanged, { reply: { includesAny: ["7946 0000"] } }],
  },
  {
    id: "search-973",
    domain: "search",
    intent: "read",
    say: ["In which page is there the word 'walk'? I don't find it."],
    expect: [unchanged, { reply: { includesAny: ["About"], excludes: ["Contact", "Home"] } }],
    note: "'close enough to walk to clients' is in About's image and text section, and nowhere else.",
  },
  {
    id: "search-974",
    domain: "search",
    intent: "read",
    say: ["do we say anyting about prcing or how much we charge annywhere on the site"],
    expect: [unchanged, { reply: { includesAny: NOTHING_FOUND } }],
    note: "Nothing on the demo site mentions prices.",
  },
  {
    id: "search-975",
    domain: "search",
    intent: "read",
    given: [
      { post: { title: "Breathing for beginners", status: "published", body: "Pranayama simply means breath control. Start with four slow breaths.", daysAgo: 3 } },
      { post: { title: "Finding your feet", status: "published", body: "Standing poses build balance and strength.", daysAgo: 1 } },
    ],
    say: ["Which of my blog posts talk about pranayama?"],
    expect: [unchanged, { reply: { includesAll: ["Breathing for beginners"], excludes: ["Finding your feet"] } }],
  },
  {
    id: "search-976",
    domain: "search",
    intent: "read",
    say: ["Audit time: list every page where the copy says 'calm'. Don't change anything yet."],
    expect: [unchanged, { reply: { includesAll: ["Home", "About"], excludes: ["Contact"] } }],
    note: "'calm' is in Home's hero and SEO fields and About's text; the Contact page's copy never says it.",
  },
  {
    id: "search-977",
    domain: "search",
    intent: "read",
    say: ["Search the assets for anything with 'hills' in it"],
    expect: [unchanged, { reply: { includesAny: ["mountain-sunrise", "Layered hills"] } }, { reply: { includesAny: ["studio-dusk", "rolling hills"] } }],
  },
  {
    id: "search-978",
    domain: "search",
    intent: "change",
    say: ["EVERY PLACE THAT SAYS 'Get in touch' SHOULD SAY 'Contact us'. FIND THEM ALL AND FIX THEM."],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Contact us", buttonUrl: "/contact" } }], textExcludes: ["Get in touch"] }],
  },
  {
    id: "search-979",
    domain: "search",
    intent: "read",
    given: [{ post: { title: "History week", body: "We learnt about the Great Fire of London in 1666 and made our own Tudor houses." } }],
    say: ["Have I written about the Great Fire of London anywhere? I can't remember where I put it."],
    expect: [unchanged, { reply: { includesAny: ["History week"] } }],
  },
];

// ── Multi-step requests ───────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-971",
    domain: "multi",
    intent: "change",
    say: [
      "Launch checklist for the Services page:\n- [ ] new page ‘Services’ with a text section — heading ‘What we offer’, body ‘Design, build and care for small business websites.’\n- [ ] add it to the menu right after About\n- [ ] publish the page and the menu",
    ],
    expect: [
      { page: "Services", live: true, sections: [{ template: "text", fields: { heading: "What we offer", body: "Design, build and care" } }] },
      { menu: "Services", linksTo: "Services", live: true },
      { menuOrder: ["Home", "About", "Services", "Blog", "Contact"] },
    ],
  },
  {
    id: "multi-972",
    domain: "multi",
    intent: "change",
    say: ["Please could you write a new blog post called ‘Our Egg Hatching Project’ that says ‘This week our chicks hatched! The children named them Pip, Dot and Sunny.’ Tag it science and put it on the blog for the parents."],
    expect: [{ post: "Our Egg Hatching Project", status: "published", live: true, bodyIncludes: ["Pip, Dot and Sunny"], tagsInclude: ["science"] }],
  },
  {
    id: "multi-973",
    domain: "multi",
    intent: "change",
    say: ["Hero refresh: headline → ‘Websites that work as hard as you do’, hero button → ‘Start a project’. Then push the homepage live."],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "hero", fields: { heading: "Websites that work as hard as you do", ctaLabel: "Start a project" } },
          { template: "cta", fields: { buttonLabel: "Get in touch" } },
        ],
        liveTextIncludes: ["Websites that work as hard as you do", "Start a project"],
      },
    ],
    note: "The hero's button is its ctaLabel; the call-to-action section further down keeps its button.",
  },
  {
    id: "multi-974",
    domain: "multi",
    intent: "change",
    say: ["CHANGE THE ACCENT COLOUR TO NAVY AND MAKE THE BACKGROUND PLAIN WHITE. AND PUBLISH IT, IVE BEEN WAITING ALL DAY."],
    expect: [
      { setting: "themeColors.accent", looksLike: "blue", in: "live" },
      { setting: "themeColors.background", looksLike: "white", in: "live" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
  },
  {
    id: "multi-975",
    domain: "multi",
    intent: "change",
    say: ["chnage the contact page name to Get In Touch and the adress to get-in-touch, and the link in the menu aswell"],
    expect: [
      { page: "Get In Touch", exists: true, slug: "get-in-touch" },
      { page: "Contact", exists: false },
      { menu: "Get In Touch", present: true, linksTo: "Get In Touch", position: 3 },
      { menu: "Contact", present: false },
    ],
  },
  {
    id: "multi-976",
    domain: "multi",
    intent: "change",
    say: [
      "Two fixes from today's customer emails:\n1) the FAQ on the About page says projects take six to ten weeks — it's eight to twelve weeks now\n2) the contact page says weekdays 9–5, we're open 9–6 now",
    ],
    expect: [
      { page: "About", textIncludes: ["eight to twelve weeks", "Can we edit the site ourselves"], textExcludes: ["six to ten weeks"] },
      { page: "Contact", textIncludes: ["9–6", "hello@northwind.example"], textExcludes: ["9–5"] },
    ],
  },
  {
    id: "multi-977",
    domain: "multi",
    intent: "change",
    given: [
      { page: { title: "Winter Workshop", live: true, sections: [{ template: "text", content: { heading: "Winter workshop", body: "Saturday 14 December, 10am–1pm." } }] } },
      { menuItem: { label: "Winter Workshop", page: "Winter Workshop" } },
    ],
    say: ["The winter workshop is cancelled 😔 please delete the page and take it out of the menu too."],
    expect: [{ page: "Winter Workshop", inTrash: true }, { menu: "Winter Workshop", present: false }, { menuOrder: MENU }],
  },
  {
    id: "multi-978",
    domain: "multi",
    intent: "read",
    given: [{ page: { title: "Opening Times" } }],
    say: ["Could you tell me how many pages we have, and how many stories on the blog? I like to keep a note of it in my book."],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }, { reply: { includesAny: ["3", "three"] } }],
    note: "Four pages (one a draft) and three posts (one a draft).",
  },
  {
    id: "multi-979",
    domain: "multi",
    intent: "change",
    say: ["On the home page, swap the second and third sections round, and change the heading of the three-box one to 'How we help'."],
    expect: [{ page: "Home", sectionTemplates: ["hero", "cta", "featureGrid"], sections: [{ template: "featureGrid", fields: { heading: "How we help", features: "Design" } }] }],
  },
];

// ── Conversations ─────────────────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-971",
    domain: "conversation",
    intent: "change",
    say: ["change the tagline to ‘Websites for busy people’", "hmm no, actually undo that"],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for independent businesses" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "conversation-972",
    domain: "conversation",
    intent: "change",
    say: ["add the tag 'studio' to the behind the scenes post", "now the same for the autum one"],
    expect: [
      { post: PROCESS, tagsInclude: ["studio", "process", "design"] },
      { post: AUTUMN, tagsInclude: ["studio", "design", "seasonal"] },
      { post: WELCOME, tags: ["news"] },
    ],
  },
  {
    id: "conversation-973",
    domain: "conversation",
    intent: "change",
    say: ["unpublish the About page", "no, sorry, the other one — Contact. Put About back up."],
    expect: [
      { page: "About", exists: true, live: true },
      { page: "Contact", exists: true, live: false },
    ],
  },
  {
    id: "conversation-974",
    domain: "conversation",
    intent: "read",
    say: ["which blog posts are still drafts?", "and what picture is on that one?"],
    expect: [unchanged, { reply: { includesAny: ["autumn-valley.jpg", "autumn-valley", "Orange autumn valley", "Autumn in the valley"] } }],
  },
  {
    id: "conversation-975",
    domain: "conversation",
    intent: "change",
    say: ["Please could you make a page called ‘Spelling Words’?", "Lovely! Now can you put some writing on it with the heading ‘Week 1’ and the words: because, friend, school, people"],
    expect: [{ page: "Spelling Words", exists: true, sectionCount: 1, sections: [{ template: "text", fields: { heading: "Week 1", body: "friend" } }] }],
  },
  {
    id: "conversation-976",
    domain: "conversation",
    intent: "change",
    say: ["Hide the Blog link in teh menu", "ugh no, undo that — hide Contact instead"],
    expect: [
      { menu: "Blog", present: true, visible: true },
      { menu: "Contact", present: true, visible: false },
    ],
  },
  {
    id: "conversation-977",
    domain: "conversation",
    intent: "change",
    say: ["Can you show me the FAQ of the page About?", "Add a question in the same: 'Do you speak French?' with the answer 'Yes, we work in French and English.'"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "faq", fields: { items: "Do you speak French" } }],
        textIncludes: ["How long does a website take", "Can we edit the site ourselves", "we work in French and English"],
      },
    ],
  },
  {
    id: "conversation-978",
    domain: "conversation",
    intent: "read",
    say: ["what's the email address on the contact page?", "and the telephone number, dear?"],
    expect: [unchanged, { reply: { includesAny: ["7946 0000"] } }],
  },
  {
    id: "conversation-979",
    domain: "conversation",
    intent: "change",
    given: [{ post: { title: "Breathing for beginners", body: "Three simple breathing exercises to start your day.", tags: ["breath"] } }],
    say: ["Can you publish my Breathing for beginners post please?", "Lovely 🙏 can you also add the tag ‘wellbeing’ to it? Keep it published."],
    expect: [{ post: "Breathing for beginners", status: "published", live: true, tagsInclude: ["wellbeing", "breath"] }],
  },
  {
    id: "conversation-980",
    domain: "conversation",
    intent: "change",
    given: [{ page: { title: "Price List", sections: [{ template: "text", content: { heading: "Price list", body: "Logo design £300. One-page site £900." } }] } }],
    say: ["bin the Price List page", "oh no wait, wrong one — can you bring it back out of the bin?"],
    expect: [{ page: "Price List", exists: true }],
    note: "Restore from the trash: the page must be back outside the trash.",
  },
  {
    id: "conversation-981",
    domain: "conversation",
    intent: "change",
    say: ["what are the questions on the About page FAQ?", "delete the last one"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "faq", fields: { items: "How long does a website take" } }],
        textExcludes: ["Can we edit the site ourselves"],
      },
      { page: "Home", exists: true },
      { page: "Contact", exists: true },
    ],
    note: "'The last one' is the FAQ's last question, not the last section or a page.",
  },
];

// ── Vague requests ────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-971",
    domain: "clarify",
    intent: "clarify",
    say: ["Can you fix the picture please? It's not right."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-972",
    domain: "clarify",
    intent: "clarify",
    say: ["ITS BROKEN AGAIN. FIX IT."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-973",
    domain: "clarify",
    intent: "clarify",
    say: ["change the button to say ‘Let’s talk’"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "The home page has two buttons (the hero's and the call to action's): which one?",
  },
  {
    id: "clarify-974",
    domain: "clarify",
    intent: "clarify",
    say: ["Make the homepage pop more, it's not converting."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-975",
    domain: "clarify",
    intent: "clarify",
    say: ["- [ ] update the post\n- [ ] publish"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which post, and what change?",
  },
];

// ── Off-topic ─────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-971",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Can you give me ten spelling words with the ‘ai’ sound for seven-year-olds?"],
    expect: [unchanged],
  },
  {
    id: "offtopic-972",
    domain: "offtopic",
    intent: "offtopic",
    say: ["What's a good 20-minute morning flow for complete begginers?"],
    expect: [unchanged],
  },
  {
    id: "offtopic-973",
    domain: "offtopic",
    intent: "offtopic",
    say: ["How do you say 'mise en page' in English? My colleague uses it all the time."],
    expect: [unchanged],
  },
  {
    id: "offtopic-974",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Customer wants a refund on their hosting invoice #4411 — can you process that through Stripe for me?"],
    expect: [unchanged],
  },
];

export const SIXTH_PASS_CASES: Case[] = [...pages, ...sections, ...posts, ...images, ...navigation, ...settings, ...entries, ...publishing, ...search, ...multi, ...conversation, ...clarify, ...offtopic];
