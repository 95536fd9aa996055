/**
 * Seventeenth development pass (ids `<domain>-251…`): 120 more requests, in the held-out set's six
 * voices of about twenty cases each — a polite retired shop owner who writes long courteous messages
 * and buries the request in them, a terse developer ("rm", "mv", "->", key=value, "s/old/new/",
 * "+=", paths like /about), an American marketer ("hero", "CTA", "above the fold", "punch up", "swap
 * in", "ship it"), a non-native speaker ("change in", "make that", word order, false friends such as
 * "stands" for "is written"), someone on a phone ("pls", "thx", "u", "rn", lowercase, typos) and a
 * manager who states problems instead of asking ("this still says …", "nobody can find …", "the menu
 * is a mess"). About three in five are changes, three in ten reads answered from the real content,
 * and the rest refusals (a viewer without rights, a third menu level, editing a picture's pixels,
 * scheduling, a reserved address), vague requests that need a question, and off-topic ones. Weighted
 * towards the hardest domains: images (alt texts, captions, which pictures lack alt text, where a
 * picture is used, replacing one everywhere, a gallery's pictures, clearing out an unused one), menu
 * links (add, rename, re-point, move, hide, sub-items, the order), testimonials (add, edit quote,
 * author and company, publish, take down, who said what), posts (body, tags, excerpt, cover, publish,
 * unpublish, archive), sections (hero heading, subheading and button, feature boxes, FAQ, the
 * picture's side, adding, moving and removing sections), publishing (all but one, what is still
 * draft), seventeen messages holding two or three changes, and twenty conversations of two turns that
 * refer back ("actually …", "no, I meant …", "undo that", "put it back", "the same for …", "that
 * one", answering the assistant). About one message in six has a typo; spelling is British and
 * American; quotes are '…', "…", ‘…’ and “…”. Written from the tools, services, schema, section
 * templates and demo seed only, without the model's code, its docs, its tests or the earlier passes.
 */
import { CANNOT, PERMISSION, liveSame, unchanged } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const { welcome, process: designProcess, autumn } = DEMO.posts;

/** The Contact page's gallery holding exactly these pictures, in this order (a list field is checked as its JSON). */
const contactGallery = (...names: string[]) => JSON.stringify(names.map((imageId) => ({ imageId })));

/** The demo menu's top level, untouched. */
const demoMenu = { menuOrder: ["Home", "About", "Blog", "Contact"] };

const pricingPage = {
  page: { title: "Pricing", live: true, sections: [{ template: "text", content: { heading: "Pricing", body: "Websites from £2,400. Care plans from £60 a month." } }] },
} satisfies Given;

const workshopsPage = {
  page: {
    title: "Workshops",
    live: true,
    sections: [{ template: "text", content: { heading: "Workshops", body: "Half-day workshops on writing for the web and editing your own site." } }],
  },
} satisfies Given;

const bookCallPage = {
  page: { title: "Book a call", live: true, sections: [{ template: "text", content: { heading: "Book a call", body: "Pick a time for a free 30-minute call with one of us." } }] },
} satisfies Given;

const accessibilityPage = {
  page: {
    title: "Accessibility statement",
    sections: [{ template: "text", content: { heading: "Accessibility", body: "We aim to meet WCAG 2.2 AA on every page. Tell us if something does not work for you." } }],
  },
} satisfies Given;

const openStudioPost = {
  post: { title: "Open studio evening: 12 June", tags: ["events"], excerpt: "Come and see how we work.", body: "Drinks, sketches and a look at the work in progress. Doors open at six." },
} satisfies Given;

const checklistPost = {
  post: {
    title: "Five things to check before launch",
    status: "published",
    tags: ["tips"],
    daysAgo: 20,
    body: "1. Test every form.\n2. Check the page titles.\n3. Add alt text to images.\n4. Set up redirects.\n5. Read it all on a phone.",
  },
} satisfies Given;

const willowYoga = (live: boolean) =>
  ({
    entry: { title: "Willow Yoga", data: { quote: "Class bookings are up and the phone is quieter.", author: "Jess Park", company: "Willow Yoga" }, live },
  }) satisfies Given;

const oldShopLink = { menuItem: { label: "Old shop", url: "https://shop.example/old" } } satisfies Given;

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-251",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "whiteboard-sketch.jpg" } }],
    say: [
      "Good afternoon, and I do hope this finds you well. A gentleman who uses one of those screen readers wrote to us last week, very politely, to say that some of our pictures are read out to him as nothing at all. I gather the photograph of the whiteboard we added recently is one of them. If it isn't too much trouble, would you describe it as ‘Early page sketches drawn on a whiteboard’? With many thanks, Margaret",
    ],
    expect: [
      { image: "whiteboard-sketch.jpg", alt: "Early page sketches drawn on a whiteboard" },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
    ],
    note: "Retired shop owner buries an alt-text request: the whiteboard picture gets exactly her words as alt text; the other pictures keep theirs.",
  },
  {
    id: "images-252",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-standup.jpg", alt: "The Northwind team at the morning stand-up" } }],
    say: [
      "That sunrise photo has run its course. Swap in team-standup.jpg everywhere we're using it — the hero and the welcome post cover both. Faces sell way better than hills.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "team-standup.jpg" } }] },
      { post: welcome, coverImage: "team-standup.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
    note: "Marketer replaces a picture everywhere: the home hero and the welcome post's cover use the new one; the old picture stays in the library (nobody asked to delete it).",
  },
  {
    id: "images-253",
    domain: "images",
    intent: "read",
    say: ["In which places is used the picture studio-dusk? I want to know it before I change it."],
    expect: [
      unchanged,
      { reply: { includesAll: ["About", "Contact"] } },
      { reply: { includesAny: ["design process", "Behind the scenes"] } },
    ],
    note: "Non-native word order: studio-dusk.jpg is on the About page (image and text), in the Contact page's gallery and the design process post's cover — the answer names all three.",
  },
  {
    id: "images-254",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "client-workshop.jpg" } }, { image: { name: "desk-plants.jpg", alt: "Plants on a sunny desk" } }],
    say: ["which pics are missing alt text?? need to fix b4 the audit thx"],
    expect: [unchanged, { reply: { includesAll: ["client-workshop"], excludes: ["desk-plants"] } }],
    note: "Phone: only client-workshop.jpg has no alt text (every demo picture and desk-plants.jpg have one), so the answer names it and not desk-plants.",
  },
  {
    id: "images-255",
    domain: "images",
    intent: "change",
    given: [
      { image: { name: "evening-class.jpg", alt: "Students at laptops in the studio" } },
      {
        page: {
          title: "Evening classes",
          live: true,
          sections: [{ template: "imageText", content: { heading: "Learn in the evening", body: "Edit your own site after three evenings with us.", imageId: "evening-class.jpg", imagePosition: "left" } }],
        },
      },
    ],
    say: ["The photo on the Evening classes page has nothing written under it. It's supposed to say that it's our Thursday evening class."],
    expect: [
      { image: "evening-class.jpg", captionIncludes: ["Thursday", "evening class"] },
      { image: "evening-class.jpg", alt: "Students at laptops in the studio" },
    ],
    note: "Manager states a problem: the words under a picture are its caption, so evening-class.jpg gets a caption about the Thursday evening class; its alt text stays.",
  },
  {
    id: "images-256",
    domain: "images",
    intent: "change",
    say: ["/contact gallery += autumn-valley.jpg (at the end)"],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { heading: "Around the studio", images: contactGallery("blue-coast.png", "studio-dusk.jpg", "autumn-valley.jpg") } }] },
    ],
    note: "Developer: the Contact gallery gets autumn-valley.jpg as its third picture, the two it had stay first.",
  },
  {
    id: "images-257",
    domain: "images",
    intent: "change",
    say: ["Pull the purple dusk shot out of the gallery on Contact — the coastline one can stay on its own. Dont delete the photo though, we still use it on About."],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { images: contactGallery("blue-coast.png") } }] },
      { image: "studio-dusk.jpg", exists: true },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
    ],
    note: "Marketer names the picture by its look: studio-dusk.jpg leaves the Contact gallery only; it stays in the library and on About.",
  },
  {
    id: "images-258",
    domain: "images",
    intent: "refuse",
    say: ["Can you make the sunrise photo more bright and cut away a bit of the sky? On the start page it looks too dark."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Non-native ('start page' for home page): brightening and cropping a picture's pixels is not something the CMS can do, so it says so and changes nothing.",
  },
  {
    id: "images-259",
    domain: "images",
    intent: "change",
    say: ["pls chnage the alt text on the orange valley pic to 'Orange trees along a valley at sunset' thx"],
    expect: [
      { image: "autumn-valley.jpg", alt: "Orange trees along a valley at sunset" },
      { image: "autumn-valley.jpg", caption: "Autumn in the valley" },
    ],
    note: "Phone with a typo: the orange valley picture is autumn-valley.jpg; its alt text becomes exactly the quoted words and its caption stays.",
  },
  {
    id: "images-260",
    domain: "images",
    intent: "read",
    say: ["Someone in the office says the coast picture has no description at all. I don't believe them."],
    expect: [unchanged, { reply: { includesAny: ["green headlands", "Calm blue coastline"] } }],
    note: "Manager: blue-coast.png has no caption but does have alt text ('Calm blue coastline with green headlands'); the answer quotes it.",
  },
  {
    id: "images-261",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-office-front.jpg", alt: "Our previous office front door" } }],
    say: [
      "Dear assistant, forgive me for troubling you once more. Amongst our pictures there is still the photograph of our old office front door — old-office-front.jpg, I believe — from before the move. It is not shown anywhere on the site any longer, and I should like it cleared out of the collection, if you would be so kind.",
    ],
    expect: [
      { image: "old-office-front.jpg", inTrash: true },
      { image: "blue-coast.png", exists: true },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "Retired shop owner: the unused old-office-front.jpg goes to the trash; no other picture is touched.",
  },
  {
    id: "images-262",
    domain: "images",
    intent: "read",
    say: ["alt autumn-valley.jpg ?"],
    expect: [unchanged, { reply: { includesAny: ["pale sun"] } }],
    note: "Terse developer asks for an alt text: 'Orange autumn valley with a pale sun' — 'pale sun' is not in the question.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-251",
    domain: "navigation",
    intent: "change",
    given: [pricingPage],
    say: ["nav += 'Pricing' -> /pricing, insert after About"],
    expect: [
      { menu: "Pricing", linksTo: "/pricing", parent: null },
      { menuOrder: ["Home", "About", "Pricing", "Blog", "Contact"] },
    ],
    note: "Developer: a new top-level link to the Pricing page, third, right after About.",
  },
  {
    id: "navigation-252",
    domain: "navigation",
    intent: "change",
    say: [
      "Good morning. I hope you will forgive an old shopkeeper a small fancy, but I have always felt that the word ‘Blog’ at the top of our website sounds rather modern and unfriendly. Would it be possible to call it ‘Journal’ instead? I should not want it to lead anywhere different, mind you — only the word should change. Kind regards, Margaret",
    ],
    expect: [
      { menu: "Journal", linksTo: "/blog", position: 2 },
      { menu: "Blog", present: false },
    ],
    note: "Retired shop owner renames the Blog menu link to Journal; it keeps its address and its place.",
  },
  {
    id: "navigation-253",
    domain: "navigation",
    intent: "change",
    given: [bookCallPage],
    say: ["Point the Contact link in the nav at the new Book a call page — that's where we want leads landing."],
    expect: [
      { menu: "Contact", linksTo: "Book a call", position: 3 },
      demoMenu,
      { page: "Contact", exists: true },
    ],
    note: "Marketer re-points a menu link: 'Contact' keeps its label and place but goes to the Book a call page; the Contact page itself stays.",
  },
  {
    id: "navigation-254",
    domain: "navigation",
    intent: "change",
    given: [workshopsPage, { menuItem: { label: "Workshops", page: "Workshops" } }],
    say: ["Please make that Workshops in the menu is under About and not alone on the top."],
    expect: [{ menu: "Workshops", parent: "About", linksTo: "Workshops" }, demoMenu],
    note: "Non-native ('make that …'): the Workshops link becomes a sub-item of About; the top level is the demo's four again.",
  },
  {
    id: "navigation-255",
    domain: "navigation",
    intent: "change",
    say: ["hide blog from the menu pls we arent posting rn"],
    expect: [{ menu: "Blog", present: true, visible: false }, demoMenu],
    note: "Phone: 'hide' keeps the Blog link in the menu, hidden, rather than removing it.",
  },
  {
    id: "navigation-256",
    domain: "navigation",
    intent: "change",
    say: ["The menu is a mess. Contact is stuck at the very end where noone sees it — it should come straight after Home."],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }],
    note: "Manager states the problem and the fix: Contact moves to second place, the others keep their order.",
  },
  {
    id: "navigation-257",
    domain: "navigation",
    intent: "refuse",
    given: [
      workshopsPage,
      { page: { title: "Beginners", live: true, sections: [{ template: "text", content: { heading: "Beginners", body: "Your first website, one evening at a time." } }] } },
      { menuItem: { label: "Workshops", page: "Workshops", parent: "About" } },
      { menuItem: { label: "Beginners", page: "Beginners" } },
    ],
    say: [
      "I wonder whether you might help me with the menu. We have the Workshops link tucked under About, which is lovely, and now I should like the little Beginners link to sit underneath Workshops in its turn — a third layer, if you follow me.",
    ],
    expect: [
      unchanged,
      { menu: "Beginners", parent: null },
      { menu: "Workshops", parent: "About" },
      { reply: { includesAny: [...CANNOT, "two levels", "levels deep"] } },
    ],
    note: "Retired shop owner asks for a third menu level: the menu is at most two levels deep, so it explains that and moves nothing.",
  },
  {
    id: "navigation-258",
    domain: "navigation",
    intent: "change",
    say: ['Add a "Shop" link to the nav that goes to https://shop.northwind.example — put it last.'],
    expect: [{ menu: "Shop", linksTo: "https://shop.northwind.example", position: 4, parent: null }],
    note: "Marketer adds an external link at the end of the top level.",
  },
  {
    id: "navigation-259",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Jobs", url: "https://jobs.example/northwind", visible: false } }],
    say: ["Which links are in the menu now and in what order? And is there one hidden?"],
    expect: [unchanged, { reply: { includesAll: ["Blog", "Contact", "Jobs"] } }],
    note: "Non-native: the menu is Home, About, Blog, Contact and a hidden Jobs link; the answer names them, Jobs included.",
  },
  {
    id: "navigation-260",
    domain: "navigation",
    intent: "read",
    given: [
      { page: { title: "People", live: true, sections: [{ template: "text", content: { heading: "Our people", body: "Four designers and developers." } }] } },
      { menuItem: { label: "Team", page: "People" } },
    ],
    say: ["where does the team link in the menu go"],
    expect: [unchanged, { reply: { includesAny: ["People", "/people"] } }],
    note: "Phone: the Team menu link goes to the page called People (/people), a fact the question does not hold.",
  },
  {
    id: "navigation-261",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Price list 2023", live: true, sections: [{ template: "text", content: { heading: "Prices 2023", body: "Websites from £1,900." } }] } },
      pricingPage,
      { menuItem: { label: "Prices", page: "Price list 2023" } },
    ],
    say: ['Our "Prices" link still opens the 2023 price list. It needs to go to the new Pricing page.'],
    expect: [
      { menu: "Prices", linksTo: "Pricing", position: 4 },
      { page: "Price list 2023", exists: true },
    ],
    note: "Manager states a problem: the Prices menu link is re-pointed to the Pricing page, keeping its label and place; the old page is not deleted.",
  },
  {
    id: "navigation-262",
    domain: "navigation",
    intent: "read",
    given: [workshopsPage, { menuItem: { label: "Workshops", page: "Workshops", parent: "About" } }],
    say: ["nav: children of About?"],
    expect: [unchanged, { reply: { includesAny: ["Workshops"] } }],
    note: "Developer asks for the sub-items of About: there is one, Workshops.",
  },
];

// ── Entries (testimonials) ─────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-251",
    domain: "entries",
    intent: "change",
    say: [
      "Dear helper, a lovely lady called Alice Moreno, who runs the Fernhill Garden Centre, sent us the kindest note after we finished her website, and I should very much like it to appear with the other customer comments. Her words were: “Customers tell us the new site is easier to use than our till.” Would you be so good as to add it, and let it show on the website too? Warmest regards.",
    ],
    expect: [
      {
        entry: { where: { author: "Alice Moreno" } },
        exists: true,
        live: true,
        dataIncludes: { quote: "easier to use than our till", company: "Fernhill Garden Centre" },
      },
    ],
    note: "Retired shop owner: a new testimonial with quote, author and company, published as she asks (the card is approved).",
  },
  {
    id: "entries-252",
    domain: "entries",
    intent: "change",
    say: ["Punch up the Maple Bakery testimonal — swap the quote for: 'Online orders doubled in the first month after launch.'"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "doubled in the first month", author: "Priya Shah", company: "Maple Bakery" } }],
    note: "Marketer replaces a testimonial's quote; author and company stay.",
  },
  {
    id: "entries-253",
    domain: "entries",
    intent: "change",
    given: [
      {
        entry: {
          title: "Lindqvist Dental",
          data: { quote: "Our patients find the booking page straight away.", author: "Karin Lindqvist", company: "Lindqvist Dental" },
          live: false,
        },
      },
    ],
    say: ["The testimonal of Lindqvist Dental is ready now, please make it visible on the website."],
    expect: [{ entry: "Lindqvist Dental", live: true, dataIncludes: { author: "Karin Lindqvist" } }],
    note: "Non-native: the draft Lindqvist Dental testimonial is published.",
  },
  {
    id: "entries-254",
    domain: "entries",
    intent: "change",
    say: ["take the harbour books review off the site pls, theyve closed down"],
    expect: [
      { entry: "Harbour Books", live: false },
      { entry: "Maple Bakery", live: true },
    ],
    note: "Phone: the Harbour Books testimonial leaves the site (taking it down or trashing it both do); Maple Bakery's stays up.",
  },
  {
    id: "entries-255",
    domain: "entries",
    intent: "read",
    say: ["Someone on the phone asked who said the thing about orders doubling. I don't remember and I'm not digging through the site."],
    expect: [unchanged, { reply: { includesAny: ["Priya Shah"] } }],
    note: "Manager: 'Our orders doubled after the new site went live.' is Priya Shah's (Maple Bakery).",
  },
  {
    id: "entries-256",
    domain: "entries",
    intent: "read",
    given: [
      {
        entry: {
          title: "Corner Cycles",
          data: { quote: "Bike repairs booked online went up by half.", author: "Ollie Grant", company: "Corner Cycles" },
          live: false,
        },
      },
    ],
    say: [
      "Good evening. My memory is not what it was, so I wonder if you might tell me whether there are any of those customer comments that we have written out but not yet put up on the website for everyone to see? Thank you kindly.",
    ],
    expect: [unchanged, { reply: { includesAny: ["Corner Cycles", "Ollie Grant"] } }],
    note: "Retired shop owner: one testimonial is a draft, Corner Cycles (Ollie Grant).",
  },
  {
    id: "entries-257",
    domain: "entries",
    intent: "change",
    given: [willowYoga(true)],
    say: ["entry 'Willow Yoga': company='Willow Yoga & Pilates'"],
    expect: [{ entry: { where: { author: "Jess Park" } }, dataIncludes: { company: "Willow Yoga & Pilates", quote: "Class bookings are up" } }],
    note: "Developer key=value: the testimonial's company changes, quote and author stay.",
  },
  {
    id: "entries-258",
    domain: "entries",
    intent: "refuse",
    as: "viewer",
    say: ["delete the harbour books testimonial pls"],
    expect: [unchanged, { entry: "Harbour Books", exists: true }, { reply: { includesAny: PERMISSION } }],
    note: "A viewer may not change content: the testimonial stays and the answer says their role does not allow it.",
  },
  {
    id: "entries-259",
    domain: "entries",
    intent: "read",
    say: ["What says exactly the testimonial from Harbour Books?"],
    expect: [unchanged, { reply: { includesAny: ["whole team can update"] } }],
    note: "Non-native word order: the Harbour Books quote is 'Finally a website our whole team can update.'",
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-251",
    domain: "posts",
    intent: "change",
    given: [checklistPost],
    say: ["Add a bonus tip at the end of the 'Five things to check before launch' post: “Bonus: ask someone who has never seen the site to book something on it.”"],
    expect: [{ post: "Five things to check before launch", bodyIncludes: ["never seen the site", "Set up redirects", "Read it all on a phone"] }],
    note: "Marketer: the bonus tip is added to the body and the five tips stay.",
  },
  {
    id: "posts-252",
    domain: "posts",
    intent: "change",
    say: ["post 'Behind the scenes: our design process' tags: +case-study -design"],
    expect: [{ post: designProcess, tags: ["process", "case-study"] }],
    note: "Developer: add the tag case-study and remove design; process stays.",
  },
  {
    id: "posts-253",
    domain: "posts",
    intent: "change",
    say: ["For the autumn article please take as cover picture the coast photo, not the valley one. It stays a draft."],
    expect: [{ post: autumn, coverImage: "blue-coast.png", status: "draft" }, liveSame],
    note: "Non-native: the autumn draft's cover becomes blue-coast.png; it stays a draft, so nothing goes live.",
  },
  {
    id: "posts-254",
    domain: "posts",
    intent: "change",
    given: [openStudioPost],
    say: ["can u publsh the open studio post thx"],
    expect: [
      { post: "Open studio evening: 12 June", status: "published", live: true },
      { post: autumn, live: false },
    ],
    note: "Phone with a typo: only the open studio post goes live; the autumn draft stays a draft.",
  },
  {
    id: "posts-255",
    domain: "posts",
    intent: "change",
    say: ["The welcome post is still up on the blog and it's ancient — it still calls the blog new. Get it off the blog."],
    expect: [
      { post: welcome, live: false },
      { post: designProcess, live: true },
    ],
    note: "Manager states a problem: the welcome post leaves the blog (unpublished, archived or trashed all do); the design process post stays.",
  },
  {
    id: "posts-256",
    domain: "posts",
    intent: "read",
    say: ["Quick one — what tags did we put on the autumn collection post?"],
    expect: [unchanged, { reply: { includesAll: ["seasonal", "design"] } }],
    note: "Marketer: the autumn post is tagged design and seasonal.",
  },
  {
    id: "posts-257",
    domain: "posts",
    intent: "read",
    say: ["is the autumn post live yet"],
    expect: [unchanged, { reply: { includesAny: ["draft", "not published", "unpublished"] } }],
    note: "Phone: the autumn post is still a draft.",
  },
  {
    id: "posts-258",
    domain: "posts",
    intent: "read",
    say: [
      "Good morning. I was looking at our little article about the design process and I wondered which picture it is that sits at the top of it. Would you be able to tell me? Many thanks.",
    ],
    expect: [unchanged, { reply: { includesAny: ["studio-dusk", "violet dusk", "Our studio at dusk"] } }],
    note: "Retired shop owner asks for a post's cover: studio-dusk.jpg.",
  },
];

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-251",
    domain: "sections",
    intent: "change",
    say: ["Punch up the hero on the homepage: headline 'Calm websites, serious results' and the button should say 'See our work'."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Calm websites, serious results", ctaLabel: "See our work", ctaUrl: "/about" } }] },
      { page: "Home", textExcludes: ["feel calm and work hard", "See what we do"] },
    ],
    note: "Marketer: the hero's heading and button label change; the button still links to /about.",
  },
  {
    id: "sections-252",
    domain: "sections",
    intent: "change",
    say: [
      "Good afternoon. I have been reading the questions and answers on our About page, and it strikes me that people very often ask us whether we look after the website once it is built. I wonder whether we might add a question, ‘Do you offer hosting?’, with the answer ‘Yes, we host every site we build, and the first year is included.’ I should be most grateful.",
    ],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { items: "Do you offer hosting?" } }] },
      { page: "About", sections: [{ template: "faq", fields: { items: "the first year is included" } }] },
      { page: "About", textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"] },
    ],
    note: "Retired shop owner: a third FAQ question with its answer; the two existing questions stay.",
  },
  {
    id: "sections-253",
    domain: "sections",
    intent: "change",
    say: ["On the about page the picture of the studio must stand on the left side, not on the right."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg" } }] }],
    note: "Non-native ('stand'): the image-and-text section's picture moves to the left; the picture is the same.",
  },
  {
    id: "sections-254",
    domain: "sections",
    intent: "change",
    say: ["change the 'care' box on the homepgae to say 'Support' instead"],
    expect: [
      { page: "Home", sections: [{ template: "featureGrid", fields: { features: '"title":"Support"' } }] },
      { page: "Home", textIncludes: ['"title":"Design"', '"title":"Build"', "Ongoing help"], textExcludes: ['"title":"Care"'] },
    ],
    note: "Phone with a typo: the third feature box's title becomes Support; its description and the other two boxes stay.",
  },
  {
    id: "sections-255",
    domain: "sections",
    intent: "change",
    given: [bookCallPage],
    say: ["The 'Get in touch' button at the bottom of the hompage still goes to the Contact page. Leads should land on Book a call now."],
    expect: [
      { page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Get in touch", buttonUrl: "book-a-call" } }] },
      { page: "Home", sections: [{ template: "hero", fields: { ctaUrl: "/about" } }] },
    ],
    note: "Manager states a problem: the call-to-action button links to /book-a-call, keeps its label; the hero button is not touched.",
  },
  {
    id: "sections-256",
    domain: "sections",
    intent: "change",
    given: [pricingPage],
    say: ['Add a CTA block at the bottom of the Pricing page — heading "Ready when you are", button "Book a call" linking to /contact.'],
    expect: [
      { page: "Pricing", sectionTemplates: ["text", "cta"] },
      { page: "Pricing", sections: [{ template: "cta", fields: { heading: "Ready when you are", buttonLabel: "Book a call", buttonUrl: "/contact" } }] },
    ],
    note: "Marketer: a call-to-action section is added after the page's text section with the given heading, button label and link.",
  },
  {
    id: "sections-257",
    domain: "sections",
    intent: "change",
    say: ["/about: mv faq -> top"],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"] }],
    note: "Developer: the FAQ section moves to the top of About; the other two keep their order.",
  },
  {
    id: "sections-258",
    domain: "sections",
    intent: "change",
    say: ["On the Contact page please delete the gallery, we need it not any more."],
    expect: [
      { page: "Contact", sectionTemplates: ["text"] },
      { image: "studio-dusk.jpg", exists: true },
      { image: "blue-coast.png", exists: true },
    ],
    note: "Non-native: the gallery section is removed from Contact; its pictures stay in the library.",
  },
  {
    id: "sections-259",
    domain: "sections",
    intent: "read",
    say: [
      "Good morning. A friend of mine looked at our website and asked me what the button in the big picture at the top of our front page says, and where it takes you when you press it. I am embarrassed to say I could not tell her. Could you?",
    ],
    expect: [unchanged, { reply: { includesAll: ["See what we do"] } }, { reply: { includesAny: ["/about", "About"] } }],
    note: "Retired shop owner: the hero button says 'See what we do' and goes to /about.",
  },
  {
    id: "sections-260",
    domain: "sections",
    intent: "read",
    say: ["/about faq: how many q's, and which?"],
    expect: [unchanged, { reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }],
    note: "Developer: the About FAQ has two questions; the answer lists them.",
  },
  {
    id: "sections-261",
    domain: "sections",
    intent: "read",
    say: ["The three boxes on the homepage — I can't remember what they say and I'm on a call with a client in five minutes."],
    expect: [unchanged, { reply: { includesAll: ["Design", "Build", "Care"] } }],
    note: "Manager: the feature boxes are Design, Build and Care.",
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-251",
    domain: "publishing",
    intent: "change",
    given: [accessibilityPage, openStudioPost, { post: { title: "Server move notes", body: "Half-written notes on moving the sites to new servers." } }],
    say: [
      "Good morning, I hope the week is treating you kindly. I believe we have several things waiting to go onto the website. Would you put all of them live for me — all except the notes about the server move, which Peter tells me are not ready yet? Thank you so much.",
    ],
    expect: [
      { page: "Accessibility statement", live: true },
      { post: "Open studio evening: 12 June", live: true },
      { post: autumn, live: true },
      { post: "Server move notes", live: false, status: "draft" },
    ],
    note: "Retired shop owner: publish every waiting draft (the accessibility page, the open studio post and the autumn post) but one, the server move notes.",
  },
  {
    id: "publishing-252",
    domain: "publishing",
    intent: "refuse",
    given: [openStudioPost],
    say: ["schedule post 'Open studio evening: 12 June' -> fri 09:00"],
    expect: [unchanged, { post: "Open studio evening: 12 June", live: false }, { reply: { includesAny: CANNOT } }],
    note: "Developer asks to schedule: the assistant's tools can only publish now, so it says it cannot schedule and does not publish early.",
  },
  {
    id: "publishing-253",
    domain: "publishing",
    intent: "read",
    given: [accessibilityPage],
    say: ["whats still in draft?"],
    expect: [unchanged, { reply: { includesAll: ["Accessibility", "Autumn"] } }],
    note: "Phone: the accessibility statement page and the autumn post are drafts.",
  },
  {
    id: "publishing-254",
    domain: "publishing",
    intent: "change",
    given: [accessibilityPage],
    say: ["The accessibilty statement still isn't on the site, and the council asked for it last week."],
    expect: [
      { page: "Accessibility statement", live: true },
      { post: autumn, live: false },
    ],
    note: "Manager states a problem: the page is published; nothing else goes live.",
  },
  {
    id: "publishing-255",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Handmade websites for small shops", live: false } }],
    say: ["Yesterday I have changed the slogan, but the website shows still the old one. Can you put it online?"],
    expect: [
      { setting: "tagline", in: "live", equals: "Handmade websites for small shops" },
      { post: autumn, live: false },
    ],
    note: "Non-native ('slogan' for tagline): the settings draft goes live; the autumn draft does not.",
  },
  {
    id: "publishing-256",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Pricing", body: "Websites from £2,400." } }] } }, { menuItem: { label: "Pricing", page: "Pricing", live: false } }],
    say: ["Before we ship it — what's sitting there that isn't live yet?"],
    expect: [unchanged, { reply: { includesAll: ["Pricing", "Autumn"] } }],
    note: "Marketer: waiting to go live are the Pricing page, the menu (its new Pricing link) and the autumn post.",
  },
];

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-251",
    domain: "pages",
    intent: "change",
    say: ["Spin up a 'Case studies' page with a hero that says 'Work we're proud of'. Keep it a draft for now, not ready to ship."],
    expect: [{ page: "Case studies", exists: true, live: false, sections: [{ template: "hero", fields: { heading: "proud of" } }] }, liveSame],
    note: "Marketer: a new draft page with a hero section; nothing goes live.",
  },
  {
    id: "pages-252",
    domain: "pages",
    intent: "change",
    given: [workshopsPage],
    say: ["mv /workshops /classes"],
    expect: [{ page: "Workshops", slug: "classes" }],
    note: "Developer: the Workshops page's address changes to /classes; its title stays.",
  },
  {
    id: "pages-253",
    domain: "pages",
    intent: "refuse",
    given: [{ page: { title: "Journal", live: true, sections: [{ template: "text", content: { heading: "Journal", body: "Notes from the studio." } }] } }],
    say: ["Please give the Journal page the adress /blog, it is more easy for people."],
    expect: [unchanged, { page: "Journal", slug: "journal" }, { reply: { includesAny: ["reserved", ...CANNOT] } }],
    note: "Non-native with a typo: /blog is reserved for the blog, so the page cannot have it; it says so and changes nothing.",
  },
  {
    id: "pages-254",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Careers", sections: [{ template: "text", content: { heading: "Careers", body: "We are not hiring right now." } }] } }],
    say: ["Nobody can tell me whether the Careers page is actually out there for people to see."],
    expect: [unchanged, { reply: { includesAny: ["draft", "not published", "unpublished", "not live"] } }],
    note: "Manager: the Careers page is a draft, not on the public site.",
  },
  {
    id: "pages-255",
    domain: "pages",
    intent: "change",
    say: [
      "Dear assistant, my nephew showed me how our About page looks when one searches for it on Google, and the little description underneath just says ‘Who we are and how we work.’, which seems a touch bare. Might it say ‘Meet the four people behind Northwind Studio and see how we work.’ instead? With thanks.",
    ],
    expect: [{ page: "About", seoDescription: "Meet the four people behind Northwind Studio and see how we work." }],
    note: "Retired shop owner: the About page's SEO description becomes exactly her sentence.",
  },
  {
    id: "pages-256",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Privacy notice", slug: "data-protection", live: true, sections: [{ template: "text", content: { heading: "Privacy", body: "We keep as little data as we can." } }] } }],
    say: ["whats the web address of the privacy page"],
    expect: [unchanged, { reply: { includesAny: ["data-protection"] } }],
    note: "Phone: the Privacy notice page lives at /data-protection.",
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-251",
    domain: "settings",
    intent: "change",
    say: ["settings.accent=#1d4ed8"],
    expect: [
      { setting: "themeColors.accent", equals: "#1d4ed8" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
    note: "Developer: only the accent colour changes.",
  },
  {
    id: "settings-252",
    domain: "settings",
    intent: "change",
    say: ["Add our Instagram to the social links: https://instagram.com/northwindstudio"],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "mastodon.example" },
      { setting: "socialLinks", includes: "github.example" },
    ],
    note: "Marketer: an Instagram link joins the two social links already there.",
  },
  {
    id: "settings-253",
    domain: "settings",
    intent: "change",
    say: ["Please change the name of the site in 'Northwind Design Studio'."],
    expect: [
      { setting: "name", equals: "Northwind Design Studio" },
      { setting: "tagline", equals: "Calm, useful websites for independent businesses" },
    ],
    note: "Non-native ('change … in'): the site name becomes Northwind Design Studio; the tagline stays.",
  },
  {
    id: "settings-254",
    domain: "settings",
    intent: "read",
    say: ["whats our tagline rn"],
    expect: [unchanged, { reply: { includesAny: ["Calm, useful websites", "independent businesses"] } }],
    note: "Phone: the tagline is 'Calm, useful websites for independent businesses'.",
  },
  {
    id: "settings-255",
    domain: "settings",
    intent: "change",
    say: ["The site's default SEO title is still just 'Northwind Studio' — that tells Google nothing. It needs to be 'Northwind Studio – web design for independent businesses'."],
    expect: [
      { setting: "seoTitle", includes: "web design for independent businesses" },
      { page: "Home", seoTitle: "Northwind Studio — calm, useful websites" },
    ],
    note: "Manager states a problem: the site-wide default SEO title changes; the home page's own SEO title is not touched.",
  },
  {
    id: "settings-256",
    domain: "settings",
    intent: "read",
    say: [
      "Good afternoon. My niece would like to follow us on the social media, and I realised I have no idea which of those we are on. Could you tell me which links we have on the website? Thank you.",
    ],
    expect: [unchanged, { reply: { includesAll: ["Mastodon", "GitHub"] } }],
    note: "Retired shop owner: the social links are Mastodon and GitHub.",
  },
];

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-251",
    domain: "search",
    intent: "read",
    say: ["find teh post that talks about keyboards"],
    expect: [unchanged, { reply: { includesAny: ["Welcome to our new website"] } }],
    note: "Phone with a typo: the welcome post's body says everything works with a keyboard.",
  },
  {
    id: "search-252",
    domain: "search",
    intent: "read",
    say: ["A client says we still claim somewhere that pages take 'ten seconds' to load. Where is that?"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
    note: "Manager: 'ten seconds to load' is in the About page's text section.",
  },
  {
    id: "search-253",
    domain: "search",
    intent: "read",
    say: ["On which page stands our phone number?"],
    expect: [unchanged, { reply: { includesAny: ["Contact"] } }],
    note: "Non-native ('stands'): the phone number is on the Contact page.",
  },
  {
    id: "search-254",
    domain: "search",
    intent: "read",
    say: ["grep -ri 'two working days' ."],
    expect: [unchanged, { reply: { includesAny: ["Home", "homepage", "home page"] } }],
    note: "Developer: 'we reply within two working days' is in the home page's call-to-action section.",
  },
  {
    id: "search-255",
    domain: "search",
    intent: "read",
    given: [
      {
        post: {
          title: "A day at the printers",
          status: "published",
          daysAgo: 40,
          body: "We spent Tuesday in Bristol watching a client's brochures come off the press.",
        },
      },
    ],
    say: [
      "Good morning. I recall that some time ago we wrote something about a trip to Bristol, but for the life of me I cannot remember what the article was called. Would you be able to find it for me?",
    ],
    expect: [unchanged, { reply: { includesAny: ["A day at the printers"] } }],
    note: "Retired shop owner: the post that mentions Bristol is 'A day at the printers'.",
  },
];

// ── Several changes in one message ─────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-251",
    domain: "multi",
    intent: "change",
    say: [
      "Good morning, dear. I have two small things, if you have a moment. Firstly, I should like the ‘Blog’ link at the top of the website to say ‘News’ instead. And secondly, the little line that sits under our name — the tagline, I believe my nephew called it — should read ‘Friendly websites for independent shops’. Thank you ever so much.",
    ],
    expect: [
      { menu: "News", linksTo: "/blog", position: 2 },
      { menu: "Blog", present: false },
      { setting: "tagline", equals: "Friendly websites for independent shops" },
    ],
    note: "Retired shop owner, two changes: the Blog menu link is renamed News (same address, same place) and the tagline changes.",
  },
  {
    id: "multi-252",
    domain: "multi",
    intent: "change",
    say: ["Hero refresh on the homepage: headline 'Websites your customers actually enjoy', subhead 'Fast, friendly sites for independent businesses.', and point the CTA at /contact instead of /about."],
    expect: [
      {
        page: "Home",
        sections: [
          {
            template: "hero",
            fields: { heading: "Websites your customers actually enjoy", subheading: "Fast, friendly sites for independent businesses.", ctaUrl: "/contact", ctaLabel: "See what we do" },
          },
        ],
      },
      { page: "Home", textExcludes: ["feel calm and work hard", "quick to load, easy to edit"] },
    ],
    note: "Marketer, three changes to the hero: heading, subheading and button link; the button label stays.",
  },
  {
    id: "multi-253",
    domain: "multi",
    intent: "change",
    say: [
      "Please add a testimonial from Marta Kowalska of Kowalska Bakery: “Since the new website we sell out every Saturday.” Make it visible on the website. And also change in the Maple Bakery one the author to Priya Shah-Kumar, she married.",
    ],
    expect: [
      { entry: { where: { author: "Marta Kowalska" } }, live: true, dataIncludes: { quote: "sell out every Saturday", company: "Kowalska Bakery" } },
      { entry: "Maple Bakery", dataIncludes: { author: "Shah-Kumar", quote: "orders doubled" } },
    ],
    note: "Non-native, two changes: a new published testimonial, and the Maple Bakery testimonial's author; its quote stays.",
  },
  {
    id: "multi-254",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "studio-plants.jpg" } }, { image: { name: "coffee-corner.jpg" } }],
    say: ["alt text pls: studio-plants = 'Green plants on the studio windowsill', coffee-corner = 'Coffee machine and mugs in the studio kitchen' thx"],
    expect: [
      { image: "studio-plants.jpg", alt: "Green plants on the studio windowsill" },
      { image: "coffee-corner.jpg", alt: "Coffee machine and mugs in the studio kitchen" },
    ],
    note: "Phone, two alt texts at once, each exactly as typed.",
  },
  {
    id: "multi-255",
    domain: "multi",
    intent: "change",
    given: [oldShopLink],
    say: ["The menu still has that dead 'Old shop' link, and Contact is buried at the end when it should be second."],
    expect: [
      { anyOf: [[{ menu: "Old shop", present: false }], [{ menu: "Old shop", visible: false }]] },
      { menu: "Home", position: 0 },
      { menu: "Contact", position: 1 },
    ],
    note: "Manager states two problems: the dead link leaves the menu (removed or hidden) and Contact moves to second place.",
  },
  {
    id: "multi-256",
    domain: "multi",
    intent: "change",
    given: [checklistPost],
    say: [
      "Hello again. When you have a spare minute, could you add the label ‘checklist’ to our post about the five things to check before launch, and give it a short summary as well: ‘A quick list to run through before your new site goes live.’ I am recieving questions about it and I think that would help. Much obliged.",
    ],
    expect: [
      { post: "Five things to check before launch", tagsInclude: ["checklist", "tips"], excerptIncludes: ["A quick list to run through before your new site goes live"] },
    ],
    note: "Retired shop owner with a typo, two changes to one post: a tag added (the old one kept) and an excerpt.",
  },
  {
    id: "multi-257",
    domain: "multi",
    intent: "change",
    say: ["new page 'Careers' w/ text section: heading='Work with us' body='We are not hiring right now, but say hello anyway.' + nav link 'Careers' -> that page"],
    expect: [
      { page: "Careers", exists: true, sections: [{ template: "text", fields: { heading: "Work with us", body: "not hiring right now" } }] },
      { menu: "Careers", linksTo: "Careers" },
    ],
    note: "Developer, two changes: a page created with its text section, and a menu link to it.",
  },
  {
    id: "multi-258",
    domain: "multi",
    intent: "change",
    say: ["On the homepage feature boxes: rename 'Build' to 'Develop' and make it's blurb 'Fast, accessible sites that load in under a second.'"],
    expect: [
      { page: "Home", sections: [{ template: "featureGrid", fields: { features: '"title":"Develop"' } }] },
      { page: "Home", sections: [{ template: "featureGrid", fields: { features: "load in under a second" } }] },
      { page: "Home", textIncludes: ['"title":"Design"', '"title":"Care"'], textExcludes: ['"title":"Build"', "work on every device"] },
    ],
    note: "Marketer, two changes to one feature box: its title and description; the other boxes stay.",
  },
  {
    id: "multi-259",
    domain: "multi",
    intent: "change",
    say: ["In the FAQ on the about page please change the answer of the first question in 'Most projects take eight to twelve weeks.' and the title of the FAQ make 'Good to know'."],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { heading: "Good to know", items: "eight to twelve weeks" } }] },
      { page: "About", textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"], textExcludes: ["six to ten weeks", "Questions we hear often"] },
    ],
    note: "Non-native, two changes to the FAQ: the first answer and the heading; both questions stay.",
  },
  {
    id: "multi-260",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "open-studio.jpg", alt: "Visitors looking at prints in the studio" } }, openStudioPost],
    say: ["put open-studio.jpg as the cover on the open studio post and then publish it pls"],
    expect: [{ post: "Open studio evening: 12 June", coverImage: "open-studio.jpg", status: "published", live: true }],
    note: "Phone, two changes: the cover is set, then the post goes live.",
  },
  {
    id: "multi-261",
    domain: "multi",
    intent: "change",
    say: ["The Contact page still has our old phone number and the hello@ address on it. It's +44 20 7946 0123 and studio@northwind.example now."],
    expect: [
      { page: "Contact", textIncludes: ["7946 0123", "studio@northwind.example"], textExcludes: ["7946 0000", "hello@northwind.example"] },
      { page: "Contact", sectionTemplates: ["text", "gallery"] },
    ],
    note: "Manager states a problem: both the number and the email (link included) change in the Contact text; the gallery stays.",
  },
  {
    id: "multi-262",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "printing-press.jpg" } }],
    say: [
      "Dear assistant, I do hope you are well. Among our pictures is one of a printing press, printing-press.jpg I think it is called. Would you kindly describe it for blind visitors as “An old printing press inking a poster”, and put beneath it the words “At the print shop in Bristol”? Thank you so very much.",
    ],
    expect: [{ image: "printing-press.jpg", alt: "An old printing press inking a poster", caption: "At the print shop in Bristol" }],
    note: "Retired shop owner, two changes to one picture: alt text and caption, each exactly.",
  },
  {
    id: "multi-263",
    domain: "multi",
    intent: "change",
    given: [willowYoga(false)],
    say: ["For the testimonial of Willow Yoga: the author is not Jess Park, is Jessica Park, and the company is Willow Yoga Studio. After, publish it please."],
    expect: [{ entry: { where: { author: "Jessica Park" } }, live: true, dataIncludes: { company: "Willow Yoga Studio", quote: "Class bookings are up" } }],
    note: "Non-native, three changes: author and company edited, then the draft testimonial published.",
  },
  {
    id: "multi-264",
    domain: "multi",
    intent: "change",
    given: [
      { post: { title: "Holiday opening hours 2023", status: "published", daysAgo: 300, body: "Closed 24 December to 2 January." } },
      { post: { title: "Holiday opening hours 2024", body: "Closed 23 December to 3 January." } },
    ],
    say: ["archive the 2023 holiday hours post and publish the 2024 one"],
    expect: [
      { post: "Holiday opening hours 2023", status: "archived", live: false },
      { post: "Holiday opening hours 2024", status: "published", live: true },
    ],
    note: "Phone, two changes: one post archived, the other published.",
  },
  {
    id: "multi-265",
    domain: "multi",
    intent: "change",
    say: [
      "The gallery on Contact still shows the dusk photo and it's called 'Around the studio' although none of it is the studio anymore. Replace that photo with the autumn valley one and call the gallery 'Around here'.",
    ],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { heading: "Around here", images: contactGallery("blue-coast.png", "autumn-valley.jpg") } }] },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
    ],
    note: "Manager, two changes to the gallery: the dusk picture's place goes to autumn-valley.jpg and the heading changes; the About page keeps its picture.",
  },
  {
    id: "multi-266",
    domain: "multi",
    intent: "read",
    say: ["phone # on /contact? + who's quoted in the maple bakery testimonial?"],
    expect: [unchanged, { reply: { includesAll: ["7946 0000", "Priya Shah"] } }],
    note: "Developer, two questions in one: the Contact page's number is +44 20 7946 0000 and the Maple Bakery quote is Priya Shah's.",
  },
  {
    id: "multi-267",
    domain: "multi",
    intent: "read",
    say: ["What's our site name and accent colour again? Need both for the brand deck."],
    expect: [unchanged, { reply: { includesAll: ["Northwind Studio"] } }, { reply: { includesAny: ["#d9622b", "d9622b"] } }],
    note: "Marketer, two questions: the name is Northwind Studio and the accent colour #d9622b.",
  },
];

// ── Conversations that refer back ──────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-251",
    domain: "conversation",
    intent: "change",
    say: ["Change the hero headline on the homepage to 'Calm sites. Real results.'", "Actually, make it 'Calm websites. Real results.' — reads better."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Calm websites. Real results." } }] },
      { page: "Home", textExcludes: ["Calm sites.", "feel calm and work hard"] },
    ],
    note: "Marketer corrects the new headline in a second turn: the hero heading ends as the second version.",
  },
  {
    id: "conversation-252",
    domain: "conversation",
    intent: "change",
    say: ["Please add in the menu a link 'Shop' to https://shop.northwind.example", "Sory, it must be under Contact, not alone on the top."],
    expect: [{ menu: "Shop", parent: "Contact", linksTo: "https://shop.northwind.example" }, demoMenu],
    note: "Non-native: the link added in the first turn moves under Contact in the second; the top level is the demo's four.",
  },
  {
    id: "conversation-253",
    domain: "conversation",
    intent: "change",
    say: ["change the tagline to 'websites for makers'", "undo that, boss doesnt like it"],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for independent businesses" }],
    note: "Phone: the tagline change is undone, so the tagline is the demo's again.",
  },
  {
    id: "conversation-254",
    domain: "conversation",
    intent: "change",
    say: [
      "The Harbour Books testimonial still says Tom Okafor but he left them in the spring. It's Dana Whitfield now.",
      "Same story with Maple Bakery — Priya's gone, it should be Leon Marsh.",
    ],
    expect: [
      { entry: "Harbour Books", dataIncludes: { author: "Dana Whitfield", quote: "whole team can update" } },
      { entry: "Maple Bakery", dataIncludes: { author: "Leon Marsh", quote: "orders doubled" } },
    ],
    note: "Manager: 'same story' asks for the same kind of change on the other testimonial; both authors change, quotes stay.",
  },
  {
    id: "conversation-255",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "sketchbook-pencils.jpg" } }, { image: { name: "desk-lamp.jpg", alt: "A desk lamp over a drawing table" } }],
    say: [
      "Good morning. Could you kindly tell me which of our pictures are still missing the little descriptions for blind visitors?",
      "Thank you ever so much. Then would you please describe that one as ‘Pencils resting on an open sketchbook’?",
    ],
    expect: [
      { image: "sketchbook-pencils.jpg", alt: "Pencils resting on an open sketchbook" },
      { image: "desk-lamp.jpg", alt: "A desk lamp over a drawing table" },
    ],
    note: "Retired shop owner: 'that one' is the only picture without alt text, sketchbook-pencils.jpg, from the first answer.",
  },
  {
    id: "conversation-256",
    domain: "conversation",
    intent: "change",
    say: [
      "Please change the title of the welcome post in 'How we work, step by step'.",
      "Sorry, no, I meant the post about our design process, not the welcome one. The welcome post must keep its old title.",
    ],
    expect: [
      { post: "How we work, step by step", tagsInclude: ["process"] },
      { post: welcome, exists: true },
      { post: designProcess, exists: false },
    ],
    note: "Non-native corrects the target: the design process post gets the new title and the welcome post has its old one back.",
  },
  {
    id: "conversation-257",
    domain: "conversation",
    intent: "read",
    say: ["hw many posts r live rn", "and which one is the oldest"],
    expect: [unchanged, { reply: { includesAny: ["Welcome to our new website"] } }],
    note: "Phone with a typo: of the two live posts, the welcome post is the oldest.",
  },
  {
    id: "conversation-258",
    domain: "conversation",
    intent: "change",
    given: [pricingPage],
    say: ["Nobody can find our prices. Theres no link to them anywhere.", "Put it in the menu after About and call it Prices."],
    expect: [
      { menuOrder: ["Home", "About", "Prices", "Blog", "Contact"] },
      { menu: "Prices", linksTo: "/pricing" },
    ],
    note: "Manager states a problem, then answers how to fix it: one link 'Prices' to the Pricing page, third in the menu.",
  },
  {
    id: "conversation-259",
    domain: "conversation",
    intent: "change",
    say: [
      "Good afternoon. Would you be so kind as to add a question to the list of questions on our About page? The question is ‘Do you work with charities?’ and the answer ‘Yes, gladly — about a third of our clients are charities.’",
      "Oh dear, I have just remembered — the answer ought also to say that charities receive 15% off. Could you add that to the end of it?",
    ],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { items: "Do you work with charities?" } }] },
      { page: "About", sections: [{ template: "faq", fields: { items: "15%" } }] },
      { page: "About", sections: [{ template: "faq", fields: { items: "a third of our clients" } }] },
      { page: "About", textIncludes: ["How long does a website take?"] },
    ],
    note: "Retired shop owner adds to the answer she just had added: the new question's answer keeps its first sentence and gains the discount.",
  },
  {
    id: "conversation-260",
    domain: "conversation",
    intent: "change",
    given: [{ post: { title: "Notes on our new hosting", body: "We moved every client site to new servers in March." } }],
    say: ["publish post 'Notes on our new hosting'", "tags=hosting,infrastructure"],
    expect: [{ post: "Notes on our new hosting", status: "published", tags: ["hosting", "infrastructure"] }],
    note: "Developer: the second message sets the tags of the post published in the first.",
  },
  {
    id: "conversation-261",
    domain: "conversation",
    intent: "change",
    say: ["What does the big button above the fold on the homepage say right now?", "Meh. Make it 'Start your project' and point it at /contact."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Start your project", ctaUrl: "/contact" } }] },
      { page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Get in touch" } }] },
    ],
    note: "Marketer: 'it' is the hero button from the first answer; its label and link change, the lower call-to-action button stays.",
  },
  {
    id: "conversation-262",
    domain: "conversation",
    intent: "change",
    say: ["Please make the testimonial of Harbour Books offline.", "Now put it back online please, the client sayed it is okay."],
    expect: [{ entry: "Harbour Books", exists: true, live: true, dataIncludes: { quote: "whole team can update" } }],
    note: "Non-native: taken down, then put back; the testimonial ends live with its quote.",
  },
  {
    id: "conversation-263",
    domain: "conversation",
    intent: "change",
    given: [{ post: { title: "Desk setup tour", body: "A look at the desks, chairs and screens we use." } }],
    say: ["delete the desk setup post", "oops no bring it back pls"],
    expect: [{ post: "Desk setup tour", exists: true }],
    note: "Phone: the post deleted in the first turn is restored from the trash.",
  },
  {
    id: "conversation-264",
    domain: "conversation",
    intent: "read",
    given: [
      { image: { name: "studio-cat.jpg" } },
      {
        page: {
          title: "Team",
          live: true,
          sections: [{ template: "imageText", content: { heading: "Meet the team", body: "Four people and a cat.", imageId: "studio-cat.jpg", imagePosition: "right" } }],
        },
      },
    ],
    say: ["Are all our pictures described for screen readers?", "And where is that one used?"],
    expect: [unchanged, { reply: { includesAny: ["Team"] } }],
    note: "Manager: the one picture without alt text is studio-cat.jpg, and 'that one' is used on the Team page.",
  },
  {
    id: "conversation-265",
    domain: "conversation",
    intent: "change",
    say: [
      "Dear assistant, could you please put up a new testimonial from Mr Henry Adeyemi of Adeyemi Opticians? He wrote: ‘Patients now book their eye tests online without ringing us.’",
      "Oh, and do please let it show on the website stright away.",
    ],
    expect: [
      {
        entry: { where: { author: "Adeyemi" } },
        live: true,
        dataIncludes: { quote: "without ringing us", company: "Adeyemi Opticians" },
      },
    ],
    note: "Retired shop owner: the testimonial added in the first turn is published in the second.",
  },
  {
    id: "conversation-266",
    domain: "conversation",
    intent: "change",
    say: ["Draft a post called 'Three quick wins for your homepage', tagged tips and homepage.", "Great — give it an excerpt: 'Small changes that make visitors stay.' Don't publish yet."],
    expect: [
      { post: "Three quick wins for your homepage", tags: ["tips", "homepage"], excerptIncludes: ["Small changes that make visitors stay"], status: "draft" },
      liveSame,
    ],
    note: "Marketer: the second turn adds an excerpt to the post created in the first; it stays a draft.",
  },
  {
    id: "conversation-267",
    domain: "conversation",
    intent: "read",
    say: ["Which testimonials do we have?", "And from which company is the one of Tom?"],
    expect: [unchanged, { reply: { includesAny: ["Harbour Books"] } }],
    note: "Non-native: Tom Okafor's testimonial is from Harbour Books.",
  },
  {
    id: "conversation-268",
    domain: "conversation",
    intent: "read",
    say: ["cat /contact", "email addr on it?"],
    expect: [unchanged, { reply: { includesAny: ["hello@northwind.example"] } }],
    note: "Developer: the Contact page's email is hello@northwind.example.",
  },
  {
    id: "conversation-269",
    domain: "conversation",
    intent: "read",
    say: ["Is the autumn post live or not?", "What picture is on it?"],
    expect: [unchanged, { reply: { includesAny: ["autumn-valley", "valley"] } }],
    note: "Manager: 'it' is the autumn post, whose cover is autumn-valley.jpg.",
  },
  {
    id: "conversation-270",
    domain: "conversation",
    intent: "read",
    say: ["/about faq: count?", "answer to #1?"],
    expect: [unchanged, { reply: { includesAny: ["six to ten weeks"] } }],
    note: "Developer: the first FAQ question's answer is 'Most projects take six to ten weeks…'.",
  },
];

// ── Vague requests ─────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-251",
    domain: "clarify",
    intent: "clarify",
    say: ["change the pic pls"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Phone: which picture, where, and for which one? It asks before changing anything.",
  },
  {
    id: "clarify-252",
    domain: "clarify",
    intent: "clarify",
    say: ["The homepage just doesn't work for me."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Manager states a feeling, not a problem: it asks what should change.",
  },
  {
    id: "clarify-253",
    domain: "clarify",
    intent: "clarify",
    say: ["Can you update the testimonial? Client sent new copy."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Marketer: there are two testimonials and no new text given, so it asks which one and what it should say.",
  },
  {
    id: "clarify-254",
    domain: "clarify",
    intent: "clarify",
    say: ["Good evening. I wonder if you could tidy the menu up a little for me when you have a moment. Thank you, dear."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Retired shop owner: 'tidy up' could mean reorder, rename or remove; it asks what she has in mind.",
  },
];

// ── Off-topic ──────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-251",
    domain: "offtopic",
    intent: "offtopic",
    say: ["write me a bash one-liner that renames every .jpeg in a folder to .jpg"],
    expect: [unchanged, { reply: { maxChars: 300 } }],
    note: "Developer asks for shell help, not about the site: a short reply, nothing changed.",
  },
  {
    id: "offtopic-252",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Can you recommend me a good restaurant in Lisbon? I go there on holiday next week."],
    expect: [unchanged, { reply: { maxChars: 300 } }],
    note: "Non-native asks for a restaurant: not about the site.",
  },
  {
    id: "offtopic-253",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Random one for the team quiz — who won the Super Bowl last year?"],
    expect: [unchanged, { reply: { maxChars: 300 } }],
    note: "Marketer asks a trivia question: not about the site.",
  },
  {
    id: "offtopic-254",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats the weather like in leeds tmrw"],
    expect: [unchanged, { reply: { maxChars: 300 } }],
    note: "Phone asks about the weather: not about the site.",
  },
];

export const SEVENTEENTH_PASS_CASES: Case[] = [
  ...images,
  ...navigation,
  ...entries,
  ...posts,
  ...sections,
  ...publishing,
  ...pages,
  ...settings,
  ...search,
  ...multi,
  ...conversation,
  ...clarify,
  ...offtopic,
];
