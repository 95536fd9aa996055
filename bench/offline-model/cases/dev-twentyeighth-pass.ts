/**
 * Development set, twenty-eighth pass: a sixth round in the six voices the held-out set is written
 * in, about twenty cases each, written from the case format, the checker, the tool descriptions, the
 * services, the section templates and the demo seed only, without reading the offline model, its docs
 * or tests, or the other passes (bar the head of the twenty-seventh, for the file's shape). Voices: a
 * courteous retired shop owner who tells a little story first and names things by their look or
 * place ("the big lettering right across the top of our front page, over the sunrise picture", "the
 * photograph of a blue shoreline with green hills beside it", "the list of links that runs across the
 * top of every page", "the kind words from clients"); a terse developer ("home/hero: cta.label=…
 * cta.href=/blog (heading untouched)", "about/faq += {q: …, a: …}", "posts --status=draft", "git
 * status", "replace studio-dusk.jpg -> autumn-valley.jpg everywhere", "nav: insert … after Home",
 * "site.font=Inter"); an American marketer ("punch up the closing banner", "swap in", "spin up", "ship
 * it", "kill", "gut check", "the current one's not landing", "real talk"); a non-native speaker
 * (German "shall be", "menu point"; Italian "I want that …", "Is possible?"; Portuguese «…» quotes;
 * Polish "the short text which is shown in the list"; Spanish "erase", "I want that the questions go
 * before"; French "the text for blind persons", "since one year"); someone on a phone ("pls", "u",
 * "abt", "pg", "pic", "rn", "txt", "r", "lol", no capitals); and a manager who states the problem
 * ("customers keep quoting our FAQ back at us", "legal has flagged the About page", "customers click
 * 'Pricing' and end up on the contact form", "a screen-reader user wrote to us", "the CEO noticed …").
 *
 * About three in four are changes: the hero's heading, subheading, button label, link and picture;
 * the closing call to action's heading and button; FAQ questions added, removed, re-answered and put
 * first, and an FAQ section added; feature boxes added and removed; a picture's side; sections moved
 * and removed; pages created empty or with a hero, re-addressed, given SEO texts, unpublished, trashed
 * and restored; posts renamed, re-tagged, re-covered, re-excerpted, corrected, created, published,
 * archived and trashed; alt texts and captions, an unused picture trashed, one picture replaced
 * everywhere; menu links added, renamed, re-pointed, moved, nested, hidden, removed and reordered;
 * tagline, site name, theme colours, social links and the default SEO description; testimonials
 * added, corrected, published, taken down and trashed; publishing two named items but not a third,
 * everything that waits, the menu only or the settings only. About one in six are reads (which pages
 * are live and which wait, what is unpublished, how many testimonials are live and whose, who said a
 * quote, which pictures lack alt text or a caption, where a phrase, a phone number, an email address
 * or a picture appears, which tags a post has, which post is oldest, the accent's hex code, the
 * social networks, what the hero button says and where it goes, what is in the menu). The rest are
 * vague requests (a short question is right), two off-topic ones and refusals: a password on a page,
 * a reserved address, scheduling a post, cropping a picture, a third menu level, a font and a viewer
 * publishing. One approval card is declined. Twenty conversations of two or three turns refer back:
 * "on reflection, I'd rather it said …", "ship that one", "do the same for the button in the bottom
 * banner", "bring it back please", "hmm no undo that", "give that one the caption …", "I meant with
 * the little icons", "move it to the top", "actually make it …", "that's the old switchboard", "and
 * let that go out", "wrong one, restore it", "might it tuck in beneath 'About'".
 *
 * Exact values: where the person gives the words, `exact(field, value)` looks for `"field":"value"` in
 * the page's content as JSON, which holds only when that field is exactly the value (letter case
 * aside), so no quotes, "pls" or sentence-ending full stop may be carried over.
 */
import { unchanged, liveSame, cardShown, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

/** A section field holding exactly `value`, as it appears in the page's content written as JSON. */
const exact = (field: string, value: string) => `"${field}":${JSON.stringify(value)}`;

/** The start of an FAQ's question list whose first question is exactly `question`. */
const firstQuestion = (question: string) => `[{"question":${JSON.stringify(question)}`;

/** Phrases of an answer that steers an off-topic request back to the site. */
const SITE_WORDS = ["site", "website", "content", "page", "pages", "CMS", "blog"];

/** Phrases of an answer that says the menu stops at two levels. */
const TWO_LEVELS = [...CANNOT, "two levels", "2 levels", "levels deep", "only one level"];

/** The design process post's two tags, in either order, as a reply may list them. */
const PROCESS_TAGS = [...DESIGN_PROCESS_TAGS, "process, design", "'process', 'design'", '"process", "design"', "“process”, “design”"];

/** The demo site's texts as seeded. */
const HERO_HEADING = "Websites that feel calm and work hard";
const HERO_SUBHEADING_START = "We design and build sites for independent businesses";
const FAQ_1 = "How long does a website take?";
const FAQ_2 = "Can we edit the site ourselves?";
const CARE_TEXT = "Ongoing help, so your site keeps up with your business.";
const CTA_BODY = "we reply within two working days";
const TAGLINE = "Calm, useful websites for independent businesses";
const HOME_SEO_DESCRIPTION = "A small design studio building calm, useful websites for independent businesses.";

/** A small page (a draft unless said otherwise). */
const giftVouchersPage = { title: "Gift Vouchers", sections: [{ template: "text", content: { heading: "Gift vouchers", body: "Give someone a website review with us: vouchers from £50." } }] };
const giftVouchers: Given = { page: giftVouchersPage };
/** A testimonial that was written down but never published. */
const oakAndIron: Given = {
  entry: { title: "Oak & Iron", data: { quote: "Northwind made our tiny workshop look like a real business.", author: "Leo Brandt", company: "Oak & Iron" }, live: false },
};
/** A picture with neither alt text nor caption. */
const teamPhoto: Given = { image: { name: "team-photo.jpg" } };

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-221",
    domain: "pages",
    intent: "change",
    say: [
      "Good morning. We have always been helped along by two other small firms, and I feel it is only right that we say so somewhere. Would you make us a new page titled 'Our Partners', with a short paragraph explaining that our printing is done by Hartley Print and our photographs are taken by Dunmore Photography? I should like to read it over before anybody else sees it, so please keep it to ourselves for now.",
    ],
    expect: [{ page: "Our Partners", exists: true, live: false, textIncludes: ["Hartley Print", "Dunmore Photography"] }, liveSame],
    note: "A new draft page with a text paragraph naming both partners; nothing goes live.",
  },
  {
    id: "pages-222",
    domain: "pages",
    intent: "change",
    say: ["about: slug=our-studio seoTitle='About Northwind Studio' (title + seo description unchanged)"],
    expect: [{ page: "About", slug: "our-studio", seoTitle: "About Northwind Studio", seoDescription: "Who we are and how we work." }],
    note: "Two page fields in key=value form; the title and the existing SEO description stay.",
  },
  {
    id: "pages-223",
    domain: "pages",
    intent: "change",
    say: [
      "Spin up a landing page called 'Spring Launch' — hero up top that says Fresh sites for fresh starts, with a 'Book a call' button that goes to /contact. Keep it in drafts till I give the word.",
    ],
    expect: [
      {
        page: "Spring Launch",
        exists: true,
        live: false,
        sections: [{ template: "hero", fields: { ctaUrl: "/contact" } }],
        textIncludes: [exact("heading", "Fresh sites for fresh starts"), exact("ctaLabel", "Book a call")],
      },
      liveSame,
    ],
    note: "A new page with a hero holding exactly the given heading and button; it stays a draft.",
  },
  {
    id: "pages-224",
    domain: "pages",
    intent: "change",
    say: [
      'For the page Contact the description for Google shall be "Call or write to Northwind Studio on weekdays from 9 to 5", the title for Google please leave empty like it is now.',
    ],
    expect: [{ page: "Contact", seoDescription: "Call or write to Northwind Studio on weekdays from 9 to 5", seoTitle: "" }],
    note: "German word order; the Contact page's SEO description, exactly, and its SEO title stays empty.",
  },
  {
    id: "pages-225",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Prices 2023", live: true, sections: [{ template: "text", content: { heading: "Prices", body: "Websites from £2,000." } }] } }],
    say: ["can u bin the prices 2023 pg its ancient lol"],
    expect: [{ page: "Prices 2023", inTrash: true }, { page: "About", exists: true }, { page: "Contact", exists: true }],
    note: "The old prices page goes to the trash; the demo pages stay.",
  },
  {
    id: "pages-226",
    domain: "pages",
    intent: "change",
    say: [
      "Legal has flagged the About page: until they've reviewed the claims on it, it must not be visible to the public. Marketing is still editing it though, so it has to stay in the system.",
    ],
    expect: [{ page: "About", exists: true, live: false }, { page: "Contact", live: true }, { page: "Home", live: true }],
    note: "A problem told: About is unpublished, not trashed; the other pages stay live.",
  },
  {
    id: "pages-227",
    domain: "pages",
    intent: "read",
    given: [giftVouchers],
    say: [
      "I do beg your pardon for asking what must be a very simple thing, but which of our pages can visitors actually see at present, and is there anything we've prepared that isn't showing yet?",
    ],
    expect: [{ reply: { includesAll: ["Home", "About", "Contact", "Gift Vouchers"] } }, { reply: { includesAny: ["draft", "not published", "unpublished", "not live", "isn't live"] } }, unchanged],
    note: "Home, About and Contact are live; the Gift Vouchers page is a draft, and the answer says so.",
  },
  {
    id: "pages-228",
    domain: "pages",
    intent: "change",
    say: [
      "Customers who find us on Google see 'Northwind Studio — calm, useful websites' as the headline of our homepage result. The new positioning is 'Northwind Studio | Web design for independent businesses' and the CEO wants the search results to match it.",
    ],
    expect: [
      { page: "Home", seoTitle: "Northwind Studio | Web design for independent businesses", seoDescription: HOME_SEO_DESCRIPTION },
      { setting: "seoTitle", equals: "Northwind Studio" },
    ],
    note: "The homepage's own SEO title, exactly; its SEO description and the site's default SEO title stay.",
  },
  {
    id: "pages-229",
    domain: "pages",
    intent: "refuse",
    say: ["I want that the page About is closed with a password, so only our clients can enter it. Is possible?"],
    expect: [unchanged, { page: "About", live: true }, { reply: { includesAny: [...CANNOT, "password"] } }],
    note: "Pages cannot be password-protected; nothing changes (Italian-flavoured).",
  },
  {
    id: "pages-230",
    domain: "pages",
    intent: "change",
    given: [
      { page: { title: "Old Services", live: true, sections: [{ template: "text", content: { body: "What we used to offer." } }] } },
      { page: { title: "Old Prices", live: true, sections: [{ template: "text", content: { body: "What we used to charge." } }] } },
    ],
    say: ["trash page 'Old Services'", "wrong one. restore it, trash 'Old Prices' instead"],
    expect: [{ page: "Old Services", exists: true }, { page: "Old Prices", inTrash: true }],
    note: "A correction in the second turn: Old Services comes back from the trash, Old Prices goes.",
  },
  {
    id: "pages-231",
    domain: "pages",
    intent: "refuse",
    say: ["Move the Contact page to /media — our PR agency wants journalists to land there."],
    expect: [{ page: "Contact", slug: "contact" }, unchanged, { reply: { includesAny: ["reserved", ...CANNOT] } }],
    note: "media is a reserved address; the slug stays contact.",
  },
];

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-221",
    domain: "sections",
    intent: "change",
    say: [
      "Good afternoon. My granddaughter tells me the big lettering right across the top of our front page, over the sunrise picture, sounds a little cold. I have thought about it over the weekend and I would like it to read: Honest websites for honest businesses. The smaller writing beneath it and the button may stay just as they are, thank you.",
    ],
    expect: [{ page: "Home", textIncludes: [exact("heading", "Honest websites for honest businesses"), HERO_SUBHEADING_START, exact("ctaLabel", "See what we do")] }],
    note: "The hero heading, exactly, without the sentence's full stop; subheading and button stay.",
  },
  {
    id: "sections-222",
    domain: "sections",
    intent: "change",
    say: ["home/hero: cta.label='Read the journal' cta.href=/blog (heading untouched)"],
    expect: [{ page: "Home", textIncludes: [exact("ctaLabel", "Read the journal"), exact("ctaUrl", "/blog"), exact("heading", HERO_HEADING)] }],
    note: "The hero's button label and link; the heading stays.",
  },
  {
    id: "sections-223",
    domain: "sections",
    intent: "change",
    say: [
      "Punch up the closing banner on the homepage — the 'Have a project in mind?' bit. New headline: Ready when you are. Button: Book a free call. Keep the link and the blurb as-is.",
    ],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("heading", "Ready when you are"), exact("buttonLabel", "Book a free call"), exact("buttonUrl", "/contact"), CTA_BODY],
        textExcludes: ["Have a project in mind?"],
      },
    ],
    note: "The call to action's heading and button label, exactly; its link and text stay.",
  },
  {
    id: "sections-224",
    domain: "sections",
    intent: "change",
    say: ["In the page About, in the part with the questions, please put one question more: «Do you also build online shops?» and the answer: «Yes, small shops with up to 200 products.»"],
    expect: [{ page: "About", textIncludes: [exact("question", "Do you also build online shops?"), "up to 200 products", exact("question", FAQ_1), exact("question", FAQ_2)] }],
    note: "Portuguese-style «» quotes; a third FAQ item is added, the other two stay.",
  },
  {
    id: "sections-225",
    domain: "sections",
    intent: "change",
    say: ["pls take out the faq question abt how long a site takes, on teh about pg. answer is always diffrent anyway"],
    expect: [{ page: "About", textExcludes: [FAQ_1], textIncludes: [exact("question", FAQ_2)], sectionTemplates: ["text", "imageText", "faq"] }],
    note: "One FAQ item removed, the other kept; the FAQ section itself stays.",
  },
  {
    id: "sections-226",
    domain: "sections",
    intent: "change",
    say: [
      "Customers keep quoting our FAQ back at us: it says projects take six to ten weeks, but we've been delivering in four to six weeks all year. Sales is losing deals over it.",
    ],
    expect: [{ page: "About", textExcludes: ["six to ten weeks"], textIncludes: ["four to six", exact("question", FAQ_1)] }],
    note: "A problem told: the first FAQ answer is corrected; its question stays.",
  },
  {
    id: "sections-227",
    domain: "sections",
    intent: "change",
    say: [
      "On our About page, next to the few lines about where the studio is, there is a picture of hills under a violet evening sky. It sits on the right-hand side at present, and I think it would look better on the left. Would you move it across for me?",
    ],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }] }],
    note: "The image-and-text section's picture goes to the left; the picture and heading stay.",
  },
  {
    id: "sections-228",
    domain: "sections",
    intent: "change",
    say: ["home featureGrid: drop 'Care'; append {title: 'Hosting', description: 'Fast, secure hosting we look after for you'}"],
    expect: [
      {
        page: "Home",
        textIncludes: [exact("title", "Hosting"), exact("description", "Fast, secure hosting we look after for you"), exact("title", "Design"), exact("title", "Build")],
        textExcludes: [exact("title", "Care"), "Ongoing help"],
      },
    ],
    note: "One feature box removed and one added, exactly; Design and Build stay.",
  },
  {
    id: "sections-229",
    domain: "sections",
    intent: "change",
    say: [
      "Drop an FAQ block on the Contact page under the photo grid. One Q to start: 'Do you work with clients abroad?' — answer that about a third of our clients are outside the UK and we're happy on video calls.",
    ],
    expect: [{ page: "Contact", sectionTemplates: ["text", "gallery", "faq"], textIncludes: [exact("question", "Do you work with clients abroad?"), "third", "+44 20 7946 0000"] }],
    note: "A new FAQ section at the end of Contact with the given question; the other sections stay.",
  },
  {
    id: "sections-230",
    domain: "sections",
    intent: "change",
    say: ["In the page About I want that the questions go before the part with the photo of the studio, not in the end."],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }],
    note: "Spanish-flavoured: the FAQ moves above the image-and-text section.",
  },
  {
    id: "sections-231",
    domain: "sections",
    intent: "change",
    say: [
      "The CEO noticed the homepage says 'What we do' above three boxes, but nothing mentions our workshops, which are half our income now. There should be a fourth box called 'Workshops' saying we run half-day training sessions for teams who edit their own site.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "featureGrid", fields: { features: "Workshops", heading: "What we do" } }], textIncludes: [exact("title", "Workshops"), "training", exact("title", "Design"), exact("title", "Build"), exact("title", "Care")] },
    ],
    note: "A fourth feature box with the given title; the three others stay.",
  },
  {
    id: "sections-232",
    domain: "sections",
    intent: "change",
    say: ["swap the sunrise pic at the top of the home pg for the orange autumn one. dont touch the pic on the welcome post tho"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg", heading: HERO_HEADING } }] }, { post: WELCOME, coverImage: "mountain-sunrise.jpg" }],
    note: "Only the hero's picture changes, not everywhere the sunrise picture is used.",
  },
  {
    id: "sections-233",
    domain: "sections",
    intent: "change",
    say: ["the small txt under the big heading on home, change it to: small studio, independent clients, websites that last"],
    expect: [{ page: "Home", textIncludes: [exact("subheading", "small studio, independent clients, websites that last"), exact("heading", HERO_HEADING)] }],
    note: "The hero subheading, exactly; the heading stays.",
  },
  {
    id: "sections-234",
    domain: "sections",
    intent: "change",
    say: ["On the About FAQ, flip the order so the 'can we edit it ourselves' one leads — it's our best selling point."],
    expect: [{ page: "About", sections: [{ template: "faq", fields: { items: firstQuestion(FAQ_2) } }], textIncludes: [exact("question", FAQ_1)] }],
    note: "The second FAQ question is put first; both stay.",
  },
  {
    id: "sections-235",
    domain: "sections",
    intent: "read",
    say: ["cat home/hero | grep cta   # label + target?"],
    expect: [{ reply: { includesAll: ["See what we do"], includesAny: ["/about", "About"] } }, unchanged],
    note: "The hero button says 'See what we do' and goes to /about.",
  },
];

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-221",
    domain: "posts",
    intent: "change",
    say: [
      "I have been reading back through our articles this morning. The one that begins 'Every project starts with a conversation, not a template' has a rather showy title, with 'Behind the scenes' in it. Would you retitle it 'How a project comes together', please? The rest of it is perfectly fine.",
    ],
    expect: [{ post: "How a project comes together", exists: true, tags: ["process", "design"], bodyIncludes: ["Every project starts with a conversation"] }, { post: PROCESS, exists: false }],
    note: "The post named by its first line is renamed; tags and body stay.",
  },
  {
    id: "posts-222",
    domain: "posts",
    intent: "change",
    say: ["post welcome-to-our-new-website: tags += announcements"],
    expect: [{ post: WELCOME, tags: ["news", "announcements"] }],
    note: "A tag added by the post's slug; news stays.",
  },
  {
    id: "posts-223",
    domain: "posts",
    intent: "change",
    say: ["Swap in the blue coast shot as the cover on the autumn collection post — the orange one's too on-the-nose. Don't publish it yet."],
    expect: [{ post: AUTUMN, coverImage: "blue-coast.png", status: "draft", live: false }],
    note: "The draft post's cover changes; it stays a draft.",
  },
  {
    id: "posts-224",
    domain: "posts",
    intent: "change",
    say: [
      'For the article about our new website, the short text which is shown in the list of articles must be: "Faster pages, a cleaner look and a blog with what we learn". The article itself do not change.',
    ],
    expect: [{ post: WELCOME, excerptIncludes: ["Faster pages, a cleaner look and a blog with what we learn"], bodyIncludes: ["We rebuilt our website from scratch"] }],
    note: "Polish-flavoured: the welcome post's excerpt; its body stays.",
  },
  {
    id: "posts-225",
    domain: "posts",
    intent: "change",
    say: ["theres a mistake in the design process post. step 2 says we sketch on paper but we do it on screen now. change 'rough layouts on paper' to 'rough layouts on screen' pls"],
    expect: [{ post: PROCESS, bodyIncludes: ["rough layouts on screen", "**Listen**", "**Launch**"], bodyExcludes: ["on paper"] }],
    note: "One phrase in a post's body is corrected; the rest of the list stays.",
  },
  {
    id: "posts-226",
    domain: "posts",
    intent: "change",
    say: ["The autumn palettes article has been sitting as a draft for weeks. Our designers say it's ready and clients keep asking where it is."],
    expect: [{ post: AUTUMN, live: true, status: "published" }, { post: WELCOME, live: true }, { post: PROCESS, live: true }],
    note: "A problem told: the autumn draft is published.",
  },
  {
    id: "posts-227",
    domain: "posts",
    intent: "change",
    say: [
      "Our little welcome note from when the website was new is rather old news by now. I don't want it thrown away, mind you, as it was the first thing we ever wrote — just tidied away somewhere so it's no longer on the blog.",
    ],
    expect: [{ post: WELCOME, exists: true, status: "archived", live: false }, { post: PROCESS, live: true }],
    note: "Kept but off the blog: archived, not trashed.",
  },
  {
    id: "posts-228",
    domain: "posts",
    intent: "change",
    say: ["bin the autumn draft post, we r never gonna use it"],
    expect: [{ post: AUTUMN, inTrash: true }, { post: PROCESS, exists: true }, { post: WELCOME, exists: true }],
    note: "The autumn draft goes to the trash; the other posts stay.",
  },
  {
    id: "posts-229",
    domain: "posts",
    intent: "change",
    say: ["Spin up a draft blog post, 'Five signs your website needs a refresh', tag it tips. Body can be a placeholder line for now — not shipping it yet."],
    expect: [{ post: "Five signs your website needs a refresh", exists: true, status: "draft", live: false, tagsInclude: ["tips"] }, liveSame],
    note: "A new draft post with the given title and tag.",
  },
  {
    id: "posts-230",
    domain: "posts",
    intent: "read",
    say: ["Which tags has the article of the design process? I need them for the newsletter, thank you."],
    expect: [{ reply: { includesAny: PROCESS_TAGS } }, unchanged],
    note: "The process post is tagged process and design.",
  },
  {
    id: "posts-231",
    domain: "posts",
    intent: "read",
    say: ["Someone on the sales team asked which of our blog posts has been up the longest. Which one is it?"],
    expect: [{ reply: { includesAny: [WELCOME], excludes: [AUTUMN] } }, unchanged],
    note: "The welcome post is the oldest live post; a list of every post (with the draft) is no answer.",
  },
  {
    id: "posts-232",
    domain: "posts",
    intent: "refuse",
    say: ["Marketing wants the autumn colours article to go live by itself next Monday at 9am, when the campaign starts. Can that be set up?"],
    expect: [{ post: AUTUMN, live: false }, unchanged, { reply: { includesAny: [...CANNOT, "not able to schedule"] } }],
    note: "Publishing cannot be scheduled; the post stays a draft.",
  },
];

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-221",
    domain: "images",
    intent: "change",
    say: [
      "On the Contact page there is a photograph of a blue shoreline with green hills beside it, and unlike the others it has nothing written beneath it. Would you add the words 'The coast near our studio' under it, please?",
    ],
    expect: [{ image: "blue-coast.png", caption: "The coast near our studio", alt: "Calm blue coastline with green headlands" }],
    note: "The caption of the picture named by its look; its alt text stays.",
  },
  {
    id: "images-222",
    domain: "images",
    intent: "change",
    say: ["img studio-dusk.jpg: alt='Northwind studio building at dusk' (caption unchanged)"],
    expect: [{ image: "studio-dusk.jpg", alt: "Northwind studio building at dusk", caption: "Our studio at dusk" }],
    note: "Alt text by file name; the caption stays.",
  },
  {
    id: "images-223",
    domain: "images",
    intent: "read",
    given: [teamPhoto],
    say: ["Quick gut check before Friday's accessibility audit: which images are we shipping without alt text, and which ones have no caption?"],
    expect: [{ reply: { includesAll: ["team-photo"], includesAny: ["blue-coast", "blue coast", "coastline"] } }, unchanged],
    note: "team-photo.jpg lacks both; blue-coast.png lacks a caption.",
  },
  {
    id: "images-224",
    domain: "images",
    intent: "change",
    say: ["The photo autumn-valley.jpg: please change the text for blind persons in 'Valley with orange trees in autumn'."],
    expect: [{ image: "autumn-valley.jpg", alt: "Valley with orange trees in autumn", caption: "Autumn in the valley" }],
    note: "French-flavoured ('text for blind persons' = alt text); the caption stays.",
  },
  {
    id: "images-225",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo.png", alt: "Old Northwind logo" } }],
    say: ["pls delete old-logo.png from the pics, we dont use it anymore"],
    expect: [{ image: "old-logo.png", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }],
    note: "An unused picture goes to the trash.",
  },
  {
    id: "images-226",
    domain: "images",
    intent: "change",
    say: [
      "A screen-reader user wrote to tell us the photo at the top of our homepage is read out as 'Layered hills under a warm sunrise sky', which tells them nothing about us. They suggested 'View from the Northwind studio at sunrise' and I agree.",
    ],
    expect: [{ image: "mountain-sunrise.jpg", alt: "View from the Northwind studio at sunrise", caption: "Sunrise over the hills" }],
    note: "A complaint with the wording in it: the hero picture's alt text, exactly.",
  },
  {
    id: "images-227",
    domain: "images",
    intent: "read",
    say: ["We have a picture of hills under a violet evening sky. Before I change it, might you tell me everywhere on the website it appears?"],
    expect: [{ reply: { includesAll: ["About", "Contact"] } }, { reply: { includesAny: ["design process", "Behind the scenes"] } }, unchanged],
    note: "studio-dusk.jpg is on About, in the Contact gallery and the process post's cover.",
  },
  {
    id: "images-228",
    domain: "images",
    intent: "change",
    say: ["replace studio-dusk.jpg -> autumn-valley.jpg everywhere (pages + post covers). keep the old file"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "autumn-valley.jpg" } }] },
      { page: "Contact", textIncludes: ["autumn-valley.jpg", "blue-coast.png"], textExcludes: ["studio-dusk.jpg"] },
      { post: PROCESS, coverImage: "autumn-valley.jpg" },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "One picture replaced in sections and covers; the file itself stays in the library.",
  },
  {
    id: "images-229",
    domain: "images",
    intent: "refuse",
    say: ["Crop the sunrise shot in the hero so the sun sits dead center, and bump the brightness a touch."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Editing the picture's pixels is not possible.",
  },
  {
    id: "images-230",
    domain: "images",
    intent: "change",
    given: [teamPhoto],
    say: ["which pics got no alt txt", "put 'the team on the studio steps' on that one pls"],
    expect: [{ image: "team-photo.jpg", alt: "the team on the studio steps" }, { image: "blue-coast.png", alt: "Calm blue coastline with green headlands" }],
    note: "A read, then 'that one' is the picture without alt text; exactly the quoted words.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-221",
    domain: "navigation",
    intent: "change",
    say: [
      "The little words in the strip across the top of each page — Home, About and so on — include one that says 'Blog'. I have never cared for that word. Could it say 'Our Notes' instead? It ought still to take people to the same place.",
    ],
    expect: [{ menu: "Our Notes", linksTo: "/blog", position: 2 }, { menu: "Blog", present: false }],
    note: "A menu label renamed in place; the link stays.",
  },
  {
    id: "navigation-222",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Portfolio", live: true, sections: [{ template: "text", content: { body: "Selected work." } }] } }],
    say: ["nav: insert link to page Portfolio after Home"],
    expect: [{ menuOrder: ["Home", "Portfolio", "About", "Blog", "Contact"] }, { anyOf: [[{ menu: "Portfolio", linksTo: "Portfolio" }], [{ menu: "Portfolio", linksTo: "/portfolio" }]] }],
    note: "A new menu link in second place.",
  },
  {
    id: "navigation-223",
    domain: "navigation",
    intent: "change",
    say: ["Kill the Blog link in the nav for now — we're not posting enough to justify it. Don't delete it though, we'll bring it back in Q3."],
    expect: [{ menu: "Blog", present: true, visible: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
    note: "Hidden, not removed.",
  },
  {
    id: "navigation-224",
    domain: "navigation",
    intent: "change",
    say: ["The menu point Contact shall stand on second place, directly after Home."],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }],
    note: "German-flavoured 'menu point'; one item moved.",
  },
  {
    id: "navigation-225",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Team", live: true, sections: [{ template: "text", content: { body: "Who we are." } }] } }, { menuItem: { label: "Team", page: "Team" } }],
    say: ["can u put team under about in the menu? top bar is too crowded on my phone"],
    expect: [{ menu: "Team", parent: "About" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
    note: "A top-level item becomes a sub-item of About.",
  },
  {
    id: "navigation-226",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Pricing", live: true, sections: [{ template: "text", content: { heading: "Pricing", body: "Websites from £3,000." } }] } }, { menuItem: { label: "Pricing", url: "/contact" } }],
    say: ["Customers click 'Pricing' in our menu and end up on the contact form. That can't be right — it's supposed to show our prices."],
    expect: [{ anyOf: [[{ menu: "Pricing", linksTo: "Pricing" }], [{ menu: "Pricing", linksTo: "/pricing" }]] }, { menu: "Pricing", position: 4 }],
    note: "A problem told: the Pricing link is re-pointed to the Pricing page.",
  },
  {
    id: "navigation-227",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.example.com" } }],
    say: [
      "We closed our little online shop at the end of last summer, and yet 'Shop' still sits at the end of the links along the top of every page. Customers who press it find nothing at all, which is rather embarrassing. I should like it gone altogether, please.",
    ],
    expect: [{ menu: "Shop", present: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
    note: "The Shop link is removed; the rest stays.",
  },
  {
    id: "navigation-228",
    domain: "navigation",
    intent: "refuse",
    given: [{ page: { title: "Team", live: true, sections: [{ template: "text", content: { body: "Who we are." } }] } }, { menuItem: { label: "Team", page: "Team", parent: "About" } }],
    say: ["nav: add 'Careers' -> https://jobs.example.com as child of About/Team"],
    expect: [unchanged, { reply: { includesAny: TWO_LEVELS } }],
    note: "Team is already a sub-item: a third level is not possible.",
  },
  {
    id: "navigation-229",
    domain: "navigation",
    intent: "change",
    say: ["The order of the menu I want like this: Blog, Home, Contact, About."],
    expect: [{ menuOrder: ["Blog", "Home", "Contact", "About"] }],
    note: "Italian-flavoured; the whole top level reordered.",
  },
  {
    id: "navigation-230",
    domain: "navigation",
    intent: "read",
    say: ["whats in the top menu rn? in order pls"],
    expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged],
    note: "The four menu items.",
  },
  {
    id: "navigation-231",
    domain: "navigation",
    intent: "change",
    say: ["Since the redesign, visitors say the 'Home' link in our menu is pointless because the logo already takes them there. It should go from the menu, but the homepage itself obviously stays."],
    expect: [{ anyOf: [[{ menu: "Home", present: false }], [{ menu: "Home", visible: false }]] }, { page: "Home", exists: true, live: true }, { menu: "About", present: true }],
    note: "A problem told: the Home link leaves the menu (removed or hidden); the page stays.",
  },
  {
    id: "navigation-232",
    domain: "navigation",
    intent: "change",
    given: [{ page: { ...giftVouchersPage, live: true } }],
    say: [
      "Would you be so good as to add a link to our Gift Vouchers page in the list of links that runs across the top of every page?",
      "Thank you kindly. On second thoughts, might it tuck in beneath 'About' rather than stand on its own?",
    ],
    expect: [{ menu: "Gift Vouchers", parent: "About" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }, { anyOf: [[{ menu: "Gift Vouchers", linksTo: "Gift Vouchers" }], [{ menu: "Gift Vouchers", linksTo: "/gift-vouchers" }]] }],
    note: "A link added, then moved under About in the second turn.",
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-221",
    domain: "settings",
    intent: "change",
    say: [
      "The short line that sits under our name, which says something or other about calm websites, has never quite suited us. I would like it now to read: Friendly websites for small shops and makers. The name itself is quite all right.",
    ],
    expect: [{ setting: "tagline", equals: "Friendly websites for small shops and makers" }, { setting: "name", equals: "Northwind Studio" }],
    note: "The tagline, exactly, without the sentence's full stop.",
  },
  {
    id: "settings-222",
    domain: "settings",
    intent: "change",
    say: ["settings: theme.accent = #2b6cb0"],
    expect: [{ setting: "themeColors.accent", equals: "#2b6cb0" }, { setting: "themeColors.primary", equals: DEMO.primary }, { setting: "themeColors.background", equals: "#fbfaf7" }],
    note: "One theme colour; the others stay.",
  },
  {
    id: "settings-223",
    domain: "settings",
    intent: "change",
    say: ["Our brand refresh went purple. Swap the main brand color to a deep purple — something like #5b2a86 — and keep the orange accent as is."],
    expect: [{ setting: "themeColors.primary", looksLike: "purple" }, { setting: "themeColors.accent", equals: DEMO.accent }],
    note: "The primary colour becomes purple; the accent stays.",
  },
  {
    id: "settings-224",
    domain: "settings",
    intent: "change",
    say: ["Please add our Instagram to the social networks of the site: https://instagram.com/northwindstudio. The Mastodon you can remove, we don't use it since one year."],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", excludes: "mastodon" },
      { setting: "socialLinks", includes: "github.example/northwind" },
    ],
    note: "French-flavoured; one social link added, one removed, GitHub kept.",
  },
  {
    id: "settings-225",
    domain: "settings",
    intent: "read",
    say: ["whats the hex for our orange accent colour? printer needs it for the flyers"],
    expect: [{ reply: { includesAny: ["#d9622b", "d9622b"] } }, unchanged],
    note: "The accent colour's hex code.",
  },
  {
    id: "settings-226",
    domain: "settings",
    intent: "change",
    say: ["Legal says the business is now registered as 'Northwind Digital Ltd', and everything public has to carry that name rather than the old one."],
    expect: [{ setting: "name", equals: "Northwind Digital Ltd" }, { setting: "tagline", equals: TAGLINE }],
    note: "The site name; the tagline stays.",
  },
  {
    id: "settings-227",
    domain: "settings",
    intent: "change",
    say: [
      "I understand there is a general description of the whole website that the search engines are given when a page has none of its own. Might that say: Websites for independent shops, cafés and makers, designed and built in-house",
    ],
    expect: [{ setting: "seoDescription", equals: "Websites for independent shops, cafés and makers, designed and built in-house" }, { page: "Home", seoDescription: HOME_SEO_DESCRIPTION }],
    note: "The site's default SEO description, exactly; the homepage's own stays.",
  },
  {
    id: "settings-228",
    domain: "settings",
    intent: "refuse",
    say: ["site.font=Inter; headings=Playfair Display"],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "There is no font setting.",
  },
  {
    id: "settings-229",
    domain: "settings",
    intent: "change",
    say: ["Change the tagline to 'Websites that pull their weight' and ship it live."],
    expect: [{ setting: "tagline", equals: "Websites that pull their weight", in: "live" }],
    note: "The tagline changed and the settings published.",
  },
  {
    id: "settings-230",
    domain: "settings",
    intent: "read",
    say: ["On which social networks the site is linking? I must check it for the new business cards."],
    expect: [{ reply: { includesAll: ["Mastodon", "GitHub"] } }, unchanged],
    note: "Mastodon and GitHub.",
  },
];

// ── Entries ────────────────────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-221",
    domain: "entries",
    intent: "change",
    say: [
      "A lovely lady from the Willow Tea Rooms, Mrs Ellen Marsh, wrote to us last week to say: 'We finally have a website we are proud to show people.' Might we add that to the kind words from clients on our site, and let it be seen?",
    ],
    expect: [{ entry: { where: { quote: "proud to show people" } }, dataIncludes: { author: "Ellen Marsh", company: "Willow Tea Rooms" }, live: true }],
    note: "A new testimonial, published.",
  },
  {
    id: "entries-222",
    domain: "entries",
    intent: "change",
    say: ["testimonials['Harbour Books'].author = 'Tom Okafor-Reid'"],
    expect: [{ entry: "Harbour Books", dataIncludes: { author: "Tom Okafor-Reid", quote: "whole team can update", company: "Harbour Books" } }],
    note: "One field of a testimonial; the quote and company stay.",
  },
  {
    id: "entries-223",
    domain: "entries",
    intent: "change",
    say: ["Pull the Maple Bakery testimonial off the site — they've asked us to stop using their quote. Keep it on file though."],
    expect: [{ entry: "Maple Bakery", exists: true, live: false }, { entry: "Harbour Books", live: true }],
    note: "Taken down, not trashed.",
  },
  {
    id: "entries-224",
    domain: "entries",
    intent: "read",
    say: ["Who said the phrase about the orders which doubled? I want to write to this person."],
    expect: [{ reply: { includesAny: ["Priya Shah"] } }, unchanged],
    note: "Priya Shah of Maple Bakery.",
  },
  {
    id: "entries-225",
    domain: "entries",
    intent: "change",
    say: ["delete the harbour books testimonial pls, theyve closed down"],
    expect: [{ entry: "Harbour Books", inTrash: true }, { entry: "Maple Bakery", exists: true }],
    note: "One testimonial trashed.",
  },
  {
    id: "entries-226",
    domain: "entries",
    intent: "read",
    given: [oakAndIron],
    say: ["How many client testimonials can visitors actually see on the site right now, and whose are they?"],
    expect: [{ reply: { includesAll: ["Maple Bakery", "Harbour Books"], includesAny: ["2", "two"] } }, unchanged],
    note: "Two are live; Oak & Iron is a draft.",
  },
  {
    id: "entries-227",
    domain: "entries",
    intent: "change",
    given: [oakAndIron],
    say: ["Oak & Iron gave us a lovely quote months ago. They've just told me they still can't find it anywhere on our website."],
    expect: [{ entry: "Oak & Iron", live: true }, { entry: "Maple Bakery", live: true }],
    note: "A problem told: the draft testimonial is published.",
  },
  {
    id: "entries-228",
    domain: "entries",
    intent: "change",
    say: ["In the testimonial of Harbour Books the phrase is not complete. The client wrote: «Finally a website our whole team can update without calling anyone.»"],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "without calling anyone", author: "Tom Okafor" } }],
    note: "Portuguese-style quotes; the quote is corrected, the author stays.",
  },
  {
    id: "entries-229",
    domain: "entries",
    intent: "change",
    say: ["Add a testimonial from Sam Hill at Hilltop Gym: 'Our class bookings went through the roof.'", "Looks great — ship it."],
    expect: [{ entry: { where: { quote: "through the roof" } }, dataIncludes: { author: "Sam Hill", company: "Hilltop Gym" }, live: true }],
    note: "Added in one turn, published in the next.",
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-221",
    domain: "publishing",
    intent: "change",
    given: [giftVouchers],
    say: ["publish the vouchers pg pls but NOT the autumn post, thats not ready"],
    expect: [{ page: "Gift Vouchers", live: true }, { post: AUTUMN, live: false }],
    note: "One of two drafts goes live.",
  },
  {
    id: "publishing-222",
    domain: "publishing",
    intent: "read",
    given: [giftVouchers, { settings: { tagline: "Handmade websites, no fuss", live: false } }],
    say: ["git status for the site — what's changed but not live?"],
    expect: [{ reply: { includesAll: ["Gift Vouchers"], includesAny: ["tagline", "settings", "site settings"] } }, unchanged],
    note: "The Gift Vouchers page and the settings draft (tagline) wait to be published.",
  },
  {
    id: "publishing-223",
    domain: "publishing",
    intent: "change",
    given: [giftVouchers, { menuItem: { label: "Vouchers", page: "Gift Vouchers", live: false } }, { settings: { tagline: "Websites with heart", live: false } }],
    say: ["We've made a bunch of tweaks this week — ship the whole lot."],
    expect: [{ page: "Gift Vouchers", live: true }, { menu: "Vouchers", live: true }, { setting: "tagline", equals: "Websites with heart", in: "live" }],
    note: "Everything waiting goes live: a page, the menu and the settings.",
  },
  {
    id: "publishing-224",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["Publish please the article Autumn collection."],
    expect: [{ post: AUTUMN, live: false }, liveSame, cardShown],
    note: "The approval card is declined, so nothing goes live.",
  },
  {
    id: "publishing-225",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.example.com", live: false } }, { settings: { tagline: "Handmade websites", live: false } }],
    say: [
      "We added a Shop link to the menu last week but visitors still don't see it. There's also a tagline change pending that the board hasn't approved, so that one must not go out.",
    ],
    expect: [{ menu: "Shop", live: true }, { setting: "tagline", equals: TAGLINE, in: "live" }, { setting: "tagline", equals: "Handmade websites" }],
    note: "Only the menu is published; the settings draft stays unpublished.",
  },
  {
    id: "publishing-226",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["pls publish the autumn post now, boss said ok"],
    expect: [{ post: AUTUMN, live: false }, unchanged, { reply: { includesAny: PERMISSION } }],
    note: "A viewer cannot publish.",
  },
  {
    id: "publishing-227",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Small studio, big care", live: false } }, giftVouchers],
    say: ["publish: settings only (leave pages as drafts)"],
    expect: [{ setting: "tagline", equals: "Small studio, big care", in: "live" }, { page: "Gift Vouchers", live: false }],
    note: "Only the settings go live.",
  },
  {
    id: "publishing-228",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Price List", sections: [{ template: "text", content: { heading: "Price list", body: "A small site from £3,000." } }] } }, oakAndIron],
    say: [
      "I have a few things waiting to go out. Would you put up the new Price List page and the article about the autumn colours, please? The Oak & Iron testimonial I'd like to hold back until I've rung them to check the wording.",
    ],
    expect: [{ page: "Price List", live: true }, { post: AUTUMN, live: true }, { entry: "Oak & Iron", live: false }],
    note: "Two named items published, a third held back.",
  },
];

// ── Search ─────────────────────────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-221",
    domain: "search",
    intent: "read",
    say: ["I seem to remember we put our telephone number somewhere on the website. Could you tell me on which page it is, and what number is shown there?"],
    expect: [{ reply: { includesAll: ["Contact"], includesAny: ["+44 20 7946 0000", "7946 0000"] } }, unchanged],
    note: "The phone number is on the Contact page.",
  },
  {
    id: "search-222",
    domain: "search",
    intent: "read",
    say: ["grep -ri 'two working days' site"],
    expect: [{ reply: { includesAny: ["Home", "homepage", "home page"] } }, unchanged],
    note: "The phrase is in the Home page's call to action.",
  },
  {
    id: "search-223",
    domain: "search",
    intent: "read",
    say: ["Where on the site do we promise 'six to ten weeks'? Sales wants to know before tomorrow's pitch."],
    expect: [{ reply: { includesAny: ["About"], excludes: ["Contact"] } }, unchanged],
    note: "In the About page's FAQ.",
  },
  {
    id: "search-224",
    domain: "search",
    intent: "read",
    say: ["In which article we are talking about screen readers?"],
    expect: [{ reply: { includesAny: [WELCOME] } }, unchanged],
    note: "The welcome post's body mentions a screen reader.",
  },
  {
    id: "search-225",
    domain: "search",
    intent: "read",
    say: ["whats the email adress on the site? where do ppl write to us"],
    expect: [{ reply: { includesAny: ["hello@northwind.example"] } }, unchanged],
    note: "The Contact page gives hello@northwind.example.",
  },
  {
    id: "search-226",
    domain: "search",
    intent: "read",
    say: ["A client says our website claims we're 'a team of four'. We're six now. Where does it say that, and what's the full sentence?"],
    expect: [{ reply: { includesAll: ["About"], includesAny: ["designers and developers"] } }, unchanged],
    note: "A read: the About page says 'a team of four designers and developers'.",
  },
  {
    id: "search-227",
    domain: "search",
    intent: "read",
    say: ["which post talks abt oranges n browns"],
    expect: [{ reply: { includesAny: [AUTUMN, "Autumn collection"] } }, unchanged],
    note: "The autumn draft's excerpt.",
  },
  {
    id: "search-228",
    domain: "search",
    intent: "read",
    say: ["The CEO saw something about 'pop-ups' on our site and wants to know which page it's on before the board meeting."],
    expect: [{ reply: { includesAny: ["About"], excludes: ["Contact"] } }, unchanged],
    note: "The About page's text mentions pop-ups; a list of every page is no answer.",
  },
];

// ── Multi ──────────────────────────────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-221",
    domain: "multi",
    intent: "change",
    say: [
      "Since we began seeing visitors at the studio, people keep ringing to ask when to come by. Could you make a page called 'Visit Us' with a short note saying we are open to visitors Tuesday to Saturday, and then put a link to it at the end of the row of links along the top, after Contact?",
    ],
    expect: [
      { page: "Visit Us", exists: true, textIncludes: ["Tuesday", "Saturday"] },
      { menu: "Visit Us", position: 4 },
      { anyOf: [[{ menu: "Visit Us", linksTo: "Visit Us" }], [{ menu: "Visit Us", linksTo: "/visit-us" }]] },
    ],
    note: "A page with content and a menu link to it, last.",
  },
  {
    id: "multi-222",
    domain: "multi",
    intent: "change",
    say: ["home: hero.heading='Calm sites, hard work'; cta.buttonLabel='Start a project'; then publish home"],
    expect: [
      {
        page: "Home",
        live: true,
        textIncludes: [exact("heading", "Calm sites, hard work"), exact("buttonLabel", "Start a project"), HERO_SUBHEADING_START],
        liveTextIncludes: [exact("heading", "Calm sites, hard work"), exact("buttonLabel", "Start a project")],
      },
    ],
    note: "Two section fields, exactly, then the page published.",
  },
  {
    id: "multi-223",
    domain: "multi",
    intent: "change",
    say: ["Rename the About page to 'Our Story', update the nav label to match, and punch up the first heading on it to 'The people behind Northwind'."],
    expect: [
      { page: "Our Story", exists: true, textIncludes: [exact("heading", "The people behind Northwind"), "Northwind Studio is a team of four"], textExcludes: [exact("heading", "About us")] },
      { page: "About", exists: false },
      { menu: "Our Story", linksTo: "Our Story", position: 1 },
      { menu: "About", present: false },
    ],
    note: "Page title, menu label and a heading in one message.",
  },
  {
    id: "multi-224",
    domain: "multi",
    intent: "change",
    say: ["Erase the page Contact and also the point for it in the menu, we will make a new one next month."],
    expect: [{ page: "Contact", inTrash: true }, { menu: "Contact", present: false }, { menuOrder: ["Home", "About", "Blog"] }],
    note: "Spanish 'erase': the page and its menu link both go.",
  },
  {
    id: "multi-225",
    domain: "multi",
    intent: "change",
    say: [
      "The CEO noticed two things this morning: the autumn article still isn't on the blog although it was signed off last week, and the tagline still talks about 'calm', which we dropped from the brand. The tagline should be 'Useful websites for independent businesses'.",
    ],
    expect: [{ post: AUTUMN, live: true }, { setting: "tagline", equals: "Useful websites for independent businesses" }],
    note: "Two problems told: a post published and the tagline changed.",
  },
  {
    id: "multi-226",
    domain: "multi",
    intent: "change",
    say: [
      "In the article about the autumn colours, would you kindly replace the words 'next few projects' with 'projects this winter'? And once that is done, I think it may go out for people to read.",
    ],
    expect: [{ post: AUTUMN, bodyIncludes: ["projects this winter"], bodyExcludes: ["next few projects"], live: true, liveBodyIncludes: ["projects this winter"] }],
    note: "A body correction, then the post published with it.",
  },
  {
    id: "multi-227",
    domain: "multi",
    intent: "change",
    say: ["about: imageText.imagePosition=left; faq.heading=FAQ\ncontact: rm gallery"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left" } }], textIncludes: [exact("heading", "FAQ"), exact("question", FAQ_1)] },
      { page: "Contact", sectionTemplates: ["text"] },
    ],
    note: "Three section edits over two pages.",
  },
  {
    id: "multi-228",
    domain: "multi",
    intent: "change",
    say: ["Add a testimonial from Dana Wu at Copper Kettle Café — 'They got us online in three weeks flat.' — and get it live along with the autumn post."],
    expect: [{ entry: { where: { quote: "three weeks" } }, dataIncludes: { author: "Dana Wu", company: "Copper Kettle" }, live: true }, { post: AUTUMN, live: true }],
    note: "A testimonial added and published with a post.",
  },
  {
    id: "multi-229",
    domain: "multi",
    intent: "change",
    say: ["Menu point Blog shall become 'News' and shall stand at the end, after Contact."],
    expect: [{ menu: "News", linksTo: "/blog" }, { menuOrder: ["Home", "About", "Contact", "News"] }],
    note: "German-flavoured: a menu item renamed and moved last.",
  },
];

// ── Conversation ───────────────────────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-221",
    domain: "conversation",
    intent: "change",
    say: [
      "Would you change the large heading at the top of the front page to 'Websites built with care'?",
      "On reflection, I think I'd rather it said 'Websites made with care', if it's not too much bother.",
    ],
    expect: [{ page: "Home", textIncludes: [exact("heading", "Websites made with care"), HERO_SUBHEADING_START], textExcludes: ["built with care"] }],
    note: "The second turn replaces the first wording.",
  },
  {
    id: "conversation-222",
    domain: "conversation",
    intent: "change",
    say: ["posts --status=draft", "ship that one"],
    expect: [{ post: AUTUMN, live: true }, { post: PROCESS, live: true }],
    note: "'that one' is the only draft post.",
  },
  {
    id: "conversation-223",
    domain: "conversation",
    intent: "change",
    say: ["Swap the hero button on the homepage to say 'See our work'.", "Nice. Do the same for the button in the bottom banner."],
    expect: [{ page: "Home", textIncludes: [exact("ctaLabel", "See our work"), exact("buttonLabel", "See our work"), exact("ctaUrl", "/about"), exact("buttonUrl", "/contact")] }],
    note: "The same label on the CTA button; both links stay.",
  },
  {
    id: "conversation-224",
    domain: "conversation",
    intent: "change",
    say: ["Please erase the article of welcome, is too old.", "Ah no, sorry, my colleague says we still need it. Bring it back please."],
    expect: [{ post: WELCOME, exists: true }],
    note: "Trashed, then restored.",
  },
  {
    id: "conversation-225",
    domain: "conversation",
    intent: "change",
    say: ["change tagline to 'websites for local heroes'", "hmm no undo that"],
    expect: [{ setting: "tagline", equals: TAGLINE, changed: false }],
    note: "The tagline change is undone.",
  },
  {
    id: "conversation-226",
    domain: "conversation",
    intent: "change",
    say: ["Which pictures on the site don't have a caption?", "Give that one the caption 'Our stretch of coast'."],
    expect: [{ image: "blue-coast.png", caption: "Our stretch of coast" }, { image: "studio-dusk.jpg", caption: "Our studio at dusk" }],
    note: "'that one' is the picture without a caption.",
  },
  {
    id: "conversation-227",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you put a link to our Instagram, https://instagram.com/northwind, in among the links across the top of the pages?",
      "Oh dear, I've muddled things. I meant with the little icons for Mastodon and GitHub, not up at the top with Home and About. Would you take it out of the top and put it there instead?",
    ],
    expect: [{ menuOrder: ["Home", "About", "Blog", "Contact"] }, { setting: "socialLinks", includes: "instagram.com/northwind" }, { setting: "socialLinks", includes: "mastodon" }],
    note: "The menu link is taken out again and the address becomes a social link.",
  },
  {
    id: "conversation-228",
    domain: "conversation",
    intent: "change",
    say: ["about/faq += {q: 'Do you offer hosting?', a: 'Yes, we host every site we build.'}", "move it to the top"],
    expect: [{ page: "About", sections: [{ template: "faq", fields: { items: firstQuestion("Do you offer hosting?") } }], textIncludes: [exact("question", FAQ_1), exact("question", FAQ_2)] }],
    note: "An FAQ item added, then put first.",
  },
  {
    id: "conversation-229",
    domain: "conversation",
    intent: "change",
    say: ["Spin up a page called 'Pricing' with one intro line: Simple packages, no surprises.", "Love it. Add it to the nav right after About and ship both."],
    expect: [
      { page: "Pricing", live: true, textIncludes: ["Simple packages, no surprises"] },
      { menuOrder: ["Home", "About", "Pricing", "Blog", "Contact"] },
      { menu: "Pricing", live: true },
    ],
    note: "A page, then its menu link and publishing both.",
  },
  {
    id: "conversation-230",
    domain: "conversation",
    intent: "change",
    say: ["How many articles we have in the blog, and which are published?", "The one that is not published, please publish it now."],
    expect: [{ post: AUTUMN, live: true }],
    note: "A read, then the draft it found is published.",
  },
  {
    id: "conversation-231",
    domain: "conversation",
    intent: "change",
    say: ["rename the blog link in the menu to news", "actually make it 'stories'"],
    expect: [{ menu: "Stories", linksTo: "/blog", position: 2 }, { menu: "News", present: false }, { menu: "Blog", present: false }],
    note: "The second turn renames again.",
  },
  {
    id: "conversation-232",
    domain: "conversation",
    intent: "change",
    say: [
      "A customer says the phone number on our contact page is wrong. What number is actually on there?",
      "Right — that's the old switchboard. It should be +44 20 7946 0999. Everything else on that page is fine.",
    ],
    expect: [{ page: "Contact", textIncludes: ["+44 20 7946 0999", "hello@northwind.example", "weekdays 9–5"], textExcludes: ["7946 0000"] }],
    note: "A read, then the number corrected in the text.",
  },
  {
    id: "conversation-233",
    domain: "conversation",
    intent: "change",
    say: [
      "Would you kindly remind me which kind words from clients we have on the website?",
      "Thank you. The lady from the bakery has since married, and her name should now be Priya Shah-Lewis.",
      "And would you let that go out onto the website, please?",
    ],
    expect: [{ entry: "Maple Bakery", dataIncludes: { author: "Priya Shah-Lewis", quote: "orders doubled" }, live: true }, { live: "changed" }],
    note: "A read, a correction, then publishing it.",
  },
  {
    id: "conversation-234",
    domain: "conversation",
    intent: "change",
    say: ["mk page Careers", "careers: + text section heading='Join us' body='We are not hiring right now, but we like to hear from people.'", "publish"],
    expect: [{ page: "Careers", live: true, textIncludes: [exact("heading", "Join us"), "not hiring right now"], liveTextIncludes: [exact("heading", "Join us")] }],
    note: "Page, section and publish over three turns.",
  },
  {
    id: "conversation-235",
    domain: "conversation",
    intent: "change",
    say: ["Kill the Care box in the homepage features.", "Hmm, actually bring it back the way it was."],
    expect: [{ page: "Home", textIncludes: [exact("title", "Care"), CARE_TEXT, exact("title", "Design"), exact("title", "Build")] }],
    note: "Removed, then put back.",
  },
  {
    id: "conversation-236",
    domain: "conversation",
    intent: "change",
    say: ["The menu point Contact, make please that it is hidden.", "And the same for Blog."],
    expect: [{ menu: "Contact", visible: false }, { menu: "Blog", visible: false }, { menu: "About", visible: true }],
    note: "'the same' hides a second item.",
  },
];

// ── Clarify ────────────────────────────────────────────────────────────────────────────────────

const clarify: Case[] = [
  {
    id: "clarify-221",
    domain: "clarify",
    intent: "clarify",
    say: ["I was showing the website to my sister-in-law yesterday and she said one of the pages looks a bit tired. Would you be a dear and freshen it up?"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Which page, and how?",
  },
  { id: "clarify-222", domain: "clarify", intent: "clarify", say: ["update heading"], expect: [{ reply: { asksQuestion: true } }, unchanged], note: "Which heading, to what?" },
  {
    id: "clarify-223",
    domain: "clarify",
    intent: "clarify",
    say: ["Swap the photo — the current one's not landing."],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Which photo, and for which picture?",
  },
  { id: "clarify-224", domain: "clarify", intent: "clarify", say: ["The colour is not nice, please change it."], expect: [{ reply: { asksQuestion: true } }, unchanged], note: "Which colour, to what?" },
  { id: "clarify-225", domain: "clarify", intent: "clarify", say: ["the link is broken can u fix"], expect: [{ reply: { asksQuestion: true } }, unchanged], note: "Which link, going where?" },
  {
    id: "clarify-226",
    domain: "clarify",
    intent: "clarify",
    say: ["People keep telling me the website feels dated. Can you sort it?"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "A problem with no change named.",
  },
];

// ── Off-topic ──────────────────────────────────────────────────────────────────────────────────

const offtopic: Case[] = [
  {
    id: "offtopic-221",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Sorry, one question not about the site: you know a good restaurant in Lisbon for dinner with the team, not too expensive?"],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
    note: "Not about the site.",
  },
  {
    id: "offtopic-222",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Real talk — what's the best time of day to post on LinkedIn for B2B engagement?"],
    expect: [unchanged, { reply: { includesAny: SITE_WORDS } }],
    note: "Not about the site.",
  },
];

export const TWENTYEIGHTH_PASS_CASES: Case[] = [
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
