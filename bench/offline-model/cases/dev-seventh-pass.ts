/**
 * Development set, seventh pass: 120 requests in voices none of the earlier passes used — a museum
 * curator (precise, formal, long nouns: "the permanent collection", "the attribution", "itemise"), a
 * plumber typing on a phone between jobs (no punctuation, "u", "ur", "thx"), a non-profit's
 * communications officer (appeal, donate, volunteers, supporters), a Japanese student intern writing
 * polite, careful English ("Excuse me, could you please…"), a podcast host (episodes, show notes), an
 * estate agent (listings, viewings, landlords), a voice-assistant transcript (no punctuation,
 * spelled-out numbers, "full stop", "dot png"), someone pasting from Word (smart quotes, en dashes,
 * "•" bullets), someone who only asks permission-style questions ("is it possible to…", "would you be
 * able to…", "can I get…"), a Gen-Z user's slang ("lowkey", "ngl", "pls", "the vibe", "mid"), someone
 * who calls everything "the thingy", "that box" or "the bit under the …", a compliance officer
 * (cookie notice, privacy policy, GDPR wording, legal sign-off), a photographer handling many images
 * at once, a very short requester ("autumn post live", "hide contact"), and conversations whose later
 * messages change course ("actually make it …", "and also …", "undo that", "put it back", "bring back
 * the page I deleted", "what did you just change?"). Written from the tools' descriptions, the
 * services, the section templates and the demo seed only, without reading the offline model, its
 * docs, its tests or the other passes. About one message in six has a typo.
 */
import { unchanged, liveSame, cardShown, noCard, CANNOT, PERMISSION, NOT_FOUND, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** The demo menu, top level, as seeded. */
const MENU = [...DEMO.menu];

/** The Home page's sections, top to bottom, as seeded. */
const HOME_SECTIONS = ["hero", "featureGrid", "cta"];

/** The About page's sections, top to bottom, as seeded. */
const ABOUT_SECTIONS = ["text", "imageText", "faq"];

/** Phrases of an answer that says the search found nothing. */
const NOTHING_FOUND = ["nothing", "no results", "no matches", "no match", "no mention", "doesn't mention", "does not mention", "isn't mentioned", "not mentioned", "none", "nowhere", ...NOT_FOUND];

/** Phrases of an answer that says something is not on the public site. */
const NOT_LIVE = ["draft", "not published", "isn't published", "unpublished", "not live", "isn't live", "not visible", "isn't visible", "not yet", "hidden"];

/** What an off-topic answer looks like: nothing changed, no card, a short reply. */
const offTopic = [unchanged, noCard, { reply: { maxChars: 400 } }] as const;

const pages: Case[] = [
  {
    id: "pages-601",
    domain: "pages",
    intent: "change",
    say: [
      "Kindly create a new page entitled 'Permanent Collection' for the museum's holdings. It should remain a draft for the present; the curatorial team will review the wording before anything is made public.",
    ],
    expect: [{ page: "Permanent Collection", exists: true, live: false, slug: "permanent-collection" }, { page: "About", exists: true, live: true }, liveSame],
    note: "Asked to stay a draft: the public site does not change.",
  },
  {
    id: "pages-602",
    domain: "pages",
    intent: "change",
    say: ["can u make a page calld Emergency Callouts thx"],
    expect: [{ page: "Emergency Callouts", exists: true, live: false }, { page: "Home", exists: true, live: true }, liveSame],
    note: "Nobody asked for the new (empty) page to go live, so it is a draft.",
  },
  {
    id: "pages-603",
    domain: "pages",
    intent: "change",
    given: [
      {
        page: {
          title: "Listings",
          live: true,
          sections: [{ template: "text", content: { heading: "Current listings", body: "Two-bed flat on Riverside Road, £1,150 pcm. Viewings by appointment." } }],
        },
      },
    ],
    say: ["Please rename the Listings page to 'Properties for Sale' – keep the web address the same though, we've already printed it on the window cards."],
    expect: [{ page: "Properties for Sale", exists: true, slug: "listings", sectionCount: 1, textIncludes: ["Riverside Road"] }, { page: "Listings", exists: false }],
    note: "The title changes; the slug stays 'listings' because the address is printed.",
  },
  {
    id: "pages-604",
    domain: "pages",
    intent: "change",
    say: [
      "Please create a draft Privacy Policy page with one text section headed 'How we use your data'. It should say that we process personal data under the UK GDPR and that anyone can email hello@northwind.example to ask for their data to be erased. Do not publish it yet; it needs legal sign-off.",
    ],
    expect: [
      {
        page: "Privacy Policy",
        exists: true,
        live: false,
        sectionTemplates: ["text"],
        sections: [{ template: "text", fields: { heading: "How we use your data" } }],
        textIncludes: ["GDPR", "hello@northwind.example"],
      },
      liveSame,
    ],
  },
  {
    id: "pages-605",
    domain: "pages",
    intent: "change",
    say: ["ngl the google title for the about page is kinda mid, pls make it 'About Northwind – the calm web studio'"],
    expect: [
      { page: "About", exists: true, slug: "about", seoTitle: "About Northwind – the calm web studio", seoDescription: "Who we are and how we work." },
      { page: "Home", seoTitle: "Northwind Studio — calm, useful websites" },
    ],
    note: "The 'google title' is the page's SEO title; the page keeps its title 'About' and its description.",
  },
  {
    id: "pages-606",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Opening Hours", live: true, sections: [{ template: "text", content: { body: "Open 8am to 6pm, Monday to Saturday, all summer." } }] } }],
    say: ["delete the summer opening hours page full stop its out of date now full stop"],
    expect: [{ page: "Summer Opening Hours", inTrash: true }, { page: "Home", exists: true, live: true }, { page: "Contact", exists: true, live: true }],
  },
  {
    id: "pages-607",
    domain: "pages",
    intent: "change",
    say: ["take contact offline"],
    expect: [{ page: "Contact", exists: true, inTrash: false, live: false }, { page: "About", live: true }, { page: "Home", live: true }],
    note: "Offline means unpublished, not deleted: the page stays as a draft.",
  },
  {
    id: "pages-608",
    domain: "pages",
    intent: "read",
    say: ["Excuse me, may I ask how many pages our website has at the moment? And are all of them published? Thank you very much for your help."],
    expect: [unchanged, { reply: { includesAny: ["3", "three"] } }],
  },
  {
    id: "pages-609",
    domain: "pages",
    intent: "read",
    say: ["which of our pages has the FAQ bit on it? want to link it in this weeks show notes"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
  },
  {
    id: "pages-610",
    domain: "pages",
    intent: "read",
    say: ["Would you be able to tell me what the web adress of the contact page is?"],
    expect: [unchanged, { reply: { includesAny: ["/contact"] } }],
  },
  {
    id: "pages-611",
    domain: "pages",
    intent: "change",
    say: [
      "Please update the Home page’s search description to the text below (from our brand doc):\n• A small studio making calm, fast websites for independent shops – and the people who run them.",
    ],
    expect: [
      { page: "Home", seoDescription: "A small studio making calm, fast websites for independent shops – and the people who run them.", seoTitle: "Northwind Studio — calm, useful websites" },
      { page: "About", seoDescription: "Who we are and how we work." },
    ],
    note: "The bullet comes from Word and is not part of the description; the en dash is.",
  },
  {
    id: "pages-612",
    domain: "pages",
    intent: "change",
    say: [
      "We're launching our Winter Appeal next week. Could you set up a page called 'Winter Appeal' with a big banner at the top saying 'Keep someone warm this winter' and a donate button that goes to /donate? Please leave it unpublished untill the board signs it off.",
    ],
    expect: [
      { page: "Winter Appeal", exists: true, live: false, sections: [{ template: "hero", fields: { heading: "Keep someone warm this winter" } }] },
      {
        anyOf: [
          [{ page: "Winter Appeal", sections: [{ template: "hero", fields: { ctaUrl: "/donate" } }] }],
          [{ page: "Winter Appeal", sections: [{ template: "cta", fields: { buttonUrl: "/donate" } }] }],
        ],
      },
      liveSame,
    ],
    note: "The donate button may be the banner's own button or a call-to-action section below it.",
  },
  {
    id: "pages-613",
    domain: "pages",
    intent: "refuse",
    given: [{ page: { title: "Volunteers", live: true, sections: [{ template: "text", content: { heading: "Volunteer rota", body: "Saturday shifts: 9am–1pm at the warehouse." } }] } }],
    say: ["Is it possible to put a password on the Volunteers page, so that only our registered volunteers can see the rota?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Pages have no password or members-only setting; it says so rather than unpublishing or deleting the page.",
  },
  {
    id: "pages-614",
    domain: "pages",
    intent: "read",
    say: ["Could you confirm whether the About page presently carries a search-engine description and, if so, what it reads?"],
    expect: [unchanged, { reply: { includesAny: ["Who we are and how we work"] } }],
  },
];

const sections: Case[] = [
  {
    id: "sections-601",
    domain: "sections",
    intent: "change",
    say: ["the button on the home page top bit shud say Call us now not See what we do"],
    expect: [
      {
        page: "Home",
        sectionTemplates: HOME_SECTIONS,
        sections: [
          { template: "hero", fields: { ctaLabel: "Call us now", heading: "Websites that feel calm and work hard", ctaUrl: "/about" } },
          { template: "cta", fields: { buttonLabel: "Get in touch" } },
        ],
      },
    ],
    note: "Only the banner's button label changes; its link and the lower 'Get in touch' button stay.",
  },
  {
    id: "sections-602",
    domain: "sections",
    intent: "change",
    say: ["the thingy under the big picture on the home page, the one with three little boxes – can you change the middle box from 'Build' to 'Develop'? keep the little bit of writing under it"],
    expect: [
      {
        page: "Home",
        sectionTemplates: HOME_SECTIONS,
        sections: [{ template: "featureGrid", fields: { features: "Develop", heading: "What we do" } }],
        textIncludes: ["Fast, accessible pages that work on every device", "Clear layouts and type", "Ongoing help"],
      },
    ],
  },
  {
    id: "sections-603",
    domain: "sections",
    intent: "change",
    say: ["Please add a short cookie notice at the very bottom of the Home page, as a plain text section, reading: 'We use only essential cookies. See our privacy policy for details.'"],
    expect: [
      { page: "Home", sectionTemplates: [...HOME_SECTIONS, "text"], sections: [{ template: "text", fields: { body: "We use only essential cookies" } }] },
      { page: "About", sectionCount: 3 },
      { page: "Contact", sectionCount: 2 },
    ],
  },
  {
    id: "sections-604",
    domain: "sections",
    intent: "change",
    say: ["lowkey the 'have a project in mind' box on home shoud come before the what we do grid, swap em pls"],
    expect: [{ page: "Home", sectionTemplates: ["hero", "cta", "featureGrid"], sections: [{ template: "cta", fields: { heading: "Have a project in mind?" } }] }],
  },
  {
    id: "sections-605",
    domain: "sections",
    intent: "change",
    say: [
      "On the About page, please append a further question to the existing FAQ: 'Do you work with cultural institutions?', with the answer 'Yes — we have built sites for galleries, archives and museums.' The existing questions should remain as they are.",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ABOUT_SECTIONS,
        textIncludes: ["How long does a website take?", "Can we edit the site ourselves?", "Do you work with cultural institutions?", "galleries, archives and museums"],
      },
    ],
    note: "One FAQ with three questions, not a second FAQ section.",
  },
  {
    id: "sections-606",
    domain: "sections",
    intent: "change",
    say: ["on the contact page remove the galery section full stop we dont need the photos there any more"],
    expect: [
      { page: "Contact", sectionTemplates: ["text"], textIncludes: ["hello@northwind.example"] },
      { image: "blue-coast.png", exists: true },
      { image: "studio-dusk.jpg", exists: true },
      { page: "About", sectionTemplates: ABOUT_SECTIONS },
    ],
    note: "Only the section goes; the photos stay in the library.",
  },
  {
    id: "sections-607",
    domain: "sections",
    intent: "change",
    given: [
      {
        page: {
          title: "Viewings",
          live: true,
          sections: [{ template: "text", content: { heading: "Book a viewing", body: "Viewings are available Monday to Friday, 10am–4pm. Call the office to book." } }],
        },
      },
    ],
    say: ["Can you update the Viewings page – we now do viewings on Saturdays too, 10am to 2pm. Weekdays stay the same."],
    expect: [{ page: "Viewings", sectionCount: 1, textIncludes: ["Saturday", "Monday"] }],
  },
  {
    id: "sections-608",
    domain: "sections",
    intent: "change",
    given: [{ page: { title: "Episodes", live: true, sections: [{ template: "text", content: { heading: "All episodes", body: "New conversations about slow, useful web design." } }] } }],
    say: ["add an faq bit to the bottom of the Episodes page with one question – 'How often do new episodes come out?' answer 'Every other Tuesday, with show notes on the blog.'"],
    expect: [
      {
        page: "Episodes",
        sectionTemplates: ["text", "faq"],
        sections: [
          { template: "faq", fields: { items: "Every other Tuesday" } },
          { template: "text", fields: { body: "slow, useful web design" } },
        ],
        textIncludes: ["How often do new episodes come out?"],
      },
    ],
  },
  {
    id: "sections-609",
    domain: "sections",
    intent: "change",
    say: ["Excuse me, on the About page, the picture in the 'Where we work' part is on the right side. Could you please move it to the left side? Thank you very much."],
    expect: [
      { page: "About", sectionTemplates: ABOUT_SECTIONS, sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }] },
    ],
    note: "The picture moves within its section (image position); the sections keep their order.",
  },
  {
    id: "sections-610",
    domain: "sections",
    intent: "change",
    say: ["Please replace the ‘About us’ text with the following:\n“Northwind Studio is a team of five designers and developers – based by the river since 2019.”"],
    expect: [
      {
        page: "About",
        sectionTemplates: ABOUT_SECTIONS,
        sections: [{ template: "text", fields: { body: "team of five designers and developers", heading: "About us" } }],
        textExcludes: ["team of four"],
        textIncludes: ["Where we work"],
      },
    ],
    note: "The body of the 'About us' section is replaced; its heading and the other sections stay.",
  },
  {
    id: "sections-611",
    domain: "sections",
    intent: "change",
    say: ["Is it possible to change the big heading on the home page to 'Calm websites for busy people'?"],
    expect: [
      {
        page: "Home",
        sectionTemplates: HOME_SECTIONS,
        sections: [{ template: "hero", fields: { heading: "Calm websites for busy people", subheading: "We design and build sites for independent businesses" } }],
      },
      { page: "Home", sections: [{ template: "cta", fields: { heading: "Have a project in mind?" } }] },
    ],
    note: "A permission-style question is a request.",
  },
  {
    id: "sections-612",
    domain: "sections",
    intent: "refuse",
    say: ["Can we embed our appeal video (its on YouTube) right on the Home page so it plays there for supporters?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "No section template plays a video; it says so (it may offer a link instead) without adding anything.",
  },
  {
    id: "sections-613",
    domain: "sections",
    intent: "read",
    say: ["Would you enumerate the sections of the About page in their present order?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["faq", "questions we hear often", "questions"] } },
      { reply: { includesAny: ["where we work", "image and text", "image & text", "imagetext", "image"] } },
    ],
  },
  {
    id: "sections-614",
    domain: "sections",
    intent: "read",
    say: ["whats the phone numbr on the contact page"],
    expect: [unchanged, { reply: { includesAny: ["7946 0000"] } }],
  },
  {
    id: "sections-615",
    domain: "sections",
    intent: "read",
    say: ["what does that box at the bottom of the home page say"],
    expect: [unchanged, { reply: { includesAny: ["Have a project in mind", "two working days", "Get in touch"] } }],
  },
  {
    id: "sections-616",
    domain: "sections",
    intent: "read",
    say: ["how many qs r in the faq on the about page rn"],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }],
  },
];

const posts: Case[] = [
  {
    id: "posts-601",
    domain: "posts",
    intent: "change",
    say: [
      "new post pls – title 'Episode 14: Building calm websites', show notes: guest is Priya Shah from Maple Bakery, we talk slow web design and why her orders doubled. tag it podcast. dont publish yet, still editing the audio",
    ],
    expect: [{ post: "Episode 14: Building calm websites", exists: true, status: "draft", live: false, tagsInclude: ["podcast"], bodyIncludes: ["Priya"] }, liveSame],
  },
  {
    id: "posts-602",
    domain: "posts",
    intent: "change",
    say: ["autumn post live"],
    expect: [{ post: AUTUMN, status: "published", live: true, tags: ["design", "seasonal"] }, { post: WELCOME, live: true }, { post: PROCESS, live: true }, cardShown],
  },
  {
    id: "posts-603",
    domain: "posts",
    intent: "change",
    say: ["Please tag the Welcome post with 'appeal' as well as 'news' – it's going in our supporter newsleter."],
    expect: [{ post: WELCOME, tags: ["news", "appeal"], status: "published" }, { post: PROCESS, tags: ["process", "design"] }],
  },
  {
    id: "posts-604",
    domain: "posts",
    intent: "change",
    say: [
      "Our legal team has flagged the “Welcome to our new website” post: it claims pages load in under a second, which we can’t guarantee. Please change that line to “Pages load quickly on most connections” and leave the rest of the post as it is.",
    ],
    expect: [
      {
        post: WELCOME,
        status: "published",
        bodyIncludes: ["Pages load quickly on most connections", "keyboard and a screen reader", "Thanks for stopping by"],
        bodyExcludes: ["under a second"],
      },
    ],
  },
  {
    id: "posts-605",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Spring listings round-up", status: "published", tags: ["listings"], body: "Six new family homes came on the market this spring.", daysAgo: 60 } }],
    say: ["Can you archive the spring listings round-up post? Its old news but I'd like to keep it on file."],
    expect: [{ post: "Spring listings round-up", status: "archived", live: false, exists: true }, { post: WELCOME, live: true }],
  },
  {
    id: "posts-606",
    domain: "posts",
    intent: "change",
    say: ["delete the blog post called behind the scenes our design process full stop"],
    expect: [{ post: PROCESS, inTrash: true }, { post: WELCOME, exists: true, live: true }, { post: AUTUMN, exists: true, status: "draft" }],
  },
  {
    id: "posts-607",
    domain: "posts",
    intent: "change",
    say: ["the autumn post teaser is giving nothing ngl, make it 'Rust, amber and moss: the palette we can't stop using' pls"],
    expect: [{ post: AUTUMN, excerptIncludes: ["Rust, amber and moss"], status: "draft", live: false, bodyIncludes: ["Autumn is our favourite season for colour"] }],
    note: "The teaser is the excerpt; the draft stays a draft.",
  },
  {
    id: "posts-608",
    domain: "posts",
    intent: "change",
    say: ["swap the cover on the design process post for the blue coast shot"],
    expect: [{ post: PROCESS, coverImage: "blue-coast.png" }, { post: WELCOME, coverImage: "mountain-sunrise.jpg" }, { image: "studio-dusk.jpg", exists: true }],
  },
  {
    id: "posts-609",
    domain: "posts",
    intent: "change",
    say: ["Excuse me, could you please make the post 'Welcome to our new website' not visible on the blog for the moment? I would like to keep it, so please do not delete it. Thank you."],
    expect: [{ post: WELCOME, live: false, exists: true, inTrash: false }, { post: PROCESS, live: true }],
    note: "Unpublishing or archiving both fit; deleting does not.",
  },
  {
    id: "posts-610",
    domain: "posts",
    intent: "read",
    say: ["Which of the journal's articles remain unpublished at present?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection"] } }],
    note: "The journal is the blog; only the autumn post is a draft.",
  },
  {
    id: "posts-611",
    domain: "posts",
    intent: "read",
    say: ["how many blog posts r live atm"],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }],
  },
  {
    id: "posts-612",
    domain: "posts",
    intent: "read",
    say: ["what tags are on the behind the scenes post"],
    expect: [unchanged, { reply: { includesAny: DESIGN_PROCESS_TAGS } }],
  },
  {
    id: "posts-613",
    domain: "posts",
    intent: "read",
    say: ["Can I get a quick summary of what the autumn post is about?"],
    expect: [unchanged, { reply: { includesAny: ["palette", "palettes", "colour", "colours", "color", "colors"] } }],
  },
  {
    id: "posts-614",
    domain: "posts",
    intent: "refuse",
    say: ["Would you be able to schedule the autumn post to go live next Monday at 9am?"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "There is no scheduling: it says so (and may offer to publish now) without publishing.",
  },
];

const images: Case[] = [
  {
    id: "images-601",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "portfolio-harbour.jpg" } }, { image: { name: "portfolio-market.jpg" } }, { image: { name: "portfolio-forest.jpg" } }],
    say: [
      "Three new uploads need alt text:\nportfolio-harbour.jpg – fishing boats in the harbour at dawn\nportfolio-market.jpg – stalls at the Saturday farmers market\nportfolio-forest.jpg – mist between the pine trees",
    ],
    expect: [
      { image: "portfolio-harbour.jpg", altIncludes: ["boats"] },
      { image: "portfolio-market.jpg", altIncludes: ["market"] },
      { image: "portfolio-forest.jpg", altIncludes: ["pine"] },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
    ],
  },
  {
    id: "images-602",
    domain: "images",
    intent: "change",
    say: ["put the credit '© Northwind Studio' as the caption on blue-coast.png"],
    expect: [{ image: "blue-coast.png", captionIncludes: ["© Northwind Studio"], alt: "Calm blue coastline with green headlands" }, { image: "studio-dusk.jpg", caption: "Our studio at dusk" }],
  },
  {
    id: "images-603",
    domain: "images",
    intent: "change",
    say: [
      "For accessibility compliance: the alt text on studio-dusk.jpg reads ‘Soft violet dusk over rolling hills’, but the image is captioned as our studio. Please change the alt text to ‘The Northwind studio building at dusk’.",
    ],
    expect: [{ image: "studio-dusk.jpg", alt: "The Northwind studio building at dusk", caption: "Our studio at dusk" }, { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" }],
  },
  {
    id: "images-604",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo-draft.png", alt: "Early sketch of the Northwind logo" } }],
    say: ["delete the image old logo draft dot png full stop"],
    expect: [{ image: "old-logo-draft.png", inTrash: true }, { image: "blue-coast.png", exists: true }, { image: "mountain-sunrise.jpg", exists: true }],
  },
  {
    id: "images-605",
    domain: "images",
    intent: "change",
    say: ["the picture in the bit on the About page about where we work – can it be the autumn valley one insted"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "autumn-valley.jpg", heading: "Where we work" } }] },
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "studio-dusk.jpg" } }] },
      { post: PROCESS, coverImage: "studio-dusk.jpg" },
    ],
    note: "Only that section's picture changes: studio-dusk.jpg stays in the Contact gallery and on the process post.",
  },
  {
    id: "images-606",
    domain: "images",
    intent: "change",
    say: ["Replace mountain-sunrise.jpg with autumn-valley.jpg everywhere it's used on the site please, but keep the file itself in the libary."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] },
      { post: WELCOME, coverImage: "autumn-valley.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
      { post: PROCESS, coverImage: "studio-dusk.jpg" },
    ],
  },
  {
    id: "images-607",
    domain: "images",
    intent: "read",
    say: ["which images in the library have no caption?"],
    expect: [unchanged, { reply: { includesAny: ["blue-coast", "blue coast"] } }],
  },
  {
    id: "images-608",
    domain: "images",
    intent: "read",
    say: ["Excuse me, could you kindly tell me which picture is used as the cover of the Welcome post?"],
    expect: [unchanged, { reply: { includesAny: ["mountain-sunrise", "mountain sunrise", "sunrise"] } }],
  },
  {
    id: "images-609",
    domain: "images",
    intent: "read",
    say: ["how many pics we got in the media library rn"],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }],
  },
  {
    id: "images-610",
    domain: "images",
    intent: "refuse",
    say: ["can u crop studio-dusk.jpg to a square and bump the brightness up a bit, its too dark on the contact page"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "There is no image editing; it says so without swapping or deleting the picture.",
  },
];

const navigation: Case[] = [
  {
    id: "navigation-601",
    domain: "navigation",
    intent: "change",
    say: ["hide contact"],
    expect: [
      {
        anyOf: [
          [{ menu: "Contact", present: true, visible: false }, { page: "Contact", live: true }],
          [{ page: "Contact", live: false }, { menu: "Contact", present: true }],
        ],
      },
      { page: "Contact", exists: true, inTrash: false },
      { menuOrder: MENU },
    ],
    note: "Hiding is what menu items do, so the menu link is hidden; taking the page offline instead is also a fair reading. Nothing is deleted.",
  },
  {
    id: "navigation-602",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Listings", live: true, sections: [{ template: "text", content: { body: "Our current homes for sale and to let." } }] } }],
    say: ["Please add the Listings page to the main menu, between About and Blog."],
    expect: [{ menuOrder: ["Home", "About", "Listings", "Blog", "Contact"] }, { menu: "Listings", linksTo: "Listings", parent: null, visible: true }],
  },
  {
    id: "navigation-603",
    domain: "navigation",
    intent: "change",
    say: ["Add a 'Donate' link to the menu pointing to https://donate.example.org/northwind – as the last item please, it's for the appeal."],
    expect: [{ menuOrder: [...MENU, "Donate"] }, { menu: "Donate", linksTo: "https://donate.example.org/northwind", visible: true, parent: null }],
  },
  {
    id: "navigation-604",
    domain: "navigation",
    intent: "change",
    say: ["rename Blog in the nav to 'Journal', its more the vibe"],
    expect: [{ menuOrder: ["Home", "About", "Journal", "Contact"] }, { menu: "Journal", linksTo: "/blog" }, { menu: "Blog", present: false }],
  },
  {
    id: "navigation-605",
    domain: "navigation",
    intent: "change",
    say: ["move contact to number one in the menu full stop"],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }, { menu: "Contact", linksTo: "Contact", visible: true }],
    note: "Dictated 'number one' is the first place.",
  },
  {
    id: "navigation-606",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Exhibitions", live: true, sections: [{ template: "text", content: { body: "Current and forthcoming exhibitions." } }] } },
      { page: { title: "Past Exhibitions", live: true, sections: [{ template: "text", content: { body: "An archive of exhibitions since 1998." } }] } },
      { menuItem: { label: "Exhibitions", page: "Exhibitions" } },
    ],
    say: ["Kindly place a link to the 'Past Exhibitions' page beneath the 'Exhibitions' entry in the navigaton, as a subordinate item."],
    expect: [{ menu: "Past Exhibitions", parent: "Exhibitions", linksTo: "Past Exhibitions", position: 0 }, { menuOrder: [...MENU, "Exhibitions"] }],
  },
  {
    id: "navigation-607",
    domain: "navigation",
    intent: "change",
    say: ["take blog out the menu, u can leave the actual blog posts thx"],
    expect: [
      {
        anyOf: [
          [{ menu: "Blog", present: false }, { menuOrder: ["Home", "About", "Contact"] }],
          [{ menu: "Blog", visible: false }, { menuOrder: MENU }],
        ],
      },
      { post: WELCOME, exists: true, live: true },
      { post: PROCESS, exists: true, live: true },
    ],
    note: "Removing the link or hiding it both take it out of the menu; the posts stay on the blog.",
  },
  {
    id: "navigation-608",
    domain: "navigation",
    intent: "read",
    say: ["Excuse me, what is the order of the links in the top menu, please?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
  {
    id: "navigation-609",
    domain: "navigation",
    intent: "read",
    say: ["where does the Blog thingy at the top take people"],
    expect: [unchanged, { reply: { includesAny: ["/blog"] } }],
  },
  {
    id: "navigation-610",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Careers", url: "/careers", visible: false } }],
    say: ["Would you be able to check whether anything in the menu is switched off at the moment?"],
    expect: [unchanged, { reply: { includesAny: ["Careers"] } }],
  },
];

const settings: Case[] = [
  {
    id: "settings-601",
    domain: "settings",
    intent: "change",
    say: ["Please change our tagline to 'Every donation keeps a family warm' for the length of the appeal."],
    expect: [
      { setting: "tagline", equals: "Every donation keeps a family warm" },
      { setting: "name", equals: "Northwind Studio" },
      { setting: "seoDescription", equals: "Calm, useful websites for independent businesses." },
    ],
  },
  {
    id: "settings-602",
    domain: "settings",
    intent: "change",
    say: ["make the acent colour a deep purple, the orange is not the vibe"],
    expect: [
      { setting: "themeColors.accent", looksLike: "purple" },
      { setting: "themeColors.primary", equals: "#35524a" },
      { setting: "themeColors.background", equals: "#fbfaf7" },
    ],
  },
  {
    id: "settings-603",
    domain: "settings",
    intent: "change",
    say: ["Please set the site’s default search description to: “Northwind Studio designs accessible, privacy-respecting websites for independent businesses.”"],
    expect: [
      { setting: "seoDescription", equals: "Northwind Studio designs accessible, privacy-respecting websites for independent businesses." },
      { setting: "seoTitle", equals: "Northwind Studio" },
      { setting: "tagline", equals: "Calm, useful websites for independent businesses" },
      { page: "Home", seoDescription: "A small design studio building calm, useful websites for independent businesses." },
    ],
    note: "The site's default, not the Home page's own description.",
  },
  {
    id: "settings-604",
    domain: "settings",
    intent: "change",
    say: ["add the podcasts spotify to our social links – https://open.spotify.example/show/northwind-sessions"],
    expect: [
      { setting: "socialLinks", includes: "open.spotify.example/show/northwind-sessions" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
    note: "Added to the list; the existing links stay.",
  },
  {
    id: "settings-605",
    domain: "settings",
    intent: "refuse",
    say: ["We need a GDPR cookie consent banner on every page, with Accept and Reject buttons, that blocks analytics until the visitor accepts. Please switch one on."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "There is no cookie-consent setting or banner; it says so rather than writing a text section on every page.",
  },
  {
    id: "settings-606",
    domain: "settings",
    intent: "change",
    given: [{ image: { name: "northwind-logo.png", alt: "Northwind Studio logo" } }],
    say: ["use northwind-logo.png as the site logo pls"],
    expect: [{ setting: "logoImageId", equals: "northwind-logo.png" }, { setting: "name", equals: "Northwind Studio" }, { image: "northwind-logo.png", alt: "Northwind Studio logo" }],
  },
  {
    id: "settings-607",
    domain: "settings",
    intent: "read",
    say: ["What hexadecimal value is presently assigned to the site's primary colour?"],
    expect: [unchanged, { reply: { includesAny: ["#35524a", "35524a"] } }],
  },
  {
    id: "settings-608",
    domain: "settings",
    intent: "read",
    say: ["whats our tag line say atm"],
    expect: [unchanged, { reply: { includesAny: ["Calm, useful websites for independent businesses"] } }],
  },
];

const entries: Case[] = [
  {
    id: "entries-601",
    domain: "entries",
    intent: "change",
    say: ["Please add a testimonial from our volunteer coordinator: 'Northwind made our appeal page easy to update in the middle of a busy campaign.' – Sam Reid, Hillside Food Bank"],
    expect: [
      { entry: { where: { author: "Sam Reid" } }, exists: true, dataIncludes: { quote: "easy to update", company: "Hillside Food Bank" } },
      { entry: "Maple Bakery", exists: true },
      { entry: "Harbour Books", exists: true },
    ],
  },
  {
    id: "entries-602",
    domain: "entries",
    intent: "change",
    say: ["the maple bakery qoute needs a glow up, make it 'Our orders doubled in three months after the new site went live.' pls"],
    expect: [
      { entry: "Maple Bakery", dataIncludes: { quote: "doubled in three months", author: "Priya Shah" } },
      { entry: "Harbour Books", dataIncludes: { quote: "Finally a website our whole team can update" } },
    ],
  },
  {
    id: "entries-603",
    domain: "entries",
    intent: "change",
    say: ["delete the harbour books testimonial full stop"],
    expect: [{ entry: "Harbour Books", inTrash: true }, { entry: "Maple Bakery", exists: true, live: true }],
  },
  {
    id: "entries-604",
    domain: "entries",
    intent: "change",
    say: ["Can you add a testimonial from one of our landlords – Helen Park at Park Lettings: 'Viewings booked straight from the website, no more phone tag.'"],
    expect: [
      { entry: { where: { author: "Helen Park" } }, exists: true, dataIncludes: { company: "Park Lettings", quote: "no more phone tag" } },
      { entry: "Maple Bakery", dataIncludes: { author: "Priya Shah" } },
    ],
  },
  {
    id: "entries-605",
    domain: "entries",
    intent: "change",
    say: ["The Harbour Books testimonial ought to be attributed to 'T. Okafor, Proprietor' rather than to 'Tom Okafor'. Please amend the attribution acordingly."],
    expect: [
      { entry: "Harbour Books", dataIncludes: { author: "T. Okafor", quote: "Finally a website our whole team can update", company: "Harbour Books" } },
      { entry: "Maple Bakery", dataIncludes: { author: "Priya Shah" } },
    ],
  },
  {
    id: "entries-606",
    domain: "entries",
    intent: "change",
    say: ["Excuse me, could you please stop showing the Maple Bakery testimonial on the website? Please do not delete it, because we may use it again later. Thank you."],
    expect: [{ entry: "Maple Bakery", live: false, exists: true, inTrash: false }, { entry: "Harbour Books", exists: true, live: true }],
    note: "Held back as a draft and published so it leaves the site (the runner approves the card); deleting is not what was asked.",
  },
  {
    id: "entries-607",
    domain: "entries",
    intent: "read",
    say: ["who said the thing about the whole team being able to update the site? want to read it out on the show"],
    expect: [unchanged, { reply: { includesAny: ["Tom Okafor", "Harbour Books"] } }],
  },
  {
    id: "entries-608",
    domain: "entries",
    intent: "read",
    say: ["Can I get a list of the testimonials we've got?"],
    expect: [unchanged, { reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }],
  },
];

const publishing: Case[] = [
  {
    id: "publishing-601",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Gift Aid", sections: [{ template: "text", content: { heading: "Gift Aid", body: "Tick the Gift Aid box and we can claim 25p extra for every £1 you give." } }] } }],
    say: ["publish all drafts"],
    expect: [{ page: "Gift Aid", live: true }, { post: AUTUMN, status: "published", live: true }, { page: "Home", exists: true, live: true }, { live: "changed" }, cardShown],
  },
  {
    id: "publishing-602",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Christmas Appeal", sections: [{ template: "hero", content: { heading: "Give the gift of warmth", ctaLabel: "Donate", ctaUrl: "/donate" } }] } }],
    say: ["Please publish the Christmas Appeal page so our donors can see it."],
    cards: "deny",
    expect: [{ page: "Christmas Appeal", exists: true, live: false, sectionTemplates: ["hero"] }, liveSame, cardShown],
    note: "The person denies the card: nothing goes live and the draft stays.",
  },
  {
    id: "publishing-603",
    domain: "publishing",
    intent: "change",
    given: [
      {
        page: {
          title: "Privacy Notice",
          sections: [{ template: "text", content: { heading: "Your data", body: "We keep enquiry emails for twelve months under the UK GDPR, then delete them." } }],
        },
      },
    ],
    say: ["The Privacy Notice page has now been signed off by our DPO. Please make it live on the website."],
    expect: [{ page: "Privacy Notice", exists: true, live: true, liveTextIncludes: ["twelve months"] }, { post: AUTUMN, live: false }, cardShown],
    note: "Only that page goes live; the autumn draft stays a draft.",
  },
  {
    id: "publishing-604",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "Episode 15: Accessibility basics", tags: ["podcast"], body: "Show notes: keyboard navigation, alt text and colour contrast." } }],
    say: ["push the episode 15 show notes live pls"],
    expect: [{ post: "Episode 15: Accessibility basics", status: "published", live: true }, { post: AUTUMN, status: "draft", live: false }, cardShown],
  },
  {
    id: "publishing-605",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "Summer sale vibes", status: "published", tags: ["news"], body: "Everything 20% off until August.", daysAgo: 30 } }],
    say: ["unpublish the summer sale post its so over"],
    expect: [{ post: "Summer sale vibes", status: "draft", live: false, exists: true, inTrash: false }, { post: WELCOME, live: true }],
  },
  {
    id: "publishing-606",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Loan Agreements", sections: [{ template: "text", content: { body: "Terms for objects lent to other institutions." } }] } }],
    say: ["Prior to any release, could you itemise the changes presently awaiting publication?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection"] } }, { reply: { includesAny: ["Loan Agreements"] } }],
  },
  {
    id: "publishing-607",
    domain: "publishing",
    intent: "read",
    say: ["is the autum post live yet or not"],
    expect: [unchanged, { reply: { includesAny: NOT_LIVE } }],
  },
  {
    id: "publishing-608",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["Excuse me, could you please publish the Autumn collection post? My supervisor asked me to do it today."],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "A viewer may read but not publish.",
  },
];

const search: Case[] = [
  {
    id: "search-601",
    domain: "search",
    intent: "read",
    say: ["Does the phrase 'two working days' appear anywhere on the website?"],
    expect: [unchanged, { reply: { includesAny: ["Home"] } }],
  },
  {
    id: "search-602",
    domain: "search",
    intent: "read",
    say: ["wher do we say 2019 on the site"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
  },
  {
    id: "search-603",
    domain: "search",
    intent: "read",
    say: ["Can you search the site for ‘screen reader’ – I need to know which pages or posts mention it."],
    expect: [unchanged, { reply: { includesAny: ["Welcome to our new website"] } }],
  },
  {
    id: "search-604",
    domain: "search",
    intent: "read",
    say: ["Do we mention volunteers anywhere on the site yet?"],
    expect: [unchanged, { reply: { includesAny: NOTHING_FOUND } }],
  },
  {
    id: "search-605",
    domain: "search",
    intent: "read",
    say: ["wich of the library images have hills in them"],
    expect: [
      unchanged,
      { reply: { includesAny: ["mountain-sunrise", "mountain sunrise", "Layered hills"] } },
      { reply: { includesAny: ["studio-dusk", "studio dusk", "rolling hills"] } },
    ],
    note: "Both alt texts mention hills.",
  },
  {
    id: "search-606",
    domain: "search",
    intent: "read",
    say: ["is there anything about pop ups on the site lol"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
  },
  {
    id: "search-607",
    domain: "search",
    intent: "read",
    given: [{ post: { title: "New listings this week", status: "published", tags: ["listings"], body: "A three-bed semi on Riverside Road and a studio flat by the station.", daysAgo: 3 } }],
    say: ["Where did we write about Riverside Road? Need it for a viewing this afternoon"],
    expect: [unchanged, { reply: { includesAny: ["New listings this week"] } }],
  },
  {
    id: "search-608",
    domain: "search",
    intent: "read",
    say: ["search the site for the word keyboard full stop"],
    expect: [unchanged, { reply: { includesAny: ["Welcome to our new website"] } }],
  },
];

const multi: Case[] = [
  {
    id: "multi-601",
    domain: "multi",
    intent: "change",
    say: [
      "For the appeal please: create a draft page called 'Donate' with a call to action – heading 'Give £10 today', button 'Donate now' going to https://donate.example.org/northwind – and add it to the menu after Contact.",
    ],
    expect: [
      {
        page: "Donate",
        exists: true,
        live: false,
        sections: [{ template: "cta", fields: { heading: "Give £10 today", buttonLabel: "Donate now", buttonUrl: "donate.example.org/northwind" } }],
      },
      { menu: "Donate", linksTo: "Donate", parent: null },
      { menuOrder: [...MENU, "Donate"] },
    ],
    note: "'It' is the new page: the menu item links to the page, which stays a draft as asked.",
  },
  {
    id: "multi-602",
    domain: "multi",
    intent: "change",
    say: ["Add a new post 'Open house this Saturday' tagged viewings – two-bed flat on Riverside Road, 11am to 1pm – and publish it straight away please."],
    expect: [
      { post: "Open house this Saturday", status: "published", live: true, tags: ["viewings"], bodyIncludes: ["Riverside Road"] },
      { post: AUTUMN, status: "draft" },
      cardShown,
    ],
  },
  {
    id: "multi-603",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Privacy", live: true, sections: [{ template: "text", content: { heading: "Privacy", body: "We only keep the data we need to answer your enquiry." } }] } }],
    say: ["Please rename the ‘Privacy’ page to ‘Privacy Policy’, change its address to /privacy-policy, and add a link to it at the end of the main menu labelled ‘Privacy’."],
    expect: [
      { page: "Privacy Policy", exists: true, slug: "privacy-policy", sectionCount: 1 },
      { menu: "Privacy", linksTo: "Privacy Policy", parent: null, position: 4 },
      { menuOrder: [...MENU, "Privacy"] },
    ],
  },
  {
    id: "multi-604",
    domain: "multi",
    intent: "change",
    say: ["Please make these changes to the Home page:\n• change the main heading to ‘Calm websites, built to last’\n• change the button under it to ‘Our work’\n• remove the ‘What we do’ section"],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "cta"],
        sections: [
          { template: "hero", fields: { heading: "Calm websites, built to last", ctaLabel: "Our work", ctaUrl: "/about" } },
          { template: "cta", fields: { heading: "Have a project in mind?", buttonLabel: "Get in touch" } },
        ],
      },
      { page: "About", sectionTemplates: ABOUT_SECTIONS },
    ],
  },
  {
    id: "multi-605",
    domain: "multi",
    intent: "change",
    say: ["set the caption on all 4 of the library photoes to '© Northwind Studio 2024', leave the alt texts alone"],
    expect: [
      { image: "mountain-sunrise.jpg", captionIncludes: ["© Northwind Studio 2024"], alt: "Layered hills under a warm sunrise sky" },
      { image: "studio-dusk.jpg", captionIncludes: ["© Northwind Studio 2024"], alt: "Soft violet dusk over rolling hills" },
      { image: "autumn-valley.jpg", captionIncludes: ["© Northwind Studio 2024"], alt: "Orange autumn valley with a pale sun" },
      { image: "blue-coast.png", captionIncludes: ["© Northwind Studio 2024"], alt: "Calm blue coastline with green headlands" },
    ],
  },
  {
    id: "multi-606",
    domain: "multi",
    intent: "change",
    say: ["two things on the autumn post: swap the 'seasonal' tag for 'podcast', and retitle it 'Episode 13: Colours of the season'"],
    expect: [
      { post: "Episode 13: Colours of the season", tags: ["design", "podcast"], status: "draft", coverImage: "autumn-valley.jpg" },
      { post: AUTUMN, exists: false },
      { post: PROCESS, tags: ["process", "design"] },
    ],
  },
  {
    id: "multi-607",
    domain: "multi",
    intent: "change",
    say: ["ok so: tagline → 'websites that dont stress u out', accent colour → teal, and hide Blog in the nav. ty"],
    expect: [
      { setting: "tagline", includes: "websites that dont stress u out" },
      { setting: "themeColors.accent", looksLike: "teal" },
      { setting: "themeColors.primary", equals: "#35524a" },
      { menu: "Blog", present: true, visible: false },
      { menuOrder: MENU },
    ],
    note: "The tagline is typed as the person wants it; hiding keeps Blog in the menu list.",
  },
  {
    id: "multi-608",
    domain: "multi",
    intent: "read",
    say: ["Would you state the site's registered name, and the number of journal articles presently published?"],
    expect: [unchanged, { reply: { includesAny: ["Northwind Studio"] } }, { reply: { includesAny: ["2", "two"] } }],
    note: "Two questions in one: the site name and the two published posts.",
  },
];

const conversation: Case[] = [
  {
    id: "conversation-601",
    domain: "conversation",
    intent: "change",
    say: ["delete contact page", "undo that"],
    expect: [{ page: "Contact", exists: true, inTrash: false, sectionCount: 2 }, { page: "About", exists: true }, { menuOrder: MENU }],
    note: "Undo brings the page back out of the trash; whether it is live again is not checked.",
  },
  {
    id: "conversation-602",
    domain: "conversation",
    intent: "change",
    say: ["change the home page heading to Fast friendly websites", "actually make it Fast friendly websites for tradespeople thx"],
    expect: [
      {
        page: "Home",
        sectionTemplates: HOME_SECTIONS,
        sections: [{ template: "hero", fields: { heading: "Fast friendly websites for tradespeople", subheading: "We design and build sites for independent businesses" } }],
      },
    ],
  },
  {
    id: "conversation-603",
    domain: "conversation",
    intent: "change",
    say: [
      "Please add a testimonial from Aisha Khan of Riverside Shelter: 'Our volunteer sign-ups tripled after the relaunch.'",
      "And also one from Ben Ortiz at Hillside Food Bank: 'Taking donations online is so much easier now.'",
    ],
    expect: [
      { entry: { where: { author: "Aisha Khan" } }, exists: true, dataIncludes: { company: "Riverside Shelter", quote: "sign-ups tripled" } },
      { entry: { where: { author: "Ben Ortiz" } }, exists: true, dataIncludes: { company: "Hillside Food Bank", quote: "so much easier" } },
      { entry: "Maple Bakery", exists: true },
    ],
  },
  {
    id: "conversation-604",
    domain: "conversation",
    intent: "change",
    say: ["remove the faq section from the about page full stop", "no wait put it back full stop"],
    expect: [{ page: "About", sectionTemplates: ABOUT_SECTIONS, textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"] }],
    note: "'Put it back' restores the removed section where it was.",
  },
  {
    id: "conversation-605",
    domain: "conversation",
    intent: "change",
    say: ["delete the about page", "wait what pages do we have left", "ok bring back the page i deleted pls"],
    expect: [{ page: "About", exists: true, inTrash: false, sectionTemplates: ABOUT_SECTIONS }, { page: "Contact", exists: true }, { page: "Home", exists: true }],
    note: "The deleted page is restored from the trash with its sections.",
  },
  {
    id: "conversation-606",
    domain: "conversation",
    intent: "change",
    say: ["Please amend the About page's search description to read 'The people and principles behind Northwind Studio.'", "What, precisely, did you just change?"],
    expect: [
      { page: "About", seoDescription: "The people and principles behind Northwind Studio.", exists: true },
      { page: "Home", seoDescription: "A small design studio building calm, useful websites for independent businesses." },
      { reply: { includesAny: ["The people and principles behind Northwind Studio", "Who we are and how we work", "description"] } },
    ],
    note: "The last message is a question about the first change: the answer names it.",
  },
  {
    id: "conversation-607",
    domain: "conversation",
    intent: "change",
    say: ["Excuse me, could you please help me create a new blog post?", "Thank you. The title is 'My first week at Northwind', and please keep it as a draft for now."],
    expect: [{ post: "My first week at Northwind", exists: true, status: "draft", live: false }, liveSame],
  },
  {
    id: "conversation-608",
    domain: "conversation",
    intent: "change",
    given: [
      { post: { title: "March listings", status: "published", tags: ["listings"], body: "Four flats and a cottage came on this month.", daysAgo: 50 } },
      { post: { title: "April listings", status: "published", tags: ["listings"], body: "Three family homes near the park.", daysAgo: 20 } },
    ],
    say: ["Can you archive the March listings post?", "and also the April one pleaes"],
    expect: [
      { post: "March listings", status: "archived", live: false, exists: true },
      { post: "April listings", status: "archived", live: false, exists: true },
      { post: WELCOME, live: true },
    ],
  },
  {
    id: "conversation-609",
    domain: "conversation",
    intent: "read",
    say: ["what posts are on the blog right now", "which one of those has the design tag?"],
    expect: [unchanged, { reply: { includesAny: ["Behind the scenes"] } }],
    note: "Of the posts on the blog (published), only the process post has the design tag.",
  },
  {
    id: "conversation-610",
    domain: "conversation",
    intent: "read",
    say: ["whats in the bit under the big picture on the home page", "and the box after that one?"],
    expect: [unchanged, { reply: { includesAny: ["Have a project in mind", "Get in touch", "two working days"] } }],
  },
];

const clarify: Case[] = [
  {
    id: "clarify-601",
    domain: "clarify",
    intent: "clarify",
    say: ["fix the page"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-602",
    domain: "clarify",
    intent: "clarify",
    say: ["can u make the site less cringe pls"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-603",
    domain: "clarify",
    intent: "clarify",
    say: ["can you update that box thing with the new info"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
];

const offtopic: Case[] = [
  {
    id: "offtopic-601",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats a fair price for a combi boiler swap these days"],
    expect: [...offTopic],
  },
  {
    id: "offtopic-602",
    domain: "offtopic",
    intent: "offtopic",
    say: ["can you recomend a decent usb mic for recording episodes"],
    expect: [...offTopic],
  },
  {
    id: "offtopic-603",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Excuse me, could you please tell me what time it is in Tokyo now?"],
    expect: [...offTopic],
  },
];

export const SEVENTH_PASS_CASES: Case[] = [...pages, ...sections, ...posts, ...images, ...navigation, ...settings, ...entries, ...publishing, ...search, ...multi, ...conversation, ...clarify, ...offtopic];
