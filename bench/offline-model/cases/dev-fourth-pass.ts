/**
 * Development set, fourth pass: 120 requests in voices none of the earlier passes used — a restaurant
 * owner dictating between services, a teenager helping a parent's business, a careful accessibility
 * consultant, Scottish, Irish, Australian and Indian English writers, a project manager writing
 * tickets ("AC: …"), someone pasting a client's email, someone who keeps another language's word
 * order, someone who writes one long run-on sentence, and someone extremely terse. Written from the
 * tools' descriptions, the section templates and the demo seed only, without reading the offline
 * model, its docs, its tests or the other passes. About one message in six has a typo.
 */
import { unchanged, liveSame, cardShown, NOT_FOUND, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** Phrases of an answer that says the search found nothing. */
const NOTHING_FOUND = ["nothing", "no results", "no matches", "no match", "no mention", "doesn't mention", "does not mention", "isn't mentioned", "not mentioned", ...NOT_FOUND];

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-901",
    domain: "pages",
    intent: "read",
    say: ["pages + status"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Contact"] } }],
  },
  {
    id: "pages-902",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Careers" } }],
    say: ["Kindly tell me which pages are presently in draft state and not visible to the public."],
    expect: [unchanged, { reply: { includesAll: ["Careers"] } }],
  },
  {
    id: "pages-903",
    domain: "pages",
    intent: "read",
    say: ["What is the SEO description on the About page at the moment? I'd like to check how it reads when a search result is announced."],
    expect: [unchanged, { reply: { includesAll: ["Who we are and how we work"] } }],
  },
  {
    id: "pages-904",
    domain: "pages",
    intent: "read",
    say: ["how many sections has the hoem page got, mate?"],
    expect: [unchanged, { reply: { includesAny: ["3", "three"] } }],
  },
  {
    id: "pages-905",
    domain: "pages",
    intent: "change",
    say: ["new page called Lunch Menu pls, just empty for now ill fill it in after service"],
    expect: [{ page: "Lunch Menu", exists: true, live: false }, liveSame],
  },
  {
    id: "pages-906",
    domain: "pages",
    intent: "change",
    say: [
      "TICKET-212 Contact page SEO\nAC:\n- SEO title = 'Contact Northwind Studio'\n- SEO description = 'Call, email or visit our studio. We reply within two working days.'\n- no other changes",
    ],
    expect: [
      { page: "Contact", seoTitle: "Contact Northwind Studio", seoDescription: "Call, email or visit our studio. We reply within two working days.", slug: "contact" },
      { page: "About", seoDescription: "Who we are and how we work." },
    ],
  },
  {
    id: "pages-907",
    domain: "pages",
    intent: "change",
    say: ["The About page address should be /about-us, no just /about. Can ye sort that?"],
    expect: [{ page: "About", exists: true, slug: "about-us" }],
    note: "Scottish 'no' for 'not': the slug changes, the title stays.",
  },
  {
    id: "pages-908",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Old Prices 2023", live: true, sections: [{ template: "text", content: { heading: "Prices", body: "Websites from £2,000." } }] } }],
    say: ["my dad wants the page 'Old Prices 2023' gone, its ancient lol"],
    expect: [{ page: "Old Prices 2023", exists: false, inTrash: true }, { page: "Home", exists: true, live: true }],
  },
  {
    id: "pages-909",
    domain: "pages",
    intent: "change",
    say: ["Would you ever rename the Contact page to 'Get in Touch'? Leave the web address as it is, like."],
    expect: [{ page: "Get in Touch", exists: true, slug: "contact" }, { page: "Contact", exists: false }],
  },
  {
    id: "pages-910",
    domain: "pages",
    intent: "change",
    say: [
      "I was thinking that since we've started running these workshops on Saturdays and people keep ringing up to ask about them it would make sense to have a page for them, call it Saturday Workshops, and it would be nice if the address was just /workshops becuase that's a lot easier to say over the phone than the whole thing",
    ],
    expect: [{ page: "Saturday Workshops", exists: true, slug: "workshops", live: false }],
  },
  {
    id: "pages-911",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Pricing", live: true, sections: [{ template: "text", content: { heading: "Pricing", body: "Websites from £2,000." } }] } }],
    say: ["Pasting an email from Helen:\n\n> Hi both, please can you take the Pricing page off the website for now? We are redoing the numbers and will send new ones next week.\n> Thanks, Helen"],
    expect: [{ page: "Pricing", exists: true, live: false }],
    note: "'for now' and new numbers coming: unpublish and keep the page, not trash it.",
  },
  {
    id: "pages-912",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["delete the Contact page please, we never get anything through it"],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
  },
];

// ── Sections ──────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-901",
    domain: "sections",
    intent: "read",
    say: ["On the Home page, what does the call-to-action button actually say? Screen reader users hear only the label, so I need the exact wording."],
    expect: [unchanged, { reply: { includesAll: ["Get in touch"] } }],
  },
  {
    id: "sections-902",
    domain: "sections",
    intent: "read",
    say: ["Please share the FAQ questions presently there on the About page."],
    expect: [unchanged, { reply: { includesAll: ["How long does a website take", "edit the site ourselves"] } }],
  },
  {
    id: "sections-903",
    domain: "sections",
    intent: "read",
    say: ["contact page sections?"],
    expect: [unchanged, { reply: { includesAny: ["gallery", "Around the studio"] } }],
  },
  {
    id: "sections-904",
    domain: "sections",
    intent: "change",
    say: ["chnage the big heading on the home page to 'Good websites for good local businesses' thanks"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Good websites for good local businesses" } }, { template: "featureGrid", fields: { heading: "What we do" } }], liveTextIncludes: ["Websites that feel calm and work hard"] },
    ],
  },
  {
    id: "sections-905",
    domain: "sections",
    intent: "change",
    say: ["Can ye add a question tae the About FAQ: 'Do you work with charities?' and the answer 'Yes, charities get 20% off.' Ta."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "faq", fields: { items: "Do you work with charities?" } }],
        textIncludes: ["charities get 20% off", "How long does a website take?", "Can we edit the site ourselves?"],
      },
    ],
  },
  {
    id: "sections-906",
    domain: "sections",
    intent: "change",
    say: ["STORY: Home CTA wording\nAC: button label reads 'Book a call'; button still goes to /contact; heading unchanged"],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Book a call", buttonUrl: "/contact", heading: "Have a project in mind?" } }] }],
  },
  {
    id: "sections-907",
    domain: "sections",
    intent: "change",
    say: ["can u move the faq bit on the about page to the top, above everyting"],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"] }],
  },
  {
    id: "sections-908",
    domain: "sections",
    intent: "change",
    say: ["The bit on the Contact page with the pictures, get rid of it altogther, sure nobody looks at it."],
    expect: [{ page: "Contact", exists: true, sectionTemplates: ["text"], textIncludes: ["hello@northwind.example"] }],
  },
  {
    id: "sections-909",
    domain: "sections",
    intent: "change",
    say: ["chuck a call to action at the botom of the About page. heading 'Reckon we'd be a good fit?', button 'Have a yarn' going to /contact"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Reckon we'd be a good fit?", buttonLabel: "Have a yarn", buttonUrl: "/contact" } }],
      },
    ],
  },
  {
    id: "sections-910",
    domain: "sections",
    intent: "change",
    say: ["On the Contact page the phone number change please to +44 20 7946 0123, the email stays like it is."],
    expect: [{ page: "Contact", textIncludes: ["+44 20 7946 0123", "hello@northwind.example", "weekdays 9"], textExcludes: ["7946 0000"] }],
  },
  {
    id: "sections-911",
    domain: "sections",
    intent: "change",
    say: [
      "the three boxes on the home page that say design build and care, I'd like a fourth one after care that says Training with the description 'We teach your team to run the site themselves.' and please keep the other three exactly as they are because the client really likes how they're worded",
    ],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "featureGrid", "cta"],
        sections: [{ template: "featureGrid", fields: { features: "Training" } }],
        textIncludes: ["We teach your team to run the site themselves.", "Clear layouts and type that put your content first.", "Fast, accessible pages", "Ongoing help, so your site keeps up"],
      },
    ],
  },
  {
    id: "sections-912",
    domain: "sections",
    intent: "change",
    say: ["home hero: drop subheading. heading stays"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { subheading: null, heading: "Websites that feel calm and work hard", ctaLabel: "See what we do" } }] }],
  },
];

// ── Posts ─────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-901",
    domain: "posts",
    intent: "read",
    say: ["which blog posts are stil sitting in draft?"],
    expect: [unchanged, { reply: { includesAll: ["Autumn collection"] } }],
  },
  {
    id: "posts-902",
    domain: "posts",
    intent: "read",
    say: ["tags on design process post?"],
    expect: [unchanged, { reply: { includesAny: DESIGN_PROCESS_TAGS } }],
  },
  {
    id: "posts-903",
    domain: "posts",
    intent: "read",
    say: ["Kindly let me know which is the oldest post publised on the blog."],
    expect: [unchanged, { reply: { includesAll: [WELCOME] } }],
  },
  {
    id: "posts-904",
    domain: "posts",
    intent: "read",
    say: ["whats the teaser on the welcome post, the bit that shows in the blog list"],
    expect: [unchanged, { reply: { includesAll: ["A fresh look, faster pages"] } }],
  },
  {
    id: "posts-905",
    domain: "posts",
    intent: "change",
    say: ["TASK: new blog post\nTitle: 'Spring opening hours'\nTags: news\nBody: 'From 1 April we are open until 10pm on Fridays.'\nAC: stays a draft, do NOT publish"],
    expect: [{ post: "Spring opening hours", exists: true, status: "draft", live: false, tags: ["news"], bodyIncludes: ["open until 10pm on Fridays"] }, liveSame],
  },
  {
    id: "posts-906",
    domain: "posts",
    intent: "change",
    say: ["add the tag 'tips' to the desgin process post pls dont remove the other ones"],
    expect: [{ post: PROCESS, tags: ["process", "design", "tips"] }],
  },
  {
    id: "posts-907",
    domain: "posts",
    intent: "change",
    say: ["That autumn post, would you change its excerpt to 'Rust, amber and moss: the colours we keep reaching for.' and leave the rest of it alone."],
    expect: [{ post: AUTUMN, status: "draft", excerptIncludes: ["Rust, amber and moss"], tags: ["design", "seasonal"], coverImage: "autumn-valley.jpg", bodyIncludes: ["Autumn is our favourite season"] }],
  },
  {
    id: "posts-908",
    domain: "posts",
    intent: "change",
    say: ["The welcome post's no relevant any mair. Archive it, dinnae delete it."],
    expect: [{ post: WELCOME, exists: true, status: "archived", live: false }, { post: PROCESS, status: "published", live: true }],
  },
  {
    id: "posts-909",
    domain: "posts",
    intent: "change",
    say: ["The cover of the 'Behind the scenes' post should be the autumn valley image rather than the studio one."],
    expect: [{ post: PROCESS, coverImage: "autumn-valley.jpg" }, { post: WELCOME, coverImage: "mountain-sunrise.jpg" }],
  },
  {
    id: "posts-910",
    domain: "posts",
    intent: "change",
    say: ["The post Autumn collection the title change to 'Autumn palettes 2025' please, and the address also to match."],
    expect: [{ post: "Autumn palettes 2025", exists: true, slug: "autumn-palettes-2025", status: "draft" }, { post: AUTUMN, exists: false }],
  },
  {
    id: "posts-911",
    domain: "posts",
    intent: "change",
    say: [
      "so the design process post ends with the list of the four steps and I'd realy like it to finish with one more line after the list saying 'Want to see it in action? Get in touch.' but don't change any of the steps because they're fine as they are",
    ],
    expect: [{ post: PROCESS, bodyIncludes: ["Want to see it in action? Get in touch.", "**Listen**", "**Sketch**", "**Build**", "**Launch**"], status: "published" }],
  },
  {
    id: "posts-912",
    domain: "posts",
    intent: "refuse",
    say: ["schedule the autumn post to go out next Monday at 9am"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "There is no scheduling: it says so rather than publishing now.",
  },
];

// ── Images ────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-901",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "kitchen-pass.jpg" } }],
    say: ["Which images in the library have no alt text at all? A list is enough for now."],
    expect: [unchanged, { reply: { includesAll: ["kitchen-pass.jpg"] } }],
  },
  {
    id: "images-902",
    domain: "images",
    intent: "read",
    say: ["caption of studio-dusk.jpg?"],
    expect: [unchanged, { reply: { includesAll: ["Our studio at dusk"] } }],
  },
  {
    id: "images-903",
    domain: "images",
    intent: "read",
    say: ["Where all is the mountain sunrise photo being used? Please confirm before we remove it."],
    expect: [unchanged, { reply: { includesAll: ["Home", "Welcome"] } }],
  },
  {
    id: "images-904",
    domain: "images",
    intent: "change",
    say: ["Alt text for blue-coast.png should read exactly: 'Blue sea meeting green headlands under a clear sky'. Please don't add a caption."],
    expect: [{ image: "blue-coast.png", alt: "Blue sea meeting green headlands under a clear sky", caption: "" }],
  },
  {
    id: "images-905",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "kitchen-pass.jpg", alt: "Plates waiting on the kitchen pass" } }],
    say: ["photo of the pass, kitchen-pass.jpg, give it the capton 'Friday service, 8pm' cheers"],
    expect: [{ image: "kitchen-pass.jpg", caption: "Friday service, 8pm", alt: "Plates waiting on the kitchen pass" }],
  },
  {
    id: "images-906",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "beach-bbq.jpg" } }, { image: { name: "food-truck.jpg" } }],
    say: ["heaps of our photos have no alt text, can you fill it in for the ones that are missing it? the new ones are the beach bbq and the food truck"],
    expect: [
      { image: "beach-bbq.jpg", hasAlt: true },
      { image: "food-truck.jpg", hasAlt: true },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
    ],
  },
  {
    id: "images-907",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo-draft.png", alt: "Early logo sketch" } }],
    say: ["the pic called old-logo-draft.png is sooo ugly pls delete it"],
    expect: [{ image: "old-logo-draft.png", inTrash: true }, { image: "blue-coast.png", exists: true }],
  },
  {
    id: "images-908",
    domain: "images",
    intent: "change",
    say: ["TICKET-88: replace studio-dusk.jpg with blue-coast.png everywhere it appears.\nAC: About image section shows blue-coast.png; design process post cover is blue-coast.png; studio-dusk.jpg stays in the library"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "blue-coast.png" } }], textExcludes: ["studio-dusk.jpg"] },
      { page: "Contact", textExcludes: ["studio-dusk.jpg"] },
      { post: PROCESS, coverImage: "blue-coast.png" },
      { image: "studio-dusk.jpg", exists: true },
    ],
  },
  {
    id: "images-909",
    domain: "images",
    intent: "change",
    say: ["Put the autumn valley pciture on the home page banner instead of the sunrise one, so."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] }, { post: WELCOME, coverImage: "mountain-sunrise.jpg" }],
  },
  {
    id: "images-910",
    domain: "images",
    intent: "refuse",
    say: ["crop the sunrise photo to a square and make it a bit brighter"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Images can be swapped or have their texts edited, not edited as pictures.",
  },
];

// ── Navigation ────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-901",
    domain: "navigation",
    intent: "read",
    say: ["whats in the menu rn"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
  },
  {
    id: "navigation-902",
    domain: "navigation",
    intent: "read",
    say: ["Where does the 'Blog' link in the navigation point to? I'm checking that each link's purpose is clear."],
    expect: [unchanged, { reply: { includesAll: ["/blog"] } }],
  },
  {
    id: "navigation-903",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Gift Vouchers", url: "/vouchers", visible: false } }],
    say: ["are any of the menu links hidden at the minute?"],
    expect: [unchanged, { reply: { includesAll: ["Gift Vouchers"] } }],
  },
  {
    id: "navigation-904",
    domain: "navigation",
    intent: "change",
    say: ["put Blog last in the menu, aftr Contact"],
    expect: [{ menuOrder: ["Home", "About", "Contact", "Blog"] }, { menu: "Blog", linksTo: "/blog", visible: true }],
  },
  {
    id: "navigation-905",
    domain: "navigation",
    intent: "change",
    say: ["Kindly add one menu item 'Book a Table' linking to https://booking.example/northwind. Same may be placed after Contact."],
    expect: [{ menu: "Book a Table", present: true, linksTo: "https://booking.example/northwind", position: 4, parent: null }, { menu: "Contact", position: 3 }],
  },
  {
    id: "navigation-906",
    domain: "navigation",
    intent: "change",
    say: ["Hide the Blog link fae the menu for noo, we'll bring it back later."],
    expect: [{ menu: "Blog", present: true, visible: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    id: "navigation-907",
    domain: "navigation",
    intent: "change",
    say: ["NAV-3: rename menu label 'About' → 'Our Studio'. AC: still links to the About page; order unchanged"],
    expect: [{ menu: "Our Studio", linksTo: "About", position: 1 }, { menuOrder: ["Home", "Our Studio", "Blog", "Contact"] }, { page: "About", exists: true, slug: "about" }],
  },
  {
    id: "navigation-908",
    domain: "navigation",
    intent: "change",
    say: ["Take Contact out of the menu entirley, the phone number's at the bottom of every page anyway. Don't touch the page itself."],
    expect: [{ menu: "Contact", present: false }, { menuOrder: ["Home", "About", "Blog"] }, { page: "Contact", exists: true, live: true }],
  },
  {
    id: "navigation-909",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Catering", live: true, sections: [{ template: "text", content: { heading: "Catering", body: "We cater for events of up to 80 people." } }] } }],
    say: ["pop Catering under About in the menu, like a dropdown thing"],
    expect: [{ menu: "Catering", parent: "About", linksTo: "Catering" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    id: "navigation-910",
    domain: "navigation",
    intent: "change",
    say: ["The link Home in the menu remove please, the logo already goes home."],
    expect: [{ menu: "Home", present: false }, { menuOrder: ["About", "Blog", "Contact"] }, { page: "Home", exists: true, live: true }],
  },
];

// ── Settings ──────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-901",
    domain: "settings",
    intent: "read",
    say: ["What colour is the accent on the site at the minute? Just the code is grand."],
    expect: [unchanged, { reply: { includesAll: [DEMO.accent] } }],
  },
  {
    id: "settings-902",
    domain: "settings",
    intent: "read",
    say: ["social links?"],
    expect: [unchanged, { reply: { includesAll: ["Mastodon", "GitHub"] } }],
  },
  {
    id: "settings-903",
    domain: "settings",
    intent: "read",
    say: ["Please tell what is the site tagline currently."],
    expect: [unchanged, { reply: { includesAll: ["Calm, useful websites for independent businesses"] } }],
  },
  {
    id: "settings-904",
    domain: "settings",
    intent: "change",
    say: ["tagline → 'Fresh pasta, made daily in Leith'"],
    expect: [{ setting: "tagline", equals: "Fresh pasta, made daily in Leith" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "settings-905",
    domain: "settings",
    intent: "change",
    say: ["The body text colour #1f2933 on #fbfaf7 is fine, but the accent #d9622b fails contrast for small text. Please darken the accent to #a84a1c and leave the other colours as they are."],
    expect: [
      { setting: "themeColors.accent", equals: "#a84a1c" },
      { setting: "themeColors.text", equals: "#1f2933" },
      { setting: "themeColors.background", equals: "#fbfaf7" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "settings-906",
    domain: "settings",
    intent: "change",
    say: ["add our insta to the social links its https://instagram.com/northwindstudio dont delete the mastadon one"],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
      { setting: "socialLinks", includes: "github.example/northwind" },
    ],
  },
  {
    id: "settings-907",
    domain: "settings",
    intent: "change",
    say: ["ditch the GitHub link from the socials, nobody's clicking it"],
    expect: [{ setting: "socialLinks", excludes: "GitHub" }, { setting: "socialLinks", includes: "Mastodon" }],
  },
  {
    id: "settings-908",
    domain: "settings",
    intent: "change",
    say: ["SITE-14\nAC1: site name is 'Northwind Studio & Co'\nAC2: default SEO title is the same as the site name"],
    expect: [{ setting: "name", equals: "Northwind Studio & Co" }, { setting: "seoTitle", equals: "Northwind Studio & Co" }, { setting: "tagline", changed: false }],
  },
  {
    id: "settings-909",
    domain: "settings",
    intent: "change",
    given: [{ image: { name: "northwind-logo.png", alt: "Northwind Studio logo" } }],
    say: ["Use northwind-logo.png as the logo up top."],
    expect: [{ setting: "logoImageId", equals: "northwind-logo.png" }],
  },
  {
    id: "settings-910",
    domain: "settings",
    intent: "refuse",
    say: ["change the font of the whole site to Georgia"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Settings hold colours, not fonts.",
  },
];

// ── Entries ───────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-901",
    domain: "entries",
    intent: "read",
    say: ["who wrote the Harbour Books testimonal again?"],
    expect: [unchanged, { reply: { includesAll: ["Tom Okafor"] } }],
  },
  {
    id: "entries-902",
    domain: "entries",
    intent: "read",
    say: ["how many testimonials have we got on the site?"],
    expect: [unchanged, { reply: { includesAny: ["2", "two"] } }],
  },
  {
    id: "entries-903",
    domain: "entries",
    intent: "read",
    say: ["Kindly share the quote given by Maple Bakery."],
    expect: [unchanged, { reply: { includesAll: ["orders doubled"] } }],
  },
  {
    id: "entries-904",
    domain: "entries",
    intent: "change",
    say: [
      "Pasting from a client's email:\n\n> Hi! Happy for you to use this on your site: “Booking tables online finally just works.” — Giulia Romano, Trattoria Lucca\n\nCan you add that as a testimonial?",
    ],
    expect: [
      { entry: { where: { author: "Giulia Romano" } }, exists: true, dataIncludes: { quote: "Booking tables online finally just works", company: "Trattoria Lucca" } },
      { entry: "Maple Bakery", exists: true },
    ],
  },
  {
    id: "entries-905",
    domain: "entries",
    intent: "change",
    say: ["Tom's surname is wrong on the Harbour Books one, it should be Okafor-Reid."],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Tom Okafor-Reid", quote: "Finally a website our whole team can update." } }],
  },
  {
    id: "entries-906",
    domain: "entries",
    intent: "change",
    say: ["delete the maple bakery testimonial they closed down :("],
    expect: [{ entry: "Maple Bakery", inTrash: true }, { entry: "Harbour Books", exists: true, live: true }],
  },
  {
    id: "entries-907",
    domain: "entries",
    intent: "change",
    say: ["The Maple Bakery quote should say 'Our orders doubled in the first month after the new site went live.' Priya asked for the first month bit tae be in."],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "Our orders doubled in the first month after the new site went live.", author: "Priya Shah" } }],
  },
  {
    id: "entries-908",
    domain: "entries",
    intent: "change",
    say: ["new testimonail. quote 'They listened first, then built.' author Sam Whitford company Whitford Joinery"],
    expect: [{ entry: { where: { author: "Sam Whitford" } }, exists: true, dataIncludes: { quote: "They listened first, then built.", company: "Whitford Joinery" } }],
  },
];

// ── Publishing ────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-901",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Team", sections: [{ template: "text", content: { heading: "The team", body: "Four people, one studio." } }] } }],
    say: ["Status check: what has changed but isn't live yet?"],
    expect: [unchanged, { reply: { includesAll: ["Team"] } }],
  },
  {
    id: "publishing-902",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Careers" } }],
    say: ["is the Careers page live yet or still a draft?"],
    expect: [unchanged, { reply: { includesAny: ["draft", "not live", "isn't live", "not published", "unpublished", "not yet"] } }],
  },
  {
    id: "publishing-903",
    domain: "publishing",
    intent: "read",
    say: ["is the welcome post actually public?? like can ppl see it"],
    expect: [unchanged, { reply: { includesAny: ["published", "live", "yes", "public", "visible"] } }],
  },
  {
    id: "publishing-904",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Winter Menu", sections: [{ template: "text", content: { heading: "Winter menu", body: "Slow-cooked ragù, chestnut gnocchi and a proper tiramisù." } }] } }],
    say: ["winter menu page is redy now, put it live"],
    expect: [{ page: "Winter Menu", live: true, liveTextIncludes: ["chestnut gnocchi"] }, { live: "changed" }],
  },
  {
    id: "publishing-905",
    domain: "publishing",
    intent: "change",
    say: ["RELEASE: publish the Autumn collection post.\nAC: visible on the blog; nothing else changes"],
    expect: [{ post: AUTUMN, live: true, status: "published" }, { post: WELCOME, status: "published" }, { page: "Home", live: true }],
  },
  {
    id: "publishing-906",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Careers", sections: [{ template: "text", content: { heading: "Join us", body: "We are hiring a junior developer." } }] } }],
    cards: "deny",
    say: ["Publish the Careers page"],
    expect: [{ page: "Careers", exists: true, live: false }, liveSame, cardShown],
    note: "The person denies the card: nothing goes live.",
  },
  {
    id: "publishing-907",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "Burns Night supper", status: "published", tags: ["events"], body: "Haggis, neeps and tatties on 25 January." } }],
    say: ["Take the Burns Night post aff the blog, it's past now. Keep it as a draft mind."],
    expect: [{ post: "Burns Night supper", exists: true, status: "draft", live: false }],
  },
  {
    id: "publishing-908",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Careers", sections: [{ template: "text", content: { heading: "Join us", body: "We are hiring a junior developer." } }] } },
      { post: { title: "We are hiring", tags: ["news"], body: "We are looking for a junior developer." } },
    ],
    say: ["Kindly publish all the pending changes in one go."],
    expect: [{ page: "Careers", live: true }, { post: "We are hiring", live: true, status: "published" }],
  },
];

// ── Search ────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-901",
    domain: "search",
    intent: "read",
    given: [{ page: { title: "Downloads", sections: [{ template: "text", content: { heading: "Brochure", body: "To get our brochure, click here." } }] } }],
    say: ["Does the phrase 'click here' appear anywhere on the site? It's poor link text and I'd like to find every instance."],
    expect: [unchanged, { reply: { includesAll: ["Downloads"] } }],
  },
  {
    id: "search-902",
    domain: "search",
    intent: "read",
    say: ["which page has our phone number on it"],
    expect: [unchanged, { reply: { includesAll: ["Contact"] } }],
  },
  {
    id: "search-903",
    domain: "search",
    intent: "read",
    say: ["Where all on the website is the word 'calm' written?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About"] } }],
  },
  {
    id: "search-904",
    domain: "search",
    intent: "read",
    say: ["serch posts for keyboard"],
    expect: [unchanged, { reply: { includesAll: [WELCOME] } }],
  },
  {
    id: "search-905",
    domain: "search",
    intent: "read",
    say: ["is there anything on the site about pricing or how much we charge?"],
    expect: [unchanged, { reply: { includesAny: NOTHING_FOUND } }],
    note: "The demo site mentions no prices.",
  },
  {
    id: "search-906",
    domain: "search",
    intent: "read",
    say: ["Where do we say 'two working days'?"],
    expect: [unchanged, { reply: { includesAll: ["Home"] } }],
  },
  {
    id: "search-907",
    domain: "search",
    intent: "change",
    say: ["Replace 'two working days' with 'one working day' wherever it appears.\nAC: no 'two working days' left anywhere in the drafts"],
    expect: [{ page: "Home", textIncludes: ["one working day"], textExcludes: ["two working days"], sectionTemplates: ["hero", "featureGrid", "cta"] }],
  },
  {
    id: "search-908",
    domain: "search",
    intent: "change",
    say: ["Find the auld email address hello@northwind.example and change it tae studio@northwind.example wherever it's used."],
    expect: [{ page: "Contact", textIncludes: ["studio@northwind.example", "+44 20 7946 0000"], textExcludes: ["hello@northwind.example"] }],
    note: "The address is in the link text and in its mailto: link; both change.",
  },
];

// ── Multi-step ────────────────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-901",
    domain: "multi",
    intent: "change",
    say: ["make a page called Private Dining with the heading 'Private dining for up to 20' and a line sayng 'Book the back room for birthdays and work dos.' and put it in the menu"],
    expect: [
      { page: "Private Dining", exists: true, textIncludes: ["Private dining for up to 20", "Book the back room for birthdays and work dos."] },
      { menu: "Private Dining", present: true, linksTo: "Private Dining" },
    ],
  },
  {
    id: "multi-902",
    domain: "multi",
    intent: "change",
    say: [
      "EPIC: Careers\nAC1: new page 'Careers' with a text section saying 'We are hiring a junior developer.'\nAC2: menu item 'Careers' right after Contact\nAC3: page and menu both published",
    ],
    expect: [
      { page: "Careers", live: true, liveTextIncludes: ["We are hiring a junior developer."] },
      { menu: "Careers", linksTo: "Careers", position: 4, live: true },
      { menuOrder: ["Home", "About", "Blog", "Contact", "Careers"], live: true },
    ],
  },
  {
    id: "multi-903",
    domain: "multi",
    intent: "change",
    say: ["Kindly do the needful: change tagline to 'Websites for independent businesses' and also update default SEO description with same."],
    expect: [{ setting: "tagline", equals: "Websites for independent businesses" }, { setting: "seoDescription", equals: "Websites for independent businesses" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "multi-904",
    domain: "multi",
    intent: "change",
    say: ["ok so mum wants the autumn post published AND the welcome one archived bc its old now"],
    expect: [{ post: AUTUMN, live: true, status: "published" }, { post: WELCOME, status: "archived", live: false, exists: true }, { post: PROCESS, status: "published" }],
  },
  {
    id: "multi-905",
    domain: "multi",
    intent: "change",
    say: [
      "we've moved studio so can you update the contact page address bit, actually there's no address on there is there, so just add a text section under 'Say hello' saying 'Find us at 12 Harbour Lane, Fremantle' and also chuck the old gallery of the studio since it's not our studio anymore",
    ],
    expect: [
      { page: "Contact", sectionTemplates: ["text", "text"], sections: [{ template: "text", nth: 1, fields: { body: "12 Harbour Lane, Fremantle" } }], textIncludes: ["Say hello", "hello@northwind.example"] },
      { image: "studio-dusk.jpg", exists: true },
    ],
  },
  {
    id: "multi-906",
    domain: "multi",
    intent: "change",
    say: ["Rename the 'Behind the scenes' post to 'How we work' and give it the tag 'guides' as well, would you."],
    expect: [{ post: "How we work", exists: true, tags: ["process", "design", "guides"] }, { post: PROCESS, exists: false }],
  },
  {
    id: "multi-907",
    domain: "multi",
    intent: "change",
    say: [
      "Two fixes, please. 1) studio-dusk.jpg shows hills, not a studio, so its alt text should be 'Violet dusk sky over rolling hills'. 2) On the About page, change the heading 'Where we work' to 'Where we work from'.",
    ],
    expect: [
      { image: "studio-dusk.jpg", alt: "Violet dusk sky over rolling hills", caption: "Our studio at dusk" },
      { page: "About", sections: [{ template: "imageText", fields: { heading: "Where we work from", imageId: "studio-dusk.jpg" } }, { template: "text", fields: { heading: "About us" } }] },
    ],
  },
  {
    id: "multi-908",
    domain: "multi",
    intent: "change",
    say: ["The Contact page a FAQ section give, with question 'Do you take walk-ins?' and answer 'No, please book first.', and then the menu item Contact to 'Contact & FAQ' rename."],
    expect: [
      { page: "Contact", sections: [{ template: "faq", fields: { items: "Do you take walk-ins?" } }], textIncludes: ["No, please book first."] },
      { menu: "Contact & FAQ", present: true, linksTo: "Contact", position: 3 },
      { menu: "Contact", present: false },
    ],
  },
  {
    id: "multi-909",
    domain: "multi",
    intent: "change",
    say: [
      "Forwarding this from Marta:\n---\nHi! Two small things: could the site name be 'Northwind Design Studio', and could the orange be greener, like a sage? Thanks!\n---\nboth pls",
    ],
    expect: [{ setting: "name", equals: "Northwind Design Studio" }, { setting: "themeColors.accent", looksLike: "green" }, { setting: "themeColors.primary", equals: DEMO.primary }],
    note: "The orange is the accent (#d9622b); a sage is a soft green.",
  },
  {
    id: "multi-910",
    domain: "multi",
    intent: "change",
    say: ["new post 'Open studio day' tag events, cover blue-coast.png, publish"],
    expect: [{ post: "Open studio day", live: true, status: "published", tags: ["events"], coverImage: "blue-coast.png" }],
  },
];

// ── Follow-ups across turns ───────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-901",
    domain: "conversation",
    intent: "change",
    given: [
      { post: { title: "Tasting night recap", status: "published", tags: ["events"], body: "Thanks to everyone who came.", daysAgo: 60 } },
      { post: { title: "Tasting night: the menu", status: "published", tags: ["events"], body: "Five courses, five wines.", daysAgo: 10 } },
    ],
    say: ["what posts have we got tagged events?", "bin the older one"],
    expect: [{ post: "Tasting night recap", inTrash: true }, { post: "Tasting night: the menu", exists: true, live: true }],
  },
  {
    id: "conversation-902",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "pass-left.jpg" } }, { image: { name: "pass-right.jpg" } }],
    say: ["which photos are missing alt text?", "set both to 'Plates lined up on the kitchen pass'"],
    expect: [
      { image: "pass-left.jpg", alt: "Plates lined up on the kitchen pass" },
      { image: "pass-right.jpg", alt: "Plates lined up on the kitchen pass" },
      { image: "blue-coast.png", alt: "Calm blue coastline with green headlands" },
    ],
  },
  {
    id: "conversation-903",
    domain: "conversation",
    intent: "change",
    say: ["What's the heading of the first section on the About page?", "Grand, change it to 'Who we are' so."],
    expect: [{ page: "About", sections: [{ template: "text", fields: { heading: "Who we are", body: "team of four" } }, { template: "imageText", fields: { heading: "Where we work" } }] }],
  },
  {
    id: "conversation-904",
    domain: "conversation",
    intent: "change",
    say: ["whats in the menu", "move the 3rd one to the front"],
    expect: [{ menuOrder: ["Blog", "Home", "About", "Contact"] }],
  },
  {
    id: "conversation-905",
    domain: "conversation",
    intent: "change",
    say: ["create a draft post called 'Summer hours'", "add teh tags news and hours to it", "actually yeah publish it"],
    expect: [{ post: "Summer hours", live: true, status: "published", tags: ["news", "hours"] }],
  },
  {
    id: "conversation-906",
    domain: "conversation",
    intent: "change",
    say: ["Change the site tagline to 'Websites that work as hard as you do'", "Sorry, make that 'Websites that work as hard as you', wi'oot the 'do'."],
    expect: [{ setting: "tagline", equals: "Websites that work as hard as you" }],
  },
  {
    id: "conversation-907",
    domain: "conversation",
    intent: "change",
    say: ["Which testimonials do we have?", "Please update second one company name as 'Harbour Books & Café'."],
    expect: [{ entry: "Harbour Books", dataIncludes: { company: "Harbour Books & Café", author: "Tom Okafor" } }, { entry: "Maple Bakery", dataIncludes: { company: "Maple Bakery" } }],
  },
  {
    id: "conversation-908",
    domain: "conversation",
    intent: "read",
    say: ["whats the home page hero say", "and the button undr it?"],
    expect: [unchanged, { reply: { includesAll: ["See what we do"] } }],
  },
  {
    id: "conversation-909",
    domain: "conversation",
    intent: "change",
    say: ["new page 'Events'", "give it a text section: 'Quiz night every Thursday from 7pm.'", "now put it in the menu afer Blog"],
    expect: [
      { page: "Events", exists: true, textIncludes: ["Quiz night every Thursday from 7pm."] },
      { menu: "Events", linksTo: "Events" },
      { menuOrder: ["Home", "About", "Blog", "Events", "Contact"] },
    ],
  },
  {
    id: "conversation-910",
    domain: "conversation",
    intent: "change",
    say: ["What's the SEO title on the Home page?", "Shorten it to 'Northwind Studio — calm websites'."],
    expect: [{ page: "Home", seoTitle: "Northwind Studio — calm websites", seoDescription: "A small design studio building calm, useful websites for independent businesses." }],
  },
];

// ── Vague requests ────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  { id: "clarify-901", domain: "clarify", intent: "clarify", say: ["fix the page"], expect: [unchanged, { reply: { asksQuestion: true } }] },
  { id: "clarify-902", domain: "clarify", intent: "clarify", say: ["make it look nicer before tonight's service"], expect: [unchanged, { reply: { asksQuestion: true } }] },
  { id: "clarify-903", domain: "clarify", intent: "clarify", say: ["can u change the picture"], expect: [unchanged, { reply: { asksQuestion: true } }] },
  { id: "clarify-904", domain: "clarify", intent: "clarify", say: ["Please update the details at the earliest."], expect: [unchanged, { reply: { asksQuestion: true } }] },
  {
    id: "clarify-905",
    domain: "clarify",
    intent: "clarify",
    say: ["client reckons the site feels 'a bit off'. can you sort it"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
];

// ── Off-topic ─────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  { id: "offtopic-901", domain: "offtopic", intent: "offtopic", say: ["how many covers should I prep for a Friday with 40 bookings"], expect: [unchanged] },
  { id: "offtopic-902", domain: "offtopic", intent: "offtopic", say: ["can u help w my chemistry homework lol its due tmrw"], expect: [unchanged] },
  { id: "offtopic-903", domain: "offtopic", intent: "offtopic", say: ["What's the weather daein' in Edinburgh the morra?"], expect: [unchanged] },
  { id: "offtopic-904", domain: "offtopic", intent: "offtopic", say: ["Kindly draft one leave application for my manager, two days, family function."], expect: [unchanged] },
  { id: "offtopic-905", domain: "offtopic", intent: "offtopic", say: ["Estimate how many story points a full site redesign should be."], expect: [unchanged] },
];

export const FOURTH_PASS_CASES: Case[] = [
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
