/**
 * Nineteenth development pass: 109 requests in nine new voices of about twelve cases each — a busy
 * vet-practice manager on a tablet, a museum volunteer in his seventies writing formal letters, a
 * Nigerian-English speaker ("kindly", "do the needful", "revert"), a teenager on work experience,
 * a Danish speaker's English ("shall", word order), a copy-editor quoting exact wording and
 * punctuation, a product manager's acceptance criteria and lists, a voice-assistant transcript
 * ("comma", "full stop", "question mark") and a frustrated owner describing what visitors see.
 * Written from the tools' descriptions, the services, the section templates and the demo seed only,
 * without reading the offline model, its docs, its tests or the other passes.
 */
import { unchanged, noCard, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const [welcome, process, autumn] = [DEMO.posts.welcome, DEMO.posts.process, DEMO.posts.autumn];

// ── pages ───────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    // vet manager, tablet
    id: "pages-551",
    domain: "pages",
    intent: "change",
    say: ["need a new page 'Opening Hours' pls - mon to fri 8am-7pm, sat 9-1, sun closed. emergencies ring the main numbr"],
    expect: [{ page: "Opening Hours", exists: true, textIncludes: ["closed"] }],
  },
  {
    // museum volunteer
    id: "pages-552",
    domain: "pages",
    intent: "change",
    say: [
      "Dear Sir or Madam,\n\nI should be most gratefull if you would rename the page presently entitled 'About' so that it reads 'About the Studio'. The web address ought, I think, to remain as it is, since it is printed on our leaflets.\n\nYours faithfully,\nGeoffrey Pell",
    ],
    expect: [
      { page: "About the Studio", exists: true, slug: "about" },
      { page: "About", exists: false },
    ],
  },
  {
    // Nigerian English
    id: "pages-553",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Locum Vacancies", live: true, sections: [{ template: "text", content: { heading: "We are hiring", body: "We are looking for a locum for the spring." } }] } }],
    say: ["Kindly delete the page titled ‘Locum Vacancies’, the position has been filled. Do the needful and revert."],
    expect: [
      { page: "Locum Vacancies", inTrash: true },
      { page: "Home", exists: true },
    ],
  },
  {
    // Danish English
    id: "pages-554",
    domain: "pages",
    intent: "change",
    say: ["Can the Contact page get another address? It shall be /get-in-touch in place of /contact."],
    expect: [{ page: "Contact", exists: true, slug: "get-in-touch" }],
  },
  {
    // copy-editor
    id: "pages-555",
    domain: "pages",
    intent: "change",
    say: [
      "The About page’s meta description currently reads “Who we are and how we work.” Please change it to exactly: “Who we are, how we work, and why we keep things calm.” Keep the serial comma and the full stop.",
    ],
    expect: [{ page: "About", seoDescription: "Who we are, how we work, and why we keep things calm." }],
  },
  {
    // product manager
    id: "pages-556",
    domain: "pages",
    intent: "change",
    say: [
      'New landing page for the referral scheme.\n\nAcceptance criteria:\n- Draft page titled "Referral Programme"\n- Has a hero section with the heading "Refer a friend and you both save"\n- NOT published yet (marketting signs it off first)',
    ],
    expect: [{ page: "Referral Programme", exists: true, live: false, sections: [{ template: "hero", fields: { heading: "Refer a friend and you both save" } }] }],
  },
  {
    // voice dictation
    id: "pages-557",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Puppy Class Timetable", sections: [{ template: "text", content: { heading: "Puppy classes", body: "Tuesdays at six." } }] } }],
    say: ["how many pages have we got on the site and which ones are not live yet question mark"],
    expect: [unchanged, { reply: { includesAny: ["four", "4"] } }, { reply: { includesAny: ["Puppy Class Timetable"] } }],
  },
  {
    // frustrated owner
    id: "pages-558",
    domain: "pages",
    intent: "read",
    say: ["A customer rang to say our Contact page doesn't even have a phone number on it. Does it?? What does that page actually say?"],
    expect: [unchanged, { reply: { includesAny: ["7946 0000", "+44 20 7946 0000"] } }],
  },
  {
    // vet manager, as a viewer
    id: "pages-559",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["pls delete the about page we dont use it anymore"],
    expect: [unchanged, { page: "About", exists: true }, { reply: { includesAny: PERMISSION } }],
  },
  {
    // teenager
    id: "pages-560",
    domain: "pages",
    intent: "read",
    say: ["how many sections does the home page have lol and what r they"],
    expect: [unchanged, { reply: { includesAny: ["three", "3"] } }, { reply: { includesAny: ["What we do", "feature grid", "Have a project in mind?", "call to action"] } }],
  },
];

// ── sections ────────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    // vet manager
    id: "sections-551",
    domain: "sections",
    intent: "change",
    say: ["home page main heading chnage to ‘Friendly vets, open late’ pls"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { heading: "Friendly vets, open late" } }], textExcludes: ["Websites that feel calm"] }],
  },
  {
    // frustrated owner
    id: "sections-552",
    domain: "sections",
    intent: "change",
    say: [
      "Poeple keep telling me the 'Get in touch' button at the bottom of the home page takes them to the wrong place - they want to BOOK. Point it at https://book.northwind.example/appointments",
    ],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { buttonUrl: "book.northwind.example/appointments" } },
          { template: "hero", fields: { ctaUrl: "/about" } },
        ],
      },
    ],
  },
  {
    // copy-editor
    id: "sections-553",
    domain: "sections",
    intent: "change",
    say: [
      "On the About page, the FAQ answer “Most projects take six to ten weeks from the first conversation to launch.” — please delete the second “the”, so that it reads “…from first conversation to launch.”",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "six to ten weeks from first conversation to launch" } }],
        textExcludes: ["from the first conversation"],
        textIncludes: ["Can we edit the site ourselves?"],
      },
    ],
  },
  {
    // Danish English
    id: "sections-554",
    domain: "sections",
    intent: "change",
    say: ["The picture on the About page with our studio shall stand on the left side, and the text on the right."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg" } }] }],
  },
  {
    // product manager
    id: "sections-555",
    domain: "sections",
    intent: "change",
    say: [
      'Story: as a visitor I want to know what happens after launch.\nAC:\n- Home page gets a new FAQ section at the very end, heading "Aftercare"\n- One question: "Do you fix things after launch?" — answer: "Yes, for twelve months at no cost."\n- Existing sections untouched',
    ],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "featureGrid", "cta", "faq"],
        sections: [{ template: "faq", fields: { heading: "Aftercare", items: "twelve months" } }],
        textIncludes: ["Websites that feel calm and work hard"],
      },
    ],
  },
  {
    // teenager
    id: "sections-556",
    domain: "sections",
    intent: "change",
    say: ["the 3 boxes on the home page, the one that says Care can it say Support instead lol. keep the text under it tho"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: '"title":"Support"' } }],
        textIncludes: ["keeps up with your business"],
        textExcludes: ['"title":"Care"'],
      },
    ],
  },
  {
    // voice dictation
    id: "sections-557",
    domain: "sections",
    intent: "change",
    say: ["on the contact page remove the gallery section the one with the pictures full stop thanks"],
    expect: [{ page: "Contact", sectionTemplates: ["text"] }, { image: "blue-coast.png", exists: true }],
  },
  {
    // Nigerian English
    id: "sections-558",
    domain: "sections",
    intent: "change",
    say: ["Kindly add a text section to the Contact page just under the 'Say hello' part. Heading: 'Getting here'. Body: 'We are five minutes walk from Eastgate station.' Thank you."],
    expect: [{ page: "Contact", sectionTemplates: ["text", "text", "gallery"], sections: [{ template: "text", nth: 1, fields: { heading: "Getting here", body: "Eastgate" } }] }],
  },
  {
    // museum volunteer
    id: "sections-559",
    domain: "sections",
    intent: "read",
    say: ["Might I trouble you to tell me what the buttons on the front page of our website say, and to where they lead? I am preparing a printed guide for our members."],
    expect: [unchanged, { reply: { includesAny: ["See what we do"] } }, { reply: { includesAny: ["Get in touch"] } }],
  },
  {
    // copy-editor
    id: "sections-560",
    domain: "sections",
    intent: "read",
    say: ["What is the exact wording of the line under the main heading on the Home page? I need it verbatim, punctuation included."],
    expect: [unchanged, { reply: { includesAny: ["quick to load, easy to edit, pleasant to use"] } }],
  },
  {
    // vet manager
    id: "sections-561",
    domain: "sections",
    intent: "read",
    say: ["what sectons r on the about page rn"],
    expect: [unchanged, { reply: { includesAny: ["Questions we hear often", "FAQ"] } }, { reply: { includesAny: ["Where we work", "image and text"] } }],
  },
  {
    // Nigerian English
    id: "sections-562",
    domain: "sections",
    intent: "read",
    say: ["Please what are the points listed under 'What we do' on the home page? Kindly revert."],
    expect: [unchanged, { reply: { includesAll: ["Design", "Build", "Care"] } }],
  },
  {
    // frustrated owner
    id: "sections-563",
    domain: "sections",
    intent: "refuse",
    say: ["The first thing you see on our home page is that sunrise photo and it's way too dark. Can you brighten it up and crop the hills off the bottom?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Editing an image's pixels (brightness, cropping) is not something the CMS does; choosing another picture would be.",
  },
];

// ── posts ───────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    // vet manager
    id: "posts-551",
    domain: "posts",
    intent: "change",
    say: ['new blog post pls: "Keeping pets cool in a heatwave" - shade, fresh water always, no walks in the midday sun. tag it summer, dont publish yet'],
    expect: [{ post: "Keeping pets cool in a heatwave", exists: true, status: "draft", tagsInclude: ["summer"], bodyIncludes: ["water"] }],
  },
  {
    // museum volunteer
    id: "posts-552",
    domain: "posts",
    intent: "change",
    say: [
      `Good afternoon. I would be obliged if the article entitled "${welcome}" could be given the additional tag 'announcements'. The tag it already carries should, of course, be retained. With kind regards, G. Pell`,
    ],
    expect: [{ post: welcome, tags: ["news", "announcements"] }],
  },
  {
    // Nigerian English
    id: "posts-553",
    domain: "posts",
    intent: "change",
    say: ["Please kindly change the cover image of the autumn collection post to the blue coast picture. Revert once done."],
    expect: [{ post: autumn, coverImage: "blue-coast.png", status: "draft" }],
  },
  {
    // teenager
    id: "posts-554",
    domain: "posts",
    intent: "change",
    say: ["the design process post title is wayyy too long lol make it just 'How we design'"],
    expect: [
      { post: "How we design", exists: true, bodyIncludes: ["Every project starts with a conversation"] },
      { post: process, exists: false },
    ],
  },
  {
    // copy-editor
    id: "posts-555",
    domain: "posts",
    intent: "change",
    say: ["In the welcome post, the last line is “Thanks for stopping by!” — change it to “Thanks for stopping by.” (a full stop, not an exclamation mark). Nothing else in the post should change."],
    expect: [{ post: welcome, bodyIncludes: ["Thanks for stopping by.", "Pages load in under a second"], bodyExcludes: ["stopping by!"] }],
  },
  {
    // product manager
    id: "posts-556",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Spring Open Day 2023", status: "published", tags: ["events"], body: "Thanks to everyone who came to the open day.", daysAgo: 400 } }],
    say: ["Ticket: archive old post\n- Post: “Spring Open Day 2023”\n- Expected: no longer shown on the blog\n- Expected: kept (NOT deleted)"],
    expect: [{ post: "Spring Open Day 2023", exists: true, status: "archived", live: false }],
  },
  {
    // Danish English
    id: "posts-557",
    domain: "posts",
    intent: "read",
    say: ["Which blog posts have we, and which of them is not yet publisched?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection"] } }, { reply: { includesAny: ["Welcome to our new website", "Behind the scenes"] } }],
  },
  {
    // voice dictation
    id: "posts-558",
    domain: "posts",
    intent: "read",
    say: ["what tags does the behind the scenes post have question mark"],
    expect: [unchanged, { reply: { includesAny: [...DESIGN_PROCESS_TAGS, "process, design", "'process', 'design'", '"process", "design"', "“process”, “design”"] } }],
  },
  {
    // frustrated owner
    id: "posts-559",
    domain: "posts",
    intent: "read",
    given: [{ post: { title: "Weekend Surgery Hours", status: "published", tags: ["clinic"], body: "We are now open on Saturday mornings." } }],
    say: ["Someone told me the newest post on our blog has no picture at the top. Which post even is the newest one?"],
    expect: [unchanged, { reply: { includesAny: ["Weekend Surgery Hours"], excludes: ["Behind the scenes", welcome] } }],
  },
  {
    // museum volunteer
    id: "posts-560",
    domain: "posts",
    intent: "refuse",
    say: [
      "Would it be possible to arrange for the article about the autumn collection to appear on the blog automatically on the first of October, at nine o'clock in the morning? I shall be away that week.",
    ],
    expect: [unchanged, { post: autumn, live: false }, { reply: { includesAny: [...CANNOT, "schedule", "scheduling", "scheduled"] } }],
    note: "The assistant has no tool that schedules publishing, so it says so (or points to scheduling elsewhere) and publishes nothing now.",
  },
];

// ── images ──────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    // vet manager
    id: "images-551",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "ward-cat.jpg" } }],
    say: ["ward-cat.jpg has no alt text, pls put: Grey cat resting in a recovery kennel"],
    expect: [{ image: "ward-cat.jpg", alt: "Grey cat resting in a recovery kennel" }],
  },
  {
    // copy-editor
    id: "images-552",
    domain: "images",
    intent: "change",
    say: ["blue-coast.png has no caption. Set it to: The headland, looking north (no full stop at the end, please)."],
    expect: [{ image: "blue-coast.png", caption: "The headland, looking north", alt: "Calm blue coastline with green headlands" }],
  },
  {
    // museum volunteer
    id: "images-553",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "tram-depot-1921.jpg", alt: "The old tram depot in 1921" } }],
    say: [
      "Dear team,\n\nIt has come to my attention that we have no permission to use the photograph of the tram depot. I should like it removed from the picture library altogether.\n\nWith thanks,\nGeoffrey",
    ],
    expect: [
      { image: "tram-depot-1921.jpg", inTrash: true },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
  },
  {
    // Nigerian English
    id: "images-554",
    domain: "images",
    intent: "change",
    say: ["Kindly replace the studio dusk picture everywhere on the site with autumn-valley.jpg. Do the needful."],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "autumn-valley.jpg" } }] },
      { page: "Contact", textExcludes: ["studio-dusk.jpg"] },
      { post: process, coverImage: "autumn-valley.jpg" },
    ],
  },
  {
    // Danish English
    id: "images-555",
    domain: "images",
    intent: "change",
    say: ["Shall you put also the autumn-valley picture in the galery on the Contact page? The two other shall stay."],
    expect: [{ page: "Contact", sections: [{ template: "gallery", fields: { images: "autumn-valley.jpg" } }], textIncludes: ["blue-coast.png", "studio-dusk.jpg"] }],
  },
  {
    // teenager
    id: "images-556",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-bbq.jpg", alt: "The team at the summer barbecue" } }],
    say: ["put team-bbq.jpg as the pic in the big banner on the home page instead of the sunrise one lol. only there tho"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "team-bbq.jpg" } }] },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
    ],
  },
  {
    // product manager
    id: "images-557",
    domain: "images",
    intent: "read",
    say: ["Before we swap it out — where is mountain-sunrise.jpg used?\nNeed:\n- pages\n- posts"],
    expect: [unchanged, { reply: { includesAny: ["Home"] } }, { reply: { includesAny: [welcome, "welcome post"], excludes: ["Autumn collection", "Behind the scenes"] } }],
  },
  {
    // voice dictation
    id: "images-558",
    domain: "images",
    intent: "read",
    say: ["which pictures dont have a caption yet question mark"],
    expect: [unchanged, { reply: { includesAny: ["blue-coast.png", "blue-coast", "blue coast"], excludes: ["mountain-sunrise", "studio-dusk", "autumn-valley"] } }],
  },
  {
    // vet manager
    id: "images-559",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "kennel-run.jpg" } }, { image: { name: "x-ray-room.jpg", alt: "X-ray room with lead aprons on hooks" } }],
    say: ["which pics have no alt text?? accessibilty audit next wk"],
    expect: [unchanged, { reply: { includesAny: ["kennel-run"], excludes: ["x-ray-room", "mountain-sunrise"] } }],
  },
  {
    // frustrated owner
    id: "images-560",
    domain: "images",
    intent: "refuse",
    say: ["The photo on the About page looks completely washed out to visitors. Can you just bump up the contrast on studio-dusk.jpg?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Changing an image's pixels is not something the CMS can do.",
  },
];

// ── navigation ──────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    // vet manager
    id: "navigation-551",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Pet Insurance", live: true, sections: [{ template: "text", content: { heading: "Pet insurance", body: "We work with most insurers." } }] } }],
    say: ["can u add the pet insurance page to the menu, afer About"],
    expect: [{ menu: "Pet Insurance", linksTo: "Pet Insurance", position: 2, parent: null }],
  },
  {
    // frustrated owner
    id: "navigation-552",
    domain: "navigation",
    intent: "change",
    say: ["People say the Blog link at the top goes to an empty page. Our news actually lives at https://news.northwind.example - point the link there."],
    expect: [{ menu: "Blog", linksTo: "https://news.northwind.example" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    // teenager
    id: "navigation-553",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Staff Portal", url: "https://intranet.northwind.example", visible: false } }],
    say: ["r there any hidden links in the menu"],
    expect: [unchanged, { reply: { includesAny: ["Staff Portal"] } }],
  },
  {
    // Danish English
    id: "navigation-554",
    domain: "navigation",
    intent: "change",
    say: ["In the menu shall Contact stand first, bfore Home."],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }],
  },
  {
    // copy-editor
    id: "navigation-555",
    domain: "navigation",
    intent: "change",
    say: ["Rename the menu item “About” to “About us” — lower-case “us”, no full stop."],
    expect: [
      { menu: "About us", present: true, linksTo: "About", position: 1 },
      { menu: "About", present: false },
    ],
  },
  {
    // product manager
    id: "navigation-556",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Careers", live: true, sections: [{ template: "text", content: { heading: "Work with us", body: "No openings right now." } }] } },
      { menuItem: { label: "Careers", page: "Careers" } },
    ],
    say: ["As a visitor I find Careers under About.\n\nAC:\n- 'Careers' menu item sits under 'About'\n- Top-level order otherwise unchanged: Home, About, Blog, Contact"],
    expect: [{ menu: "Careers", parent: "About", linksTo: "Careers" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    // Nigerian English
    id: "navigation-557",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Old Forum", url: "https://forum.northwind.example" } }],
    say: ["Kindly remove the 'Old Forum' link from the menu, the forum has been shut down since last year."],
    expect: [{ menu: "Old Forum", present: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    // museum volunteer
    id: "navigation-558",
    domain: "navigation",
    intent: "refuse",
    given: [
      { menuItem: { label: "Collections", url: "https://museum.example/collections" } },
      { menuItem: { label: "Textiles", url: "https://museum.example/textiles", parent: "Collections" } },
    ],
    say: [
      "I wonder whether you might place a further link, entitled 'Quilts', beneath 'Textiles' — which itself sits beneath 'Collections' — pointing to https://museum.example/quilts. I am obliged to you.",
    ],
    expect: [unchanged, { menu: "Quilts", present: false }, { reply: { includesAny: [...CANNOT, "two levels", "levels deep"] } }],
    note: "The menu is at most two levels deep, so a link under a sub-item cannot be made.",
  },
  {
    // voice dictation
    id: "navigation-559",
    domain: "navigation",
    intent: "read",
    say: ["read me the links in the main menu in order please"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
  {
    // frustrated owner
    id: "navigation-560",
    domain: "navigation",
    intent: "read",
    say: ["A visitor says the Contact link in the menu takes them to the wrong place. Where does it actually point?"],
    expect: [unchanged, { reply: { includesAny: ["/contact", "the Contact page", "page “Contact”", "page 'Contact'", 'page "Contact"'] } }],
  },
];

// ── settings ────────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    // vet manager
    id: "settings-551",
    domain: "settings",
    intent: "change",
    say: ["chnage site tagline to 'Small animal care in the heart of town'"],
    expect: [{ setting: "tagline", equals: "Small animal care in the heart of town" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    // copy-editor
    id: "settings-552",
    domain: "settings",
    intent: "change",
    say: ["The site name should be “Northwind Studio Ltd” — with “Ltd” and no full stop after it."],
    expect: [{ setting: "name", equals: "Northwind Studio Ltd" }],
  },
  {
    // Danish English
    id: "settings-553",
    domain: "settings",
    intent: "change",
    say: ["The accent colour shall be a dark blue in place of the orange."],
    expect: [
      { setting: "themeColors.accent", changed: true, looksLike: "blue" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    // Nigerian English
    id: "settings-554",
    domain: "settings",
    intent: "change",
    say: ["Kindly add our Instagram to the social links: https://instagram.com/northwind.studio . Revert when done."],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwind.studio" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
  {
    // voice dictation
    id: "settings-555",
    domain: "settings",
    intent: "change",
    say: ["remove the github link from the social links full stop we dont use it anymore"],
    expect: [
      { setting: "socialLinks", excludes: "github" },
      { setting: "socialLinks", includes: "Mastodon" },
    ],
  },
  {
    // museum volunteer
    id: "settings-556",
    domain: "settings",
    intent: "read",
    say: ["Would you kindly remind me which colours the website presently employs as its main colour and its accent colour? Our printer has asked."],
    expect: [unchanged, { reply: { includesAny: ["#35524a", "green"] } }, { reply: { includesAny: ["#d9622b", "orange"] } }],
  },
  {
    // teenager
    id: "settings-557",
    domain: "settings",
    intent: "read",
    given: [{ settings: { seoDescription: "Vets and nurses looking after small animals since 1998." } }],
    say: ["whats the sites seo descripton thing rn"],
    expect: [unchanged, { reply: { includesAny: ["looking after small animals since 1998"] } }],
  },
  {
    // product manager, as a viewer
    id: "settings-558",
    domain: "settings",
    intent: "refuse",
    as: "viewer",
    say: ["- Change the site name to 'Northwind'\n- Done when the header shows 'Northwind' only"],
    expect: [unchanged, { setting: "name", equals: "Northwind Studio" }, { reply: { includesAny: PERMISSION } }],
  },
];

// ── entries ─────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    // vet manager
    id: "entries-551",
    domain: "entries",
    intent: "change",
    say: ["add testimonal from Janet Morrow, owner of Biscuit the beagle: 'They saw us at 10pm on a Sunday and were so kind.'"],
    expect: [{ entry: { where: { author: "Janet Morrow" } }, exists: true, dataIncludes: { quote: "10pm on a Sunday" } }],
  },
  {
    // museum volunteer
    id: "entries-552",
    domain: "entries",
    intent: "change",
    say: [
      "Dear Sir,\n\nI should be grateful if the testimonial from Harbour Books could be amended so that the quotation reads: 'Finally, a website our whole team can update with ease.'\n\nYours sincerely,\nG. Pell",
    ],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "Finally, a website our whole team can update with ease", author: "Tom Okafor" } }],
  },
  {
    // Nigerian English
    id: "entries-553",
    domain: "entries",
    intent: "change",
    say: ["Kindly take down the Maple Bakery testimonial from the website, the client has requested it. Please do not delete it o."],
    expect: [{ entry: "Maple Bakery", exists: true, live: false }, { entry: "Harbour Books", live: true }],
  },
  {
    // teenager
    id: "entries-554",
    domain: "entries",
    intent: "change",
    given: [
      {
        entry: {
          title: "Riverside Gym",
          data: { quote: "Our members love booking classes online now.", author: "Dev Malhotra", company: "Riverside Gym" },
          live: false,
        },
      },
    ],
    say: ["theres a testimonial from riverside gym that isnt showing on the site?? can u put it live"],
    expect: [{ entry: "Riverside Gym", live: true }],
  },
  {
    // copy-editor
    id: "entries-555",
    domain: "entries",
    intent: "change",
    say: ["In the Maple Bakery testimonial the author is given as “Priya Shah”; it should be “Priya Shah-Lewis” (hyphenated, no spaces around the hyphen)."],
    expect: [{ entry: "Maple Bakery", dataIncludes: { author: "Priya Shah-Lewis", quote: "Our orders doubled" } }],
  },
  {
    // Danish English
    id: "entries-556",
    domain: "entries",
    intent: "read",
    say: ["Who has said what about us? Which testimonials have we got?"],
    expect: [unchanged, { reply: { includesAny: ["Maple Bakery", "Priya Shah"] } }, { reply: { includesAny: ["Harbour Books", "Tom Okafor"] } }],
  },
  {
    // frustrated owner
    id: "entries-557",
    domain: "entries",
    intent: "read",
    say: ["A client says their quote on our site is wrong – the one from the bookshop. What does it say at the momment?"],
    expect: [unchanged, { reply: { includesAny: ["Finally a website our whole team can update"], excludes: ["Our orders doubled"] } }],
  },
  {
    // product manager
    id: "entries-558",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Alder Physio", data: { quote: "Bookings went up within a month.", author: "Hannah Reyes", company: "Alder Physio" } } }],
    say: ["Task: remove the Alder Physio testimonial (they've closed).\nDone when:\n- it's no longer on the site\n- it's in the trash, not gone for good"],
    expect: [{ entry: "Alder Physio", inTrash: true }, { entry: "Maple Bakery", exists: true }],
  },
];

// ── publishing ──────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    // vet manager
    id: "publishing-551",
    domain: "publishing",
    intent: "change",
    say: ["put the autum post live pls"],
    expect: [{ post: autumn, live: true, status: "published" }],
  },
  {
    // frustrated owner
    id: "publishing-552",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Price List", sections: [{ template: "text", content: { heading: "Our prices", body: "Consultations from £45." } }] } }],
    say: ["I made a Price List page last week but customers say there's NOTHING there when they try to find it. Make it so people can actually see it."],
    expect: [{ page: "Price List", live: true }],
  },
  {
    // Danish English
    id: "publishing-553",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Staff Rota", sections: [{ template: "text", content: { body: "Monday: Anders and Mette." } }] } }],
    say: ["What is not published yet? Which things are waiting?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection"] } }, { reply: { includesAny: ["Staff Rota"] } }],
  },
  {
    // product manager
    id: "publishing-554",
    domain: "publishing",
    intent: "change",
    given: [
      { post: { title: "Clinic Refurbishment Update", body: "The new consulting rooms open in June." } },
      { page: { title: "Referral Form", sections: [{ template: "text", content: { heading: "Referrals", body: "Vets can refer cases here." } }] } },
    ],
    say: [
      "Publish everything that's waiting EXCEPT the autumn collection post.\nAC:\n- Clinic Refurbishment Update is live\n- Referral Form page is live\n- Autumn collection post stays a draft",
    ],
    expect: [
      { post: "Clinic Refurbishment Update", live: true },
      { page: "Referral Form", live: true },
      { post: autumn, live: false, status: "draft" },
    ],
  },
  {
    // museum volunteer
    id: "publishing-555",
    domain: "publishing",
    intent: "change",
    say: [
      `I regret to say that the article '${process}' ought to be withdrawn from public view for the time being. Please do not delete it; we may wish to restore it in the new year.`,
    ],
    expect: [{ post: process, exists: true, live: false }],
  },
  {
    // voice dictation, as a viewer
    id: "publishing-556",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["publish the autumn post now please full stop"],
    expect: [unchanged, { post: autumn, live: false }, { reply: { includesAny: PERMISSION } }],
  },
];

// ── search ──────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    // vet manager
    id: "search-551",
    domain: "search",
    intent: "read",
    say: ["which page says two working days? cant find it"],
    expect: [unchanged, { reply: { includesAny: ["Home"] } }],
  },
  {
    // copy-editor
    id: "search-552",
    domain: "search",
    intent: "read",
    say: ["Find every place on our pages where the word “calm” appears, and quote each sentence exactly as it stands."],
    expect: [unchanged, { reply: { includesAny: ["feel calm and work hard"] } }, { reply: { includesAny: ["websites should be calm"] } }],
  },
  {
    // Nigerian English
    id: "search-553",
    domain: "search",
    intent: "read",
    say: ["Pleas which of our posts talks about screen readers? Kindly revert."],
    expect: [unchanged, { reply: { includesAny: [welcome], excludes: ["Autumn collection", "Behind the scenes"] } }],
  },
  {
    // teenager
    id: "search-554",
    domain: "search",
    intent: "read",
    say: ["is there anything on the site about pop ups lol"],
    expect: [unchanged, { reply: { includesAny: ["About us", "About page", "fighting for attention"] } }],
  },
  {
    // voice dictation
    id: "search-555",
    domain: "search",
    intent: "read",
    say: ["search the blog for the word sketch and tell me which post its in"],
    expect: [unchanged, { reply: { includesAny: ["Behind the scenes", "our design process"], excludes: [welcome, "Autumn collection"] } }],
  },
];

// ── multi: two or three changes in one message ──────────────────────────────────────────────────

const multi: Case[] = [
  {
    // vet manager
    id: "multi-551",
    domain: "multi",
    intent: "change",
    say: ["3 things: 1) tagline -> 'Vets who pick up the phone' 2) hide Blog in the menu 3) publsih the autumn post"],
    expect: [
      { setting: "tagline", equals: "Vets who pick up the phone" },
      { menu: "Blog", present: true, visible: false },
      { post: autumn, live: true },
    ],
  },
  {
    // museum volunteer
    id: "multi-552",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Gift Aid", sections: [{ template: "text", content: { heading: "Gift Aid", body: "If you pay UK tax, your gift can go further." } }] } }],
    say: [
      "Dear team,\n\nFirstly, could the page 'Gift Aid' kindly be published. Secondly, might a link to it be added to the menu, placed after 'Contact'.\n\nWith thanks,\nGeoffrey",
    ],
    expect: [
      { page: "Gift Aid", live: true },
      { menu: "Gift Aid", linksTo: "Gift Aid", position: 4, parent: null },
    ],
  },
  {
    // Nigerian English
    id: "multi-553",
    domain: "multi",
    intent: "change",
    say: ["Kindly rename the Contact page to 'Reach Us' and change the menu link to read 'Reach Us' as well. Do the needful."],
    expect: [
      { page: "Reach Us", exists: true },
      { page: "Contact", exists: false },
      { menu: "Reach Us", present: true, linksTo: "Reach Us" },
      { menu: "Contact", present: false },
    ],
  },
  {
    // teenager
    id: "multi-554",
    domain: "multi",
    intent: "change",
    say: ["make a post called 'my week at the studio' lol say i learned figma and made everyone coffee, tag it intern and then publish it"],
    expect: [{ post: { titleIncludes: "week at the studio" }, live: true, tagsInclude: ["intern"], bodyIncludes: ["figma"] }],
  },
  {
    // Danish English
    id: "multi-555",
    domain: "multi",
    intent: "change",
    given: [
      { page: { title: "Summer Offer 2023", live: true, sections: [{ template: "text", content: { heading: "Summer offer", body: "Ten percent off all vaccinations." } }] } },
      { menuItem: { label: "Summer Offer", page: "Summer Offer 2023" } },
    ],
    say: ["Shall you delete the page 'Summer Offer 2023' and take it also out of the menu?"],
    expect: [
      { page: "Summer Offer 2023", inTrash: true },
      { menu: "Summer Offer", present: false },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
  },
  {
    // copy-editor
    id: "multi-556",
    domain: "multi",
    intent: "change",
    say: ["Two fixes on the Home page: (1) the heading “Have a project in mind?” should be “Got a project in mind?”; (2) the button “See what we do” should read “See our work”."],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { heading: "Got a project in mind?", buttonLabel: "Get in touch" } },
          { template: "hero", fields: { ctaLabel: "See our work" } },
        ],
        textExcludes: ["Have a project in mind?", "See what we do"],
      },
    ],
  },
  {
    // product manager
    id: "multi-557",
    domain: "multi",
    intent: "change",
    say: [
      "Sprint item — social + SEO refresh:\n- [ ] Add LinkedIn https://linkedin.com/company/northwind-studio to the social links\n- [ ] Remove Mastodon\n- [ ] Default SEO title: 'Northwind Studio | Web design for small businesses'",
    ],
    expect: [
      { setting: "socialLinks", includes: "linkedin.com/company/northwind-studio" },
      { setting: "socialLinks", excludes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
      { setting: "seoTitle", equals: "Northwind Studio | Web design for small businesses" },
    ],
  },
  {
    // voice dictation
    id: "multi-558",
    domain: "multi",
    intent: "change",
    say: ["add a testimonial from alan brody at brody and sons comma quote they made our website simple to run full stop then publish it"],
    expect: [{ entry: { where: { author: "Brody" } }, exists: true, live: true, dataIncludes: { quote: "simple to run" } }],
  },
  {
    // frustrated owner
    id: "multi-559",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "dog-on-table.jpg", alt: "Spaniel on the consulting table" } }],
    say: [
      "The first thing you see on the home page says 'Websites that feel calm and work hard' — we're a VET PRACTICE. Change that to 'Caring for your pets since 1998' and swap the sunrise picture up there for the dog photo.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Caring for your pets since 1998", imageId: "dog-on-table.jpg" } }] },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
    ],
  },
  {
    // vet manager
    id: "multi-560",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "kennel-run.jpg" } }],
    say: ["kennel-run.jpg - alt text 'Outdoor kennel run with grass' and caption 'Our new kennel run' thx"],
    expect: [{ image: "kennel-run.jpg", alt: "Outdoor kennel run with grass", caption: "Our new kennel run" }],
  },
  {
    // museum volunteer
    id: "multi-561",
    domain: "multi",
    intent: "change",
    given: [{ post: { title: "Lantern Evening Recap", body: "Over two hundred visitors joined us for the lantern evening." } }],
    say: [
      "Might I ask that the article 'Lantern Evening Recap' be given the tag 'events', that its cover be the photograph studio-dusk.jpg, and that it then be published? I am most grateful.",
    ],
    expect: [{ post: "Lantern Evening Recap", tagsInclude: ["events"], coverImage: "studio-dusk.jpg", live: true }],
  },
  {
    // Danish English
    id: "multi-562",
    domain: "multi",
    intent: "change",
    say: ["Shall you make a new page 'Prices' with a short text that our websites cost from 500 pounds, and put it in the menu after About?"],
    expect: [
      { page: "Prices", exists: true, textIncludes: ["500"] },
      { menu: "Prices", linksTo: "Prices", position: 2, parent: null },
    ],
  },
];

// ── conversation: two or three turns that refer back ────────────────────────────────────────────

const conversation: Case[] = [
  {
    // vet manager
    id: "conversation-551",
    domain: "conversation",
    intent: "change",
    say: ["whats in the first section on the about page", "ok change its heading to 'Meet the team'"],
    expect: [{ page: "About", sections: [{ template: "text", fields: { heading: "Meet the team", body: "team of four" } }], textIncludes: ["Where we work"] }],
  },
  {
    // Nigerian English
    id: "conversation-552",
    domain: "conversation",
    intent: "change",
    say: ["Kindly add 'Pricing' to the menu, linking to /pricing", "Sorry, kindly make it 'Fees' insted of 'Pricing'"],
    expect: [
      { menu: "Fees", present: true, linksTo: "/pricing" },
      { menu: "Pricing", present: false },
    ],
  },
  {
    // teenager
    id: "conversation-553",
    domain: "conversation",
    intent: "change",
    say: ["hide the blog link in the menu", "and contact too", "actually put blog back lol, leave contact hidden"],
    expect: [
      { menu: "Blog", present: true, visible: true },
      { menu: "Contact", present: true, visible: false },
    ],
  },
  {
    // copy-editor
    id: "conversation-554",
    domain: "conversation",
    intent: "change",
    say: [
      "Change the Home page’s call-to-action heading to “Have a project in mind? Let’s talk.”",
      'Sorry — I need a straight apostrophe there, not a curly one: "Let\'s talk."',
    ],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { heading: "Have a project in mind? Let's talk." } }], textExcludes: ["Let’s"] }],
  },
  {
    // product manager
    id: "conversation-555",
    domain: "conversation",
    intent: "change",
    say: ["Create a draft post 'Release notes: March' with the body:\n- Faster image uploads\n- New menu editor", "Looks good. Now publish it."],
    expect: [{ post: "Release notes: March", live: true, bodyIncludes: ["Faster image uploads", "New menu editor"] }],
  },
  {
    // frustrated owner
    id: "conversation-556",
    domain: "conversation",
    intent: "change",
    say: ["Why does the Contact page show two pictures of hills?? Which pictures even are they?", "Take the studio one out of there then. Leave the coast one."],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "blue-coast.png" } }], textExcludes: ["studio-dusk.jpg"] },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
      { image: "studio-dusk.jpg", exists: true },
    ],
  },
  {
    // museum volunteer
    id: "conversation-557",
    domain: "conversation",
    intent: "change",
    given: [{ page: { title: "Volunteer Rota", sections: [{ template: "text", content: { heading: "Volunteer rota", body: "Saturday mornings: front desk." } }] } }],
    say: [
      "Please delete the page 'Volunteer Rota'; it is out of date.",
      "Oh dear, I have made an error — the committee still needs it. Would you kindly restore it?",
      "And, if you would be so good, rename it 'Volunteer Timetable'.",
    ],
    expect: [
      { page: "Volunteer Timetable", exists: true },
      { page: "Volunteer Rota", exists: false },
    ],
  },
  {
    // Danish English
    id: "conversation-558",
    domain: "conversation",
    intent: "change",
    say: ["What stands in the menu?", "Shall you rename 'Blog' to 'News' and move it to the end?"],
    expect: [{ menuOrder: ["Home", "About", "Contact", "News"] }, { menu: "News", linksTo: "/blog" }],
  },
  {
    // voice dictation
    id: "conversation-559",
    domain: "conversation",
    intent: "read",
    given: [{ post: { title: "Night Clinic Launch", status: "published", tags: ["after-hours", "emergency"], body: "From next month we are open until midnight." } }],
    say: ["which post is the newest on the blog question mark", "what tags has it got"],
    expect: [unchanged, { reply: { includesAny: ["after-hours"], excludes: ["seasonal", "Behind the scenes"] } }],
  },
  {
    // museum volunteer
    id: "conversation-560",
    domain: "conversation",
    intent: "read",
    say: ["Could you tell me what the testimonials on our website say?", "And who, pray, is the author of the second one?"],
    expect: [unchanged, { reply: { includesAny: ["Tom Okafor"], excludes: ["Priya Shah"] } }],
  },
  {
    // Nigerian English
    id: "conversation-561",
    domain: "conversation",
    intent: "read",
    say: ["Kindly list the images we have in the library", "Which of them are used on the Contact page?"],
    expect: [unchanged, { reply: { includesAny: ["blue-coast", "blue coast"], excludes: ["mountain-sunrise", "autumn-valley"] } }, { reply: { includesAny: ["studio-dusk", "studio dusk"] } }],
  },
  {
    // teenager
    id: "conversation-562",
    domain: "conversation",
    intent: "read",
    say: ["whats the phone number on the contact page", "and what hours does it say we're open"],
    expect: [unchanged, { reply: { includesAny: ["9–5", "9-5", "9 to 5", "weekdays", "nine to five"] } }],
  },
];

// ── clarify and off-topic ───────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    // frustrated owner
    id: "clarify-551",
    domain: "clarify",
    intent: "clarify",
    say: ["The website looks wrong. Fix it."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    // Nigerian English
    id: "clarify-552",
    domain: "clarify",
    intent: "clarify",
    say: ["Kindly update the picture and revert."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    // voice dictation
    id: "clarify-553",
    domain: "clarify",
    intent: "clarify",
    say: ["change the heading please"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
];

const offtopic: Case[] = [
  {
    // teenager
    id: "offtopic-551",
    domain: "offtopic",
    intent: "offtopic",
    say: ["lol can u help with my maths homework whats 17 times 23"],
    expect: [unchanged, noCard],
  },
  {
    // Danish English
    id: "offtopic-552",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Shall you give me a good recipe for æbleskiver? My grandchildren come on Sunday."],
    expect: [unchanged, noCard],
  },
];

export const NINETEENTH_PASS_CASES: Case[] = [
  ...pages,
  ...sections,
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
