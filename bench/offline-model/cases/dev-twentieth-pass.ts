/**
 * Twentieth development pass: 110 requests in nine new voices of about twelve cases each — a busy
 * primary-school office administrator, a Scottish garden-centre owner, an Irish pub landlady typing
 * on her phone, a Brazilian speaker's English ("actualize", "exclude", "pretend", "resume",
 * "depoiment"), a very literal accountant ("please amend the field … to read …"), a UX designer's
 * design-system words (hero, H1, CTA, tile, eyebrow, media/text block), a support agent relaying
 * customers' complaints verbatim, someone who writes in bullets and numbered lists holding several
 * changes, and a person carrying a request over two or three turns ("that one", "same for the
 * welcome one", "undo", "actually …", "and the menu too"). Written from the tools' descriptions, the
 * services, the section templates and the demo seed only, without reading the offline model.
 */
import { unchanged, liveSame, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const [welcome, processPost, autumn] = [DEMO.posts.welcome, DEMO.posts.process, DEMO.posts.autumn];

/** Phrases of an answer that says a post or page is not on the public site yet. */
const NOT_LIVE = ["draft", "a draft", "not published", "isn't published", "is not published", "not live", "isn't live", "unpublished", "hasn't been published", "has not been published"];

// ── A busy primary-school office administrator ─────────────────────────────────────────────────

const school: Case[] = [
  {
    id: "sections-751",
    domain: "sections",
    intent: "change",
    given: [
      {
        page: {
          title: "Term Dates",
          live: true,
          sections: [{ template: "text", content: { heading: "Term dates 2024–25", body: "Autumn term starts Wednesday 4 September and ends Friday 20 December.\n\nSpring term starts Monday 6 January." } }],
        },
      },
    ],
    say: ["Hi, it's Sue in the school office — quick one before the bell. On the Term Dates page the autumn term now starts on Thursday 5 September, not the 4th (extra inset day). Can you change that please? Thanks"],
    expect: [{ page: "Term Dates", textIncludes: ["5 September", "Spring term starts Monday 6 January"], textExcludes: ["4 September", "Wednesday"] }],
    note: "The weekday changes with the date: 'Wednesday 5 September' would be wrong.",
  },
  {
    id: "posts-751",
    domain: "posts",
    intent: "change",
    say: [
      "Can you put a news post up called \"Sports Day moved to Friday\" — it should say: Sports Day is now on Friday 14 June because of the weather forecast. Children should come in PE kit with a sun hat and a named water bottle. Tag it news and please publish it straight away, parents are already asking at the gate.",
    ],
    expect: [{ post: "Sports Day moved to Friday", status: "published", live: true, bodyIncludes: ["Friday 14 June", "water bottle"], tagsInclude: ["news"] }],
  },
  {
    id: "images-751",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "year3-farm-trip.jpg" } }],
    say: ["The photo of Year 3 on the farm trip hasn't got the description thing for blind readers (the inspector mentioned it!). Can you put: Year 3 pupils feeding lambs on the farm trip"],
    expect: [{ image: "year3-farm-trip.jpg", altIncludes: ["feeding lambs"] }],
  },
  {
    id: "navigation-751",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Uniform", live: true, sections: [{ template: "text", content: { heading: "School uniform", body: "Green sweatshirt with the school logo, white polo shirt, grey trousers or skirt." } }] } }],
    say: ["Parents keep phoning to ask where the uniform list is. Could you put the Uniform page in the menu at the top, straight after About?"],
    expect: [
      { menu: "Uniform", present: true, linksTo: "Uniform" },
      { menuOrder: ["Home", "About", "Uniform", "Blog", "Contact"] },
    ],
  },
  {
    id: "entries-751",
    domain: "entries",
    intent: "change",
    say: ["A mum sent in a lovely comment for the testimonials bit: \"My daughter runs in every morning – the staff are wonderful.\" It's from Mrs Okonjo, Year 2 parent. Can you add it please?"],
    expect: [{ entry: { where: { quote: "runs in every morning" } }, exists: true, dataIncludes: { author: "Okonjo" } }],
  },
  {
    id: "pages-751",
    domain: "pages",
    intent: "change",
    say: [
      "We need a new page called Clubs and Activities. Just a short bit saying we run after-school clubs Monday to Thursday until 4.30pm and parents book through the office. Don't put it live yet, the head wants to read it first.",
    ],
    expect: [{ page: "Clubs and Activities", exists: true, live: false, textIncludes: ["4.30"] }, liveSame],
  },
  {
    id: "multi-751",
    domain: "multi",
    intent: "change",
    say: ["Two things from the head: the site name should be Hollybank Primary School, and the tagline under it should be our new motto, Learning together, growing together."],
    expect: [
      { setting: "name", equals: "Hollybank Primary School" },
      { setting: "tagline", includes: "Learning together, growing together" },
      { setting: "tagline", excludes: "independent businesses" },
    ],
  },
  {
    id: "publishing-751",
    domain: "publishing",
    intent: "read",
    given: [
      { page: { title: "Open Evening Info", sections: [{ template: "text", content: { heading: "Open evening", body: "Come and look round on Tuesday 8 October, 5–7pm." } }] } },
      { post: { title: "Harvest Festival Thanks", body: "Thank you for the tins and packets — they have gone to the food bank." } },
    ],
    say: ["Before I go home — is there anything on the website I've changed that parents can't actually see yet?"],
    expect: [unchanged, { reply: { includesAll: ["Open Evening", "Harvest Festival"] } }],
  },
  {
    id: "sections-752",
    domain: "sections",
    intent: "change",
    given: [
      {
        page: {
          title: "Admissions",
          live: true,
          sections: [
            { template: "text", content: { heading: "Starting school", body: "Children born between 1 September 2020 and 31 August 2021 start Reception next September." } },
            { template: "cta", content: { heading: "Apply for a Reception place", body: "Applications close on 15 January.", buttonLabel: "Apply now", buttonUrl: "/apply" } },
          ],
        },
      },
    ],
    say: ["The Apply now button on Admissions goes to a page that doesn't exist. It needs to go to the council's form: https://www.eastshire.gov.uk/school-admissions"],
    expect: [{ page: "Admissions", sections: [{ template: "cta", fields: { buttonUrl: "eastshire.gov.uk/school-admissions", buttonLabel: "Apply now" } }] }],
  },
  {
    id: "posts-752",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Christmas Fair Thank You", status: "published", daysAgo: 80, body: "Thank you to everyone who came to the Christmas fair — we raised £1,240 for the library." } }],
    say: ["The Christmas fair thank-you is still on the news page and it's March! Can you take it off the website but don't delete it, we'll reuse it next year."],
    expect: [{ post: "Christmas Fair Thank You", exists: true, live: false }],
    note: "Archived or back to draft are both right: off the blog, kept.",
  },
  {
    id: "posts-753",
    domain: "posts",
    intent: "refuse",
    given: [{ post: { title: "Spring Newsletter", status: "published", body: "Dates for the spring term, the new lunch menu and the library bus timetable." } }],
    say: ["Can you email the Spring Newsletter to all the parents on our mailing list this afternoon?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
  },
  {
    id: "clarify-751",
    domain: "clarify",
    intent: "clarify",
    given: [
      { page: { title: "Term Dates", live: true, sections: [{ template: "text", content: { heading: "Term dates", body: "Autumn term starts Wednesday 4 September." } }] } },
      { post: { title: "Inset Day Dates", status: "published", body: "The school is closed to pupils on 3 September and 4 November." } },
    ],
    say: ["Can you update the dates please? They've changed again."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "No new dates are given, and two items hold dates: it has to ask.",
  },
  {
    id: "images-752",
    domain: "images",
    intent: "read",
    given: [
      { image: { name: "sports-day-2019.jpg", alt: "Children in the egg and spoon race" } },
      { image: { name: "old-logo-hollybank.png", alt: "Old school logo" } },
    ],
    say: ["We've got loads of old photos in the library. Which ones aren't actually used anywhere on the site? I want to tidy up but don't delete anything yet."],
    expect: [
      unchanged,
      { reply: { includesAny: ["sports-day-2019", "egg and spoon"] } },
      { reply: { includesAny: ["old-logo-hollybank", "Old school logo"] } },
      { reply: { excludes: ["mountain-sunrise", "blue-coast"] } },
    ],
  },
];

// ── A Scottish garden-centre owner ─────────────────────────────────────────────────────────────

const servicesPage: Given = {
  page: {
    title: "Services",
    live: true,
    sections: [
      {
        template: "featureGrid",
        content: {
          heading: "How we can help",
          features: [
            { title: "Garden design", description: "Planting plans drawn up by our team." },
            { title: "Delivery", description: "Free local delivery on orders over £50." },
            { title: "Plant doctor", description: "Bring in a poorly plant and we will tell you what is wrong." },
          ],
        },
      },
    ],
  },
};

const garden: Case[] = [
  {
    id: "entries-752",
    domain: "entries",
    intent: "change",
    say: ["Can ye set up a wee list o' oor staff for the website? Each one needs a name, their job, and a line aboot them. First yin's Callum Baird, café manager — 'Makes the best tablet in Fife.'"],
    expect: [
      {
        anyOf: [
          [{ entry: "Callum Baird", collection: "staff", exists: true }],
          [{ entry: "Callum Baird", collection: "team", exists: true }],
          [{ entry: "Callum Baird", collection: "staff-members", exists: true }],
          [{ entry: "Callum Baird", collection: "team-members", exists: true }],
          [{ entry: "Callum Baird", collection: "our-staff", exists: true }],
        ],
      },
    ],
    note: "A new collection with name, job and a line about them, holding one entry; its slug is the assistant's to pick.",
  },
  {
    id: "posts-754",
    domain: "posts",
    intent: "change",
    say: ["Write us a wee post called 'Seed Tatties Are In' — tell folk we've got Charlotte, Maris Piper and Kerr's Pink in, £2.50 a bag while stocks last. Tag it new stock and veg. Leave it as a draft, I'll check it the morn."],
    expect: [{ post: "Seed Tatties Are In", status: "draft", bodyIncludes: ["Maris Piper", "£2.50"], tagsInclude: ["new stock", "veg"] }],
  },
  {
    id: "images-753",
    domain: "images",
    intent: "change",
    given: [
      { image: { name: "IMG_2231.jpg", alt: "Rows of heather plants in pots on the outdoor benches" } },
      { image: { name: "IMG_2232.jpg", alt: "Café counter with scones and tray bakes" } },
    ],
    say: ["Ye ken the photo wi' the heather on the benches? Gie it a caption: Scottish heather, 3 for £10"],
    expect: [
      { image: "IMG_2231.jpg", captionIncludes: ["3 for £10"] },
      { image: "IMG_2232.jpg", caption: "" },
    ],
  },
  {
    id: "navigation-752",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Café", live: true, sections: [{ template: "text", content: { heading: "The Potting Shed Café", body: "Soup, scones and the best tablet in Fife." } }] } },
      { menuItem: { label: "Café", page: "Café" } },
    ],
    say: ["Take the Café oot the menu for now, it's shut for a refurb till March. Dinnae delete the page mind, we'll want it back."],
    expect: [{ anyOf: [[{ menu: "Café", present: false }], [{ menu: "Café", visible: false }]] }, { page: "Café", exists: true }],
  },
  {
    id: "entries-753",
    domain: "entries",
    intent: "change",
    say: ["Aye, and add a testimonial fae Morag Duncan at Braeside Allotments: \"Best compost in Fife, and the staff ken their stuff.\""],
    expect: [{ entry: { where: { author: "Morag Duncan" } }, exists: true, dataIncludes: { quote: "Best compost in Fife", company: "Braeside" } }],
  },
  {
    id: "sections-753",
    domain: "sections",
    intent: "change",
    given: [servicesPage],
    say: ["On the services page the delivery box still says over £50. It's £40 now — can ye change it?"],
    expect: [{ page: "Services", sections: [{ template: "featureGrid", fields: { features: "£40" } }], textIncludes: ["Plant doctor", "Garden design"], textExcludes: ["£50"] }],
  },
  {
    id: "images-754",
    domain: "images",
    intent: "read",
    given: [
      { image: { name: "potting-shed.jpg" } },
      { image: { name: "hanging-baskets.jpg" } },
      { image: { name: "greenhouse-door.jpg", alt: "Open greenhouse door with tomato plants" } },
    ],
    say: ["How many o' oor pictures have nae description for blind folk? Just tell me, dinnae change anything."],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }, { reply: { excludes: ["greenhouse-door"] } }],
  },
  {
    id: "settings-751",
    domain: "settings",
    intent: "change",
    say: ["Can ye make the main colour o' the site a nice dark green, like a holly leaf? The one there the now looks a bit grey tae me."],
    expect: [{ setting: "themeColors.primary", changed: true, looksLike: "green" }],
    note: "The demo's primary #35524a reads as teal, so a change is needed.",
  },
  {
    id: "posts-755",
    domain: "posts",
    intent: "change",
    given: [
      { image: { name: "christmas-trees.jpg", alt: "Nordmann fir Christmas trees stacked in the yard" } },
      { post: { title: "Christmas Trees Now In", body: "Nordmann and Fraser firs from 4ft to 8ft, netted free." } },
    ],
    say: ["Stick the photie o' the Christmas trees on as the cover for the Christmas trees post, then put it live."],
    expect: [{ post: "Christmas Trees Now In", coverImage: "christmas-trees.jpg", status: "published", live: true }],
  },
  {
    id: "images-755",
    domain: "images",
    intent: "refuse",
    given: [{ image: { name: "IMG_2231.jpg", alt: "Rows of heather plants in pots on the outdoor benches" } }],
    say: ["The heather photo's awfy dark. Can ye brighten it up a wee bit and crop the bench oot the bottom?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
  },
  {
    id: "multi-752",
    domain: "multi",
    intent: "change",
    given: [
      { page: { title: "Opening Hours", live: true, sections: [{ template: "text", content: { heading: "When we are open", body: "Monday to Saturday 9am–5pm. Sunday 10am–4pm." } }] } },
      servicesPage,
      { post: { title: "Easter Egg Hunt 2023", status: "published", daysAgo: 300, body: "Find all twelve eggs hidden round the garden centre." } },
    ],
    say: [
      "Three things while I mind:\nchange the heading on the opening hours page tae 'Open seven days a week'\nadd a box on the services page for 'Free parking' — 'Sixty spaces right by the door.'\nand bin the auld Easter egg hunt post, that was last year",
    ],
    expect: [
      { page: "Opening Hours", sections: [{ template: "text", fields: { heading: "Open seven days a week", body: "Sunday 10am–4pm" } }] },
      { page: "Services", sections: [{ template: "featureGrid", fields: { features: "Free parking" } }], textIncludes: ["Sixty spaces", "Plant doctor"] },
      { post: "Easter Egg Hunt 2023", exists: false },
    ],
  },
  {
    id: "pages-752",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Christmas Grotto", sections: [{ template: "text", content: { heading: "Visit Santa", body: "Bookings open 1 November. £8 a child including a gift." } }] } }],
    say: ["I made a page for the grotto last week but I cannae see it on the website. Which o' oor pages can folk actually see?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "Contact"] } }, { reply: { includesAny: NOT_LIVE } }],
  },
];

// ── An Irish pub landlady typing on her phone ──────────────────────────────────────────────────

const pub: Case[] = [
  {
    id: "sections-754",
    domain: "sections",
    intent: "change",
    given: [
      {
        page: {
          title: "Whats On",
          live: true,
          sections: [{ template: "text", content: { heading: "This week at Doyles", body: "Trad session Thursday from 9pm.\n\nQuiz night Sunday 8pm, €2 a head for the hospice." } }],
        },
      },
    ],
    say: ["can u change the quiz to tuesday nite 8pm on the whats on page its moved from sunday"],
    expect: [{ page: "Whats On", textIncludes: ["Tuesday", "Trad session Thursday"], textExcludes: ["Sunday"] }],
  },
  {
    id: "posts-756",
    domain: "posts",
    intent: "change",
    say: ["put up a post 'Six Nations on the big screen' sayin all the matches shown live, food served til 9, book a table on 01 555 0192. publish it pls"],
    expect: [{ post: "Six Nations on the big screen", status: "published", live: true, bodyIncludes: ["01 555 0192"] }],
  },
  {
    id: "entries-754",
    domain: "entries",
    intent: "change",
    say: ["theres a review on the site from some harbour books crowd, can u take it down its not even for us lol"],
    expect: [
      { entry: "Harbour Books", live: false },
      { entry: "Maple Bakery", exists: true, live: true },
    ],
  },
  {
    id: "images-756",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "IMG_0042.jpg" } }, { image: { name: "IMG_0043.jpg" } }],
    say: ["the 2 pics i put up last nite have no alt txt. first one (0042) is the beer garden with the fairy lights, the other ones the snug by the fire"],
    expect: [
      { image: "IMG_0042.jpg", altIncludes: ["beer garden"] },
      { image: "IMG_0043.jpg", altIncludes: ["snug"] },
    ],
  },
  {
    id: "navigation-753",
    domain: "navigation",
    intent: "refuse",
    given: [
      { menuItem: { label: "Food", url: "/food" } },
      { menuItem: { label: "Sunday Roast", url: "/food#roast", parent: "Food" } },
      { menuItem: { label: "Kids Menu", url: "/food#kids" } },
    ],
    say: ["can u put the kids menu link under sunday roast in the menu thx"],
    expect: [unchanged, { menu: "Kids Menu", parent: null }, { reply: { includesAny: [...CANNOT, "two levels", "levels deep", "sub-item", "third level"] } }],
    note: "Sunday Roast is itself a sub-item and the menu has two levels at most.",
  },
  {
    id: "posts-757",
    domain: "posts",
    intent: "read",
    given: [
      { post: { title: "Darts League Final", status: "published", body: "Congrats to the Anchors on winning the darts league!" } },
      { post: { title: "Halloween Fancy Dress", body: "Prizes for the best costume, draft for now." } },
    ],
    say: ["wats the last thing we put up on the blog"],
    expect: [unchanged, { reply: { includesAny: ["Darts League Final"] } }],
    note: "The newest post is a draft nobody sees; the last one on the blog is the darts final.",
  },
  {
    id: "conversation-751",
    domain: "conversation",
    intent: "change",
    say: ["can u change the big heading on the home page to Céad míle fáilte", "ah no make it welcome to doyles instead, the english ones better"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { heading: "welcome to doyles" } }], textExcludes: ["Céad"] }],
  },
  {
    id: "settings-752",
    domain: "settings",
    intent: "read",
    say: ["wat social media links have we got on the site at the min"],
    expect: [unchanged, { reply: { includesAll: ["Mastodon", "GitHub"] } }],
  },
  {
    id: "multi-753",
    domain: "multi",
    intent: "change",
    say: ["on the contact page change the opening times to mon-sun 12 til late and take the gallery off, its all pics of the sea lol we're a pub"],
    expect: [
      { page: "Contact", sectionTemplates: ["text"], textIncludes: ["late", "hello@northwind.example"], textExcludes: ["weekdays 9–5"] },
      { image: "blue-coast.png", exists: true },
    ],
    note: "The gallery section goes; the pictures stay in the library.",
  },
  {
    id: "offtopic-751",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats the best way to clean beer lines, the lager tastes off ha"],
    expect: [unchanged],
  },
  {
    id: "publishing-752",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Match Day Specials", sections: [{ template: "text", content: { heading: "Match day specials", body: "Pint and a burger €15 during all home games." } }] } }],
    say: ["is the match day specials page live yet?? if not stick it up pls"],
    expect: [{ page: "Match Day Specials", live: true, liveTextIncludes: ["€15"] }],
  },
  {
    id: "multi-754",
    domain: "multi",
    intent: "change",
    say: ["hide contact from the menu for now and put the phone numbr in the tagline instead: call 01 555 0192 thx"],
    expect: [
      { menu: "Contact", visible: false },
      { setting: "tagline", includes: "01 555 0192" },
      { page: "Contact", exists: true },
    ],
  },
];

// ── A Brazilian speaker's English ──────────────────────────────────────────────────────────────

const brazil: Case[] = [
  {
    id: "posts-758",
    domain: "posts",
    intent: "change",
    say: ["Please, exclude the post about the autumn collection, we will not use it more."],
    expect: [{ post: autumn, exists: false }, { post: welcome, exists: true }],
    note: "'Exclude' (excluir) means delete.",
  },
  {
    id: "sections-755",
    domain: "sections",
    intent: "change",
    say: ["I need that you actualize the text of About us. Put that we are now a team of six persons, not four."],
    expect: [{ page: "About", sections: [{ template: "text", fields: { body: "six" } }], textExcludes: ["team of four"], textIncludes: ["2019"] }],
  },
  {
    id: "images-757",
    domain: "images",
    intent: "change",
    say: ["Is possible to retire the photo of the sea from the gallery of the contact page? Stay only the other photo."],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "studio-dusk.jpg" } }], textExcludes: ["blue-coast.png"] },
      { image: "blue-coast.png", exists: true },
    ],
    note: "Out of the gallery, not out of the library.",
  },
  {
    id: "entries-755",
    domain: "entries",
    intent: "change",
    say: ["We received a depoiment from a client, please add in the testimonials: \"Excellent work, the site stayed beautiful and very fast!\" — Rafael Costa, from Padaria Sol."],
    expect: [{ entry: { where: { author: "Rafael Costa" } }, exists: true, dataIncludes: { quote: "stayed beautiful", company: "Padaria Sol" } }],
  },
  {
    id: "navigation-754",
    domain: "navigation",
    intent: "change",
    say: ["In the menu I pretend to put Contact before About. Is possible?"],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }],
    note: "'Pretend' (pretender) means intend.",
  },
  {
    id: "posts-759",
    domain: "posts",
    intent: "read",
    say: ["What is the resume of the post of welcome? I want to see it before I change."],
    expect: [unchanged, { reply: { includesAny: ["fresh look", "faster pages"] } }],
    note: "'Resume' (resumo) is the excerpt.",
  },
  {
    id: "pages-753",
    domain: "pages",
    intent: "change",
    say: ["Please create a page \"Work With Us\" with a text saying that we are searching a front-end developer, remote or in the office, and to send the curriculum to jobs@northwind.example."],
    expect: [{ page: "Work With Us", exists: true, textIncludes: ["jobs@northwind.example", "front-end developer"] }],
  },
  {
    id: "images-758",
    domain: "images",
    intent: "read",
    say: ["Which photos are in the page About?"],
    expect: [unchanged, { reply: { includesAny: ["studio-dusk", "violet dusk", "studio at dusk"] } }, { reply: { excludes: ["mountain-sunrise", "blue-coast", "autumn-valley"] } }],
  },
  {
    id: "sections-756",
    domain: "sections",
    intent: "change",
    say: ["In the questions of the About page, add one more. Question: \"Do you make online stores?\" Answer: \"Yes, we make small online stores with payment by Pix and card.\""],
    expect: [{ page: "About", sections: [{ template: "faq", fields: { items: "online stores" } }], textIncludes: ["Pix", "How long does a website take"] }],
  },
  {
    id: "conversation-752",
    domain: "conversation",
    intent: "change",
    say: ["Which posts are with the tag design?", "Ok. The one that is still draft, please publish it."],
    expect: [
      { post: autumn, status: "published", live: true },
      { post: processPost, status: "published" },
    ],
  },
  {
    id: "publishing-753",
    domain: "publishing",
    intent: "refuse",
    say: ["Can you program the autumn post to publish alone on the day 20 of next month, in the morning?"],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "isn't supported", "doesn't support", "does not support", "no scheduling"] } }],
    note: "There is no scheduled publishing.",
  },
  {
    id: "settings-753",
    domain: "settings",
    intent: "change",
    say: ["Change the description of the site for Google to: Design studio in São Paulo that makes calm websites for small businesses."],
    expect: [{ setting: "seoDescription", includes: "São Paulo" }, { setting: "tagline", changed: false }],
  },
  {
    id: "clarify-752",
    domain: "clarify",
    intent: "clarify",
    say: ["Please, change the photo of the page for a more beautiful one."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which page, which photo, and which picture instead are all open.",
  },
];

// ── A very literal accountant ──────────────────────────────────────────────────────────────────

const accountant: Case[] = [
  {
    id: "offtopic-752",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Separately, for my own records: what is the current VAT registration threshold in the UK?"],
    expect: [unchanged],
  },
  {
    id: "posts-760",
    domain: "posts",
    intent: "change",
    say: [`Please amend the excerpt of the post titled '${processPost}' to read exactly: 'How a project runs, in four steps.' No other field is to be changed.`],
    expect: [{ post: processPost, excerptIncludes: ["How a project runs, in four steps"], tags: ["process", "design"], status: "published", bodyIncludes: ["Every project starts with a conversation"] }],
  },
  {
    id: "entries-756",
    domain: "entries",
    intent: "change",
    say: ["Please amend the 'Company' field of the testimonial titled 'Maple Bakery' to read 'Maple Bakery Ltd'. The quote and the author are to remain unchanged."],
    expect: [{ entry: { where: { company: "Maple Bakery Ltd" } }, exists: true, dataIncludes: { quote: "Our orders doubled", author: "Priya Shah" } }],
  },
  {
    id: "settings-754",
    domain: "settings",
    intent: "read",
    say: ["For my records, please state the four theme colours currently held, as hex codes, and which is which."],
    expect: [unchanged, { reply: { includesAll: ["#35524a", "#d9622b", "#fbfaf7", "#1f2933"] } }],
  },
  {
    id: "images-759",
    domain: "images",
    intent: "change",
    say: ["Please amend the alt text of the file 'autumn-valley.jpg' to read 'Orange valley in autumn with a low sun'. The caption is to remain 'Autumn in the valley'."],
    expect: [{ image: "autumn-valley.jpg", alt: "Orange valley in autumn with a low sun", caption: "Autumn in the valley" }],
  },
  {
    id: "navigation-755",
    domain: "navigation",
    intent: "change",
    say: ["Please amend the label of the menu item currently reading 'Blog' to read 'News and Insights'. The destination of the link is not to change."],
    expect: [
      { menu: "News and Insights", linksTo: "/blog", position: 2 },
      { menu: "Blog", present: false },
    ],
  },
  {
    id: "posts-761",
    domain: "posts",
    intent: "read",
    say: ["Please confirm the number of blog posts currently published, together with their titles."],
    expect: [unchanged, { reply: { includesAll: ["Welcome to our new website", "Behind the scenes"] } }, { reply: { includesAny: ["2", "two"] } }],
  },
  {
    id: "pages-754",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["Please amend the SEO description of the page 'About' to read 'Who we are, how we work and what we charge'."],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
  },
  {
    id: "sections-757",
    domain: "sections",
    intent: "change",
    say: ["Please amend the button on the page 'Home' that currently reads 'Get in touch' so that it reads 'Request a quotation'. Its destination is to remain /contact."],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { buttonLabel: "Request a quotation", buttonUrl: "/contact" } },
          { template: "hero", fields: { ctaLabel: "See what we do" } },
        ],
      },
    ],
  },
  {
    id: "multi-755",
    domain: "multi",
    intent: "change",
    say: [
      "Please make the following amendments: (1) the site name to read 'Northwind Studio Ltd'; (2) the default SEO title to read 'Northwind Studio Ltd'; (3) on the Contact page, the email address to read accounts@northwind.example in place of hello@northwind.example.",
    ],
    expect: [
      { setting: "name", equals: "Northwind Studio Ltd" },
      { setting: "seoTitle", equals: "Northwind Studio Ltd" },
      { page: "Contact", textIncludes: ["accounts@northwind.example", "7946 0000"], textExcludes: ["hello@northwind.example"] },
    ],
  },
  {
    id: "entries-757",
    domain: "entries",
    intent: "read",
    say: ["For audit purposes, please list the author of each testimonial currently held, with their company."],
    expect: [unchanged, { reply: { includesAll: ["Priya Shah", "Tom Okafor"] } }],
  },
  {
    id: "images-760",
    domain: "images",
    intent: "refuse",
    say: ["Please reduce the file size of 'mountain-sunrise.jpg' to below 200 KB and convert it to WebP."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
  },
];

// ── A UX designer using design-system words ────────────────────────────────────────────────────

const designer: Case[] = [
  {
    id: "sections-758",
    domain: "sections",
    intent: "change",
    say: ["Hero H1 on Home → 'Calm websites for busy people'. Keep the sub and the CTA as they are."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { heading: "Calm websites for busy people", subheading: "We design and build", ctaLabel: "See what we do" } }] }],
  },
  {
    id: "sections-759",
    domain: "sections",
    intent: "read",
    say: ["Quick audit: what does the hero CTA on the homepage say right now, and where does it link?"],
    expect: [unchanged, { reply: { includesAll: ["See what we do"] } }, { reply: { includesAny: ["/about", "About page"] } }],
  },
  {
    id: "sections-760",
    domain: "sections",
    intent: "change",
    say: ["The 'What we do' grid has three tiles. Add a fourth tile: title 'Strategy', copy 'Workshops to work out what your site is really for.'"],
    expect: [{ page: "Home", sections: [{ template: "featureGrid", fields: { features: "Strategy" } }], textIncludes: ["Workshops to work out", "Care", "Design", "Build"] }],
  },
  {
    id: "images-761",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "workspace-wide.jpg", alt: "Wide shot of a bright studio desk covered in sketches" } }],
    say: ["Swap the hero image on Home for the wide workspace shot I just uploaded."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "workspace-wide.jpg" } }] },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
    ],
    note: "Only the hero: the welcome post's cover keeps the sunrise.",
  },
  {
    id: "sections-761",
    domain: "sections",
    intent: "change",
    say: ["On About, flip the media/text block so the image sits on the left of the copy."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg" } }] }],
  },
  {
    id: "posts-762",
    domain: "posts",
    intent: "read",
    given: [{ post: { title: "Brand Refresh Notes", body: "Notes from our own rebrand." } }],
    say: ["Which posts are missing a cover image? The blog cards look broken without one."],
    expect: [unchanged, { reply: { includesAny: ["Brand Refresh Notes"] } }, { reply: { excludes: ["Autumn collection"] } }],
  },
  {
    id: "sections-762",
    domain: "sections",
    intent: "refuse",
    say: ["Add an eyebrow above the FAQ heading on About — small caps, 'Good to know'."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "no eyebrow", "doesn't have", "does not have", "has no", "only has", "no field"] } }],
    note: "The FAQ template has a heading and questions only; writing 'Good to know' over the heading is not an eyebrow.",
  },
  {
    id: "multi-756",
    domain: "multi",
    intent: "change",
    say: ["Design QA on Home:\n- hero CTA label → 'Start a project'\n- feature tile 'Care' → rename to 'Support'\n- bottom CTA body copy → 'We reply within one working day.'"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "hero", fields: { ctaLabel: "Start a project", ctaUrl: "/about" } },
          { template: "featureGrid", fields: { features: "Support" } },
          { template: "cta", fields: { body: "one working day", buttonLabel: "Get in touch" } },
        ],
        textExcludes: ['"Care"'],
      },
    ],
  },
  {
    id: "sections-763",
    domain: "sections",
    intent: "read",
    say: ["What components are on the About page, top to bottom? Just the types, no content."],
    expect: [unchanged, { reply: { includesAny: ["faq"] } }, { reply: { includesAny: ["image and text", "imageText", "image & text", "image with text", "image + text"] } }],
  },
  {
    id: "navigation-756",
    domain: "navigation",
    intent: "change",
    say: ["IA tweak: nest Blog under About as a child item in the nav."],
    expect: [
      { menu: "Blog", parent: "About", linksTo: "/blog" },
      { menuOrder: ["Home", "About", "Contact"] },
    ],
  },
  {
    id: "clarify-753",
    domain: "clarify",
    intent: "clarify",
    say: ["Can you make the homepage pop more?"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "pages-755",
    domain: "pages",
    intent: "change",
    say: ["Spin up a 'Team' page using the same layout as About — same components and copy for now, I'll rewrite it later."],
    expect: [
      { page: "Team", exists: true, sectionTemplates: ["text", "imageText", "faq"] },
      { page: "About", exists: true, sectionCount: 3 },
    ],
  },
];

// ── A support agent relaying customers' complaints ─────────────────────────────────────────────

const support: Case[] = [
  {
    id: "sections-764",
    domain: "sections",
    intent: "change",
    say: ["A customer says the contact page still shows the old number. The new one is 020 7946 1234 — can you update it?"],
    expect: [{ page: "Contact", textIncludes: ["020 7946 1234", "hello@northwind.example"], textExcludes: ["7946 0000"] }],
  },
  {
    id: "images-762",
    domain: "images",
    intent: "read",
    say: ["Ticket #4471, customer writes: \"The photo on your About page has no description for my screen reader.\" Can you check whether that's true before I reply?"],
    expect: [unchanged, { reply: { includesAny: ["Soft violet dusk", "violet dusk"] } }],
    note: "The picture has alt text; the answer quotes it rather than inventing a new one.",
  },
  {
    id: "posts-763",
    domain: "posts",
    intent: "change",
    say: ["Customer email: \"Your welcome post says pages load in under a second but your site is slow for me.\" Can we soften that line to 'Pages load quickly'?"],
    expect: [{ post: welcome, bodyIncludes: ["Pages load quickly", "screen reader"], bodyExcludes: ["under a second"] }],
  },
  {
    id: "navigation-757",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Events", live: true, sections: [{ template: "text", content: { heading: "Events", body: "Workshops and open studios through the year." } }] } },
      { menuItem: { label: "Events", url: "/evnts" } },
    ],
    say: ["A customer says the Events link in the menu gives them a page-not-found error. We do have an Events page — can you point the link at it?"],
    expect: [{ menu: "Events", present: true, linksTo: "Events" }],
  },
  {
    id: "entries-758",
    domain: "entries",
    intent: "read",
    say: ["Customer asked who 'Tom' is in the quotes on our site — which company is he from?"],
    expect: [unchanged, { reply: { includesAny: ["Harbour Books"] } }, { reply: { excludes: ["Maple Bakery"] } }],
    note: "Tom Okafor is from Harbour Books; naming both companies as choices is not an answer.",
  },
  {
    id: "posts-764",
    domain: "posts",
    intent: "read",
    say: ["A customer says they can't see the autumn collection post on the blog. Is something wrong with it?"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
  },
  {
    id: "images-763",
    domain: "images",
    intent: "change",
    say: ["User report: the gallery on the contact page has a picture of the coast with no caption under it. Could you add the caption 'The coast near our studio'?"],
    expect: [
      { image: "blue-coast.png", captionIncludes: ["coast near our studio"] },
      { image: "studio-dusk.jpg", caption: "Our studio at dusk" },
    ],
  },
  {
    id: "multi-757",
    domain: "multi",
    intent: "change",
    say: [
      "Two customer notes from today:\n1) the FAQ says projects take six to ten weeks — it's four to eight weeks now, please fix.\n2) the tagline should mention London: make it 'Calm, useful websites from London'.",
    ],
    expect: [
      { setting: "tagline", includes: "from London" },
      { page: "About", textIncludes: ["four to eight weeks"], textExcludes: ["six to ten"] },
    ],
  },
  {
    id: "offtopic-753",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Customer on the phone wants a refund on their hosting invoice from last month — can you process that for them?"],
    expect: [unchanged],
  },
  {
    id: "sections-765",
    domain: "sections",
    intent: "change",
    say: ["A customer said our FAQ answer about editing the site is confusing. Please replace the answer to 'Can we edit the site ourselves?' with: 'Yes — you get a simple editor and a one-hour training session.'"],
    expect: [{ page: "About", sections: [{ template: "faq", fields: { items: "one-hour training session" } }], textIncludes: ["Can we edit the site ourselves", "six to ten weeks"], textExcludes: ["your whole team can use"] }],
  },
  {
    id: "sections-766",
    domain: "sections",
    intent: "read",
    say: ["Customer asks how long a website takes to build with us. What does our site actually say?"],
    expect: [unchanged, { reply: { includesAny: ["six to ten weeks", "6 to 10 weeks", "6–10 weeks", "6-10 weeks"] } }],
  },
  {
    id: "conversation-753",
    domain: "conversation",
    intent: "change",
    say: ["A customer says the About page mentions 2019 but we actually started in 2018. Can you check what it says?", "Yes, please correct it to 2018."],
    expect: [{ page: "About", textIncludes: ["2018", "websites should be calm"], textExcludes: ["2019"] }],
  },
];

// ── Someone who writes in bullets and numbered lists ───────────────────────────────────────────

const lists: Case[] = [
  {
    id: "multi-758",
    domain: "multi",
    intent: "change",
    say: [
      "Changes for today:\n1. New post 'Open Studio Saturday' — body: 'Come and see the studio on Saturday 12 October, 10am–2pm. Coffee on us.' — tag: events\n2. Publish it\n3. Add 'Open Studio' to the menu, linking to that post",
    ],
    expect: [
      { post: "Open Studio Saturday", status: "published", live: true, tagsInclude: ["events"], bodyIncludes: ["12 October"] },
      { menu: "Open Studio", present: true, linksTo: "/blog/open-studio-saturday" },
    ],
  },
  {
    id: "multi-759",
    domain: "multi",
    intent: "change",
    say: ["- rename the About page to 'About Us'\n- rename its menu link too\n- keep the address as /about"],
    expect: [
      { page: "About Us", exists: true, slug: "about" },
      { menu: "About Us", linksTo: "/about" },
      { menuOrder: ["Home", "About Us", "Blog", "Contact"] },
    ],
  },
  {
    id: "images-764",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "hedge-maze.jpg" } }, { image: { name: "rose-arch.jpg" } }, { image: { name: "old-banner.png" } }],
    say: ["Image tidy-up:\n• hedge-maze.jpg → alt 'Hedge maze seen from above'\n• rose-arch.jpg → alt 'Climbing roses over a wooden arch'\n• old-banner.png → delete, it isn't used anywhere"],
    expect: [
      { image: "hedge-maze.jpg", altIncludes: ["Hedge maze seen from above"] },
      { image: "rose-arch.jpg", altIncludes: ["Climbing roses over a wooden arch"] },
      { image: "old-banner.png", inTrash: true },
    ],
  },
  {
    id: "multi-760",
    domain: "multi",
    intent: "change",
    say: ["1) About: heading 'Where we work' → 'Our studio'\n2) Contact: gallery heading → 'Studio life'\n3) publish both pages"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { heading: "Our studio" } }], liveTextExcludes: ["Where we work"] },
      { page: "Contact", sections: [{ template: "gallery", fields: { heading: "Studio life" } }], liveTextIncludes: ["Studio life"] },
    ],
  },
  {
    id: "multi-761",
    domain: "multi",
    intent: "change",
    say: ["Post tags:\n- Welcome post: add 'announcements'\n- Design process post: remove 'design'\n- Autumn post: add 'colour' and 'palette'"],
    expect: [
      { post: welcome, tags: ["news", "announcements"] },
      { post: processPost, tags: ["process"] },
      { post: autumn, tags: ["design", "seasonal", "colour", "palette"] },
    ],
  },
  {
    id: "entries-759",
    domain: "entries",
    intent: "change",
    say: ["New testimonials (drafts are fine, I'll publish later):\n- \"Clear, friendly and fast.\" — Ines Duarte, Lumen Yoga\n- \"They made our booking page painless.\" — Oskar Lind, Fjord Kayaks"],
    expect: [
      { entry: { where: { author: "Ines Duarte" } }, exists: true, dataIncludes: { company: "Lumen Yoga", quote: "Clear, friendly" } },
      { entry: { where: { author: "Oskar Lind" } }, exists: true, dataIncludes: { company: "Fjord Kayaks", quote: "painless" } },
      liveSame,
    ],
  },
  {
    id: "navigation-758",
    domain: "navigation",
    intent: "change",
    say: ["Menu order should be:\n1. Home\n2. Blog\n3. About\n4. Contact"],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }],
  },
  {
    id: "sections-767",
    domain: "sections",
    intent: "change",
    say: ["Home page, the box at the bottom:\n- heading: 'Ready when you are'\n- button: 'Book a call'\n- button link: /contact#call"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { heading: "Ready when you are", buttonLabel: "Book a call", buttonUrl: "/contact#call" } },
          { template: "hero", fields: { heading: "Websites that feel calm" } },
        ],
      },
    ],
  },
  {
    id: "multi-762",
    domain: "multi",
    intent: "read",
    say: ["Quick checks, no changes please:\n- how many images are in the library?\n- what's the tagline right now?\n- is the autumn post live?"],
    expect: [
      unchanged,
      { reply: { includesAll: ["Calm, useful websites for independent businesses"] } },
      { reply: { includesAny: ["4", "four"] } },
      { reply: { includesAny: NOT_LIVE } },
    ],
  },
  {
    id: "pages-756",
    domain: "pages",
    intent: "read",
    given: [
      { page: { title: "Winter Offers", sections: [{ template: "text", content: { heading: "Winter offers", body: "Ten per cent off care plans until February." } }] } },
      { page: { title: "Price List", live: true, sections: [{ template: "text", content: { heading: "Prices", body: "Websites from £2,400." } }] } },
    ],
    say: ["Pages check:\n- which pages are still drafts?\n- how many are live?"],
    expect: [unchanged, { reply: { includesAny: ["Winter Offers"] } }, { reply: { includesAny: ["4", "four"] } }],
    note: "Home, About, Contact and Price List are live; only Winter Offers is a draft.",
  },
  {
    id: "sections-768",
    domain: "sections",
    intent: "change",
    say: ["Add to the About FAQ:\nQ: Do you offer hosting?\nA: Yes, hosting is included for the first year.\nQ: Do you work with charities?\nA: Yes, and charities get 15% off."],
    expect: [{ page: "About", sections: [{ template: "faq", fields: { items: "Do you offer hosting" } }], textIncludes: ["included for the first year", "Do you work with charities", "15% off", "Can we edit the site ourselves"] }],
  },
  {
    id: "publishing-754",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Pricing", body: "Websites from £2,400, care plans from £60 a month." } }] } }],
    say: ["Before publishing:\n- list what's unpublished\n- then publish all of it except the autumn post"],
    expect: [
      { page: "Pricing", live: true },
      { post: autumn, status: "draft", live: false },
    ],
  },
];

// ── A person carrying a request over two or three turns ────────────────────────────────────────

const turns: Case[] = [
  {
    id: "conversation-754",
    domain: "conversation",
    intent: "change",
    say: ["What's the main heading on the Contact page?", "change that one to 'Come and say hello'"],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Come and say hello" } }, { template: "gallery", fields: { heading: "Around the studio" } }] }],
  },
  {
    id: "conversation-755",
    domain: "conversation",
    intent: "change",
    say: ["Add the tag 'tips' to the design process post", "same for the welcome one"],
    expect: [
      { post: processPost, tags: ["process", "design", "tips"] },
      { post: welcome, tags: ["news", "tips"] },
    ],
  },
  {
    id: "conversation-756",
    domain: "conversation",
    intent: "change",
    say: ["Change the site tagline to 'Websites without the noise'", "undo"],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for independent businesses" }],
  },
  {
    id: "conversation-757",
    domain: "conversation",
    intent: "change",
    say: ["Hide the Blog link in the menu", "actually, don't hide it — rename it to 'Journal' instead"],
    expect: [{ menu: "Journal", visible: true, linksTo: "/blog", position: 2 }],
  },
  {
    id: "conversation-758",
    domain: "conversation",
    intent: "change",
    say: ["Create a draft post called 'Five tips for a faster website'", "add the tags performance and tips to it", "and publish it"],
    expect: [{ post: "Five tips for a faster website", status: "published", live: true, tagsInclude: ["performance", "tips"] }],
  },
  {
    id: "conversation-759",
    domain: "conversation",
    intent: "change",
    say: ["Which images have no caption?", "give that one the caption 'Headlands on a still morning'"],
    expect: [
      { image: "blue-coast.png", captionIncludes: ["Headlands on a still morning"] },
      { image: "mountain-sunrise.jpg", caption: "Sunrise over the hills" },
    ],
  },
  {
    id: "conversation-760",
    domain: "conversation",
    intent: "change",
    say: ["Rename the Contact page to 'Get in touch'", "and the menu too"],
    expect: [
      { page: "Get in touch", exists: true },
      { menu: "Get in touch", present: true, linksTo: "Get in touch" },
      { menu: "Contact", present: false },
    ],
  },
  {
    id: "entries-760",
    domain: "entries",
    intent: "change",
    say: ["Delete the Harbour Books testimonial", "oh wait, bring it back please, we still need it on the site"],
    expect: [{ entry: "Harbour Books", exists: true, live: true, dataIncludes: { author: "Tom Okafor" } }],
    note: "Back as it was before the first message: on the site.",
  },
  {
    id: "conversation-761",
    domain: "conversation",
    intent: "change",
    say: ["Add a question to the About FAQ: 'Do you design logos?' with the answer 'No, but we can recommend designers who do.'", "actually make the answer 'Not ourselves, but we work with two brand designers we trust.'"],
    expect: [{ page: "About", sections: [{ template: "faq", fields: { items: "Do you design logos" } }], textIncludes: ["two brand designers we trust", "How long does a website take"], textExcludes: ["recommend designers who do"] }],
  },
  {
    id: "conversation-762",
    domain: "conversation",
    intent: "change",
    say: ["Publish the autumn post", "hmm, undo that — it isn't ready yet"],
    expect: [{ post: autumn, status: "draft", live: false }],
    note: "Only the post's state is checked: taking a post down again records a new published version, so the raw live state differs though visitors see the same.",
  },
  {
    id: "conversation-763",
    domain: "conversation",
    intent: "change",
    say: ["Which post uses studio-dusk.jpg as its cover?", "swap it for the autumn valley picture"],
    expect: [
      { post: processPost, coverImage: "autumn-valley.jpg" },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
    ],
    note: "The cover only, not every place studio-dusk.jpg is used.",
  },
  {
    id: "conversation-764",
    domain: "conversation",
    intent: "change",
    say: ["Add a menu link called 'Shop' to https://shop.northwind.example", "put it under About", "no wait — top level, at the very end"],
    expect: [
      { menu: "Shop", parent: null, linksTo: "https://shop.northwind.example" },
      { menuOrder: ["Home", "About", "Blog", "Contact", "Shop"] },
    ],
  },
];

export const TWENTIETH_PASS_CASES: Case[] = [...school, ...garden, ...pub, ...brazil, ...accountant, ...designer, ...support, ...lists, ...turns];
