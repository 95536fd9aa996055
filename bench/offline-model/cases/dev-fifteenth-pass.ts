/**
 * Fifteenth development pass (ids `<domain>-451…`): 120 more requests, in the held-out set's six
 * voices, twenty cases each: a polite retired shop owner who writes long courteous messages, a terse
 * developer ("rm", "->", "=>", key=value, "s/old/new/", "+=", paths like /about), an American marketer
 * ("hero", "CTA", "above the fold", "punch up", "swap in", "ship it"), a non-native speaker (word
 * order, false friends: "actual", "change it in", "make that", "the point in the menu", "start
 * page"), someone on a phone ("pls", "thx", "u", "rn", no capitals, typos) and a manager who states
 * problems instead of asking ("this still says …", "the menu has two Blog links", "nobody can find
 * our prices").
 *
 * Mix: 80 changes (two in three), 30 reads answered from the real content (one in four; each checks
 * a fact the request does not contain), 4 refusals (a viewer publishing, a video section, a third
 * menu level, the reserved /blog address), 3 vague requests that need a question and 3 off-topic
 * ones. Weighted towards sections (hero heading, subheading, button text and link, call-to-action,
 * feature boxes, FAQ questions and answers, the picture's side, the gallery, text edited in place,
 * sections added, moved and removed), menu links (add, rename, re-point, move, hide, remove,
 * sub-items, a duplicate), posts (create, body, tags, excerpt, cover, unpublish, archive, delete),
 * images (alt text, caption, replace everywhere), settings (tagline, name, colours, social links,
 * default SEO), publishing (everything, one item but not another, what is waiting), search by the
 * words on the site, testimonials, and twenty conversations of two turns that refer back ("it", "that
 * one", "the one below it", "same for the other post", "actually make it …", "undo that", "put it
 * back", "no, I meant …"). About fifteen messages hold several changes; about one in six has a typo;
 * spelling is British and American, quotes '…', "…", ‘…’ and “…”.
 */
import { CANNOT, NOT_FOUND, PERMISSION, cardShown, liveSame, noCard, unchanged } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const WELCOME = DEMO.posts.welcome;
const PROCESS = DEMO.posts.process;
const AUTUMN = DEMO.posts.autumn;

const EASTER_POST: Given = {
  post: {
    title: "Opening hours over Easter",
    body: "We are closed on Good Friday and Easter Monday, and open as usual the rest of the week.",
    excerpt: "When the studio is open over the Easter weekend.",
    tags: ["news"],
  },
};

// ── Sections ──────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-451",
    domain: "sections",
    intent: "change",
    say: [
      "Good morning, and I do hope you are keeping well. My granddaughter and I were looking at the front page of our website over a cup of tea, and we both felt that the big heading at the very top — the one reading 'Websites that feel calm and work hard' — is a touch cold. Would you be so kind as to change it to 'Friendly websites for local businesses'? Thank you ever so much for your trouble.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Friendly websites for local businesses" } }], textExcludes: ["feel calm and work hard"] },
      liveSame,
    ],
    note: "Retired shop owner: the request is buried in courtesy; the home hero's heading changes in the draft, nothing goes live.",
  },
  {
    id: "sections-452",
    domain: "sections",
    intent: "change",
    say: ['home hero: ctaLabel="View services" ctaUrl=/contact'],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "View services", ctaUrl: "/contact" } }] }, liveSame],
    note: "Developer: key=value for two fields of the home hero's button; both change in the draft.",
  },
  {
    id: "sections-453",
    domain: "sections",
    intent: "change",
    say: ["The hero subhead is way too long and nobody reads it. Punch it up to 'Fast, friendly websites that grow with you.' — leave the headlne alone."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { subheading: "Fast, friendly websites that grow with you", heading: "Websites that feel calm and work hard" } }],
      },
      liveSame,
    ],
    note: "Marketer (typo 'headlne'): only the hero's subheading changes; the heading stays.",
  },
  {
    id: "sections-454",
    domain: "sections",
    intent: "change",
    say: ["On the page About please make that the picture stands on the left side and not on the right."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", heading: "Where we work" } }] }, liveSame],
    note: "Non-native speaker ('make that', 'stands'): the About page's image-and-text section puts its picture on the left.",
  },
  {
    id: "sections-455",
    domain: "sections",
    intent: "change",
    say: ["pls change the get in touch buton on the home page to say book a call thx"],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "book a call", buttonUrl: "/contact" } }] }, liveSame],
    note: "Phone (typo 'buton', no quotes): the call-to-action's button label becomes 'book a call'; its link stays /contact.",
  },
  {
    id: "sections-456",
    domain: "sections",
    intent: "change",
    say: ["The FAQ on the About page still says projects take six to ten weeks. It's four to eight weeks these days."],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "four to eight weeks" } }],
        textIncludes: ["How long does a website take?"],
        textExcludes: ["six to ten weeks"],
      },
      liveSame,
    ],
    note: "Manager states a problem: the FAQ answer is edited in place (the question stays), in the draft.",
  },
  {
    id: "sections-457",
    domain: "sections",
    intent: "change",
    say: [
      "Dear Sir or Madam, customers quite often telephone me to ask whether we look after the hosting of their website as well as building it. Would you kindly add that question to the questions on the About page, with the answer 'Yes, we host and look after every site we build.' I am most grateful.",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "faq", fields: { items: "we host and look after every site we build" } }],
        textIncludes: ["Can we edit the site ourselves?", "How long does a website take?"],
      },
      liveSame,
    ],
    note: "Retired shop owner: a new question and answer go into the existing FAQ (no new section); the two questions already there stay.",
  },
  {
    id: "sections-458",
    domain: "sections",
    intent: "change",
    say: ["s/Ongoing help/Friendly support/ on home (the Care box)"],
    expect: [
      { page: "Home", sections: [{ template: "featureGrid", fields: { features: "Friendly support" } }], textIncludes: ["keeps up with your business", "Care"], textExcludes: ["Ongoing help"] },
      liveSame,
    ],
    note: "Developer: sed-style replace inside one feature box's description; the rest of the sentence and the box's title stay.",
  },
  {
    id: "sections-459",
    domain: "sections",
    intent: "change",
    say: ["Add a CTA block to the bottom of the About page — headline “Ready to start?”, button “Book a free call” linking to /contact."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Ready to start?", buttonLabel: "Book a free call", buttonUrl: "/contact" } }],
      },
      liveSame,
    ],
    note: "Marketer: a call-to-action section is added last on About with the heading, button label and link given.",
  },
  {
    id: "sections-460",
    domain: "sections",
    intent: "change",
    say: ["Can you put the questions on the About page more high, directly unter the part 'About us'?"],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }, liveSame],
    note: "Non-native speaker ('more high', typo 'unter'): the FAQ moves up to second place, right below the 'About us' text.",
  },
  {
    id: "sections-461",
    domain: "sections",
    intent: "change",
    say: ["remvoe the photos bit from the contact page pls, just leave the text"],
    expect: [{ page: "Contact", sectionTemplates: ["text"] }, liveSame],
    note: "Phone (typo 'remvoe'): 'the photos bit' is the gallery; it is removed from the Contact draft and the text stays.",
  },
  {
    id: "sections-462",
    domain: "sections",
    intent: "change",
    say: ["The galery on the Contact page only has the coast and the studio in it. The autumn valley photo is missing."],
    expect: [
      {
        page: "Contact",
        sections: [
          { template: "gallery", fields: { images: "autumn-valley.jpg" } },
          { template: "gallery", fields: { images: "blue-coast.png" } },
          { template: "gallery", fields: { images: "studio-dusk.jpg" } },
        ],
      },
      liveSame,
    ],
    note: "Manager states a problem (typo 'galery'): autumn-valley.jpg is added to the Contact gallery, keeping the two pictures already there.",
  },
  {
    id: "sections-463",
    domain: "sections",
    intent: "change",
    say: [
      "Hello there. A small thing, if I may. On the Contact page it says we answer the telephone weekdays 9–5, but these days we stay until half past five. Could it say “weekdays 9–5.30” instead? With kind regards.",
    ],
    expect: [
      { page: "Contact", sections: [{ template: "text", fields: { body: "5.30" } }], textIncludes: ["hello@northwind.example", "+44 20 7946 0000"] },
      liveSame,
    ],
    note: "Retired shop owner: the hours are edited in place inside the Contact text; the email address and phone number stay.",
  },
  {
    id: "sections-464",
    domain: "sections",
    intent: "read",
    say: ["cat /contact gallery — which images?"],
    expect: [{ reply: { includesAny: ["blue-coast", "coast"] } }, { reply: { includesAny: ["studio-dusk", "dusk"] } }, unchanged],
    note: "Developer: a read; the Contact gallery shows blue-coast.png and studio-dusk.jpg (named by file, alt text or caption).",
  },
  {
    id: "sections-465",
    domain: "sections",
    intent: "refuse",
    say: ["Embed our studio tour video above the fold on the homepage — https://youtube.example/watch?v=nw-tour — autoplay, muted."],
    expect: [{ reply: { includesAny: [...CANNOT, "no video", "not a video", "isn't a video", "doesn't support video"] } }, unchanged],
    note: "Marketer: no section template plays a video, so it says it cannot embed one (it may offer a link or button instead) and changes nothing.",
  },
  {
    id: "sections-466",
    domain: "sections",
    intent: "change",
    say: ["On the start page the title 'What we do', change it in 'Our services', and the box 'Care' make it 'Support'."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { heading: "Our services", features: "Ongoing help" } }],
        textIncludes: ["Support", "Design", "Build"],
        // (the hero's button says "See what we do", so the old heading is checked by its field above)
        textExcludes: ['"title":"Care"'],
      },
      liveSame,
    ],
    note: "Non-native speaker ('start page', 'change it in'): two changes; the feature grid's heading and the third box's title change, its description stays.",
  },
  {
    id: "sections-467",
    domain: "sections",
    intent: "read",
    say: ["what does the button in the last box on the home page say"],
    expect: [{ reply: { includesAny: ["Get in touch"] } }, unchanged],
    note: "Phone: a read; the last section of Home is the call-to-action, whose button says 'Get in touch'.",
  },
  {
    id: "sections-468",
    domain: "sections",
    intent: "read",
    say: ["I need what the three boxes on the homepage say before the client call at 3."],
    expect: [{ reply: { includesAll: ["Design", "Build", "Care"] } }, unchanged],
    note: "Manager: a read; the three feature boxes on Home are Design, Build and Care.",
  },
  {
    id: "sections-469",
    domain: "sections",
    intent: "read",
    say: ["Before I make any changes, could you kindly read me what it says in the 'Where we work' part of the About page? My eyes aren't what they were."],
    expect: [{ reply: { includesAny: ["edge of town"] } }, unchanged],
    note: "Retired shop owner: a read; the section says the studio sits at the edge of town.",
  },
  {
    id: "sections-470",
    domain: "sections",
    intent: "read",
    say: ["What stands on the button in the big picture on the start page, and where it brings you?"],
    expect: [{ reply: { includesAll: ["See what we do"], includesAny: ["/about", "About"] } }, unchanged],
    note: "Non-native speaker: a read; the hero's button says 'See what we do' and links to /about.",
  },
  {
    id: "sections-471",
    domain: "sections",
    intent: "change",
    say: ["rm faq q 'Can we edit the site ourselves?' from /about"],
    expect: [
      { page: "About", sectionTemplates: ["text", "imageText", "faq"], textIncludes: ["How long does a website take?"], textExcludes: ["Can we edit the site ourselves?"] },
      liveSame,
    ],
    note: "Developer: one question (with its answer) is removed from the FAQ, not the whole section.",
  },
  {
    id: "sections-472",
    domain: "sections",
    intent: "change",
    say: ["The hero CTA should drive people to the blog, not About. Point it at /blog, keep the wording."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaUrl: "/blog", ctaLabel: "See what we do" } }] }, liveSame],
    note: "Marketer: the hero button's link becomes /blog; its label stays.",
  },
];

// ── Navigation ────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-451",
    domain: "navigation",
    intent: "change",
    say: [
      "Good afternoon. I should like visitors to find our little online shop more easily. Could you please add a link called 'Shop' to the menu that goes to https://shop.northwind.example? And while you are at it, might the 'Contact' link read 'Contact us' instead? Thank you kindly.",
    ],
    expect: [
      { menu: "Shop", present: true, linksTo: "https://shop.northwind.example" },
      { menu: "Contact us", present: true, linksTo: "Contact" },
      { menu: "Contact", present: false },
      liveSame,
    ],
    note: "Retired shop owner: two changes in one message; a new external link, and the Contact link is renamed (still to the Contact page). The menu stays a draft.",
  },
  {
    id: "navigation-452",
    domain: "navigation",
    intent: "change",
    say: ["nav: renmae Blog -> Journal"],
    expect: [{ menu: "Journal", linksTo: "/blog", position: 2 }, { menu: "Blog", present: false }, liveSame],
    note: "Developer (typo 'renmae'): the Blog link is renamed in place; it still goes to /blog.",
  },
  {
    id: "navigation-453",
    domain: "navigation",
    intent: "change",
    say: ["Move Contact to the front of teh nav — it's the #1 thing people want."],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }, liveSame],
    note: "Marketer (typo 'teh'): 'the front' is first place; the other links keep their order.",
  },
  {
    id: "navigation-454",
    domain: "navigation",
    intent: "change",
    say: ['Please make the point "About" in the menu invisible, but don\'t delete it.'],
    expect: [{ menu: "About", present: true, visible: false }, liveSame],
    note: "Non-native speaker ('the point in the menu'): About is hidden, not removed.",
  },
  {
    id: "navigation-455",
    domain: "navigation",
    intent: "change",
    say: ["take blog out of the menu pls nobdy uses it"],
    expect: [
      { anyOf: [[{ menu: "Blog", present: false }, { menuOrder: ["Home", "About", "Contact"] }], [{ menu: "Blog", visible: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }]] },
      liveSame,
    ],
    note: "Phone (typo 'nobdy'): Blog leaves the menu; removing it or hiding it both count, as long as the other links stay in order.",
  },
  {
    id: "navigation-456",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Our blog", url: "/news" } }],
    say: ["The menu has two blog links now, 'Blog' and 'Our blog', and one of them goes to a page that dosen't exist."],
    expect: [{ menuOrder: ["Home", "About", "Blog", "Contact"] }, { menu: "Blog", linksTo: "/blog" }, liveSame],
    note: "Manager states a problem (typo 'dosen't'): the duplicate blog link to /news (nothing there) is removed; the real one to /blog stays in place. (The duplicate is labelled 'Our blog' so every check names one link.)",
  },
  {
    id: "navigation-457",
    domain: "navigation",
    intent: "change",
    say: ["Would you be so kind as to tuck the Contact link undreneath About in our menu, as a little sub-item? My daughter says it would look tidier."],
    expect: [{ menu: "Contact", parent: "About", linksTo: "Contact" }, { menuOrder: ["Home", "About", "Blog"] }, liveSame],
    note: "Retired shop owner (typo 'undreneath'): Contact becomes a sub-item of About, still linking to the Contact page.",
  },
  {
    id: "navigation-458",
    domain: "navigation",
    intent: "change",
    say: ["nav Blog href=/blog?tag=news"],
    expect: [{ menu: "Blog", linksTo: "/blog?tag=news", position: 2 }, liveSame],
    note: "Developer: the Blog link is re-pointed to a filtered address; label and place stay.",
  },
  {
    id: "navigation-459",
    domain: "navigation",
    intent: "change",
    say: ["Add a 'Book a demo' link to the nav that goes to https://cal.example/northwind — slot it in last, after Contact."],
    expect: [{ menu: "Book a demo", linksTo: "https://cal.example/northwind", position: 4, parent: null }, { menuOrder: ["Home", "About", "Blog", "Contact", "Book a demo"] }, liveSame],
    note: "Marketer: a new top-level external link, last in the menu.",
  },
  {
    id: "navigation-460",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Team", url: "/about#team", visible: false } }],
    say: ["In the menu there is the point 'Team', but on the site I don't see it. Why is this?"],
    expect: [{ reply: { includesAny: ["hidden", "not visible", "invisible", "isn't visible", "not shown", "isn't shown", "switched off", "turned off"] } }, unchanged],
    note: "Non-native speaker asks why: the Team link is hidden. A good answer explains (and may offer to show it) without changing anything yet.",
  },
  {
    id: "navigation-461",
    domain: "navigation",
    intent: "read",
    say: ["whats in the menu rn"],
    expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged],
    note: "Phone: a read; the menu's four links.",
  },
  {
    id: "navigation-462",
    domain: "navigation",
    intent: "refuse",
    given: [{ menuItem: { label: "Pricing", url: "/pricing", parent: "About" } }],
    say: ["Pricing sits under About in the menu. It needs its own dropdown with a 'Monthly plans' link under it."],
    expect: [
      { reply: { includesAny: ["two levels", "2 levels", "levels deep", "two-level", "sub-item of a sub-item", ...CANNOT] } },
      { menu: "Monthly plans", present: false },
      unchanged,
    ],
    note: "Manager: Pricing is already a sub-item and the menu has two levels, so a third level is not possible; it explains and changes nothing.",
  },
  {
    id: "navigation-463",
    domain: "navigation",
    intent: "change",
    say: ["Change the order in the menu please: Blog must come before About."],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }, liveSame],
    note: "Non-native speaker: Blog moves up one place, just before About.",
  },
];

// ── Posts ─────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-451",
    domain: "posts",
    intent: "change",
    say: [
      "I'd like to write a little piece for the blog, if that's quite all right. Please call it 'Our tenth client this year' and have it say: 'This spring we finished our tenth website of the year, for a family-run bakery in town. Thank you to everyone who has trusted us.' Please don't put it out yet — I want my nephew to read it first.",
    ],
    expect: [{ post: "Our tenth client this year", exists: true, status: "draft", live: false, bodyIncludes: ["family-run bakery"] }, liveSame],
    note: "Retired shop owner: a new draft post with the title and body given; nothing is published.",
  },
  {
    id: "posts-452",
    domain: "posts",
    intent: "change",
    say: [`post '${PROCESS}': tags += workshop, tags -= design`],
    expect: [{ post: PROCESS, tags: ["process", "workshop"] }, liveSame],
    note: "Developer: two tag changes in one line; 'workshop' added, 'design' removed, 'process' kept.",
  },
  {
    id: "posts-453",
    domain: "posts",
    intent: "change",
    say: ["The welcome post teaser is flat. Swap in: ‘Faster pages, a fresh look and a blog full of what we’re learning.’"],
    expect: [{ post: WELCOME, excerptIncludes: ["Faster pages, a fresh look"] }, liveSame],
    note: "Marketer: 'teaser' is the excerpt of the welcome post; it changes in the draft.",
  },
  {
    id: "posts-454",
    domain: "posts",
    intent: "change",
    say: ["The post about our new website, please take it away from the blog, it is not actual any more. But don't delete it."],
    expect: [{ post: WELCOME, live: false, exists: true }, { post: PROCESS, live: true }],
    note: "Non-native speaker ('actual' = current): the welcome post leaves the blog (unpublished or archived), is not deleted, and the other live post stays.",
  },
  {
    id: "posts-455",
    domain: "posts",
    intent: "change",
    say: ["archive the design proces post pls"],
    expect: [{ post: PROCESS, status: "archived", live: false, exists: true }, { post: WELCOME, live: true }],
    note: "Phone (typo 'proces'): the design process post is archived (the card is approved); the welcome post stays live.",
  },
  {
    id: "posts-456",
    domain: "posts",
    intent: "change",
    say: ["The autumn post's cover photo is too orange, it clahses with everything. It should be the blue coast one."],
    expect: [{ post: AUTUMN, coverImage: "blue-coast.png", status: "draft" }, liveSame],
    note: "Manager states a problem (typo 'clahses'): the autumn draft's cover becomes blue-coast.png; it stays a draft.",
  },
  {
    id: "posts-457",
    domain: "posts",
    intent: "change",
    say: ["To the autumn draft, could you kindly add one last sentence at the very end: 'Come and see the colour swatches in the studio any Friday afternoon.' I thank you in advance."],
    expect: [{ post: AUTUMN, bodyIncludes: ["any Friday afternoon", "Autumn is our favourite season"], status: "draft" }, liveSame],
    note: "Retired shop owner: a sentence is appended to the autumn post's body; the existing text stays.",
  },
  {
    id: "posts-458",
    domain: "posts",
    intent: "read",
    say: ["ls posts --status=draft"],
    expect: [{ reply: { includesAny: ["Autumn"] } }, unchanged],
    note: "Developer: a read; the only draft post is the autumn collection.",
  },
  {
    id: "posts-459",
    domain: "posts",
    intent: "read",
    say: ["What's the teaser on the autumn post right now? Need it for a social caption."],
    expect: [{ reply: { includesAny: ["Warm oranges", "deep browns"] } }, unchanged],
    note: "Marketer: a read; the autumn post's excerpt is about warm oranges and deep browns.",
  },
  {
    id: "posts-460",
    domain: "posts",
    intent: "change",
    say: ["The title of the post about the design process, make it 'How we work: from sketch to launch'."],
    expect: [{ post: "How we work: from sketch to launch", exists: true }, { post: PROCESS, exists: false }, liveSame],
    note: "Non-native speaker: the design process post is renamed in its draft; the public blog keeps the old title until it is published.",
  },
  {
    id: "posts-461",
    domain: "posts",
    intent: "change",
    say: ["delete the autum post its never going out"],
    expect: [{ post: AUTUMN, inTrash: true }, liveSame],
    note: "Phone (typo 'autum'): the autumn draft goes to the trash (the card is approved); nothing live changes.",
  },
  {
    id: "posts-462",
    domain: "posts",
    intent: "read",
    say: ["Someone told me the Behind the scenes post isn't tagged at all."],
    expect: [{ reply: { includesAll: ["process", "design"] } }, unchanged],
    note: "Manager states a problem that is not one: the post is tagged process and design; it says so.",
  },
];

// ── Images ────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-451",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "shopfront.jpg" } }],
    say: [
      "My nephew put a photograph of our shop front on the website last week, but he tells me it has no description for people who use those reading machines. Would you be so good as to describe it as 'Our green shop front on the high street'?",
    ],
    expect: [{ image: "shopfront.jpg", alt: "Our green shop front on the high street" }],
    note: "Retired shop owner: 'description for reading machines' is the alt text of shopfront.jpg.",
  },
  {
    id: "images-452",
    domain: "images",
    intent: "change",
    say: ["blue-coast.png caption='The bay below the studio'"],
    expect: [{ image: "blue-coast.png", caption: "The bay below the studio", alt: "Calm blue coastline with green headlands" }],
    note: "Developer: the caption is set; the alt text stays.",
  },
  {
    id: "images-453",
    domain: "images",
    intent: "change",
    say: ["Swap the mountain sunrise shot out for the autumn valley one everywhere it's used."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] },
      { post: WELCOME, coverImage: "autumn-valley.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
      liveSame,
    ],
    note: "Marketer: replace everywhere; the home hero and the welcome post's cover use autumn-valley.jpg in their drafts, and the old picture stays in the library.",
  },
  {
    id: "images-454",
    domain: "images",
    intent: "change",
    say: ["The picture studio-dusk, the description is wrong, it is not violet, it is more pink. Change it in 'Soft pink dusk over rolling hills', and the caption make 'Our studio by evening'."],
    expect: [{ image: "studio-dusk.jpg", alt: "Soft pink dusk over rolling hills", caption: "Our studio by evening" }],
    note: "Non-native speaker ('change it in'): two changes to one image; alt text and caption.",
  },
  {
    id: "images-455",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "team-lunch.jpg" } }],
    say: ["whihc pics are missing alt text"],
    expect: [{ reply: { includesAny: ["team-lunch"] } }, unchanged],
    note: "Phone (typo 'whihc'): a read; only team-lunch.jpg has no alt text.",
  },
  {
    id: "images-456",
    domain: "images",
    intent: "read",
    say: ["I'm told the autumn photo has no alt text."],
    expect: [{ reply: { includesAny: ["pale sun", "Orange autumn valley"] } }, unchanged],
    note: "Manager states a problem that is not one: autumn-valley.jpg has alt text ('Orange autumn valley with a pale sun'); it says so.",
  },
  {
    id: "images-457",
    domain: "images",
    intent: "read",
    say: ["where's studio-dusk.jpg used"],
    expect: [{ reply: { includesAll: ["About", "Contact"], includesAny: ["Behind the scenes", "design process"] } }, unchanged],
    note: "Developer: a read; the picture is on About (image and text), in the Contact gallery and the design process post's cover.",
  },
  {
    id: "images-458",
    domain: "images",
    intent: "read",
    say: ["whats the captoin on the sunrise pic"],
    expect: [{ reply: { includesAny: ["over the hills"] } }, unchanged],
    note: "Phone (typo 'captoin'): a read; mountain-sunrise.jpg's caption is 'Sunrise over the hills'.",
  },
];

// ── Settings ──────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-451",
    domain: "settings",
    intent: "change",
    say: ["Might I trouble you to change the little line that sits udner our name at the top? It ought to read 'Friendly websites since 2019' now. Much obliged."],
    expect: [{ setting: "tagline", equals: "Friendly websites since 2019" }, { setting: "name", equals: "Northwind Studio" }, liveSame],
    note: "Retired shop owner (typo 'udner'): 'the little line under our name' is the tagline; the draft settings change.",
  },
  {
    id: "settings-452",
    domain: "settings",
    intent: "change",
    say: ["settings: name=Northwind Design Studio, seoTitle=Northwind Design Studio"],
    expect: [{ setting: "name", equals: "Northwind Design Studio" }, { setting: "seoTitle", equals: "Northwind Design Studio" }, liveSame],
    note: "Developer: two settings in one line; site name and default SEO title.",
  },
  {
    id: "settings-453",
    domain: "settings",
    intent: "change",
    say: ["Make the brand accent a punchier orange-red — #e4572e — and darken the primary to #22372f."],
    expect: [
      { setting: "themeColors.accent", equals: "#e4572e" },
      { setting: "themeColors.primary", equals: "#22372f" },
      { setting: "themeColors.background", equals: "#fbfaf7" },
      liveSame,
    ],
    note: "Marketer: two theme colours change; the others stay.",
  },
  {
    id: "settings-454",
    domain: "settings",
    intent: "change",
    say: ["Please add to the social links our Instagram: https://instagram.com/northwindstudio. The others must stay."],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
      liveSame,
    ],
    note: "Non-native speaker: an Instagram link joins the social links; Mastodon and GitHub stay.",
  },
  {
    id: "settings-455",
    domain: "settings",
    intent: "read",
    say: ["do we have insta in the social links?"],
    expect: [{ reply: { includesAny: ["Mastodon", "GitHub"] } }, unchanged],
    note: "Phone: a read; there is no Instagram link, only Mastodon and GitHub. A good answer names them and may offer to add one.",
  },
  {
    id: "settings-456",
    domain: "settings",
    intent: "change",
    say: ["Google still shows “Calm, useful websites for independent businesses.” as our description. It needs to mention Leeds: “Calm, useful websites for independent businesses in Leeds.”"],
    expect: [
      { setting: "seoDescription", equals: "Calm, useful websites for independent businesses in Leeds." },
      { setting: "tagline", changed: false },
      liveSame,
    ],
    note: "Manager states a problem: the default SEO description changes (the quoted text is exactly it); the tagline, which reads almost the same, stays.",
  },
  {
    id: "settings-457",
    domain: "settings",
    intent: "read",
    say: ["Could you tell me what colours the website uses at present? I'm having new business cards printed and should like them to match."],
    expect: [{ reply: { includesAll: ["#35524a", "#d9622b"] } }, unchanged],
    note: "Retired shop owner: a read; the theme's primary and accent colours as hex codes.",
  },
  {
    id: "settings-458",
    domain: "settings",
    intent: "change",
    say: ["can u make the main colour navy"],
    expect: [{ setting: "themeColors.primary", looksLike: "blue", changed: true }, { setting: "themeColors.accent", equals: DEMO.accent }, liveSame],
    note: "Phone: 'main colour' is the primary theme colour; any navy hex is fine; the accent stays.",
  },
  {
    id: "settings-459",
    domain: "settings",
    intent: "read",
    say: ["get settings.socialLinks"],
    expect: [{ reply: { includesAny: ["Mastodon", "mastodon.example"] } }, { reply: { includesAny: ["GitHub", "github.example"] } }, unchanged],
    note: "Developer: a read; the two social links.",
  },
];

// ── Publishing ────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-451",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Handmade websites since 2019", live: false } }],
    say: ["Good evening. I have finished my little corrections and I believe it is time. Would you please put everything that is waiting out on the website for all to see?"],
    expect: [{ post: AUTUMN, live: true }, { setting: "tagline", equals: "Handmade websites since 2019", in: "live" }, cardShown],
    note: "Retired shop owner: publish everything waiting; the autumn draft and the draft tagline both go live, on an approved card.",
  },
  {
    id: "publishing-452",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.example/northwind", live: false } }],
    say: ["publish autumn post only — menu stays draft"],
    expect: [{ post: AUTUMN, live: true, status: "published" }, { menu: "Shop", present: true, live: false }, cardShown],
    note: "Developer: one item but not another; the autumn post goes live, the menu's draft Shop link does not.",
  },
  {
    id: "publishing-453",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Pricing", sections: [{ template: "hero", content: { heading: "Simple, honest pricing" } }] } },
      { page: { title: "Careers", sections: [{ template: "text", content: { heading: "Join us", body: "We are not hiring right now, but we like hearing from people." } }] } },
    ],
    say: ["Ship the Pricing page today but keep Careers under wraps until HR signs off."],
    expect: [{ page: "Pricing", live: true }, { page: "Careers", live: false }, { post: AUTUMN, live: false }, cardShown],
    note: "Marketer: 'ship' is publish; only the Pricing page goes live, Careers and the autumn draft stay drafts.",
  },
  {
    id: "publishing-454",
    domain: "publishing",
    intent: "read",
    given: [EASTER_POST],
    say: ["What all is still not online, what is waiting?"],
    expect: [{ reply: { includesAll: ["Autumn", "Easter"] } }, unchanged],
    note: "Non-native speaker: a read; the two draft posts wait to go live (the autumn collection and the Easter hours).",
  },
  {
    id: "publishing-455",
    domain: "publishing",
    intent: "change",
    given: [EASTER_POST],
    say: ["Our Easter opening hours post is written, but customers still can't see it on the blog."],
    expect: [{ post: "Opening hours over Easter", live: true }, { post: AUTUMN, live: false }, cardShown],
    note: "Manager states a problem: the Easter post is published; the autumn draft is not.",
  },
  {
    id: "publishing-456",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["pls publish the autum post"],
    expect: [{ reply: { includesAny: PERMISSION } }, { post: AUTUMN, live: false }, unchanged],
    note: "Phone, as a viewer (typo 'autum'): a viewer may not publish; it says so and nothing changes.",
  },
  {
    id: "publishing-457",
    domain: "publishing",
    intent: "change",
    say: [
      "Our Contact page has an old telephone number on it, and until I have the new one I would rather nobody saw the page at all. Could you take it off the website for the time being, please? Please don't throw it away.",
    ],
    expect: [{ page: "Contact", live: false, exists: true, inTrash: false }, { page: "About", live: true }],
    note: "Retired shop owner: the Contact page is unpublished (kept as a draft, not deleted); the other pages stay live.",
  },
  {
    id: "publishing-458",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Websites with heart", live: false } }],
    say: ["I changed the tagline to 'Websites with heart' last week and the site still shows the old one."],
    expect: [{ setting: "tagline", equals: "Websites with heart", in: "live" }, { post: AUTUMN, live: false }, cardShown],
    note: "Manager states a problem: the draft settings are published so the new tagline shows; nothing else goes live.",
  },
];

// ── Search ────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-451",
    domain: "search",
    intent: "read",
    say: ["Good afternoon. Some time ago we wrote a few words somewhere on the website saying we don't care for pop-ups. I can't for the life of me remember which page it was on — could you find it for me?"],
    expect: [{ reply: { includesAny: ["About"] } }, unchanged],
    note: "Retired shop owner: search by words; 'No pop-ups fighting for attention' is in the About page's text.",
  },
  {
    id: "search-452",
    domain: "search",
    intent: "read",
    say: ["grep -i 'screen reader' posts pages"],
    expect: [{ reply: { includesAny: ["Welcome"] } }, unchanged],
    note: "Developer: search; only the welcome post mentions a screen reader.",
  },
  {
    id: "search-453",
    domain: "search",
    intent: "read",
    say: ["Quick one — where on the site do we promise how fast we get back to people?"],
    expect: [{ reply: { includesAny: ["Home", "two working days"] } }, unchanged],
    note: "Marketer: search by meaning; the home page's call-to-action promises a reply within two working days.",
  },
  {
    id: "search-454",
    domain: "search",
    intent: "read",
    say: ["In which post we are writing about the sketches on paper?"],
    expect: [{ reply: { includesAny: ["Behind the scenes", "design process"] } }, unchanged],
    note: "Non-native speaker: search; 'rough layouts on paper' is in the design process post.",
  },
  {
    id: "search-455",
    domain: "search",
    intent: "read",
    say: ["do we have our phone number anywhere on the site?? cant remember"],
    expect: [{ reply: { includesAny: ["7946", "Contact"] } }, unchanged],
    note: "Phone: search; the number +44 20 7946 0000 is on the Contact page.",
  },
  {
    id: "search-456",
    domain: "search",
    intent: "read",
    say: ["Nobody can find our prices."],
    expect: [
      { reply: { includesAny: [...NOT_FOUND, "no mention", "doesn't mention", "don't mention", "not mention", "no pricing", "no prices", "isn't any", "aren't any", "nowhere"] } },
      unchanged,
    ],
    note: "Manager states a problem: the site mentions no prices anywhere; a good answer says so (and may offer a pricing page) without inventing one.",
  },
];

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-451",
    domain: "pages",
    intent: "change",
    say: ["Spin up a Pricing page with a hero up top — headline 'Simple, honest pricing', subhead 'No surprises, ever.' Keep it in draft till I've checked the numbers."],
    expect: [
      { page: "Pricing", exists: true, live: false, sections: [{ template: "hero", fields: { heading: "Simple, honest pricing", subheading: "No surprises" } }] },
      liveSame,
    ],
    note: "Marketer: a new draft page with a hero section holding the heading and subheading given.",
  },
  {
    id: "pages-452",
    domain: "pages",
    intent: "change",
    say: ["For the page Contact, the title for Google must be 'Contact Northwind Studio in London'."],
    expect: [{ page: "Contact", seoTitle: "Contact Northwind Studio in London" }, liveSame],
    note: "Non-native speaker: 'the title for Google' is the Contact page's SEO title; the page's own title stays Contact.",
  },
  {
    id: "pages-453",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Old offers", sections: [{ template: "text", content: { body: "Spring offer: 10% off a site refresh." } }] } }],
    say: ["bin the old ofers page"],
    expect: [{ page: "Old offers", inTrash: true }, { page: "Contact", exists: true }],
    note: "Phone (typo 'ofers'): the Old offers page goes to the trash (the card is approved).",
  },
  {
    id: "pages-454",
    domain: "pages",
    intent: "refuse",
    say: ["new page title=Blog slug=blog"],
    expect: [{ reply: { includesAny: ["reserved", "already", ...CANNOT] } }, { page: "Blog", exists: false }, unchanged],
    note: "Developer: /blog is reserved for the blog itself, so a page cannot have that address; it explains instead of creating one.",
  },
  {
    id: "pages-455",
    domain: "pages",
    intent: "read",
    say: ["I bet the Home page's Google description is still the one from launch."],
    expect: [{ reply: { includesAny: ["small design studio"] } }, unchanged],
    note: "Manager: a read; the home page's SEO description is 'A small design studio building calm, useful websites…'.",
  },
];

// ── Entries ───────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-451",
    domain: "entries",
    intent: "change",
    say: ["A lovely customer, Mrs Ellen Hart of Hart & Sons Hardware, wrote to say: 'They made our little shop look wonderful online.' May we add her kind words to our testimonials, please?"],
    expect: [{ entry: { where: { quote: "look wonderful online" } }, exists: true, dataIncludes: { author: "Ellen Hart", company: "Hart & Sons" } }, liveSame],
    note: "Retired shop owner: a new testimonial entry with quote, author and company (a draft until published).",
  },
  {
    id: "entries-452",
    domain: "entries",
    intent: "read",
    say: ["who wrote the bakery reveiw"],
    expect: [{ reply: { includesAny: ["Priya"] } }, unchanged],
    note: "Phone (typo 'reveiw'): a read; the Maple Bakery testimonial is by Priya Shah.",
  },
  {
    id: "entries-453",
    domain: "entries",
    intent: "change",
    say: ["Tom's quote on the Harbour Books testimonial is missing a word. It should be 'Finally, a website our whole team can update ourselves.'"],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "can update ourselves", author: "Tom Okafor" } }, liveSame],
    note: "Manager states a problem: the quote of the Harbour Books entry is corrected in its draft.",
  },
  {
    id: "entries-454",
    domain: "entries",
    intent: "change",
    say: ["testimonials: rm 'Maple Bakery'"],
    expect: [{ entry: "Maple Bakery", inTrash: true }, { entry: "Harbour Books", exists: true }],
    note: "Developer: the Maple Bakery testimonial goes to the trash (the card is approved).",
  },
  {
    id: "entries-455",
    domain: "entries",
    intent: "read",
    say: ["What has the client from Harbour Books written about us?"],
    expect: [{ reply: { includesAny: ["whole team can update"] } }, unchanged],
    note: "Non-native speaker: a read; the Harbour Books quote.",
  },
];

// ── Several changes in one message ────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-451",
    domain: "multi",
    intent: "change",
    say: ["Three quick ones before launch: hero headline → 'Websites that work as hard as you do', hero button → 'Start a project', and add a 'Pricing' link to the nav pointing at /pricing."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Websites that work as hard as you do", ctaLabel: "Start a project", ctaUrl: "/about" } }] },
      { menu: "Pricing", linksTo: "/pricing" },
      liveSame,
    ],
    note: "Marketer: three changes; hero heading and button label (its link stays), plus a new menu link. Nothing is published ('before launch').",
  },
  {
    id: "multi-452",
    domain: "multi",
    intent: "change",
    say: ["tagline='Websites for independent businesses'; themeColors.accent=#2b7bd9; nav Contact visible=false"],
    expect: [
      { setting: "tagline", equals: "Websites for independent businesses" },
      { setting: "themeColors.accent", equals: "#2b7bd9" },
      { menu: "Contact", present: true, visible: false },
      liveSame,
    ],
    note: "Developer: three key=value changes across settings and the menu.",
  },
  {
    id: "multi-453",
    domain: "multi",
    intent: "change",
    say: ["Please on the About page: 1) the heading 'Where we work' make 'Our studio', 2) the title of the questions make 'Frequent questions', 3) the picture to the left side."],
    expect: [
      {
        page: "About",
        sections: [
          { template: "imageText", fields: { heading: "Our studio", imagePosition: "left" } },
          { template: "faq", fields: { heading: "Frequent questions" } },
        ],
        textExcludes: ["Where we work", "Questions we hear often"],
      },
      liveSame,
    ],
    note: "Non-native speaker: a numbered list of three changes on About.",
  },
  {
    id: "multi-454",
    domain: "multi",
    intent: "change",
    say: ["new post called summer hours, say were open 10 till 4 in august, tagg it news and put it live"],
    expect: [{ post: "Summer hours", live: true, tagsInclude: ["news"], bodyIncludes: ["august"] }, { post: AUTUMN, live: false }, cardShown],
    note: "Phone (typo 'tagg'): create, tag and publish one post; the autumn draft stays unpublished.",
  },
  {
    id: "multi-455",
    domain: "multi",
    intent: "change",
    say: ["The About page still says we're a team of four, and the FAQ still says projects take six to ten weeks. We're five people now and projects take about eight weeks."],
    expect: [
      {
        page: "About",
        sections: [{ template: "text", fields: { body: "five" } }],
        textIncludes: ["eight weeks", "How long does a website take?"],
        textExcludes: ["team of four", "six to ten weeks"],
      },
      liveSame,
    ],
    note: "Manager states two problems: the About text and the FAQ answer are corrected in place.",
  },
  {
    id: "multi-456",
    domain: "multi",
    intent: "change",
    say: [
      "Two small favours, if you have a moment. Firstly, the blue coast picture ought to have a caption — 'The bay at low tide' would do nicely. Secondly, the autumn post should carry the tag 'colour' as well as the ones it has already.",
    ],
    expect: [{ image: "blue-coast.png", caption: "The bay at low tide" }, { post: AUTUMN, tags: ["design", "seasonal", "colour"] }, liveSame],
    note: "Retired shop owner: an image caption and a tag added to a post, keeping its tags.",
  },
];

// ── Conversations that refer back ─────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-451",
    domain: "conversation",
    intent: "change",
    say: [
      "Please could you change the heading over the questions on the About page to 'Your questions answered'?",
      "Thank you, dear. Could you put it on the website for everyone now?",
    ],
    expect: [{ page: "About", live: true, liveTextIncludes: ["Your questions answered"] }, { post: AUTUMN, live: false }, cardShown],
    note: "Retired shop owner: 'it' is the About page just edited; it is published, the autumn draft is not.",
  },
  {
    id: "conversation-452",
    domain: "conversation",
    intent: "change",
    say: ["nav add 'Work' url=/work", "mv it after Home"],
    expect: [{ menuOrder: ["Home", "Work", "About", "Blog", "Contact"] }, { menu: "Work", linksTo: "/work" }, liveSame],
    note: "Developer: 'it' is the link just added; it moves to second place.",
  },
  {
    id: "conversation-453",
    domain: "conversation",
    intent: "change",
    say: ["Change the hero headline to 'Websites that sell while you sleep'.", "Actually, make it 'Websites that work while you sleep' — 'sell' feels pushy."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { heading: "Websites that work while you sleep" } }], textExcludes: ["sell while you sleep"] }, liveSame],
    note: "Marketer: 'actually make it …' corrects the heading just set.",
  },
  {
    id: "conversation-454",
    domain: "conversation",
    intent: "change",
    say: ["Make the point Blog in the menu hidden please.", "Sorry, not Blog, I meant Contact."],
    expect: [{ menu: "Blog", present: true, visible: true }, { menu: "Contact", present: true, visible: false }, liveSame],
    note: "Non-native speaker: 'no, I meant …'; Blog is shown again and Contact is hidden instead.",
  },
  {
    id: "conversation-455",
    domain: "conversation",
    intent: "change",
    say: ["change the taglien to 'websites that dont shout'", "undo that"],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for independent businesses" }, liveSame],
    note: "Phone (typo 'taglien'): 'undo that' puts the tagline back as it was.",
  },
  {
    id: "conversation-456",
    domain: "conversation",
    intent: "change",
    say: ["The welcome post is only tagged news.", "It should have 'launch' too. Same for the other post that's live."],
    expect: [{ post: WELCOME, tags: ["news", "launch"] }, { post: PROCESS, tags: ["process", "design", "launch"] }, { post: AUTUMN, tagsExclude: ["launch"] }, liveSame],
    note: "Manager: 'it' is the welcome post, 'the other post that's live' is the design process post; the draft autumn post is left alone.",
  },
  {
    id: "conversation-457",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you tell me what the second question on the About page is, please?",
      "Thank you. Would you change its answer to 'Yes — and we will show you how, over a cup of tea.'",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "over a cup of tea" } }],
        textIncludes: ["Can we edit the site ourselves?", "six to ten weeks"],
        textExcludes: ["comes with an editor your whole team can use"],
      },
      liveSame,
    ],
    note: "Retired shop owner: 'its answer' is the answer to the second question just read; the first question's answer stays.",
  },
  {
    id: "conversation-458",
    domain: "conversation",
    intent: "change",
    say: ["rm gallery section on /contact", "put it back"],
    expect: [{ page: "Contact", sectionTemplates: ["text", "gallery"], sections: [{ template: "gallery", fields: { images: "blue-coast.png" } }] }, liveSame],
    note: "Developer: 'put it back' restores the gallery just removed, with its pictures.",
  },
  {
    id: "conversation-459",
    domain: "conversation",
    intent: "change",
    say: ["What does the CTA at the bottom of the home page say?", "Punch up the heading: 'Got a project? Let's talk.' Keep the button as is."],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { heading: "Got a project?", buttonLabel: "Get in touch", buttonUrl: "/contact" } }] }, liveSame],
    note: "Marketer: 'the heading' is the call-to-action's heading just read; the button stays.",
  },
  {
    id: "conversation-460",
    domain: "conversation",
    intent: "change",
    say: ["add a quesiton to the faq on about: do u do logos? answer: yes we design logos too", "actually make the answer 'yes, logos and full brand kits'"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "logos and full brand kits" } }],
        textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"],
        textExcludes: ["yes we design logos too"],
      },
      liveSame,
    ],
    note: "Phone (typo 'quesiton'): a question is added, then 'actually make the answer …' changes that answer; the other questions stay.",
  },
  {
    id: "conversation-461",
    domain: "conversation",
    intent: "change",
    say: ["The Blog link in the menu goes to the blog, fine, but it's stuck in the middle and nobody clicks it.", "Move it to the end, after Contact."],
    expect: [{ menuOrder: ["Home", "About", "Contact", "Blog"] }, liveSame],
    note: "Manager: the first message only states a problem; 'it' in the second is the Blog link, moved last.",
  },
  {
    id: "conversation-462",
    domain: "conversation",
    intent: "change",
    say: ["Would you kindly create a new page called 'Our Story'? An empty one will do for now.", "Splendid. Now might I ask you to add it to the menu, just after About?"],
    expect: [{ page: "Our Story", exists: true, live: false }, { menu: "Our Story", linksTo: "Our Story", position: 2 }, liveSame],
    note: "Retired shop owner: 'it' is the page just created; a menu link to it goes third, right after About.",
  },
  {
    id: "conversation-463",
    domain: "conversation",
    intent: "change",
    say: ["Swap the hero image on the homepage for the blue coast shot.", "Love it. Ship it."],
    expect: [
      { page: "Home", live: true, sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] },
      { live: "changed" },
      { post: AUTUMN, live: false },
      cardShown,
    ],
    note: "Marketer: 'ship it' publishes the home page just edited; the autumn draft stays unpublished.",
  },
  {
    id: "conversation-464",
    domain: "conversation",
    intent: "read",
    say: ["How many posts are there on the blog?", "And which of them is not published?"],
    expect: [{ reply: { includesAny: ["Autumn"] } }, unchanged],
    note: "Non-native speaker: a read across two turns; 'them' is the posts, and the unpublished one is the autumn collection.",
  },
  {
    id: "conversation-465",
    domain: "conversation",
    intent: "change",
    say: ["whats the emial on the contact page", "change it to studio@northwind.example pls"],
    expect: [{ page: "Contact", textIncludes: ["studio@northwind.example", "+44 20 7946 0000"], textExcludes: ["hello@northwind.example"] }, liveSame],
    note: "Phone (typo 'emial'): 'it' is the email address just read; both the link text and the mailto: address change.",
  },
  {
    id: "conversation-466",
    domain: "conversation",
    intent: "change",
    say: ["Take Contact out of the menu, it's in the footer anyway.", "No, I was wrong, the footer doesn't have it. Put it back."],
    expect: [{ menu: "Contact", present: true, visible: true, linksTo: "Contact" }, liveSame],
    note: "Manager: 'put it back' brings the Contact link back (restored or shown again).",
  },
  {
    id: "conversation-467",
    domain: "conversation",
    intent: "change",
    say: ["home features[1].title='Develop'", "undo"],
    expect: [{ page: "Home", sections: [{ template: "featureGrid", fields: { features: "Build" } }], textIncludes: ["Design", "Care"], textExcludes: ["Develop"] }, liveSame],
    note: "Developer: 'undo' takes back the title change; the three boxes are as they were.",
  },
  {
    id: "conversation-468",
    domain: "conversation",
    intent: "change",
    say: ["What says the first box under 'What we do' on the start page?", "Change the text of the one below it to 'Quick, accessible pages on any screen.'"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Quick, accessible pages on any screen" } }],
        textIncludes: ["Clear layouts and type", "Build", "Ongoing help"],
        textExcludes: ["work on every device"],
      },
      liveSame,
    ],
    note: "Non-native speaker: 'the one below it' is the box after Design (Build); its description changes, the others stay.",
  },
  {
    id: "conversation-469",
    domain: "conversation",
    intent: "read",
    say: ["What images do we have in the library?", "Which of those is in the hero on the homepage?"],
    expect: [{ reply: { includesAny: ["mountain-sunrise", "mountain sunrise", "Layered hills"] } }, unchanged],
    note: "Marketer: a read across two turns; the home hero shows mountain-sunrise.jpg.",
  },
  {
    id: "conversation-470",
    domain: "conversation",
    intent: "read",
    say: ["Our FAQ is too short.", "What's in it right now?"],
    expect: [{ reply: { includesAny: ["How long does a website take", "Can we edit the site ourselves"] } }, unchanged],
    note: "Manager: the first message states a problem without saying what to add (nothing should change); the second asks to read the FAQ on About.",
  },
];

// ── Vague requests ────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-451",
    domain: "clarify",
    intent: "clarify",
    say: ["Can you make the homepage pop more?"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Marketer: too vague to act on; it asks what should change (heading, picture, colours…) and changes nothing.",
  },
  {
    id: "clarify-452",
    domain: "clarify",
    intent: "clarify",
    say: ["change the pic"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Phone: which picture, where, and to what? It asks before changing anything.",
  },
  {
    id: "clarify-453",
    domain: "clarify",
    intent: "clarify",
    say: ["The website looks dated."],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Manager states a vague problem; it asks what to change (colours, heading, pictures…) rather than guessing.",
  },
];

// ── Off-topic ─────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-451",
    domain: "offtopic",
    intent: "offtopic",
    say: ["What's a good CRM for a four-person agency? HubSpot or Pipedrive?"],
    expect: [unchanged, noCard],
    note: "Marketer: not about the site; it says it helps with the site's content and changes nothing.",
  },
  {
    id: "offtopic-452",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Can you tell me how will be the weather tomorrow in Manchester?"],
    expect: [unchanged, noCard],
    note: "Non-native speaker: a weather question; nothing to do with the site, nothing changes.",
  },
  {
    id: "offtopic-453",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Before I forget, dear, do you happen to know a good recipe for a Victoria sponge? My grandson is visiting on Sunday."],
    expect: [unchanged, noCard],
    note: "Retired shop owner: a baking question; off-topic, nothing changes.",
  },
];

export const FIFTEENTH_PASS_CASES: Case[] = [
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
