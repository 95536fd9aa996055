/**
 * Eleventh development pass (ids `<domain>-301…`: ids have three digits, and 301–399 was still
 * free): 120 more requests, three in four of them changes, in six voices of about twenty cases each —
 * a polite retired shop owner writing long, courteous, old-fashioned messages; a terse developer
 * ("rm", "s/old/new/", "=>", key=value, backticks); an American marketer ("hero", "CTA", "punch
 * up", "swap in", "let's"); a non-native speaker (missing articles, odd word order, literal
 * translations); someone on a phone (typos, no punctuation, "pls", "thx", "r", "u"); and a manager
 * who states problems instead of asking ("the X is wrong", "customers complain that…", "this still
 * says…"). Weighted towards the menu (add, rename, re-point, move, hide, remove), sections (headings,
 * text, buttons, pictures, FAQ questions, feature boxes, adding, removing and moving sections), posts
 * (create with body, tags, excerpt and cover; edit, tag, publish, archive, unpublish, delete),
 * images (alt text, captions, replacing, deleting, galleries), two to four changes in one message,
 * and conversations of two or three turns that refer back ("it", "that one", "do the same for…",
 * "actually make it…", "undo that"). Written from the tool descriptions, the services, the
 * templates and the demo seed only (see README.md). Each note starts with the voice.
 */
import { unchanged, liveSame, cardShown, noCard, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const POSTS = DEMO.posts;

/** Ways of naming the About page that do not also match the word "about" on its own. */
const ABOUT_PAGE = ["About page", "the About", "/about", "“About”", "'About'", '"About"', "About us", "page About"];
/** An answer that says something is not live. */
const NOT_LIVE = ["not live", "isn't live", "is not live", "not published", "isn't published", "is not published", "unpublished", "not visible", "isn't visible"];

const navigation: Case[] = [
  {
    id: "navigation-301",
    domain: "navigation",
    intent: "change",
    say: [
      "Good afternoon. I wonder whether you might be so kind as to add a link to our Contact page in the menu, labelled ‘Write to us’, and tucked underneath ‘About’. My late husband always said the menu looked tidier that way. I should be most grateful.",
    ],
    expect: [
      { menu: "Write to us", present: true, linksTo: "Contact", parent: "About" },
      { menu: "Contact", parent: null, position: 3 },
    ],
    note: "Retired shopkeeper: a new sub-item 'Write to us' under About, linking to the Contact page; the top-level Contact link stays.",
  },
  {
    id: "navigation-302",
    domain: "navigation",
    intent: "change",
    say: ["nav: rename `Blog` => `Journal`"],
    expect: [
      { menu: "Journal", present: true, linksTo: "/blog", position: 2 },
      { menu: "Blog", present: false },
    ],
    note: "Developer: relabels the Blog menu item; it still links to /blog in the same place.",
  },
  {
    id: "navigation-303",
    domain: "navigation",
    intent: "change",
    say: ["Let's get Contact front and center — move it to be the very first thing in the nav, ahead of Home."],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }],
    note: "Marketer: moves Contact to the first place at the top level.",
  },
  {
    id: "navigation-304",
    domain: "navigation",
    intent: "change",
    say: ["Pleas you hide the Blog from menu, we are not writing there since long time."],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { menu: "About", visible: true },
    ],
    note: "Non-native speaker: hides the Blog item (it stays in the menu list, not shown).",
  },
  {
    id: "navigation-305",
    domain: "navigation",
    intent: "change",
    say: ["can u take the about link out of the menu pls"],
    expect: [
      { anyOf: [[{ menu: "About", present: false }], [{ menu: "About", present: true, visible: false }]] },
      { page: "About", exists: true },
    ],
    note: "On a phone: the About link leaves the menu (removed or hidden both do); the About page itself stays.",
  },
  {
    id: "navigation-306",
    domain: "navigation",
    intent: "change",
    say: ["The Blog link in the menu still goes to the old blog on our site. We only post on Substack now: https://northwind.substack.com"],
    expect: [{ menu: "Blog", present: true, linksTo: "https://northwind.substack.com" }],
    note: "Manager states a problem: the Blog item is re-pointed to the Substack address.",
  },
  {
    id: "navigation-307",
    domain: "navigation",
    intent: "change",
    given: [
      {
        page: {
          title: "Opening Hours",
          live: true,
          sections: [{ template: "text", content: { heading: "When we are open", body: "Monday to Friday, 9am to 5pm. Closed on bank holidays." } }],
        },
      },
    ],
    say: [
      "Dear assistant, we have at long last made a little page for our Opening Hours. Would you be good enough to put it in the menu, just after Home, so that people may find it? Thank you ever so much.",
    ],
    expect: [
      { menu: "Opening Hours", present: true, linksTo: "Opening Hours", parent: null },
      { menuOrder: ["Home", "Opening Hours", "About", "Blog", "Contact"] },
    ],
    note: "Retired shopkeeper: adds a link to the Opening Hours page in second place.",
  },
  {
    id: "navigation-308",
    domain: "navigation",
    intent: "change",
    say: ["menu: add `Docs` -> https://docs.northwind.example, last position, top level"],
    expect: [
      { menu: "Docs", present: true, linksTo: "https://docs.northwind.example", parent: null, position: 4 },
      { menuOrder: ["Home", "About", "Blog", "Contact", "Docs"] },
    ],
    note: "Developer: a new external link at the end of the top level.",
  },
  {
    id: "navigation-309",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Free Audit", live: true, sections: [{ template: "hero", content: { heading: "Get a free website audit" } }] } }],
    say: ["We're launching the free site audit offer today. Swap the Blog link in the nav for one to the Free Audit page — label it 'Free Audit'."],
    expect: [
      { menu: "Free Audit", present: true, linksTo: "Free Audit" },
      { menu: "Blog", present: false },
      { menuOrder: ["Home", "About", "Free Audit", "Contact"] },
    ],
    note: "Marketer: the Blog item is replaced in its place by a 'Free Audit' link to the Free Audit page.",
  },
  {
    id: "navigation-310",
    domain: "navigation",
    intent: "change",
    say: ["In the menu the About must be called 'Who we are'. The page stay same, only the menu."],
    expect: [
      { menu: "Who we are", present: true, linksTo: "About", position: 1 },
      { menu: "About", present: false },
      { page: "About", exists: true },
    ],
    note: "Non-native speaker: renames the menu label only; the page keeps its title.",
  },
  {
    id: "navigation-311",
    domain: "navigation",
    intent: "change",
    say: ["put blog undr about in the menu thx"],
    expect: [
      { menu: "Blog", present: true, parent: "About", linksTo: "/blog" },
      { menuOrder: ["Home", "About", "Contact"] },
    ],
    note: "On a phone: Blog becomes a sub-item of About.",
  },
  {
    id: "navigation-312",
    domain: "navigation",
    intent: "change",
    say: ["Contact is sitting at the very end of the menu where nobody sees it. It needs to be second, straight after Home."],
    expect: [{ menuOrder: ["Home", "Contact", "About", "Blog"] }],
    note: "Manager states a problem: Contact moves to the second place.",
  },
  {
    id: "navigation-313",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Summer Sale", live: true, sections: [{ template: "hero", content: { heading: "Summer Sale: 20% off everything" } }] } },
      { menuItem: { label: "Summer Sale", page: "Summer Sale" } },
    ],
    say: [
      "The Summer Sale finished on Saturday, so I should like that link taken out of the menu, please. Do leave the page itself where it is, as I may well use it again next year.",
    ],
    expect: [
      { menu: "Summer Sale", present: false },
      { page: "Summer Sale", exists: true },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
    note: "Retired shopkeeper: removes the menu link only; the Summer Sale page stays.",
  },
  {
    id: "navigation-314",
    domain: "navigation",
    intent: "change",
    given: [
      { page: { title: "Careers", sections: [{ template: "text", content: { heading: "Work with us", body: "We are hiring a junior developer." } }] } },
      { menuItem: { label: "Careers", page: "Careers", parent: "About" } },
    ],
    say: ["mv `Careers` out from under About -> top level"],
    expect: [{ menu: "Careers", present: true, parent: null, linksTo: "Careers" }],
    note: "Developer: the Careers sub-item moves to the top level.",
  },
  {
    id: "navigation-315",
    domain: "navigation",
    intent: "change",
    say: ["Let's make the nav tighter: hide Home (the logo already goes there) and rename Contact to 'Book a call'."],
    expect: [
      { menu: "Home", present: true, visible: false },
      { menu: "Book a call", present: true, linksTo: "Contact", visible: true },
      { menu: "Contact", present: false },
    ],
    note: "Marketer: hides Home and relabels the Contact item.",
  },
  {
    id: "navigation-316",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Old Shop", url: "https://shop.northwind.example", visible: false } }],
    say: ["The link 'Old Shop' in menu is hidden since long time already. Please delete it completely, we closed this shop."],
    expect: [
      { menu: "Old Shop", present: false },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
    note: "Non-native speaker: removes the hidden 'Old Shop' item from the menu.",
  },
  {
    id: "navigation-317",
    domain: "navigation",
    intent: "read",
    say: ["whats in teh menu rn"],
    expect: [unchanged, { reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }],
    note: "On a phone: lists the four menu items.",
  },
  {
    id: "navigation-318",
    domain: "navigation",
    intent: "read",
    say: ["Somebody in the office says the Blog link in the menu goes nowhere. I need to know where it actually points."],
    expect: [unchanged, { reply: { includesAny: ["/blog"] } }],
    note: "Manager: the Blog item links to /blog; nothing to change.",
  },
  {
    id: "navigation-319",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Gift Vouchers", url: "/gift-vouchers", visible: false } }],
    say: ["I'm told one of our menu links is hidden and customers can't see it. Which one is it?"],
    expect: [unchanged, { reply: { includesAny: ["Gift Vouchers"] } }],
    note: "Manager: names the hidden item, 'Gift Vouchers', without changing it.",
  },
  {
    id: "navigation-320",
    domain: "navigation",
    intent: "refuse",
    as: "viewer",
    say: ["rm Contact from nav"],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "Developer with a viewer account: cannot change the menu, so it says so and nothing changes.",
  },
];

const sections: Case[] = [
  {
    id: "sections-301",
    domain: "sections",
    intent: "change",
    say: [
      "Good morning. On the front page of our website, the large heading at the very top reads ‘Websites that feel calm and work hard’. I should like it to read ‘Honest websites for honest businesses’ instead, if that is not too much trouble.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Honest websites for honest businesses" } }], textExcludes: ["Websites that feel calm and work hard"] },
      liveSame,
    ],
    note: "Retired shopkeeper: the Home hero heading changes in the draft; nothing is published unasked.",
  },
  {
    id: "sections-302",
    domain: "sections",
    intent: "change",
    say: ["home cta: buttonLabel='Book a call', buttonUrl=/contact#form"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { buttonLabel: "Book a call", buttonUrl: "/contact#form", heading: "Have a project in mind?" } },
          { template: "hero", fields: { ctaLabel: "See what we do" } },
        ],
      },
    ],
    note: "Developer: the Home call-to-action section's button label and link change; the hero's button stays.",
  },
  {
    id: "sections-303",
    domain: "sections",
    intent: "change",
    say: ["The hero subhead on the homepage is waaay too long. Punch it up — make it 'Fast, friendly sites for independent businesses.'"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { subheading: "Fast, friendly sites for independent businesses", heading: "Websites that feel calm and work hard" } }],
        textExcludes: ["quick to load, easy to edit"],
      },
    ],
    note: "Marketer: only the hero's subheading changes.",
  },
  {
    id: "sections-304",
    domain: "sections",
    intent: "change",
    say: ["On page About, in the part with questions, please add one more question: “Do you make also online shops?” and the answer “Yes, small shops with up to 200 products.”"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "200 products" } }],
        textIncludes: ["online shops", "How long does a website take", "Can we edit the site ourselves"],
      },
    ],
    note: "Non-native speaker: a third FAQ item is added; the two existing questions stay.",
  },
  {
    id: "sections-305",
    domain: "sections",
    intent: "change",
    say: ["remove the faq thing frm the about page pls"],
    expect: [{ page: "About", sectionTemplates: ["text", "imageText"] }],
    note: "On a phone: the FAQ section is removed from About; the other two stay.",
  },
  {
    id: "sections-306",
    domain: "sections",
    intent: "change",
    say: ["The button in the big banner on the home page says 'See what we do' and sends people to the About page. That's the wrong way round for us — it should say 'Talk to us' and go to Contact."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Talk to us", ctaUrl: "/contact" } }] }],
    note: "Manager states a problem: the hero button's label and link change.",
  },
  {
    id: "sections-307",
    domain: "sections",
    intent: "change",
    say: [
      "On the ‘What we do’ part of the home page there are three little boxes. The one called ‘Care’ ought to say ‘Aftercare’ instead, and its desciption should read ‘We stay on hand for as long as you need us.’ I do thank you.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Aftercare" } }],
        textIncludes: ["We stay on hand for as long as you need us", "Clear layouts", "Fast, accessible pages"],
        textExcludes: ["Ongoing help"],
      },
    ],
    note: "Retired shopkeeper: the third feature box gets a new title and description; the other two stay.",
  },
  {
    id: "sections-308",
    domain: "sections",
    intent: "change",
    say: ["home featureGrid: append item {title: 'Hosting', description: 'UK servers, daily backups.'}"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Hosting" } }],
        textIncludes: ["UK servers, daily backups", "Clear layouts", "Ongoing help"],
      },
    ],
    note: "Developer: a fourth feature box is added after the three existing ones.",
  },
  {
    id: "sections-309",
    domain: "sections",
    intent: "change",
    say: ["Let's swap in the coast photo as the hero image on the homepage — the sunrise feels too sleepy for a landing page."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] }],
    note: "Marketer: the Home hero's image becomes blue-coast.png.",
  },
  {
    id: "sections-310",
    domain: "sections",
    intent: "change",
    say: ["Please to move the part with questoins and answers on About page to be first, before the text."],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"] }],
    note: "Non-native speaker: the FAQ section moves to the top of About.",
  },
  {
    id: "sections-311",
    domain: "sections",
    intent: "change",
    say: ["The 'Have a project in mind?' box at the bottom of the home page still promisses a reply within two working days. We reply the same day now, so that's underselling us."],
    expect: [{ page: "Home", textIncludes: ["same day", "Have a project in mind"], textExcludes: ["two working days"] }],
    note: "Manager states a problem: the call-to-action text now promises a same-day reply.",
  },
  {
    id: "sections-312",
    domain: "sections",
    intent: "change",
    say: [
      "I would like to add a short passage of text at the bottom of the About page, with the heading ‘Our promise’ and the words: ‘Every customer is treated as we would wish to be treated ourselves.’ Thank you kindly.",
    ],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "text"],
        sections: [{ template: "text", nth: 1, fields: { heading: "Our promise", body: "treated as we would wish to be treated" } }],
      },
    ],
    note: "Retired shopkeeper: a new text section at the end of About.",
  },
  {
    id: "sections-313",
    domain: "sections",
    intent: "change",
    say: ["Add a CTA block at the bottom of the About page — headline 'Ready to start?', button 'Book a free call' linking to /contact."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Ready to start", buttonLabel: "Book a free call", buttonUrl: "/contact" } }],
      },
    ],
    note: "Marketer: a call-to-action section is added at the end of About.",
  },
  {
    id: "sections-314",
    domain: "sections",
    intent: "change",
    say: ["On About page the answer for “How long does a website take?” is not more correct, now it is 4 to 8 weeks."],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "8 weeks" } }],
        textIncludes: ["How long does a website take", "Can we edit the site ourselves"],
        textExcludes: ["six to ten weeks"],
      },
    ],
    note: "Non-native speaker: that FAQ answer now says 4 to 8 weeks; the question and the other item stay.",
  },
  {
    id: "sections-315",
    domain: "sections",
    intent: "change",
    say: ["The picture beside ‘Where we work’ on the About page is the purple one of the studio at dusk. Might it be changed to the orange autumn valley photograph instead? Much obliged."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imageId: "autumn-valley.jpg", heading: "Where we work" } }] }],
    note: "Retired shopkeeper: the About image-and-text section shows autumn-valley.jpg.",
  },
  {
    id: "sections-316",
    domain: "sections",
    intent: "read",
    say: ["wat does the buttn on the home page banner say"],
    expect: [unchanged, { reply: { includesAny: ["See what we do"] } }],
    note: "On a phone: the hero button reads 'See what we do'.",
  },
  {
    id: "sections-317",
    domain: "sections",
    intent: "read",
    say: ["I need to know what the About page's FAQ tells people about editing the site themselves."],
    expect: [unchanged, { reply: { includesAny: ["editor your whole team can use", "whole team", "editor"] } }],
    note: "Manager: the answer says every site comes with an editor the whole team can use.",
  },
  {
    id: "sections-318",
    domain: "sections",
    intent: "read",
    say: ["sections on /home, in order?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["hero", "Websites that feel calm"] } },
      { reply: { includesAny: ["feature grid", "featureGrid", "features", "What we do"] } },
      { reply: { includesAny: ["call to action", "cta", "Have a project in mind"] } },
    ],
    note: "Developer: Home has a hero, a feature grid and a call to action, in that order.",
  },
  {
    id: "sections-319",
    domain: "sections",
    intent: "clarify",
    say: ["change the pic to the other one"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "On a phone, with no earlier turn: which picture and which other one are unknown, so it asks.",
  },
];

const posts: Case[] = [
  {
    id: "posts-301",
    domain: "posts",
    intent: "change",
    say: [
      "I should like to write a little piece for the blog entitled ‘Forty years behind the counter’. It should say: ‘When I opened the shop in 1984, the till was a biscuit tin and the float was my own purse.’ Please tag it ‘history’ and leave it unpublished for now, as my daughter wishes to read it first.",
    ],
    expect: [{ post: "Forty years behind the counter", exists: true, status: "draft", live: false, tagsInclude: ["history"], bodyIncludes: ["biscuit tin"] }],
    note: "Retired shopkeeper: a draft post with that title, body and tag; not published.",
  },
  {
    id: "posts-302",
    domain: "posts",
    intent: "change",
    say: ["new post: title='Migrating to Postgres', tags=engineering,db, excerpt='Why we moved off SQLite.' body tbd. don't publish"],
    expect: [{ post: "Migrating to Postgres", exists: true, status: "draft", live: false, tags: ["engineering", "db"], excerptIncludes: ["Why we moved off SQLite"] }],
    note: "Developer: a draft post with exactly those two tags and that excerpt.",
  },
  {
    id: "posts-303",
    domain: "posts",
    intent: "change",
    say: ["Let's get a launch post up: “Introducing Care Plans”. Copy: “Monthly updates, fixes and friendly advice, from £49 a month.” Use the sunrise photo as the cover, tag it news, and publish it."],
    expect: [
      { post: "Introducing Care Plans", status: "published", live: true, coverImage: "mountain-sunrise.jpg", tagsInclude: ["news"], bodyIncludes: ["£49 a month"] },
    ],
    note: "Marketer: creates the post with body, cover and tag, then publishes it.",
  },
  {
    id: "posts-304",
    domain: "posts",
    intent: "change",
    say: ["The post about autumn colours, please make it public now, it is ready."],
    expect: [{ post: POSTS.autumn, status: "published", live: true }],
    note: "Non-native speaker: publishes the autumn draft.",
  },
  {
    id: "posts-305",
    domain: "posts",
    intent: "change",
    say: ["archve the welcome post its from ages ago"],
    expect: [
      { post: POSTS.welcome, status: "archived", live: false },
      { post: POSTS.process, status: "published", live: true },
    ],
    note: "On a phone: archives the welcome post only.",
  },
  {
    id: "posts-306",
    domain: "posts",
    intent: "change",
    say: ["The design process post is still up on the blog, but that's not how we work any more. It shouldn't be public — but don't bin it, we'll rewrite it."],
    expect: [{ post: POSTS.process, exists: true, live: false }],
    note: "Manager states a problem: the post leaves the blog (unpublished or archived) but is not deleted.",
  },
  {
    id: "posts-307",
    domain: "posts",
    intent: "change",
    say: ["Would you be so kind as to remove the tag ‘seasonal’ from the autumn post? The other tag may stay where it is."],
    expect: [{ post: POSTS.autumn, tags: ["design"] }],
    note: "Retired shopkeeper: the autumn post keeps only its 'design' tag.",
  },
  {
    id: "posts-308",
    domain: "posts",
    intent: "change",
    say: ["welcome post body: s/Thanks for stopping by!/Thanks for reading./"],
    expect: [{ post: POSTS.welcome, bodyIncludes: ["Thanks for reading.", "We rebuilt our website from scratch"], bodyExcludes: ["Thanks for stopping by"] }],
    note: "Developer: replaces the last line of the welcome post's body; the rest of the body stays.",
  },
  {
    id: "posts-309",
    domain: "posts",
    intent: "change",
    say: ["The Behind the scenes post needs a snappier title — 'How we build sites in 4 steps'. Keep the URL the same so we don't lose the SEO juice."],
    expect: [
      { post: "How we build sites in 4 steps", exists: true, slug: "behind-the-scenes-our-design-process" },
      { post: POSTS.process, exists: false },
    ],
    note: "Marketer: retitles the process post and keeps its slug.",
  },
  {
    id: "posts-310",
    domain: "posts",
    intent: "change",
    say: ["Please make new post 'Our new office in Leeds' with text 'From March we are working from Leeds, near the train station.' and as cover the picture of studio at dusk. Not publish yet."],
    expect: [{ post: "Our new office in Leeds", exists: true, live: false, bodyIncludes: ["near the train station"], coverImage: "studio-dusk.jpg" }],
    note: "Non-native speaker: a draft post with body and the studio-dusk cover.",
  },
  {
    id: "posts-311",
    domain: "posts",
    intent: "change",
    say: ["delete the autum post were not doing it this year"],
    expect: [{ post: POSTS.autumn, inTrash: true }, { post: POSTS.welcome, exists: true }],
    note: "On a phone: the autumn draft goes to the trash.",
  },
  {
    id: "posts-312",
    domain: "posts",
    intent: "change",
    say: ["The welcome post's teaser still says 'A fresh look, faster pages and a blog…' — that was two years ago. It should read 'Where we share what we learn, one project at a time.'"],
    expect: [{ post: POSTS.welcome, excerptIncludes: ["one project at a time"] }],
    note: "Manager states a problem: the welcome post's excerpt changes.",
  },
  {
    id: "posts-313",
    domain: "posts",
    intent: "change",
    say: ["For the autumn post please put the photo of the coast as cover, not the valley."],
    expect: [{ post: POSTS.autumn, coverImage: "blue-coast.png" }],
    note: "Non-native speaker: the autumn post's cover becomes blue-coast.png.",
  },
  {
    id: "posts-314",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Black Friday: 30% off care plans", tags: ["offers"], body: "This Friday only, every care plan is 30% off for the first year." } }],
    say: ["The Black Friday post is locked and loaded — let's push it live."],
    expect: [{ post: "Black Friday: 30% off care plans", status: "published", live: true }],
    note: "Marketer: publishes the Black Friday draft.",
  },
  {
    id: "posts-315",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Summer offer: free domain", status: "published", tags: ["offers"], body: "Book a site before August and the domain is on us." } }],
    say: ["archive post 'Summer offer: free domain' (promo ended)"],
    expect: [{ post: "Summer offer: free domain", status: "archived", live: false }],
    note: "Developer: archives the finished promotion post.",
  },
  {
    id: "posts-316",
    domain: "posts",
    intent: "read",
    say: ["Which posts are on the blog public now, and which are not?"],
    expect: [
      unchanged,
      { reply: { includesAny: ["Welcome to our new website"] } },
      { reply: { includesAny: ["Behind the scenes"] } },
      { reply: { includesAny: ["Autumn collection"] } },
    ],
    note: "Non-native speaker: the welcome and process posts are published; the autumn post is a draft.",
  },
  {
    id: "posts-317",
    domain: "posts",
    intent: "read",
    say: ["wat tags r on the autumn post"],
    expect: [unchanged, { reply: { includesAll: ["design", "seasonal"] } }],
    note: "On a phone: the autumn post is tagged design and seasonal.",
  },
  {
    id: "posts-318",
    domain: "posts",
    intent: "read",
    say: ["Someone told me the welcome post has no picture on it."],
    expect: [unchanged, { reply: { includesAny: ["mountain-sunrise", "sunrise"] } }],
    note: "Manager states a problem that is not one: the welcome post's cover is mountain-sunrise.jpg.",
  },
  {
    id: "posts-319",
    domain: "posts",
    intent: "read",
    say: ["Could you tell me, please, what the unpublished piece about autumn actually says? I have not the faintest idea how to open it myself."],
    expect: [unchanged, { reply: { includesAny: ["favourite season for colour", "palettes", "Autumn is our favourite season"] } }],
    note: "Retired shopkeeper: gives the autumn draft's text.",
  },
];

const images: Case[] = [
  {
    id: "images-301",
    domain: "images",
    intent: "change",
    say: ["The photograph of the coastline has nothing written beneath it. Could it say ‘The bay below the shop, on a fine morning’? Many thanks."],
    expect: [{ image: "blue-coast.png", caption: "The bay below the shop, on a fine morning", alt: "Calm blue coastline with green headlands" }],
    note: "Retired shopkeeper: sets the coast picture's caption; its alt text stays.",
  },
  {
    id: "images-302",
    domain: "images",
    intent: "change",
    say: ["mountain-sunrise.jpg: caption='' (clear it), keep alt"],
    expect: [{ image: "mountain-sunrise.jpg", caption: "", alt: "Layered hills under a warm sunrise sky" }],
    note: "Developer: clears the caption only.",
  },
  {
    id: "images-303",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-retreat.jpg" } }],
    say: ["Our team-retreat.jpg needs alt text for accessibility + SEO — something like 'The Northwind team hiking on a sunny hillside'."],
    expect: [{ image: "team-retreat.jpg", hasAlt: true, altIncludes: ["team"] }],
    note: "Marketer: the picture gets alt text describing the team ('something like' leaves the wording open).",
  },
  {
    id: "images-304",
    domain: "images",
    intent: "change",
    say: ["Please delete the picture autumn-valley.jpg, we not use it more."],
    expect: [{ image: "autumn-valley.jpg", inTrash: true }, { image: "blue-coast.png", exists: true }],
    note: "Non-native speaker: the image goes to the trash (it was only the autumn draft's cover).",
  },
  {
    id: "images-305",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "IMG_2231.jpg" } }],
    say: ["pls delete IMG_2231.jpg i uploded it by mistake"],
    expect: [{ image: "IMG_2231.jpg", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }],
    note: "On a phone: that one image goes to the trash.",
  },
  {
    id: "images-306",
    domain: "images",
    intent: "change",
    say: ["The sunrise photo's caption says 'Sunrise over the hills', but they're the Malvern Hills, not just any hills. Customers from round here notcie that sort of thing."],
    expect: [{ image: "mountain-sunrise.jpg", captionIncludes: ["Malvern Hills"] }],
    note: "Manager states a problem: the caption now names the Malvern Hills.",
  },
  {
    id: "images-307",
    domain: "images",
    intent: "change",
    say: [
      "I am told that blind visitors rely on a description of each picture. The one of our studio at dusk says ‘Soft violet dusk over rolling hills’, which is rather poetic but tells them nothing about the studio. Could it say ‘Our studio building at dusk, with the hills behind’?",
    ],
    expect: [{ image: "studio-dusk.jpg", alt: "Our studio building at dusk, with the hills behind", caption: "Our studio at dusk" }],
    note: "Retired shopkeeper: sets the studio picture's alt text exactly; the caption stays.",
  },
  {
    id: "images-308",
    domain: "images",
    intent: "change",
    say: ["replace studio-dusk.jpg with blue-coast.png everywhere it's used"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "blue-coast.png" } }], textExcludes: ["studio-dusk.jpg"] },
      { page: "Contact", textExcludes: ["studio-dusk.jpg"] },
      { post: POSTS.process, coverImage: "blue-coast.png" },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "Developer: every use (About's image section, Contact's gallery, the process post's cover) shows blue-coast.png; the old image is not deleted.",
  },
  {
    id: "images-309",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "happy-client.jpg", alt: "A client smiling at her new website" } }],
    say: ["Add happy-client.jpg to the photo gallery on the Contact page — social proof, baby."],
    expect: [{ page: "Contact", sections: [{ template: "gallery", fields: { images: "happy-client.jpg" } }], textIncludes: ["blue-coast.png", "studio-dusk.jpg"] }],
    note: "Marketer: the Contact gallery gains the picture and keeps its two.",
  },
  {
    id: "images-310",
    domain: "images",
    intent: "change",
    say: ["On Contact page, in the gallery, please take out the picture of the studio. Only the sea should stay."],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "blue-coast.png" } }], textExcludes: ["studio-dusk.jpg"] },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "Non-native speaker: removes studio-dusk.jpg from the Contact gallery only; the image stays in the library and on About.",
  },
  {
    id: "images-311",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "shopfront.jpg" } }],
    say: ["which pics r missing alt txt"],
    expect: [unchanged, { reply: { includesAny: ["shopfront"] } }],
    note: "On a phone: only shopfront.jpg has no alt text.",
  },
  {
    id: "images-312",
    domain: "images",
    intent: "read",
    say: ["We're clearing out the media library and the autumn valley picture is on the list, but someone says it's still used somewhere. I need to know where before anything goes."],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection", "autumn post", "cover"] } }],
    note: "Manager: it is the cover of the autumn draft post; nothing is deleted.",
  },
  {
    id: "images-313",
    domain: "images",
    intent: "read",
    say: ["How many pictures we have in the library of the site?"],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }],
    note: "Non-native speaker: the library holds four images.",
  },
  {
    id: "images-314",
    domain: "images",
    intent: "refuse",
    say: ["can u upload the pics from my camera roll to the contact page gallery"],
    expect: [unchanged, noCard, { reply: { includesAny: [...CANNOT, "upload them", "media library"] } }],
    note: "On a phone: the assistant cannot reach the person's phone; it says so (and how to upload) and changes nothing.",
  },
];

const multi: Case[] = [
  {
    id: "multi-301",
    domain: "multi",
    intent: "change",
    say: [
      "I have three small things, if I may. Firstly, please hide the Blog link in the menu. Secondly, change the heading ‘Say hello’ on the Contact page to ‘Do call in’. And thirdly, could the welcome post be archived? Thank you so much for your patience.",
    ],
    expect: [
      { menu: "Blog", present: true, visible: false },
      { page: "Contact", sections: [{ template: "text", fields: { heading: "Do call in" } }], textExcludes: ["Say hello"] },
      { post: POSTS.welcome, status: "archived", live: false },
    ],
    note: "Retired shopkeeper: three changes — hide a menu item, edit a heading, archive a post.",
  },
  {
    id: "multi-302",
    domain: "multi",
    intent: "change",
    say: ["1) rename page Contact -> 'Get in touch' 2) same for its nav label 3) pubish page + menu"],
    expect: [
      { page: "Get in touch", exists: true, live: true, slug: "contact" },
      { page: "Contact", exists: false },
      { menu: "Get in touch", linksTo: "Get in touch", live: true },
      { menu: "Contact", present: false },
    ],
    note: "Developer: renames the page (its address stays /contact) and its menu label, then publishes both.",
  },
  {
    id: "multi-303",
    domain: "multi",
    intent: "change",
    say: ["Landing page refresh! Hero headline → 'Websites that bring in customers', hero button → 'Get a free quote', then publish the home page so it's live."],
    expect: [
      { page: "Home", live: true, liveTextIncludes: ["Websites that bring in customers", "Get a free quote"], liveTextExcludes: ["Websites that feel calm and work hard"] },
      { page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Get a free quote" } }, { template: "cta", fields: { buttonLabel: "Get in touch" } }] },
    ],
    note: "Marketer: two hero edits, then the Home page is published.",
  },
  {
    id: "multi-304",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Prices", sections: [{ template: "text", content: { heading: "Prices", body: "Websites from £2,400. Care plans from £49 a month." } }] } }],
    say: ["Please publish page Prices and put him in the menu before Contact."],
    expect: [
      { page: "Prices", live: true },
      { menu: "Prices", present: true, linksTo: "Prices" },
      { menuOrder: ["Home", "About", "Blog", "Prices", "Contact"] },
    ],
    note: "Non-native speaker: publishes the Prices page and adds it to the menu just before Contact.",
  },
  {
    id: "multi-305",
    domain: "multi",
    intent: "change",
    say: ["new post open day sat 14th june, say doors open 10am free coffee n cake, tag it events and publish pls"],
    expect: [{ post: { titleIncludes: "open day" }, live: true, tagsInclude: ["events"], bodyIncludes: ["coffee"] }],
    note: "On a phone: creates the post, tags it, publishes it (the exact title is left to the assistant).",
  },
  {
    id: "multi-306",
    domain: "multi",
    intent: "change",
    say: [
      "Two things are wrong on the About page. The heading still says 'About us' when it should say 'Meet Northwind', and the FAQ is stuck at the bottom where nobody scrolls — it belongs straight after that first bit of text.",
    ],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"], sections: [{ template: "text", fields: { heading: "Meet Northwind" } }] }],
    note: "Manager states two problems: the first heading changes and the FAQ moves to second place.",
  },
  {
    id: "multi-307",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "shop-window.jpg" } }],
    say: [
      "I have put up a photograph named shop-window.jpg. Would you kindly describe it for the blind as ‘Our shop window decorated for Christmas’, and then use it as the picture on the front page, in place of the sunrise?",
    ],
    expect: [
      { image: "shop-window.jpg", alt: "Our shop window decorated for Christmas" },
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "shop-window.jpg" } }] },
    ],
    note: "Retired shopkeeper: sets the alt text, then puts the picture in the Home hero.",
  },
  {
    id: "multi-308",
    domain: "multi",
    intent: "change",
    say: ["tagline='Small studio. Calm sites.' + accent=#1f6feb, then publish settings"],
    expect: [
      { setting: "tagline", in: "live", equals: "Small studio. Calm sites." },
      { setting: "themeColors.accent", in: "live", equals: "#1f6feb" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
    note: "Developer: two settings change and go live.",
  },
  {
    id: "multi-309",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Webinar", sections: [{ template: "hero", content: { heading: "Free webinar: websites that sell", subheading: "Thursday 7pm, online." } }] } }],
    say: ["Webinar page is good to go. Let's publish it, drop it into the nav right after Home as 'Free Webinar', and push the menu live too."],
    expect: [
      { page: "Webinar", live: true },
      { menu: "Free Webinar", linksTo: "Webinar", position: 1, live: true },
    ],
    note: "Marketer: publishes the page, adds the menu link in second place and publishes the menu.",
  },
  {
    id: "multi-310",
    domain: "multi",
    intent: "change",
    say: ["Please change name of the site to 'Northwind Web Studio' and remove from the social links the GitHub, we don't use it."],
    expect: [
      { setting: "name", equals: "Northwind Web Studio" },
      { setting: "socialLinks", excludes: "GitHub" },
      { setting: "socialLinks", includes: "Mastodon" },
    ],
    note: "Non-native speaker: renames the site and drops the GitHub link; Mastodon stays.",
  },
  {
    id: "multi-311",
    domain: "multi",
    intent: "change",
    say: ["unpublish the welcome post and the proces one too, blog needs a clean up b4 relaunch"],
    expect: [
      { post: POSTS.welcome, exists: true, live: false, status: "draft" },
      { post: POSTS.process, exists: true, live: false, status: "draft" },
    ],
    note: "On a phone: both published posts go back to draft.",
  },
  {
    id: "multi-312",
    domain: "multi",
    intent: "change",
    say: [
      "The Contact page still lists our old number, +44 20 7946 0000. It's +44 20 7946 0999 now. Also the Contact link in the menu should read 'Call us' — people don't click 'Contact'.",
    ],
    expect: [
      { page: "Contact", textIncludes: ["+44 20 7946 0999", "hello@northwind.example"], textExcludes: ["7946 0000"] },
      { menu: "Call us", linksTo: "Contact" },
      { menu: "Contact", present: false },
    ],
    note: "Manager states problems: the phone number changes on the page and the menu item is relabelled.",
  },
  {
    id: "multi-313",
    domain: "multi",
    intent: "change",
    say: [
      "Could you please add a new question to the questions on the About page — ‘Do you work with small shops?’ with the answer ‘Indeed we do; most of our customers are small shops.’ — and then publish the About page so that people can read it?",
    ],
    expect: [{ page: "About", live: true, liveTextIncludes: ["Do you work with small shops", "most of our customers are small shops", "How long does a website take"] }],
    note: "Retired shopkeeper: adds an FAQ item to About, then publishes the page.",
  },
  {
    id: "multi-314",
    domain: "multi",
    intent: "read",
    say: ["2 qs: current accent hex? and which posts are still drafts?"],
    expect: [unchanged, { reply: { includesAny: ["#d9622b"] } }, { reply: { includesAny: ["Autumn collection"] } }],
    note: "Developer: two questions — the accent is #d9622b and the autumn post is the only draft.",
  },
  {
    id: "multi-315",
    domain: "multi",
    intent: "change",
    say: ["Let's clean up the blog for launch: delete the welcome post, retitle the desgin-process post to 'Our 4-step process', and get the autumn one live."],
    expect: [
      { post: POSTS.welcome, inTrash: true },
      { post: "Our 4-step process", exists: true },
      { post: POSTS.autumn, status: "published", live: true },
    ],
    note: "Marketer: three post changes — delete, retitle, publish.",
  },
];

const conversation: Case[] = [
  {
    id: "conversation-301",
    domain: "conversation",
    intent: "change",
    say: [
      "Good day. My grandson has given me an address for a map showing where we are: https://maps.google.com/?q=Northwind+Studio. Would you please add it to the menu, labelled ‘Find us’, underneath ‘About’?",
      "Thank you. On reflection, would you be so good as to put it on the main menu itself rather than tucked under About?",
    ],
    expect: [{ menu: "Find us", present: true, parent: null, linksTo: "https://maps.google.com/?q=Northwind+Studio" }],
    note: "Retired shopkeeper: adds a sub-item, then the second turn moves that same item to the top level.",
  },
  {
    id: "conversation-302",
    domain: "conversation",
    intent: "change",
    say: ["add nav item `Status` -> https://status.northwind.example", "actually make it `System status`"],
    expect: [
      { menu: "System status", present: true, linksTo: "https://status.northwind.example" },
      { menu: "Status", present: false },
    ],
    note: "Developer: the second turn renames the item just added; there is only one.",
  },
  {
    id: "conversation-303",
    domain: "conversation",
    intent: "change",
    say: [
      "Let's change the hero headline on the home page to 'Your website, minus the headaches'",
      "Love it. Do the same on the About page — the heading at the top there should match.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Your website, minus the headaches" } }] },
      { page: "About", sections: [{ template: "text", fields: { heading: "Your website, minus the headaches" } }], sectionTemplates: ["text", "imageText", "faq"] },
    ],
    note: "Marketer: 'the same' = the About page's top heading ('About us') gets the same words.",
  },
  {
    id: "conversation-304",
    domain: "conversation",
    intent: "change",
    say: ["Which is the oldest post in the blog?", "Please this one put in archive."],
    expect: [
      { post: POSTS.welcome, status: "archived", live: false },
      { post: POSTS.process, status: "published" },
    ],
    note: "Non-native speaker: the oldest post is the welcome post; 'this one' archives it.",
  },
  {
    id: "conversation-305",
    domain: "conversation",
    intent: "change",
    say: ["hide contact from the menu", "wait no undo taht"],
    expect: [{ menu: "Contact", present: true, visible: true }, { menuOrder: ["Home", "About", "Blog", "Contact"] }, liveSame],
    note: "On a phone: the second turn undoes the hide, so Contact is shown again.",
  },
  {
    id: "conversation-306",
    domain: "conversation",
    intent: "change",
    say: [
      "The FAQ on the About page only has two questions. Customers keep ringing to ask whether we do hosting.",
      "Yes, add it — the answer is that we host every site we build ourselves, on UK servers.",
    ],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { items: "UK servers" } }], textIncludes: ["host", "How long does a website take", "Can we edit the site ourselves"] },
    ],
    note: "Manager states a problem, then confirms: a hosting question with that answer is added to the About FAQ.",
  },
  {
    id: "conversation-307",
    domain: "conversation",
    intent: "change",
    say: [
      "I should like to write a blog post called ‘A visit from the mayor’, saying that the mayor called in on Tuesday to open our new extension.",
      "Splendid. Could you put the sunrise photograph at the top of it?",
      "And do please put it on the website now.",
    ],
    expect: [{ post: "A visit from the mayor", live: true, status: "published", bodyIncludes: ["mayor"], coverImage: "mountain-sunrise.jpg" }],
    note: "Retired shopkeeper: creates the post, then 'it' gets the sunrise cover, then 'it' is published.",
  },
  {
    id: "conversation-308",
    domain: "conversation",
    intent: "change",
    say: ["show alt texts for all images", "set blue-coast.png alt => 'Headlands and a calm bay', leave the rest"],
    expect: [
      { image: "blue-coast.png", alt: "Headlands and a calm bay" },
      { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" },
      { image: "studio-dusk.jpg", alt: "Soft violet dusk over rolling hills" },
    ],
    note: "Developer: a read, then one alt text changes; the others stay.",
  },
  {
    id: "conversation-309",
    domain: "conversation",
    intent: "change",
    say: ["What does the CTA at the bottom of the home page say?", "Meh. Punch it up: heading 'Got a project? Let's talk.' and make the button say 'Start your project'."],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { heading: "Got a project? Let's talk", buttonLabel: "Start your project", buttonUrl: "/contact" } }] }],
    note: "Marketer: reads the call to action, then changes its heading and button label; the button link stays.",
  },
  {
    id: "conversation-310",
    domain: "conversation",
    intent: "change",
    say: ["Please rename menu item Blog to 'News'.", "And the same for About, it should be 'Company'."],
    expect: [
      { menu: "News", linksTo: "/blog" },
      { menu: "Company", linksTo: "About" },
      { menu: "Blog", present: false },
      { menu: "About", present: false },
    ],
    note: "Non-native speaker: 'the same for About' renames that menu item too.",
  },
  {
    id: "conversation-311",
    domain: "conversation",
    intent: "change",
    say: ["make a post called summer hours", "add that we close at 3 on fridays in july", "publsh it"],
    expect: [{ post: { titleIncludes: "summer hours" }, live: true, bodyIncludes: ["friday", "july"] }],
    note: "On a phone: creates the post, writes the body into 'it', then publishes it.",
  },
  {
    id: "conversation-312",
    domain: "conversation",
    intent: "change",
    say: ["The tagline on the site is wrong — we're not only for independent businesses any more.", "Make it 'Calm, useful websites for businesses of every size'."],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for businesses of every size" }],
    note: "Manager states a problem, then gives the wording: the tagline changes.",
  },
  {
    id: "conversation-313",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "old-sign.jpg", alt: "The old painted shop sign" } }],
    say: ["Could you tell me which pictures we have on the website at present?", "Thank you. The one called old-sign.jpg is no longer wanted — please throw it away."],
    expect: [{ image: "old-sign.jpg", inTrash: true }, { image: "blue-coast.png", exists: true }],
    note: "Retired shopkeeper: lists the images, then 'the one called old-sign.jpg' goes to the trash.",
  },
  {
    id: "conversation-314",
    domain: "conversation",
    intent: "change",
    say: ["mv Blog to pos 0 in nav", "undo"],
    expect: [{ menuOrder: ["Home", "About", "Blog", "Contact"] }, { menu: "Blog", present: true, visible: true }],
    note: "Developer: moves Blog first, then undoes it: the original order is back.",
  },
  {
    id: "conversation-315",
    domain: "conversation",
    intent: "read",
    say: ["What's the hero headline on the home page right now?", "And the subhead?"],
    expect: [unchanged, { reply: { includesAny: ["quick to load", "We design and build sites"] } }],
    note: "Marketer: 'the subhead' is the Home hero's subheading.",
  },
  {
    id: "conversation-316",
    domain: "conversation",
    intent: "read",
    say: ["is the autmn post live", "ok what about the behind the scenes one"],
    expect: [unchanged, { reply: { includesAny: ["published", "live", "yes"], excludes: NOT_LIVE } }],
    note: "On a phone: the process post is live (the autumn one is not).",
  },
];

const pages: Case[] = [
  {
    id: "pages-301",
    domain: "pages",
    intent: "change",
    say: ["The Contact page's address is /contact, but the flyers we printed say /visit. It needs to be /visit."],
    expect: [{ page: "Contact", exists: true, slug: "visit" }],
    note: "Manager states a problem: the Contact page's slug becomes 'visit'.",
  },
  {
    id: "pages-302",
    domain: "pages",
    intent: "change",
    say: ["Please create page 'Team' with the text: 'We are four people: two designers and two developers.'"],
    expect: [{ page: "Team", exists: true, live: false, textIncludes: ["two designers and two developers"] }],
    note: "Non-native speaker: a new draft page with that text.",
  },
  {
    id: "pages-303",
    domain: "pages",
    intent: "read",
    say: ["Is the Contact page visible to the public at present, or is it still hidden away? I should hate for customers not to find our telephone number."],
    expect: [unchanged, { reply: { includesAny: ["published", "live", "visible", "yes"], excludes: NOT_LIVE } }],
    note: "Retired shopkeeper: the Contact page is published.",
  },
  {
    id: "pages-304",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Portfolio", sections: [{ template: "text", content: { heading: "Selected work", body: "Coming soon." } }] } }],
    say: ["how many pages r there n which ones arent live yet"],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }, { reply: { includesAny: ["Portfolio"] } }],
    note: "On a phone: four pages; Portfolio is the only draft.",
  },
  {
    id: "pages-305",
    domain: "pages",
    intent: "refuse",
    say: ["Let's password-protect the About page so only paying clients can see it."],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "doesn't support", "does not support", "no password", "not available"] } }],
    note: "Marketer: pages have no password protection; it says so and changes nothing.",
  },
];

const settings: Case[] = [
  {
    id: "settings-301",
    domain: "settings",
    intent: "change",
    say: ["Let's swap the accent colour for something punchier — a bright coral, #ff6f61."],
    expect: [
      { setting: "themeColors.accent", equals: "#ff6f61" },
      { setting: "themeColors.primary", equals: "#35524a" },
    ],
    note: "Marketer: only the accent colour changes.",
  },
  {
    id: "settings-302",
    domain: "settings",
    intent: "change",
    say: ["Would you kindly add our Facebook page to the little social links? It is https://facebook.com/northwindstudio — my niece set it up for us."],
    expect: [
      { setting: "socialLinks", includes: "facebook.com/northwindstudio" },
      { setting: "socialLinks", includes: "Mastodon" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
    note: "Retired shopkeeper: a Facebook link is added; the two existing links stay.",
  },
  {
    id: "settings-303",
    domain: "settings",
    intent: "read",
    say: ["default (site-wide) seoTitle + seoDescription?"],
    expect: [unchanged, { reply: { includesAny: ["Northwind Studio"] } }, { reply: { includesAny: ["Calm, useful websites for independent businesses"] } }],
    note: "Developer: the default SEO title and description.",
  },
];

const entries: Case[] = [
  {
    id: "entries-301",
    domain: "entries",
    intent: "change",
    say: ["Please add new testimonial from Marta Kowalska, firm Kowalska Bakery: 'Very professional work and always fast answers.'"],
    expect: [{ entry: { where: { author: "Marta Kowalska" } }, exists: true, dataIncludes: { company: "Kowalska", quote: "Very professional" } }],
    note: "Non-native speaker: a new testimonial with quote, author and company.",
  },
  {
    id: "entries-302",
    domain: "entries",
    intent: "change",
    say: ["The Harbour Books testimonial is credited to Tom Okafor, but it was actually Grace Okafor who gave us that quote."],
    expect: [{ entry: "Harbour Books", exists: true, dataIncludes: { author: "Grace Okafor", quote: "Finally a website" } }],
    note: "Manager states a problem: the testimonial's author changes; the quote stays.",
  },
  {
    id: "entries-303",
    domain: "entries",
    intent: "read",
    say: ["who r the testimonails from"],
    expect: [unchanged, { reply: { includesAny: ["Priya Shah", "Maple Bakery"] } }, { reply: { includesAny: ["Tom Okafor", "Harbour Books"] } }],
    note: "On a phone: Priya Shah (Maple Bakery) and Tom Okafor (Harbour Books).",
  },
];

const search: Case[] = [
  {
    id: "search-301",
    domain: "search",
    intent: "read",
    say: ["I need to know every place on the site that mentions screen readers — the accessibility auditor is asking."],
    expect: [unchanged, { reply: { includesAny: ["Welcome to our new website", "welcome post"] } }],
    note: "Manager: only the welcome post's body mentions a screen reader.",
  },
  {
    id: "search-302",
    domain: "search",
    intent: "read",
    say: ["where does it say 2019 on the sight"],
    expect: [unchanged, { reply: { includesAny: ABOUT_PAGE } }],
    note: "On a phone ('sight' for site): the About page's text says the studio started in 2019.",
  },
];

const publishing: Case[] = [
  {
    id: "publishing-301",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Services", sections: [{ template: "text", content: { heading: "What we offer", body: "Design, build and care plans." } }] } },
      { post: { title: "Price update", body: "From January our care plans start at £55 a month.", tags: ["news"] } },
    ],
    say: ["publish `Services` page + 'Price update' post in one go"],
    expect: [{ page: "Services", live: true }, { post: "Price update", live: true, status: "published" }, cardShown],
    note: "Developer: both drafts go live together.",
  },
  {
    id: "publishing-302",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Services", sections: [{ template: "text", content: { heading: "What we offer", body: "Design, build and care plans." } }] } }],
    say: ["Client call in ten minutes. I need to know what's still waiting to go live."],
    expect: [unchanged, { reply: { includesAny: ["Services"] } }],
    note: "Manager: the Services page is an unpublished draft.",
  },
];

const clarify: Case[] = [
  {
    id: "clarify-301",
    domain: "clarify",
    intent: "clarify",
    say: ["Let's punch up the headline, it's just not selling."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Marketer: which headline, and to what, is not said; it asks.",
  },
];

const offtopic: Case[] = [
  {
    id: "offtopic-301",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Can you explain me when to use 'since' and when 'for'? My English teacher never explained it good."],
    expect: [unchanged, noCard],
    note: "Non-native speaker: a grammar question, not about the site; nothing changes.",
  },
];

export const ELEVENTH_PASS_CASES: Case[] = [
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
