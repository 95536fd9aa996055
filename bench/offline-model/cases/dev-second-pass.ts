/**
 * The development set's second pass: requests written later, in new voices, by someone who had not
 * read the first pass or the offline model's code. Part of DEV_CASES; ids are <domain>-5NN.
 *
 * Voices, mixed through every domain: a café owner on a phone between customers, a formal lawyer,
 * a 19-year-old intern, a voice-dictation user, non-native speakers, a product designer using
 * jargon, and a manager who states problems instead of instructions.
 */
import { unchanged, liveSame, noCard, NOT_FOUND, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

type GivenPage = Extract<Given, { page: unknown }>;
type GivenPost = Extract<Given, { post: unknown }>;
type GivenEntry = Extract<Given, { entry: unknown }>;

const giftCardsDraft: GivenPage = {
  page: { title: "Gift Cards", sections: [{ template: "text", content: { heading: "Gift cards", body: "Give a Northwind website consultation as a gift, from £50." } }] },
};
const foodMenuLive: GivenPage = {
  page: { title: "Food Menu", live: true, sections: [{ template: "text", content: { heading: "Today", body: "Flat white £3.20\n\nSourdough toast £4.50" } }] },
};
const riversideDraft: GivenEntry = {
  entry: { title: "Riverside Dental", data: { quote: "Patients book online now instead of calling us.", author: "Anna Field", company: "Riverside Dental" }, live: false },
};
const winterDraft: GivenPost = { post: { title: "Winter opening hours", excerpt: "Shorter days, shorter hours.", body: "From December we close at 4pm." } };

/** Phrases of an answer that says something is not live (yet). */
const NOT_LIVE = ["draft", "not live", "not published", "isn't live", "isn't published", "unpublished", "not yet", "not visible", "no"];

// ── pages ────────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  { id: "pages-501", domain: "pages", intent: "read", say: ["how many pages dose the site have rn"], expect: [{ reply: { includesAny: ["3", "three"] } }, unchanged] },
  {
    id: "pages-502",
    domain: "pages",
    intent: "read",
    say: ["Would you kindly let me know whether the About page is at present visible to members of the public, or whether it remains a draft?"],
    expect: [{ reply: { includesAny: ["published", "live", "visible", "yes", "public"], excludes: ["not published", "isn't published", "not live", "isn't live"] } }, unchanged],
  },
  {
    id: "pages-503",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Opening Hours", sections: [{ template: "text", content: { heading: "When we are in", body: "Monday to Friday, 9 to 5." } }] } }],
    say: ["the page opening hours, it is already online or not?"],
    expect: [{ reply: { includesAny: NOT_LIVE } }, unchanged],
  },
  { id: "pages-504", domain: "pages", intent: "read", say: ["what's the meta description on the about page?"], expect: [{ reply: { includesAny: ["Who we are and how we work"] } }, unchanged] },
  {
    id: "pages-505",
    domain: "pages",
    intent: "read",
    say: ["someone told me the contact page has no SEO description. is that true?"],
    expect: [
      { reply: { includesAny: ["yes", "true", "empty", "not set", "none", "doesn't have", "does not have", "no description", "missing", "blank"] } },
      unchanged,
    ],
  },
  {
    id: "pages-506",
    domain: "pages",
    intent: "read",
    say: ["what is the web address of the about page question mark"],
    expect: [{ reply: { includesAny: ["/about", "slug is about", "'about'", "“about”", '"about"'] } }, unchanged],
  },
  { id: "pages-507", domain: "pages", intent: "change", say: ["new page caled Catering pls, just empty for now"], expect: [{ page: "Catering", exists: true, live: false }] },
  {
    id: "pages-508",
    domain: "pages",
    intent: "change",
    say: ['Please create a page entitled "Terms and Conditions" at the web address /terms. It ought not to be published at this stage.'],
    expect: [{ page: "Terms and Conditions", exists: true, slug: "terms", live: false }],
  },
  {
    id: "pages-509",
    domain: "pages",
    intent: "change",
    say: ["can u rename the about page to 'Our Story' lol"],
    expect: [{ page: "Our Story", exists: true }, { page: "About", exists: false }],
  },
  {
    id: "pages-510",
    domain: "pages",
    intent: "change",
    say: ["set the home page's SEO title to “Northwind — small studio, calm websites”"],
    expect: [{ page: "Home", seoTitle: "Northwind — small studio, calm websites" }],
  },
  {
    id: "pages-511",
    domain: "pages",
    intent: "change",
    say: ['please make the SEO descripton for contact page "Call or write to Northwind Studio, we answer in two days."'],
    expect: [{ page: "Contact", seoDescription: "Call or write to Northwind Studio, we answer in two days." }],
  },
  {
    id: "pages-512",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Offer", live: true, sections: [{ template: "hero", content: { heading: "Summer websites, 15% off until August" } }] } }],
    say: ["the summer offer page is still up on the site and the offer ended in august"],
    expect: [{ page: "Summer Offer", live: false }],
    note: "Unpublishing or binning it both take it off the site.",
  },
  {
    id: "pages-513",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Old Prices", sections: [{ template: "text", content: { body: "Starter £400, Studio £900." } }] } }],
    say: ["delete the old prices page full stop"],
    expect: [{ page: "Old Prices", inTrash: true }],
  },
  {
    id: "pages-514",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Xmas Menu", live: true, sections: [{ template: "text", content: { heading: "Festive menu", body: "Mince pies and mulled wine all December." } }] } }],
    say: ["take the xmas menu page off the site but dont delete it pls"],
    expect: [{ page: "Xmas Menu", exists: true, live: false }],
  },
  {
    id: "pages-515",
    domain: "pages",
    intent: "change",
    as: "admin",
    given: [{ page: { title: "Privacy Notice", sections: [{ template: "text", content: { heading: "Your data", body: "We keep only what we need to reply to you." } }] } }],
    say: ["I should be grateful if you would publish the Privacy Notice page, so that it is available to visitors to the website."],
    expect: [{ page: "Privacy Notice", live: true }],
  },
  { id: "pages-516", domain: "pages", intent: "change", say: ["change the about page url to /who-we-are pls 🙏"], expect: [{ page: "About", slug: "who-we-are" }] },
  {
    id: "pages-517",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["the contact page is useless honestly, delete it"],
    expect: [{ reply: { includesAny: PERMISSION } }, unchanged],
    note: "A viewer may not change content.",
  },
];

// ── sections ─────────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  { id: "sections-501", domain: "sections", intent: "read", say: ["whats the buton on the home page say"], expect: [{ reply: { includesAny: ["See what we do", "Get in touch"] } }, unchanged] },
  {
    id: "sections-502",
    domain: "sections",
    intent: "read",
    say: ["Could you tell me which questions are presently answered in the FAQ on the About page?"],
    expect: [{ reply: { includesAny: ["How long does a website take", "Can we edit the site ourselves"] } }, unchanged],
  },
  {
    id: "sections-503",
    domain: "sections",
    intent: "read",
    say: ["what's in the hero on home rn — headline + sub"],
    expect: [{ reply: { includesAny: ["Websites that feel calm and work hard"] } }, unchanged],
  },
  {
    id: "sections-504",
    domain: "sections",
    intent: "read",
    say: ["which sections has the contact page, in which order?"],
    expect: [{ reply: { includesAll: ["gallery"], includesAny: ["text", "Say hello"] } }, unchanged],
  },
  {
    id: "sections-505",
    domain: "sections",
    intent: "read",
    say: ["read me the text in the about us section"],
    expect: [{ reply: { includesAny: ["team of four", "2019", "websites should be calm"] } }, unchanged],
  },
  {
    id: "sections-506",
    domain: "sections",
    intent: "change",
    say: ["change the get in touch button on home to say book a call pls"],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Book a call" } }] }],
  },
  {
    id: "sections-507",
    domain: "sections",
    intent: "change",
    say: ["Hero headline on home → “Calm websites for busy people”"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { heading: "Calm websites for busy people" } }] }],
  },
  {
    id: "sections-508",
    domain: "sections",
    intent: "change",
    say: ["Kindly amend the telephone number shown on the Contact page to +44 20 7946 0123; the present number is no longer in service."],
    expect: [{ page: "Contact", textIncludes: ["+44 20 7946 0123"], textExcludes: ["7946 0000"] }],
  },
  {
    id: "sections-509",
    domain: "sections",
    intent: "change",
    say: ["contact page still says 9–5 on weekdays. we're open 9–6 now"],
    expect: [{ anyOf: [[{ page: "Contact", textIncludes: ["9–6"], textExcludes: ["9–5"] }], [{ page: "Contact", textIncludes: ["9-6"], textExcludes: ["9–5"] }]] }],
    note: "An en dash or a hyphen are both right.",
  },
  {
    id: "sections-510",
    domain: "sections",
    intent: "change",
    say: ["add a faq question to about: 'Do u do logos?' answer 'Nope, just websites 😅'"],
    expect: [{ page: "About", sectionTemplates: ["text", "imageText", "faq"], textIncludes: ["logos", "Nope, just websites", "How long does a website take"] }],
    note: "The question joins the FAQ that is there; no second FAQ section.",
  },
  {
    id: "sections-511",
    domain: "sections",
    intent: "change",
    say: ["in the home page please put a new section at the end with text, heading 'Opening times' and the text 'Monday to Friday 9 until 17'"],
    expect: [
      {
        page: "Home",
        sectionTemplates: ["hero", "featureGrid", "cta", "text"],
        sections: [{ template: "text", fields: { heading: "Opening times", body: "Monday to Friday 9 until 17" } }],
      },
    ],
  },
  { id: "sections-512", domain: "sections", intent: "change", say: ["remove the gallery from the contact page"], expect: [{ page: "Contact", sectionTemplates: ["text"] }] },
  {
    id: "sections-513",
    domain: "sections",
    intent: "change",
    say: ["swap the order on about so the FAQ sits above the image+text block"],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }],
  },
  {
    id: "sections-514",
    domain: "sections",
    intent: "change",
    say: ['Would you please add a call-to-action section at the end of the About page, headed "Ready to talk?", with a button reading "Contact us" that leads to /contact.'],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Ready to talk?", buttonLabel: "Contact us", buttonUrl: "/contact" } }],
      },
    ],
  },
  {
    id: "sections-515",
    domain: "sections",
    intent: "change",
    say: ["the feature grid on home says 'Care' but nobody knows what that means. should be 'Ongoing support'"],
    expect: [{ page: "Home", sectionCount: 3, sections: [{ template: "featureGrid", fields: { features: "Ongoing support" } }], textIncludes: ["Design", "Build"] }],
  },
  {
    id: "sections-516",
    domain: "sections",
    intent: "change",
    say: ["the home hero sub line is waaay too long, make it just 'Quick, accessible sites for small businesses.' thx"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { subheading: "Quick, accessible sites for small businesses" } }], textExcludes: ["pleasant to use"] }],
  },
  {
    id: "sections-517",
    domain: "sections",
    intent: "change",
    say: ["Contact page, the heading 'Say hello' change in 'Write to us' please"],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Write to us" } }], textExcludes: ["Say hello"] }],
  },
  {
    id: "sections-518",
    domain: "sections",
    intent: "refuse",
    say: ["bump the hero heading font size up on home and switch the typeface to Inter"],
    expect: [{ reply: { includesAny: [...CANNOT, "no setting", "not something", "isn't something", "only the text", "theme colours"] } }, unchanged],
    note: "Sections and settings hold no font or type size.",
  },
];

// ── posts ────────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-501",
    domain: "posts",
    intent: "read",
    say: ["which blog posts r live"],
    expect: [{ reply: { includesAll: ["Welcome to our new website", "Behind the scenes"] } }, unchanged],
  },
  {
    id: "posts-502",
    domain: "posts",
    intent: "read",
    say: ["Could you confirm which tags have been applied to the article on our design process?"],
    expect: [{ reply: { includesAny: DESIGN_PROCESS_TAGS } }, unchanged],
  },
  { id: "posts-503", domain: "posts", intent: "read", say: ["is the autumn post out yet or nah"], expect: [{ reply: { includesAny: NOT_LIVE } }, unchanged] },
  {
    id: "posts-504",
    domain: "posts",
    intent: "read",
    say: ["which image is the cover of the welcome post?"],
    expect: [{ reply: { includesAny: ["mountain-sunrise.jpg", "mountain-sunrise", "Layered hills under a warm sunrise sky", "Sunrise over the hills"] } }, unchanged],
  },
  {
    id: "posts-505",
    domain: "posts",
    intent: "read",
    given: [winterDraft],
    say: ["how many posts are sitting in drafts at the moment"],
    expect: [{ reply: { includesAny: ["2", "two"] } }, unchanged],
  },
  { id: "posts-506", domain: "posts", intent: "read", say: ["what does the except of the welcome post say"], expect: [{ reply: { includesAny: ["A fresh look, faster pages"] } }, unchanged] },
  {
    id: "posts-507",
    domain: "posts",
    intent: "change",
    say: ["new blog post pls, title 'Our new sourdough', text: we bake it fresh every morning from 7. dont publish yet"],
    expect: [{ post: "Our new sourdough", exists: true, status: "draft", bodyIncludes: ["every morning from 7"] }],
  },
  {
    id: "posts-508",
    domain: "posts",
    intent: "change",
    say: ["Please publish the draft article concerning the autumn collection."],
    expect: [{ post: AUTUMN, status: "published", live: true }],
  },
  {
    id: "posts-509",
    domain: "posts",
    intent: "change",
    say: ["tag the design procces post with 'behind-the-scenes' too pls"],
    expect: [{ post: PROCESS, tags: ["process", "design", "behind-the-scenes"] }],
    note: "The tags it had stay.",
  },
  { id: "posts-510", domain: "posts", intent: "change", say: ["swap the cover on the autumn post for blue-coast.png"], expect: [{ post: AUTUMN, coverImage: "blue-coast.png" }] },
  {
    id: "posts-511",
    domain: "posts",
    intent: "change",
    say: ["the post Welcome to our new website, please archive it, is old now"],
    expect: [{ post: WELCOME, status: "archived", live: false }],
  },
  {
    id: "posts-512",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Our 2023 price list", status: "published", daysAgo: 400, tags: ["pricing"], body: "Starter sites from £1,200. Studio sites from £3,000." } }],
    say: ["we still have that 2023 price list post on the blog and people keep quoting those prices at us"],
    expect: [{ post: "Our 2023 price list", live: false }],
    note: "Archiving, unpublishing or binning it all take it off the blog.",
  },
  {
    id: "posts-513",
    domain: "posts",
    intent: "change",
    say: ["change the title of the autumn post to autumn palettes we love"],
    expect: [{ post: "Autumn palettes we love", exists: true }, { post: AUTUMN, exists: false }],
  },
  {
    id: "posts-514",
    domain: "posts",
    intent: "change",
    say: ['I would be obliged if you would remove the tag "seasonal" from the autumn collection article, leaving its other tags in place.'],
    expect: [{ post: AUTUMN, tags: ["design"] }],
  },
  {
    id: "posts-515",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Intern diaries week 1", body: "Week one: coffee, Figma files and a lot of new names." } }],
    say: ["yo add a line at the end of my intern diaries post: 'Next week: learning Figma 🎨'"],
    expect: [{ post: "Intern diaries week 1", bodyIncludes: ["Week one: coffee", "Next week: learning Figma"] }],
  },
  {
    id: "posts-516",
    domain: "posts",
    intent: "change",
    say: ["update the excerpt of the process post to 'How a project runs, from first sketch to launch.'"],
    expect: [{ post: PROCESS, excerptIncludes: ["How a project runs, from first sketch to launch"] }],
  },
  {
    id: "posts-517",
    domain: "posts",
    intent: "change",
    say: ["please remove the cover picture of autumn post, it must be without picture"],
    expect: [{ post: AUTUMN, coverImage: null }],
  },
  {
    id: "posts-518",
    domain: "posts",
    intent: "refuse",
    say: ["Please schedule the autumn collection article so that it is published automatically next Monday at 9 a.m."],
    expect: [{ reply: { includesAny: [...CANNOT, "no scheduling", "not schedule", "can only publish"] } }, unchanged, liveSame],
    note: "Posts go live when someone publishes them; nothing schedules that.",
  },
];

// ── images ───────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  { id: "images-501", domain: "images", intent: "read", say: ["how many pics do we hav"], expect: [{ reply: { includesAny: ["4", "four"] } }, unchanged] },
  {
    id: "images-502",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "team-lunch.jpg" } }],
    say: ["which images are missing alt text?"],
    expect: [{ reply: { includesAny: ["team-lunch.jpg", "team-lunch"] } }, unchanged],
  },
  {
    id: "images-503",
    domain: "images",
    intent: "read",
    say: ["Might you tell me what caption accompanies the image studio-dusk.jpg?"],
    expect: [{ reply: { includesAny: ["Our studio at dusk"] } }, unchanged],
  },
  {
    id: "images-504",
    domain: "images",
    intent: "read",
    say: ["where is the blue coast photo actually used? thinking of binning it"],
    expect: [{ reply: { includesAny: ["Contact", "Around the studio"] } }, unchanged],
    note: "Only where it is used was asked; nothing goes to the trash yet.",
  },
  {
    id: "images-505",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "croissants.jpg" } }],
    say: ["croissants.jpg needs alt txt: fresh butter croissants on a tray"],
    expect: [{ image: "croissants.jpg", altIncludes: ["croissants on a tray"] }],
  },
  {
    id: "images-506",
    domain: "images",
    intent: "change",
    say: ['Kindly set the caption of blue-coast.png to read "The coast road, a short walk from the studio".'],
    expect: [{ image: "blue-coast.png", caption: "The coast road, a short walk from the studio" }],
  },
  {
    id: "images-507",
    domain: "images",
    intent: "change",
    say: ["the autumn valley pic alt text is kinda boring ngl, change it to 'Golden autumn valley at sunset'"],
    expect: [{ image: "autumn-valley.jpg", alt: "Golden autumn valley at sunset" }],
  },
  {
    id: "images-508",
    domain: "images",
    intent: "change",
    say: ["delete the image called autumn valley dot jpeg"],
    expect: [{ image: "autumn-valley.jpg", inTrash: true }],
  },
  {
    id: "images-509",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo.png", alt: "Previous Northwind logo" } }],
    say: ["the picture old-logo.png we don't need anymore, please remvoe"],
    expect: [{ image: "old-logo.png", inTrash: true }],
  },
  {
    id: "images-510",
    domain: "images",
    intent: "change",
    say: ["use studio-dusk.jpg as the hero bg on home instead of the sunrise one"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "studio-dusk.jpg" } }] }],
  },
  {
    id: "images-511",
    domain: "images",
    intent: "change",
    say: ["the photo on the about page looks like a night shot. we have a nicer sunrise one"],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imageId: "mountain-sunrise.jpg" } }] }],
  },
  {
    id: "images-512",
    domain: "images",
    intent: "change",
    say: ["contact gallery: take out the coast pic and put the autumn valley one insted"],
    expect: [{ page: "Contact", sections: [{ template: "gallery", fields: { images: "autumn-valley.jpg" } }], textIncludes: ["studio-dusk.jpg"], textExcludes: ["blue-coast.png"] }],
  },
  {
    id: "images-513",
    domain: "images",
    intent: "refuse",
    say: ["can u upload the pic of the new coffee machine from my phone, its in my camera roll"],
    expect: [{ reply: { includesAny: [...CANNOT, "upload it", "media library"] } }, unchanged],
    note: "No tool uploads a file from someone's device.",
  },
];

// ── navigation ───────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  { id: "navigation-501", domain: "navigation", intent: "read", say: ["whats in the menu rn"], expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged] },
  {
    id: "navigation-502",
    domain: "navigation",
    intent: "read",
    say: ["Could you let me know where the ‘Blog’ item in the main menu leads?"],
    expect: [{ reply: { includesAny: ["/blog"] } }, unchanged],
  },
  {
    id: "navigation-503",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Shop", url: "/shop", visible: false } }],
    say: ["which items of menu are hidden?"],
    expect: [{ reply: { includesAny: ["Shop"] } }, unchanged],
  },
  {
    id: "navigation-504",
    domain: "navigation",
    intent: "read",
    say: ["nobody can find the blog. is it even in the menu?"],
    expect: [{ reply: { includesAny: ["yes", "/blog", "third", "is in the menu", "it is", "it's there"] } }, unchanged],
  },
  {
    id: "navigation-505",
    domain: "navigation",
    intent: "change",
    given: [foodMenuLive],
    say: ["add the food menu page to the menu pls, right after home"],
    expect: [{ menu: "Food Menu", present: true, linksTo: "Food Menu", position: 1, parent: null }],
  },
  {
    id: "navigation-506",
    domain: "navigation",
    intent: "change",
    say: ["add our insta to the menu, https://instagram.com/northwind.studio, call it Instagram"],
    expect: [{ menu: "Instagram", present: true, linksTo: "https://instagram.com/northwind.studio" }],
  },
  {
    id: "navigation-507",
    domain: "navigation",
    intent: "change",
    say: ["rename the 'Contact' nav item to 'Get in touch'"],
    expect: [{ menu: "Get in touch", linksTo: "Contact" }, { menu: "Contact", present: false }],
  },
  {
    id: "navigation-508",
    domain: "navigation",
    intent: "change",
    say: ["Please remove the ‘Blog’ link from the site’s navigation entirely."],
    expect: [{ menu: "Blog", present: false }, { menuOrder: ["Home", "About", "Contact"] }],
  },
  { id: "navigation-509", domain: "navigation", intent: "change", say: ["hide the about link in the menu four now"], expect: [{ menu: "About", present: true, visible: false }] },
  {
    id: "navigation-510",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "/shop", visible: false } }],
    say: ["the Shop in menu, please show it again"],
    expect: [{ menu: "Shop", visible: true }],
  },
  {
    id: "navigation-511",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Old team", url: "/team" } }],
    say: ["the 'Old team' link in the menu goes to a page that doesnt exist anymore, it should go to the about page"],
    expect: [{ menu: "Old team", linksTo: "About" }],
  },
  {
    id: "navigation-512",
    domain: "navigation",
    intent: "change",
    say: ["put blog under about in the menu as a sub item"],
    expect: [{ menu: "Blog", parent: "About", linksTo: "/blog" }],
  },
  {
    id: "navigation-513",
    domain: "navigation",
    intent: "change",
    say: ["move Contact to the front of the nav, before Home"],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }, { menu: "Contact", linksTo: "Contact", parent: null }],
  },
  {
    id: "navigation-514",
    domain: "navigation",
    intent: "refuse",
    given: [{ menuItem: { label: "Recipes", url: "/blog/recipes", parent: "Blog" } }],
    say: ["under Recipes in the menu can you add a Bread link to /blog/bread, so it's Blog > Recipes > Bread"],
    expect: [{ reply: { includesAny: [...CANNOT, "two levels", "only two", "top-level", "top level"] } }, unchanged],
    note: "The menu has two levels: a sub-item cannot hold sub-items of its own.",
  },
];

// ── settings ─────────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  { id: "settings-501", domain: "settings", intent: "read", say: ["whats our tagline agian"], expect: [{ reply: { includesAny: ["Calm, useful websites for independent businesses"] } }, unchanged] },
  { id: "settings-502", domain: "settings", intent: "read", say: ["what's the accent colour hex?"], expect: [{ reply: { includesAny: ["#d9622b", "d9622b"] } }, unchanged] },
  {
    id: "settings-503",
    domain: "settings",
    intent: "read",
    say: ["Would you be so kind as to list the social media accounts to which the website links?"],
    expect: [{ reply: { includesAll: ["Mastodon", "GitHub"] } }, unchanged],
  },
  {
    id: "settings-504",
    domain: "settings",
    intent: "read",
    say: ["we have a logo set on the site or not?"],
    expect: [{ reply: { includesAny: ["no logo", "not set", "no", "none", "doesn't have", "does not have", "there is no", "isn't"] } }, unchanged],
  },
  {
    id: "settings-505",
    domain: "settings",
    intent: "change",
    say: ["chnage tagline to fresh coffee & cake every day"],
    expect: [{ setting: "tagline", includes: "fresh coffee & cake every day" }],
  },
  { id: "settings-506", domain: "settings", intent: "change", say: ["make the main color like a dark navvy blue pls"], expect: [{ setting: "themeColors.primary", looksLike: "blue" }] },
  {
    id: "settings-507",
    domain: "settings",
    intent: "change",
    say: ["add LinkedIn to the socials: https://linkedin.example/company/northwind"],
    expect: [
      { setting: "socialLinks", includes: "linkedin.example/company/northwind" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
  },
  {
    id: "settings-508",
    domain: "settings",
    intent: "change",
    as: "admin",
    say: ['Please alter the name of the website to "Northwind Design Studio".'],
    expect: [{ setting: "name", equals: "Northwind Design Studio" }],
  },
  { id: "settings-509", domain: "settings", intent: "change", say: ["make the accent colour forest green please"], expect: [{ setting: "themeColors.accent", looksLike: "green" }] },
  {
    id: "settings-510",
    domain: "settings",
    intent: "change",
    given: [{ image: { name: "northwind-logo.png", alt: "Northwind Studio logo" } }],
    say: ["please put the northwind-logo.png as logo of the site"],
    expect: [{ setting: "logoImageId", equals: "northwind-logo.png" }],
  },
  {
    id: "settings-511",
    domain: "settings",
    intent: "change",
    say: ["the GitHub link at the bottom of the site goes nowhere, we closed that acount months ago"],
    expect: [
      { setting: "socialLinks", excludes: "GitHub" },
      { setting: "socialLinks", includes: "Mastodon" },
    ],
  },
  {
    id: "settings-512",
    domain: "settings",
    intent: "change",
    say: ["background colour → pure white, text colour → near-black #111111"],
    expect: [
      { setting: "themeColors.background", looksLike: "white" },
      { setting: "themeColors.text", equals: "#111111" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "settings-513",
    domain: "settings",
    intent: "refuse",
    say: ["add my barista anna@northwind.example as an editor so she can post stuff too"],
    expect: [{ reply: { includesAny: [...CANNOT, "admin", "Users", "user management"] } }, unchanged],
    note: "No tool creates user accounts.",
  },
];

// ── entries ──────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  { id: "entries-501", domain: "entries", intent: "read", say: ["what testimonials do we have"], expect: [{ reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }, unchanged] },
  {
    id: "entries-502",
    domain: "entries",
    intent: "read",
    say: ["Could you remind me who provided the testimonial on behalf of Harbour Books?"],
    expect: [{ reply: { includesAny: ["Tom Okafor"] } }, unchanged],
  },
  { id: "entries-503", domain: "entries", intent: "read", say: ["what did maple bakery say about us lol"], expect: [{ reply: { includesAny: ["Our orders doubled", "orders doubled"] } }, unchanged] },
  {
    id: "entries-504",
    domain: "entries",
    intent: "read",
    given: [riversideDraft],
    say: ["is the riverside dental review showing on the site yet?"],
    expect: [{ reply: { includesAny: NOT_LIVE } }, unchanged],
  },
  {
    id: "entries-505",
    domain: "entries",
    intent: "change",
    say: ["add a testimonal pls from Sam at Corner Café: 'best website guys in town'"],
    expect: [{ entry: { where: { quote: "best website guys in town" } }, exists: true, dataIncludes: { author: "Sam", company: "Corner Café" } }],
  },
  {
    id: "entries-506",
    domain: "entries",
    intent: "change",
    say: ['Please add a testimonial from Ms Elena Rossi of Rossi & Partners Solicitors, reading: "Professional, prompt and a pleasure to work with."'],
    expect: [{ entry: { where: { quote: "Professional, prompt and a pleasure to work with" } }, exists: true, dataIncludes: { author: "Elena Rossi", company: "Rossi & Partners" } }],
  },
  {
    id: "entries-507",
    domain: "entries",
    intent: "change",
    say: ["the testimonial of Harbour Books, change the author to Thomas Okafor, is his full name"],
    expect: [{ entry: { where: { company: "Harbour Books" } }, dataIncludes: { author: "Thomas Okafor", quote: "Finally a website our whole team can update" } }],
  },
  { id: "entries-508", domain: "entries", intent: "change", say: ["delete the maple bakery testimonial full stop"], expect: [{ entry: "Maple Bakery", inTrash: true }, { entry: "Harbour Books", exists: true }] },
  {
    id: "entries-509",
    domain: "entries",
    intent: "change",
    given: [riversideDraft],
    say: ["ship the Riverside Dental testimonial"],
    expect: [{ entry: "Riverside Dental", live: true }],
  },
  {
    id: "entries-510",
    domain: "entries",
    intent: "change",
    say: ["maple bakery's quote is wrong, they told us their orders tripled not doubled"],
    expect: [{ entry: { where: { author: "Priya Shah" } }, dataIncludes: { quote: "tripled" } }],
  },
  {
    id: "entries-511",
    domain: "entries",
    intent: "change",
    say: ["change the company on the maple bakery one to 'Maple Bakery & Café' pls"],
    expect: [{ entry: { where: { quote: "Our orders doubled" } }, dataIncludes: { company: "Maple Bakery & Café", author: "Priya Shah" } }],
  },
];

// ── publishing ───────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-501",
    domain: "publishing",
    intent: "read",
    given: [giftCardsDraft],
    say: ["Is there anything awaiting publication at present?"],
    expect: [{ reply: { includesAny: ["Gift Cards", "Autumn collection"] } }, unchanged],
  },
  {
    id: "publishing-502",
    domain: "publishing",
    intent: "read",
    given: [giftCardsDraft],
    say: ["we launch the gift cards page tomorow, can customers already see it?"],
    expect: [{ reply: { includesAny: NOT_LIVE } }, unchanged],
  },
  {
    id: "publishing-503",
    domain: "publishing",
    intent: "read",
    say: ["does Home have any unpublished edits sitting in draft?"],
    expect: [{ reply: { includesAny: ["no", "nothing", "up to date", "no unpublished", "same as", "matches", "none"] } }, unchanged],
  },
  {
    id: "publishing-504",
    domain: "publishing",
    intent: "change",
    given: [giftCardsDraft],
    say: ["publish everthing pls"],
    expect: [{ page: "Gift Cards", live: true }, { post: AUTUMN, live: true }],
  },
  {
    id: "publishing-505",
    domain: "publishing",
    intent: "change",
    given: [giftCardsDraft],
    say: ['Please publish the "Gift Cards" page, and nothing else.'],
    expect: [{ page: "Gift Cards", live: true }, { post: AUTUMN, live: false }],
  },
  {
    id: "publishing-506",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["yo publish the autumn post"],
    expect: [{ post: AUTUMN, live: false, status: "draft" }, liveSame],
    note: "The person denies the card.",
  },
  {
    id: "publishing-507",
    domain: "publishing",
    intent: "change",
    say: ["unpublish the proces post, it needs a rewrite"],
    expect: [{ post: PROCESS, status: "draft", live: false }],
  },
  {
    id: "publishing-508",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "New opening hours from March", body: "From March we open at 8 on weekdays." } }],
    say: ["please to publish the post about new opening hours"],
    expect: [{ post: "New opening hours from March", status: "published", live: true }],
  },
  {
    id: "publishing-509",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Prices", sections: [{ template: "text", content: { heading: "Prices", body: "Starter sites from £1,500." } }] } }],
    say: ["the new prices page still isn't showing on the site"],
    expect: [{ page: "Prices", live: true }],
  },
  {
    id: "publishing-510",
    domain: "publishing",
    intent: "change",
    given: [{ post: { title: "Summer terrace is open", status: "archived", body: "Coffee outside until September." } }],
    say: ["bring back the summer terrace post on the blog pls"],
    expect: [{ post: "Summer terrace is open", status: "published", live: true }],
  },
  {
    id: "publishing-511",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "/shop", live: false } }],
    say: ["the Shop nav item is in the draft menu but not live yet — ship the menu"],
    expect: [{ menu: "Shop", live: true }],
  },
  {
    id: "publishing-512",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Small studio, big calm", live: false } }],
    say: ["i changed the tagline earlier but the site still shows the old one?? can u push it live"],
    expect: [{ setting: "tagline", in: "live", equals: "Small studio, big calm" }],
  },
];

// ── search ───────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  { id: "search-501", domain: "search", intent: "read", say: ["where do we mention the phone numbr"], expect: [{ reply: { includesAny: ["Contact"] } }, unchanged] },
  {
    id: "search-502",
    domain: "search",
    intent: "read",
    say: ['Could you kindly tell me whether the word "accessible" appears anywhere on the website?'],
    expect: [{ reply: { includesAny: ["Home", "Build", "accessible pages"] } }, unchanged],
  },
  {
    id: "search-503",
    domain: "search",
    intent: "read",
    say: ["find me anything about sourdough lol"],
    expect: [{ reply: { includesAny: [...NOT_FOUND, "nothing", "no results", "no matches", "no match", "doesn't mention", "does not mention", "not mentioned", "isn't mentioned"] } }, unchanged],
  },
  {
    id: "search-504",
    domain: "search",
    intent: "read",
    say: ["clients keep asking how long a project takes, do we say that anywhere?"],
    expect: [{ reply: { includesAny: ["six to ten weeks", "About page", "'About'", "“About”", "FAQ", "Questions we hear often"] } }, unchanged],
  },
  {
    id: "search-505",
    domain: "search",
    intent: "read",
    say: ["in which page is written the email hello@northwind.example?"],
    expect: [{ reply: { includesAny: ["Contact"] } }, unchanged],
  },
  {
    id: "search-506",
    domain: "search",
    intent: "read",
    say: ["any pictures of hills in the libary?"],
    expect: [{ reply: { includesAny: ["mountain-sunrise.jpg", "studio-dusk.jpg", "mountain-sunrise", "studio-dusk", "Layered hills", "rolling hills"] } }, unchanged],
  },
  {
    id: "search-507",
    domain: "search",
    intent: "read",
    say: ["which posts talk about launch"],
    expect: [{ reply: { includesAny: ["Behind the scenes", "design process"] } }, unchanged],
  },
  {
    id: "search-508",
    domain: "search",
    intent: "read",
    given: [{ page: { title: "Legal Notice", sections: [{ template: "text", content: { heading: "Company details", body: "Registered in England and Wales, company number 01234567." } }] } }],
    say: ["Where on the website does our company registration number appear?"],
    expect: [{ reply: { includesAny: ["Legal Notice"] } }, unchanged],
  },
  {
    id: "search-509",
    domain: "search",
    intent: "read",
    say: ["is 'pop-ups' mentioned anywhere? 🤔"],
    expect: [{ reply: { includesAny: ["About page", "About us", "'About'", "“About”", '"About"', "pop-ups fighting"] } }, unchanged],
  },
];

// ── multi-step ───────────────────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-501",
    domain: "multi",
    intent: "change",
    say: ["make a page called Catering, add a text bit saying we cater for up to 50 people, and put it in teh menu"],
    expect: [
      { page: "Catering", exists: true, sections: [{ template: "text", fields: { body: "50 people" } }] },
      { menu: "Catering", present: true, linksTo: "Catering" },
    ],
  },
  {
    id: "multi-502",
    domain: "multi",
    intent: "change",
    say: ['Please create a draft post entitled "Our new office", tag it "news", and use studio-dusk.jpg as its cover image.'],
    expect: [{ post: "Our new office", status: "draft", tags: ["news"], coverImage: "studio-dusk.jpg" }],
  },
  {
    id: "multi-503",
    domain: "multi",
    intent: "change",
    say: ["rename blog to News in the menu and also change the tagline to 'websites that chill' lol"],
    expect: [
      { menu: "News", linksTo: "/blog" },
      { setting: "tagline", equals: "websites that chill" },
    ],
  },
  {
    id: "multi-504",
    domain: "multi",
    intent: "change",
    say: ["new landing page 'Spring Offer': hero 'Spring websites, 20% off' + CTA 'Book a call' → /contact. don't publish"],
    expect: [
      {
        page: "Spring Offer",
        live: false,
        sectionTemplates: ["hero", "cta"],
        sections: [
          { template: "hero", fields: { heading: "Spring websites, 20% off" } },
          { template: "cta", fields: { buttonLabel: "Book a call", buttonUrl: "/contact" } },
        ],
      },
    ],
  },
  {
    id: "multi-505",
    domain: "multi",
    intent: "change",
    say: ["please the post about autumn: change title to 'Autumn colours 2025' and after publish it"],
    expect: [{ post: "Autumn colours 2025", live: true, status: "published" }, { post: AUTUMN, exists: false }],
  },
  {
    id: "multi-506",
    domain: "multi",
    intent: "change",
    say: ["hide the blog link and un publish the welcome post"],
    expect: [{ menu: "Blog", present: true, visible: false }, { post: WELCOME, live: false }],
  },
  {
    id: "multi-507",
    domain: "multi",
    intent: "change",
    say: ["we're closing the blog for now. nothing on it should be visible to the public"],
    expect: [{ post: WELCOME, live: false }, { post: PROCESS, live: false }],
  },
  {
    id: "multi-508",
    domain: "multi",
    intent: "change",
    say: ["add testimonial from Bean There Café 'our bookings went up loads' by Mia, and publsh it"],
    expect: [{ entry: { where: { quote: "our bookings went up loads" } }, live: true, dataIncludes: { author: "Mia" } }],
  },
  {
    id: "multi-509",
    domain: "multi",
    intent: "change",
    say: ['Kindly set the alt text of blue-coast.png to "Blue coastline with green headlands" and give it the caption "The coast near our studio".'],
    expect: [{ image: "blue-coast.png", alt: "Blue coastline with green headlands", caption: "The coast near our studio" }],
  },
  {
    id: "multi-510",
    domain: "multi",
    intent: "change",
    say: ["On About: move the FAQ to the top and retitle it 'FAQ'"],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"], sections: [{ template: "faq", fields: { heading: "FAQ" } }] }],
  },
  {
    id: "multi-511",
    domain: "multi",
    intent: "change",
    say: ["can u make a post 'Meet the intern 👋' with the text 'Hi I'm Jo, I'm here till September!' and publish it"],
    expect: [{ post: { titleIncludes: "Meet the intern" }, live: true, bodyIncludes: ["here till September"] }],
  },
  {
    id: "multi-512",
    domain: "multi",
    intent: "change",
    say: ["the about page, please change the title to 'About us' and also the SEO description to 'Who we are, how we work and where.'"],
    expect: [{ page: "About us", exists: true, seoDescription: "Who we are, how we work and where." }],
  },
];

// ── conversations ────────────────────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-501",
    domain: "conversation",
    intent: "change",
    say: ["whats on the contact page", "change the phone no in it to +44 20 7946 0555"],
    expect: [{ page: "Contact", textIncludes: ["+44 20 7946 0555"], textExcludes: ["7946 0000"] }],
  },
  {
    id: "conversation-502",
    domain: "conversation",
    intent: "change",
    say: ["Could you list the items in the main menu, please?", "Thank you. Would you kindly hide the second one for the time being."],
    expect: [{ menu: "About", visible: false }, { menu: "Home", visible: true }, { menu: "Blog", visible: true }],
  },
  {
    id: "conversation-503",
    domain: "conversation",
    intent: "change",
    say: ["what posts do we have", "ok publish the autumn one", "and tag it 'fall' too"],
    expect: [{ post: AUTUMN, live: true, tagsInclude: ["fall", "design"] }],
  },
  {
    id: "conversation-504",
    domain: "conversation",
    intent: "change",
    say: ["show me the hero on home", "change the CTA label to 'Our work'", "and point it to /blog"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Our work", ctaUrl: "/blog" } }] }],
  },
  {
    id: "conversation-505",
    domain: "conversation",
    intent: "change",
    say: ["which pictures we have without caption?", "for that one put caption 'Our coast in spring'"],
    expect: [{ image: "blue-coast.png", caption: "Our coast in spring" }],
  },
  {
    id: "conversation-506",
    domain: "conversation",
    intent: "change",
    say: ["open the about page", "delete the second section"],
    expect: [{ page: "About", sectionTemplates: ["text", "faq"] }],
  },
  {
    id: "conversation-507",
    domain: "conversation",
    intent: "change",
    say: ["the welcome post is out of date", "yeah just take it down"],
    expect: [{ post: WELCOME, live: false }],
  },
  {
    id: "conversation-508",
    domain: "conversation",
    intent: "change",
    say: ["new page Gift Vouchers pls", "add a text section to it saying vouchers from £10 availble at the counter", "ok publish it"],
    expect: [{ page: "Gift Vouchers", live: true, liveTextIncludes: ["£10"] }],
  },
  {
    id: "conversation-509",
    domain: "conversation",
    intent: "change",
    say: ["Who wrote the Maple Bakery testimonial?", "Please correct her surname to 'Shah-Patel'."],
    expect: [{ entry: { where: { quote: "Our orders doubled" } }, dataIncludes: { author: "Priya Shah-Patel" } }],
  },
  {
    id: "conversation-510",
    domain: "conversation",
    intent: "change",
    say: ["which link in the menu goes to /blog?", "rename it to 'Journal' pls"],
    expect: [{ menu: "Journal", linksTo: "/blog" }, { menu: "Blog", present: false }],
  },
  {
    id: "conversation-511",
    domain: "conversation",
    intent: "change",
    say: ["what colour is the primary rn?", "make it a bit more green, like #2f7d4a"],
    expect: [{ setting: "themeColors.primary", equals: "#2f7d4a" }],
  },
  {
    id: "conversation-512",
    domain: "conversation",
    intent: "change",
    say: ["show me the FAQ of about page", "the first question, please change the answer to: Most projects take eight to twelve weeks."],
    expect: [{ page: "About", sectionTemplates: ["text", "imageText", "faq"], textIncludes: ["eight to twelve weeks", "How long does a website take", "Can we edit the site ourselves"] }],
  },
  {
    id: "conversation-513",
    domain: "conversation",
    intent: "read",
    given: [{ page: { title: "Careers", sections: [{ template: "text", content: { heading: "Join us", body: "We are hiring a junior developer." } }] } }],
    say: ["which pages have we got", "which one of them isnt in the menu"],
    expect: [{ reply: { includesAny: ["Careers"] } }, unchanged],
  },
];

// ── vague requests ───────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  { id: "clarify-501", domain: "clarify", intent: "clarify", say: ["can u fix the page pls"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "clarify-502", domain: "clarify", intent: "clarify", say: ["the site looks off. sort it out"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "clarify-503", domain: "clarify", intent: "clarify", say: ["swap the pic lol"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "clarify-504", domain: "clarify", intent: "clarify", say: ["I should like the wording to be updated, if you would be so kind."], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  {
    id: "clarify-505",
    domain: "clarify",
    intent: "clarify",
    say: ["please change the title in 'Welcome'"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Which title: the site's name, a page's or a post's?",
  },
];

// ── off-topic ────────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  { id: "offtopic-501", domain: "offtopic", intent: "offtopic", say: ["whats a fair price for a flat white these days"], expect: [unchanged, noCard] },
  {
    id: "offtopic-502",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Could you advise me on the limitation period for a breach of contract claim in England and Wales?"],
    expect: [unchanged, noCard],
  },
  { id: "offtopic-503", domain: "offtopic", intent: "offtopic", say: ["tell me a joke 😂"], expect: [unchanged, noCard] },
  { id: "offtopic-504", domain: "offtopic", intent: "offtopic", say: ["what's the whether like in London tomorrow"], expect: [unchanged, noCard] },
  { id: "offtopic-505", domain: "offtopic", intent: "offtopic", say: ["figma or sketch for wireframes these days?"], expect: [unchanged, noCard] },
];

export const SECOND_PASS_CASES: Case[] = [
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
