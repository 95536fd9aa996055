/**
 * Held-out set: written after dev.ts, in a separate pass, in other people's voices, and never to be
 * tuned to. It measures whether what the model learned from dev carries over to new phrasings.
 *
 * Voices, so the mix stays deliberate when cases are added:
 * - a retired shop owner, very polite and long-winded, British spelling;
 * - a terse agency developer (nav, CTA, slug, rm, →, "unpub");
 * - an enthusiastic American marketer (color, homepage, banner, exclamation marks, emoji);
 * - a non-native speaker whose word order and articles slip;
 * - someone on a phone: no capitals or punctuation, autocorrect and fat-finger typos, "pls", "n";
 * - a manager who states a problem instead of an instruction.
 */
import { unchanged, liveSame, noCard, NOT_FOUND, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

const workshops: Extract<Given, { page: unknown }> = {
  page: {
    title: "Workshops",
    sections: [
      { template: "hero", content: { heading: "Learn to build calm websites", subheading: "Half-day workshops for small teams." } },
      { template: "text", content: { heading: "Next dates", body: "Thursday 6 March and Thursday 3 April, 9:30 to 13:00." } },
    ],
  },
};

const pages: Case[] = [
  {
    id: "ho-pages-001",
    domain: "pages",
    intent: "read",
    say: ["Good morning. Could you tell me, please, which pages the website currently has?"],
    expect: [{ reply: { includesAll: ["Home", "About", "Contact"] } }, unchanged],
  },
  { id: "ho-pages-002", domain: "pages", intent: "read", given: [workshops], say: ["pages where status=draft?"], expect: [{ reply: { includesAny: ["Workshops"] } }, unchanged] },
  {
    id: "ho-pages-003",
    domain: "pages",
    intent: "read",
    say: ["The Contact page, it is visible for visitors or not?"],
    expect: [{ reply: { includesAny: ["yes", "published", "live", "visible"], excludes: ["not visible", "not published", "not live"] } }, unchanged],
  },
  { id: "ho-pages-004", domain: "pages", intent: "read", say: ["what dose our about page say rn?"], expect: [{ reply: { includesAny: ["About us", "team of four", "Where we work"] } }, unchanged] },
  {
    id: "ho-pages-005",
    domain: "pages",
    intent: "read",
    say: ["How many pages does the site have at the moment, and are they all live?"],
    expect: [{ reply: { includesAny: ["3", "three"] } }, unchanged],
  },
  { id: "ho-pages-006", domain: "pages", intent: "change", say: ["new page workshops pls"], expect: [{ page: "Workshops", exists: true, live: false }, liveSame] },
  {
    id: "ho-pages-007",
    domain: "pages",
    intent: "change",
    say: ["We need a Testimonials page on the site. Can you set one up with a heading that says What our clients say?"],
    expect: [{ page: "Testimonials", exists: true, live: false, textIncludes: ["What our clients say"] }, liveSame],
  },
  { id: "ho-pages-008", domain: "pages", intent: "change", say: ["slug of About → about-us"], expect: [{ page: "About", slug: "about-us" }, liveSame] },
  {
    id: "ho-pages-009",
    domain: "pages",
    intent: "change",
    say: ["I'm afraid the contact page's title ought really to read ‘Contact us’. Would you mind awfully changing it?"],
    expect: [{ page: "Contact us", exists: true, slug: "contact" }, { page: "Contact", exists: false }, liveSame],
  },
  { id: "ho-pages-010", domain: "pages", intent: "change", given: [workshops], say: ["Workshops page is ready to go live!! 🎉"], expect: [{ page: "Workshops", live: true, liveTextIncludes: ["Learn to build calm websites"] }] },
  {
    id: "ho-pages-011",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer event", live: true, sections: [{ template: "text", content: { body: "Join us on 21 June for drinks at the studio." } }] } }],
    say: ["Please remove page Summer event, the event is finished."],
    expect: [{ page: "Summer event", inTrash: true, live: false }, { page: "Home", live: true }],
  },
  { id: "ho-pages-012", domain: "pages", intent: "change", cards: "deny", say: ["unpub contact"], expect: [{ page: "Contact", live: true }, liveSame] },
  {
    id: "ho-pages-013",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["rename the about page to Our story"],
    expect: [{ page: "About", exists: true }, { page: "Our story", exists: false }, unchanged, { reply: { includesAny: PERMISSION } }],
  },
  {
    id: "ho-pages-014",
    domain: "pages",
    intent: "change",
    say: ["Would you please add a short description for the search engines to the Contact page: 'Write, call or visit the Northwind Studio team.'"],
    expect: [{ page: "Contact", seoDescription: "Write, call or visit the Northwind Studio team." }, liveSame],
  },
];

const sections: Case[] = [
  { id: "ho-sections-001", domain: "sections", intent: "read", say: ["sections on /about?"], expect: [{ reply: { includesAll: ["faq"] } }, unchanged] },
  { id: "ho-sections-002", domain: "sections", intent: "read", say: ["What is written on the button in the end of the home page?"], expect: [{ reply: { includesAny: ["Get in touch"] } }, unchanged] },
  { id: "ho-sections-003", domain: "sections", intent: "read", say: ["what's the headline on the hompage?"], expect: [{ reply: { includesAny: ["Websites that feel calm and work hard"] } }, unchanged] },
  {
    id: "ho-sections-004",
    domain: "sections",
    intent: "change",
    say: ["The about page still says we're four people. We've been five since March."],
    expect: [{ page: "About", textIncludes: ["five"], textExcludes: ["team of four"] }, liveSame],
  },
  {
    id: "ho-sections-005",
    domain: "sections",
    intent: "change",
    say: ["can we make the homepage banner say 'Websites your customers will love' instead?"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { heading: "Websites your customers will love" } }] }, liveSame],
  },
  {
    id: "ho-sections-006",
    domain: "sections",
    intent: "change",
    say: ["home CTA button → /contact#form, label 'Request a quote'"],
    expect: [
      {
        anyOf: [
          [{ page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Request a quote", buttonUrl: "/contact#form" } }] }],
          [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Request a quote", ctaUrl: "/contact#form" } }] }],
        ],
      },
      liveSame,
    ],
    note: "'CTA button' fits the call-to-action section's button and the hero's call-to-action button alike.",
  },
  {
    id: "ho-sections-007",
    domain: "sections",
    intent: "change",
    say: ["On the About page, in the questions section, could you change the answer about how long a website takes so it says 'Usually eight to twelve weeks.'"],
    expect: [{ page: "About", textIncludes: ["eight to twelve weeks", "Can we edit the site ourselves"], textExcludes: ["six to ten weeks"] }, liveSame],
  },
  { id: "ho-sections-008", domain: "sections", intent: "change", say: ["put the faq abvoe the image bit on about"], expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }, liveSame] },
  { id: "ho-sections-009", domain: "sections", intent: "change", say: ["Please delete the part with pictures on Contact page."], expect: [{ page: "Contact", sectionTemplates: ["text"] }, liveSame] },
  {
    id: "ho-sections-010",
    domain: "sections",
    intent: "change",
    say: ["Add a big banner at the top of the Contact page that says “Let's build something great!”"],
    expect: [{ page: "Contact", sectionTemplates: ["hero", "text", "gallery"], sections: [{ template: "hero", fields: { heading: "Let's build something great" } }] }, liveSame],
  },
  { id: "ho-sections-011", domain: "sections", intent: "change", say: ["swap hero img on home → studio-dusk.jpg"], expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "studio-dusk.jpg" } }] }, liveSame] },
  {
    id: "ho-sections-012",
    domain: "sections",
    intent: "change",
    say: ["Our email is changing to studio@northwind.example, the contact page needs updating"],
    expect: [{ page: "Contact", textIncludes: ["studio@northwind.example", "7946 0000"], textExcludes: ["hello@northwind.example"] }, liveSame],
  },
  {
    id: "ho-sections-013",
    domain: "sections",
    intent: "refuse",
    say: ["Could you add a contact form to the Contact page so people can write to us directly?"],
    expect: [{ page: "Contact", sectionTemplates: ["text", "gallery"] }, unchanged, { reply: { includesAny: ["form", ...CANNOT] } }],
    note: "No section template is a form; the answer says so.",
  },
];

const posts: Case[] = [
  { id: "ho-posts-001", domain: "posts", intent: "read", say: ["what blog posts do we have up right now?"], expect: [{ reply: { includesAll: ["Welcome to our new website", "Behind the scenes"] } }, unchanged] },
  { id: "ho-posts-002", domain: "posts", intent: "read", say: ["How much posts are in draft?"], expect: [{ reply: { includesAny: ["1", "one"] } }, unchanged] },
  { id: "ho-posts-003", domain: "posts", intent: "read", say: ["tags on 'behind the scenes'?"], expect: [{ reply: { includesAll: ["process", "design"] } }, unchanged] },
  {
    id: "ho-posts-004",
    domain: "posts",
    intent: "read",
    say: ["Is there anything on the blog about the autumn colours yet, or is that one still being written?"],
    expect: [{ reply: { includesAny: ["draft", "not yet", "not published", "still", "unpublished"] } }, unchanged],
  },
  { id: "ho-posts-005", domain: "posts", intent: "change", say: ["new post titled Open studio day, tagg events"], expect: [{ post: "Open studio day", exists: true, status: "draft", tagsInclude: ["events"] }, liveSame] },
  {
    id: "ho-posts-006",
    domain: "posts",
    intent: "change",
    say: ["Can you draft a blog post announcing we've joined the B Corp community? Title it 'We are now a B Corp'."],
    expect: [{ post: "We are now a B Corp", exists: true, status: "draft", live: false }, liveSame],
  },
  {
    id: "ho-posts-007",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Q3 roundup", status: "published", daysAgo: 120 } }, { post: { title: "Q2 roundup", status: "published", daysAgo: 210 } }],
    say: ["archive posts older than 100 days"],
    expect: [{ post: "Q3 roundup", status: "archived" }, { post: "Q2 roundup", status: "archived" }, { post: WELCOME, status: "published" }, { post: PROCESS, status: "published" }],
  },
  { id: "ho-posts-008", domain: "posts", intent: "change", say: ["Let's get the autumn colors post out there!"], expect: [{ post: AUTUMN, status: "published", live: true }] },
  {
    id: "ho-posts-009",
    domain: "posts",
    intent: "change",
    say: ["Please the post 'Behind the scenes' make it not visible on blog, but keep it."],
    expect: [{ post: PROCESS, exists: true, live: false }, { post: WELCOME, live: true }],
  },
  {
    id: "ho-posts-010",
    domain: "posts",
    intent: "change",
    say: ["Would you kindly add the tag 'colour' to our autumn piece as well?"],
    expect: [{ post: AUTUMN, tags: ["design", "seasonal", "colour"] }, liveSame],
  },
  {
    id: "ho-posts-011",
    domain: "posts",
    intent: "change",
    say: ["The welcome post says pages load in under a second. Change that to under two seconds, we can't promise one."],
    expect: [{ post: WELCOME, bodyIncludes: ["under two seconds", "screen reader"], bodyExcludes: ["under a second"], status: "published" }, liveSame],
  },
  { id: "ho-posts-012", domain: "posts", intent: "change", cards: "deny", say: ["delete teh welcome post"], expect: [{ post: WELCOME, exists: true, live: true }, liveSame] },
  {
    id: "ho-posts-013",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Scratch notes", body: "todo" } }],
    say: ["rm all drafts"],
    expect: [{ post: AUTUMN, inTrash: true }, { post: "Scratch notes", inTrash: true }, { post: WELCOME, exists: true }, { post: PROCESS, exists: true }],
  },
];

const images: Case[] = [
  { id: "ho-images-001", domain: "images", intent: "read", say: ["do we have any pics with the ocaen or a beach?"], expect: [{ reply: { includesAny: ["blue-coast", "coastline"] } }, unchanged] },
  { id: "ho-images-002", domain: "images", intent: "read", given: [{ image: { name: "logo-draft.png" } }], say: ["imgs w/o alt?"], expect: [{ reply: { includesAny: ["logo-draft"] } }, unchanged] },
  { id: "ho-images-003", domain: "images", intent: "read", say: ["Which image is on the page Home?"], expect: [{ reply: { includesAny: ["mountain-sunrise", "Layered hills"] } }, unchanged] },
  { id: "ho-images-004", domain: "images", intent: "read", say: ["How many photographs have we got stored, roughly?"], expect: [{ reply: { includesAny: ["4", "four"] } }, unchanged] },
  {
    id: "ho-images-005",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "shop-front.jpg" } }],
    say: ["The picture called shop-front.jpg hasn't got a description for blind visitors. Could you give it one, please: 'The green front door of our studio on Mill Lane'."],
    expect: [{ image: "shop-front.jpg", alt: "The green front door of our studio on Mill Lane" }],
  },
  { id: "ho-images-006", domain: "images", intent: "change", say: ["caption on blue coast pic: view from the offcie window"], expect: [{ image: "blue-coast.png", captionIncludes: ["view from the"] }] },
  {
    id: "ho-images-007",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "blurry-1.jpg", alt: "Blurry photo of the team" } }, { image: { name: "blurry-2.jpg", alt: "Blurry photo of the office" } }],
    say: ["Bin the blurry photos please, they look unprofessional."],
    expect: [{ image: "blurry-1.jpg", inTrash: true }, { image: "blurry-2.jpg", inTrash: true }, { image: "studio-dusk.jpg", exists: true }, { image: "blue-coast.png", exists: true }],
  },
  {
    id: "ho-images-008",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "autumn-leaves.jpg", alt: "Red autumn leaves on a path" } }],
    say: ["delete all the autumn images"],
    expect: [{ image: "autumn-leaves.jpg", inTrash: true }, { image: "autumn-valley.jpg", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }],
  },
  {
    id: "ho-images-009",
    domain: "images",
    intent: "refuse",
    say: ["Make the photo studio-dusk more bright please."],
    expect: [{ image: "studio-dusk.jpg", exists: true }, unchanged, { reply: { includesAny: CANNOT } }],
  },
];

const navigation: Case[] = [
  {
    id: "ho-navigation-001",
    domain: "navigation",
    intent: "read",
    say: ["Could you remind me which links appear along the top of our website?"],
    expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged],
  },
  { id: "ho-navigation-002", domain: "navigation", intent: "read", say: ["is contact in the mnu"], expect: [{ reply: { includesAny: ["yes", "it is"] } }, unchanged] },
  { id: "ho-navigation-003", domain: "navigation", intent: "change", given: [workshops], say: ["pls add workshops to teh nav"], expect: [{ menu: "Workshops", linksTo: "Workshops", visible: true }, liveSame] },
  { id: "ho-navigation-004", domain: "navigation", intent: "change", say: ["nav: Blog → 'News'"], expect: [{ menu: "News", linksTo: "/blog" }, { menu: "Blog", present: false }, liveSame] },
  { id: "ho-navigation-005", domain: "navigation", intent: "change", say: ["Please make the link Contact is not visible in the menu."], expect: [{ menu: "Contact", present: true, visible: false }, liveSame] },
  {
    id: "ho-navigation-006",
    domain: "navigation",
    intent: "change",
    say: ["Can we add a 'Book a call' link in the menu that goes to https://cal.example.com/northwind?"],
    expect: [{ menu: "Book a call", linksTo: "https://cal.example.com/northwind" }, liveSame],
  },
  { id: "ho-navigation-007", domain: "navigation", intent: "change", say: ["The Blog link should come right after Home."], expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }, liveSame] },
  {
    id: "ho-navigation-008",
    domain: "navigation",
    intent: "change",
    given: [workshops, { menuItem: { label: "Workshops", page: "Workshops" } }],
    say: ["nest Workshops under About"],
    expect: [{ menu: "Workshops", parent: "About" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
  },
  {
    id: "ho-navigation-009",
    domain: "navigation",
    intent: "change",
    say: ["I don't think we need a 'Home' link in the menu, the logo takes people home anyway. Could you take it away?"],
    expect: [{ menu: "Home", present: false }, { page: "Home", exists: true, live: true }, { menuOrder: ["About", "Blog", "Contact"] }],
  },
  { id: "ho-navigation-010", domain: "navigation", intent: "refuse", say: ["link the Portfolio page in the menu"], expect: [unchanged, { reply: { includesAny: NOT_FOUND } }], note: "There is no Portfolio page." },
];

const settings: Case[] = [
  { id: "ho-settings-001", domain: "settings", intent: "read", say: ["what's our brand color again? the main one"], expect: [{ reply: { includesAny: ["#35524a"] } }, unchanged] },
  { id: "ho-settings-002", domain: "settings", intent: "read", say: ["Which social networks are connected to the site?"], expect: [{ reply: { includesAll: ["Mastodon", "GitHub"] } }, unchanged] },
  { id: "ho-settings-003", domain: "settings", intent: "read", say: ["whats the site nmae set to"], expect: [{ reply: { includesAny: ["Northwind Studio"] } }, unchanged] },
  { id: "ho-settings-004", domain: "settings", intent: "change", say: ["site title → 'Northwind'"], expect: [{ setting: "name", equals: "Northwind" }, liveSame] },
  {
    id: "ho-settings-005",
    domain: "settings",
    intent: "change",
    say: ["Our tagline feels a little stiff. Could you change it to: 'Friendly websites for independent shops and makers'?"],
    expect: [{ setting: "tagline", equals: "Friendly websites for independent shops and makers" }, liveSame],
  },
  { id: "ho-settings-006", domain: "settings", intent: "change", say: ["make the main color a nice forest green 🌲"], expect: [{ setting: "themeColors.primary", looksLike: "green", changed: true }, { setting: "themeColors.accent", equals: "#d9622b" }] },
  {
    id: "ho-settings-007",
    domain: "settings",
    intent: "change",
    say: ["add twiter https://twitter.com/northwind to socials"],
    expect: [{ setting: "socialLinks", includes: "twitter.com/northwind" }, { setting: "socialLinks", includes: "Mastodon" }, { setting: "socialLinks", includes: "GitHub" }],
  },
  {
    id: "ho-settings-008",
    domain: "settings",
    intent: "change",
    say: ["We've left GitHub and Mastodon. Replace the social links with just Bluesky: https://bsky.app/profile/northwind.example"],
    expect: [{ setting: "socialLinks", includes: "bsky.app/profile/northwind.example" }, { setting: "socialLinks", excludes: "GitHub" }, { setting: "socialLinks", excludes: "Mastodon" }],
  },
  {
    id: "ho-settings-009",
    domain: "settings",
    intent: "refuse",
    say: ["Please set the text color to #GGGGGG."],
    expect: [{ setting: "themeColors.text", equals: "#1f2933" }, unchanged, { reply: { includesAny: ["hex", "valid", "invalid", "not a colour", "not a color"] } }],
  },
];

const entries: Case[] = [
  {
    id: "ho-entries-001",
    domain: "entries",
    intent: "read",
    say: ["What have our clients said about us? I should like to read the kind words again."],
    expect: [{ reply: { includesAll: ["orders doubled", "whole team can update"] } }, unchanged],
  },
  { id: "ho-entries-002", domain: "entries", intent: "read", say: ["testimonials count?"], expect: [{ reply: { includesAny: ["2", "two"] } }, unchanged] },
  { id: "ho-entries-003", domain: "entries", intent: "read", say: ["Which company is Tom Okafor from again?"], expect: [{ reply: { includesAny: ["Harbour Books"] } }, unchanged] },
  {
    id: "ho-entries-004",
    domain: "entries",
    intent: "change",
    say: ["Add a new testimonial! Mia Chen from Bloom Florists said “Our online orders went through the roof!”"],
    expect: [{ entry: { where: { author: "Mia Chen" } }, exists: true, dataIncludes: { company: "Bloom Florists", quote: "went through the roof" } }],
  },
  { id: "ho-entries-005", domain: "entries", intent: "change", say: ["Harbour Books asked us to take their testimonial down."], expect: [{ entry: "Harbour Books", exists: false }, { entry: "Maple Bakery", exists: true }] },
  {
    id: "ho-entries-006",
    domain: "entries",
    intent: "change",
    say: ["Please change in the testimonial of Priya Shah the company to 'Maple Bakery Ltd'."],
    expect: [{ entry: { where: { author: "Priya Shah" } }, dataIncludes: { company: "Maple Bakery Ltd" } }],
  },
  { id: "ho-entries-007", domain: "entries", intent: "clarify", say: ["add testimonal from bob"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
];

const publishing: Case[] = [
  { id: "ho-publishing-001", domain: "publishing", intent: "read", given: [workshops], say: ["pending changes?"], expect: [{ reply: { includesAll: ["Workshops"] } }, unchanged] },
  {
    id: "ho-publishing-002",
    domain: "publishing",
    intent: "read",
    say: ["Is there anything written that hasn't been put on the website yet?"],
    expect: [{ reply: { includesAny: ["Autumn"] } }, unchanged],
  },
  {
    id: "ho-publishing-003",
    domain: "publishing",
    intent: "change",
    given: [workshops],
    say: ["ok everything looks good, let's go live with all of it!"],
    expect: [{ page: "Workshops", live: true }, { post: AUTUMN, live: true }],
  },
  {
    id: "ho-publishing-004",
    domain: "publishing",
    intent: "change",
    given: [workshops],
    say: ["Now that the Workshops page is finished, would you be so kind as to put it on the website for everyone to see?"],
    expect: [{ page: "Workshops", live: true }, { post: AUTUMN, live: false }],
  },
  {
    id: "ho-publishing-005",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Calm websites for independent shops", live: false } }],
    say: ["Please publish the changes of the settings."],
    expect: [{ setting: "tagline", in: "live", equals: "Calm websites for independent shops" }],
  },
  { id: "ho-publishing-006", domain: "publishing", intent: "change", cards: "deny", say: ["publish evrything"], expect: [{ post: AUTUMN, live: false }, liveSame] },
  {
    id: "ho-publishing-007",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["Publish the autumn post, it's been sitting there for weeks."],
    expect: [{ post: AUTUMN, live: false }, unchanged, { reply: { includesAny: PERMISSION } }],
  },
  {
    id: "ho-publishing-008",
    domain: "publishing",
    intent: "change",
    given: [workshops, { menuItem: { label: "Shop", url: "https://shop.northwind.example", live: false } }],
    say: ["deploy nav changes only"],
    expect: [{ menu: "Shop", live: true }, { page: "Workshops", live: false }, { post: AUTUMN, live: false }],
  },
];

const search: Case[] = [
  { id: "ho-search-001", domain: "search", intent: "read", say: ["In which page we write about the editor for the clients?"], expect: [{ reply: { includesAny: ["About"] } }, unchanged] },
  { id: "ho-search-002", domain: "search", intent: "read", say: ["where do we mention sketching?"], expect: [{ reply: { includesAny: ["Behind the scenes"] } }, unchanged] },
  { id: "ho-search-003", domain: "search", intent: "read", say: ["grep site for 'accessible'"], expect: [{ reply: { includesAny: ["Home"] } }, unchanged] },
  {
    id: "ho-search-004",
    domain: "search",
    intent: "read",
    say: ["I remember we wrote something about our studio being at the edge of town. Where was that?"],
    expect: [{ reply: { includesAny: ["About"] } }, unchanged],
  },
  { id: "ho-search-005", domain: "search", intent: "read", say: ["fnd post w the word palettes"], expect: [{ reply: { includesAny: ["Autumn collection"] } }, unchanged] },
  { id: "ho-search-006", domain: "search", intent: "read", say: ["Do any of our pages still mention 2019?"], expect: [{ reply: { includesAny: ["About"] } }, unchanged] },
];

const multi: Case[] = [
  {
    id: "ho-multi-001",
    domain: "multi",
    intent: "change",
    say: ["Let's launch a Courses page: hero saying 'Learn to build calm websites', add it to the menu, and make it live!"],
    expect: [{ page: "Courses", live: true, sectionTemplates: ["hero"], liveTextIncludes: ["Learn to build calm websites"] }, { menu: "Courses", linksTo: "Courses", live: true }],
  },
  {
    id: "ho-multi-002",
    domain: "multi",
    intent: "change",
    say: ["rename Contact page → 'Get in touch', keep the slug, nav label too"],
    expect: [{ page: "Get in touch", slug: "contact" }, { menu: "Get in touch", linksTo: "Get in touch" }, { menu: "Contact", present: false }],
  },
  {
    id: "ho-multi-003",
    domain: "multi",
    intent: "change",
    say: ["Could you please put the autumn post on the blog and then take the welcome post off? It's rather out of date now."],
    expect: [{ post: AUTUMN, live: true }, { post: WELCOME, exists: true, live: false }],
  },
  {
    id: "ho-multi-004",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Old offer", live: true } }, { menuItem: { label: "Offer", page: "Old offer" } }],
    say: ["Please delete the page Old offer and also the link of it in the menu."],
    expect: [{ page: "Old offer", inTrash: true, live: false }, { menu: "Offer", present: false }],
  },
  {
    id: "ho-multi-005",
    domain: "multi",
    intent: "change",
    say: ["Change the accent to #c2410c and the site name to Northwind Studio Ltd, then publish the settings."],
    expect: [{ setting: "themeColors.accent", in: "live", equals: "#c2410c" }, { setting: "name", in: "live", equals: "Northwind Studio Ltd" }],
  },
  {
    id: "ho-multi-006",
    domain: "multi",
    intent: "change",
    say: ["hide contact in menu n add a link caled Email to mailto:hello@northwind.example"],
    expect: [{ menu: "Contact", visible: false }, { menu: "Email", linksTo: "mailto:hello@northwind.example" }],
  },
  {
    id: "ho-multi-007",
    domain: "multi",
    intent: "change",
    say: ["new post 'Release notes 1.2' tags release,changelog + publish"],
    expect: [{ post: "Release notes 1.2", live: true, tags: ["release", "changelog"] }],
  },
  {
    id: "ho-multi-008",
    domain: "multi",
    intent: "change",
    say: ["Set the alt text on mountain-sunrise.jpg to 'Sunrise over layered green hills' and use that pic as the cover for the design process post!"],
    expect: [{ image: "mountain-sunrise.jpg", alt: "Sunrise over layered green hills" }, { post: PROCESS, coverImage: "mountain-sunrise.jpg" }],
  },
];

const conversation: Case[] = [
  {
    id: "ho-conversation-001",
    domain: "conversation",
    intent: "change",
    say: ["Could you show me what's on the Contact page, please?", "Thank you. Would you change the heading 'Say hello' to 'Come and say hello'?"],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Come and say hello" } }] }, liveSame],
  },
  { id: "ho-conversation-002", domain: "conversation", intent: "change", say: ["ls drafts", "pub it"], expect: [{ post: AUTUMN, live: true }] },
  {
    id: "ho-conversation-003",
    domain: "conversation",
    intent: "change",
    say: ["Create a page called Gallery!", "Now add the coast and studio photos to it as a gallery 📸", "publish it!"],
    expect: [
      {
        page: "Gallery",
        live: true,
        sectionTemplates: ["gallery"],
        sections: [
          { template: "gallery", fields: { images: "blue-coast.png" } },
          { template: "gallery", fields: { images: "studio-dusk.jpg" } },
        ],
      },
    ],
  },
  {
    id: "ho-conversation-004",
    domain: "conversation",
    intent: "change",
    say: ["Which testimonials we have?", "The first one, please change the quote to 'Our orders doubled in three months after the new site went live.'"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "three months" } }, { entry: "Harbour Books", dataIncludes: { quote: "Finally a website" } }],
  },
  { id: "ho-conversation-005", domain: "conversation", intent: "change", say: ["whats the tagline", "change it to calm websites for busy shops"], expect: [{ setting: "tagline", equals: "calm websites for busy shops" }] },
  {
    id: "ho-conversation-006",
    domain: "conversation",
    intent: "change",
    given: [workshops],
    say: ["Is the Workshops page in the menu?", "Please add it, after Blog.", "And publish the menu."],
    expect: [{ menuOrder: ["Home", "About", "Blog", "Workshops", "Contact"] }, { menu: "Workshops", live: true }],
  },
  {
    id: "ho-conversation-007",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "team-lunch.jpg" } }, { image: { name: "new-desk.jpg" } }],
    say: ["which images don't have alt text?", "ok add alt text to both, just descibe what's in them"],
    expect: [{ image: "team-lunch.jpg", hasAlt: true }, { image: "new-desk.jpg", hasAlt: true }],
  },
  { id: "ho-conversation-008", domain: "conversation", intent: "change", say: ["cat /contact", "rm gallery"], expect: [{ page: "Contact", sectionTemplates: ["text"] }, liveSame] },
  { id: "ho-conversation-009", domain: "conversation", intent: "read", say: ["ls images", "alt of the png?"], expect: [{ reply: { includesAny: ["Calm blue coastline with green headlands"] } }, unchanged] },
];

const clarify: Case[] = [
  {
    id: "ho-clarify-001",
    domain: "clarify",
    intent: "clarify",
    say: ["can you update the blog post?"],
    expect: [{ reply: { asksQuestion: true, includesAny: ["Welcome to our new website", "Behind the scenes", "Autumn collection", "which"] } }, unchanged],
  },
  { id: "ho-clarify-002", domain: "clarify", intent: "clarify", say: ["change the pictrue"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "ho-clarify-003", domain: "clarify", intent: "clarify", say: ["Would you be so kind as to tidy the website up a little?"], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  { id: "ho-clarify-004", domain: "clarify", intent: "clarify", say: ["Please make the link different."], expect: [{ reply: { asksQuestion: true } }, unchanged] },
  {
    id: "ho-clarify-005",
    domain: "clarify",
    intent: "clarify",
    given: [workshops, { page: { title: "Pricing" } }],
    say: ["Publish the page."],
    expect: [{ reply: { asksQuestion: true, includesAny: ["Workshops", "Pricing"] } }, unchanged, noCard],
  },
];

const offtopic: Case[] = [
  { id: "ho-offtopic-001", domain: "offtopic", intent: "offtopic", say: ["Do you happen to know a good recipe for scones?"], expect: [unchanged, noCard, { reply: { maxChars: 300 } }] },
  { id: "ho-offtopic-002", domain: "offtopic", intent: "offtopic", say: ["write me an instagram caption for our new coffee machine lol"], expect: [unchanged, noCard, { reply: { maxChars: 300 } }] },
  { id: "ho-offtopic-003", domain: "offtopic", intent: "offtopic", say: ["What time is it now in Tokyo?"], expect: [unchanged, noCard, { reply: { maxChars: 300 } }] },
  { id: "ho-offtopic-004", domain: "offtopic", intent: "offtopic", say: ["explain kubernetes in one sentence"], expect: [unchanged, noCard, { reply: { maxChars: 300 } }] },
];

export const HELD_OUT_CASES: Case[] = [...pages, ...sections, ...posts, ...images, ...navigation, ...settings, ...entries, ...publishing, ...search, ...multi, ...conversation, ...clarify, ...offtopic];
