/**
 * Eighteenth development pass (ids `*-351…`): about a hundred cases in new voices — a florist
 * dictating into a phone, a retired teacher who writes very formally, a start-up founder in a hurry,
 * a Polish speaker's English, a support agent pasting a customer's complaint, a volunteer unsure of
 * the words ("the top bit", "the box with the photo") and someone who writes in lists. Weighted
 * towards messages holding two or three changes at once, conversations that refer back, pictures,
 * testimonials and posts. Written from the tools, services, schema, templates and demo seed only,
 * without reading the offline model, its docs, its tests or the other passes.
 */
import { unchanged, liveSame, NOT_FOUND, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome, process, autumn } = DEMO.posts;

/** A testimonial is off the site when it is taken down or moved to the trash; both are right. */
const offSite = (entry: string) => ({ anyOf: [[{ entry, live: false }], [{ entry, exists: false }]] });

// ── Several changes in one message ──────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-351",
    domain: "multi",
    intent: "change",
    say: ["new page called Wedding Flowers with a heading that says Flowers for your big day and a line saying we do bouquets buttonholes and table arrangments then add it to the menu please"],
    expect: [
      { page: "Wedding Flowers", exists: true, textIncludes: ["Flowers for your big day", "buttonholes"] },
      { menu: "Wedding Flowers", present: true, linksTo: "Wedding Flowers" },
    ],
    note: "A florist dictating into a phone: no punctuation, two changes chained with 'then'.",
  },
  {
    id: "multi-352",
    domain: "multi",
    intent: "change",
    say: ["Would you kindly rename the page presently entitled “About” to “Our Story”, and ensure that the corresponding link in the navigation menu bears the same name? Thank you."],
    expect: [
      { page: "Our Story", exists: true, textIncludes: ["Northwind Studio is a team of four"] },
      { page: "About", exists: false },
      { menu: "Our Story", present: true, linksTo: "Our Story" },
      { menuOrder: ["Home", "Our Story", "Blog", "Contact"] },
    ],
  },
  {
    id: "multi-353",
    domain: "multi",
    intent: "change",
    given: [
      { page: { title: "Legacy Pricing", live: true, sections: [{ template: "text", content: { heading: "Prices (2022)", body: "Starter site from £900." } }] } },
      { menuItem: { label: "Pricing", page: "Legacy Pricing" } },
    ],
    say: ["kill the legacy pricing page + drop it from the nav. asap"],
    expect: [
      { page: "Legacy Pricing", exists: false },
      { menu: "Pricing", present: false },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
      { page: "About", exists: true },
    ],
  },
  {
    id: "multi-354",
    domain: "multi",
    intent: "change",
    given: [{ post: { title: "Our sourdough starter turns five", body: "Five years ago we mixed flour and water in a jam jar.\n\nIt has fed every loaf since.", tags: ["bakery"] } }],
    say: ["Please in the post about sourdough starter add on the end sentence 'Come taste it on Saturday.' and after this make it public."],
    expect: [
      { post: "Our sourdough starter turns five", bodyIncludes: ["Come taste it on Saturday", "jam jar"], status: "published", live: true, liveBodyIncludes: ["Come taste it on Saturday"] },
    ],
    note: "A Polish speaker's word order ('add on the end sentence'): edit the body, then publish.",
  },
  {
    id: "multi-355",
    domain: "multi",
    intent: "change",
    say: [
      "Customer wrote in: 'Your site still calls you Northwind Studio but you renamed to Northwind & Co in March, and the tagline is ancient.' Can you fix the name, and make the tagline 'Websites for independent shops' while you're at it",
    ],
    expect: [
      { setting: "name", equals: "Northwind & Co" },
      { setting: "tagline", equals: "Websites for independent shops" },
    ],
  },
  {
    id: "multi-356",
    domain: "multi",
    intent: "change",
    say: ["on the front page the big top bit - can the words say 'Good websites for good causes' and the button under it say 'Meet us' instead"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Good websites for good causes", ctaLabel: "Meet us", ctaUrl: "/about", subheading: "We design and build" } }] },
      { page: "Home", textExcludes: ["Websites that feel calm and work hard", "See what we do"] },
    ],
    note: "A volunteer without the words: 'the big top bit' is the hero; its link and subheading stay.",
  },
  {
    id: "multi-357",
    domain: "multi",
    intent: "change",
    say: ["- archive the welcome post\n- archvie the design process one too\n- leave the autumn draft alone"],
    expect: [
      { post: welcome, status: "archived", live: false },
      { post: process, status: "archived", live: false },
      { post: autumn, status: "draft" },
    ],
  },
  {
    id: "multi-358",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "bread-rolls.jpg" } }, { image: { name: "cake-stand.jpg" } }],
    say: ["Every picture that has no alt text: give it one please. Describe what's in the file name if you have nothing better."],
    expect: [
      { image: "bread-rolls.jpg", hasAlt: true, altIncludes: ["bread"] },
      { image: "cake-stand.jpg", hasAlt: true, altIncludes: ["cake"] },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
      { image: "blue-coast.png", alt: "Calm blue coastline with green headlands" },
    ],
  },
  {
    id: "multi-359",
    domain: "multi",
    intent: "change",
    say: ["1. Change the site tagline to 'Small studio, big care'\n2. Make the accent colour a forest green\n3. Publish the settings"],
    expect: [
      { setting: "tagline", equals: "Small studio, big care", in: "live" },
      { setting: "themeColors.accent", looksLike: "green", in: "live" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "multi-360",
    domain: "multi",
    intent: "change",
    say: ["new post 'We're hiring a junior developer' tagged jobs, short body saying send your CV to jobs@northwind.example, publish it straight away"],
    expect: [{ post: { titleIncludes: "hiring a junior developer" }, exists: true, tagsInclude: ["jobs"], bodyIncludes: ["jobs@northwind.example"], status: "published", live: true }],
    note: "A founder in a hurry; the apostrophe inside the single quotes belongs to the title.",
  },
  {
    id: "multi-361",
    domain: "multi",
    intent: "change",
    say: ["add a page Funeral Tributes with a short bit of text saying we deliver to all the local funeral homes and put it in the menu under About"],
    expect: [
      { page: "Funeral Tributes", exists: true, textIncludes: ["funeral homes"] },
      { menu: "Funeral Tributes", present: true, linksTo: "Funeral Tributes", parent: "About" },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
  },
  {
    id: "multi-362",
    domain: "multi",
    intent: "change",
    say: ["I should be grateful if you would hide the Blog link in the menu and move Contact so that it is the second item."],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { menu: "Contact", visible: true, position: 1 },
      { menuOrder: ["Home", "Contact", "About", "Blog"] },
    ],
  },
  {
    id: "multi-363",
    domain: "multi",
    intent: "change",
    say: ["Please change on Contact page the phone number to +44 20 7946 0999 and also the hours, they are now weekdays 8–4."],
    expect: [{ page: "Contact", textIncludes: ["+44 20 7946 0999", "hello@northwind.example"], textExcludes: ["7946 0000", "9–5"] }],
  },
  {
    id: "multi-364",
    domain: "multi",
    intent: "change",
    say: [
      "Ticket #4471 — customer says: \"the FAQ on your about page says projects take six to ten weeks but your sales guy told me four\". Please update that answer to say four to eight weeks, and add a question 'Do you offer maintenance?' with the answer 'Yes, monthly care plans from £90.'",
    ],
    expect: [
      { page: "About", textIncludes: ["four to eight weeks", "Do you offer maintenance?", "£90", "Can we edit the site ourselves?"], textExcludes: ["six to ten weeks"] },
      { page: "About", sectionTemplates: ["text", "imageText", "faq"] },
    ],
  },
  {
    id: "multi-365",
    domain: "multi",
    intent: "change",
    say: ["rename blog in the nav to 'Journal' and add 'Careers' linking to https://jobs.northwind.example at the end"],
    expect: [
      { menu: "Journal", present: true, linksTo: "/blog" },
      { menu: "Careers", present: true, linksTo: "https://jobs.northwind.example" },
      { menuOrder: ["Home", "About", "Journal", "Contact", "Careers"] },
    ],
  },
  {
    id: "multi-366",
    domain: "multi",
    intent: "change",
    say: ["can you take the autumn colours thing out of drafts so poeple can see it, and put the picture of the blue sea on it instead of the orange one"],
    expect: [{ post: autumn, status: "published", live: true, coverImage: "blue-coast.png" }],
  },
  {
    id: "multi-367",
    domain: "multi",
    intent: "change",
    say: ["Two things: unpublish the Behind the scenes post, and delete the Maple Bakery testimonial."],
    expect: [
      { post: process, status: "draft", live: false },
      { entry: "Maple Bakery", exists: false },
      { entry: "Harbour Books", exists: true, live: true },
      { post: welcome, status: "published" },
    ],
  },
  {
    id: "multi-368",
    domain: "multi",
    intent: "change",
    say: ["Kindly change the SEO title of the Home page to 'Northwind Studio | Calm websites' and its descripton to 'Calm, fast websites for independent shops and makers.'"],
    expect: [
      { page: "Home", seoTitle: "Northwind Studio | Calm websites", seoDescription: "Calm, fast websites for independent shops and makers." },
      { setting: "seoTitle", equals: "Northwind Studio" },
    ],
    note: "The page's SEO fields, not the site-wide default; 'descripton' is the typo.",
  },
  {
    id: "multi-369",
    domain: "multi",
    intent: "change",
    say: ["[ ] add Instagram https://instagram.com/northwindstudio to the social links\n[ ] remove the GitHub one\n[ ] keep Mastodon"],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", excludes: "github" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
    ],
  },
  {
    id: "multi-370",
    domain: "multi",
    intent: "change",
    say: ["dup the contact page as 'Visit us', put it live and in the menu"],
    expect: [
      { page: "Visit us", exists: true, live: true, textIncludes: ["hello@northwind.example"] },
      { menu: "Visit us", present: true, linksTo: "Visit us" },
      { page: "Contact", exists: true, live: true },
      { menu: "Contact", present: true, linksTo: "Contact" },
    ],
  },
  {
    id: "multi-371",
    domain: "multi",
    intent: "change",
    say: ["the box at the bottom of home that says Have a project in mind - button should say Order flowers and go to /shop, and the heading become Need flowers this week?"],
    expect: [
      { page: "Home", sections: [{ template: "cta", fields: { heading: "Need flowers this week?", buttonLabel: "Order flowers", buttonUrl: "/shop" } }] },
      { page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "See what we do", ctaUrl: "/about" } }], textExcludes: ["Have a project in mind?"] },
    ],
  },
  {
    id: "multi-372",
    domain: "multi",
    intent: "change",
    say: ["Please make both testimonails not visible on site and the Contact page also not public."],
    expect: [offSite("Maple Bakery"), offSite("Harbour Books"), { page: "Contact", exists: true, live: false }, { page: "About", live: true }],
  },
  {
    id: "multi-373",
    domain: "multi",
    intent: "change",
    say: ["The studio-dusk.jpg caption is fine but the alt text is wrong — it's our studio at dusk, not hills. Fix the alt, and also give blue-coast.png the caption ‘The coast near our studio’."],
    expect: [
      { image: "studio-dusk.jpg", altIncludes: ["studio"], caption: "Our studio at dusk" },
      { image: "blue-coast.png", caption: "The coast near our studio", alt: "Calm blue coastline with green headlands" },
    ],
  },
  {
    id: "multi-374",
    domain: "multi",
    intent: "change",
    say: ["1) new testimonial from Lena Varga at Copper Kettle Café: 'They made our menu easy to update from my phone.' 2) publish it 3) take Harbour Books down"],
    expect: [
      { entry: { where: { author: "Lena Varga" } }, exists: true, live: true, dataIncludes: { quote: "menu easy to update", company: "Copper Kettle" } },
      offSite("Harbour Books"),
      { entry: "Maple Bakery", live: true },
    ],
  },
  {
    id: "multi-375",
    domain: "multi",
    intent: "change",
    say: ["the page with the questions — add another one: 'Do you work with charities?' answer 'Yes, we give charities 20% off.' and then put the page live"],
    expect: [{ page: "About", textIncludes: ["Do you work with charities?", "20% off", "How long does a website take?"], liveTextIncludes: ["Do you work with charities?"] }],
    note: "'The page with the questions' is About, the only page with an FAQ.",
  },
  {
    id: "multi-376",
    domain: "multi",
    intent: "change",
    say: ["Please create a post entitled “Reflections on our first year of teaching web design”, tag it ‘teaching’ and ‘reflections’, with the excerpt “What a year of workshops taught us.” Leave it as a draft."],
    expect: [{ post: "Reflections on our first year of teaching web design", exists: true, tags: ["teaching", "reflections"], excerptIncludes: ["What a year of workshops taught us"], status: "draft", live: false }],
  },
  {
    id: "multi-377",
    domain: "multi",
    intent: "change",
    say: [
      "Pasting from a customer: \"I clicked Contact in your menu and honestly I didn't realise I could phone you.\" Fair point. Please rename the Contact menu link to 'Call or write' and move it right after Home.",
    ],
    expect: [
      { menu: "Call or write", present: true, linksTo: "Contact", position: 1 },
      { menuOrder: ["Home", "Call or write", "About", "Blog"] },
      { page: "Contact", exists: true },
    ],
    note: "Only the menu link is renamed; the page keeps its title.",
  },
  {
    id: "multi-378",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "team-picnic.jpg" } }],
    say: ["- put team-picnic.jpg in the about page's where we work section instaed of the current photo\n- give it alt text 'The team having lunch outside the studio'"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "team-picnic.jpg", heading: "Where we work" } }] },
      { image: "team-picnic.jpg", altIncludes: ["team having lunch outside the studio"] },
      { page: "Contact", textIncludes: ["studio-dusk.jpg"] },
      { post: process, coverImage: "studio-dusk.jpg" },
    ],
  },
  {
    id: "multi-379",
    domain: "multi",
    intent: "change",
    say: ["swap home hero image to autumn-valley.jpg and make the hero subheading 'Design, build, care — for small businesses.'"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg", subheading: "Design, build, care", heading: "Websites that feel calm and work hard" } }] },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
    ],
  },
  {
    id: "multi-380",
    domain: "multi",
    intent: "change",
    say: ["I need three things: 1. site name change to 'Northwind Design' 2. primary colour to navy blue 3. add to menu link 'Portfolio' to https://portfolio.northwind.example"],
    expect: [
      { setting: "name", equals: "Northwind Design" },
      { setting: "themeColors.primary", looksLike: "blue" },
      { setting: "themeColors.accent", equals: DEMO.accent },
      { menu: "Portfolio", present: true, linksTo: "https://portfolio.northwind.example" },
    ],
  },
];

// ── Conversations that refer back ───────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-351",
    domain: "conversation",
    intent: "change",
    say: ["change the tagline to 'Websites for florists'", "actually make it 'Websites for florists and growers'"],
    expect: [{ setting: "tagline", equals: "Websites for florists and growers" }],
  },
  {
    id: "conversation-352",
    domain: "conversation",
    intent: "change",
    say: ["hide the About link in the menu", "no, not that one — Contact"],
    expect: [
      { menu: "About", present: true, visible: true },
      { menu: "Contact", present: true, visible: false },
    ],
  },
  {
    id: "conversation-353",
    domain: "conversation",
    intent: "change",
    say: ["Change the About page heading to 'Who we are'", "undo that", "now change it to 'Meet the team'"],
    expect: [{ page: "About", sections: [{ template: "text", fields: { heading: "Meet the team" } }], textExcludes: ["Who we are", "About us"] }],
  },
  {
    id: "conversation-354",
    domain: "conversation",
    intent: "change",
    say: ["Set the home page's SEO description to 'Calm websites for small shops.'", "and the same for the About page"],
    expect: [
      { page: "Home", seoDescription: "Calm websites for small shops." },
      { page: "About", seoDescription: "Calm websites for small shops." },
      { page: "Contact", seoDescription: "" },
    ],
  },
  {
    id: "conversation-355",
    domain: "conversation",
    intent: "change",
    say: ["which posts are publised at the moment?", "ok publish the draft one too"],
    expect: [
      { post: autumn, status: "published", live: true },
      { post: welcome, status: "published" },
      { post: process, status: "published" },
    ],
  },
  {
    id: "conversation-356",
    domain: "conversation",
    intent: "read",
    given: [{ post: { title: "Notes from the bakery fair", status: "published", tags: ["events"], body: "Three days, four hundred loaves." } }],
    say: ["what posts do we have on the blog?", "which one is newest?"],
    expect: [{ reply: { includesAny: ["Notes from the bakery fair"] } }, unchanged],
  },
  {
    id: "conversation-357",
    domain: "conversation",
    intent: "change",
    say: ["Add a testimonial from Marco Bellini of Bellini Gelato: 'Summer sales went up by a third.'", "publish it"],
    expect: [{ entry: { where: { author: "Marco Bellini" } }, exists: true, live: true, dataIncludes: { quote: "up by a third", company: "Bellini Gelato" } }],
  },
  {
    id: "conversation-358",
    domain: "conversation",
    intent: "change",
    say: ["What's the alt text on the picture in the home page banner?", "change it to 'Sunrise over layered green hills'"],
    expect: [
      { image: "mountain-sunrise.jpg", alt: "Sunrise over layered green hills" },
      { image: "studio-dusk.jpg", alt: "Soft violet dusk over rolling hills" },
    ],
  },
  {
    id: "conversation-359",
    domain: "conversation",
    intent: "change",
    say: ["add a link to the menu", "call it Shop and point it at https://shop.northwind.example"],
    expect: [
      { menu: "Shop", present: true, linksTo: "https://shop.northwind.example" },
      { menu: "Blog", present: true, linksTo: "/blog" },
    ],
    note: "The first message is too vague; the second answers the question it should raise.",
  },
  {
    id: "conversation-360",
    domain: "conversation",
    intent: "change",
    given: [
      { page: { title: "Garden Party 2024", sections: [{ template: "text", content: { body: "Join us on 6 July for cake in the garden." } }] } },
      { page: { title: "Garden Party 2023", sections: [{ template: "text", content: { body: "Thanks to everyone who came last summer." } }] } },
    ],
    say: ["delete the garden party 2024 page", "sorry, wrong one! put it back and delete the 2023 one instead"],
    expect: [
      { page: "Garden Party 2024", exists: true, textIncludes: ["6 July"] },
      { page: "Garden Party 2023", exists: false },
    ],
  },
  {
    id: "conversation-361",
    domain: "conversation",
    intent: "change",
    say: ["make the accent colour purple", "hmm too loud. actualy a soft pink"],
    expect: [
      { setting: "themeColors.accent", looksLike: "pink" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "conversation-362",
    domain: "conversation",
    intent: "read",
    say: ["Show me the testimonials", "who said the one about orders doubling?"],
    expect: [{ reply: { includesAny: ["Priya Shah", "Priya"] } }, unchanged],
  },
  {
    id: "conversation-363",
    domain: "conversation",
    intent: "change",
    say: ["Put 'Closed 24–26 December' at the top of the contact page", "and teh same on the About page"],
    expect: [
      { page: "Contact", textIncludes: ["Closed 24", "December", "hello@northwind.example"] },
      { page: "About", textIncludes: ["Closed 24", "December", "Northwind Studio is a team of four"] },
      { page: "Home", textExcludes: ["Closed 24"] },
    ],
  },
  {
    id: "conversation-364",
    domain: "conversation",
    intent: "change",
    say: ["Change the subtitle on the homepage banner to 'Quick, calm, accessible.'", "publish it"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { subheading: "Quick, calm, accessible.", heading: "Websites that feel calm" } }] },
      { page: "Home", liveTextIncludes: ["Quick, calm, accessible."], liveTextExcludes: ["quick to load, easy to edit"] },
    ],
  },
  {
    id: "conversation-365",
    domain: "conversation",
    intent: "change",
    say: ["I want to tidy up the blog a bit", "archive the welcome one"],
    expect: [
      { post: welcome, status: "archived", live: false },
      { post: process, status: "published", live: true },
      { post: autumn, status: "draft" },
    ],
  },
  {
    id: "conversation-366",
    domain: "conversation",
    intent: "change",
    say: ["Create a draft post called 'Five bouquets for spring'", "tag it seasonal and flowers", "and give it the autumn valley picture as cover — no wait, the blue coast one"],
    expect: [{ post: "Five bouquets for spring", exists: true, status: "draft", tags: ["seasonal", "flowers"], coverImage: "blue-coast.png" }],
  },
  {
    id: "conversation-367",
    domain: "conversation",
    intent: "read",
    say: ["How many images are in the library?", "which of them has no caption?"],
    expect: [{ reply: { includesAny: ["blue-coast.png", "blue-coast", "blue coast"] } }, unchanged],
    note: "blue-coast.png is the only demo image with an empty caption.",
  },
  {
    id: "conversation-368",
    domain: "conversation",
    intent: "change",
    say: ["Edit the Harbour Books testimonial: company should be 'Harbour Books & Maps'", "and publish that"],
    expect: [
      { entry: "Harbour Books", dataIncludes: { company: "Harbour Books & Maps", author: "Tom Okafor" }, live: true },
      { entry: "Maple Bakery", dataIncludes: { company: "Maple Bakery" } },
      { live: "changed" },
    ],
  },
  {
    id: "conversation-369",
    domain: "conversation",
    intent: "change",
    say: ["change the tagline to 'Flowers for every occasion'", "and rename the site to 'Petal & Stem'", "undo that last one"],
    expect: [
      { setting: "tagline", equals: "Flowers for every occasion" },
      { setting: "name", equals: "Northwind Studio" },
    ],
    note: "Only the rename is undone; the tagline from the first turn stays.",
  },
  {
    id: "conversation-370",
    domain: "conversation",
    intent: "change",
    say: ["where is studio-dusk.jpg used?", "swap it for autumn-valley.jpg on the About page only"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "autumn-valley.jpg" } }], textExcludes: ["studio-dusk.jpg"] },
      { page: "Contact", textIncludes: ["studio-dusk.jpg", "blue-coast.png"] },
      { post: process, coverImage: "studio-dusk.jpg" },
    ],
  },
  {
    id: "conversation-371",
    domain: "conversation",
    intent: "change",
    say: ["Add a page called 'Wedding Cakes' with a short intro about our tiered cakes", "put it in the menu after About", "and publish it"],
    expect: [
      { page: "Wedding Cakes", exists: true, live: true, textIncludes: ["tiered"] },
      { menu: "Wedding Cakes", present: true, linksTo: "Wedding Cakes", position: 2 },
      { menuOrder: ["Home", "About", "Wedding Cakes", "Blog", "Contact"] },
    ],
  },
  {
    id: "conversation-372",
    domain: "conversation",
    intent: "change",
    say: ["what's the tagline right now?", "make it shorter — just 'Calm, useful websites'"],
    expect: [{ setting: "tagline", equals: "Calm, useful websites" }],
  },
  {
    id: "conversation-373",
    domain: "conversation",
    intent: "change",
    say: ["Add a question to the About FAQ: 'Do you host websites?' — answer 'Yes, hosting is included for the first year.'", "actually the answer should say two years, not the first year"],
    expect: [{ page: "About", textIncludes: ["Do you host websites?", "two years", "How long does a website take?"], textExcludes: ["for the first year"] }],
  },
  {
    id: "conversation-374",
    domain: "conversation",
    intent: "change",
    say: ["take the Maple Bakery testimonial off the site", "no, the other one"],
    expect: [{ entry: "Maple Bakery", exists: true, live: true }, offSite("Harbour Books")],
    note: "The second turn puts Maple Bakery back and takes Harbour Books down instead.",
  },
  {
    id: "conversation-375",
    domain: "conversation",
    intent: "change",
    say: ["Is the autumn post live?", "ok then publish it, and tag it 'palettes' as well"],
    expect: [{ post: autumn, status: "published", live: true, tags: ["design", "seasonal", "palettes"] }],
  },
];

// ── Pictures ────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-351",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "sourdough-loaf.jpg" } }, { image: { name: "croissant-tray.jpg", alt: "A tray of golden croissants" } }],
    say: ["which of our pictures are missing alt text?"],
    expect: [{ reply: { includesAny: ["sourdough-loaf.jpg", "sourdough-loaf", "sourdough loaf"] } }, unchanged],
  },
  {
    id: "images-352",
    domain: "images",
    intent: "read",
    say: ["Where's the orange valley photo used?"],
    expect: [{ reply: { includesAny: [autumn, "Autumn collection", "colours of the season"] } }, unchanged],
  },
  {
    id: "images-353",
    domain: "images",
    intent: "change",
    say: ["set the caption of blue-coast.png to ‘Looking north from the harbour’"],
    expect: [{ image: "blue-coast.png", caption: "Looking north from the harbour", alt: "Calm blue coastline with green headlands" }],
  },
  {
    id: "images-354",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "peonies-bucket.jpg", alt: "Pink peonies in a zinc bucket" } }],
    say: ["the photo of the peonies needs a caption saying fresh peonies in from the grower every tuesday"],
    expect: [{ image: "peonies-bucket.jpg", captionIncludes: ["peonies", "grower", "tuesday"], alt: "Pink peonies in a zinc bucket" }],
  },
  {
    id: "images-355",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-shopfront.jpg", alt: "The shop front before the refit" } }],
    say: ["delete the picture we don't use anywhere"],
    expect: [
      { image: "old-shopfront.jpg", exists: false },
      { image: "mountain-sunrise.jpg", exists: true },
      { image: "studio-dusk.jpg", exists: true },
      { image: "autumn-valley.jpg", exists: true },
      { image: "blue-coast.png", exists: true },
    ],
    note: "Every demo picture is used (hero, covers, About, the Contact gallery); only the given one is not.",
  },
  {
    id: "images-356",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "harbour-dawn.jpg", alt: "Fishing boats in the harbour at dawn" } }],
    say: ["Replace the picture on the Home page banner with the one called harbour-dawn.jpg"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "harbour-dawn.jpg", heading: "Websites that feel calm" } }] },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
    ],
    note: "Only the banner: the welcome post keeps the same picture as its cover.",
  },
  {
    id: "images-357",
    domain: "images",
    intent: "change",
    say: ["I would like the image of the coastline to have alternative text reading “A calm blue coastline with green headlands under a clear sky”."],
    expect: [
      { image: "blue-coast.png", altIncludes: ["A calm blue coastline with green headlands under a clear sky"] },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
    ],
  },
  {
    id: "images-358",
    domain: "images",
    intent: "change",
    say: ["Swap the studio photo for the blue coast one everywhere it appears"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "blue-coast.png" } }], textExcludes: ["studio-dusk.jpg"] },
      { page: "Contact", textExcludes: ["studio-dusk.jpg"], textIncludes: ["blue-coast.png"] },
      { post: process, coverImage: "blue-coast.png" },
      { image: "studio-dusk.jpg", exists: true },
    ],
  },
  {
    id: "images-359",
    domain: "images",
    intent: "change",
    say: ["cn u remove the blue coast pic from the contact page gallery, keep the other one"],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "studio-dusk.jpg", heading: "Around the studio" } }], textExcludes: ["blue-coast.png"] },
      { image: "blue-coast.png", exists: true },
    ],
  },
  {
    id: "images-360",
    domain: "images",
    intent: "change",
    say: ["add mountain-sunrise.jpg to the gallary on the contact page"],
    expect: [{ page: "Contact", sections: [{ template: "gallery", fields: { images: "mountain-sunrise.jpg" } }], textIncludes: ["studio-dusk.jpg", "blue-coast.png"] }],
  },
  {
    id: "images-361",
    domain: "images",
    intent: "refuse",
    as: "viewer",
    say: ["change the alt text of autumn-valley.jpg to 'Autumn valley'"],
    expect: [{ reply: { includesAny: PERMISSION } }, unchanged, { image: "autumn-valley.jpg", alt: "Orange autumn valley with a pale sun" }],
  },
  {
    id: "images-362",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "market-stall.jpg", alt: "Our stall at the Saturday market" } }],
    say: ["how many pictures do we have in the media library?"],
    expect: [{ reply: { includesAny: ["5", "five"] } }, unchanged],
    note: "Four demo pictures and the given one.",
  },
  {
    id: "images-363",
    domain: "images",
    intent: "change",
    say: ["the welcome post's cover picture - its alt text should say 'Sun coming up over the hills behind the studio'"],
    expect: [
      { image: "mountain-sunrise.jpg", altIncludes: ["Sun coming up over the hills behind the studio"] },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
    ],
  },
  {
    id: "images-364",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "tulip-field.jpg" } }, { image: { name: "rose-arch.jpg" } }],
    say: ["Please set alt text:\ntulip-field.jpg → 'Rows of red tulips'\nrose-arch.jpg → 'A white rose arch over a garden gate'"],
    expect: [
      { image: "tulip-field.jpg", alt: "Rows of red tulips" },
      { image: "rose-arch.jpg", alt: "A white rose arch over a garden gate" },
    ],
  },
  {
    id: "images-365",
    domain: "images",
    intent: "read",
    say: ["Is blue-coast.png used anywhere? if not delete it"],
    expect: [{ reply: { includesAny: ["Contact", "gallery"] } }, { image: "blue-coast.png", exists: true }, unchanged],
    note: "It is in the Contact page's gallery, so the condition fails: answer, delete nothing.",
  },
];

// ── Testimonials ────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-351",
    domain: "entries",
    intent: "change",
    say: ["Add a testimonial: ‘The new booking page paid for itself in a month.’ — Dr Aisha Rahman, Riverside Physio"],
    expect: [{ entry: { where: { author: "Aisha Rahman" } }, exists: true, dataIncludes: { quote: "paid for itself in a month", company: "Riverside Physio" } }],
  },
  {
    id: "entries-352",
    domain: "entries",
    intent: "read",
    say: ["Who's the Harbour Books testimonial from?"],
    expect: [{ reply: { includesAny: ["Tom Okafor", "Okafor"] } }, unchanged],
  },
  {
    id: "entries-353",
    domain: "entries",
    intent: "change",
    say: ["Change Priya's qoute to 'Our online orders doubled in the first month.'"],
    expect: [
      { entry: "Maple Bakery", dataIncludes: { quote: "Our online orders doubled in the first month", author: "Priya Shah" } },
      { entry: "Harbour Books", dataIncludes: { quote: "Finally a website our whole team can update" } },
    ],
  },
  {
    id: "entries-354",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Copper Kettle", data: { quote: "Bookings for our supper club are up every month.", author: "Jonas Weber", company: "Copper Kettle Café" }, live: false } }],
    say: ["publish the copper kettle testimonial"],
    expect: [{ entry: "Copper Kettle", live: true }, { entry: "Maple Bakery", live: true }],
  },
  {
    id: "entries-355",
    domain: "entries",
    intent: "change",
    say: ["take down tom's testimonial pls, he asked us to"],
    expect: [offSite("Harbour Books"), { entry: "Maple Bakery", exists: true, live: true }],
  },
  {
    id: "entries-356",
    domain: "entries",
    intent: "change",
    say: ["Please correct in testimonial from Harbour Books the name of company, it should be 'Harbour Books Ltd' not only Harbour Books"],
    expect: [{ entry: { where: { author: "Tom Okafor" } }, dataIncludes: { company: "Harbour Books Ltd", quote: "Finally a website" } }],
  },
  {
    id: "entries-357",
    domain: "entries",
    intent: "read",
    given: [{ entry: { title: "Sable Cycles", data: { quote: "Our repair bookings moved online overnight.", author: "Ines Duarte", company: "Sable Cycles" }, live: false } }],
    say: ["how many testimonials are actually showing on the site right now?"],
    expect: [{ reply: { includesAny: ["2", "two"] } }, unchanged],
    note: "Two are live; the given one is a draft.",
  },
  {
    id: "entries-358",
    domain: "entries",
    intent: "change",
    say: ["Add a testimonial from \"Grace Mbeki, Mbeki Florals\" saying \"Our wedding enquiries doubled.\" and publish it"],
    expect: [{ entry: { where: { author: "Grace Mbeki" } }, exists: true, live: true, dataIncludes: { quote: "wedding enquiries doubled", company: "Mbeki Florals" } }],
  },
  {
    id: "entries-359",
    domain: "entries",
    intent: "change",
    say: ["Would you be so kind as to amend the author of the Maple Bakery testimonial to read “Priya Shah, owner” rather than simply her name?"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { author: "Priya Shah, owner", quote: "Our orders doubled" } }],
  },
  {
    id: "entries-360",
    domain: "entries",
    intent: "refuse",
    as: "viewer",
    say: ["delete the harbour books testimonial"],
    expect: [{ reply: { includesAny: PERMISSION } }, unchanged, { entry: "Harbour Books", exists: true }],
  },
  {
    id: "entries-361",
    domain: "entries",
    intent: "read",
    given: [{ entry: { title: "Linden Dental", data: { quote: "Patients book appointments online now instead of calling.", author: "Dr Mei Lin", company: "Linden Dental" } } }],
    say: ["which testimonial talks about booking online?"],
    expect: [{ reply: { includesAny: ["Linden Dental", "Mei Lin"] } }, unchanged],
  },
  {
    id: "entries-362",
    domain: "entries",
    intent: "change",
    say: ["delete the maple bakery review"],
    expect: [
      { entry: "Maple Bakery", exists: false, inTrash: true },
      { entry: "Harbour Books", exists: true, live: true },
    ],
  },
];

// ── Posts ───────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-351",
    domain: "posts",
    intent: "change",
    say: ["add the tag 'studio life' to the behind the scences post"],
    expect: [{ post: process, tags: ["process", "design", "studio life"] }],
  },
  {
    id: "posts-352",
    domain: "posts",
    intent: "change",
    say: ["The excerpt of the welcome post should read: 'New site, faster pages, and a blog.'"],
    expect: [
      { post: welcome, excerptIncludes: ["New site, faster pages, and a blog."], bodyIncludes: ["We rebuilt our website from scratch"] },
      { post: process, excerptIncludes: ["From the first sketch to launch day"] },
    ],
  },
  {
    id: "posts-353",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Sourdough masterclass recap", body: "We baked twelve loaves and burnt only one." } }],
    say: ["Please add to the sourdough post at the end the paragraph: 'Next class is on 14 June, places are limited.'"],
    expect: [{ post: "Sourdough masterclass recap", bodyIncludes: ["Next class is on 14 June", "twelve loaves"], status: "draft" }],
  },
  {
    id: "posts-354",
    domain: "posts",
    intent: "read",
    given: [{ post: { title: "A decade of bread", status: "published", tags: ["history"], body: "Ten years at the same ovens.", daysAgo: 30 } }],
    say: ["which is our oldest post?"],
    expect: [{ reply: { includesAny: ["A decade of bread"] } }, unchanged],
  },
  {
    id: "posts-355",
    domain: "posts",
    intent: "change",
    say: ["unpublish the welcome post"],
    expect: [
      { post: welcome, status: "draft", live: false, exists: true },
      { post: process, status: "published", live: true },
    ],
  },
  {
    id: "posts-356",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Colour theory for shopfronts", status: "published", tags: ["design"], body: "Green doors sell more bread." } }],
    say: ["archive all the published posts that have the design tag"],
    expect: [
      { post: process, status: "archived" },
      { post: "Colour theory for shopfronts", status: "archived" },
      { post: welcome, status: "published" },
      { post: autumn, status: "draft" },
    ],
  },
  {
    id: "posts-357",
    domain: "posts",
    intent: "change",
    say: ["remove the cover image from the autumn post, we'll pick a new one later"],
    expect: [
      { post: autumn, coverImage: null, exists: true },
      { image: "autumn-valley.jpg", exists: true },
    ],
  },
  {
    id: "posts-358",
    domain: "posts",
    intent: "change",
    say: ["change the cover of the design process post to blue-coast.png"],
    expect: [
      { post: process, coverImage: "blue-coast.png" },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
    ],
  },
  {
    id: "posts-359",
    domain: "posts",
    intent: "change",
    say: ["remove the tag seasonal from the autumn draft and add 'palettes'"],
    expect: [{ post: autumn, tags: ["design", "palettes"], status: "draft" }],
  },
  {
    id: "posts-360",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Christmas opening hours 2024", status: "archived", tags: ["news"], body: "Closed from 24 to 26 December." } }],
    say: ["bring the christmas opening hours post back onto the blog"],
    expect: [{ post: "Christmas opening hours 2024", status: "published", live: true }],
  },
  {
    id: "posts-361",
    domain: "posts",
    intent: "change",
    say: ["Write a new post titled 'How we choose fonts' — body: 'Readable type matters most on small screens.' keep it draft"],
    expect: [{ post: "How we choose fonts", exists: true, status: "draft", live: false, bodyIncludes: ["Readable type matters most on small screens"] }],
  },
  {
    id: "posts-362",
    domain: "posts",
    intent: "change",
    say: ["fix the wording in the welcome post — 'Thanks for stopping by!' should be 'Thanks for dropping by!'"],
    expect: [{ post: welcome, bodyIncludes: ["Thanks for dropping by!", "Pages load in under a second"], bodyExcludes: ["stopping by"] }],
  },
  {
    id: "posts-363",
    domain: "posts",
    intent: "refuse",
    say: ["email everyone who subscribed to the blog about the design process post"],
    expect: [{ reply: { includesAny: CANNOT } }, unchanged],
    note: "The CMS keeps no subscriber list and sends no email.",
  },
];

// ── Reads from the content, publishing, sections, vague requests, off-topic ────────────────────

const others: Case[] = [
  {
    id: "search-351",
    domain: "search",
    intent: "read",
    say: ["what's our phone number on the site?"],
    expect: [{ reply: { includesAny: ["7946 0000", "+44 20 7946 0000", "020 7946 0000"] } }, unchanged],
  },
  {
    id: "search-352",
    domain: "search",
    intent: "read",
    say: ["When did we say the studio was started? A customer asked."],
    expect: [{ reply: { includesAny: ["2019"] } }, unchanged],
  },
  {
    id: "search-353",
    domain: "search",
    intent: "read",
    say: ["Do we mention screen readers anywhere on the site?"],
    expect: [{ reply: { includesAny: [welcome, "welcome post"] } }, unchanged],
  },
  {
    id: "search-354",
    domain: "search",
    intent: "read",
    given: [{ page: { title: "Bread Club", live: true, sections: [{ template: "text", content: { heading: "Join the Bread Club", body: "Members get a loaf every Friday for £6 a week." } }] } }],
    say: ["how much does the bread club cost? someone rang to ask"],
    expect: [{ reply: { includesAny: ["£6", "6 pounds"] } }, unchanged],
  },
  {
    id: "search-355",
    domain: "search",
    intent: "read",
    say: ["is there a page about our prices?"],
    expect: [{ reply: { includesAny: NOT_FOUND } }, unchanged],
    note: "The demo site has no prices page.",
  },
  {
    id: "publishing-351",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Summer Menu", sections: [{ template: "text", content: { heading: "Summer menu", body: "Strawberry tarts and iced coffee." } }] } },
      { settings: { tagline: "Baked fresh every morning", live: false } },
    ],
    say: ["publish everything that's waiting except the autumn post"],
    expect: [
      { page: "Summer Menu", live: true },
      { setting: "tagline", equals: "Baked fresh every morning", in: "live" },
      { post: autumn, status: "draft", live: false },
    ],
  },
  {
    id: "publishing-352",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Gift Vouchers", sections: [{ template: "text", content: { body: "Vouchers from £20, valid for a year." } }] } }],
    say: ["whats not live yet?"],
    expect: [{ reply: { includesAny: ["Gift Vouchers"] } }, unchanged],
  },
  {
    id: "sections-351",
    domain: "sections",
    intent: "change",
    say: ["the box with the photo on the about page — can the photo be on the left side instead please"],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }] }],
  },
  {
    id: "sections-352",
    domain: "sections",
    intent: "change",
    say: ["Add a FAQ to the bottom of the Contact page with 'Do you have parking?' / 'Yes, two spaces behind the studio.'"],
    expect: [
      { page: "Contact", sectionTemplates: ["text", "gallery", "faq"], sections: [{ template: "faq", fields: { items: "Do you have parking?" } }], textIncludes: ["two spaces behind the studio"] },
    ],
  },
  {
    id: "clarify-351",
    domain: "clarify",
    intent: "clarify",
    say: ["change the picture"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
  },
  {
    id: "clarify-352",
    domain: "clarify",
    intent: "clarify",
    say: ["can u make it look nicer"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
  },
  {
    id: "clarify-353",
    domain: "clarify",
    intent: "clarify",
    say: ["update the testimonial"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "There are two testimonials and no new text.",
  },
  {
    id: "settings-351",
    domain: "settings",
    intent: "refuse",
    as: "viewer",
    say: ["Change the site name to 'Northwind Florals' please"],
    expect: [{ reply: { includesAny: PERMISSION } }, unchanged, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "offtopic-351",
    domain: "offtopic",
    intent: "offtopic",
    say: ["whats a good name for a sourdough starter? asking for the bakery lol"],
    expect: [unchanged, liveSame],
  },
];

export const EIGHTEENTH_PASS_CASES: Case[] = [...multi, ...conversation, ...images, ...entries, ...posts, ...others];
