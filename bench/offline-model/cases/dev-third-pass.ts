/**
 * The development set's third pass: requests written after the first two, from the tools'
 * descriptions, the section templates and the demo seed only, without the offline model's code or
 * the earlier passes' requests. Part of DEV_CASES; ids are <domain>-7NN.
 *
 * Voices, mixed evenly through every domain: a polite retired shop owner, a terse developer, an
 * American marketer, a non-native speaker, someone typing on a phone, and a manager who states
 * problems instead of giving instructions.
 */
import { unchanged, liveSame, cardShown, noCard, NOT_FOUND, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

type GivenPage = Extract<Given, { page: unknown }>;
type GivenPost = Extract<Given, { post: unknown }>;
type GivenImage = Extract<Given, { image: unknown }>;
type GivenEntry = Extract<Given, { entry: unknown }>;

const workshopsLive: GivenPage = {
  page: { title: "Workshops", live: true, sections: [{ template: "text", content: { heading: "Learn to edit your own site", body: "Two-hour workshops for small teams, every other Thursday." } }] },
};
const giftVouchersDraft: GivenPage = {
  page: { title: "Gift Vouchers", sections: [{ template: "text", content: { heading: "Give a website day", body: "Vouchers for a day of design help, from £150." } }] },
};
const teamPhotoNoAlt: GivenImage = { image: { name: "team-photo.jpg" } };
const shopfrontNoAlt: GivenImage = { image: { name: "shopfront.jpg" } };
const riverbankDraft: GivenEntry = {
  entry: { title: "Riverbank Florist", data: { quote: "We sell more bouquets online than in the shop now.", author: "Mei Lin", company: "Riverbank Florist" }, live: false },
};
const eventPosts: GivenPost[] = [
  { post: { title: "Spring open day", status: "published", tags: ["events"], excerpt: "Come and see the studio.", body: "Doors open from 10am.", daysAgo: 200 } },
  { post: { title: "Summer fair recap", status: "published", tags: ["events"], excerpt: "Photos from the fair.", body: "Thanks to everyone who came by.", daysAgo: 60 } },
];

/** Phrases of an answer that says something is not live (yet). */
const NOT_LIVE = ["draft", "not live", "not published", "isn't live", "isn't published", "unpublished", "not yet", "not visible", "hasn't been published", "held back"];
/** Phrases of an answer that says something is live. */
const IS_LIVE = ["published", "live", "visible", "public", "yes"];
const LIVE_NEGATIONS = ["not live", "not published", "isn't live", "isn't published"];

// ── pages ────────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-701",
    domain: "pages",
    intent: "read",
    say: ["Good afternoon. I wonder whether you might tell me which pages our website has at present, and whether the public can see each of them?"],
    expect: [{ reply: { includesAll: ["Home", "About", "Contact"] } }, { reply: { includesAny: IS_LIVE } }, unchanged],
  },
  {
    id: "pages-702",
    domain: "pages",
    intent: "read",
    given: [
      { page: { title: "Workshops" } },
      { page: { title: "Press", sections: [{ template: "text", content: { heading: "Press", body: "Logos and photos for journalists." } }] } },
    ],
    say: ["pages where status = draft"],
    expect: [{ reply: { includesAll: ["Workshops", "Press"] } }, unchanged],
  },
  {
    id: "pages-703",
    domain: "pages",
    intent: "read",
    say: ["wats the seo title on about"],
    expect: [
      { reply: { includesAny: ["no SEO title", "not set", "empty", "none", "doesn't have", "does not have", "blank", "isn't set", "missing", "no title", "default", "Northwind Studio"] } },
      unchanged,
    ],
    note: "The About page has no SEO title of its own; saying so, or that it falls back to the site's default (Northwind Studio), is right.",
  },
  {
    id: "pages-704",
    domain: "pages",
    intent: "read",
    say: ["The Contact page, how many sectons it have?"],
    expect: [{ reply: { includesAny: ["2", "two"] } }, unchanged],
  },
  {
    id: "pages-705",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Careers", sections: [{ template: "text", content: { heading: "Jobs", body: "No open roles at the moment." } }] } }],
    say: ["rm careers page"],
    expect: [{ page: "Careers", inTrash: true }, { page: "Careers", exists: false }],
  },
  {
    id: "pages-706",
    domain: "pages",
    intent: "change",
    say: ["We need a landign page for the spring promo! Call it “Spring Sale” and make the URL /spring — don't push it live yet, the team still has to sign off!"],
    expect: [{ page: "Spring Sale", exists: true, slug: "spring", live: false }, liveSame],
  },
  {
    id: "pages-707",
    domain: "pages",
    intent: "change",
    say: ["On Google the contact page shows no description under its name. Marketing want it to read: Call or email Northwind Studio, weekdays 9 to 5."],
    expect: [{ page: "Contact", seoDescription: "Call or email Northwind Studio, weekdays 9 to 5." }],
  },
  {
    id: "pages-708",
    domain: "pages",
    intent: "change",
    say: ["Please to rename the page About into “About Northwind”."],
    expect: [{ page: "About Northwind", exists: true }, { page: "About", exists: false }],
  },
  {
    id: "pages-709",
    domain: "pages",
    intent: "change",
    say: ["can u change the about page adress to /our-story"],
    expect: [{ page: "About", slug: "our-story" }],
  },
  {
    id: "pages-710",
    domain: "pages",
    intent: "change",
    given: [workshopsLive],
    say: [
      "Would it be possible to take the Workshops page off the webiste for the time being? We are not running any classes this winter, but I should like to keep the page for the spring.",
    ],
    expect: [{ page: "Workshops", exists: true, live: false }],
  },
  {
    id: "pages-711",
    domain: "pages",
    intent: "change",
    say: ["new page Imprint, slug legal-notice, seo title 'Legal notice — Northwind Studio'"],
    expect: [{ page: "Imprint", exists: true, slug: "legal-notice", seoTitle: "Legal notice — Northwind Studio", live: false }],
  },
  {
    id: "pages-712",
    domain: "pages",
    intent: "change",
    say: ["Spin up a Case Studies page with a hero that says “Real results for real businesses” and a button “Start your project” pointing to /contact!"],
    expect: [
      {
        page: "Case Studies",
        exists: true,
        live: false,
        sectionTemplates: ["hero"],
        sections: [{ template: "hero", fields: { heading: "Real results for real businesses", ctaLabel: "Start your project", ctaUrl: "/contact" } }],
      },
    ],
  },
  {
    id: "pages-713",
    domain: "pages",
    intent: "refuse",
    say: ["Yesterday I deleted the Careers page by mistake. Please bring it back from the trash."],
    expect: [{ reply: { includesAny: [...CANNOT, ...NOT_FOUND] } }, unchanged],
    note: "No tool restores from the trash (and there is no Careers page here); the answer says so, or points to the trash in the dashboard, and makes no new page.",
  },
];

// ── sections ─────────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-701",
    domain: "sections",
    intent: "read",
    say: ["Which sections has the home page, and in what order?"],
    expect: [
      { reply: { includesAny: ["hero", "Websites that feel calm"] } },
      { reply: { includesAny: ["feature grid", "featureGrid", "features", "What we do"] } },
      { reply: { includesAny: ["call to action", "cta", "Have a project in mind"] } },
      unchanged,
    ],
  },
  {
    id: "sections-702",
    domain: "sections",
    intent: "read",
    say: ["waht does the button on the home hero say"],
    expect: [{ reply: { includesAny: ["See what we do"] } }, unchanged],
  },
  {
    id: "sections-703",
    domain: "sections",
    intent: "read",
    say: ["Could you remind me which questions are in the FAQ on our About page? A customer asked me and I could not for the life of me remember."],
    expect: [{ reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }, unchanged],
  },
  {
    id: "sections-704",
    domain: "sections",
    intent: "read",
    say: ["customers keep asking how long a project takes. do we answer that anywhere on the site?"],
    expect: [{ reply: { includesAny: ["six to ten weeks", "6 to 10 weeks", "6-10 weeks", "6–10 weeks", "FAQ", "About page"] } }, unchanged],
  },
  {
    id: "sections-705",
    domain: "sections",
    intent: "read",
    say: ["contact page gallery: which imgs?"],
    expect: [
      { reply: { includesAny: ["blue-coast.png", "blue-coast", "blue coastline", "Calm blue coastline"] } },
      { reply: { includesAny: ["studio-dusk.jpg", "studio-dusk", "violet dusk", "studio at dusk"] } },
      unchanged,
    ],
  },
  {
    id: "sections-706",
    domain: "sections",
    intent: "change",
    say: ["Let's punch up the hero headline on Home — make it “Websites that work as hard as you do”!"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Websites that work as hard as you do" } }], textExcludes: ["Websites that feel calm and work hard"] },
      liveSame,
    ],
  },
  {
    id: "sections-707",
    domain: "sections",
    intent: "change",
    say: ["home cta: button label 'Book a call'"],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Book a call", buttonUrl: "/contact", heading: "Have a project in mind?" } }] }],
  },
  {
    id: "sections-708",
    domain: "sections",
    intent: "change",
    say: ["On the About page please add to the FAQ a question “Do you make online shops?” with answer “Yes, small shops with up to 200 products.”"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq"],
        sections: [{ template: "faq", fields: { items: "Do you make online shops?" } }],
        textIncludes: ["up to 200 products", "How long does a website take?", "Can we edit the site ourselves?"],
      },
    ],
    note: "The question joins the existing FAQ section; the two questions already there stay.",
  },
  {
    id: "sections-709",
    domain: "sections",
    intent: "change",
    say: ["remove the galery from contact pls"],
    expect: [{ page: "Contact", sectionTemplates: ["text"], textIncludes: ["hello@northwind.example"] }],
  },
  {
    id: "sections-710",
    domain: "sections",
    intent: "change",
    say: ["the about page still says we are four people, we are six now"],
    expect: [
      {
        anyOf: [
          [{ page: "About", textExcludes: ["team of four"], sections: [{ template: "text", fields: { body: "six" } }] }],
          [{ page: "About", textExcludes: ["team of four"], sections: [{ template: "text", fields: { body: "6" } }] }],
        ],
      },
      { page: "About", textIncludes: ["We started in 2019"] },
    ],
    note: "The count in the About text changes to six (in words or digits); the rest of the text stays.",
  },
  {
    id: "sections-711",
    domain: "sections",
    intent: "change",
    say: [
      "I should be most grateful if you could move the questions section on the About page so that it sits directly beneath the ‘About us’ text, above the pictrue of the studio.",
    ],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }],
  },
  {
    id: "sections-712",
    domain: "sections",
    intent: "change",
    say: ["Can we slap a CTA at the very bottom of About? Heading “Ready to grow?”, button “Let's talk” going to /contact. Conversions, people!"],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Ready to grow?", buttonLabel: "Let's talk", buttonUrl: "/contact" } }],
      },
    ],
  },
  {
    id: "sections-713",
    domain: "sections",
    intent: "change",
    say: ["about: imageText imagePosition -> left"],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", heading: "Where we work" } }] }],
  },
  {
    id: "sections-714",
    domain: "sections",
    intent: "change",
    say: ["In the Home page the feature “Care” I want to call “Support”, and the descripton “We stay with you after launch.”"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Support" } }],
        textIncludes: ["We stay with you after launch.", "Clear layouts and type", "Fast, accessible pages"],
        textExcludes: ["Ongoing help"],
      },
    ],
  },
  {
    id: "sections-715",
    domain: "sections",
    intent: "change",
    say: ["put the autumn valley pic in the home hero instead"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg", heading: "Websites that feel calm and work hard" } }] }],
  },
  {
    id: "sections-716",
    domain: "sections",
    intent: "change",
    say: ["The 'Where we work' bit on the Abuot page says we're at the edge of town, but we moved to the high street in March."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { body: "high street" } }], textExcludes: ["edge of town"] }],
  },
];

// ── posts ────────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-701",
    domain: "posts",
    intent: "read",
    say: ["Might you tell me which of our blog articles can currently be read by visitors?"],
    expect: [{ reply: { includesAll: [WELCOME, PROCESS] } }, unchanged],
  },
  {
    id: "posts-702",
    domain: "posts",
    intent: "read",
    say: ["wat tags r on the design process post"],
    expect: [{ reply: { includesAny: DESIGN_PROCESS_TAGS } }, unchanged],
  },
  {
    id: "posts-703",
    domain: "posts",
    intent: "read",
    say: ["posts tagged seasonal?"],
    expect: [{ reply: { includesAny: [AUTUMN, "Autumn collection"] } }, unchanged],
  },
  {
    id: "posts-704",
    domain: "posts",
    intent: "read",
    say: ["I was told we have a pile of unfinshed blog posts sitting around. How many drafts are there really?"],
    expect: [{ reply: { includesAny: ["1", "one", "only one", "a single", "Autumn collection"] } }, unchanged],
  },
  {
    id: "posts-705",
    domain: "posts",
    intent: "read",
    say: ["What says the excerpt of the welcome post?"],
    expect: [{ reply: { includesAny: ["A fresh look, faster pages", "fresh look"] } }, unchanged],
  },
  {
    id: "posts-706",
    domain: "posts",
    intent: "change",
    say: ["Draft a post titled “5 signs your website needs a refresh” — tag it marketing and tips!"],
    expect: [{ post: "5 signs your website needs a refresh", exists: true, status: "draft", tags: ["marketing", "tips"] }, liveSame],
  },
  {
    id: "posts-707",
    domain: "posts",
    intent: "change",
    say: ["archive welcome post"],
    expect: [{ post: WELCOME, status: "archived", live: false }],
  },
  {
    id: "posts-708",
    domain: "posts",
    intent: "change",
    say: ["add the tag autumn to the autum post"],
    expect: [{ post: AUTUMN, tagsInclude: ["autumn", "design", "seasonal"] }],
    note: "Adding a tag keeps the post's other tags.",
  },
  {
    id: "posts-709",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Christmas closing dates", status: "published", tags: ["news"], excerpt: "When we close over the holidays.", body: "We close from 23 December to 2 January.", daysAgo: 300 } }],
    say: [
      "We have an article about our Christmas closing dates from last year, which is rather out of date now. I think it best that it is removed altogether, if you would be so kind.",
    ],
    expect: [{ post: "Christmas closing dates", inTrash: true }, { post: "Christmas closing dates", exists: false }],
  },
  {
    id: "posts-710",
    domain: "posts",
    intent: "change",
    say: ["Please change the cover of the post about design process to the picutre of the blue coast."],
    expect: [{ post: PROCESS, coverImage: "blue-coast.png" }],
  },
  {
    id: "posts-711",
    domain: "posts",
    intent: "change",
    say: ["the autumn post has been sitting in drafts for weeks. it's finished, readers should be able to see it"],
    expect: [{ post: AUTUMN, status: "published", live: true }],
  },
  {
    id: "posts-712",
    domain: "posts",
    intent: "change",
    say: ["rename the welcome post to 'Our new website is live'"],
    expect: [{ post: "Our new website is live", exists: true }, { post: WELCOME, exists: false }],
  },
  {
    id: "posts-713",
    domain: "posts",
    intent: "refuse",
    say: ["Schedule the autumn post to go live next Monday at 9am sharp!"],
    expect: [{ reply: { includesAny: CANNOT } }, unchanged],
    note: "No tool schedules publishing for later; publishing now is not what was asked.",
  },
];

// ── images ───────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-701",
    domain: "images",
    intent: "read",
    given: [teamPhotoNoAlt, shopfrontNoAlt],
    say: ["imgs missing alt?"],
    expect: [{ reply: { includesAny: ["team-photo.jpg", "team-photo"] } }, { reply: { includesAny: ["shopfront.jpg", "shopfront"] } }, unchanged],
  },
  {
    id: "images-702",
    domain: "images",
    intent: "read",
    say: ["How many pictures have we got stored on the website at present?"],
    expect: [{ reply: { includesAny: ["4", "four"] } }, unchanged],
  },
  {
    id: "images-703",
    domain: "images",
    intent: "read",
    say: ["Which caption has the image of the autumn valley?"],
    expect: [{ reply: { includesAny: ["Autumn in the valley"] } }, unchanged],
  },
  {
    id: "images-704",
    domain: "images",
    intent: "change",
    say: ["alt text for blue coast: 'Blue sea and green cliffs on a calm day'"],
    expect: [{ image: "blue-coast.png", alt: "Blue sea and green cliffs on a calm day" }],
  },
  {
    id: "images-705",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "launch-party.jpg" } }],
    say: ["The launch party pic has zero alt text — that's killing our SEO! Give it something like “Clients and team celebrating at the Northwind launch party”."],
    expect: [{ image: "launch-party.jpg", hasAlt: true, altIncludes: ["launch party"] }],
  },
  {
    id: "images-706",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo.png", alt: "Old Northwind logo" } }],
    say: ["There's an old logo image in the media library that we don't use any more. It keeps confusing people when they pick pictures."],
    expect: [{ image: "old-logo.png", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }],
  },
  {
    id: "images-707",
    domain: "images",
    intent: "change",
    say: ["caption studio-dusk.jpg = 'The studio on a summer evening'"],
    expect: [{ image: "studio-dusk.jpg", caption: "The studio on a summer evening" }],
  },
  {
    id: "images-708",
    domain: "images",
    intent: "change",
    say: ["Everywhere where is used the sunrise picture, please put instead the autumn valley."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] }, { post: WELCOME, coverImage: "autumn-valley.jpg" }],
  },
  {
    id: "images-709",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "shop-window.jpg" } }],
    say: [
      "I have uploaded a photograph called shop-window.jpg. Would you be kind enough to describe it for people who use screen readers as ‘Our shop window decorated for the spring’?",
    ],
    expect: [{ image: "shop-window.jpg", alt: "Our shop window decorated for the spring" }],
  },
  {
    id: "images-710",
    domain: "images",
    intent: "refuse",
    say: ["can u crop the mountain sunrise pic so its square"],
    expect: [{ reply: { includesAny: CANNOT } }, unchanged],
    note: "The assistant edits an image's alt text and caption, not its pixels.",
  },
];

// ── navigation ───────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-701",
    domain: "navigation",
    intent: "read",
    say: ["Could you tell me, in order, what appears in the menu along the top of the site?"],
    expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged],
  },
  {
    id: "navigation-702",
    domain: "navigation",
    intent: "read",
    say: ["nav: where does Blog link to"],
    expect: [{ reply: { includesAny: ["/blog"] } }, unchanged],
  },
  {
    id: "navigation-703",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Careers", url: "/careers", visible: false } }],
    say: ["someone in sales says the careers link vanished from the menu"],
    expect: [{ reply: { includesAny: ["hidden", "not visible", "isn't visible", "invisible", "not shown", "isn't shown"] } }, unchanged],
    note: "The item is still in the menu but hidden: the answer says so (and may offer to show it).",
  },
  {
    id: "navigation-704",
    domain: "navigation",
    intent: "read",
    say: ["is there a pricing link in the menu"],
    expect: [{ reply: { includesAny: ["no", "isn't", "not in the menu", ...NOT_FOUND] } }, unchanged],
  },
  {
    id: "navigation-705",
    domain: "navigation",
    intent: "change",
    say: ["nav: add /pricing as Pricing"],
    expect: [{ menu: "Pricing", present: true, linksTo: "/pricing", parent: null }],
  },
  {
    id: "navigation-706",
    domain: "navigation",
    intent: "change",
    say: ["Move Blog right after Home in the nav — content marketing is our #1 priority this quarter!"],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }],
  },
  {
    id: "navigation-707",
    domain: "navigation",
    intent: "change",
    say: ["Please hide from the menu the Blog, we write nothing at the momment."],
    expect: [{ menu: "Blog", present: true, visible: false }, { menu: "About", visible: true }],
  },
  {
    id: "navigation-708",
    domain: "navigation",
    intent: "change",
    say: ["rename contact in the menu to 'Get in touch'"],
    expect: [{ menu: "Get in touch", present: true, linksTo: "Contact", position: 3 }, { menu: "Contact", present: false }],
  },
  {
    id: "navigation-709",
    domain: "navigation",
    intent: "change",
    given: [{ page: { ...giftVouchersDraft.page, live: true } }],
    say: ["We have at last put up a page about our gift vouchers. I wonder whether it might be added to the menu, just before Contact, so that customers can find it?"],
    expect: [{ menuOrder: ["Home", "About", "Blog", "Gift Vouchers", "Contact"] }, { menu: "Gift Vouchers", linksTo: "Gift Vouchers" }],
  },
  {
    id: "navigation-710",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Old Shop", url: "https://shop.example.com" } }],
    say: ["The 'Old Shop' link in the menu still goes to the shop we closed last year."],
    expect: [{ menu: "Old Shop", present: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
    note: "The shop is gone, so the link goes; hiding it would also leave it in the list, which the menuOrder check refuses.",
  },
  {
    id: "navigation-711",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Team", live: true, sections: [{ template: "text", content: { heading: "Our team", body: "Six people who like calm websites." } }] } }],
    say: ["nav: put Team under About"],
    expect: [{ menu: "Team", present: true, parent: "About", linksTo: "Team" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
];

// ── settings ─────────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-701",
    domain: "settings",
    intent: "read",
    say: ["whats our acent colour"],
    expect: [{ reply: { includesAny: ["#d9622b", "d9622b"] } }, unchanged],
  },
  {
    id: "settings-702",
    domain: "settings",
    intent: "read",
    say: ["Would you be so good as to tell me which social media accounts the website links to?"],
    expect: [{ reply: { includesAll: ["Mastodon", "GitHub"] } }, unchanged],
  },
  {
    id: "settings-703",
    domain: "settings",
    intent: "read",
    say: ["What is the tagline of site now?"],
    expect: [{ reply: { includesAny: ["Calm, useful websites for independent businesses"] } }, unchanged],
  },
  {
    id: "settings-704",
    domain: "settings",
    intent: "change",
    say: ["set accent #0ea5e9"],
    expect: [{ setting: "themeColors.accent", equals: "#0ea5e9" }, { setting: "themeColors.primary", equals: DEMO.primary }],
  },
  {
    id: "settings-705",
    domain: "settings",
    intent: "change",
    say: ["Our brand refresh is happening — switch the primary colour to a deep navy, think #1e3a8a!"],
    expect: [{ setting: "themeColors.primary", equals: "#1e3a8a" }, { setting: "themeColors.accent", equals: DEMO.accent }],
  },
  {
    id: "settings-706",
    domain: "settings",
    intent: "change",
    say: ["The tagline still talks about independant businesses, but these days we mostly work for charities."],
    expect: [
      { setting: "tagline", includes: "charit" },
      { setting: "tagline", excludes: "independent businesses" },
    ],
    note: "A tagline about charities (charity, charities) replaces the old one.",
  },
  {
    id: "settings-707",
    domain: "settings",
    intent: "change",
    say: ["Please add our Instagram to the social links: https://instagram.com/northwindstudio"],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
  {
    id: "settings-708",
    domain: "settings",
    intent: "change",
    say: ["use the mountian sunrise pic as our logo"],
    expect: [{ setting: "logoImageId", equals: "mountain-sunrise.jpg" }],
  },
  {
    id: "settings-709",
    domain: "settings",
    intent: "change",
    say: ["I am told the website's default title for search engines ought to read ‘Northwind Studio — Web design for small shops’. Would you alter it accordingly?"],
    expect: [{ setting: "seoTitle", equals: "Northwind Studio — Web design for small shops" }, { setting: "name", equals: "Northwind Studio" }],
  },
  {
    id: "settings-710",
    domain: "settings",
    intent: "refuse",
    say: ["Can we switch the whole site's font to Montserrat? Feels way more modern!"],
    expect: [{ reply: { includesAny: CANNOT } }, unchanged],
    note: "Site settings hold the name, tagline, logo, four theme colours, social links and default SEO: no font.",
  },
];

// ── entries ──────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-701",
    domain: "entries",
    intent: "read",
    say: ["list testimonials"],
    expect: [{ reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }, unchanged],
  },
  {
    id: "entries-702",
    domain: "entries",
    intent: "read",
    say: ["Could you remind me what the lady from Maple Bakery said about us? I should like to quote her in a letter."],
    expect: [{ reply: { includesAny: ["Our orders doubled", "orders doubled"] } }, unchanged],
  },
  {
    id: "entries-703",
    domain: "entries",
    intent: "read",
    say: ["who wrote the harbour books testimonail"],
    expect: [{ reply: { includesAny: ["Tom Okafor"] } }, unchanged],
  },
  {
    id: "entries-704",
    domain: "entries",
    intent: "read",
    given: [riverbankDraft],
    say: ["I approved a testimonial from Riverbank Florist weeks ago but I don't see it on the site."],
    expect: [{ reply: { includesAny: NOT_LIVE } }, unchanged],
  },
  {
    id: "entries-705",
    domain: "entries",
    intent: "change",
    say: ["Add a new testimonial from Lena Berg at Copperleaf Café: “Bookings up 40% in the first month!”"],
    expect: [{ entry: { where: { author: "Lena Berg" } }, exists: true, dataIncludes: { quote: "Bookings up 40%", company: "Copperleaf Café" } }],
  },
  {
    id: "entries-706",
    domain: "entries",
    intent: "change",
    say: ["The testimonial of Harbour Books, please change the autor to “Tom Okafor-Reyes”."],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Tom Okafor-Reyes", quote: "Finally a website our whole team can update." } }],
  },
  {
    id: "entries-707",
    domain: "entries",
    intent: "change",
    say: ["delete testimonial Maple Bakery"],
    expect: [{ entry: "Maple Bakery", inTrash: true }, { entry: "Harbour Books", exists: true }],
  },
  {
    id: "entries-708",
    domain: "entries",
    intent: "change",
    given: [riverbankDraft],
    say: ["publish the riverbank florist testimonial pls"],
    expect: [{ entry: "Riverbank Florist", live: true }],
  },
  {
    id: "entries-709",
    domain: "entries",
    intent: "change",
    say: ["Priya from Maple Bakery asked us to take her quote off the website, she has chnaged jobs."],
    expect: [{ entry: "Maple Bakery", live: false }, { entry: "Harbour Books", live: true }],
    note: "Unpublishing or deleting the entry both take it off the site.",
  },
];

// ── publishing ───────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-701",
    domain: "publishing",
    intent: "read",
    given: [giftVouchersDraft],
    say: ["Before I go home, could you tell me whether there is anything I have altered that the public cannot yet see?"],
    expect: [{ reply: { includesAny: ["Gift Vouchers"] } }, unchanged],
  },
  {
    id: "publishing-702",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Media Kit", sections: [{ template: "text", content: { heading: "Media kit", body: "Logos and photos you may use." } }] } }],
    say: ["unpublished changes?"],
    expect: [{ reply: { includesAny: ["Media Kit"] } }, unchanged],
  },
  {
    id: "publishing-703",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Spring Sale", sections: [{ template: "hero", content: { heading: "20% off every website audit" } }] } }],
    say: ["The Spring Sale page is approved — ship it! Make it live!"],
    expect: [{ page: "Spring Sale", live: true, liveTextIncludes: ["20% off every website audit"] }],
  },
  {
    id: "publishing-704",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Press Kit", sections: [{ template: "text", content: { heading: "Press", body: "Photos and logos for journalists." } }] } },
      { post: { title: "Studio news for June", excerpt: "What we did this month.", body: "Two launches and a new desk." } },
    ],
    say: ["publish everything"],
    expect: [{ page: "Press Kit", live: true }, { post: "Studio news for June", live: true, status: "published" }],
  },
  {
    id: "publishing-705",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "/shop", live: false } }],
    say: ["the shop link i added to the menu isnt showing on the site. push it live"],
    expect: [{ menu: "Shop", live: true }],
  },
  {
    id: "publishing-706",
    domain: "publishing",
    intent: "change",
    say: ["Please take the About page off from the internet, but not to delet it."],
    expect: [{ page: "About", exists: true, live: false }, { page: "Home", live: true }],
  },
  {
    id: "publishing-707",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "Price rise from April", status: "published", tags: ["news"], excerpt: "New prices.", body: "From April our day rate goes up." } }],
    say: ["We put the price rise post out by mistake and clients are already ringing about it."],
    expect: [{ post: "Price rise from April", exists: true, live: false }],
    note: "Take it off the blog (unpublish or archive) but keep it: it was published too early, not written in vain.",
  },
  {
    id: "publishing-708",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Christmas Opening", sections: [{ template: "text", content: { heading: "Christmas", body: "Closed from 24 December to 1 January." } }] } }],
    say: ["Would you be so kind as to publish the Christmas Opening page?"],
    cards: "deny",
    expect: [cardShown, { page: "Christmas Opening", exists: true, live: false }, liveSame],
    note: "The person denies the card: nothing goes live.",
  },
  {
    id: "publishing-709",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["publish the autumn post"],
    expect: [{ reply: { includesAny: PERMISSION } }, unchanged],
  },
];

// ── search ───────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-701",
    domain: "search",
    intent: "read",
    say: ["grep site for 'two working days'"],
    expect: [{ reply: { includesAny: ["Home", "Have a project in mind"] } }, unchanged],
  },
  {
    id: "search-702",
    domain: "search",
    intent: "read",
    say: ["Where on the website do we give our telephone number? I should like to check that it is still correct."],
    expect: [{ reply: { includesAny: ["Contact", "+44 20 7946 0000", "7946 0000"] } }, unchanged],
  },
  {
    id: "search-703",
    domain: "search",
    intent: "read",
    say: ["which page mentions 2019"],
    expect: [{ reply: { includesAny: ["About"] } }, unchanged],
  },
  {
    id: "search-704",
    domain: "search",
    intent: "read",
    say: ["In which blog post we are talking about screen reader?"],
    expect: [{ reply: { includesAny: [WELCOME] } }, unchanged],
  },
  {
    id: "search-705",
    domain: "search",
    intent: "read",
    say: ["Do we say 'accessible' anywehre on the site? Huge selling point!"],
    expect: [{ reply: { includesAny: ["Home", "What we do", "accessible pages"] } }, unchanged],
  },
  {
    id: "search-706",
    domain: "search",
    intent: "read",
    say: ["customers say they can't find our email address on the site"],
    expect: [{ reply: { includesAny: ["hello@northwind.example", "Contact"] } }, unchanged],
    note: "It is on the Contact page, which the menu links to: the answer says where.",
  },
  {
    id: "search-707",
    domain: "search",
    intent: "read",
    given: [{ image: { name: "team-photo.jpg", alt: "The whole team outside the studio" } }],
    say: ["find pics with the team in them"],
    expect: [{ reply: { includesAny: ["team-photo.jpg", "team-photo", "The whole team outside the studio"] } }, unchanged],
  },
  {
    id: "search-708",
    domain: "search",
    intent: "change",
    say: ["Find where it is written that we are open weekdays and change it to “Monday to Saturday, 9–6”."],
    expect: [{ page: "Contact", textIncludes: ["Monday to Saturday, 9–6", "hello@northwind.example"], textExcludes: ["weekdays 9–5"] }],
  },
];

// ── multi-step requests ──────────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-701",
    domain: "multi",
    intent: "change",
    say: ["Create a Pricing page with a hero “Plans that grow with you”, add it to the menu right before Contact, and publish both!"],
    expect: [
      { page: "Pricing", live: true, sections: [{ template: "hero", fields: { heading: "Plans that grow with you" } }] },
      { menuOrder: ["Home", "About", "Blog", "Pricing", "Contact"] },
      { menu: "Pricing", linksTo: "Pricing", live: true },
    ],
  },
  {
    id: "multi-702",
    domain: "multi",
    intent: "change",
    say: [
      "I wonder whether you could do two things for me. Firstly, change our accent colour to a nice forest green, and secondly, change the tagline to ‘Friendly websites for local shops’.",
    ],
    expect: [
      { setting: "themeColors.accent", looksLike: "green" },
      { setting: "tagline", equals: "Friendly websites for local shops" },
    ],
  },
  {
    id: "multi-703",
    domain: "multi",
    intent: "change",
    say: ["Please make new post “We are moving” with tag news and as cover the coast picture, and publish it."],
    expect: [{ post: "We are moving", status: "published", live: true, tags: ["news"], coverImage: "blue-coast.png" }],
  },
  {
    id: "multi-704",
    domain: "multi",
    intent: "change",
    say: ["unpublish the design proces post and take the tag process off it"],
    expect: [{ post: PROCESS, live: false, tagsExclude: ["process"], tagsInclude: ["design"] }],
  },
  {
    id: "multi-705",
    domain: "multi",
    intent: "change",
    say: ["The home page button says 'See what we do' but it goes to About. It should go to the blog. Also the big headign should say 'Calm websites, built to last'."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaUrl: "/blog", heading: "Calm websites, built to last", ctaLabel: "See what we do" } }] }],
  },
  {
    id: "multi-706",
    domain: "multi",
    intent: "change",
    say: ["Add three features to the Home feature grid: Strategy, Copywriting and Hosting. Keep the existing ones!"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Copywriting" } }],
        textIncludes: ["Strategy", "Hosting", "Clear layouts and type", "Fast, accessible pages", "Ongoing help"],
      },
    ],
  },
  {
    id: "multi-707",
    domain: "multi",
    intent: "change",
    say: ["about: delete faq section, add cta 'Work with us' -> /contact at the end"],
    expect: [
      { page: "About", sectionTemplates: ["text", "imageText", "cta"], sections: [{ template: "cta", fields: { buttonUrl: "/contact" } }], textIncludes: ["Work with us"], textExcludes: ["How long does a website take?"] },
    ],
    note: "'Work with us' may be the heading or the button label.",
  },
  {
    id: "multi-708",
    domain: "multi",
    intent: "change",
    given: [
      { post: { title: "Summer opening hours 2022", status: "published", tags: ["news"], excerpt: "Our summer hours.", body: "Open 10 to 4 in August.", daysAgo: 700 } },
      { post: { title: "Summer opening hours 2023", status: "published", tags: ["news"], excerpt: "Our summer hours.", body: "Open 9 to 3 in August.", daysAgo: 350 } },
    ],
    say: ["We have two old articles about our summer opening hours from previous years. Would you kindly archive both of them? They are no longer accurate."],
    expect: [
      { post: "Summer opening hours 2022", status: "archived", live: false },
      { post: "Summer opening hours 2023", status: "archived", live: false },
      { post: WELCOME, status: "published" },
    ],
  },
  {
    id: "multi-709",
    domain: "multi",
    intent: "change",
    given: [teamPhotoNoAlt, shopfrontNoAlt],
    say: ["Please give alt text to all images which don't have one."],
    expect: [{ image: "team-photo.jpg", hasAlt: true }, { image: "shopfront.jpg", hasAlt: true }, { image: "blue-coast.png", alt: "Calm blue coastline with green headlands" }],
  },
  {
    id: "multi-710",
    domain: "multi",
    intent: "change",
    say: ["new page FAQ w/ a faq section: q 'Do you ship abroad?' a 'Yes, across the EU.' + put it in the menu"],
    expect: [
      { page: "FAQ", exists: true, sectionTemplates: ["faq"], sections: [{ template: "faq", fields: { items: "ship abroad" } }], textIncludes: ["across the EU"] },
      { menu: "FAQ", present: true, linksTo: "FAQ" },
    ],
  },
  {
    id: "multi-711",
    domain: "multi",
    intent: "change",
    say: ["Half the team thinks our site is orange, the other half says green. Just make the main colour and the accent colour both navy blue and be done with it."],
    expect: [
      { setting: "themeColors.primary", looksLike: "blue" },
      { setting: "themeColors.accent", looksLike: "blue" },
      { setting: "themeColors.background", equals: "#fbfaf7" },
    ],
  },
  {
    id: "multi-712",
    domain: "multi",
    intent: "change",
    say: ["Let's spin up a Services page with a feature grid — Web Design, SEO, Maintenance — and a CTA “Get a quote” linking to /contact. Make it pop!"],
    expect: [
      {
        page: "Services",
        exists: true,
        sectionTemplates: ["featureGrid", "cta"],
        sections: [
          { template: "featureGrid", fields: { features: "Web Design" } },
          { template: "cta", fields: { buttonUrl: "/contact" } },
        ],
        textIncludes: ["SEO", "Maintenance", "Get a quote"],
      },
    ],
  },
  {
    id: "multi-713",
    domain: "multi",
    intent: "change",
    say: ["nav: Contact -> 2nd place, hide Home"],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }, { menu: "Home", present: true, visible: false }],
  },
  {
    id: "multi-714",
    domain: "multi",
    intent: "change",
    given: [giftVouchersDraft],
    say: ["Would you be so kind as to publish the Gift Vouchers page and then put a link to it in the menu? Do make sure the menu change reaches the website as well."],
    expect: [{ page: "Gift Vouchers", live: true }, { menu: "Gift Vouchers", linksTo: "Gift Vouchers", live: true }],
  },
  {
    id: "multi-715",
    domain: "multi",
    intent: "read",
    say: ["whats on the about page n is it live"],
    expect: [
      { reply: { includesAny: ["About us", "Where we work", "Questions we hear often", "team of four"] } },
      { reply: { includesAny: IS_LIVE, excludes: LIVE_NEGATIONS } },
      unchanged,
    ],
  },
];

// ── conversations ────────────────────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-701",
    domain: "conversation",
    intent: "change",
    say: ["any drfat posts?", "ok publish it"],
    expect: [{ post: AUTUMN, status: "published", live: true }],
  },
  {
    id: "conversation-702",
    domain: "conversation",
    intent: "change",
    say: ["Could you tell me what the heading of the call to action on the home page says?", "Thank you. Would you change it to ‘Shall we build something together?’"],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { heading: "Shall we build something together?", buttonLabel: "Get in touch" } }] }],
  },
  {
    id: "conversation-703",
    domain: "conversation",
    intent: "change",
    say: ["Create a page called Webinars!", "Now add a hero to it: “Learn with Northwind”", "And publish it!"],
    expect: [{ page: "Webinars", live: true, sectionTemplates: ["hero"], sections: [{ template: "hero", fields: { heading: "Learn with Northwind" } }] }],
  },
  {
    id: "conversation-704",
    domain: "conversation",
    intent: "change",
    say: ["What questions are in the FAQ on About?", "Change the answer of the second one to “Yes — and we train your team for free.”"],
    expect: [
      {
        page: "About",
        textIncludes: ["we train your team for free", "Can we edit the site ourselves?", "six to ten weeks"],
        textExcludes: ["comes with an editor your whole team can use"],
      },
    ],
  },
  {
    id: "conversation-705",
    domain: "conversation",
    intent: "change",
    say: ["What is the primary colour?", "Please make it more dark, like #1f332d."],
    expect: [{ setting: "themeColors.primary", equals: "#1f332d" }],
  },
  {
    id: "conversation-706",
    domain: "conversation",
    intent: "change",
    say: ["hide contact from menu", "and same for blog pls"],
    expect: [{ menu: "Contact", present: true, visible: false }, { menu: "Blog", present: true, visible: false }, { menu: "About", visible: true }],
  },
  {
    id: "conversation-707",
    domain: "conversation",
    intent: "change",
    given: eventPosts,
    say: ["I believe we have some articles tagged ‘events’. Which are they?", "Would you archive the older one, please?"],
    expect: [{ post: "Spring open day", status: "archived" }, { post: "Summer fair recap", status: "published" }],
  },
  {
    id: "conversation-708",
    domain: "conversation",
    intent: "change",
    say: ["new post 'Release notes: May'", "tag it changelog", "publish"],
    expect: [{ post: "Release notes: May", status: "published", live: true, tags: ["changelog"] }],
  },
  {
    id: "conversation-709",
    domain: "conversation",
    intent: "change",
    say: ["What's the hero copy on Home right now?", "Love it, but the subheading is way too long — make it “Fast, friendly sites for independent businesses.”"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { subheading: "Fast, friendly sites for independent businesses.", heading: "Websites that feel calm and work hard" } }],
        textExcludes: ["quick to load, easy to edit"],
      },
    ],
  },
  {
    id: "conversation-710",
    domain: "conversation",
    intent: "change",
    say: ["what's the testimonial from Harbour Books", "Tom says we misquoted him, it should be 'Finally a website the whole team can update.'"],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "Finally a website the whole team can update.", author: "Tom Okafor" } }],
  },
  {
    id: "conversation-711",
    domain: "conversation",
    intent: "change",
    given: [shopfrontNoAlt],
    say: ["Which images has no alt text?", "For that one put “The front of our studio on Mill Street”."],
    expect: [{ image: "shopfront.jpg", alt: "The front of our studio on Mill Street" }],
  },
  {
    id: "conversation-712",
    domain: "conversation",
    intent: "read",
    say: ["whats on the contact page", "and the phone numbr again?"],
    expect: [{ reply: { includesAny: ["+44 20 7946 0000", "20 7946 0000", "7946 0000"] } }, unchanged],
  },
  {
    id: "conversation-713",
    domain: "conversation",
    intent: "read",
    say: ["posts tagged design", "which of them is live?"],
    expect: [{ reply: { includesAny: [PROCESS, "Behind the scenes"] } }, unchanged],
  },
  {
    id: "conversation-714",
    domain: "conversation",
    intent: "read",
    say: ["Could you show me the About page, please?", "Thank you. And does that one have a description for search engines?"],
    expect: [{ reply: { includesAny: ["Who we are and how we work", "yes"] } }, unchanged],
  },
  {
    id: "conversation-715",
    domain: "conversation",
    intent: "read",
    say: ["What's the accent color?", "And the primary?"],
    expect: [{ reply: { includesAny: ["#35524a", "35524a"] } }, unchanged],
  },
  {
    id: "conversation-716",
    domain: "conversation",
    intent: "refuse",
    say: ["What is on our Contact page?", "I see. Could you add a form there so that customers can send us a message directly?"],
    expect: [{ reply: { includesAny: [...CANNOT, "no form", "form section"] } }, unchanged],
    note: "No section template is a form (hero, text, feature grid, call to action, image and text, FAQ, gallery).",
  },
];

// ── vague requests ───────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  { id: "clarify-701", domain: "clarify", intent: "clarify", say: ["chnage the colour"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "clarify-702", domain: "clarify", intent: "clarify", say: ["The website looks a bit off."], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "clarify-703", domain: "clarify", intent: "clarify", say: ["delete it"], expect: [{ reply: { asksQuestion: true } }, unchanged, noCard] },
  {
    id: "clarify-704",
    domain: "clarify",
    intent: "clarify",
    say: ["I wonder whether you might update the heading for me?"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
  },
  { id: "clarify-705", domain: "clarify", intent: "clarify", say: ["Add a section!"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "clarify-706", domain: "clarify", intent: "clarify", say: ["Please change the picture."], expect: [{ reply: { asksQuestion: true } }, unchanged] },
];

// ── off-topic ────────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  { id: "offtopic-701", domain: "offtopic", intent: "offtopic", say: ["whats the wether like in leeds tmrw"], expect: [unchanged, noCard] },
  {
    id: "offtopic-702",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Could you recommend a good book for my grandson's birthday? He is turning twelve."],
    expect: [unchanged, noCard],
  },
  { id: "offtopic-703", domain: "offtopic", intent: "offtopic", say: ["What's the best CRM for a 10-person agency? Need to decide by Friday!"], expect: [unchanged, noCard] },
  { id: "offtopic-704", domain: "offtopic", intent: "offtopic", say: ["How I can say in English the German word 'Feierabend'?"], expect: [unchanged, noCard] },
];

export const THIRD_PASS_CASES: Case[] = [
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
