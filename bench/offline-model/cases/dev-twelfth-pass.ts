/**
 * Twelfth development pass (ids `<domain>-401…`: 401–499 was still free): 120 more requests, three
 * in four of them changes, in the held-out set's six voices, about twenty cases each — a polite
 * retired shop owner writing long, courteous, old-fashioned messages; a terse developer ("rm",
 * "s/old/new/", "=>", key=value, backticks, paths like /about); an American marketer ("hero", "CTA",
 * "punch up", "swap in", "let's"); a non-native speaker (missing articles, odd word order, literal
 * translations); someone on a phone (typos, no punctuation, "pls", "thx", "u", "r"); and a manager
 * who states problems instead of asking ("the X is wrong", "customers complain that…", "this still
 * says…"). Covers menu links (add, rename, re-point, reorder, hide, unhide, remove, sub-items and the
 * two-level limit), page sections (headings, text, buttons and their links, images and their side,
 * FAQ items, feature boxes, galleries, adding, removing and moving sections), pages (create with
 * sections, rename the address, SEO title, publish, unpublish, delete, a reserved address), posts
 * (create with body, tags, excerpt and cover, edit, tag, publish, unpublish, archive, delete, a
 * schedule the tools cannot set), images (alt text, captions, replacing everywhere or in one place,
 * deleting, finding unused ones or ones without alt text), site settings (name, tagline, colours,
 * social links, SEO description), what is not live yet and publishing all but one item, a viewer
 * without rights, and twenty conversations of two or three turns that refer back ("it", "that one",
 * "the same for…", "actually make it…", "undo that", "bring it back"). About one message in six has
 * a typo. Written from the tool descriptions, the services, the templates and the demo seed only
 * (see README.md). Each note starts with the voice.
 */
import { unchanged, liveSame, noCard, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const POSTS = DEMO.posts;

/** Ways of naming the About page that do not also match the word "about" on its own. */
const ABOUT_PAGE = ["About page", "the About", "/about", "“About”", "'About'", '"About"', "About us", "page About"];

const navigation: Case[] = [
  {
    id: "navigation-401",
    domain: "navigation",
    intent: "change",
    say: [
      "Good morning to you. A kind customer remarked that our menu ought to have a link reading ‘Our story’, which would take people to the About page. Would you be good enough to add one, and to place it immediately after ‘Home’, so that it is the second item along? I am much obliged.",
    ],
    expect: [
      { menu: "Our story", present: true, linksTo: "About", parent: null, position: 1 },
      { menuOrder: ["Home", "Our story", "About", "Blog", "Contact"] },
    ],
    note: "Retired shopkeeper: a new top-level item 'Our story' to the About page, second in the menu; the other four stay as they were.",
  },
  {
    id: "navigation-402",
    domain: "navigation",
    intent: "change",
    say: ["nav `Blog` => https://blog.northwind.example (keep label + position)"],
    expect: [
      { menu: "Blog", present: true, linksTo: "https://blog.northwind.example", position: 2 },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
    note: "Developer: re-points the Blog item to an outside address; label and place unchanged.",
  },
  {
    id: "navigation-403",
    domain: "navigation",
    intent: "change",
    say: ["Let's add a 'Work with us' link to the nav that goes to the Contact page — slot it in right befor Contact."],
    expect: [
      { menu: "Work with us", present: true, linksTo: "Contact", parent: null },
      { menuOrder: ["Home", "About", "Blog", "Work with us", "Contact"] },
    ],
    note: "Marketer: a second link to the Contact page, placed just before the Contact item.",
  },
  {
    id: "navigation-404",
    domain: "navigation",
    intent: "change",
    say: ["Please the link Home in the menu rename in 'Start'. Page stays same."],
    expect: [
      { menu: "Start", present: true, linksTo: "Home", position: 0 },
      { menu: "Home", present: false },
      { page: "Home", exists: true },
    ],
    note: "Non-native speaker ('rename in' = rename to): the Home item is relabelled 'Start'; it still links to the Home page, first in the menu.",
  },
  {
    id: "navigation-405",
    domain: "navigation",
    intent: "change",
    say: ["pls put blog aftr contact in the menu"],
    expect: [{ menuOrder: ["Home", "About", "Contact", "Blog"] }, { menu: "Blog", linksTo: "/blog", visible: true }],
    note: "On a phone: moves Blog to the end, after Contact.",
  },
  {
    id: "navigation-406",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Newsletter", live: true, sections: [{ template: "text", content: { heading: "Join our newsletter", body: "One email a month, no spam." } }] } }],
    say: ["The Newsletter page isn't in the menu anywhere. Customers keep asking us how to find it."],
    expect: [
      { menu: "Newsletter", present: true, linksTo: "Newsletter", parent: null, visible: true },
      { menu: "Contact", present: true, visible: true, linksTo: "Contact" },
    ],
    note: "Manager states the problem: a menu item 'Newsletter' linking to the Newsletter page is added; nothing else in the menu changes.",
  },
  {
    id: "navigation-407",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Opening hours", url: "/opening-hours" } }],
    say: [
      "Dear assistant, the menu along the top of our website has grown rather long since my nephew added ‘Opening hours’ to it. Might that link be tucked away underneath ‘Contact’ instead, as a sort of sub-heading? It would look far tidier, I think. Thank you ever so much.",
    ],
    expect: [
      { menu: "Opening hours", present: true, parent: "Contact", linksTo: "/opening-hours" },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
    note: "Retired shopkeeper: the existing top-level 'Opening hours' item becomes a sub-item of Contact.",
  },
  {
    id: "navigation-408",
    domain: "navigation",
    intent: "change",
    say: ["rm nav itme `Home` (logo already links to /)"],
    expect: [
      { menu: "Home", present: false },
      { menuOrder: ["About", "Blog", "Contact"] },
      { page: "Home", exists: true, live: true },
    ],
    note: "Developer: removes the Home menu item; the Home page itself stays live.",
  },
  {
    id: "navigation-409",
    domain: "navigation",
    intent: "read",
    given: [
      { menuItem: { label: "Team", url: "/team", parent: "About" } },
      { menuItem: { label: "Careers", url: "/careers", parent: "About" } },
    ],
    say: ["Quick one — what's sitting in the dropdown under About in our nav?"],
    expect: [unchanged, { reply: { includesAll: ["Team", "Careers"] } }],
    note: "Marketer: About has two sub-items, Team and Careers.",
  },
  {
    id: "navigation-410",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Team", live: true, sections: [{ template: "text", content: { heading: "Our team", body: "Four people, one studio." } }] } }],
    say: ["Please make under About in menu one more link, to page Team."],
    expect: [
      { menu: "Team", present: true, parent: "About", linksTo: "Team" },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
    note: "Non-native speaker: a sub-item 'Team' under About, linking to the Team page; the top level is unchanged.",
  },
  {
    id: "navigation-411",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "FAQ", url: "/faq", visible: false } }],
    say: ["can u unhide the faq link in teh menu thx"],
    expect: [
      { menu: "FAQ", present: true, visible: true, linksTo: "/faq" },
      { menuOrder: ["Home", "About", "Blog", "Contact", "FAQ"] },
    ],
    note: "On a phone: the hidden FAQ item is shown again, in the same place.",
  },
  {
    id: "navigation-412",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://old-shop.example" } }],
    say: ["The Shop link in our menu still sends people to the old shop at old-shop.example. The new shop is https://shop.northwind.example and we've had three complants this week."],
    expect: [
      { menu: "Shop", present: true, linksTo: "https://shop.northwind.example", visible: true },
      { menuOrder: ["Home", "About", "Blog", "Contact", "Shop"] },
    ],
    note: "Manager states the problem: the Shop item is re-pointed to the new shop's address; label and place unchanged.",
  },
  {
    id: "navigation-413",
    domain: "navigation",
    intent: "refuse",
    given: [
      { menuItem: { label: "Our people", url: "/people", parent: "About" } },
      { menuItem: { label: "Team", url: "/team" } },
    ],
    say: ["nav: `Team` -> child of `Our people`"],
    expect: [
      unchanged,
      { menu: "Team", parent: null },
      { reply: { includesAny: [...CANNOT, "two levels", "at most two", "sub-item", "nested"] } },
    ],
    note: "Developer: 'Our people' is itself a sub-item of About and the menu is at most two levels deep, so it says so and nothing moves.",
  },
  {
    id: "navigation-414",
    domain: "navigation",
    intent: "read",
    say: ["How many links has the menu at this moment?"],
    expect: [unchanged, { reply: { includesAny: ["4", "four"] } }],
    note: "Non-native speaker: the menu has four items (Home, About, Blog, Contact).",
  },
  {
    id: "navigation-415",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://old-shop.example" } }],
    say: ["take the shop link out of the menu its brokn"],
    expect: [
      { anyOf: [[{ menu: "Shop", present: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }], [{ menu: "Shop", present: true, visible: false }]] },
      { menu: "Contact", present: true, visible: true },
      { menu: "Blog", present: true, visible: true },
    ],
    note: "On a phone, with a typo: the Shop item leaves the menu (removed, or at least hidden); the others stay.",
  },
  {
    id: "navigation-416",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Team", url: "/team", parent: "About" } }],
    say: [
      "Good evening. Beneath ‘About’ in our menu there is a little link that simply says ‘Team’. It sounds rather curt to my ear. Could it be altered to read ‘Meet the team’ instead? It should still lead to the same place, of course. With thanks.",
    ],
    expect: [
      { menu: "Meet the team", present: true, parent: "About", linksTo: "/team" },
      { menu: "Team", present: false },
    ],
    note: "Retired shopkeeper: relabels the sub-item; it stays under About with the same link.",
  },
];

const sections: Case[] = [
  {
    id: "sections-401",
    domain: "sections",
    intent: "change",
    say: [
      "Good afternoon. Near the bottom of our front page there is a line saying that we reply within two working days. I am pleased to say we now answer everyone on the very same day. Could that sentence be changed to read ‘Tell us about it — we reply the same working day.’? Thank you kindly.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "cta", fields: { body: "same working day", heading: "Have a project in mind?", buttonLabel: "Get in touch" } }], textExcludes: ["two working days"] },
      { page: "Home", sectionTemplates: ["hero", "featureGrid", "cta"] },
    ],
    note: "Retired shopkeeper: the Home call-to-action text changes; its heading and button stay.",
  },
  {
    id: "sections-402",
    domain: "sections",
    intent: "change",
    say: ["/ hero: s/See what we do/Explore our work/"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Explore our work", ctaUrl: "/about", heading: "Websites that feel calm and work hard" } }], textExcludes: ["See what we do"] },
    ],
    note: "Developer: the Home hero's button label changes; its link (/about) and heading stay.",
  },
  {
    id: "sections-403",
    domain: "sections",
    intent: "change",
    say: [
      "Let's punch up the subheading in the Home hero. Swap in: 'Fast, friendly websites for independent businesses — built to load in a blink and easy for your whole team to update.'",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { subheading: "load in a blink", heading: "Websites that feel calm and work hard", ctaLabel: "See what we do" } }], textExcludes: ["pleasant to use"] },
    ],
    note: "Marketer: only the hero's subheading is replaced; headline and button stay.",
  },
  {
    id: "sections-404",
    domain: "sections",
    intent: "change",
    say: ["Please add to questions on About page one more: 'Do you make also online shops?' and answer 'Yes, small shops with up to 200 products.'"],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "online shops" } }],
        textIncludes: ["200 products", "How long does a website take?", "Can we edit the site ourselves?"],
        sectionTemplates: ["text", "imageText", "faq"],
      },
    ],
    note: "Non-native speaker: a third FAQ item on the About page; the two existing ones stay.",
  },
  {
    id: "sections-405",
    domain: "sections",
    intent: "change",
    say: ["chnage the get in touch button on the home page so it goes to /book-a-call"],
    expect: [
      { page: "Home", sections: [{ template: "cta", fields: { buttonUrl: "/book-a-call", buttonLabel: "Get in touch" } }] },
      { page: "Home", sections: [{ template: "hero", fields: { ctaUrl: "/about" } }] },
    ],
    note: "On a phone, with a typo: the 'Get in touch' button's link changes; its label and the hero button stay.",
  },
  {
    id: "sections-406",
    domain: "sections",
    intent: "change",
    say: ["The 'Where we work' part of the About page has its picture on the right and two customers said it looks odd next to the questions. It should be on the left."],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg", heading: "Where we work" } }], sectionTemplates: ["text", "imageText", "faq"] },
    ],
    note: "Manager states the problem: the image-and-text section's image moves to the left; the picture and text stay.",
  },
  {
    id: "sections-407",
    domain: "sections",
    intent: "change",
    say: [
      "Forgive me for troubling you again. On the front page there are three little boxes, the last of which is headed ‘Care’. I should like the words beneath it to say ‘Ongoing help for as long as you need it.’ The other two boxes are quite all right as they are.",
    ],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Ongoing help for as long as you need it" } }],
        textIncludes: ["Care", "Clear layouts and type that put your content first.", "Fast, accessible pages that work on every device."],
        textExcludes: ["keeps up with your business"],
      },
    ],
    note: "Retired shopkeeper: only the Care feature's description changes; Design and Build keep theirs.",
  },
  {
    id: "sections-408",
    domain: "sections",
    intent: "change",
    say: ["home featureGrid: append {title: \"Hosting\", description: \"UK servers, daily backups.\"}"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "featureGrid", fields: { features: "Hosting", heading: "What we do" } }],
        textIncludes: ["daily backups", "Design", "Build", "Care"],
        sectionTemplates: ["hero", "featureGrid", "cta"],
      },
    ],
    note: "Developer: a fourth feature box after Design, Build and Care.",
  },
  {
    id: "sections-409",
    domain: "sections",
    intent: "change",
    say: ["Swap the hero imgae on the home page for the blue coast shot — it's way more on-brand."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] },
      { post: POSTS.welcome, coverImage: "mountain-sunrise.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
    note: "Marketer: only the Home hero's picture changes; the welcome post keeps mountain-sunrise.jpg as its cover.",
  },
  {
    id: "sections-410",
    domain: "sections",
    intent: "change",
    say: ["On page Contact the title 'Say hello' please change in 'Write us'."],
    expect: [
      { page: "Contact", sections: [{ template: "text", fields: { heading: "Write us", body: "hello@northwind.example" } }], textExcludes: ["Say hello"], sectionTemplates: ["text", "gallery"] },
    ],
    note: "Non-native speaker ('change in' = change to): the Contact page's heading becomes 'Write us'; the text under it stays.",
  },
  {
    id: "sections-411",
    domain: "sections",
    intent: "change",
    say: ["delete the faq bit on the abuot page pls"],
    expect: [{ page: "About", sectionTemplates: ["text", "imageText"] }, { page: "About", exists: true }],
    note: "On a phone: the About page's FAQ section goes; the other two stay.",
  },
  {
    id: "sections-412",
    domain: "sections",
    intent: "change",
    say: ["The About page still tells people a website takes six to ten weeks. It's four to eight weeks now, and we've had a client quote the old nubmer back at us."],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "four to eight weeks" } }],
        textExcludes: ["six to ten"],
        textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"],
      },
    ],
    note: "Manager states the problem: the first FAQ answer now says four to eight weeks; both questions stay.",
  },
  {
    id: "sections-413",
    domain: "sections",
    intent: "change",
    say: [
      "Hello again. On our About page, I feel the questions and answers ought to come before the part about where we work, since that is what visitors most want to read. Would you be so kind as to swap those two round? The opening part about us should stay at the top.",
    ],
    expect: [{ page: "About", sectionTemplates: ["text", "faq", "imageText"] }],
    note: "Retired shopkeeper: the FAQ moves above the image-and-text section; 'About us' stays first.",
  },
  {
    id: "sections-414",
    domain: "sections",
    intent: "change",
    say: ["/contact: add faq section at end — Q \"Do you take walk-ins?\" A \"By appointment only.\""],
    expect: [
      { page: "Contact", sectionTemplates: ["text", "gallery", "faq"], sections: [{ template: "faq", fields: { items: "walk-ins" } }], textIncludes: ["By appointment only"] },
    ],
    note: "Developer: a new FAQ section at the bottom of Contact with one question.",
  },
  {
    id: "sections-415",
    domain: "sections",
    intent: "change",
    say: ["Let's close out the About page with a CTA block at the bottom: headline 'Ready to start?', button 'Book a call' linking to /contact."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Ready to start?", buttonLabel: "Book a call", buttonUrl: "/contact" } }],
      },
    ],
    note: "Marketer: a call-to-action section is added as the About page's last section.",
  },
  {
    id: "sections-416",
    domain: "sections",
    intent: "change",
    say: ["In the galery on page Contact please put also the picture of autumn valley."],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "autumn-valley.jpg" } }], textIncludes: ["blue-coast.png", "studio-dusk.jpg"], sectionTemplates: ["text", "gallery"] },
    ],
    note: "Non-native speaker: the Contact gallery gets autumn-valley.jpg as a third picture; the two it had stay.",
  },
  {
    id: "sections-417",
    domain: "sections",
    intent: "read",
    say: ["whats the big heading on the contcat page say"],
    expect: [unchanged, { reply: { includesAny: ["Say hello"] } }],
    note: "On a phone: the Contact page's heading is 'Say hello'.",
  },
  {
    id: "sections-418",
    domain: "sections",
    intent: "read",
    say: ["Someone in sales says the button at the bottom of the home page goes to the wrong place. I need to know where it actually goes."],
    expect: [unchanged, { reply: { includesAny: ["/contact", "Contact page", "the Contact"] } }],
    note: "Manager: the 'Get in touch' button links to /contact; nothing to change.",
  },
  {
    id: "sections-419",
    domain: "sections",
    intent: "read",
    say: ["Would you be so good as to tell me what is written in the three little boxes on our front page? My eyesight is not what it was and the screen is rather small."],
    expect: [unchanged, { reply: { includesAll: ["Design", "Build", "Care"] } }],
    note: "Retired shopkeeper: the feature boxes are Design, Build and Care.",
  },
  {
    id: "sections-420",
    domain: "sections",
    intent: "change",
    say: ["/about: drop section \"Where we work\""],
    expect: [{ page: "About", sectionTemplates: ["text", "faq"], textIncludes: ["About us", "Questions we hear often"] }],
    note: "Developer: removes the image-and-text section from About; the text and FAQ stay.",
  },
];

const pages: Case[] = [
  {
    id: "pages-401",
    domain: "pages",
    intent: "change",
    say: [
      "Good morning. We have never had our opening hours on the website, which my regulars find very odd. Could you please make a new page called ‘Opening Hours’, saying: ‘We are open Monday to Friday from nine until half past five, and on Saturday mornings from nine until one.’ Please do not put it up for the public just yet; my daughter would like to read it first.",
    ],
    expect: [
      { page: "Opening Hours", exists: true, live: false, textIncludes: ["Monday to Friday", "Saturday"] },
      liveSame,
    ],
    note: "Retired shopkeeper: a new draft page with the hours in a section; not published, as asked.",
  },
  {
    id: "pages-402",
    domain: "pages",
    intent: "change",
    say: ["page About: slug=about-us"],
    expect: [
      { page: "About", slug: "about-us", sectionTemplates: ["text", "imageText", "faq"] },
      { menu: "About", present: true, linksTo: "About" },
    ],
    note: "Developer: the About page's address becomes /about-us; the menu still links to the page.",
  },
  {
    id: "pages-403",
    domain: "pages",
    intent: "change",
    say: [
      "Let's spin up a Pricing page: a hero with the headline 'Simple, honest pricing', then an FAQ with one question — 'Do you charge by the hour?' answered 'No, every project has a fixed price agreed up front.'",
    ],
    expect: [
      {
        page: "Pricing",
        exists: true,
        live: false,
        sectionTemplates: ["hero", "faq"],
        sections: [
          { template: "hero", fields: { heading: "Simple, honest pricing" } },
          { template: "faq", fields: { items: "fixed price" } },
        ],
        textIncludes: ["by the hour"],
      },
    ],
    note: "Marketer: a new draft page with a hero and an FAQ, in that order.",
  },
  {
    id: "pages-404",
    domain: "pages",
    intent: "read",
    say: ["What is the adress of page About in internet?"],
    expect: [unchanged, { reply: { includesAny: ["/about"] } }],
    note: "Non-native speaker: the About page lives at /about.",
  },
  {
    id: "pages-405",
    domain: "pages",
    intent: "change",
    say: ["unpublish the about pgae pls"],
    expect: [
      { page: "About", exists: true, live: false },
      { page: "Home", live: true },
      { page: "Contact", live: true },
    ],
    note: "On a phone: the About page is taken off the site but kept; the other pages stay live.",
  },
  {
    id: "pages-406",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Sale", live: true, sections: [{ template: "hero", content: { heading: "20% off everything until August" } }] } }],
    say: ["The Summer Sale page is still up and the sale ended last week. People are trying to claim the discount."],
    expect: [
      { anyOf: [[{ page: "Summer Sale", exists: true, live: false }], [{ page: "Summer Sale", inTrash: true }]] },
      { page: "About", live: true },
    ],
    note: "Manager states the problem: the Summer Sale page leaves the site (unpublished or deleted); other pages stay live.",
  },
  {
    id: "pages-407",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Gift Vouchers", sections: [{ template: "text", content: { heading: "Gift vouchers", body: "Vouchers from £10, valid for a year." } }] } }],
    say: [
      "Good day. My granddaughter prepared a page about our gift vouchers some weeks ago, but I understand nobody can see it. I have read it through and I am perfectly happy with it. Would you kindly make it available to the public now?",
    ],
    expect: [{ page: "Gift Vouchers", exists: true, live: true, liveTextIncludes: ["Vouchers from £10"] }],
    note: "Retired shopkeeper: publishes the draft Gift Vouchers page.",
  },
  {
    id: "pages-408",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Old Landing", sections: [{ template: "hero", content: { heading: "Coming soon" } }] } }],
    say: ["rm page \"Old Landing\""],
    expect: [
      { page: "Old Landing", inTrash: true },
      { page: "Home", exists: true, live: true },
    ],
    note: "Developer: the Old Landing draft goes to the trash; nothing else.",
  },
  {
    id: "pages-409",
    domain: "pages",
    intent: "change",
    say: ["The About page needs a punchier SEO title. Make it: About Northwind Studio — a calm web design team"],
    expect: [
      { page: "About", seoTitle: "About Northwind Studio — a calm web design team", seoDescription: "Who we are and how we work.", slug: "about" },
      { setting: "seoTitle", changed: false },
    ],
    note: "Marketer: the About page's own SEO title is set; its description, address and the site-wide SEO title stay.",
  },
  {
    id: "pages-410",
    domain: "pages",
    intent: "read",
    say: ["Which pages has the site, and are all of them visible for the visitors?"],
    expect: [unchanged, { reply: { includesAll: ["Home", "Contact"] } }, { reply: { includesAny: ABOUT_PAGE.concat(["About"]) } }],
    note: "Non-native speaker: three pages — Home, About, Contact — all published.",
  },
  {
    id: "pages-411",
    domain: "pages",
    intent: "read",
    say: ["is the contact page live rn"],
    expect: [unchanged, { reply: { includesAny: ["yes", "is live", "is published", "it's live", "it is live", "published"], excludes: ["not live", "isn't live", "not published", "is a draft"] } }],
    note: "On a phone: yes, the Contact page is published.",
  },
  {
    id: "pages-412",
    domain: "pages",
    intent: "refuse",
    say: ["The About page's address should be /blog so people find our news there too."],
    expect: [unchanged, { page: "About", slug: "about" }, { reply: { includesAny: [...CANNOT, "reserved", "already used", "taken"] } }],
    note: "Manager: /blog is reserved by the site for the blog, so the address cannot be used; nothing changes.",
  },
];

const posts: Case[] = [
  {
    id: "posts-401",
    domain: "posts",
    intent: "change",
    say: [
      "Dear assistant, I have written a few lines for the blog and should be greatful if you would put them in. The title is ‘A new window display for spring’ and the words are: ‘This week we dressed the front window with primroses, seed packets and a borrowed wheelbarrow. Do come and have a look.’ Please label it as news. I shan’t want it published until my son has checked the spelling.",
    ],
    expect: [
      { post: "A new window display for spring", exists: true, status: "draft", live: false, bodyIncludes: ["primroses", "wheelbarrow"], tags: ["news"] },
      liveSame,
    ],
    note: "Retired shopkeeper: a new draft post with body and the tag news; not published, as asked.",
  },
  {
    id: "posts-402",
    domain: "posts",
    intent: "change",
    say: ["post `behind-the-scenes-our-design-process`: tags += tutorial"],
    expect: [{ post: POSTS.process, tags: ["process", "design", "tutorial"], status: "published" }],
    note: "Developer: adds the tag tutorial to the process post (named by its slug); its two tags stay.",
  },
  {
    id: "posts-403",
    domain: "posts",
    intent: "change",
    say: [
      "Let's get a post drafted: 'Five signs your website needs a refresh'. Excerpt: 'Slow pages, old photos and a contact form nobody answers.' Tag it marketing and use the autumn valley image as the cover.",
    ],
    expect: [
      { post: "Five signs your website needs a refresh", exists: true, status: "draft", excerptIncludes: ["Slow pages, old photos"], tagsInclude: ["marketing"], coverImage: "autumn-valley.jpg" },
    ],
    note: "Marketer: a new draft post with excerpt, tag and cover.",
  },
  {
    id: "posts-404",
    domain: "posts",
    intent: "change",
    say: ["The post about autumn colours I want it on the blog today, and take away from it the tag seasonal."],
    expect: [{ post: POSTS.autumn, status: "published", live: true, tags: ["design"] }],
    note: "Non-native speaker: publishes the autumn post and removes its seasonal tag; design stays.",
  },
  {
    id: "posts-405",
    domain: "posts",
    intent: "change",
    say: ["take the design process post off the blog but dont delete it"],
    expect: [
      { anyOf: [[{ post: POSTS.process, status: "draft" }], [{ post: POSTS.process, status: "archived" }]] },
      { post: POSTS.process, exists: true, live: false },
      { post: POSTS.welcome, live: true },
    ],
    note: "On a phone: the process post leaves the blog (unpublished or archived) and is kept.",
  },
  {
    id: "posts-406",
    domain: "posts",
    intent: "change",
    say: ["The welcome post still says our pages load in under a second. That isn't true on mobile and a client pointed it out. It should say they load in about two seconds."],
    expect: [{ post: POSTS.welcome, bodyIncludes: ["about two seconds", "screen reader", "Thanks for stopping by"], bodyExcludes: ["under a second"] }],
    note: "Manager states the problem: only that line of the welcome post's body changes.",
  },
  {
    id: "posts-407",
    domain: "posts",
    intent: "change",
    given: [{ post: { title: "Test post please ignore", body: "Testing, testing." } }],
    say: [
      "I'm afraid I made rather a muddle last week and there is now a post called ‘Test post please ignore’ lurking among the drafts. Would you be so kind as to throw it away? The proper posts must of course stay.",
    ],
    expect: [
      { post: "Test post please ignore", inTrash: true },
      { post: POSTS.autumn, exists: true, status: "draft" },
      { post: POSTS.welcome, exists: true, status: "published" },
    ],
    note: "Retired shopkeeper: the test draft goes to the trash; the demo posts stay.",
  },
  {
    id: "posts-408",
    domain: "posts",
    intent: "change",
    say: ["welcome post: excerpt = \"New site, new blog.\""],
    expect: [{ post: POSTS.welcome, excerptIncludes: ["New site, new blog."], bodyIncludes: ["We rebuilt our website from scratch."], tags: ["news"] }],
    note: "Developer: the welcome post's excerpt is replaced; body and tag stay.",
  },
  {
    id: "posts-409",
    domain: "posts",
    intent: "change",
    say: ["Swap in the blue coast image as the cover on the design process post."],
    expect: [
      { post: POSTS.process, coverImage: "blue-coast.png" },
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "studio-dusk.jpg" } }] },
    ],
    note: "Marketer: the process post's cover becomes blue-coast.png; studio-dusk.jpg stays on the About page.",
  },
  {
    id: "posts-410",
    domain: "posts",
    intent: "change",
    say: ["Make new post with title 'We move to new studio' and text 'From 1 March you find us on Harbour Street 12.' Not publish it yet please."],
    expect: [{ post: "We move to new studio", exists: true, status: "draft", live: false, bodyIncludes: ["Harbour Street 12"] }, liveSame],
    note: "Non-native speaker: a new draft post with that body; not published.",
  },
  {
    id: "posts-411",
    domain: "posts",
    intent: "change",
    say: ["unpublsh the welcome post"],
    expect: [
      { post: POSTS.welcome, exists: true, status: "draft", live: false },
      { post: POSTS.process, status: "published", live: true },
    ],
    note: "On a phone, with a typo: the welcome post goes back to draft; the process post stays live.",
  },
  {
    id: "posts-412",
    domain: "posts",
    intent: "refuse",
    say: ["The autumn post has to go out next Monday at 9am — not before, the client hasn't announced the palette yet."],
    expect: [
      unchanged,
      { post: POSTS.autumn, status: "draft", live: false },
      { reply: { includesAny: CANNOT } },
    ],
    note: "Manager: the tools cannot schedule a post for later, so it says so and does not publish it now.",
  },
  {
    id: "posts-413",
    domain: "posts",
    intent: "read",
    say: ["Could you read me the little summary that appears under the welcome piece on the blog? I have quite forgotten what we wrote."],
    expect: [unchanged, { reply: { includesAny: ["fresh look", "faster pages"] } }],
    note: "Retired shopkeeper: the welcome post's excerpt is 'A fresh look, faster pages and a blog where we share what we learn.'",
  },
  {
    id: "posts-414",
    domain: "posts",
    intent: "read",
    say: ["posts where tag=design ?"],
    expect: [unchanged, { reply: { includesAll: ["Behind the scenes", "Autumn collection"] } }],
    note: "Developer: the process post and the autumn draft are tagged design.",
  },
  {
    id: "posts-415",
    domain: "posts",
    intent: "change",
    say: ["Let's retitle the design process post to 'How we take a project from sketch to launch' — much more clickable."],
    expect: [
      { post: "How we take a project from sketch to launch", exists: true, status: "published", tags: ["process", "design"] },
      { post: POSTS.process, exists: false },
    ],
    note: "Marketer: the process post gets the new title; status and tags stay.",
  },
  {
    id: "posts-416",
    domain: "posts",
    intent: "read",
    say: ["how many blog posts do we hav in total"],
    expect: [unchanged, { reply: { includesAny: ["3", "three"] } }],
    note: "On a phone, with a typo: three posts (two published, one draft).",
  },
];

const images: Case[] = [
  {
    id: "images-401",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "shopfront.jpg" } }],
    say: [
      "Good afternoon. My niece, who is partially sighted, tells me that the photograph of our shop front has no description for people who use those reading programmes. Could you give it one, something along the lines of ‘Green-painted shop front with a striped awning’? Thank you.",
    ],
    expect: [{ image: "shopfront.jpg", hasAlt: true, altIncludes: ["shop front", "awning"] }, { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" }],
    note: "Retired shopkeeper: alt text for shopfront.jpg; other images keep theirs.",
  },
  {
    id: "images-402",
    domain: "images",
    intent: "read",
    say: ["which images have \"hills\" in the alt?"],
    expect: [unchanged, { reply: { includesAny: ["mountain-sunrise", "Layered hills"] } }, { reply: { includesAny: ["studio-dusk", "Soft violet dusk"] } }],
    note: "Developer: mountain-sunrise.jpg and studio-dusk.jpg both mention hills in their alt text.",
  },
  {
    id: "images-403",
    domain: "images",
    intent: "change",
    say: ["The sunrise image's alt text is kinda bland. Make it 'Sunrise over layered green hills, the view from our studio'."],
    expect: [{ image: "mountain-sunrise.jpg", alt: "Sunrise over layered green hills, the view from our studio", caption: "Sunrise over the hills" }],
    note: "Marketer: the mountain-sunrise.jpg alt text is replaced; its caption stays.",
  },
  {
    id: "images-404",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo.png", alt: "Old Northwind logo" } }],
    say: ["Please delete the picture old-logo.png from library, we not use it more."],
    expect: [
      { image: "old-logo.png", inTrash: true },
      { image: "blue-coast.png", exists: true },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "Non-native speaker: old-logo.png goes to the trash; the other images stay.",
  },
  {
    id: "images-405",
    domain: "images",
    intent: "change",
    say: ["change the captoin on the autumn valley pic to Autumn walk near the studio"],
    expect: [{ image: "autumn-valley.jpg", caption: "Autumn walk near the studio", alt: "Orange autumn valley with a pale sun" }],
    note: "On a phone: the caption changes; the alt text stays.",
  },
  {
    id: "images-406",
    domain: "images",
    intent: "read",
    given: [
      { image: { name: "team-photo.jpg" } },
      { image: { name: "counter.jpg", alt: "Wooden shop counter with a brass till" } },
    ],
    say: ["We've been told some of our pictures have no description for screen readers, which is an accessibility problem. I need the list."],
    expect: [unchanged, { reply: { includesAny: ["team-photo"] } }],
    note: "Manager: only team-photo.jpg has no alt text.",
  },
  {
    id: "images-407",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "window-display.jpg", alt: "Spring window display with primroses" } }],
    say: [
      "Might you tell me whether any of the photographs in our collection are simply sitting there, not used anywhere on the website? I dislike keeping things for no reason, but I shan’t throw anything away until I know.",
    ],
    expect: [unchanged, { reply: { includesAny: ["window-display", "Spring window display"] } }],
    note: "Retired shopkeeper: window-display.jpg is the only image used nowhere; nothing is deleted.",
  },
  {
    id: "images-408",
    domain: "images",
    intent: "change",
    say: ["replace studio-dusk.jpg with blue-coast.png everywhere it's used"],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "blue-coast.png" } }] },
      { post: POSTS.process, coverImage: "blue-coast.png" },
      { page: "Contact", textExcludes: ["studio-dusk.jpg"] },
      { image: "studio-dusk.jpg", exists: true },
    ],
    note: "Developer: every use of studio-dusk.jpg (About section, Contact gallery, process post cover) becomes blue-coast.png; the image itself is kept.",
  },
  {
    id: "images-409",
    domain: "images",
    intent: "read",
    say: ["Which image is our home page hero using right now, and what's its alt text?"],
    expect: [unchanged, { reply: { includesAny: ["mountain-sunrise"] } }, { reply: { includesAny: ["Layered hills under a warm sunrise sky"] } }],
    note: "Marketer: the hero shows mountain-sunrise.jpg, alt 'Layered hills under a warm sunrise sky'.",
  },
  {
    id: "images-410",
    domain: "images",
    intent: "change",
    say: ["For the image autumn-valley the description for blind people (alt) please make: 'Valley with orange trees in autumn'."],
    expect: [{ image: "autumn-valley.jpg", alt: "Valley with orange trees in autumn", caption: "Autumn in the valley" }],
    note: "Non-native speaker: the alt text changes; the caption stays.",
  },
  {
    id: "images-411",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "IMG_2041.jpg" } }],
    say: ["add alt text to IMG_2041 pls its our team at the summer fair"],
    expect: [{ image: "IMG_2041.jpg", hasAlt: true, altIncludes: ["summer fair"] }],
    note: "On a phone: IMG_2041.jpg gets alt text about the team at the summer fair.",
  },
  {
    id: "images-412",
    domain: "images",
    intent: "change",
    say: ["The photo at the top of the home page is the wrong one. It should be the autumn valley picture."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg", heading: "Websites that feel calm and work hard" } }] },
      { post: POSTS.welcome, coverImage: "mountain-sunrise.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
    note: "Manager states the problem: only the Home hero's picture changes; the welcome post keeps mountain-sunrise.jpg.",
  },
];

const settings: Case[] = [
  {
    id: "settings-401",
    domain: "settings",
    intent: "change",
    say: [
      "Good morning. The little line of words beneath our name at the top of the website does not sound like us at all. I should like it to read ‘Handmade websites for small shops’, if that is not too much bother.",
    ],
    expect: [{ setting: "tagline", equals: "Handmade websites for small shops" }, { setting: "name", changed: false }],
    note: "Retired shopkeeper: the tagline changes; the site name stays.",
  },
  {
    id: "settings-402",
    domain: "settings",
    intent: "change",
    say: ["theme.accent = #1d4ed8"],
    expect: [
      { setting: "themeColors.accent", equals: "#1d4ed8" },
      { setting: "themeColors.primary", equals: "#35524a" },
      { setting: "themeColors.background", changed: false },
    ],
    note: "Developer: only the accent colour changes.",
  },
  {
    id: "settings-403",
    domain: "settings",
    intent: "change",
    say: ["Let's make our accent colour a bold purple — the orange feels dated."],
    expect: [
      { setting: "themeColors.accent", looksLike: "purple" },
      { setting: "themeColors.primary", changed: false },
      { setting: "themeColors.text", changed: false },
    ],
    note: "Marketer: the accent becomes a purple; the other colours stay.",
  },
  {
    id: "settings-404",
    domain: "settings",
    intent: "change",
    say: ["Name of the site please change to 'Northwind Design Studio'."],
    expect: [{ setting: "name", equals: "Northwind Design Studio" }, { setting: "tagline", changed: false }],
    note: "Non-native speaker: the site name changes; the tagline stays.",
  },
  {
    id: "settings-405",
    domain: "settings",
    intent: "change",
    say: ["add our insta to the socail links instagram.com/northwindstudio thx"],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
      { setting: "socialLinks", includes: "github.example/northwind" },
    ],
    note: "On a phone: an Instagram link is added; Mastodon and GitHub stay.",
  },
  {
    id: "settings-406",
    domain: "settings",
    intent: "change",
    say: ["Our GitHub link still points to github.example/northwind, but we moved everything to https://github.example/northwind-studio months ago."],
    expect: [
      { setting: "socialLinks", includes: "github.example/northwind-studio" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
      { setting: "socialLinks", includes: "GitHub" },
    ],
    note: "Manager states the problem: the GitHub link's address changes; Mastodon stays.",
  },
  {
    id: "settings-407",
    domain: "settings",
    intent: "read",
    say: ["Would you remind me which colours our website is set to use? The young man who built it did tell me, but I have mislaid the note."],
    expect: [unchanged, { reply: { includesAll: ["#35524a", "#d9622b"] } }],
    note: "Retired shopkeeper: primary #35524a and accent #d9622b (with background #fbfaf7 and text #1f2933).",
  },
  {
    id: "settings-408",
    domain: "settings",
    intent: "read",
    say: ["whats our taglne atm"],
    expect: [unchanged, { reply: { includesAny: ["Calm, useful websites for independent businesses"] } }],
    note: "On a phone, with a typo: the tagline is 'Calm, useful websites for independent businesses'.",
  },
  {
    id: "settings-409",
    domain: "settings",
    intent: "change",
    say: [
      "Our description in Google still says 'Calm, useful websites for independent businesses.' We do online shops now too, so it should say 'Calm, useful websites and online shops for independent businesses.'",
    ],
    expect: [
      { setting: "seoDescription", equals: "Calm, useful websites and online shops for independent businesses." },
      { setting: "tagline", changed: false },
      { setting: "seoTitle", changed: false },
    ],
    note: "Manager states the problem: the site's default SEO description changes; the tagline (same words) and SEO title stay.",
  },
];

const publishing: Case[] = [
  {
    id: "publishing-401",
    domain: "publishing",
    intent: "read",
    say: ["Could you tell me, please, whether there is anything on our website that has been written but not yet put out for the public to see?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection"] } }],
    note: "Retired shopkeeper: the autumn post is the only unpublished item.",
  },
  {
    id: "publishing-402",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Careers", sections: [{ template: "text", content: { heading: "Work with us", body: "We are hiring a junior designer." } }] } },
      { page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Plans", body: "From £900 per project." } }] } },
    ],
    say: ["publish all pending changes except page `Pricing`"],
    expect: [
      { page: "Careers", live: true },
      { post: POSTS.autumn, status: "published", live: true },
      { page: "Pricing", exists: true, live: false },
    ],
    note: "Developer: everything waiting goes live (Careers, the autumn post) except the Pricing draft.",
  },
  {
    id: "publishing-403",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Team", sections: [{ template: "text", content: { heading: "Meet the team", body: "Four people, one studio." } }] } }],
    say: ["Everything's been signed off. Let's push it all live!"],
    expect: [
      { page: "Team", live: true },
      { post: POSTS.autumn, status: "published", live: true },
    ],
    note: "Marketer: publishes every draft — the Team page and the autumn post.",
  },
  {
    id: "publishing-404",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Team", sections: [{ template: "text", content: { heading: "Meet the team", body: "Four people, one studio." } }] } }],
    say: ["Has the site some things which are not yet published? Which?"],
    expect: [unchanged, { reply: { includesAll: ["Team", "Autumn collection"] } }],
    note: "Non-native speaker: the Team page and the autumn post are waiting.",
  },
  {
    id: "publishing-405",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind.example", live: false } }],
    say: ["publish the menu changes pls"],
    expect: [
      { menu: "Shop", live: true },
      { post: POSTS.autumn, status: "draft", live: false },
    ],
    note: "On a phone: only the menu goes live (with the new Shop link); the autumn draft stays a draft.",
  },
  {
    id: "publishing-406",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Websites for shops and studios", live: false } }],
    say: ["We changed the tagline yesterday but the website still shows the old one."],
    expect: [
      { setting: "tagline", in: "live", equals: "Websites for shops and studios" },
      { post: POSTS.autumn, status: "draft", live: false },
    ],
    note: "Manager states the problem: the settings draft (new tagline) is published; the autumn draft is left alone.",
  },
  {
    id: "publishing-407",
    domain: "publishing",
    intent: "refuse",
    as: "viewer",
    say: ["Push the autumn post live, it's ready to go!"],
    expect: [unchanged, { post: POSTS.autumn, status: "draft", live: false }, { reply: { includesAny: PERMISSION } }],
    note: "Marketer with a viewer account: viewers cannot publish, so it says so and nothing changes.",
  },
  {
    id: "publishing-408",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Team", sections: [{ template: "text", content: { heading: "Meet the team", body: "Four people, one studio." } }] } },
      { page: { title: "Careers", sections: [{ template: "text", content: { heading: "Work with us", body: "No openings right now." } }] } },
    ],
    say: ["Publish please only the page Team. Other things stay like they are."],
    expect: [
      { page: "Team", live: true },
      { page: "Careers", exists: true, live: false },
      { post: POSTS.autumn, status: "draft", live: false },
    ],
    note: "Non-native speaker: only the Team page goes live.",
  },
];

const conversation: Case[] = [
  {
    id: "conversation-401",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you remind me what the heading on our Contact page says at present?",
      "Ah, I see. I should much prefer it to read ‘Do drop us a line’. Would you be so kind as to change it?",
    ],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Do drop us a line", body: "7946 0000" } }], sectionTemplates: ["text", "gallery"] }],
    note: "Retired shopkeeper: reads 'Say hello', then 'it' is that heading, which changes.",
  },
  {
    id: "conversation-402",
    domain: "conversation",
    intent: "change",
    say: ["nav += `Docs` -> https://docs.northwind.example", "mv it before Blog"],
    expect: [
      { menu: "Docs", present: true, linksTo: "https://docs.northwind.example", parent: null },
      { menuOrder: ["Home", "About", "Docs", "Blog", "Contact"] },
    ],
    note: "Developer: adds the item, then 'it' moves the new item before Blog.",
  },
  {
    id: "conversation-403",
    domain: "conversation",
    intent: "change",
    say: ["Swap the home hero headline to 'Calm websites. Serious results.'", "Actually, make it 'Calm websites, serious results.' — reads smoother."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Calm websites, serious results.", subheading: "We design and build sites" } }], textExcludes: ["websites. Serious"] },
    ],
    note: "Marketer: the second turn replaces the headline just set.",
  },
  {
    id: "conversation-404",
    domain: "conversation",
    intent: "change",
    say: ["Please show me which tags has the post about our design proces.", "Add to it also the tag 'workshop'."],
    expect: [{ post: POSTS.process, tags: ["process", "design", "workshop"] }],
    note: "Non-native speaker: reads process + design, then 'it' = that post gets workshop too.",
  },
  {
    id: "conversation-405",
    domain: "conversation",
    intent: "change",
    say: ["hide about in the menu", "and contact 2 pls"],
    expect: [
      { menu: "About", present: true, visible: false },
      { menu: "Contact", present: true, visible: false },
      { menu: "Home", visible: true },
      { menu: "Blog", visible: true },
    ],
    note: "On a phone: hides About, then Contact as well ('2' = too).",
  },
  {
    id: "conversation-406",
    domain: "conversation",
    intent: "change",
    say: ["The Blog link in the menu is in the wrong place. It should be the last one.", "Same problem with Home — it belongs right after About."],
    expect: [{ menuOrder: ["About", "Home", "Contact", "Blog"] }],
    note: "Manager states problems: Blog moves to the end, then Home moves to just after About.",
  },
  {
    id: "conversation-407",
    domain: "conversation",
    intent: "change",
    say: [
      "Might you make a new page for us called ‘Our Shop’, with a short paragraph reading: ‘We have sold fine teas and coffees on Mill Lane since 1987.’",
      "Splendid. Would you now be good enough to put it in the menu as well?",
      "And do let the public see it, please.",
    ],
    expect: [
      { page: "Our Shop", exists: true, live: true, textIncludes: ["Mill Lane"] },
      { menu: "Our Shop", present: true, linksTo: "Our Shop" },
    ],
    note: "Retired shopkeeper: creates the page, then adds 'it' to the menu, then publishes it.",
  },
  {
    id: "conversation-408",
    domain: "conversation",
    intent: "change",
    say: ["autumn post: tags += palette", "+ `autumn` too", "undo that"],
    expect: [{ post: POSTS.autumn, tags: ["design", "seasonal", "palette"], status: "draft" }],
    note: "Developer: adds palette, then autumn; 'undo that' takes back only the last change, so palette stays and autumn goes.",
  },
  {
    id: "conversation-409",
    domain: "conversation",
    intent: "change",
    say: ["Let's rename the 'Get in touch' button on the home page to 'Start your project'.", "Love it. Do the same for the hero button."],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { buttonLabel: "Start your project", buttonUrl: "/contact" } },
          { template: "hero", fields: { ctaLabel: "Start your project", ctaUrl: "/about" } },
        ],
      },
    ],
    note: "Marketer: both Home buttons end up labelled 'Start your project'; their links stay.",
  },
  {
    id: "conversation-410",
    domain: "conversation",
    intent: "change",
    say: ["Which pictures we have without caption?", "For this one please put caption 'Coast near our studio'."],
    expect: [{ image: "blue-coast.png", caption: "Coast near our studio" }, { image: "studio-dusk.jpg", caption: "Our studio at dusk" }],
    note: "Non-native speaker: blue-coast.png is the only image without a caption; 'this one' gets it.",
  },
  {
    id: "conversation-411",
    domain: "conversation",
    intent: "change",
    given: [
      { page: { title: "Test page", sections: [{ template: "text", content: { body: "Just testing." } }] } },
      { page: { title: "Old Landing", sections: [{ template: "hero", content: { heading: "Coming soon" } }] } },
    ],
    say: ["delete the test page and old landing pls", "wait no bring back the test one"],
    expect: [
      { page: "Test page", exists: true, inTrash: false },
      { page: "Old Landing", inTrash: true },
    ],
    note: "On a phone: both drafts are deleted, then only the test page is restored from the trash.",
  },
  {
    id: "conversation-412",
    domain: "conversation",
    intent: "change",
    say: [
      "The About page FAQ doesn't say whether we do hosting, and it's the first thing people ask. We do: on UK servers, from £10 a month.",
      "Sorry, that's £12 a month, not £10.",
    ],
    expect: [
      {
        page: "About",
        sections: [{ template: "faq", fields: { items: "hosting" } }],
        textIncludes: ["£12", "How long does a website take?", "Can we edit the site ourselves?"],
        textExcludes: ["£10"],
      },
    ],
    note: "Manager: a hosting question is added to the About FAQ, then its price is corrected.",
  },
  {
    id: "conversation-413",
    domain: "conversation",
    intent: "change",
    say: [
      "I am told there is a piece on our blog about autumn colours that nobody is able to see. Is that so?",
      "Then would you be good enough to put it out for everyone to read?",
    ],
    expect: [{ post: POSTS.autumn, status: "published", live: true }, { post: POSTS.welcome, status: "published" }],
    note: "Retired shopkeeper: the autumn post is a draft; 'it' is then published.",
  },
  {
    id: "conversation-414",
    domain: "conversation",
    intent: "change",
    say: ["ls images", "rm the png"],
    expect: [
      { image: "blue-coast.png", inTrash: true },
      { image: "mountain-sunrise.jpg", exists: true },
      { image: "studio-dusk.jpg", exists: true },
      { image: "autumn-valley.jpg", exists: true },
    ],
    note: "Developer: blue-coast.png is the only .png in the list; it goes to the trash.",
  },
  {
    id: "conversation-415",
    domain: "conversation",
    intent: "change",
    say: [
      "Write up a new post called 'Our spring launch' — body: 'Three new templates and a faster editor, out now.'",
      "Tag it product and news.",
      "Great, let's make it live.",
    ],
    expect: [{ post: "Our spring launch", exists: true, status: "published", live: true, tags: ["product", "news"], bodyIncludes: ["faster editor"] }],
    note: "Marketer: creates the post, tags 'it', then publishes it.",
  },
  {
    id: "conversation-416",
    domain: "conversation",
    intent: "change",
    given: [{ page: { title: "Pricing", sections: [{ template: "text", content: { heading: "Plans", body: "From £900 per project." } }] } }],
    say: ["In the menu please add link 'Prices' to page Pricing.", "Also the page must be public, now it is still draft."],
    expect: [
      { menu: "Prices", present: true, linksTo: "Pricing" },
      { page: "Pricing", live: true },
    ],
    note: "Non-native speaker: adds the menu link, then publishes the page it points to.",
  },
  {
    id: "conversation-417",
    domain: "conversation",
    intent: "change",
    say: ["rename the faq heading on the about page to Good questions", "and change the about us haeding to Who we are", "hmm no undo that pls"],
    expect: [
      {
        page: "About",
        sections: [
          { template: "faq", fields: { heading: "Good questions" } },
          { template: "text", fields: { heading: "About us" } },
        ],
        textExcludes: ["Who we are", "Questions we hear often"],
      },
    ],
    note: "On a phone: two heading changes in two turns; 'undo that' takes back only the second, so the FAQ keeps 'Good questions' and 'About us' is back.",
  },
  {
    id: "conversation-418",
    domain: "conversation",
    intent: "change",
    say: ["The Contact page still says weekdays 9–5. We're open until 6 now.", "And Saturdays 10 till 2 as well."],
    expect: [{ page: "Contact", textIncludes: ["hello@northwind.example", "7946 0000", "Saturday"], textExcludes: ["9–5"], sectionTemplates: ["text", "gallery"] }],
    note: "Manager: the opening hours in the Contact text change, then Saturdays are added; email and phone stay.",
  },
  {
    id: "conversation-419",
    domain: "conversation",
    intent: "change",
    say: [
      "Please could you change the caption of our studio picture to ‘The studio on a winter evening’?",
      "Thank you. And might the very same words serve as its description for the blind?",
    ],
    expect: [{ image: "studio-dusk.jpg", caption: "The studio on a winter evening", alt: "The studio on a winter evening" }],
    note: "Retired shopkeeper: the caption of studio-dusk.jpg, then the same words as its alt text.",
  },
  {
    id: "conversation-420",
    domain: "conversation",
    intent: "change",
    say: ["nav: rename `Blog` => `News`", "nav: `Contact` -> child of `About`", "revert last"],
    expect: [
      { menu: "News", present: true, linksTo: "/blog" },
      { menu: "Contact", present: true, parent: null, position: 3 },
      { menuOrder: ["Home", "About", "News", "Contact"] },
    ],
    note: "Developer: renames Blog, moves Contact under About, then 'revert last' undoes only the move; the rename stays.",
  },
];

const clarify: Case[] = [
  {
    id: "clarify-401",
    domain: "clarify",
    intent: "clarify",
    say: ["Please change the text of button, it is not good like this."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Non-native speaker: which button (there are two on Home) and what it should say are unknown, so it asks.",
  },
  {
    id: "clarify-402",
    domain: "clarify",
    intent: "clarify",
    say: ["Something on the Contact page is wrong."],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "Manager: no hint what is wrong, so it asks.",
  },
  {
    id: "clarify-403",
    domain: "clarify",
    intent: "clarify",
    say: ["delete the post"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
    note: "On a phone: there are three posts and no earlier turn, so it asks which one.",
  },
];

const offtopic: Case[] = [
  {
    id: "offtopic-401",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Before I forget — do you happen to know a good recipe for a Victoria sponge? My granddaughter’s birthday is on Sunday and mine always sinks in the middle."],
    expect: [unchanged, noCard],
    note: "Retired shopkeeper: a baking question, not about the site; nothing changes.",
  },
  {
    id: "offtopic-402",
    domain: "offtopic",
    intent: "offtopic",
    say: ["quick q: worst-case complexity of quicksort?"],
    expect: [unchanged, noCard],
    note: "Developer: a computer-science question, not about the site; nothing changes.",
  },
];

const search: Case[] = [
  {
    id: "search-401",
    domain: "search",
    intent: "read",
    say: ["Someone says we still mention 2019 somewhere on the site and it makes us look old. Where is it?"],
    expect: [unchanged, { reply: { includesAny: ABOUT_PAGE } }],
    note: "Manager: 'We started in 2019' is in the About page's text; nothing changes.",
  },
];

const entries: Case[] = [
  {
    id: "entries-401",
    domain: "entries",
    intent: "read",
    say: ["who wrote the maple bakery reveiw"],
    expect: [unchanged, { reply: { includesAny: ["Priya Shah", "Priya"] } }],
    note: "On a phone, with a typo: the Maple Bakery testimonial is by Priya Shah.",
  },
];

export const TWELFTH_PASS_CASES: Case[] = [
  ...pages,
  ...sections,
  ...posts,
  ...images,
  ...navigation,
  ...settings,
  ...entries,
  ...publishing,
  ...search,
  ...conversation,
  ...clarify,
  ...offtopic,
];
