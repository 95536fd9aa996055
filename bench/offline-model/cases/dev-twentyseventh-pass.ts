/**
 * Development set, twenty-seventh pass: a fifth round in the six voices the held-out set is written
 * in, about twenty cases each, written from the case format, the checker, the tool descriptions, the
 * services, the section templates and the demo seed only, without reading the offline model, its docs
 * or tests, or the other passes (bar the head of the twenty-sixth, for the file's shape). Voices: a
 * courteous retired shop owner who explains at length and names things by their look or place ("the
 * box near the bottom of the front page that asks whether one has a project in mind", "the small
 * sentence that sits under our name at the top of every page", "the row of words along the top"); a
 * terse developer ("mv /contact -> /get-in-touch", "about.slug=login", "home/featureGrid: rm",
 * "s/About us/Our story/", "ls drafts", "grep -i keyboard", key=value, "mk", "+ nav under About");
 * an American marketer ("swap in", "punch up", "spin up", "ship it", "kill", "blast it out", "gut
 * check", "fall"); a non-native speaker (German "shall become", "menu point", "sub-point", "not more
 * visible"; Italian "I want that …"; Spanish "erase"; "publish please the article", "the order I want
 * so:", dropped articles); someone on a phone ("pls", "u", "abt", "pg", "pic", "rn", "teh", "chnage",
 * "wheres", no capitals); and a manager who states the problem ("customers click 'Prices' and end up
 * on Contact", "legal wants the page off the site", "a screen-reader user told us …", "sales says
 * the button should take people to our prices").
 *
 * About three in four are changes: hero heading, subheading, button label, link and picture; the
 * call to action's heading and button; FAQ questions added, removed, re-answered and put first;
 * feature boxes removed and added; a picture's side; sections added, moved and removed; pages created
 * empty or with content, renamed, re-addressed, given SEO texts, published, unpublished and trashed;
 * posts renamed, re-tagged, re-covered, re-excerpted, corrected, created, published, archived, taken
 * down and trashed; alt texts and captions, an unused picture trashed and one picture replaced
 * everywhere; menu links added, renamed, re-pointed, moved, nested, hidden, removed and reordered;
 * tagline, colours, social links and the default SEO description; testimonials added, corrected,
 * published, taken down and trashed; publishing two named items but not a third, everything that
 * waits, the menu only or the settings only. About one in seven are reads (which pages exist and
 * which are live, what is a draft, whether a tagline went live, how many testimonials are live and
 * whose, who said a quote, which pictures lack alt text or a caption, where a phrase, a phone number,
 * a picture or a social network appears, which tags a post has, the accent's hex code, counts). The
 * rest are vague requests (a short question is right), two off-topic ones and refusals: a reserved
 * address, cropping a picture, a third menu level, scheduling, a newsletter email, a login for a
 * freelancer and a viewer publishing. One approval card is declined. Twenty conversations of two or
 * three turns refer back: "on reflection I prefer …", "undo that", "same for the button in the hero",
 * "same for the page About, but with …", "ok publish it", "put it back", "no, not first — as the
 * second", "oh no, I meant 'Build'", "wait no. restore it", "actually make the tag …", "oops put it
 * first not last", an answer to the assistant's question, and reads that lead to changes.
 *
 * Exact values: where the person gives the words, `exact(field, value)` looks for `"field":"value"` in
 * the page's content as JSON, which holds only when that field is exactly the value (letter case
 * aside), so no quotes, "pls" or sentence-ending full stop may be carried over.
 */
import { unchanged, liveSame, cardShown, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** A section field holding exactly `value`, as it appears in the page's content written as JSON. */
const exact = (field: string, value: string) => `"${field}":${JSON.stringify(value)}`;

/** Phrases of an answer that steers an off-topic request back to the site. */
const SITE_WORDS = ["site", "website", "content", "page", "pages", "CMS", "blog"];

/** Phrases of an answer that says the menu stops at two levels. */
const TWO_LEVELS = [...CANNOT, "two levels", "2 levels", "levels deep", "only one level"];

/** Phrases of an answer that says something is waiting as a draft rather than live. */
const NOT_LIVE = ["not published", "not been published", "hasn't been published", "not live", "isn't live", "draft", "unpublished", "waiting", "not gone live", "never went live"];

/** The demo site's texts as seeded. */
const HERO_HEADING = "Websites that feel calm and work hard";
const HERO_SUBHEADING_START = "We design and build sites for independent businesses";
const FAQ_1 = "How long does a website take?";
const FAQ_2 = "Can we edit the site ourselves?";

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-181",
    domain: "pages",
    intent: "change",
    say: [
      "Good morning to you. We have been asked so often when the shop is open that I think we ought to have a page of its own for it. Would you be so kind as to make a new page called 'Opening Hours'? Leave it blank, if you would, as I mean to write the times in myself this evening, and please do not let the public see it until I have.",
    ],
    expect: [{ page: "Opening Hours", exists: true, live: false }, liveSame],
    note: "A new empty draft page titled exactly Opening Hours; nothing goes live.",
  },
  {
    id: "pages-182",
    domain: "pages",
    intent: "change",
    say: ["mv /contact -> /get-in-touch (title stays Contact)"],
    expect: [
      { page: "Contact", exists: true, slug: "get-in-touch" },
      { page: "Get in touch", exists: false },
      { menu: "Contact", present: true, linksTo: "Contact" },
    ],
    note: "Only the Contact page's slug changes; its title and its menu link stay.",
  },
  {
    id: "pages-183",
    domain: "pages",
    intent: "change",
    say: [
      "Spin up a landing page called 'Fall Website Check-up' with a hero: headline 'Is your website ready for the busy season?', button 'Book a free check-up' linking to /contact. Keep it in draft for now.",
    ],
    expect: [
      {
        page: "Fall Website Check-up",
        exists: true,
        live: false,
        sections: [{ template: "hero", fields: { ctaUrl: "/contact" } }],
        textIncludes: [exact("heading", "Is your website ready for the busy season?"), exact("ctaLabel", "Book a free check-up")],
      },
      liveSame,
    ],
    note: "A draft page with a hero holding exactly the given headline and button, linking to /contact.",
  },
  {
    id: "pages-184",
    domain: "pages",
    intent: "change",
    say: ["The page About shall have the title 'Who we are'. The address of it must stay the same."],
    expect: [
      { page: "Who we are", exists: true, slug: "about" },
      { page: "About", exists: false },
    ],
    note: "The About page is renamed Who we are; its slug stays about.",
  },
  {
    id: "pages-185",
    domain: "pages",
    intent: "change",
    say: ["whats the google description on the contact pg rn", "oh its empty?? ok set it to: Call or email Northwind Studio, weekdays 9 to 5"],
    expect: [
      { page: "Contact", seoDescription: "Call or email Northwind Studio, weekdays 9 to 5" },
      { page: "Home", seoDescription: "A small design studio building calm, useful websites for independent businesses." },
    ],
    note: "The Contact page had no SEO description; after the second turn it is exactly the given words, and Home's stays.",
  },
  {
    id: "pages-186",
    domain: "pages",
    intent: "change",
    say: [
      "The phone number on our Contact page has been disconnected and legal wants the page off the public site until we've sorted it out. Don't bin the page — we'll fix it and put it back up.",
    ],
    expect: [{ page: "Contact", exists: true, inTrash: false, live: false }, { page: "About", live: true }, cardShown],
    note: "Contact is unpublished (not trashed) after a confirmed card; other pages stay live.",
  },
  {
    id: "pages-187",
    domain: "pages",
    intent: "change",
    given: [
      {
        page: {
          title: "Summer Sale 2023",
          live: true,
          sections: [{ template: "text", content: { heading: "Summer sale", body: "Twenty per cent off every website package until the end of August 2023." } }],
        },
      },
    ],
    say: [
      "I wonder if you could help me tidy up. There is still a page on the website from the summer sale we held two years ago, with the twenty per cent off, and it does rather make us look as though we don't keep things up to date. I should be grateful if you would throw that page away altogether.",
    ],
    expect: [{ page: "Summer Sale 2023", exists: false, inTrash: true }, { page: "Home", exists: true, live: true }, cardShown],
    note: "The old sale page goes to the trash after a confirmed card; nothing else does.",
  },
  {
    id: "pages-188",
    domain: "pages",
    intent: "refuse",
    say: ["about.slug=login"],
    expect: [{ page: "About", slug: "about" }, unchanged, { reply: { includesAny: [...CANNOT, "reserved"] } }],
    note: "login is a reserved address: the slug stays about and the reply says it cannot be used.",
  },
  {
    id: "pages-189",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Careers", sections: [{ template: "text", content: { heading: "Work with us", body: "We are not hiring at the moment." } }] } }],
    say: ["Which pages has the website, and which of them can the public see?"],
    expect: [
      unchanged,
      { reply: { includesAll: ["Home", "About", "Contact", "Careers"] } },
      { reply: { includesAny: ["draft", "not published", "not live", "unpublished", "hidden", "not visible"] } },
    ],
    note: "Four pages; the answer names them all and says Careers is only a draft.",
  },
  {
    id: "pages-190",
    domain: "pages",
    intent: "change",
    given: [
      {
        page: {
          title: "FAQs",
          slug: "faqs",
          sections: [{ template: "faq", content: { heading: "Good to know", items: [{ question: "Do you work with charities?", answer: "Yes, at a reduced rate." }] } }],
        },
      },
    ],
    say: ["pls put the faqs pg live, its all ready"],
    expect: [{ page: "FAQs", live: true }, { post: AUTUMN, live: false }, cardShown],
    note: "The draft FAQs page goes live after a confirmed card; the autumn draft post does not.",
  },
];

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-181",
    domain: "sections",
    intent: "change",
    say: [
      "Good day. Towards the bottom of our front page there is a box that asks whether one has a project in mind, and underneath it a button reading 'Get in touch'. I have always found that phrase a little brisk. Would you change the button so it says 'Write to us'? It should still take people to the same place as before.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "cta", fields: { buttonUrl: "/contact", heading: "Have a project in mind?" } }],
        textIncludes: [exact("buttonLabel", "Write to us"), exact("ctaLabel", "See what we do")],
        textExcludes: ["Get in touch"],
        liveTextIncludes: ["Get in touch"],
      },
    ],
    note: "Only the call to action's button label changes, in the draft; its link, heading and the hero's button stay.",
  },
  {
    id: "sections-182",
    domain: "sections",
    intent: "change",
    say: ["home hero: subheading='Fast, accessible sites for small businesses. Built to be edited.' (heading unchanged)"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaLabel: "See what we do", imageId: "mountain-sunrise.jpg" } }],
        textIncludes: [exact("subheading", "Fast, accessible sites for small businesses. Built to be edited."), exact("heading", HERO_HEADING)],
        textExcludes: [HERO_SUBHEADING_START],
      },
    ],
    note: "The hero's subheading is exactly the given text; heading, button and picture stay.",
  },
  {
    id: "sections-183",
    domain: "sections",
    intent: "change",
    say: ["Swap in a new hero headline on the homepage: 'Calm websites. Real results.' Leave everything else alone."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { subheading: HERO_SUBHEADING_START, ctaUrl: "/about", imageId: "mountain-sunrise.jpg" } }],
        textIncludes: [exact("heading", "Calm websites. Real results.")],
        textExcludes: [HERO_HEADING],
      },
    ],
    note: "The hero heading is exactly the new headline (its own full stops included); the rest of the hero stays.",
  },
  {
    id: "sections-184",
    domain: "sections",
    intent: "change",
    say: [
      "On page About, in the part with questions, I want that there is a new question: 'Do you also make online shops?' with the answer 'Yes, small shops with up to a few hundred products.'",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        textIncludes: [exact("question", "Do you also make online shops?"), exact("answer", "Yes, small shops with up to a few hundred products."), FAQ_1, FAQ_2],
      },
    ],
    note: "A third question is added to About's FAQ with exactly the given words; the two old ones stay.",
  },
  {
    id: "sections-185",
    domain: "sections",
    intent: "change",
    say: ["pls take out teh question abt editing the site ourselves on the about pg, ppl find it confusing"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        textIncludes: [FAQ_1, "six to ten weeks"],
        textExcludes: [FAQ_2, "editor your whole team can use"],
      },
    ],
    note: "The second FAQ item (question and answer) goes; the first and the section stay.",
  },
  {
    id: "sections-186",
    domain: "sections",
    intent: "change",
    say: ["Clients keep pointing out that our About page promises six to ten weeks, but these days we quote four to eight weeks for most projects."],
    expect: [{ page: "About", textIncludes: ["four to eight weeks", FAQ_1, FAQ_2], textExcludes: ["six to ten weeks"] }],
    note: "The answer to 'How long does a website take?' now says four to eight weeks; both questions stay.",
  },
  {
    id: "sections-187",
    domain: "sections",
    intent: "change",
    say: [
      "On our About page there is the purple evening picture of the hills beside the bit about where we work. At present it sits to the right of the writing; I rather think it would look more restful on the left. Would you mind moving it over?",
    ],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }] }],
    note: "The image-and-text section's picture moves to the left; the picture and heading stay.",
  },
  {
    id: "sections-188",
    domain: "sections",
    intent: "change",
    say: ["home/featureGrid: rm item 'Care'"],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "featureGrid", "cta"],
        textIncludes: [exact("title", "Design"), exact("title", "Build"), exact("heading", "What we do")],
        textExcludes: [exact("title", "Care"), "Ongoing help"],
      },
    ],
    note: "Only the Care box leaves the feature grid; Design, Build and the grid's heading stay.",
  },
  {
    id: "sections-189",
    domain: "sections",
    intent: "change",
    say: ["Add a fourth box to the 'What we do' grid on the homepage: 'Strategy' — 'Plans that tie your site to real business goals.'"],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("title", "Strategy"), exact("description", "Plans that tie your site to real business goals."), exact("title", "Design"), exact("title", "Build"), exact("title", "Care")],
      },
    ],
    note: "A Strategy box with exactly the given description joins the three existing boxes.",
  },
  {
    id: "sections-190",
    domain: "sections",
    intent: "change",
    say: ["On the page Contact I want at the end a part with questions, with the question 'Can I visit the studio?' and the answer 'Yes, but please make an appointment first.'"],
    expect: [
      {
        page: "Contact",
        sectionTemplates: ["text", "gallery", "faq"],
        textIncludes: [exact("question", "Can I visit the studio?"), exact("answer", "Yes, but please make an appointment first.")],
      },
    ],
    note: "An FAQ section with exactly that question and answer is added at the end of Contact.",
  },
  {
    id: "sections-191",
    domain: "sections",
    intent: "change",
    say: ["on the contact pg can the pics go above the email + phone bit"],
    expect: [{ page: "Contact", sectionTemplates: ["gallery", "text"], textIncludes: ["hello@northwind.example", "blue-coast.png"] }],
    note: "Contact's gallery moves above its text section; both keep their content.",
  },
  {
    id: "sections-192",
    domain: "sections",
    intent: "change",
    say: [
      "The 'What we do' grid on the homepage is out of date and our new designer is redoing it from scratch next month. Until then we'd rather it wasn't on the homepage at all.",
    ],
    expect: [{ page: "Home", sectionTemplates: ["hero", "cta"], textIncludes: [exact("heading", HERO_HEADING)] }, liveSame, cardShown],
    note: "The feature grid section is removed from Home's draft after a confirmed card; hero and call to action stay.",
  },
  {
    id: "sections-193",
    domain: "sections",
    intent: "change",
    say: [
      "The box near the bottom of our front page asks, in large letters, 'Have a project in mind?'. I should like it to ask 'Shall we build something together?' instead, and everything else in that box may stay exactly as it is.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "cta", fields: { buttonLabel: "Get in touch", buttonUrl: "/contact", body: "two working days" } }],
        textIncludes: [exact("heading", "Shall we build something together?"), exact("heading", HERO_HEADING)],
        textExcludes: ["Have a project in mind"],
      },
    ],
    note: "Only the call to action's heading changes; its text and button stay, and so does the hero heading.",
  },
  {
    id: "sections-194",
    domain: "sections",
    intent: "change",
    say: ["about: s/About us/Our story/ (text section heading only, page title stays)"],
    expect: [
      { page: "About", exists: true, textIncludes: [exact("heading", "Our story"), "team of four designers"], textExcludes: [exact("heading", "About us")] },
      { menu: "About", present: true },
    ],
    note: "The About page's text heading becomes Our story; the page title and menu label stay About.",
  },
  {
    id: "sections-195",
    domain: "sections",
    intent: "change",
    say: ["Swap the homepage hero image for the blue coastline shot. Keep the copy as is."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png", heading: HERO_HEADING, ctaLabel: "See what we do" } }] },
      { post: WELCOME, coverImage: "mountain-sunrise.jpg" },
    ],
    note: "Only the hero's picture changes; the sunrise picture stays the welcome post's cover (not replaced everywhere).",
  },
  {
    id: "sections-196",
    domain: "sections",
    intent: "change",
    say: [
      "A client pointed out that the button on our homepage banner says 'See what we do' but drops people on the About page. Our work is on the blog, so that's where it should go.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaUrl: "/blog", imageId: "mountain-sunrise.jpg" } }],
        textIncludes: [exact("ctaLabel", "See what we do"), exact("buttonUrl", "/contact")],
      },
    ],
    note: "The hero button's link becomes /blog; its label and the call to action's link stay.",
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-181",
    domain: "posts",
    intent: "change",
    say: [
      "The very first little article in our journal, the one welcoming everybody to the new website, has a rather plain title. Could it be called 'Hello from Northwind Studio' instead? Everything else about it is quite all right.",
    ],
    expect: [
      { post: "Hello from Northwind Studio", exists: true, status: "published", tags: ["news"], coverImage: "mountain-sunrise.jpg" },
      { post: WELCOME, exists: false },
    ],
    note: "The welcome post is renamed; it stays published with its tag and cover.",
  },
  {
    id: "posts-182",
    domain: "posts",
    intent: "change",
    say: ["posts/autumn-collection-colours-of-the-season: tags=design,palettes (seasonal goes)"],
    expect: [{ post: AUTUMN, tags: ["design", "palettes"], status: "draft" }],
    note: "The autumn post's tags are exactly design and palettes; it stays a draft.",
  },
  {
    id: "posts-183",
    domain: "posts",
    intent: "change",
    say: ["Swap in the coastline pic as the cover on the design process post."],
    expect: [
      { post: PROCESS, coverImage: "blue-coast.png", status: "published" },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
    ],
    note: "Only the process post's cover changes; the studio picture stays on the About page.",
  },
  {
    id: "posts-184",
    domain: "posts",
    intent: "change",
    say: ["For the article about autumn, the short text in the list of articles shall be: Our favourite warm colours for this autumn."],
    expect: [{ post: AUTUMN, excerptIncludes: ["Our favourite warm colours for this autumn"], bodyIncludes: ["Autumn is our favourite season for colour."], status: "draft" }],
    note: "The autumn post's excerpt is replaced; its body and status stay.",
  },
  {
    id: "posts-185",
    domain: "posts",
    intent: "change",
    say: ["in teh welcome post it says pages load in under a second, thats not true anymore lol. make it under two seconds pls"],
    expect: [
      { post: WELCOME, bodyIncludes: ["under two seconds", "keyboard", "Thanks for stopping by"], bodyExcludes: ["under a second"], liveBodyIncludes: ["under a second"], status: "published" },
    ],
    note: "The welcome post's draft body says under two seconds; the rest of the body stays and the live version is untouched until published.",
  },
  {
    id: "posts-186",
    domain: "posts",
    intent: "change",
    say: ["The marketing team has been waiting on the autumn colours article for a week. It's been signed off — it just needs to go out."],
    expect: [{ post: AUTUMN, live: true, status: "published" }, cardShown],
    note: "The autumn post is published after a confirmed card.",
  },
  {
    id: "posts-187",
    domain: "posts",
    intent: "change",
    say: [
      "I am told that the article about how we go about designing a website is rather behind the times now. I shouldn't like it thrown away, as there is a good deal of work in it, but would you put it into the archive so that visitors no longer come across it?",
    ],
    expect: [{ post: PROCESS, status: "archived", live: false, exists: true }, { post: WELCOME, live: true }, cardShown],
    note: "The process post is archived (kept, off the blog) after a confirmed card.",
  },
  {
    id: "posts-188",
    domain: "posts",
    intent: "change",
    say: ["new post title='Five questions to ask before a redesign' tags=advice body='Start with what your visitors need.' -- draft only"],
    expect: [
      { post: "Five questions to ask before a redesign", exists: true, status: "draft", live: false, tags: ["advice"], bodyIncludes: ["Start with what your visitors need."] },
      liveSame,
    ],
    note: "A draft post with that title, one tag advice and that body; nothing goes live.",
  },
  {
    id: "posts-189",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Black Friday teaser", tags: ["promo"], body: "Something big is coming on Black Friday. Stay tuned!" } }],
    say: ["Kill the Black Friday teaser post — we're not running that promo this year."],
    expect: [{ post: "Black Friday teaser", exists: false, inTrash: true }, { post: AUTUMN, exists: true }, cardShown],
    note: "The teaser draft goes to the trash after a confirmed card; other posts stay.",
  },
  {
    id: "posts-190",
    domain: "posts",
    intent: "read",
    say: ["what tags r on the autumn post rn"],
    expect: [unchanged, { reply: { includesAll: ["design", "seasonal"] } }],
    note: "The autumn post has the tags design and seasonal.",
  },
  {
    id: "posts-191",
    domain: "posts",
    intent: "change",
    say: ["Our welcome post still tells people the blog is brand new, and that was ages ago. Take it off the blog for now, but keep it — we'll rewrite it later."],
    expect: [{ post: WELCOME, live: false, exists: true, inTrash: false }, { post: PROCESS, live: true }, cardShown],
    note: "The welcome post leaves the blog (unpublished or archived) but is not trashed.",
  },
  {
    id: "posts-192",
    domain: "posts",
    intent: "refuse",
    say: ["Blast the design process post out to our email list this afternoon — subject line 'How we build calm websites'."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "The CMS cannot send emails: it says so and changes nothing.",
  },
];

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-181",
    domain: "images",
    intent: "change",
    say: [
      "There is a picture of the blue seaside with green headlands, down on our Contact page. My nephew says the little description that is read aloud to blind visitors ought to mean something to them. Could it read 'The coast near our studio on a calm morning', please?",
    ],
    expect: [{ image: "blue-coast.png", alt: "The coast near our studio on a calm morning", caption: "" }],
    note: "blue-coast.png's alt text is exactly the given words; its (empty) caption stays.",
  },
  {
    id: "images-182",
    domain: "images",
    intent: "change",
    say: ["blue-coast.png: caption='Headlands, early spring'"],
    expect: [{ image: "blue-coast.png", caption: "Headlands, early spring", alt: "Calm blue coastline with green headlands" }],
    note: "Only the caption is set; the alt text stays.",
  },
  {
    id: "images-183",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ["Our team photo has zero alt text, which is bad for SEO. Add something like 'The Northwind team around the studio table'."],
    expect: [{ image: "team-photo.jpg", hasAlt: true, altIncludes: ["team"] }],
    note: "team-photo.jpg gets an alt text about the team.",
  },
  {
    id: "images-184",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "office-plant.jpg" } }, { image: { name: "team-photo.jpg", alt: "The Northwind team at work" } }],
    say: ["Which pictures are without the alternative text?"],
    expect: [unchanged, { reply: { includesAll: ["office-plant"], excludes: ["team-photo", "mountain-sunrise", "studio-dusk"] } }],
    note: "Only office-plant.jpg lacks alt text; the answer names it and not the pictures that have one.",
  },
  {
    id: "images-185",
    domain: "images",
    intent: "change",
    say: [
      "A screen-reader user wrote in to say the big picture at the top of our homepage is read out as 'Layered hills under a warm sunrise sky', which tells them nothing about us. It should say it's the view from our studio at sunrise.",
    ],
    expect: [{ image: "mountain-sunrise.jpg", altIncludes: ["studio"], caption: "Sunrise over the hills" }],
    note: "mountain-sunrise.jpg's alt text mentions the studio; its caption stays.",
  },
  {
    id: "images-186",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-shopfront.jpg", alt: "Our old shop front on Mill Lane" } }],
    say: [
      "Among the pictures we keep on the website there is a photograph of our old shop front on Mill Lane. It isn't shown anywhere any more and I find it makes me rather sad, so would you please throw it away?",
    ],
    expect: [{ image: "old-shopfront.jpg", exists: false, inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }, cardShown],
    note: "The unused picture goes to the trash after a confirmed card.",
  },
  {
    id: "images-187",
    domain: "images",
    intent: "read",
    say: ["ls images where caption is empty"],
    expect: [unchanged, { reply: { includesAll: ["blue-coast"], excludes: ["mountain-sunrise", "studio-dusk", "autumn-valley"] } }],
    note: "Only blue-coast.png has no caption.",
  },
  {
    id: "images-188",
    domain: "images",
    intent: "change",
    say: ["Swap the sunrise shot out everywhere it's used and put the autumn valley one in its place."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg", heading: HERO_HEADING } }] },
      { post: WELCOME, coverImage: "autumn-valley.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
    note: "Both uses of mountain-sunrise.jpg (the hero and the welcome post's cover) now show autumn-valley.jpg; the old picture stays in the library.",
  },
  {
    id: "images-189",
    domain: "images",
    intent: "refuse",
    say: ["can u crop the sunrise pic so its more square? its too wide on mobile"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "The CMS cannot edit a picture's pixels: it says so and changes nothing.",
  },
  {
    id: "images-190",
    domain: "images",
    intent: "change",
    say: ["chnage the caption on the studio dusk pic to 'the studio on a winter evening' pls"],
    expect: [{ image: "studio-dusk.jpg", caption: "the studio on a winter evening", alt: "Soft violet dusk over rolling hills" }],
    note: "studio-dusk.jpg's caption is exactly the given words; its alt text stays.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-181",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Opening Hours", live: true, sections: [{ template: "text", content: { heading: "When we are open", body: "Monday to Friday, 9 until 5." } }] } }],
    say: [
      "Now that our Opening Hours page is finished, I should very much like people to be able to find it. Could you add it to the row of words along the top of every page, at the end after Contact?",
    ],
    expect: [{ menu: "Opening Hours", present: true, linksTo: "Opening Hours", parent: null, position: 4 }, { menuOrder: ["Home", "About", "Blog", "Contact", "Opening Hours"] }],
    note: "A top-level menu link to the Opening Hours page is added last.",
  },
  {
    id: "navigation-182",
    domain: "navigation",
    intent: "change",
    say: ["nav: label Contact -> 'Get in touch' (same target)"],
    expect: [
      { menu: "Get in touch", present: true, linksTo: "Contact", position: 3, parent: null },
      { menu: "Contact", present: false },
      { page: "Contact", exists: true },
    ],
    note: "Only the menu label changes; it still links to the Contact page, whose title stays.",
  },
  {
    id: "navigation-183",
    domain: "navigation",
    intent: "change",
    say: ["Move Blog up front in the nav — right after Home, before About."],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }, { menu: "Blog", linksTo: "/blog" }],
    note: "Blog moves to second place at the top level.",
  },
  {
    id: "navigation-184",
    domain: "navigation",
    intent: "change",
    say: ["The menu point Blog shall be a sub-point under the menu point About."],
    expect: [{ menu: "Blog", parent: "About", linksTo: "/blog" }, { menuOrder: ["Home", "About", "Contact"] }],
    note: "Blog becomes About's sub-item and leaves the top level.",
  },
  {
    id: "navigation-185",
    domain: "navigation",
    intent: "change",
    say: ["hide contact from the menu for now pls, dont delete it tho"],
    expect: [{ menu: "Contact", present: true, visible: false }, { page: "Contact", live: true }],
    note: "The Contact menu item is hidden, not removed; the page stays live.",
  },
  {
    id: "navigation-186",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Prices", live: true, sections: [{ template: "text", content: { heading: "Prices", body: "Small sites start at £1,500." } }] } },
      { menuItem: { label: "Prices", url: "/contact" } },
    ],
    say: ["Customers click 'Prices' in the menu and end up on the Contact page. We do have a proper Prices page."],
    expect: [{ menu: "Prices", present: true, linksTo: "Prices" }, { menu: "Contact", linksTo: "Contact" }],
    note: "The Prices menu item now links to the Prices page; the Contact item stays.",
  },
  {
    id: "navigation-187",
    domain: "navigation",
    intent: "change",
    say: [
      "In the row of words along the top of the website there is one that says 'Blog'. We haven't written anything in such a long while that I'd rather it were taken away altogether, if you please. The articles themselves may stay where they are.",
    ],
    expect: [{ menu: "Blog", present: false }, { menuOrder: ["Home", "About", "Contact"] }, { post: WELCOME, live: true }, cardShown],
    note: "The Blog menu item is removed after a confirmed card; the posts stay live.",
  },
  {
    id: "navigation-188",
    domain: "navigation",
    intent: "refuse",
    given: [
      { menuItem: { label: "Services", url: "/services" } },
      { menuItem: { label: "Websites", url: "/services/websites", parent: "Services" } },
    ],
    say: ["Put a 'Shopify builds' link under Websites in the Services dropdown, pointing at /services/shopify."],
    expect: [{ menu: "Shopify builds", present: false }, { menu: "Websites", parent: "Services" }, unchanged, { reply: { includesAny: TWO_LEVELS } }],
    note: "Websites is already a sub-item; the menu has two levels, so nothing is added and the reply says why.",
  },
  {
    id: "navigation-189",
    domain: "navigation",
    intent: "change",
    say: ["The order of the menu I want so: Home, Blog, Contact, About."],
    expect: [{ menuOrder: ["Home", "Blog", "Contact", "About"] }],
    note: "The top level is exactly in the given order.",
  },
  {
    id: "navigation-190",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind.example", visible: false } }],
    say: ["whats in the menu rn? is anything hidden"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact", "Shop"] } }, { reply: { includesAny: ["hidden", "not visible", "not shown"] } }],
    note: "Five items, of which Shop is hidden; the answer names them and says Shop is hidden.",
  },
  {
    id: "navigation-191",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Our blog", url: "/blog", parent: "About" } }],
    say: ["People are confused because our menu has a second blog link tucked under About. We only want the one Blog link at the top."],
    expect: [
      { anyOf: [[{ menu: "Our blog", present: false }], [{ menu: "Our blog", visible: false }]] },
      { menu: "Blog", present: true, visible: true, parent: null, linksTo: "/blog" },
    ],
    note: "The duplicate sub-item goes (removed or hidden); the top-level Blog link stays.",
  },
  {
    id: "navigation-192",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Meet the team", live: true, sections: [{ template: "text", content: { heading: "Meet the team", body: "Four people, one studio." } }] } }],
    say: ["Visitors can't find our team page because it isn't in the menu at all. It belongs under About."],
    expect: [{ menu: "Meet the team", present: true, parent: "About", linksTo: "Meet the team" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
    note: "A sub-item under About links to the Meet the team page; the top level stays as it was.",
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-181",
    domain: "settings",
    intent: "change",
    say: [
      "At the very top of every page, just beneath 'Northwind Studio', there is a small sentence describing what we do. I should like it to read 'Friendly websites for small shops and makers', if that is no trouble.",
    ],
    expect: [
      { setting: "tagline", equals: "Friendly websites for small shops and makers" },
      { setting: "name", equals: "Northwind Studio" },
    ],
    note: "The tagline is exactly the given words; the site name stays.",
  },
  {
    id: "settings-182",
    domain: "settings",
    intent: "change",
    say: ["theme: accent=#2b6cd9"],
    expect: [
      { setting: "themeColors.accent", equals: "#2b6cd9" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
    note: "Only the accent colour changes.",
  },
  {
    id: "settings-183",
    domain: "settings",
    intent: "change",
    say: ["We're rebranding to purple — make the main brand color a deep purple."],
    expect: [
      { setting: "themeColors.primary", looksLike: "purple" },
      { setting: "themeColors.accent", changed: false },
    ],
    note: "The primary colour becomes a purple; the accent stays.",
  },
  {
    id: "settings-184",
    domain: "settings",
    intent: "change",
    say: ["Please add to the social links also our Instagram: https://instagram.com/northwindstudio. The other links shall stay."],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
    note: "Instagram is added; Mastodon and GitHub stay.",
  },
  {
    id: "settings-185",
    domain: "settings",
    intent: "change",
    say: ["remove the github link from the socials pls we never use it"],
    expect: [
      { setting: "socialLinks", excludes: "GitHub" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
    ],
    note: "GitHub leaves the social links; Mastodon stays.",
  },
  {
    id: "settings-186",
    domain: "settings",
    intent: "change",
    say: [
      "Legal wants the default description search engines get for our site to make clear we're a UK company. At the moment it just says 'Calm, useful websites for independent businesses.'",
    ],
    expect: [
      { anyOf: [[{ setting: "seoDescription", includes: "UK" }], [{ setting: "seoDescription", includes: "United Kingdom" }]] },
      { setting: "seoTitle", equals: "Northwind Studio" },
    ],
    note: "The default SEO description mentions the UK; the default SEO title stays.",
  },
  {
    id: "settings-187",
    domain: "settings",
    intent: "read",
    say: ["Would you be good enough to tell me the exact colour code of the orange we use to pick things out on the website? The printer has asked for it."],
    expect: [unchanged, { reply: { includesAny: ["#d9622b", "d9622b"] } }],
    note: "The accent colour is #d9622b.",
  },
  {
    id: "settings-188",
    domain: "settings",
    intent: "change",
    say: ["The colour of the text shall become pure black, it is now too grey for reading."],
    expect: [
      { setting: "themeColors.text", looksLike: "black" },
      { setting: "themeColors.background", equals: "#fbfaf7" },
    ],
    note: "The text colour becomes black; the background stays.",
  },
  {
    id: "settings-189",
    domain: "settings",
    intent: "refuse",
    say: ["Our new freelancer Jonas starts Monday and needs his own login so he can write blog posts. Can you set that up for him?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "The assistant cannot create user accounts: it says so and changes nothing.",
  },
];

// ── Entries ────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-181",
    domain: "entries",
    intent: "change",
    say: [
      "Mrs Rosa Lindqvist, who keeps the flower shop Bloom & Stem on the corner, was kind enough to write: 'They made our little shop look as lovely online as it does in person.' Might that go among the kind words from our clients? There is no need to show it to anyone until I have checked with her that she is happy to be quoted.",
    ],
    expect: [
      { entry: { where: { author: "Lindqvist" } }, exists: true, live: false, dataIncludes: { quote: "as lovely online as it does in person", company: "Bloom & Stem" } },
      { entry: "Maple Bakery", live: true },
      liveSame,
    ],
    note: "A new testimonial from Rosa Lindqvist of Bloom & Stem, kept off the site.",
  },
  {
    id: "entries-182",
    domain: "entries",
    intent: "change",
    say: ["testimonials/maple-bakery: quote='Online orders doubled in the first month.'"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "Online orders doubled in the first month.", author: "Priya Shah", company: "Maple Bakery" } }],
    note: "Only the Maple Bakery quote changes; author and company stay.",
  },
  {
    id: "entries-183",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Cedar Dental", data: { quote: "Booking an appointment online is finally easy.", author: "Dr Lena Park", company: "Cedar Dental" }, live: false } }],
    say: ["The Cedar Dental testimonial got the client's thumbs-up. Ship it."],
    expect: [{ entry: "Cedar Dental", live: true }, { post: AUTUMN, live: false }, cardShown],
    note: "The draft Cedar Dental testimonial goes live after a confirmed card; nothing else does.",
  },
  {
    id: "entries-184",
    domain: "entries",
    intent: "change",
    say: ["The testimonial of Harbour Books must not be visible any more, the shop has closed. But please do not erase it."],
    expect: [{ entry: "Harbour Books", exists: true, live: false }, { entry: "Maple Bakery", live: true }],
    note: "The Harbour Books testimonial is taken off the site but kept.",
  },
  {
    id: "entries-185",
    domain: "entries",
    intent: "read",
    say: ["who said the thing abt orders doubling"],
    expect: [unchanged, { reply: { includesAll: ["Priya Shah"] } }],
    note: "Priya Shah of Maple Bakery said it.",
  },
  {
    id: "entries-186",
    domain: "entries",
    intent: "change",
    say: ["Tom from Harbour Books emailed — apparently we've been spelling his surname wrong on his testimonial.", "It's Okafor-Bell, with a hyphen."],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Okafor-Bell", quote: "whole team can update", company: "Harbour Books" } }],
    note: "After the second turn the Harbour Books author reads Tom Okafor-Bell; quote and company stay.",
  },
  {
    id: "entries-187",
    domain: "entries",
    intent: "change",
    say: [
      "I'm sorry to say that the Maple Bakery has closed its doors for good. Their kind words about our work are still on the website, and I think it best we remove them entirely now.",
    ],
    expect: [{ entry: "Maple Bakery", exists: false, inTrash: true }, { entry: "Harbour Books", exists: true, live: true }, cardShown],
    note: "The Maple Bakery testimonial goes to the trash after a confirmed card.",
  },
  {
    id: "entries-188",
    domain: "entries",
    intent: "read",
    given: [{ entry: { title: "Cedar Dental", data: { quote: "Booking an appointment online is finally easy.", author: "Dr Lena Park", company: "Cedar Dental" }, live: false } }],
    say: ["Quick gut check: how many testimonials are live on the site right now, and who are they from?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["2", "two"] } },
      { reply: { includesAny: ["Maple Bakery", "Priya Shah"] } },
      { reply: { includesAny: ["Harbour Books", "Tom Okafor"] } },
    ],
    note: "Two testimonials are live (Maple Bakery and Harbour Books); Cedar Dental is only a draft.",
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-181",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Careers", sections: [{ template: "text", content: { heading: "Work with us", body: "We are hiring a junior designer." } }] } },
      { post: { title: "Studio news: spring", tags: ["news"], body: "Spring is busy in the studio." } },
    ],
    say: [
      "Would you now please let the public see our new Careers page, and the article about the colours of autumn as well. The little piece of spring news ought to wait a while longer, as I have not quite finished it.",
    ],
    expect: [{ page: "Careers", live: true }, { post: AUTUMN, live: true }, { post: "Studio news: spring", live: false, status: "draft" }, cardShown],
    note: "Careers and the autumn post go live after a confirmed card; the spring post stays a draft.",
  },
  {
    id: "publishing-182",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Careers", sections: [{ template: "text", content: { heading: "Work with us", body: "We are hiring a junior designer." } }] } }],
    say: ["ls drafts"],
    expect: [unchanged, { reply: { includesAll: ["Careers", "Autumn collection"] } }],
    note: "The Careers page and the autumn post are the drafts waiting.",
  },
  {
    id: "publishing-183",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Pricing", body: "Small sites from £1,500." } }] } }],
    say: ["Ship everything that's waiting to go live."],
    expect: [{ page: "Pricing", live: true }, { post: AUTUMN, live: true }, cardShown],
    note: "Both drafts (the Pricing page and the autumn post) go live after a confirmed card.",
  },
  {
    id: "publishing-184",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["Publish please the article about the autumn."],
    expect: [{ post: AUTUMN, live: false, status: "draft" }, liveSame, cardShown],
    note: "The person declines the card, so the autumn post stays a draft.",
  },
  {
    id: "publishing-185",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind.example", live: false } }],
    say: ["publish the menu pls, the shop link is ready to go"],
    expect: [{ menu: "Shop", live: true }, { post: AUTUMN, live: false }, cardShown],
    note: "The draft menu (with Shop) goes live after a confirmed card; the autumn post does not.",
  },
  {
    id: "publishing-186",
    domain: "publishing",
    intent: "read",
    given: [{ settings: { tagline: "Websites with a human touch", live: false } }],
    say: ["Somebody changed our tagline to 'Websites with a human touch' last week, but a client says the site still shows the old one. Did it ever go live?"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
    note: "The new tagline is only in the settings draft: the answer says it was never published.",
  },
  {
    id: "publishing-187",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Websites with a human touch", live: false } }],
    say: ["publish settings only. autumn post stays draft"],
    expect: [{ setting: "tagline", in: "live", equals: "Websites with a human touch" }, { post: AUTUMN, live: false }, cardShown],
    note: "The settings draft goes live after a confirmed card; the autumn post stays a draft.",
  },
  {
    id: "publishing-188",
    domain: "publishing",
    intent: "refuse",
    say: [
      "I shall be away visiting my sister next week. Would it be possible to arrange for the article about the autumn colours to appear by itself on Monday at nine o'clock in the morning, while I am gone?",
    ],
    expect: [{ post: AUTUMN, live: false }, unchanged, { reply: { includesAny: CANNOT } }],
    note: "Publishing cannot be scheduled: the reply says so and the post stays a draft.",
  },
  {
    id: "publishing-189",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["publish the autumn post pls"],
    expect: [{ post: AUTUMN, live: false }, unchanged, { reply: { includesAny: PERMISSION } }],
    note: "A viewer may not publish: the post stays a draft and the reply says why.",
  },
];

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-181",
    domain: "search",
    intent: "read",
    say: ["Somewhere on our website we promise people how quickly we shall answer when they write to us. Could you tell me where that is, and what exactly it says?"],
    expect: [unchanged, { reply: { includesAny: ["two working days", "2 working days"] } }, { reply: { includesAny: ["Home", "homepage", "home page", "front page"] } }],
    note: "The call to action on Home says we reply within two working days.",
  },
  {
    id: "search-182",
    domain: "search",
    intent: "read",
    say: ["grep -i keyboard"],
    expect: [unchanged, { reply: { includesAny: [WELCOME] } }],
    note: "Only the welcome post's body mentions a keyboard.",
  },
  {
    id: "search-183",
    domain: "search",
    intent: "read",
    say: ["Where on the site do we say how long a project takes? I need the exact line for a pitch deck."],
    expect: [unchanged, { reply: { includesAll: ["six to ten weeks"] } }, { reply: { includesAny: ["About"] } }],
    note: "The About page's FAQ answer says six to ten weeks.",
  },
  {
    id: "search-184",
    domain: "search",
    intent: "read",
    say: ["On which pages is used the picture with the studio at dusk?"],
    expect: [unchanged, { reply: { includesAll: ["About", "Contact"] } }],
    note: "studio-dusk.jpg is on the About page (beside the text) and the Contact page (in the gallery).",
  },
  {
    id: "search-185",
    domain: "search",
    intent: "read",
    say: ["wheres our phone number on the site"],
    expect: [unchanged, { reply: { includesAny: ["7946 0000"] } }, { reply: { includesAny: ["Contact"] } }],
    note: "The phone number +44 20 7946 0000 is on the Contact page.",
  },
  {
    id: "search-186",
    domain: "search",
    intent: "read",
    say: ["A client says our site still mentions Mastodon somewhere, and we thought we'd dropped it. Where is it?"],
    expect: [unchanged, { reply: { includesAny: ["social", "settings"] } }],
    note: "Mastodon is one of the site's social links, in the settings.",
  },
  {
    id: "search-187",
    domain: "search",
    intent: "read",
    say: ["In which article is written about sketching on paper?"],
    expect: [unchanged, { reply: { includesAny: [PROCESS, "Behind the scenes"], excludes: [WELCOME, "Autumn collection"] } }],
    note: "Only the design process post talks about rough layouts on paper.",
  },
  {
    id: "search-188",
    domain: "search",
    intent: "read",
    say: ["Quick count for my monthly report: how many blog posts are live, and how many are still sitting in draft?"],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }, { reply: { includesAny: ["1", "one"] } }],
    note: "Two posts are live and one is a draft.",
  },
];

// ── Multi-step ─────────────────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-181",
    domain: "multi",
    intent: "change",
    say: [
      "I have been meaning to tell people what things cost. Might you make a new page called 'Our Prices' saying simply 'Prices start from £1,500 for a small site.', and then put it in the row of words along the top, after Contact? It needn't be shown to the public just yet.",
    ],
    expect: [
      { page: "Our Prices", exists: true, live: false, textIncludes: ["Prices start from £1,500 for a small site"] },
      { menu: "Our Prices", present: true, linksTo: "Our Prices", parent: null, position: 4 },
    ],
    note: "A draft page with that sentence, and a top-level menu link to it after Contact.",
  },
  {
    id: "multi-182",
    domain: "multi",
    intent: "change",
    say: ["contact: title='Get in touch', slug=get-in-touch, nav label too"],
    expect: [
      { page: "Get in touch", exists: true, slug: "get-in-touch" },
      { page: "Contact", exists: false },
      { menu: "Get in touch", present: true, linksTo: "get-in-touch", position: 3 },
      { menu: "Contact", present: false },
    ],
    note: "The Contact page gets a new title and slug, and its menu item the new label.",
  },
  {
    id: "multi-183",
    domain: "multi",
    intent: "change",
    say: ["Punch up the hero headline: 'Websites that win you customers'.", "And make the button say 'Start your project' and point it at /contact."],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { ctaUrl: "/contact", imageId: "mountain-sunrise.jpg", subheading: HERO_SUBHEADING_START } }],
        textIncludes: [exact("heading", "Websites that win you customers"), exact("ctaLabel", "Start your project"), exact("buttonLabel", "Get in touch")],
      },
    ],
    note: "The hero's heading (without the full stop after the quote), button label and link change; the call to action's button stays.",
  },
  {
    id: "multi-184",
    domain: "multi",
    intent: "change",
    say: ["Erase the page About from the site and also from the menu."],
    expect: [{ page: "About", exists: false, inTrash: true }, { menu: "About", present: false }, { menuOrder: ["Home", "Blog", "Contact"] }, cardShown],
    note: "The About page goes to the trash and its menu item is removed, after confirmed cards.",
  },
  {
    id: "multi-185",
    domain: "multi",
    intent: "change",
    say: ["fix teh autumn post title to Autumn palettes 2025 and put it live pls"],
    expect: [{ post: "Autumn palettes 2025", exists: true, live: true, status: "published" }, { post: AUTUMN, exists: false }, cardShown],
    note: "The autumn post is renamed and then published after a confirmed card.",
  },
  {
    id: "multi-186",
    domain: "multi",
    intent: "change",
    say: [
      "Two things from today's client call: the tagline should say 'Websites for independent shops and studios', and the orange accent clashes with their new logo — they want a teal accent instead.",
    ],
    expect: [
      { setting: "tagline", equals: "Websites for independent shops and studios" },
      { setting: "themeColors.accent", looksLike: "teal" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
    note: "The tagline is exactly the given words and the accent becomes a teal; the primary colour stays.",
  },
  {
    id: "multi-187",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "garden-bench.jpg" } }, { image: { name: "window-light.jpg" } }],
    say: ["2 pics i uploaded yday (garden bench + window light) have no alt txt, can u write some for both"],
    expect: [
      { image: "garden-bench.jpg", hasAlt: true },
      { image: "window-light.jpg", hasAlt: true },
    ],
    note: "Both pictures get an alt text.",
  },
  {
    id: "multi-188",
    domain: "multi",
    intent: "change",
    say: ["about faq: rm q2; q1.answer='Usually four to eight weeks.'"],
    expect: [
      {
        page: "About",
        textIncludes: [exact("question", FAQ_1), exact("answer", "Usually four to eight weeks.")],
        textExcludes: [FAQ_2, "six to ten weeks"],
      },
    ],
    note: "The second question goes and the first one's answer is exactly the given text.",
  },
];

// ── Conversations ──────────────────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-181",
    domain: "conversation",
    intent: "change",
    say: [
      "Would you kindly change the large heading on the big picture at the top of our Home page so that it reads 'A calm website for your business'?",
      "Oh dear, having slept on it I prefer 'A calm home for your business online'. Would you change it once more?",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg", ctaLabel: "See what we do" } }],
        textIncludes: [exact("heading", "A calm home for your business online")],
        textExcludes: ["A calm website for your business", HERO_HEADING],
      },
    ],
    note: "The hero heading ends up exactly the second wording.",
  },
  {
    id: "conversation-182",
    domain: "conversation",
    intent: "change",
    say: ["nav: hide Blog", "undo that"],
    expect: [{ menu: "Blog", present: true, visible: true }],
    note: "The Blog menu item is shown again after the undo.",
  },
  {
    id: "conversation-183",
    domain: "conversation",
    intent: "change",
    say: ["Change the homepage CTA button to 'Book a call'.", "Same for the button up in the hero."],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "hero", fields: { ctaUrl: "/about" } },
          { template: "cta", fields: { buttonUrl: "/contact" } },
        ],
        textIncludes: [exact("buttonLabel", "Book a call"), exact("ctaLabel", "Book a call")],
      },
    ],
    note: "Both buttons read exactly Book a call; their links stay.",
  },
  {
    id: "conversation-184",
    domain: "conversation",
    intent: "change",
    say: ["I want that the page Contact has the SEO description 'Write or call Northwind Studio.'", "The same for the page About, but with 'Meet the team behind Northwind Studio.'"],
    expect: [
      { page: "Contact", seoDescription: "Write or call Northwind Studio." },
      { page: "About", seoDescription: "Meet the team behind Northwind Studio." },
    ],
    note: "Each page gets exactly its own SEO description.",
  },
  {
    id: "conversation-185",
    domain: "conversation",
    intent: "change",
    say: ["whats still in draft", "ok publish it"],
    expect: [{ post: AUTUMN, live: true, status: "published" }, cardShown],
    note: "The only draft is the autumn post; 'it' is that post, published after a confirmed card.",
  },
  {
    id: "conversation-186",
    domain: "conversation",
    intent: "change",
    say: ["Our designer says the studio picture on the About page should sit on the left of the text.", "Clients liked it better the way it was. Put it back, please."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "right", imageId: "studio-dusk.jpg" } }] }],
    note: "The picture ends up on the right again.",
  },
  {
    id: "conversation-187",
    domain: "conversation",
    intent: "change",
    say: [
      "Might you tell me what the kind words from Harbour Books say, exactly?",
      "Thank you. Could you make it read 'Finally, a website our whole team can update with ease.' instead?",
    ],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "Finally, a website our whole team can update with ease.", author: "Tom Okafor" } }],
    note: "The Harbour Books quote becomes the new wording; the author stays.",
  },
  {
    id: "conversation-188",
    domain: "conversation",
    intent: "change",
    say: ["mk page Careers (empty, draft)", "+ nav under About"],
    expect: [
      { page: "Careers", exists: true, live: false },
      { menu: "Careers", present: true, parent: "About", linksTo: "Careers" },
    ],
    note: "A draft Careers page, then a menu link to it under About.",
  },
  {
    id: "conversation-189",
    domain: "conversation",
    intent: "change",
    say: ["Spin up a draft post called 'Five signs your site needs a refresh' and tag it tips.", "Actually, make the tag 'advice' instead."],
    expect: [{ post: "Five signs your site needs a refresh", exists: true, status: "draft", tags: ["advice"] }],
    note: "The new draft post ends with only the tag advice.",
  },
  {
    id: "conversation-190",
    domain: "conversation",
    intent: "change",
    say: ["Put the menu point Contact as first.", "No, not first — as second, after Home."],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }],
    note: "Contact ends in second place, after Home.",
  },
  {
    id: "conversation-191",
    domain: "conversation",
    intent: "change",
    say: ["pls chnage the caption on the autumn pic to 'valley in october'", "and same for the sunrise one but 'hills at dawn'"],
    expect: [
      { image: "autumn-valley.jpg", caption: "valley in october" },
      { image: "mountain-sunrise.jpg", caption: "hills at dawn" },
    ],
    note: "Each picture gets exactly its own caption.",
  },
  {
    id: "conversation-192",
    domain: "conversation",
    intent: "change",
    given: [{ page: { title: "Pricing", slug: "pricing", live: true, sections: [{ template: "text", content: { heading: "Pricing", body: "Small sites from £1,500." } }] } }],
    say: [
      "Sales says the button in the 'Have a project in mind?' box on the homepage should take people to our prices, not to the contact page.",
      "It's the page called Pricing, in case that wasn't clear.",
    ],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonUrl: "pricing", buttonLabel: "Get in touch" } }], textIncludes: [exact("ctaUrl", "/about")] }],
    note: "The call to action's button links to the Pricing page; its label and the hero's link stay.",
  },
  {
    id: "conversation-193",
    domain: "conversation",
    intent: "change",
    say: [
      "Please take the box that says 'Care' out of the three boxes on our front page.",
      "Oh no, I'm so sorry, that was my mistake — I meant 'Build'. Would you put 'Care' back and take 'Build' away instead?",
    ],
    expect: [{ page: "Home", textIncludes: [exact("title", "Design"), exact("title", "Care"), "Ongoing help"], textExcludes: [exact("title", "Build")] }],
    note: "Care is back (with its description) and Build is gone.",
  },
  {
    id: "conversation-194",
    domain: "conversation",
    intent: "change",
    given: [{ post: { title: "Holiday hours 2024", tags: ["news"], body: "We are closed from 24 December to 2 January." } }],
    say: ["rm post 'Holiday hours 2024'", "wait no. restore it"],
    expect: [{ post: "Holiday hours 2024", exists: true, inTrash: false }],
    note: "The post was trashed and then restored.",
  },
  {
    id: "conversation-195",
    domain: "conversation",
    intent: "change",
    say: ["What's the hex for our primary brand color?", "Make it brighter — a clear green, something like #2f9e6b."],
    expect: [
      { setting: "themeColors.primary", looksLike: "green", changed: true },
      { setting: "themeColors.accent", equals: "#d9622b" },
    ],
    note: "The primary colour (#35524a) becomes a clear green; the accent stays.",
  },
  {
    id: "conversation-196",
    domain: "conversation",
    intent: "change",
    say: ["Make a new page 'Team' with the text 'We are four people who love calm websites.'", "Now publish it, please."],
    expect: [{ page: "Team", exists: true, live: true, textIncludes: [exact("body", "We are four people who love calm websites.")] }, cardShown],
    note: "A Team page with that text, then published after a confirmed card.",
  },
  {
    id: "conversation-197",
    domain: "conversation",
    intent: "change",
    say: ["add a q to the about faq: Do you design logos? answer: No, but we work with brand designers we trust.", "oops put it first not last"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: '[{"question":"Do you design logos?"' } }],
        textIncludes: [FAQ_1, FAQ_2, "brand designers we trust"],
      },
    ],
    note: "The new question is the FAQ's first item; the two old ones stay.",
  },
  {
    id: "conversation-198",
    domain: "conversation",
    intent: "read",
    say: ["How many posts are on the blog?", "And which of those can visitors actually read today?"],
    expect: [unchanged, { reply: { includesAll: ["Welcome to our new website", "Behind the scenes"] } }],
    note: "The two published posts are the welcome and design process posts.",
  },
];

// ── Vague requests ─────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-181",
    domain: "clarify",
    intent: "clarify",
    say: ["I do feel the website ought to look a little more cheerful, if that's at all possible."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Too vague: a short question about what to change is right.",
  },
  {
    id: "clarify-182",
    domain: "clarify",
    intent: "clarify",
    say: ["fix the link"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which link, and to what? A question is right.",
  },
  {
    id: "clarify-183",
    domain: "clarify",
    intent: "clarify",
    say: ["Can you make the page pop more?"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which page and how? A question is right.",
  },
  {
    id: "clarify-184",
    domain: "clarify",
    intent: "clarify",
    say: ["Please change the text."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which text, to what? A question is right.",
  },
  {
    id: "clarify-185",
    domain: "clarify",
    intent: "clarify",
    say: ["can u update the pic"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which picture, and with what? A question is right.",
  },
  {
    id: "clarify-186",
    domain: "clarify",
    intent: "clarify",
    say: ["A customer complained that something is off with the blog."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "No problem is named: a question is right.",
  },
];

// ── Off-topic ──────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-181",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Any tips for a punchy LinkedIn headline for me personally? Something that screams growth marketer."],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
    note: "Not about the site: it says what it can help with and changes nothing.",
  },
  {
    id: "offtopic-182",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats the weather gonna be like tmrw in london"],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
    note: "Not about the site: it says what it can help with and changes nothing.",
  },
];

export const TWENTYSEVENTH_PASS_CASES: Case[] = [
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
