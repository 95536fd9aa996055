/**
 * Development set, eighth pass: 120 requests in voices none of the earlier passes used — a hair-salon
 * owner (cuts, colour, "book a chair", "x" sign-offs), a parish administrator (notices, services,
 * "Father Michael has to read it first"), a university lab's principal investigator (precise,
 * "please ensure", "remain"), a town council clerk (formal, "please amend", records to retain), a
 * sports club secretary (fixtures, results, "great win lads"), a bookshop owner (author events,
 * readings, signings), a touring musician (tour dates, tickets, setlists), a client forwarding a
 * numbered list of feedback from a meeting ("1. … 2. … 3. …", several changes to one page in one
 * message), people quoting the site's current text to change it ("where it says 'X' can it say
 * 'Y'"), people naming pages by their web address ("/about", "the /about url"), a Dutch speaker's
 * bluntness ("GitHub link weg."), Italian and Portuguese speakers' phrasing ("the home", "I would
 * like that…"), a 12-year-old helping their mum, someone writing all lowercase with ellipses…,
 * "how do I …?" questions, questions about what is live, what is still a draft, what changed and
 * what is in the trash, counting and listing questions ("how many…", "which … have no …"), long
 * messages with a lot of context before the request, and polite follow-up turns (corrections, "and
 * the other one too", "put it back", "what did you just do?", "is that live now?").
 *
 * Written from the tools' descriptions and inputs (lib/tools), the services, the schema, the section
 * templates and the demo seed only, without reading the offline model, its docs, its tests, the
 * agent's instructions or the other passes. About one message in six has a typo. Ids run
 * <domain>-801…: the 7xx numbers are taken by the third pass.
 */
import { unchanged, liveSame, cardShown, noCard, CANNOT, PERMISSION, NOT_FOUND } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** The demo menu, top level, as seeded. */
const MENU = [...DEMO.menu];

/** Phrases of an answer that says the search found nothing. */
const NOTHING_FOUND = ["nothing", "no results", "no matches", "no match", "no mention", "doesn't mention", "does not mention", "isn't mentioned", "not mentioned", "none", "nowhere", ...NOT_FOUND];

/** Phrases of an answer that says something is not on the public site. */
const NOT_LIVE = ["draft", "not published", "isn't published", "unpublished", "not live", "isn't live", "not visible", "isn't visible", "not yet", "not showing", "isn't showing", "hidden"];

/** What an off-topic answer looks like: nothing changed, no card, a short reply. */
const offTopic = [unchanged, noCard, { reply: { maxChars: 400 } }] as const;

/** A small live page for a sports club, used by several cases. */
const FIXTURES_PAGE = {
  title: "Fixtures",
  live: true,
  sections: [{ template: "text", content: { heading: "Fixtures 2025", body: "Sat 12 April — Oakfield v Riverside (home), kick-off 3pm" } }],
};

const pages: Case[] = [
  {
    id: "pages-801",
    domain: "pages",
    intent: "change",
    say: ["hiya! can you make me a new page called 'Price List'? cuts, colours, blow-dries, that sort of thing. I'll put the prices in myself tomorow so just leave it as a draft for now x"],
    expect: [{ page: "Price List", exists: true, live: false }, { page: "Home", exists: true, live: true }, liveSame],
    note: "Asked to stay a draft: an empty page is created and the public site does not change.",
  },
  {
    id: "pages-802",
    domain: "pages",
    intent: "change",
    say: ["the /about url needs to be /about-us — that's what's printed on our new flyers"],
    expect: [{ page: "About", exists: true, slug: "about-us" }],
    note: "The page is named by its address: the About page's slug changes; its title stays 'About'.",
  },
  {
    id: "pages-803",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Staff Rota", sections: [{ template: "text", content: { body: "This week's rota goes here." } }] } }],
    say: ["Quick one before the stylists arrive — which of our pages are actually live on the website, and which are only drafts?"],
    expect: [
      unchanged,
      { reply: { includesAll: ["Staff Rota", "Home", "About", "Contact"] } },
      { reply: { includesAny: ["draft", "not published", "unpublished", "not live", "isn't live"] } },
    ],
    note: "Home, About and Contact are published; the given 'Staff Rota' is a draft.",
  },
  {
    id: "pages-804",
    domain: "pages",
    intent: "change",
    say: [
      "Good morning. Could you please set up a new page for 'Baptisms and Weddings' at the address /baptisms-weddings? It mustn't go public until Father Michael has read it through. Many thanks, Margaret (Parish Office)",
    ],
    expect: [{ page: "Baptisms and Weddings", exists: true, live: false, slug: "baptisms-weddings" }, liveSame],
  },
  {
    id: "pages-805",
    domain: "pages",
    intent: "change",
    say: ["Title of the Contact page is wrong. Must be 'Contact us'. Address stays the same."],
    expect: [{ page: "Contact us", exists: true, slug: "contact" }, { page: "Contact", exists: false }],
    note: "A Dutch speaker's bluntness: rename the page's title only; the slug must stay 'contact'.",
  },
  {
    id: "pages-806",
    domain: "pages",
    intent: "change",
    given: [
      {
        page: {
          title: "Parking Consultation 2024",
          live: true,
          sections: [{ template: "text", content: { heading: "Have your say", body: "Tell us what you think of the proposed parking changes in the town centre." } }],
        },
      },
    ],
    say: [
      "Please unpublish the page titled 'Parking Consultation 2024'. The consultation closed on 31 March and residents should no longer be able to view it. Please do not delete it, as the Council is required to retain a record.",
    ],
    expect: [{ page: "Parking Consultation 2024", exists: true, inTrash: false, live: false }, cardShown],
    note: "Unpublish, not delete: the page stays out of the trash as a draft; taking it down needs a card.",
  },
  {
    id: "pages-807",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Test Page" } }],
    say: ["my mum says can u delete the page called test page pleeease its so embarrasing"],
    expect: [{ page: "Test Page", inTrash: true }, { page: "Home", exists: true, live: true }, cardShown],
  },
  {
    id: "pages-808",
    domain: "pages",
    intent: "read",
    say: ["how many pages has the site got altogether? just the number is fine"],
    expect: [unchanged, { reply: { includesAny: ["3", "three"] } }],
  },
  {
    id: "pages-809",
    domain: "pages",
    intent: "change",
    say: [
      "Good evening, for the page Contact I would like to put the description for Google, this one: “Call or write to Northwind Studio, weekdays from 9 to 5.” Thank you very much, you are very kind",
    ],
    expect: [{ page: "Contact", exists: true, seoDescription: "Call or write to Northwind Studio, weekdays from 9 to 5." }],
    note: "An Italian speaker's 'the description for Google' is the page's SEO description.",
  },
  {
    id: "pages-810",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["Hi, I'm just covering the front desk today — could you pop up a new page called 'Opening Hours' for me? Mon–Sat 9 till 6."],
    expect: [unchanged, { page: "Opening Hours", exists: false }, { reply: { includesAny: PERMISSION } }],
    note: "A viewer may read but not change content: it says so and creates nothing.",
  },
  {
    id: "pages-811",
    domain: "pages",
    intent: "read",
    say: ["what's the seo title on /about set to? i've got a feeling it's blank"],
    expect: [
      unchanged,
      {
        reply: {
          includesAny: ["blank", "empty", "not set", "isn't set", "no SEO title", "none", "doesn't have", "does not have", "hasn't got", "has no", "missing", "no title"],
        },
      },
    ],
    note: "The About page (/about) has an SEO description but no SEO title of its own.",
  },
  {
    id: "pages-812",
    domain: "pages",
    intent: "read",
    say: ["someone at book club said they couldnt see our About page — is it actually live or still a draft?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["published", "live", "visible", "public", "online"], excludes: ["isn't live", "is not live", "not published", "isn't published"] } },
    ],
    note: "About is published (at /about); a good answer says so.",
  },
];

const sections: Case[] = [
  {
    id: "sections-801",
    domain: "sections",
    intent: "change",
    say: ["Where it says 'we reply within two working days' on the home page, can it say 'we reply within one working day' instead? We've got more staff now."],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { body: "one working day" } }], textExcludes: ["two working days"] }],
    note: "The quoted words are in the call-to-action section's text.",
  },
  {
    id: "sections-802",
    domain: "sections",
    intent: "change",
    say: [
      "Hi — notes from Tuesday's meeting about the About page, can you make these?\n\n1. The heading 'About us' should be 'Who we are'\n2. We're five people now, not four\n3. In the 'Where we work' bit the photo should be on the left, not the right\n\nThanks! Sam",
    ],
    expect: [
      {
        page: "About",
        sections: [
          { template: "text", fields: { heading: "Who we are", body: "five" } },
          { template: "imageText", fields: { imagePosition: "left" } },
        ],
        textExcludes: ["team of four"],
      },
    ],
    note: "Three changes to one page from a forwarded numbered list: heading, 'four' → 'five' in the text, image position.",
  },
  {
    id: "sections-803",
    domain: "sections",
    intent: "change",
    say: [
      "can you add a question to the FAQ on the About page: “Do I need a patch test before colour?” and the answer “Yes — pop in 48 hours before your appointment, it only takes five minutes.” leave the other questions as they are",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        textIncludes: ["Do I need a patch test before colour", "48 hours before your appointment", "How long does a website take", "Can we edit the site ourselves"],
      },
    ],
    note: "The question joins the existing FAQ section (no new section); the two questions there stay.",
  },
  {
    id: "sections-804",
    domain: "sections",
    intent: "change",
    say: ["Take the photo gallery off the Contact page please, the 'Around the studio' bit. It looks half empty on phones."],
    expect: [{ page: "Contact", sectionTemplates: ["text"], textIncludes: ["hello@northwind.example"] }, cardShown],
    note: "Removing a section goes through a card; the text section stays.",
  },
  {
    id: "sections-805",
    domain: "sections",
    intent: "change",
    say: [
      "On the Home page, please move the call-to-action block ('Have a project in mind?') so that it sits directly beneath the hero, above 'What we do'. The order of everything else should remain as it is.",
    ],
    expect: [{ page: "Home", sectionTemplates: ["hero", "cta", "featureGrid"] }],
  },
  {
    id: "sections-806",
    domain: "sections",
    intent: "change",
    given: [{ page: FIXTURES_PAGE }],
    say: ["Evening. Can you add Saturdays result to the Fixtures page please, under the fixtures: 'Sat 5 April — Riverside 2, Oakfield 3 (away). Great win lads!' Cheers, Gary (Club Sec)"],
    expect: [{ page: "Fixtures", textIncludes: ["Riverside 2, Oakfield 3", "Oakfield v Riverside (home)"] }],
    note: "Whether the result goes into the existing text or a new section below it is the assistant's choice; the fixture stays.",
  },
  {
    id: "sections-807",
    domain: "sections",
    intent: "change",
    say: ["how do I change what the big button on the home page says? I want it to say 'Our work' instead of 'See what we do'"],
    expect: [
      {
        anyOf: [
          [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Our work" } }] }],
          [unchanged, { reply: { includesAny: ["button", "label", "hero"] } }],
        ],
      },
    ],
    note: "A 'how do I' that already gives the new words: doing it (the hero's button label) is the better answer; explaining where to change it, changing nothing, also passes.",
  },
  {
    id: "sections-808",
    domain: "sections",
    intent: "read",
    say: ["what sections are on the about page, top to bottom?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["About us", "text"] } },
      { reply: { includesAny: ["Where we work", "image and text", "image"] } },
      { reply: { includesAny: ["FAQ", "Questions we hear often", "questions"] } },
    ],
    note: "About has a text section ('About us'), an image-and-text section ('Where we work') and an FAQ.",
  },
  {
    id: "sections-809",
    domain: "sections",
    intent: "change",
    say: ["the faq on the about page… the first answer… can it say eight to twelve weeks instead of six to ten… everthing takes longer these days…"],
    expect: [{ page: "About", sections: [{ template: "faq", fields: { items: "eight to twelve weeks" } }], textExcludes: ["six to ten weeks"] }],
  },
  {
    id: "sections-810",
    domain: "sections",
    intent: "change",
    given: [{ page: { title: "Tour", live: true, sections: [{ template: "text", content: { heading: "Spring tour", body: "Dates coming soon." } }] } }],
    say: ["yo, on the Tour page can you stick a big buton at the bottom that says 'Buy tickets' and goes to https://tickets.example.com/spring-tour"],
    expect: [
      {
        page: "Tour",
        sectionTemplates: ["text", "cta"],
        sections: [{ template: "cta", fields: { buttonLabel: "Buy tickets", buttonUrl: "https://tickets.example.com/spring-tour" } }],
      },
    ],
    note: "A lone big button is a call-to-action section (its heading is the assistant's to write), added below the text.",
  },
  {
    id: "sections-811",
    domain: "sections",
    intent: "read",
    say: ["What does the button at the very bottom of the home page say, and where does it take people?"],
    expect: [unchanged, { reply: { includesAny: ["Get in touch"] } }, { reply: { includesAny: ["contact"] } }],
    note: "The call-to-action's button is 'Get in touch', linking to /contact.",
  },
  {
    id: "sections-812",
    domain: "sections",
    intent: "refuse",
    say: ["can the heading on the home page be bigger and in italics? and in a more elegant font, like the one on our salon sign"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Sections hold text, not type sizes, styles or fonts: nothing the tools can change, so it says so.",
  },
];

const posts: Case[] = [
  {
    id: "posts-801",
    domain: "posts",
    intent: "change",
    say: [
      "Could you write a blog post for us called 'Author evening: Maya Lindqvist'? She'll be reading from her new novel at the shop on Thursday 14 November at 7pm. Tickets are £5 and include a glass of wine. Tag it events, and don't publish it yet — I want to add a photo first.",
    ],
    expect: [{ post: "Author evening: Maya Lindqvist", exists: true, status: "draft", tagsInclude: ["events"], bodyIncludes: ["14 November"] }, liveSame],
  },
  {
    id: "posts-802",
    domain: "posts",
    intent: "change",
    say: ["The autumn colours post is finally ready — put it out on the blog please!"],
    expect: [{ post: AUTUMN, status: "published", live: true }, cardShown],
  },
  {
    id: "posts-803",
    domain: "posts",
    intent: "read",
    say: ["how many blog posts are published at the moment, and how many are still sat in drafts?"],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }, { reply: { includesAny: ["1", "one"] } }],
    note: "Two published (welcome, design process), one draft (autumn).",
  },
  {
    id: "posts-804",
    domain: "posts",
    intent: "change",
    say: ["the welcome post is ancient now lol. archive it, dont delete it"],
    expect: [{ post: WELCOME, status: "archived", live: false, inTrash: false }, cardShown],
  },
  {
    id: "posts-805",
    domain: "posts",
    intent: "change",
    say: ["On the ‘Behind the scenes’ post, could you swap the tag ‘process’ for ‘how we work’? Keep ‘design’ as it is."],
    expect: [{ post: PROCESS, tags: ["how we work", "design"] }],
  },
  {
    id: "posts-806",
    domain: "posts",
    intent: "change",
    say: [
      'In the welcome post, where the teaser says "A fresh look, faster pages and a blog where we share what we learn." can it say "A fresh look, faster pages, and a blog full of what we learn along the way."',
    ],
    expect: [{ post: WELCOME, excerptIncludes: ["a blog full of what we learn along the way"], bodyIncludes: ["We rebuilt our website from scratch"] }],
    note: "The quoted words are the post's excerpt (teaser); the body stays as it is.",
  },
  {
    id: "posts-807",
    domain: "posts",
    intent: "change",
    say: ["use the blue coast photo as the cover of the autumn post instead of the valley one"],
    expect: [{ post: AUTUMN, coverImage: "blue-coast.png", status: "draft" }, { image: "autumn-valley.jpg", exists: true }],
  },
  {
    id: "posts-808",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Zoo trip", body: "We saw penguins and a giraffe and it rained." } }],
    say: ["can u rename my zoo trip post to The Best Zoo Trip Ever pls. dont put it on the internet yet my dad has to check it"],
    expect: [{ post: "The Best Zoo Trip Ever", exists: true, status: "draft", bodyIncludes: ["penguins"] }, { post: "Zoo trip", exists: false }, liveSame],
  },
  {
    id: "posts-809",
    domain: "posts",
    intent: "change",
    given: [
      {
        post: {
          title: "Harvest Supper 2023",
          status: "published",
          daysAgo: 400,
          tags: ["notices"],
          body: "Join us for the Harvest Supper in the church hall on Saturday 30 September 2023.",
        },
      },
    ],
    say: [
      "Would you kindly remove last year's 'Harvest Supper 2023' notice from the news page altogether? Several people have turned up asking about it, thinking it was this year's.",
    ],
    expect: [
      { anyOf: [[{ post: "Harvest Supper 2023", inTrash: true }], [{ post: "Harvest Supper 2023", exists: true, live: false }]] },
      cardShown,
    ],
    note: "'Remove altogether' is most likely deleting it (to the trash); archiving or unpublishing also takes it off the blog. Either way behind a card.",
  },
  {
    id: "posts-810",
    domain: "posts",
    intent: "read",
    say: ["which post has the studio-dusk picture as its cover?"],
    expect: [unchanged, { reply: { includesAny: ["Behind the scenes", "design process"] } }],
  },
  {
    id: "posts-811",
    domain: "posts",
    intent: "read",
    say: ["What tags has the autum post got?"],
    expect: [unchanged, { reply: { includesAll: ["design", "seasonal"] } }],
  },
  {
    id: "posts-812",
    domain: "posts",
    intent: "refuse",
    say: ["can you schedule the autumn post to go live next Monday at 9am? I'm on holiday then"],
    expect: [unchanged, { post: AUTUMN, status: "draft", live: false }, { reply: { includesAny: CANNOT } }],
    note: "No tool schedules a publish: it says it cannot, and does not publish now instead (it may offer to when asked).",
  },
];

const images: Case[] = [
  {
    id: "images-801",
    domain: "images",
    intent: "change",
    say: ["blue-coast.png needs a caption — 'Soundcheck view, Brighton seafront'"],
    expect: [{ image: "blue-coast.png", caption: "Soundcheck view, Brighton seafront" }, cardShown],
    note: "The image shows on the live Contact page and image texts are not drafted, so the change asks first.",
  },
  {
    id: "images-802",
    domain: "images",
    intent: "read",
    say: ["Which of our photos haven't got a caption yet?"],
    expect: [unchanged, { reply: { includesAny: ["blue-coast", "blue coast", "coastline"] } }],
    note: "Only blue-coast.png has an empty caption.",
  },
  {
    id: "images-803",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-flyer.jpg" } }],
    say: ["old-flyer.jpg is not used anywhere. Delete it."],
    expect: [{ image: "old-flyer.jpg", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }, cardShown],
  },
  {
    id: "images-804",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "lab-group-2025.jpg", alt: "The lab group outside the marine station, June 2025" } }],
    say: ["Wherever the mountain sunrise image currently appears on the site, please use lab-group-2025.jpg instead. Please ensure the original remains in the library."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "lab-group-2025.jpg" } }] },
      { post: WELCOME, coverImage: "lab-group-2025.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
    note: "mountain-sunrise.jpg is the Home hero's image and the welcome post's cover; both change, the image is kept.",
  },
  {
    id: "images-805",
    domain: "images",
    intent: "read",
    say: ["wher is the studio dusk photo used? I want to know before I touch it"],
    expect: [unchanged, { reply: { includesAll: ["About", "Contact"] } }, { reply: { includesAny: ["Behind the scenes", "design process"] } }],
    note: "studio-dusk.jpg is in About's image-and-text section, the Contact gallery and the design-process post's cover.",
  },
  {
    id: "images-806",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "choir-christmas.jpg" } }],
    say: ["The picture choir-christmas.jpg has no description for blind visitors using screen readers. Please describe it as: the parish choir singing carols by candlelight."],
    expect: [{ image: "choir-christmas.jpg", altIncludes: ["choir singing carols by candlelight"] }],
    note: "'A description for screen readers' is the alt text.",
  },
  {
    id: "images-807",
    domain: "images",
    intent: "change",
    say: ["on the About page, the ‘Where we work’ picture — can you swap it for the autumn valley one?"],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imageId: "autumn-valley.jpg" } }] }, { image: "studio-dusk.jpg", exists: true }],
  },
  {
    id: "images-808",
    domain: "images",
    intent: "change",
    say: ["For the big photo at the top of the home, I prefer the one with the sea, the blue coast. Is possible to change it?"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] }],
  },
  {
    id: "images-809",
    domain: "images",
    intent: "refuse",
    say: ["can you crop the mountain sunrise photo into a square and make it a bit brighter? it looks dull on the home page"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "No tool edits an image's pixels; it says so (and may offer to use another image).",
  },
  {
    id: "images-810",
    domain: "images",
    intent: "read",
    say: ["how many images are in the media libary altogether?"],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }],
  },
];

const navigation: Case[] = [
  {
    id: "navigation-801",
    domain: "navigation",
    intent: "change",
    say: ["can you put 'Book now' in the menu, going to https://booking.example.com/northwind? at the end is fine x"],
    expect: [{ menu: "Book now", present: true, visible: true, linksTo: "https://booking.example.com/northwind" }, { menuOrder: [...MENU, "Book now"] }],
  },
  {
    id: "navigation-802",
    domain: "navigation",
    intent: "change",
    say: ["Good afternoon. I would like that the Contact stays in second place in the menu, just after Home, please. Is it possible?"],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }],
  },
  {
    id: "navigation-803",
    domain: "navigation",
    intent: "change",
    say: ["hide Blog from the menue for now, we haven't posted in ages. don't delete it though"],
    expect: [{ menu: "Blog", present: true, visible: false }, { menu: "Contact", visible: true }],
  },
  {
    id: "navigation-804",
    domain: "navigation",
    intent: "change",
    say: ["Menu item 'About' must become 'Our story'. Same page."],
    expect: [{ menu: "Our story", present: true, linksTo: "About" }, { menu: "About", present: false }, { menuOrder: ["Home", "Our story", "Blog", "Contact"] }],
    note: "The menu link's label changes; the page keeps its title.",
  },
  {
    id: "navigation-805",
    domain: "navigation",
    intent: "change",
    given: [{ page: FIXTURES_PAGE }],
    say: ["can you add the Fixtures page to the menu as a drop-down under About? members keep asking where it is"],
    expect: [{ menu: "Fixtures", present: true, parent: "About", linksTo: "Fixtures" }, { menuOrder: MENU }],
  },
  {
    id: "navigation-806",
    domain: "navigation",
    intent: "change",
    say: ["take Contact out of the navigation completely, we'd rather people emailed. leave the page itself alone"],
    expect: [{ menu: "Contact", present: false }, { page: "Contact", exists: true, live: true }, cardShown],
    note: "Removing a menu link goes through a card; the Contact page is not touched.",
  },
  {
    id: "navigation-807",
    domain: "navigation",
    intent: "read",
    say: ["what's in the menu at the moment, and in what order?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
  {
    id: "navigation-808",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Old Shop", url: "https://oldshop.example.com" } }],
    say: ["the 'Old Shop' link in the menu… where does it actually take people? i can't remember setting it up"],
    expect: [unchanged, { reply: { includesAny: ["oldshop.example.com"] } }],
  },
  {
    id: "navigation-809",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Staff only", url: "https://intranet.example.com", visible: false } }],
    say: ["Is there anything in the menu that's switched off, so it's there but people can't see it?"],
    expect: [unchanged, { reply: { includesAny: ["Staff only"] } }],
  },
  {
    id: "navigation-810",
    domain: "navigation",
    intent: "change",
    say: ["can u put Home at the very end of the menu thing, my mum wants it last"],
    expect: [{ menuOrder: ["About", "Blog", "Contact", "Home"] }],
  },
];

const settings: Case[] = [
  {
    id: "settings-801",
    domain: "settings",
    intent: "change",
    say: ["Where it says 'Calm, useful websites for independent businesses' under our name at the top, can it say 'Calm, useful websites for small businesses' instead?"],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for small businesses" }, { setting: "name", equals: "Northwind Studio" }],
    note: "The line under the site's name is the tagline (the default SEO description has nearly the same words; it may stay).",
  },
  {
    id: "settings-802",
    domain: "settings",
    intent: "change",
    say: ["can we make the accent colour a proper hot pink?? like #e91e63 xx"],
    expect: [{ setting: "themeColors.accent", equals: "#e91e63" }, { setting: "themeColors.primary", equals: DEMO.primary }],
  },
  {
    id: "settings-803",
    domain: "settings",
    intent: "change",
    say: ["add our bandcamp to the social links pls — https://northwind.bandcamp.example. keep the other two"],
    expect: [
      { setting: "socialLinks", includes: "northwind.bandcamp.example" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
  {
    id: "settings-804",
    domain: "settings",
    intent: "read",
    say: ["Which social media links does the site show at the moment?"],
    expect: [unchanged, { reply: { includesAll: ["Mastodon", "GitHub"] } }],
  },
  {
    id: "settings-805",
    domain: "settings",
    intent: "read",
    say: ["what's the main colour of the site set to? I need the hex code for the printers"],
    expect: [unchanged, { reply: { includesAny: ["#35524a", "35524a"] } }],
    note: "The main colour is the primary theme colour.",
  },
  {
    id: "settings-806",
    domain: "settings",
    intent: "change",
    say: ["GitHub link weg. We don't use it. Mastodon stays."],
    expect: [{ setting: "socialLinks", excludes: "GitHub" }, { setting: "socialLinks", includes: "Mastodon" }],
    note: "Dutch 'weg' = gone: remove the GitHub social link.",
  },
  {
    id: "settings-807",
    domain: "settings",
    intent: "change",
    say: ["use the mountain sunrise picture as our logo for now until the designer sends the real one"],
    expect: [{ setting: "logoImageId", equals: "mountain-sunrise.jpg" }],
  },
  {
    id: "settings-808",
    domain: "settings",
    intent: "refuse",
    say: ["Could the whole site use the Georgia font please? The council's style guide requires it."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Site settings hold the name, tagline, logo, colours, social links and SEO defaults — no font.",
  },
  {
    id: "settings-809",
    domain: "settings",
    intent: "change",
    say: [
      "The default description that search engines display should read: 'The Lindqvist Lab studies coastal ecosystems at Northwind University.' Please leave the page-specific descriptions untouched.",
    ],
    expect: [
      { setting: "seoDescription", equals: "The Lindqvist Lab studies coastal ecosystems at Northwind University." },
      { page: "Home", seoDescription: "A small design studio building calm, useful websites for independent businesses." },
    ],
  },
];

const entries: Case[] = [
  {
    id: "entries-801",
    domain: "entries",
    intent: "change",
    say: ["a client left us a lovely review, can you add it to the testimonials? 'Best cut I've had in years, and the coffee's great too.' — Jo Marsh. she hasn't got a company or anything"],
    expect: [{ entry: { where: { author: "Jo Marsh" } }, exists: true, dataIncludes: { quote: "Best cut I've had in years" } }],
    note: "The entry's title is the assistant's choice, so it is found by its author.",
  },
  {
    id: "entries-802",
    domain: "entries",
    intent: "read",
    say: ["how many testimonials have we got, and who are they from?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["2", "two"] } },
      { reply: { includesAny: ["Priya", "Maple Bakery"] } },
      { reply: { includesAny: ["Tom Okafor", "Harbour Books"] } },
    ],
  },
  {
    id: "entries-803",
    domain: "entries",
    intent: "change",
    say: ["In the Harbour Books testimonial, where it says “Finally a website our whole team can update.” can it say “Finally, a website our whole team can update — even Tom.”"],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "even Tom", author: "Tom Okafor" } }],
  },
  {
    id: "entries-804",
    domain: "entries",
    intent: "change",
    say: ["please remove the Maple Bakery testimonail, they've closed down sadly"],
    expect: [
      { anyOf: [[{ entry: "Maple Bakery", inTrash: true }], [{ entry: "Maple Bakery", exists: true, live: false }]] },
      { entry: "Harbour Books", exists: true, live: true },
      cardShown,
    ],
    note: "Deleting it (to the trash) is the likely answer; holding it back and publishing that also takes it off the site. Either way behind a card.",
  },
  {
    id: "entries-805",
    domain: "entries",
    intent: "read",
    given: [
      {
        entry: {
          title: "Riverside FC",
          data: { quote: "The new fixtures page saves us a dozen phone calls a week.", author: "Dan Reid", company: "Riverside FC" },
          live: false,
        },
      },
    ],
    say: ["Is the Riverside FC testimonial showing on the website yet, or not?"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
    note: "The given entry was never published.",
  },
  {
    id: "entries-806",
    domain: "entries",
    intent: "change",
    given: [
      {
        entry: {
          title: "Oakfield Parish",
          data: { quote: "Our newsletter sign-ups tripled in a month.", author: "Revd Clare Hughes", company: "Oakfield Parish" },
          live: false,
        },
      },
    ],
    say: ["The Oakfield Parish testimonial has been approved by the PCC. Please would you make it visible on the website."],
    expect: [{ entry: "Oakfield Parish", live: true }, cardShown],
  },
  {
    id: "entries-807",
    domain: "entries",
    intent: "read",
    say: ["who wrote the Maple Bakery testimonial again? I want to send them a thank-you card"],
    expect: [unchanged, { reply: { includesAny: ["Priya Shah", "Priya"] } }],
  },
  {
    id: "entries-808",
    domain: "entries",
    intent: "change",
    say: ["Please add a testimonial from Prof. Anna Berg of the Coastal Research Institute: 'The new lab site finally shows what we actually do.' It may go live straight away."],
    expect: [{ entry: { where: { author: "Anna Berg" } }, exists: true, live: true, dataIncludes: { company: "Coastal Research Institute" } }, cardShown],
    note: "Created as a draft, then published behind a card, as asked.",
  },
];

const publishing: Case[] = [
  {
    id: "publishing-801",
    domain: "publishing",
    intent: "read",
    say: ["is there anything sitting in drafts that hasn't gone live yet?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn"] } }],
    note: "On the demo site only the autumn post is waiting.",
  },
  {
    id: "publishing-802",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Price List", sections: [{ template: "text", content: { heading: "Prices", body: "Cut and finish from £45. Full colour from £80." } }] } }],
    say: ["ok I've finished the Price List page!! can you publish everything that's waiting? x"],
    expect: [{ page: "Price List", live: true, liveTextIncludes: ["Cut and finish from £45"] }, { post: AUTUMN, live: true }, cardShown],
    note: "'Everything that's waiting' is the new page and the autumn draft post.",
  },
  {
    id: "publishing-803",
    domain: "publishing",
    intent: "read",
    given: [{ settings: { tagline: "Cut, colour and calm since 2009", live: false } }],
    say: ["What have I changed that isn't on the live site yet? I lose track."],
    expect: [unchanged, { reply: { includesAny: ["tagline", "settings"] } }, { reply: { includesAny: ["Autumn"] } }],
    note: "Waiting: the site settings (a new tagline) and the autumn post.",
  },
  {
    id: "publishing-804",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Cut, colour and calm since 2009", live: false } }],
    say: ["i changed the tagline yesterday but the website still shows the old one?? can you sort it"],
    expect: [{ setting: "tagline", in: "live", equals: "Cut, colour and calm since 2009" }, cardShown],
    note: "The new tagline is in the settings' draft; sorting it means publishing the settings.",
  },
  {
    id: "publishing-805",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Events", live: true, sections: [{ template: "text", content: { heading: "Author events", body: "Readings and signings at the shop." } }] } }],
    say: ["Could you put the Events page in the menu and publish the menu, so customers can see it today? Our first author event is on Thursday."],
    expect: [{ menu: "Events", present: true, linksTo: "Events", live: true }, cardShown],
  },
  {
    id: "publishing-806",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["publsh the autumn post"],
    expect: [{ post: AUTUMN, status: "draft", live: false }, liveSame, cardShown],
    note: "The person denies the card: nothing goes live.",
  },
  {
    id: "publishing-807",
    domain: "publishing",
    intent: "change",
    say: ["We're moving offices, so please take the Contact page off the website for a couple of weeks. Don't delete it — we'll put it back with the new address."],
    expect: [{ page: "Contact", exists: true, inTrash: false, live: false }, cardShown],
  },
  {
    id: "publishing-808",
    domain: "publishing",
    intent: "read",
    given: [{ post: { title: "Choir concert", body: "The choir sings Fauré's Requiem on 8 December." } }],
    say: ["Which blog posts can visitors not see yet?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn"] } }, { reply: { includesAny: ["Choir concert"] } }],
  },
  {
    id: "publishing-809",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Fixtures", sections: [{ template: "text", content: { heading: "Fixtures 2025", body: "Sat 12 April — Oakfield v Riverside (home)" } }] } },
      { page: { title: "Results", sections: [{ template: "text", content: { heading: "Results 2025", body: "Results will appear here." } }] } },
    ],
    say: ["publish the Fixtures page but NOT Results, the scores aren't in yet"],
    expect: [{ page: "Fixtures", live: true }, { page: "Results", live: false }, cardShown],
  },
];

const search: Case[] = [
  {
    id: "search-801",
    domain: "search",
    intent: "read",
    say: ["does our phone number apear anywhere on the site? which page is it on"],
    expect: [unchanged, { reply: { includesAny: ["Contact"] } }],
  },
  {
    id: "search-802",
    domain: "search",
    intent: "read",
    say: ["Where on the site do we say 'six to ten weeks'? A client quoted it back at me."],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
    note: "In the About page's FAQ.",
  },
  {
    id: "search-803",
    domain: "search",
    intent: "read",
    say: ["is the word “pop-ups” used anywhere?"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
  },
  {
    id: "search-804",
    domain: "search",
    intent: "read",
    say: ["have we got anything on the site about gift vouchers? a customer asked"],
    expect: [unchanged, { reply: { includesAny: NOTHING_FOUND } }],
  },
  {
    id: "search-805",
    domain: "search",
    intent: "read",
    say: ["which pages link to /contact?"],
    expect: [unchanged, { reply: { includesAny: ["Home"] } }],
    note: "The Home page's 'Get in touch' button links to /contact (the menu does too).",
  },
  {
    id: "search-806",
    domain: "search",
    intent: "read",
    given: [{ post: { title: "Summer fete raffle results", status: "published", daysAgo: 30, body: "Raffle winners: ticket 112 wins the hamper, ticket 57 the bottle of wine." } }],
    say: ["where's that post about the raffle… can't remember what i called it…"],
    expect: [unchanged, { reply: { includesAny: ["Summer fete"] } }],
  },
  {
    id: "search-807",
    domain: "search",
    intent: "read",
    say: ["Please find whatever on the site mentions screen readers; I need to cite it in a funding application."],
    expect: [unchanged, { reply: { includesAny: ["Welcome"] } }],
    note: "The welcome post's body says everything works with a keyboard and a screen reader.",
  },
  {
    id: "search-808",
    domain: "search",
    intent: "read",
    say: ["which posts are tagged 'design'?"],
    expect: [unchanged, { reply: { includesAny: ["Behind the scenes", "design process"] } }, { reply: { includesAny: ["Autumn"] } }],
  },
];

const multi: Case[] = [
  {
    id: "multi-801",
    domain: "multi",
    intent: "change",
    say: [
      "Feedback from the client call about the Home page:\n1. Hero heading → 'Calm websites for busy people'\n2. The button under it should say 'Start here'\n3. Lose the 'Have a project in mind?' block at the bottom\n4. Once that's done, publish it\nThanks!",
    ],
    expect: [
      {
        page: "Home",
        live: true,
        sectionTemplates: ["hero", "featureGrid"],
        sections: [{ template: "hero", fields: { heading: "Calm websites for busy people", ctaLabel: "Start here" } }],
        liveTextIncludes: ["Calm websites for busy people"],
        liveTextExcludes: ["Have a project in mind?"],
      },
      cardShown,
    ],
    note: "Four numbered changes to one page; removing the section and publishing both go through cards.",
  },
  {
    id: "multi-802",
    domain: "multi",
    intent: "change",
    say: ["Could you make a page called 'Author Events' with one line on it — 'Upcoming readings and signings are listed here.' — and add it to the menu straigth after Blog?"],
    expect: [
      { page: "Author Events", exists: true, textIncludes: ["Upcoming readings and signings are listed here"] },
      { menu: "Author Events", present: true, linksTo: "Author Events" },
      { menuOrder: ["Home", "About", "Blog", "Author Events", "Contact"] },
    ],
  },
  {
    id: "multi-803",
    domain: "multi",
    intent: "change",
    say: ["we've rebranded!! name is now 'Studio Nine Hair', tagline 'Cut, colour, calm', and can the main colour be a deep navy? x"],
    expect: [
      { setting: "name", equals: "Studio Nine Hair" },
      { setting: "tagline", equals: "Cut, colour, calm" },
      { setting: "themeColors.primary", looksLike: "blue" },
    ],
  },
  {
    id: "multi-804",
    domain: "multi",
    intent: "change",
    say: ["new post: 'Spring tour announced'. dates are 3 May Leeds, 5 May Glasgow, 9 May Bristol, tickets on the Tour page. tag it tour and put it live"],
    expect: [{ post: "Spring tour announced", status: "published", live: true, tagsInclude: ["tour"], bodyIncludes: ["Glasgow", "Bristol"] }, cardShown],
  },
  {
    id: "multi-805",
    domain: "multi",
    intent: "change",
    say: ["Two fixes on the About page: where it says ‘a team of four designers and developers’ make it ‘a team of five designers and developers’, and where it says ‘We started in 2019’ make it ‘We started in 2018’."],
    expect: [{ page: "About", textIncludes: ["a team of five designers and developers", "We started in 2018"], textExcludes: ["team of four", "2019"] }],
  },
  {
    id: "multi-806",
    domain: "multi",
    intent: "change",
    given: [
      {
        page: {
          title: "Bin Collection Changes",
          live: true,
          sections: [{ template: "text", content: { heading: "Bin collections", body: "From 1 May, green bins are collected on Tuesdays." } }],
        },
      },
      { menuItem: { label: "Bins", page: "Bin Collection Changes" } },
    ],
    say: ["The page 'Bin Collection Changes' is now out of date. Please remove it from the website and also remove the 'Bins' link from the menu. Kind regards, Town Clerk's Office"],
    expect: [
      { anyOf: [[{ page: "Bin Collection Changes", inTrash: true }], [{ page: "Bin Collection Changes", exists: true, live: false }]] },
      { menu: "Bins", present: false },
      cardShown,
    ],
    note: "'Remove it from the website' may be unpublishing or deleting the page; either takes it off the site behind a card. The menu link goes too.",
  },
  {
    id: "multi-807",
    domain: "multi",
    intent: "change",
    say: ["Please add the tag 'studio' to all three blog posts, keeping the tags they already have."],
    expect: [
      { post: WELCOME, tagsInclude: ["studio", "news"] },
      { post: PROCESS, tagsInclude: ["studio", "process", "design"] },
      { post: AUTUMN, tagsInclude: ["studio", "design", "seasonal"] },
    ],
  },
  {
    id: "multi-808",
    domain: "multi",
    intent: "change",
    say: [
      "Hello, it's Margaret from the parish office again. We had the PCC meeting on Monday and there was a long discussion about the website, mostly about the photos, which we'll come back to another time, and Mr Patel has kindly offered to take some new ones in the spring. Anyway, the main thing that was agreed is that we definately need something up about the Harvest Festival, because last year people didn't know about it until the week before. So what I need is: a new page called 'Harvest Festival' with the details — Sunday 28 September, a 10:30am family service, and please bring tins and dried food for the food bank — and a link to it in the menu. Father Michael will look at it before it goes public. Thank you so much.",
    ],
    expect: [
      { page: "Harvest Festival", exists: true, live: false, textIncludes: ["28 September", "food bank"] },
      { menu: "Harvest Festival", present: true, linksTo: "Harvest Festival" },
      liveSame,
    ],
    note: "A long preamble before the request; nothing goes public until Father Michael has looked, so the page and the menu stay drafts.",
  },
  {
    id: "multi-809",
    domain: "multi",
    intent: "read",
    say: ["Three quick ones: how many pages are there, is the autumn post live yet, and what's our tagline currently?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["3", "three"] } },
      { reply: { includesAny: NOT_LIVE } },
      { reply: { includesAny: ["independent businesses"] } },
    ],
  },
  {
    id: "multi-810",
    domain: "multi",
    intent: "read",
    say: ["which pages haven't got an SEO description, and which pictures have no caption?"],
    expect: [unchanged, { reply: { includesAny: ["Contact"] } }, { reply: { includesAny: ["blue-coast", "blue coast", "coastline"] } }],
    note: "Only Contact has no SEO description; only blue-coast.png has no caption.",
  },
];

const conversation: Case[] = [
  {
    id: "conversation-801",
    domain: "conversation",
    intent: "change",
    say: ["change the home page heading to 'Hair that fits your life'", "sorry, I meant 'Hair that fits your life.' — with a full stop. and the button should say 'Book a chair' x"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Hair that fits your life.", ctaLabel: "Book a chair" } }], textExcludes: ["Websites that feel calm and work hard"] },
    ],
  },
  {
    id: "conversation-802",
    domain: "conversation",
    intent: "change",
    say: ["Please hide Blog from the menu.", "Thank you! And the other one too — Contact."],
    expect: [{ menu: "Blog", present: true, visible: false }, { menu: "Contact", present: true, visible: false }, { menu: "About", visible: true }],
  },
  {
    id: "conversation-803",
    domain: "conversation",
    intent: "change",
    say: ["delete the studio dusk photo", "actually no, put it back!! it's on the About page"],
    expect: [
      { image: "studio-dusk.jpg", exists: true, inTrash: false },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
    ],
    note: "Deleted behind a card, then restored (undo or restore from the trash): it is back in the library and About still uses it.",
  },
  {
    id: "conversation-804",
    domain: "conversation",
    intent: "change",
    say: ["Could you change the tagline to 'Cuts, colour and calm'?", "Sorry, what did you just do exactly?"],
    expect: [{ setting: "tagline", equals: "Cuts, colour and calm" }, { reply: { includesAny: ["tagline", "Cuts, colour and calm"] } }],
    note: "The last turn asks what happened: the change stays and the answer names it (the tagline).",
  },
  {
    id: "conversation-805",
    domain: "conversation",
    intent: "change",
    say: [
      "Please make a draft blog post called 'Christmas services'.",
      "Please put in it: Midnight Mass at 11.30pm on the 24th, and a family service at 10am on Christmas Day.",
      "Thank you, that's lovely. Can it go live now please?",
    ],
    expect: [{ post: "Christmas services", status: "published", live: true, bodyIncludes: ["Midnight Mass", "10am"] }, cardShown],
  },
  {
    id: "conversation-806",
    domain: "conversation",
    intent: "change",
    say: ["move Contact to the top of the menu", "hmm no, put it back where it was — and move Blog to the top instead"],
    expect: [{ menuOrder: ["Blog", "Home", "About", "Contact"] }],
  },
  {
    id: "conversation-807",
    domain: "conversation",
    intent: "change",
    say: ["add 'Shop' to the menu linking to https://shop.example.com", "oops, typo — it should be https://shop.example.org"],
    expect: [{ menu: "Shop", present: true, linksTo: "https://shop.example.org" }, { menuOrder: [...MENU, "Shop"] }],
    note: "The second turn corrects the same link; there is one 'Shop' item, not two.",
  },
  {
    id: "conversation-808",
    domain: "conversation",
    intent: "change",
    say: ["unpublish the welcome post", "sorry, wrong one! put that back and unpublish 'Behind the scenes' instead"],
    expect: [{ post: WELCOME, status: "published", live: true }, { post: PROCESS, live: false }, cardShown],
  },
  {
    id: "conversation-809",
    domain: "conversation",
    intent: "change",
    say: ["rename the Blog link in the menu to 'News'", "and the Contact one to 'Get in touch' please", "thanks! is that live now?"],
    expect: [
      { menu: "News", present: true, linksTo: "/blog" },
      { menu: "Get in touch", present: true, linksTo: "Contact" },
      liveSame,
      { reply: { includesAny: ["not yet", "not live", "isn't live", "draft", "not published", "isn't published", "publish"] } },
    ],
    note: "Menu edits are drafts; the last turn only asks, so the answer says they are not live yet (and may offer to publish) without publishing.",
  },
  {
    id: "conversation-810",
    domain: "conversation",
    intent: "read",
    say: ["how many posts have we got?", "and which of those can people actually see?"],
    expect: [unchanged, { reply: { includesAny: ["Welcome"] } }, { reply: { includesAny: ["Behind the scenes", "design process"] } }],
  },
  {
    id: "conversation-811",
    domain: "conversation",
    intent: "read",
    say: ["how do I get something back if I delete it by mistake?", "ok, and is there anything in there at the moment?"],
    expect: [unchanged, { reply: { includesAny: ["empty", "nothing", "no items", "none", "isn't anything", "is no", "are no", "not anything"] } }],
    note: "A 'how do I' answered by explaining (the trash, restore); the demo site's trash is empty.",
  },
  {
    id: "conversation-812",
    domain: "conversation",
    intent: "read",
    say: ["what's the heading on the contact page?", "and the one under it?"],
    expect: [unchanged, { reply: { includesAny: ["Around the studio"] } }],
    note: "Contact: 'Say hello', then the gallery 'Around the studio'.",
  },
];

const clarify: Case[] = [
  {
    id: "clarify-801",
    domain: "clarify",
    intent: "clarify",
    say: ["can you update the page… the one we talked about…"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "No page named and no earlier conversation: ask which page and what to change.",
  },
  {
    id: "clarify-802",
    domain: "clarify",
    intent: "clarify",
    say: ["Change the colour. It is ugly."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Four theme colours and no new one named: ask which and to what.",
  },
  {
    id: "clarify-803",
    domain: "clarify",
    intent: "clarify",
    say: ["can u fix the picture its wrong"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-804",
    domain: "clarify",
    intent: "clarify",
    say: [
      "We've had a few complaints about the website from members at the parish council meeting last night. Mrs Hughes said it's hard to find things on it, and someone else said it looks old-fashioned. Could you sort it out?",
    ],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "A long message with no concrete change: ask what to change (the menu? the colours?) rather than guess.",
  },
];

const offtopic: Case[] = [
  {
    id: "offtopic-801",
    domain: "offtopic",
    intent: "offtopic",
    say: ["random one but what's a good conditioner for curly hair? asking for a client x"],
    expect: [...offTopic],
  },
  {
    id: "offtopic-802",
    domain: "offtopic",
    intent: "offtopic",
    say: ["can u write me a setlist for fridays gig in leeds, 12 songs, end on a banger"],
    expect: [...offTopic],
  },
  {
    id: "offtopic-803",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats 7 times 8 its for my homework"],
    expect: [...offTopic],
  },
  {
    id: "offtopic-804",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Could you draft the minutes of Tuesday's planning committee meeting for me? I shall paste my notes afterwards."],
    expect: [...offTopic],
  },
];

export const EIGHTH_PASS_CASES: Case[] = [
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
