/**
 * Development set, twenty-second pass: requests in eleven new voices, written from the tool
 * descriptions, the services, the section templates and the demo seed only, without reading the
 * offline model, its docs or tests, or the other passes. Voices: a harried wedding florist texting
 * from her van, a Filipino English speaker ("kindly", "pls", "po", "for your perusal"), a retired
 * engineer who writes precise, long-winded numbered instructions, a Caribbean English speaker, a
 * teenager on work experience (all lowercase, "rn", "idk", "lol"), a German-speaking hotel manager's
 * literal word order ("shall … become", "actual" for current, "sub-point"), a legal secretary
 * forwarding a partner's instructions ("Per J's note below …"), someone pasting a Slack thread with
 * names and timestamps and the ask buried in it, a non-technical founder describing what they see on
 * screen ("the grey strip near the bottom", "the second picture"), someone who corrects themselves
 * mid-sentence ("make it blue — no, green"), and short second turns in conversations ("and the other
 * one", "no wait, undo that", "same but for posts"). Seven in ten are changes, one in five reads.
 */
import { unchanged, liveSame, cardShown, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** Phrases of an answer that steers an off-topic question back to the site. */
const SITE_WORDS = ["site", "website", "content", "page", "pages", "CMS", "blog"];

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-851",
    domain: "sections",
    intent: "change",
    given: [
      {
        page: {
          title: "Wedding Flowers",
          live: true,
          sections: [
            { template: "hero", content: { heading: "Wedding flowers", subheading: "Bouquets, buttonholes and arches." } },
            { template: "text", content: { body: "We deliver anywhere within 30 miles." } },
          ],
        },
      },
    ],
    say: ["in the van so v quick — wedding flowers page, the big heading at the top shd say Seasonal bouquets for every budget. ta x"],
    expect: [{ page: "Wedding Flowers", sections: [{ template: "hero", fields: { heading: "Seasonal bouquets for every budget" } }] }],
  },
  {
    id: "sections-852",
    domain: "sections",
    intent: "change",
    say: ["Good day! Kindly change the button on the Home page banner, the one that says See what we do, into “View our work” instead. Thank you po."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "View our work", ctaUrl: "/about" } }] }],
    note: "Only the button's words change; where it goes (/about) stays.",
  },
  {
    id: "sections-853",
    domain: "sections",
    intent: "change",
    say: [
      "With reference to the About page, I should be obliged if the following were carried out, in this order:\n1. Locate the section headed 'Questions we hear often'.\n2. Within it, locate the first question, which at present reads 'How long does a website take?'.\n3. Amend its answer so that it reads, in full: Most projects take eight to twelve weeks from the first conversation to launch.\n4. Leave the question itself, and the second question and its answer, exactly as they are.",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "eight to twelve weeks" } }],
        textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"],
        textExcludes: ["six to ten weeks"],
      },
    ],
  },
  {
    id: "sections-854",
    domain: "sections",
    intent: "change",
    say: ["Morning! On the About page, the part with the picture and the words Where we work — put the picture on the left side nah, it would look nicer so. Thanks plenty."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", heading: "Where we work" } }] }],
  },
  {
    id: "sections-855",
    domain: "sections",
    intent: "change",
    say: ["hey so on the contact page theres a heading that says say hello, can u make it 'Come say hi' lol idk if caps matter"],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Come say hi" } }] }],
  },
  {
    id: "sections-856",
    domain: "sections",
    intent: "read",
    say: ["Which questions stand actually in the FAQ of the About page? I need them for the reception, to print."],
    expect: [unchanged, { reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }],
    note: "German 'aktuell': 'actually' means currently. The answer names both FAQ questions, which the request does not.",
  },
  {
    id: "sections-857",
    domain: "sections",
    intent: "change",
    say: [
      "Per J's note below, please add a question to the FAQ on the About page.\n\n> Add: 'Do you offer maintenance contracts?' Answer: 'Yes — every site comes with twelve months of support.' Keep the existing two. — J",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "Do you offer maintenance contracts?" } }],
        textIncludes: ["twelve months of support", "How long does a website take?", "Can we edit the site ourselves?"],
      },
    ],
  },
  {
    id: "sections-858",
    domain: "sections",
    intent: "change",
    say: [
      "[10:02] Maria Lopez: did anyone look at the home page boxes this morning?\n[10:03] Ben K: the 'Care' one reads weird\n[10:05] Maria Lopez: yeah can we rename it to Support and have it say: Help whenever you need it, by phone or email.\n[10:06] Ben K: 👍\n[10:06] Maria Lopez: leave Design and Build alone\n\ncan you do what Maria said",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Support" } }],
        textIncludes: ["Help whenever you need it", "Clear layouts and type", "Fast, accessible pages"],
        textExcludes: ["Ongoing help, so your site keeps up"],
      },
    ],
    note: "The third feature box of the home page ('Care') becomes 'Support' with the new description; the other two boxes stay.",
  },
  {
    id: "sections-859",
    domain: "sections",
    intent: "change",
    say: [
      "On the home page there's the grey strip near the bottom with a button that says Get in touch. When I click it it goes to the contact page, which is fine, but I want the button to say Book a call instead.",
    ],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Book a call", buttonUrl: "/contact" } }] }],
    note: "The grey strip near the bottom is the call-to-action section; only its button's label changes.",
  },
  {
    id: "sections-860",
    domain: "sections",
    intent: "change",
    say: ["on the About page change the heading About us to 'Who we are' — no wait, make it 'Meet the studio'. thanks"],
    expect: [{ page: "About", sections: [{ template: "text", fields: { heading: "Meet the studio" } }], textExcludes: ["Who we are"] }],
    note: "The person corrects themselves mid-sentence: the final heading is 'Meet the studio'.",
  },
  {
    id: "sections-861",
    domain: "sections",
    intent: "change",
    say: [
      "On the Contact page, right at the bottom, there are two pictures next to each other. The second picture (the purple-ish one) should be the orange valley picture instead. The first one is fine.",
    ],
    expect: [
      {
        page: "Contact",
        sections: [{ template: "gallery", fields: { images: "autumn-valley.jpg" } }],
        textIncludes: ["blue-coast.png"],
        textExcludes: ["studio-dusk.jpg"],
      },
    ],
    note: "The Contact gallery holds blue-coast.png then studio-dusk.jpg (violet dusk); the second becomes autumn-valley.jpg.",
  },
  {
    id: "sections-862",
    domain: "sections",
    intent: "change",
    say: [
      "Please add, at the very end of the Contact page (that is, below the pictures), a new plain text section.\n\nHeading: Opening hours\n\nBody, exactly as follows:\nMonday to Friday, 9:00 to 17:00.\nClosed on public holidays.\n\nThe existing sections are not to be altered.",
    ],
    expect: [
      {
        page: "Contact",
        sectionTemplates: ["text", "gallery", "text"],
        sections: [{ template: "text", nth: 1, fields: { heading: "Opening hours", body: "Closed on public holidays" } }],
      },
    ],
  },
  {
    id: "sections-863",
    domain: "sections",
    intent: "change",
    say: ["ok so my boss said the questions bit on the about page has to go rn, like delete that whole section. the rest stays"],
    expect: [{ page: "About", sectionTemplates: ["text", "imageText"] }],
  },
  {
    id: "sections-864",
    domain: "sections",
    intent: "change",
    say: ["On the About page shall the questions come at the top, before 'About us'. The rest the same order."],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"] }],
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-851",
    domain: "posts",
    intent: "change",
    say: ["new blog post pls. title: Peonies are back! \nbody: First peonies of the season arrived this morning, blush and coral. \ntag it flowers. DONT publish yet im still driving"],
    expect: [{ post: { titleIncludes: "Peonies are back" }, status: "draft", live: false, tagsInclude: ["flowers"], bodyIncludes: ["blush and coral"] }],
  },
  {
    id: "posts-852",
    domain: "posts",
    intent: "change",
    say: ["Hi! Kindly add the tag 'announcement' to the Welcome post, pls retain the existing tag. Thank you in advance!"],
    expect: [{ post: WELCOME, tagsInclude: ["announcement", "news"] }],
  },
  {
    id: "posts-853",
    domain: "posts",
    intent: "change",
    say: [
      "1. Open the post entitled “Behind the scenes: our design process”.\n2. Replace its summary (the short paragraph displayed beneath the title in the blog listing) with the following text: How we take a project from first sketch to launch, in four steps.\n3. Do not alter the body of the post in any respect.",
    ],
    expect: [{ post: PROCESS, excerptIncludes: ["in four steps"], bodyIncludes: ["Every project starts with a conversation"] }],
  },
  {
    id: "posts-854",
    domain: "posts",
    intent: "change",
    say: ["Hi there, the autumn colours post been sitting in draft long time now. Go ahead and put it live for me please, it ready."],
    expect: [{ post: AUTUMN, status: "published", live: true }],
  },
  {
    id: "posts-855",
    domain: "posts",
    intent: "read",
    say: ["which blog posts r actually up on the site rn? idk which ones are live lol"],
    expect: [unchanged, { reply: { includesAll: ["Welcome to our new website", "our design process"] } }],
  },
  {
    id: "posts-856",
    domain: "posts",
    intent: "read",
    say: ["Since when is the article about the design process online, and which tags has it?"],
    expect: [unchanged, { reply: { includesAny: DESIGN_PROCESS_TAGS } }],
    note: "The answer lists the post's two tags together; the request's own words cannot satisfy the check.",
  },
  {
    id: "posts-857",
    domain: "posts",
    intent: "change",
    say: [
      "Per J's note below, please add the following sentence at the end of the welcome post:\n\n“We are closed for the holidays from 23 December to 2 January.”\n\nJ. asks that nothing else in the post be changed.",
    ],
    expect: [{ post: WELCOME, bodyIncludes: ["closed for the holidays from 23 December to 2 January", "Thanks for stopping by!", "Pages load in under a second"] }],
  },
  {
    id: "posts-858",
    domain: "posts",
    intent: "change",
    say: [
      "[14:20] Dee Harper: the design process post is sooo out of date\n[14:21] Sam R: archive it? don't delete, we might reuse bits\n[14:21] Dee Harper: yes archive\n[14:22] Sam R: cool\n\n^ that please",
    ],
    expect: [{ post: PROCESS, status: "archived", exists: true, live: false }],
  },
  {
    id: "posts-859",
    domain: "posts",
    intent: "change",
    say: ["On the blog, the welcome post has the orange sunrise picture at the top. Can it use the blue sea one instead?"],
    expect: [{ post: WELCOME, coverImage: "blue-coast.png" }],
    note: "The picture at the top of a post is its cover; the blue sea one is blue-coast.png.",
  },
  {
    id: "posts-860",
    domain: "posts",
    intent: "change",
    say: ["take the seasonal tag off the autumn post — actually no, take 'design' off it and leave seasonal"],
    expect: [{ post: AUTUMN, tags: ["seasonal"] }],
    note: "Corrected mid-sentence: 'design' goes, 'seasonal' stays.",
  },
  {
    id: "posts-861",
    domain: "posts",
    intent: "change",
    say: [
      "Please take the post 'Behind the scenes: our design process' off the public blog, returning it to draft status. To be clear, it is neither to be deleted nor archived; we intend to revise and republish it in due course.",
    ],
    expect: [{ post: PROCESS, status: "draft", live: false, exists: true }],
  },
  {
    id: "posts-862",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Test post pls ignore", body: "testing testing" } }],
    say: ["Pls delete the post 'Test post pls ignore', it was only for testing purposes. Thank you po."],
    expect: [{ post: "Test post pls ignore", inTrash: true }],
  },
];

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-851",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "bridal-bouquet-van.jpg" } }],
    say: ["alt text for bridal-bouquet-van.jpg: white roses and eucalyptus bridal bouquet on the passenger seat"],
    expect: [{ image: "bridal-bouquet-van.jpg", altIncludes: ["white roses", "eucalyptus"] }],
  },
  {
    id: "images-852",
    domain: "images",
    intent: "change",
    say: ["Kindly change the caption of studio-dusk.jpg into 'The studio at twilight'. Thank you po."],
    expect: [{ image: "studio-dusk.jpg", caption: "The studio at twilight" }],
  },
  {
    id: "images-853",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "boiler-room-valve.jpg" } }, { image: { name: "pump-housing.jpg" } }],
    say: [
      "Alternative texts are required for two images, as follows:\n(1) boiler-room-valve.jpg — Brass gate valve on a copper pipe\n(2) pump-housing.jpg — Cast iron pump housing, opened for inspection\nNo captions are needed at this stage.",
    ],
    expect: [
      { image: "boiler-room-valve.jpg", altIncludes: ["brass gate valve"] },
      { image: "pump-housing.jpg", altIncludes: ["cast iron pump housing"] },
    ],
  },
  {
    id: "images-854",
    domain: "images",
    intent: "change",
    say: ["The picture of the blue sea, blue-coast, it don't have no caption at all. Put Sea breeze by the headland on it please."],
    expect: [{ image: "blue-coast.png", caption: "Sea breeze by the headland" }],
  },
  {
    id: "images-855",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "class-trip-2.jpg" } }, { image: { name: "class-trip-3.jpg", alt: "Students at the museum" } }],
    say: ["which pics dont have alt text? my teacher said thats bad for accessibility lol"],
    expect: [unchanged, { reply: { includesAny: ["class-trip-2.jpg", "class-trip-2"], excludes: ["class-trip-3.jpg", "mountain-sunrise.jpg"] } }],
    note: "Only the given class-trip-2.jpg lacks alt text; every demo picture has one.",
  },
  {
    id: "images-856",
    domain: "images",
    intent: "read",
    say: ["Where is the picture studio-dusk.jpg used? I want to know it before I it delete."],
    expect: [unchanged, { reply: { includesAll: ["About", "Contact"] } }, { reply: { includesAny: ["our design process", "Behind the scenes"] } }],
    note: "studio-dusk.jpg is on the About page (picture and text), in the Contact gallery and the design process post's cover. Only asked, not deleted.",
  },
  {
    id: "images-857",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-letterhead-scan.png" } }],
    say: ["Per J's note below, please proceed.\n\n> The old letterhead scan in the image library should be removed; it is not used anywhere. — J"],
    expect: [{ image: "old-letterhead-scan.png", inTrash: true }],
  },
  {
    id: "images-858",
    domain: "images",
    intent: "change",
    say: [
      "[09:12] Priya: the sunrise photo looks washed out on mobile\n[09:13] Tom Becker: swap it for the autumn valley one?\n[09:14] Priya: yes, everywhere it's used\n[09:15] Tom Becker: 👌\n\ncan u sort this",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] },
      { post: WELCOME, coverImage: "autumn-valley.jpg" },
    ],
    note: "mountain-sunrise.jpg is the home hero's picture and the welcome post's cover; both become autumn-valley.jpg.",
  },
  {
    id: "images-859",
    domain: "images",
    intent: "change",
    say: ["On the About page, the picture next to Where we work — the purple one — please change it to the picture of the blue sea."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imageId: "blue-coast.png" } }] }],
  },
  {
    id: "images-860",
    domain: "images",
    intent: "change",
    say: ["set the alt text on autumn-valley.jpg to “Red autumn valley” — sorry, not red, “Golden autumn valley at dusk”"],
    expect: [{ image: "autumn-valley.jpg", alt: "Golden autumn valley at dusk" }],
  },
  {
    id: "images-861",
    domain: "images",
    intent: "read",
    say: ["Could you please tell me how many images are presently held in the media library, and list each by its file name? A plain list will suffice."],
    expect: [
      unchanged,
      { reply: { includesAll: ["mountain-sunrise.jpg", "studio-dusk.jpg", "autumn-valley.jpg", "blue-coast.png"] } },
      { reply: { includesAny: ["4", "four"] } },
    ],
  },
  {
    id: "images-862",
    domain: "images",
    intent: "refuse",
    say: ["Kindly crop the mountain-sunrise.jpg so only the sun is showing, and make it more bright also. For your perusal. Thanks!"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "The CMS cannot edit an image's pixels (crop, brightness); it should say so and change nothing.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-851",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Wedding Flowers", live: true, sections: [{ template: "text", content: { body: "Bouquets, buttonholes and arches." } }] } }],
    say: ["add the wedding flowers page to the top menu pls, brides cant find it"],
    expect: [{ menu: "Wedding Flowers", present: true, linksTo: "Wedding Flowers" }],
  },
  {
    id: "navigation-852",
    domain: "navigation",
    intent: "change",
    say: ["Kindly rename the Blog in the menu into 'News & Updates'. Thank you."],
    expect: [
      { menu: "News & Updates", present: true, linksTo: "/blog" },
      { menu: "Blog", present: false },
    ],
  },
  {
    id: "navigation-853",
    domain: "navigation",
    intent: "change",
    say: ["Please re-order the top menu so that the items appear, from left to right, as follows:\n1. Home\n2. Blog\n3. About\n4. Contact\nNo items are to be added or removed."],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }],
  },
  {
    id: "navigation-854",
    domain: "navigation",
    intent: "change",
    say: ["Hide the Contact link from the menu for now nah, we redoing that page. Don't delete it, just hide."],
    expect: [{ menu: "Contact", present: true, visible: false }],
  },
  {
    id: "navigation-855",
    domain: "navigation",
    intent: "change",
    say: ["can u add instagram to the menu, its https://instagram.com/northwindstudio"],
    expect: [{ menu: "Instagram", present: true, linksTo: "https://instagram.com/northwindstudio" }],
  },
  {
    id: "navigation-856",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Our Rooms", live: true, sections: [{ template: "text", content: { body: "Twelve rooms, each with a view of the lake." } }] } }],
    say: ["Under About shall the page Our Rooms as sub-point in the menu appear."],
    expect: [{ menu: "Our Rooms", present: true, parent: "About", linksTo: "Our Rooms" }],
  },
  {
    id: "navigation-857",
    domain: "navigation",
    intent: "change",
    say: ["Per J's note below, please remove the Blog link from the website's navigation.\n\n> We do not post often enough to justify it. The posts themselves stay. — J"],
    expect: [{ menu: "Blog", present: false }, { menuOrder: ["Home", "About", "Contact"] }, { post: WELCOME, exists: true }],
  },
  {
    id: "navigation-858",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Team", live: true, sections: [{ template: "text", content: { body: "Four designers and developers." } }] } }],
    say: [
      "[11:40] Kim: should the Home link in the nav go to /blog during launch week??\n[11:41] Raj Patel: no. make the About link go to the new Team page instead, people want to see faces\n[11:41] Kim: ok fine, Raj's idea then\n\nplease do what we agreed",
    ],
    expect: [
      { menu: "About", present: true, linksTo: "Team" },
      { menu: "Home", linksTo: "Home" },
    ],
    note: "The agreed change is Raj's: the About item links to the Team page. Kim's idea about Home is dropped.",
  },
  {
    id: "navigation-859",
    domain: "navigation",
    intent: "read",
    say: ["At the top of our site there's a row of words — Home, About and so on. What are all of them, in order, and where does each one take you?"],
    expect: [unchanged, { reply: { includesAll: ["Blog", "Contact"] } }],
  },
  {
    id: "navigation-860",
    domain: "navigation",
    intent: "change",
    say: ["put Home at the end of the menu - no, second from the end"],
    expect: [{ menuOrder: ["About", "Blog", "Home", "Contact"] }],
    note: "Corrected mid-sentence: Home goes second from the end, just before Contact.",
  },
  {
    id: "navigation-861",
    domain: "navigation",
    intent: "refuse",
    given: [
      { page: { title: "Team", live: true, sections: [{ template: "text", content: { body: "Four designers and developers." } }] } },
      { menuItem: { label: "Team", page: "Team", parent: "About" } },
    ],
    say: ["can u put the contact link under team in the menu? team is already under about btw"],
    expect: [unchanged, { reply: { includesAny: ["two levels", "levels deep", "sub-item", "level", ...CANNOT] } }],
    note: "Team is already a sub-item of About; the menu is at most two levels deep, so Contact cannot go under it.",
  },
  {
    id: "navigation-862",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Pricing", live: true, sections: [{ template: "text", content: { body: "Projects start at £4,000." } }] } }],
    say: ["Kindly add a menu item labelled 'Pricing', linking to the page of the same name, and position it immediately after 'About' (i.e. third from the left)."],
    expect: [{ menu: "Pricing", present: true, linksTo: "Pricing", position: 2 }],
  },
];

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-851",
    domain: "pages",
    intent: "change",
    say: ["need a new page called Corporate Flowers, just one line of text on it:\nWeekly office flowers, delivered Monday mornings\ndraft is fine"],
    expect: [{ page: "Corporate Flowers", exists: true, textIncludes: ["Weekly office flowers, delivered Monday mornings"] }],
  },
  {
    id: "pages-852",
    domain: "pages",
    intent: "change",
    say: ["Kindly update the SEO description of the About page into: Meet the Northwind team and learn how we work. Thanks po!"],
    expect: [
      {
        anyOf: [
          [{ page: "About", seoDescription: "Meet the Northwind team and learn how we work." }],
          [{ page: "About", seoDescription: "Meet the Northwind team and learn how we work" }],
        ],
      },
    ],
  },
  {
    id: "pages-853",
    domain: "pages",
    intent: "refuse",
    say: ["Please change the web address of the About page from /about to /blog. I appreciate this is unusual, but we wish our story to be the first thing readers of the blog address encounter."],
    expect: [unchanged, { reply: { includesAny: ["reserved", "already used", "in use", ...CANNOT] } }],
    note: "/blog is the blog's own address, a reserved slug; the page's address cannot become it.",
  },
  {
    id: "pages-854",
    domain: "pages",
    intent: "change",
    say: ["The Contact page, change the name of it to Reach Us please."],
    expect: [
      { page: "Reach Us", exists: true },
      { page: "Contact", exists: false },
    ],
  },
  {
    id: "pages-855",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Summer Camp", sections: [{ template: "text", content: { body: "Coming soon." } }] } }],
    say: ["how many pages does the site have and which ones r still drafts? need it for my report thing"],
    expect: [unchanged, { reply: { includesAll: ["Summer Camp"] } }, { reply: { includesAny: ["4", "four"] } }],
  },
  {
    id: "pages-856",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Spa Offers Winter", live: true, sections: [{ template: "text", content: { body: "20% off every massage until March." } }] } }],
    say: ["The page Spa Offers Winter is not more actual. Please remove it."],
    expect: [{ page: "Spa Offers Winter", inTrash: true }],
    note: "German 'aktuell': no longer current. Removing the page means deleting it.",
  },
  {
    id: "pages-857",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Fee Schedule", live: true, sections: [{ template: "text", content: { body: "Hourly rates for 2024." } }] } }],
    say: ["Per J's note below, please take the Fee Schedule page off the public website, but retain it as a draft.\n\n> Rates under review — pull it until further notice. J"],
    expect: [{ page: "Fee Schedule", exists: true, live: false }],
  },
  {
    id: "pages-858",
    domain: "pages",
    intent: "change",
    say: [
      "[16:01] Ana: we need a Careers page\n[16:02] Leo M: hero heading 'Work with us' and then a text bit saying we're not hiring right now but send CVs to jobs@northwind.example\n[16:03] Ana: 🙌 draft is fine, don't publish yet\n\n@assistant can you set that up",
    ],
    expect: [
      {
        page: "Careers",
        exists: true,
        live: false,
        sections: [{ template: "hero", fields: { heading: "Work with us" } }],
        textIncludes: ["jobs@northwind.example"],
      },
    ],
  },
  {
    id: "pages-859",
    domain: "pages",
    intent: "read",
    say: ["When someone opens our home page, what's the big line of text at the very top, and what does the button under it say?"],
    expect: [unchanged, { reply: { includesAll: ["Websites that feel calm and work hard", "See what we do"] } }],
  },
  {
    id: "pages-860",
    domain: "pages",
    intent: "change",
    say: ["set the home page's SEO title to 'Northwind | Web design' — no, make it 'Northwind Studio | Calm web design'"],
    expect: [{ page: "Home", seoTitle: "Northwind Studio | Calm web design" }],
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-851",
    domain: "settings",
    intent: "change",
    say: ["change the little line under the name to:\nFresh flowers, delivered from our van"],
    expect: [{ setting: "tagline", equals: "Fresh flowers, delivered from our van" }],
    note: "The little line under the site's name is the tagline.",
  },
  {
    id: "settings-852",
    domain: "settings",
    intent: "change",
    say: ["Kindly change the site name into “Northwind Creative Studio”. Thank you for your kind assistance."],
    expect: [{ setting: "name", equals: "Northwind Creative Studio" }],
  },
  {
    id: "settings-853",
    domain: "settings",
    intent: "read",
    say: ["Would you kindly state the four theme colours presently configured — primary, accent, background and text — giving each as a hex code? I am preparing a style sheet for our printer."],
    expect: [unchanged, { reply: { includesAll: ["#35524a", "#d9622b", "#fbfaf7", "#1f2933"] } }],
  },
  {
    id: "settings-854",
    domain: "settings",
    intent: "change",
    say: ["Make de accent colour a nice sea green, like the water back home."],
    expect: [{ setting: "themeColors.accent", changed: true }, { anyOf: [[{ setting: "themeColors.accent", looksLike: "green" }], [{ setting: "themeColors.accent", looksLike: "teal" }]] }],
    note: "Sea green sits between green and teal; either family is right.",
  },
  {
    id: "settings-855",
    domain: "settings",
    intent: "change",
    say: ["add our tiktok to the social links its https://tiktok.com/@northwind. dont delete the other ones lol"],
    expect: [
      { setting: "socialLinks", includes: "tiktok.com/@northwind" },
      { setting: "socialLinks", includes: "mastodon.example" },
    ],
  },
  {
    id: "settings-856",
    domain: "settings",
    intent: "read",
    say: ["Which colour has actually the accent? I need the code for the printer of the hotel."],
    expect: [unchanged, { reply: { includesAll: ["#d9622b"] } }],
  },
  {
    id: "settings-857",
    domain: "settings",
    intent: "change",
    say: [
      "Per J's note below, please update the site's default search-engine description.\n\nNew wording (J): ‘Northwind Studio designs calm, accessible websites for independent businesses.’",
    ],
    expect: [{ setting: "seoDescription", equals: "Northwind Studio designs calm, accessible websites for independent businesses." }],
  },
  {
    id: "settings-858",
    domain: "settings",
    intent: "refuse",
    as: "viewer",
    say: ["[08:55] Olu: the tagline has a typo?\n[08:56] Mei Lin: no it's fine, but change it to 'Calm websites for busy people' anyway\n[08:57] Olu: ok\n\ncan you change it"],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "A viewer cannot change settings.",
  },
  {
    id: "settings-859",
    domain: "settings",
    intent: "change",
    say: ["remove the GitHub link from our social links - wait no, remove Mastodon, keep GitHub"],
    expect: [
      { setting: "socialLinks", excludes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
];

// ── Entries ────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-851",
    domain: "entries",
    intent: "change",
    say: ["new testimonial pls: 'The bouquets made our day' - from Hannah Reid, Rosewood Weddings"],
    expect: [{ entry: { where: { author: "Hannah Reid" } }, exists: true, dataIncludes: { quote: "bouquets made our day", company: "Rosewood Weddings" } }],
  },
  {
    id: "entries-852",
    domain: "entries",
    intent: "change",
    say: ["Kindly revise the quote of the Maple Bakery testimonial into: “Our orders doubled within a month of the new site going live.” Thank you."],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "within a month", author: "Priya Shah" } }],
  },
  {
    id: "entries-853",
    domain: "entries",
    intent: "change",
    say: [
      "In the testimonial from Harbour Books, the person's name is presently recorded as Tom Okafor. It should read Thomas Okafor. Please (a) correct it and (b) ensure the corrected version is what visitors see on the live site.",
    ],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Thomas Okafor" } }, { live: "changed" }],
  },
  {
    id: "entries-854",
    domain: "entries",
    intent: "read",
    say: ["Who say dem nice things about we in the testimonials? Give me the names of the people."],
    expect: [unchanged, { reply: { includesAll: ["Priya Shah", "Tom Okafor"] } }],
  },
  {
    id: "entries-855",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Test entry", data: { quote: "asdfgh", author: "me" } } }],
    say: ["delete the testimonial that says asdfgh lol that was me testing"],
    expect: [{ entry: "Test entry", inTrash: true }],
  },
  {
    id: "entries-856",
    domain: "entries",
    intent: "change",
    say: ["The testimonial of Harbour Books shall not more on the website be seen. Please not delete, only hide it."],
    expect: [{ entry: "Harbour Books", exists: true, live: false }],
  },
  {
    id: "entries-857",
    domain: "entries",
    intent: "change",
    say: ["Per J's note below, please add a client testimonial and publish it.\n\n> Quote: “Clear advice, delivered on time.” Author: Margaret Hale. Company: Hale & Partners LLP. — J"],
    expect: [{ entry: { where: { author: "Margaret Hale" } }, exists: true, live: true, dataIncludes: { quote: "Clear advice, delivered on time", company: "Hale & Partners" } }],
  },
  {
    id: "entries-858",
    domain: "entries",
    intent: "change",
    say: [
      "[13:30] Jo: fyi Maple Bakery rebranded, they're Maple & Rye Bakery now\n[13:31] Chris D: update their testimonial's company then\n[13:31] Jo: and its title too pls\n\n^^",
    ],
    expect: [{ entry: "Maple & Rye Bakery", exists: true, dataIncludes: { company: "Maple & Rye Bakery" } }],
  },
  {
    id: "entries-859",
    domain: "entries",
    intent: "read",
    say: ["There's a part of the site with nice quotes from happy clients. Who said the thing about orders doubling?"],
    expect: [unchanged, { reply: { includesAny: ["Maple Bakery", "Priya Shah"] } }],
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-851",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Mothers Day Flowers", sections: [{ template: "text", content: { body: "Order by Thursday for Sunday delivery." } }] } }],
    say: ["mothers day page - make it live now pls, orders r coming in already!!"],
    expect: [{ page: "Mothers Day Flowers", live: true }],
  },
  {
    id: "publishing-852",
    domain: "publishing",
    intent: "read",
    say: ["Hello! May I know what are the changes that are not yet published? For your perusal before I approve. Thank you."],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection"] } }],
    note: "The only draft that differs from the live site in the demo is the autumn post.",
  },
  {
    id: "publishing-853",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Draft Policy", sections: [{ template: "text", content: { body: "Our policy on drafts." } }] } },
      { post: { title: "Site maintenance notice", body: "The site will be down on Sunday morning." } },
    ],
    say: ["Please publish all outstanding drafts, with the single exception of the post 'Autumn collection: colours of the season', which must remain unpublished until further notice."],
    expect: [
      { page: "Draft Policy", live: true },
      { post: "Site maintenance notice", live: true },
      { post: AUTUMN, live: false },
    ],
  },
  {
    id: "publishing-854",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Island-made websites", live: false } }],
    say: ["I change de tagline yesterday but it not showing on the site still. Put it live please."],
    expect: [{ setting: "tagline", in: "live", equals: "Island-made websites" }],
  },
  {
    id: "publishing-855",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.example.com", live: false } }],
    say: ["i added a shop link to the menu but its not showing on the actual site?? can u push it live"],
    expect: [{ menu: "Shop", live: true }],
  },
  {
    id: "publishing-856",
    domain: "publishing",
    intent: "change",
    say: ["At the page About please change the heading 'About us' into 'About our studio' and then directly publish it, so the guests see it."],
    expect: [{ page: "About", liveTextIncludes: ["About our studio"] }],
  },
  {
    id: "publishing-857",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["Per J's note below, please publish the post 'Autumn collection: colours of the season'.\n\n> OK to go live. — J"],
    expect: [cardShown, liveSame, { post: AUTUMN, status: "draft", live: false }],
    note: "The person declines the approval card (J changed their mind on the phone): nothing goes live.",
  },
  {
    id: "publishing-858",
    domain: "publishing",
    intent: "read",
    given: [{ settings: { tagline: "Handmade websites, calmly built", live: false } }],
    say: ["[17:02] Ruth: did the new tagline ever go live?\n[17:03] Dev S: no idea, ask the bot\n\nwell? did it"],
    expect: [
      unchanged,
      {
        reply: {
          includesAny: ["not live", "isn't live", "is not live", "not yet", "hasn't gone live", "has not gone live", "not been published", "hasn't been published", "not published", "unpublished", "still a draft", "draft", "waiting"],
        },
      },
    ],
    note: "The new tagline is in the settings draft but was never published.",
  },
];

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-851",
    domain: "search",
    intent: "read",
    say: ["which page has our phone number on it?? a customer says they cant find it"],
    expect: [unchanged, { reply: { includesAny: ["Contact"] } }],
  },
  {
    id: "search-852",
    domain: "search",
    intent: "read",
    say: ["Kindly check where in the site we mentioned 'screen reader'. Thanks po."],
    expect: [unchanged, { reply: { includesAny: ["Welcome to our new website", "welcome post"] } }],
  },
  {
    id: "search-853",
    domain: "search",
    intent: "read",
    say: ["Could you identify every page on which the word 'calm' appears? A list of page titles will suffice."],
    expect: [unchanged, { reply: { includesAll: ["Home", "About"], excludes: ["Contact"] } }],
    note: "'calm' is in the Home page's hero heading and SEO title and in the About page's text; the Contact page does not have it.",
  },
  {
    id: "search-854",
    domain: "search",
    intent: "read",
    say: ["In which article stands the word 'sketch'?"],
    expect: [unchanged, { reply: { includesAny: ["our design process", "Behind the scenes"] } }],
  },
  {
    id: "search-855",
    domain: "search",
    intent: "read",
    say: ["[10:10] Nia: someone said we still mention 2019 somewhere?\n[10:11] Paul G: on the site? where\n[10:11] Nia: no clue\n\ncan you find it"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
    note: "'We started in 2019' is in the About page's text.",
  },
  {
    id: "search-856",
    domain: "search",
    intent: "read",
    say: ["I remember a picture with some hills and a violet sky somewhere. What's the file called?"],
    expect: [unchanged, { reply: { includesAny: ["studio-dusk.jpg", "studio-dusk"] } }],
    note: "studio-dusk.jpg's alt text is 'Soft violet dusk over rolling hills'.",
  },
];

// ── Multi-step ─────────────────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-851",
    domain: "multi",
    intent: "change",
    say: ["new page Funeral Flowers w/ text 'Sympathy arrangements, delivered with care' + put it in the menu + make it live. at a funeral now so pls just do it"],
    expect: [
      { page: "Funeral Flowers", exists: true, live: true, textIncludes: ["Sympathy arrangements, delivered with care"] },
      { menu: "Funeral Flowers", present: true, linksTo: "Funeral Flowers" },
    ],
  },
  {
    id: "multi-852",
    domain: "multi",
    intent: "change",
    say: ["Good day! Kindly do the following: change the tagline into 'Websites made with care', and also the accent colour into #2f7d4a. Thank you po."],
    expect: [
      { setting: "tagline", equals: "Websites made with care" },
      { setting: "themeColors.accent", equals: "#2f7d4a" },
    ],
  },
  {
    id: "multi-853",
    domain: "multi",
    intent: "change",
    say: [
      "1. Rename the page 'About' to 'About the Studio'.\n2. Ensure that the menu entry which links to it carries the same new label.\n3. Publish both changes, so that visitors see them.\nPlease confirm once all three steps are complete.",
    ],
    expect: [
      { page: "About the Studio", exists: true, live: true },
      { menu: "About the Studio", present: true, linksTo: "About the Studio", live: true },
      { live: "changed" },
    ],
  },
  {
    id: "multi-854",
    domain: "multi",
    intent: "change",
    say: ["Two ting for the Contact page: change Say hello to 'Come and see us', and put 'Open Saturdays too.' at the end of the writing under it."],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Come and see us", body: "Open Saturdays too" } }] }],
  },
  {
    id: "multi-855",
    domain: "multi",
    intent: "change",
    say: ["can u make the welcome post tags news and launch, and also change its summary thing to: We're live! Here's what's new."],
    expect: [{ post: WELCOME, tags: ["news", "launch"], excerptIncludes: ["what's new"] }],
    note: "The 'summary thing' is the excerpt.",
  },
  {
    id: "multi-856",
    domain: "multi",
    intent: "change",
    say: ["Please make following: the post about the design process shall the cover picture blue-coast.png get, and the tag 'hotel' shall also there be. The other tags stay."],
    expect: [{ post: PROCESS, coverImage: "blue-coast.png", tagsInclude: ["hotel", "process", "design"] }],
  },
  {
    id: "multi-857",
    domain: "multi",
    intent: "change",
    given: [
      { page: { title: "Old Offices", live: true, sections: [{ template: "text", content: { body: "12 Mill Lane, second floor." } }] } },
      { menuItem: { label: "Old Offices", page: "Old Offices" } },
    ],
    say: ["Per J's note below, please delete the 'Old Offices' page and remove it from the menu.\n\n> We moved out in March. — J"],
    expect: [
      { page: "Old Offices", inTrash: true },
      { menu: "Old Offices", present: false },
    ],
  },
  {
    id: "multi-858",
    domain: "multi",
    intent: "change",
    say: [
      "[12:00] Fay: can we add a FAQ about budgets to the about page?\n[12:01] Gus: Q 'Do you work with small budgets?' A 'Yes, we scope every project to fit.'\n[12:02] Fay: and bump the alt text on studio-dusk.jpg to 'Studio building at dusk'\n[12:02] Gus: 👍\n\nboth please",
    ],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { items: "Do you work with small budgets?" } }], textIncludes: ["scope every project to fit"] },
      { image: "studio-dusk.jpg", alt: "Studio building at dusk" },
    ],
  },
];

// ── Conversations ──────────────────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-851",
    domain: "conversation",
    intent: "change",
    say: ["change the home big heading to Fresh flowers for calm homes", "no wait undo that", "ok actually make it 'Flowers for calm homes'"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { heading: "Flowers for calm homes" } }], textExcludes: ["Fresh flowers"] }],
  },
  {
    id: "conversation-852",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "class-photo-a.jpg" } }, { image: { name: "class-photo-b.jpg" } }],
    say: ["Kindly put alt text on the image class-photo-a.jpg: Grade 6 class on the school steps. Thank you po.", "and the other one pls — Grade 6 class at the science fair"],
    expect: [
      { image: "class-photo-a.jpg", altIncludes: ["school steps"] },
      { image: "class-photo-b.jpg", altIncludes: ["science fair"] },
    ],
    note: "'The other one' is the other class photo, class-photo-b.jpg, the only other picture without alt text.",
  },
  {
    id: "conversation-853",
    domain: "conversation",
    intent: "read",
    given: [{ page: { title: "Bake Sale", sections: [{ template: "text", content: { body: "Saturday, 10 till 2." } }] } }],
    say: ["what pages are still drafts", "same but for posts"],
    expect: [unchanged, { reply: { includesAll: ["Autumn collection"], excludes: ["Bake Sale"] } }],
    note: "The second turn asks which posts are drafts: the autumn post, and no pages.",
  },
  {
    id: "conversation-854",
    domain: "conversation",
    intent: "change",
    say: [
      "Please add a menu item labelled 'Support' linking to https://help.northwind.example.",
      "Thank you. Now please move it so that it sits directly beneath 'Contact' as a sub-item, rather than at the top level.",
    ],
    expect: [{ menu: "Support", present: true, parent: "Contact", linksTo: "https://help.northwind.example" }],
  },
  {
    id: "conversation-855",
    domain: "conversation",
    intent: "change",
    say: ["What de Harbour Books testimonial say?", "Change it to say: Finally a website the whole team can update, easy-easy."],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "easy-easy", author: "Tom Okafor" } }],
  },
  {
    id: "conversation-856",
    domain: "conversation",
    intent: "change",
    given: [
      { page: { title: "Day Spa", sections: [{ template: "text", content: { body: "Sauna, steam room and pool." } }] } },
      { page: { title: "Breakfast Menu", sections: [{ template: "text", content: { body: "Served 7 to 10." } }] } },
    ],
    say: ["Please make the page 'Day Spa' live.", "And the page Breakfast Menu also."],
    expect: [
      { page: "Day Spa", live: true },
      { page: "Breakfast Menu", live: true },
    ],
  },
  {
    id: "conversation-857",
    domain: "conversation",
    intent: "change",
    say: ["set the accent colour to blue", "hmm too bright. a darker navy, like #1e3a5f — no, #14213d"],
    expect: [{ setting: "themeColors.accent", equals: "#14213d" }],
  },
  {
    id: "conversation-858",
    domain: "conversation",
    intent: "change",
    given: [
      { post: { title: "Spring sale recap", status: "published", body: "Thanks to everyone who came." } },
      { post: { title: "Spring sale draft", body: "Notes for next year." } },
    ],
    say: ["delete the post 'Spring sale recap'", "oops wrong one — bring that back and delete Spring sale draft instead"],
    expect: [
      { post: "Spring sale recap", exists: true },
      { post: "Spring sale draft", inTrash: true },
    ],
  },
];

// ── Clarify ────────────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-851",
    domain: "clarify",
    intent: "clarify",
    say: ["The picture on the site looks a bit off to me. Can you swap it for a better one?"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Which picture (there are several, on several pages) and which one instead are both unknown.",
  },
  {
    id: "clarify-852",
    domain: "clarify",
    intent: "clarify",
    say: ["can u change the heading"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-853",
    domain: "clarify",
    intent: "clarify",
    say: ["Please actualise the text on the page."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "German 'aktualisieren': update. Neither the page nor the new text is given.",
  },
];

// ── Off-topic ──────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-851",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats a good flower for a winter wedding that wont wilt in a warm van"],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
  {
    id: "offtopic-852",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Who win the cricket last night? West Indies play good?"],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
  },
];

export const TWENTYSECOND_PASS_CASES: Case[] = [
  ...sections,
  ...posts,
  ...images,
  ...navigation,
  ...pages,
  ...settings,
  ...entries,
  ...publishing,
  ...search,
  ...multi,
  ...conversation,
  ...clarify,
  ...offtopic,
];
