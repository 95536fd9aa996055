/**
 * Sixteenth development pass (ids `<domain>-151…`): 120 more requests, again in the held-out set's
 * six voices of twenty cases each — a polite retired shop owner who writes long courteous messages,
 * a terse developer ("rm", "mv", "->", key=value, "s/old/new/", paths like /about), an American
 * marketer ("hero", "CTA", "above the fold", "punch up", "swap in", "ship it"), a non-native speaker
 * ("change in", "make that", word order, false friends), someone on a phone ("pls", "thx", "u",
 * lowercase, typos) and a manager who states problems instead of asking ("this still says …",
 * "nobody can find …"). About three in five are changes, three in ten reads answered from the real
 * content, and the rest refusals (a viewer without rights, a third menu level, editing a picture's
 * pixels), vague requests that need a question, and off-topic ones. Weighted towards the hardest
 * domains: images (alt texts, captions, which images lack alt text or a caption, where a picture is
 * used, replacing a picture everywhere, a gallery's pictures, deleting an unused image), menu links
 * (add, rename, re-point, move, hide, remove, sub-items, the order), testimonials (add, edit quote,
 * author and company, publish, take down, delete, who said what), twenty messages holding two or
 * three changes, and twenty-four conversations of two turns that refer back ("the same for …",
 * "actually …", "no, I meant …", "undo", "put it back", "restore it", answering the assistant's
 * question). About one message in six has a typo; spelling is British and American; quotes are
 * '…', "…", ‘…’ and “…”. Written from the tools, services, schema, section templates and demo seed
 * only, without the model's code, its docs, its tests or the earlier passes.
 */
import { CANNOT, PERMISSION, cardShown, liveSame, noCard, unchanged } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome, process: designProcess, autumn } = DEMO.posts;

/** The Contact page's gallery holding exactly these pictures, in this order (a list field is checked as its JSON). */
const contactGallery = (...names: string[]) => ({
  page: "Contact",
  sections: [{ template: "gallery", fields: { images: JSON.stringify(names.map((imageId) => ({ imageId }))) } }],
});

const copperKettle = {
  entry: {
    title: "Copper Kettle Café",
    data: { quote: "Bookings went through the roof the week we launched.", author: "Sam Reyes", company: "Copper Kettle Café" },
    live: false,
  },
};

const servicesPage = { page: { title: "Services", live: true, sections: [{ template: "text", content: { heading: "Services", body: "Design, build and care for small business websites." } }] } };
const servicesLink = { menuItem: { label: "Services", page: "Services" } };

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-151",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "shop-window.jpg" } }],
    say: [
      "Good morning. My grandaughter tells me that one of our pictures, the one called shop-window.jpg, has no description for people who cannot see it. Would you be so kind as to add one? It shows our old shop window with the Christmas lights on. Thank you so much.",
    ],
    expect: [{ image: "shop-window.jpg", hasAlt: true, altIncludes: ["window"] }],
    note: "Polite retired shop owner: writes alt text for the named image from her description (a shop window with Christmas lights).",
  },
  {
    id: "images-152",
    domain: "images",
    intent: "change",
    say: ['alt studio-dusk.jpg = "Northwind studio building at dusk"'],
    expect: [{ image: "studio-dusk.jpg", alt: "Northwind studio building at dusk" }, { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" }],
    note: "Terse developer: sets that image's alt text to exactly the quoted words; other images keep theirs.",
  },
  {
    id: "images-153",
    domain: "images",
    intent: "change",
    say: ["pls put a caption on the blue coast pic: 'the coast path, 10 mins from the studio' thx"],
    expect: [{ image: "blue-coast.png", captionIncludes: ["coast path", "10 mins from the studio"] }],
    note: "On a phone: blue-coast.png has no caption; it gets the quoted one.",
  },
  {
    id: "images-154",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "team-lunch.jpg" } }, { image: { name: "workshop-bench.jpg", alt: "Tools laid out on a wooden workbench" } }],
    say: ["Our SEO consultant says some of our images are missing alt text. Which ones?"],
    expect: [{ reply: { includesAll: ["team-lunch.jpg"] } }, unchanged],
    note: "American marketer: only team-lunch.jpg has no alt text (every demo image and workshop-bench.jpg have one); the answer names it.",
  },
  {
    id: "images-155",
    domain: "images",
    intent: "change",
    say: ["Swap the sunrise shot out everywhere it's used and swap in the blue coast one instead — hero, blog covers, all of it."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] },
      { post: welcome, coverImage: "blue-coast.png" },
      { image: "mountain-sunrise.jpg", exists: true },
      liveSame,
    ],
    note: "American marketer: replaces mountain-sunrise.jpg with blue-coast.png in the home hero and as the welcome post's cover, in drafts; the old picture stays in the library.",
  },
  {
    id: "images-156",
    domain: "images",
    intent: "change",
    say: ["Please add in the gallery on the contact page also the picture with the sunrise."],
    expect: [
      {
        page: "Contact",
        sections: [
          { template: "gallery", fields: { images: "mountain-sunrise.jpg" } },
          { template: "gallery", fields: { images: "blue-coast.png" } },
          { template: "gallery", fields: { images: "studio-dusk.jpg" } },
        ],
      },
      liveSame,
    ],
    note: "Non-native speaker: adds mountain-sunrise.jpg to the Contact gallery, keeping its two pictures, in the draft.",
  },
  {
    id: "images-157",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "IMG_4432.jpg" } }],
    say: ["can u delete IMG_4432.jpg its not used anywere"],
    expect: [{ image: "IMG_4432.jpg", exists: false }, { image: "blue-coast.png", exists: true }, liveSame],
    note: "On a phone (typo 'anywere'): moves the unused image to the trash (a card, approved); nothing else goes.",
  },
  {
    id: "images-158",
    domain: "images",
    intent: "read",
    say: ["Nobody knows where the sunrise photo actually appears on the site. I need the full list before anyone touches it."],
    expect: [{ reply: { includesAny: ["Home", "homepage", "home page"] } }, { reply: { includesAny: ["Welcome to our new website", "welcome post"] } }, unchanged],
    note: "Manager stating a problem: mountain-sunrise.jpg is the home page hero's picture and the welcome post's cover; the answer names both.",
  },
  {
    id: "images-159",
    domain: "images",
    intent: "read",
    say: ["Could you possibly tell me what the little description is on the autumn picture, the one that is read out to blind visitors? I am trying to learn how these things are done."],
    expect: [{ reply: { includesAny: ["pale sun"] } }, unchanged],
    note: "Polite retired shop owner: autumn-valley.jpg's alt text is 'Orange autumn valley with a pale sun'; the answer quotes it.",
  },
  {
    id: "images-160",
    domain: "images",
    intent: "change",
    say: ["contact gallery: rm blue-coast.png"],
    expect: [contactGallery("studio-dusk.jpg"), { image: "blue-coast.png", exists: true }, liveSame],
    note: "Terse developer: takes the coast picture out of the Contact gallery (draft), leaving the studio one; the image itself stays in the library.",
  },
  {
    id: "images-161",
    domain: "images",
    intent: "change",
    say: ["Put the coast photo in the homepage hero instead of the sunrise one — it's way more on-brand."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] },
      { post: welcome, coverImage: "mountain-sunrise.jpg" },
      liveSame,
    ],
    note: "American marketer: only the home hero's picture changes to blue-coast.png; the welcome post keeps its sunrise cover.",
  },
  {
    id: "images-162",
    domain: "images",
    intent: "refuse",
    as: "viewer",
    say: ["Would you be so kind as to change the caption under the sunrise picture so that it reads ‘Early morning’? Many thanks in advance."],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "Polite retired shop owner, signed in as a viewer: may not change content; the answer says so and changes nothing.",
  },
  {
    id: "images-163",
    domain: "images",
    intent: "read",
    say: ["wich pics dont have a caption?"],
    expect: [{ reply: { includesAny: ["blue-coast.png", "coastline", "blue coast"] } }, unchanged],
    note: "On a phone (typos): only blue-coast.png has no caption; the answer names it.",
  },
  {
    id: "images-164",
    domain: "images",
    intent: "change",
    say: ["Would it be possible to alter the caption under the sunrise picutre so that it reads 'First light over the Downs'? The present one is a little plain, I feel."],
    expect: [{ image: "mountain-sunrise.jpg", caption: "First light over the Downs" }, { image: "mountain-sunrise.jpg", alt: "Layered hills under a warm sunrise sky" }],
    note: "Polite retired shop owner: the caption changes to the quoted words; the alt text stays.",
  },
  {
    id: "images-165",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "old-logo.png", alt: "Old Northwind logo" } }],
    say: ["images not used anywhere?"],
    expect: [{ reply: { includesAny: ["old-logo.png", "Old Northwind logo"] } }, unchanged],
    note: "Terse developer: every demo image is used (autumn-valley.jpg as the draft post's cover); only old-logo.png is not.",
  },
  {
    id: "images-166",
    domain: "images",
    intent: "read",
    say: ["What is the text under the picture of the studio? The caption I mean, not the other one."],
    expect: [{ reply: { includesAny: ["at dusk"] } }, unchanged],
    note: "Non-native speaker: studio-dusk.jpg's caption is 'Our studio at dusk'.",
  },
  {
    id: "images-167",
    domain: "images",
    intent: "refuse",
    say: ["The sunrise photo on the homepage is far too dark. It needs brightening before the client sees it on Monday."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
    note: "Manager stating a problem: the assistant cannot edit a picture's pixels; it says so (and may offer another picture) without changing anything.",
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-151",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Opening Hours", live: true, sections: [{ template: "text", content: { heading: "Opening hours", body: "Monday to Friday, 9 till 5." } }] } }],
    say: [
      "Good afternoon. I have made a page with our opening hours and I would very much like it to apear in the menu at the top, after 'Contact' if you please. I do hope that is not too much bother.",
    ],
    expect: [
      { menu: "Opening Hours", linksTo: "Opening Hours", parent: null },
      { menuOrder: ["Home", "About", "Blog", "Contact", "Opening Hours"] },
      liveSame,
    ],
    note: "Polite retired shop owner: adds a menu link to the Opening Hours page at the end, in the draft menu.",
  },
  {
    id: "navigation-152",
    domain: "navigation",
    intent: "change",
    say: ["nav Blog: label=Journal"],
    expect: [{ menu: "Journal", linksTo: "/blog", position: 2 }, { menu: "Blog", present: false }, liveSame],
    note: "Terse developer: renames the Blog link to Journal; it still goes to /blog and keeps its place.",
  },
  {
    id: "navigation-153",
    domain: "navigation",
    intent: "refuse",
    say: ["Add a second Blog link to /blog at the end of the nav — I want it in there twice so nobody misses it."],
    expect: [unchanged, { menuOrder: ["Home", "About", "Blog", "Contact"] }, { reply: { includesAny: [...CANNOT, "already"] } }],
    note: "American marketer: the menu refuses a second link to the same address at one level; the answer says Blog already links to /blog (and may offer to move it) and changes nothing.",
  },
  {
    id: "navigation-154",
    domain: "navigation",
    intent: "change",
    say: ["Please make that the Home link is not more visible in the menu, but don't delete it."],
    expect: [{ menu: "Home", present: true, visible: false }, { menu: "About", visible: true }, liveSame],
    note: "Non-native speaker ('not more' for 'no longer'): hides the Home link without removing it.",
  },
  {
    id: "navigation-155",
    domain: "navigation",
    intent: "change",
    say: ["blog link shd go to https://medium.com/@northwind now pls"],
    expect: [{ menu: "Blog", linksTo: "https://medium.com/@northwind" }, liveSame],
    note: "On a phone: re-points the Blog link to the Medium address.",
  },
  {
    id: "navigation-156",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind-old.example" } }],
    say: ["The menu still has a link to our old shop, which closed in March."],
    expect: [{ anyOf: [[{ menu: "Shop", present: false }], [{ menu: "Shop", visible: false }]] }, { menu: "Contact", present: true, visible: true }, { menu: "Blog", present: true, visible: true }, liveSame],
    note: "Manager stating a problem: removes (or hides) the Shop link; the other links stay.",
  },
  {
    id: "navigation-157",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Wedding Cakes", live: true } }, { menuItem: { label: "Wedding Cakes", page: "Wedding Cakes" } }],
    say: [
      "I should like the wedding cakes page to sit underneath ‘About’ in the menu, as a little sub-heading, rather than standing on its own at the top. Would that be possible? Thank you kindly.",
    ],
    expect: [{ menu: "Wedding Cakes", parent: "About", linksTo: "Wedding Cakes" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }, liveSame],
    note: "Polite retired shop owner: moves the Wedding Cakes link under About.",
  },
  {
    id: "navigation-158",
    domain: "navigation",
    intent: "change",
    given: [servicesPage, { page: { title: "Pricing", live: true } }, servicesLink],
    say: ["nav add Pricing -> /pricing, parent=Services"],
    expect: [{ menu: "Pricing", parent: "Services", linksTo: "Pricing" }, { menuOrder: ["Home", "About", "Blog", "Contact", "Services"] }, liveSame],
    note: "Terse developer: adds a Pricing sub-item under Services, linking to the Pricing page.",
  },
  {
    id: "navigation-159",
    domain: "navigation",
    intent: "read",
    say: ["What's in the nav right now, in order? Need it for the deck."],
    expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged],
    note: "American marketer: lists the four menu links in their order.",
  },
  {
    id: "navigation-160",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind.example" } }],
    say: ["Where goes the Shop link in the menu? To which address?"],
    expect: [{ reply: { includesAny: ["shop.northwind.example"] } }, unchanged],
    note: "Non-native speaker: the Shop link points at https://shop.northwind.example.",
  },
  {
    id: "navigation-161",
    domain: "navigation",
    intent: "read",
    given: [
      servicesPage,
      servicesLink,
      { menuItem: { label: "Web design", url: "https://northwind.example/web-design", parent: "Services" } },
      { menuItem: { label: "Hosting", url: "https://northwind.example/hosting", parent: "Services" } },
    ],
    say: ["whats undr services in the menu"],
    expect: [{ reply: { includesAll: ["Web design", "Hosting"] } }, unchanged],
    note: "On a phone: Services has two sub-items, Web design and Hosting.",
  },
  {
    id: "navigation-162",
    domain: "navigation",
    intent: "read",
    given: [{ page: { title: "Careers", live: true } }, { menuItem: { label: "Careers", page: "Careers", visible: false } }],
    say: ["nav: any hidden items?"],
    expect: [{ reply: { includesAll: ["Careers"] } }, unchanged],
    note: "Terse developer: the Careers link is the only hidden item.",
  },
  {
    id: "navigation-163",
    domain: "navigation",
    intent: "change",
    say: ["pls add instagram to the menu, its https://instagram.com/northwindstudio"],
    expect: [{ menu: "Instagram", linksTo: "https://instagram.com/northwindstudio", parent: null }, liveSame],
    note: "On a phone: adds an Instagram link to the menu, in the draft.",
  },
  {
    id: "navigation-164",
    domain: "navigation",
    intent: "change",
    given: [servicesPage, { page: { title: "Case Studies", live: true } }, servicesLink, { menuItem: { label: "Case studies", page: "Case Studies", parent: "Services" } }],
    say: ["Pull Case studies out of the Services dropdown and make it its own top-level nav item."],
    expect: [{ menu: "Case studies", parent: null, linksTo: "Case Studies" }, { menu: "Services", present: true }, liveSame],
    note: "American marketer: moves the Case studies sub-item to the top level.",
  },
  {
    id: "navigation-165",
    domain: "navigation",
    intent: "change",
    say: ["The order in the menue I want so: Home, Blog, About, Contact."],
    expect: [{ menuOrder: ["Home", "Blog", "About", "Contact"] }, liveSame],
    note: "Non-native speaker (typo 'menue'): puts the menu in the order given.",
  },
  {
    id: "navigation-166",
    domain: "navigation",
    intent: "read",
    given: [{ menuItem: { label: "Book now", url: "https://calendly.com/northwind/intro" } }],
    say: ["Clients keep saying the 'Book now' link takes them somewhere odd. Nobody here knows where it actually points."],
    expect: [{ reply: { includesAny: ["calendly.com/northwind/intro"] } }, unchanged],
    note: "Manager stating a problem: answers with the link's address (a Calendly page) before changing anything.",
  },
  {
    id: "navigation-167",
    domain: "navigation",
    intent: "refuse",
    given: [
      servicesPage,
      servicesLink,
      { menuItem: { label: "Hosting", url: "https://northwind.example/hosting", parent: "Services" } },
      { page: { title: "Domain Names", live: true } },
    ],
    say: [
      "I should very much like our 'Domain Names' page to appear in the menu beneath 'Hosting', which as you know already sits beneath 'Services'. Would that be possible, do you think?",
    ],
    expect: [unchanged, { reply: { includesAny: [...CANNOT, "two levels", "levels deep", "only two"] } }],
    note: "Polite retired shop owner: the menu has at most two levels, so a link cannot go under a sub-item; the answer explains (and may offer Services instead) and changes nothing.",
  },
];

// ── Entries (testimonials) ─────────────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-151",
    domain: "entries",
    intent: "change",
    say: [
      "We've had a lovely letter from Mrs Joan Pike of Pike & Daughters Hardware, who wrote: 'Northwind made our little shop look like a proper business.' I wonder whether you might add it to the testimonials? She said we may use her name.",
    ],
    expect: [
      { entry: { where: { author: "Joan Pike" } }, exists: true, live: false, dataIncludes: { quote: "proper business", company: "Pike & Daughters" } },
      liveSame,
    ],
    note: "Polite retired shop owner: adds a testimonial (quote, author Joan Pike, company Pike & Daughters Hardware) as a draft.",
  },
  {
    id: "entries-152",
    domain: "entries",
    intent: "change",
    say: ['testimonials/harbour-books: quote="Finally a website the whole team can update — even on a Friday."'],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "even on a Friday", author: "Tom Okafor" }, live: true }, liveSame],
    note: "Terse developer: changes the Harbour Books quote in the draft; the author stays and the live quote waits for publishing.",
  },
  {
    id: "entries-153",
    domain: "entries",
    intent: "change",
    given: [copperKettle],
    say: ["Get the Copper Kettle testimonial live — it's a great proof point."],
    expect: [{ entry: "Copper Kettle Café", live: true }, { entry: "Maple Bakery", live: true }],
    note: "American marketer: publishes the Copper Kettle Café entry (a card, approved).",
  },
  {
    id: "entries-154",
    domain: "entries",
    intent: "change",
    say: ["The testimonial of Maple Bakery please take from the website, but not delete it."],
    expect: [{ entry: "Maple Bakery", exists: true, live: false }, { entry: "Harbour Books", live: true }],
    note: "Non-native speaker: takes the Maple Bakery testimonial off the site without trashing it; Harbour Books stays live.",
  },
  {
    id: "entries-155",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Test entry", data: { quote: "asdf asdf", author: "me" } } }],
    say: ["pls delete the test testimonial, the asdf one"],
    expect: [{ entry: "Test entry", exists: false }, { entry: "Maple Bakery", exists: true }, { entry: "Harbour Books", exists: true }],
    note: "On a phone: trashes the test entry (a card, approved); the real testimonials stay.",
  },
  {
    id: "entries-156",
    domain: "entries",
    intent: "read",
    say: ["I keep hearing we have a qoute about orders doubling, but nobody here knows who actually said it."],
    expect: [{ reply: { includesAny: ["Priya Shah", "Priya"] } }, unchanged],
    note: "Manager stating a problem: the quote is Priya Shah's (Maple Bakery).",
  },
  {
    id: "entries-157",
    domain: "entries",
    intent: "read",
    say: [
      "Could you remind me what the gentleman from Harbour Books said about us? I should like to read it out at our little gathering on Saturday, and my memory is not what it was.",
    ],
    expect: [{ reply: { includesAny: ["whole team can update"] } }, unchanged],
    note: "Polite retired shop owner: quotes Tom Okafor's testimonial ('Finally a website our whole team can update.').",
  },
  {
    id: "entries-158",
    domain: "entries",
    intent: "read",
    given: [{ entry: { title: "Riverside Florist", data: { quote: "Our wedding enquiries come through the site now.", author: "Hana Ito", company: "Riverside Florist" }, live: false } }],
    say: ["testimonials not live yet?"],
    expect: [{ reply: { includesAll: ["Riverside Florist"] } }, unchanged],
    note: "Terse developer: the Riverside Florist entry was never published; the two demo testimonials are live.",
  },
  {
    id: "entries-159",
    domain: "entries",
    intent: "change",
    say: ["In the testimonial from Priya Shah the company is wrong, it must be “Maple Bakery & Café”."],
    expect: [{ entry: { where: { author: "Priya Shah" } }, dataIncludes: { company: "Maple Bakery & Café", quote: "orders doubled" } }, liveSame],
    note: "Non-native speaker: changes the company of Priya Shah's testimonial in the draft; the quote stays.",
  },
  {
    id: "entries-160",
    domain: "entries",
    intent: "change",
    say: ["add testimonial form dan at greenway bikes: 'quick, friendly and the site actually works lol' and put it live"],
    expect: [{ entry: { where: { quote: "actually works" } }, live: true, dataIncludes: { author: "Dan", company: "Greenway" } }],
    note: "On a phone: adds Dan's testimonial (company Greenway Bikes) and publishes it (a card, approved).",
  },
  {
    id: "entries-161",
    domain: "entries",
    intent: "refuse",
    as: "viewer",
    say: ["That Harbour Books quote is out of date. It needs to come down today."],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "Manager stating a problem, signed in as a viewer: may not take content down; the answer says so.",
  },
  {
    id: "entries-162",
    domain: "entries",
    intent: "read",
    say: ["Might I ask how many kind words from customers we have on the website at present, and from whom they came?"],
    expect: [
      {
        anyOf: [
          [{ reply: { includesAll: ["Priya Shah", "Tom Okafor"] } }],
          [{ reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }],
        ],
      },
      unchanged,
    ],
    note: "Polite retired shop owner: two testimonials, from Priya Shah (Maple Bakery) and Tom Okafor (Harbour Books).",
  },
  {
    id: "entries-163",
    domain: "entries",
    intent: "change",
    say: ['mv testimonial "Harbour Books" -> "Harbour Books Ltd"'],
    expect: [{ entry: "Harbour Books Ltd", exists: true, dataIncludes: { author: "Tom Okafor", quote: "whole team can update" } }, liveSame],
    note: "Terse developer: renames the entry's title; its quote and author stay.",
  },
  {
    id: "entries-164",
    domain: "entries",
    intent: "read",
    say: ["Pull the exact wording of every client testimonial we have — I want to pick one for the homepage hero."],
    expect: [{ reply: { includesAll: ["orders doubled", "whole team can update"] } }, unchanged],
    note: "American marketer: quotes both testimonials word for word (and changes nothing yet).",
  },
  {
    id: "entries-165",
    domain: "entries",
    intent: "change",
    given: [
      { entry: { title: "Copper Kettle Café", data: { quote: "Bookings went through the roof the week we launched.", author: "Sam Reyes, owner", company: "Copper Kettle Café" } } },
    ],
    say: ["The Copper Kettle testimonial still says Sam Reyes is the owner. Sam left in the summer — it's Alex Moreno now, and it was Alex who gave us the quote."],
    expect: [{ entry: "Copper Kettle Café", dataIncludes: { author: "Alex Moreno", quote: "through the roof" } }, liveSame],
    note: "Manager stating a problem: changes the entry's author to Alex Moreno in the draft; the quote stays.",
  },
  {
    id: "entries-166",
    domain: "entries",
    intent: "read",
    say: ["From which company is Tom Okafor? I forgot it."],
    expect: [{ reply: { includesAny: ["Harbour Books"] } }, unchanged],
    note: "Non-native speaker: Tom Okafor's testimonial is from Harbour Books.",
  },
];

// ── Several changes in one message ─────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-151",
    domain: "multi",
    intent: "change",
    say: [
      "Good afternoon. Two small things, if I may: the 'Blog' link in the menu ought really to say 'News', and the sunrise picture's caption should read 'Morning over the Downs'. Thank you ever so much for your patience with me.",
    ],
    expect: [
      { menu: "News", linksTo: "/blog", position: 2 },
      { menu: "Blog", present: false },
      { image: "mountain-sunrise.jpg", caption: "Morning over the Downs" },
    ],
    note: "Polite retired shop owner: renames the Blog link and sets the sunrise picture's caption.",
  },
  {
    id: "multi-152",
    domain: "multi",
    intent: "change",
    say: ['home cta: heading="Got a project?" buttonLabel="Book a call"'],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { heading: "Got a project?", buttonLabel: "Book a call", buttonUrl: "/contact" } }] }, liveSame],
    note: "Terse developer: sets the home call-to-action's heading and button label in the draft; the button still goes to /contact.",
  },
  {
    id: "multi-153",
    domain: "multi",
    intent: "change",
    say: ["Punch up the hero headline to 'Websites that work as hard as you do', change the CTA to 'Start your project', and ship it."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Websites that work as hard as you do", ctaLabel: "Start your project" } }] },
      { page: "Home", live: true, liveTextIncludes: ["Websites that work as hard as you do", "Start your project"] },
      cardShown,
    ],
    note: "American marketer: sets the hero heading and button label, then publishes the home page (a card, approved).",
  },
  {
    id: "multi-154",
    domain: "multi",
    intent: "change",
    say: ["Please change in the menu 'About' to 'About us' and put Blog as the lsat one."],
    expect: [{ menu: "About us", linksTo: "About" }, { menuOrder: ["Home", "About us", "Contact", "Blog"] }, liveSame],
    note: "Non-native speaker ('change in' for 'change to'): renames About and moves Blog to the end.",
  },
  {
    id: "multi-155",
    domain: "multi",
    intent: "change",
    say: ["add testimonal from ana at pine & co 'best money we spent all year' and delete the harbour books one, they closed"],
    expect: [
      { entry: { where: { quote: "best money we spent" } }, exists: true, dataIncludes: { author: "Ana", company: "Pine" } },
      { entry: "Harbour Books", exists: false },
      { entry: "Maple Bakery", exists: true },
    ],
    note: "On a phone (typo 'testimonal'): adds Ana's testimonial (Pine & Co) and trashes Harbour Books (a card, approved).",
  },
  {
    id: "multi-156",
    domain: "multi",
    intent: "change",
    say: [
      "Two problems with the pictures. The coast photo has no caption at all — it should say 'The headland path'. And the autumn one is captioned 'Autumn in the valley', which means nothing to anyone; it should be 'Our autumn palette'.",
    ],
    expect: [
      { image: "blue-coast.png", captionIncludes: ["headland path"] },
      { image: "autumn-valley.jpg", captionIncludes: ["autumn palette"] },
    ],
    note: "Manager stating a problem: sets both captions.",
  },
  {
    id: "multi-157",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Gift Vouchers", live: true, sections: [{ template: "text", content: { heading: "Gift vouchers", body: "Give someone a new website." } }] } }],
    say: [
      "I have three requests and I hope they are not too much trouble. First, please add our Gift Vouchers page to the menu. Second, the Harbour Books testimonial should now credit Mr Okafor's shop as \"Harbour Books & Maps\". Third, could the picture of the studio have the description \"Our studio on the edge of town at dusk\"? With many thanks.",
    ],
    expect: [
      { menu: "Gift Vouchers", linksTo: "Gift Vouchers" },
      { entry: { where: { author: "Tom Okafor" } }, dataIncludes: { company: "Harbour Books & Maps" } },
      { image: "studio-dusk.jpg", altIncludes: ["edge of town"] },
    ],
    note: "Polite retired shop owner: adds the menu link, changes the testimonial's company and the studio picture's alt text.",
  },
  {
    id: "multi-158",
    domain: "multi",
    intent: "change",
    say: ["nav: hdie Home; mv Contact 0"],
    expect: [{ menu: "Home", visible: false }, { menuOrder: ["Contact", "Home", "About", "Blog"] }, liveSame],
    note: "Terse developer: hides the Home link and moves Contact to the first place.",
  },
  {
    id: "multi-159",
    domain: "multi",
    intent: "change",
    say: ["Swap in the autumn valley shot as the cover on the welcome post and tag it 'launch'."],
    expect: [{ post: welcome, coverImage: "autumn-valley.jpg", tagsInclude: ["launch", "news"] }, liveSame],
    note: "American marketer: changes the welcome post's cover and adds a tag, keeping 'news'.",
  },
  {
    id: "multi-160",
    domain: "multi",
    intent: "read",
    say: ["Please tell me: what is the heading over the questions on the About page, and how many questions has it?"],
    expect: [{ reply: { includesAll: ["Questions we hear often"] } }, { reply: { includesAny: ["two", "2"] } }, unchanged],
    note: "Non-native speaker: the FAQ's heading is 'Questions we hear often' and it has two questions.",
  },
  {
    id: "multi-161",
    domain: "multi",
    intent: "change",
    say: ["menu: rename contact to 'say hi' + move it first pls"],
    expect: [{ menu: "say hi", position: 0, linksTo: "Contact" }, { menu: "Contact", present: false }, liveSame],
    note: "On a phone: renames the Contact link and moves it first.",
  },
  {
    id: "multi-162",
    domain: "multi",
    intent: "change",
    given: [
      copperKettle,
      { entry: { title: "Riverside Florist", data: { quote: "Our wedding enquiries come through the site now.", author: "Hana Ito" } } },
    ],
    say: ["Two things with the testimonials: Copper Kettle's never went live, and Riverside Florist's shows no company name — it's 'Riverside Florist Ltd'."],
    expect: [
      { entry: "Copper Kettle Café", live: true },
      { entry: { where: { author: "Hana Ito" } }, dataIncludes: { company: "Riverside Florist Ltd" } },
    ],
    note: "Manager stating a problem: publishes the Copper Kettle entry (a card, approved) and fills in Riverside Florist's company.",
  },
  {
    id: "multi-163",
    domain: "multi",
    intent: "change",
    say: [
      "Would you kindly take the 'Contact' link out of the menu altogther, as people can reach us from the button on the front page, and then make the 'About' link say 'Our Story'? I am very grateful.",
    ],
    expect: [
      { menu: "Contact", present: false },
      { menu: "Our Story", linksTo: "About" },
      { menuOrder: ["Home", "Our Story", "Blog"] },
      { page: "Contact", exists: true, live: true },
    ],
    note: "Polite retired shop owner: removes the Contact link (a card, approved; the page itself stays) and renames About.",
  },
  {
    id: "multi-164",
    domain: "multi",
    intent: "change",
    say: ['blue-coast.png: alt="Green headlands above a calm blue sea" caption="Ten minutes from the studio"'],
    expect: [{ image: "blue-coast.png", alt: "Green headlands above a calm blue sea", caption: "Ten minutes from the studio" }],
    note: "Terse developer: sets both texts of the image exactly.",
  },
  {
    id: "multi-165",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Pricing", live: true } }],
    say: ["Add a Pricing link to the nav pointing at the pricing page, park it right before Contact, and push the menu live."],
    expect: [
      { menu: "Pricing", linksTo: "Pricing", live: true },
      { menuOrder: ["Home", "About", "Blog", "Pricing", "Contact"], live: true },
      cardShown,
    ],
    note: "American marketer: adds the link in fourth place and publishes the menu (a card, approved).",
  },
  {
    id: "multi-166",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "flyer-2019.jpg", alt: "Summer fair flyer 2019" } }],
    say: ["Please delete the image flyer-2019.jpg, it is old, and give to the picture with the valley the alt text 'Orange valley in autumn with low sun'."],
    expect: [
      { image: "flyer-2019.jpg", exists: false },
      { image: "autumn-valley.jpg", exists: true, altIncludes: ["low sun"] },
    ],
    note: "Non-native speaker: trashes the unused flyer (a card, approved) and sets the autumn picture's alt text.",
  },
  {
    id: "multi-167",
    domain: "multi",
    intent: "change",
    say: ["gallary on contact: take out the coast one and put the sunrise one in instead thx"],
    expect: [
      { anyOf: [[contactGallery("mountain-sunrise.jpg", "studio-dusk.jpg")], [contactGallery("studio-dusk.jpg", "mountain-sunrise.jpg")]] },
      { image: "blue-coast.png", exists: true },
      liveSame,
    ],
    note: "On a phone (typo 'gallary'): the Contact gallery holds the studio and sunrise pictures, no longer the coast one (draft).",
  },
  {
    id: "multi-168",
    domain: "multi",
    intent: "change",
    say: ["The nav still says 'Blog' — we've called it the Journal everywhere else for months. And Contact is last, where nobody finds it; it should be straight after Home."],
    expect: [{ menu: "Journal", linksTo: "/blog" }, { menuOrder: ["Home", "Contact", "About", "Journal"] }, liveSame],
    note: "Manager stating a problem: renames Blog to Journal and moves Contact to second place.",
  },
  {
    id: "multi-169",
    domain: "multi",
    intent: "read",
    say: [
      "Before I change anything, could you tell me two things, please: which pictures are shown on the Contact page, and who wrote the Maple Bakery testimonial? I like to know where I stand.",
    ],
    expect: [{ reply: { includesAny: ["blue-coast.png", "coastline"] } }, { reply: { includesAll: ["Priya Shah"] } }, unchanged],
    note: "Polite retired shop owner: the gallery shows the coast and studio pictures; the testimonial is Priya Shah's.",
  },
  {
    id: "multi-170",
    domain: "multi",
    intent: "read",
    say: ["cat nav; testimonials | authors"],
    expect: [{ reply: { includesAll: ["Blog", "Priya Shah", "Tom Okafor"] } }, unchanged],
    note: "Terse developer: lists the menu links and the two testimonials' authors.",
  },
];

// ── Conversations that refer back ──────────────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-151",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you please change the caption of the sunrise picture to 'Dawn above the valley'?",
      "Thank you kindly. Would you do the same for the studio picture, only with the words 'The studio as the sun goes down'?",
    ],
    expect: [
      { image: "mountain-sunrise.jpg", caption: "Dawn above the valley" },
      { image: "studio-dusk.jpg", caption: "The studio as the sun goes down" },
    ],
    note: "Polite retired shop owner: 'the same for' means the studio picture's caption; both captions are set.",
  },
  {
    id: "conversation-152",
    domain: "conversation",
    intent: "change",
    say: ["nav Blog: label=Journal", "undo"],
    expect: [{ menu: "Blog", present: true, linksTo: "/blog" }, { menu: "Journal", present: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }, liveSame],
    note: "Terse developer: the rename is undone; the menu is as it was.",
  },
  {
    id: "conversation-153",
    domain: "conversation",
    intent: "change",
    say: ["Add a testimonial from Lena Park at Brightside Yoga: “Our class bookings are up 40% since launch.”", "Love it. Ship it."],
    expect: [{ entry: { where: { author: "Lena Park" } }, live: true, dataIncludes: { company: "Brightside Yoga", quote: "up 40%" } }],
    note: "American marketer: adds the testimonial, then 'ship it' publishes it (a card, approved).",
  },
  {
    id: "conversation-154",
    domain: "conversation",
    intent: "change",
    say: ["Please hide in the menu the link Blog.", "Sorry, not Blog, I meant the other one — Contact. Blog must stay visible."],
    expect: [{ menu: "Blog", visible: true }, { menu: "Contact", present: true, visible: false }, liveSame],
    note: "Non-native speaker, correcting themselves: Blog is shown again and Contact is hidden.",
  },
  {
    id: "conversation-155",
    domain: "conversation",
    intent: "change",
    say: ["whats the alt txt on the coast pic", "ok change it to 'green cliffs and a calm sea'"],
    expect: [{ image: "blue-coast.png", altIncludes: ["green cliffs and a calm sea"] }],
    note: "On a phone: after reading the alt text, 'it' is blue-coast.png's alt text, which changes.",
  },
  {
    id: "conversation-156",
    domain: "conversation",
    intent: "change",
    say: ["The Harbour Books testimonial still has the old quote on it. That's not how Tom put it at all.", "It should be: 'Our whole team updates the site now, no developer needed.'"],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "no developer needed", author: "Tom Okafor" } }, liveSame],
    note: "Manager stating a problem, then answering the assistant's question: the Harbour Books quote changes in the draft.",
  },
  {
    id: "conversation-157",
    domain: "conversation",
    intent: "read",
    say: [
      "Could you tell me the description of the sunrise picture, the one for people who cannot see it?",
      "And the one of the studio, if you would be so kind?",
    ],
    expect: [{ reply: { includesAny: ["violet", "rolling hills"] } }, unchanged],
    note: "Polite retired shop owner: 'the one of the studio' asks for studio-dusk.jpg's alt text, 'Soft violet dusk over rolling hills'.",
  },
  {
    id: "conversation-158",
    domain: "conversation",
    intent: "change",
    say: ["nav add Docs -> https://docs.northwind.example", "actually make it a child of About"],
    expect: [{ menu: "Docs", parent: "About", linksTo: "https://docs.northwind.example" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }, liveSame],
    note: "Terse developer: adds the Docs link, then moves it under About.",
  },
  {
    id: "conversation-159",
    domain: "conversation",
    intent: "change",
    say: ["Swap the hero imgae on the homepage for the coast shot.", "Actually, go with the autumn one instead."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg" } }] }, liveSame],
    note: "American marketer, changing course: the hero ends up with autumn-valley.jpg.",
  },
  {
    id: "conversation-160",
    domain: "conversation",
    intent: "change",
    say: ["Please add testimonial: 'Very professional, always on time.' from Marek Nowak, Nowak Transport.", "Make that the company is 'Nowak Transport Sp. z o.o.', it is the full name."],
    expect: [{ entry: { where: { author: "Marek Nowak" } }, exists: true, dataIncludes: { company: "Sp. z o.o.", quote: "always on time" } }],
    note: "Non-native speaker: adds the testimonial, then 'make that' corrects its company to the full name.",
  },
  {
    id: "conversation-161",
    domain: "conversation",
    intent: "change",
    say: ["renmae about in menu to 'who we are'", "hmm no put it back"],
    expect: [{ menu: "About", present: true, linksTo: "About" }, { menu: "who we are", present: false }, liveSame],
    note: "On a phone: renames the link, then 'put it back' restores the label About.",
  },
  {
    id: "conversation-162",
    domain: "conversation",
    intent: "change",
    say: ["The welcome post still has the sunrise picture as its cover, the same one as on the homepage. Looks lazy.", "Use the coast one for the post."],
    expect: [
      { post: welcome, coverImage: "blue-coast.png" },
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg" } }] },
      liveSame,
    ],
    note: "Manager stating a problem, then saying what to do: only the welcome post's cover changes; the home hero keeps the sunrise picture.",
  },
  {
    id: "conversation-163",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "garden-party.jpg" } }],
    say: [
      "Could you tell me whether the photograph from our garden party has a description for blind visitors?",
      "Oh dear. Then please describe it as 'Guests chatting under the apple tree at our summer garden party'.",
    ],
    expect: [{ image: "garden-party.jpg", altIncludes: ["apple tree"] }],
    note: "Polite retired shop owner: garden-party.jpg has no alt text; the second turn sets it.",
  },
  {
    id: "conversation-164",
    domain: "conversation",
    intent: "read",
    say: ['testimonial "Maple Bakery": author?', "and the other one's quote"],
    expect: [{ reply: { includesAny: ["whole team can update"] } }, unchanged],
    note: "Terse developer: 'the other one' is Harbour Books, whose quote is 'Finally a website our whole team can update.'",
  },
  {
    id: "conversation-165",
    domain: "conversation",
    intent: "change",
    say: ["Give the studio shot on About better alt text — something like 'Our light-filled studio at dusk'.", "Same treatment for the coast pic in the contact gallery: 'The coastline a short walk from the studio'."],
    expect: [
      { image: "studio-dusk.jpg", altIncludes: ["light-filled studio"] },
      { image: "blue-coast.png", altIncludes: ["short walk from the studio"] },
    ],
    note: "American marketer: 'same treatment' means a new alt text for blue-coast.png too.",
  },
  {
    id: "conversation-166",
    domain: "conversation",
    intent: "change",
    say: ["Which pictures are in the gallery on the contact page?", "The first one please take out, only the studio one stays."],
    expect: [contactGallery("studio-dusk.jpg"), { image: "blue-coast.png", exists: true }, liveSame],
    note: "Non-native speaker: the first gallery picture is the coast one; it leaves the gallery (draft), not the library.",
  },
  {
    id: "conversation-167",
    domain: "conversation",
    intent: "change",
    say: ["can u add a menu link to our etsy shop https://etsy.com/shop/northwind", "call it 'Shop' pls not whatever u called it"],
    expect: [{ menu: "Shop", linksTo: "https://etsy.com/shop/northwind" }, { menuOrder: ["Home", "About", "Blog", "Contact", "Shop"] }, liveSame],
    note: "On a phone: adds the Etsy link, then makes sure its label is 'Shop'.",
  },
  {
    id: "conversation-168",
    domain: "conversation",
    intent: "read",
    say: ["I need to know which blog posts use the studio picture as their cover.", "And which pages?"],
    expect: [{ reply: { includesAll: ["About", "Contact"] } }, unchanged],
    note: "Manager stating a problem: studio-dusk.jpg is on the About page (image and text) and the Contact page (gallery).",
  },
  {
    id: "conversation-169",
    domain: "conversation",
    intent: "change",
    given: [{ page: { title: "Wedding Cakes", live: true } }],
    say: [
      "Would you be kind enough to add a link to our Wedding Cakes page in the menu?",
      "Thank you. On reflection, I think it would sit better tucked under ‘About’ rather than standing on its own.",
    ],
    expect: [{ menu: "Wedding Cakes", parent: "About", linksTo: "Wedding Cakes" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }, liveSame],
    note: "Polite retired shop owner: adds the link, then 'it' moves under About.",
  },
  {
    id: "conversation-170",
    domain: "conversation",
    intent: "change",
    given: [{ entry: { title: "Oakridge Dental", data: { quote: "Booking a check-up online is finally easy.", author: "Dr Lee Grant", company: "Oakridge Dental" } } }],
    say: ["rm testimonial oakridge", "wrong one, restore it"],
    expect: [{ entry: "Oakridge Dental", exists: true, inTrash: false }],
    note: "Terse developer: trashes the entry (a card, approved), then 'restore it' brings it back from the trash.",
  },
  {
    id: "conversation-171",
    domain: "conversation",
    intent: "read",
    say: ["What does the CTA button in the homepage hero say?", "And where does it send people?"],
    expect: [{ reply: { includesAny: ["/about", "About"] } }, unchanged],
    note: "American marketer: the hero button ('See what we do') links to /about.",
  },
  {
    id: "conversation-172",
    domain: "conversation",
    intent: "read",
    say: ["Which questions are in the FAQ on the About page?", "And what is the answer on the first?"],
    expect: [{ reply: { includesAny: ["six to ten weeks", "6 to 10 weeks", "6-10 weeks"] } }, unchanged],
    note: "Non-native speaker: the first question is how long a website takes; the answer is six to ten weeks.",
  },
  {
    id: "conversation-173",
    domain: "conversation",
    intent: "read",
    say: ["who wrote the maple bakery reveiw", "and the harbour one?"],
    expect: [{ reply: { includesAny: ["Tom Okafor", "Tom"] } }, unchanged],
    note: "On a phone (typo 'reveiw'): 'the harbour one' is the Harbour Books testimonial, by Tom Okafor.",
  },
  {
    id: "conversation-174",
    domain: "conversation",
    intent: "change",
    say: [
      "Our newest client, Lumen Dental, isn't among the testimonials yet.",
      "Dr Ines Carvalho said: 'Patients tell us our new site is the easiest in town to use.' Add it and get it live.",
    ],
    expect: [{ entry: { where: { author: "Ines Carvalho" } }, live: true, dataIncludes: { company: "Lumen Dental", quote: "easiest in town" } }],
    note: "Manager stating a problem, then giving the quote: adds the Lumen Dental testimonial and publishes it (a card, approved).",
  },
];

// ── Pages, sections, posts, settings, publishing, search ───────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-151",
    domain: "pages",
    intent: "read",
    say: ["/contact: phone number?"],
    expect: [{ reply: { includesAny: ["7946 0000", "+44 20 7946 0000"] } }, unchanged],
    note: "Terse developer: the Contact page gives +44 20 7946 0000.",
  },
  {
    id: "pages-152",
    domain: "pages",
    intent: "change",
    say: ["Please make a new page 'Team' with a text: 'We are four people who love calm websites.'"],
    expect: [{ page: "Team", exists: true, live: false, textIncludes: ["four people who love calm websites"] }, liveSame],
    note: "Non-native speaker: creates a draft Team page with that text.",
  },
  {
    id: "pages-153",
    domain: "pages",
    intent: "refuse",
    as: "viewer",
    say: ["The About page is badly out of date. It needs taking down today."],
    expect: [unchanged, { page: "About", live: true }, { reply: { includesAny: PERMISSION } }],
    note: "Manager stating a problem, signed in as a viewer: may not unpublish or delete pages; the answer says so.",
  },
];

const sections: Case[] = [
  {
    id: "sections-151",
    domain: "sections",
    intent: "change",
    say: ["Under 'What we do' on the front page there are three little boxes. Could the one called 'Care' be renamed 'Looking after you', please? I think it reads more warmly."],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "featureGrid", fields: { features: "Looking after you" } },
          { template: "featureGrid", fields: { features: "Ongoing help" } },
          { template: "featureGrid", fields: { features: "Build" } },
        ],
      },
      liveSame,
    ],
    note: "Polite retired shop owner: renames the third feature box, keeping its description and the other boxes (draft).",
  },
  {
    id: "sections-152",
    domain: "sections",
    intent: "change",
    say: ["Above the fold on the homepage, change the subheading to “Fast, friendly sites for small businesses that mean business.”"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { subheading: "small businesses that mean business", heading: "Websites that feel calm" } }] }, liveSame],
    note: "American marketer: 'above the fold' is the hero; its subheading changes, the heading stays.",
  },
  {
    id: "sections-153",
    domain: "sections",
    intent: "change",
    say: ["The button in the box at the bottom of the start page must go to the About page, not to Contact."],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { buttonUrl: "/about", buttonLabel: "Get in touch" } }] }, liveSame],
    note: "Non-native speaker ('start page' for home page): the call-to-action button links to /about; its label stays.",
  },
  {
    id: "sections-154",
    domain: "sections",
    intent: "read",
    say: ["does the about page say where the studio is"],
    expect: [{ reply: { includesAny: ["edge of town"] } }, unchanged],
    note: "On a phone: the 'Where we work' section says the studio sits at the edge of town.",
  },
  {
    id: "sections-155",
    domain: "sections",
    intent: "read",
    say: ["/about faq: list questions"],
    expect: [{ reply: { includesAll: ["How long does a website take", "Can we edit the site ourselves"] } }, unchanged],
    note: "Terse developer: the About FAQ has two questions.",
  },
];

const posts: Case[] = [
  {
    id: "posts-151",
    domain: "posts",
    intent: "change",
    say: ["Tag the design proccess post with 'workflow' too."],
    expect: [{ post: designProcess, tagsInclude: ["workflow", "process", "design"] }, liveSame],
    note: "American marketer: adds the tag in the draft, keeping the two it has.",
  },
  {
    id: "posts-152",
    domain: "posts",
    intent: "read",
    say: ["What are the little labels on the autumn colours article? I can never remember what they are called or which ones we used."],
    expect: [{ reply: { includesAll: ["seasonal"] } }, unchanged],
    note: "Polite retired shop owner: the autumn post's tags are design and seasonal.",
  },
  {
    id: "posts-153",
    domain: "posts",
    intent: "clarify",
    say: ["change teh post cover pls"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "On a phone (typo 'teh'): three posts have covers and no new picture is named; it asks which post and which picture, and changes nothing.",
  },
  {
    id: "posts-154",
    domain: "posts",
    intent: "read",
    say: ["Nobody can tell me which of our posts are actually live on the blog right now."],
    expect: [
      { reply: { includesAny: ["Welcome to our new website", "welcome post"] } },
      { reply: { includesAny: ["design process", "Behind the scenes"] } },
      unchanged,
    ],
    note: "Manager stating a problem: two posts are live (welcome and design process); the autumn one is a draft.",
  },
  {
    id: "posts-155",
    domain: "posts",
    intent: "change",
    say: ["For the welcome post please make the short text (the excerpt) in: 'Our new site is here: faster, clearer and with a blog.'"],
    expect: [{ post: welcome, excerptIncludes: ["faster, clearer and with a blog"], status: "published" }, liveSame],
    note: "Non-native speaker ('make … in' for 'change to'): changes the welcome post's excerpt in the draft.",
  },
];

const settings: Case[] = [
  {
    id: "settings-151",
    domain: "settings",
    intent: "change",
    say: ['settings: tagline="Calm websites for busy people"'],
    expect: [{ setting: "tagline", equals: "Calm websites for busy people" }, { setting: "name", equals: "Northwind Studio" }, liveSame],
    note: "Terse developer: sets the tagline in the settings draft.",
  },
  {
    id: "settings-152",
    domain: "settings",
    intent: "read",
    say: ["whats our tagline atm"],
    expect: [{ reply: { includesAny: ["independent businesses"] } }, unchanged],
    note: "On a phone: the tagline is 'Calm, useful websites for independent businesses'.",
  },
  {
    id: "settings-153",
    domain: "settings",
    intent: "change",
    say: ["Make the accent color a punchier orange-red — try #e4572e."],
    expect: [{ setting: "themeColors.accent", equals: "#e4572e" }, { setting: "themeColors.primary", equals: DEMO.primary }, liveSame],
    note: "American marketer: the accent colour becomes #e4572e (draft); the primary colour stays.",
  },
];

const publishing: Case[] = [
  {
    id: "publishing-151",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Price List", sections: [{ template: "text", content: { heading: "Prices", body: "Websites from £2,400." } }] } }],
    say: ["What is on the site not yet published? I want to look before we publish something."],
    expect: [{ reply: { includesAll: ["Price List"] } }, unchanged],
    note: "Non-native speaker: the Price List page (and the autumn post) are drafts nobody sees; nothing is published.",
  },
  {
    id: "publishing-152",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Gift Vouchers", sections: [{ template: "text", content: { heading: "Gift vouchers", body: "Give someone a new website." } }] } }],
    say: ["The Gift Vouchers page has been finsihed for a week but customers still can't see it."],
    expect: [{ page: "Gift Vouchers", live: true }, { post: autumn, live: false }, cardShown],
    note: "Manager stating a problem: publishes the Gift Vouchers page (a card, approved), nothing else.",
  },
  {
    id: "publishing-153",
    domain: "publishing",
    intent: "change",
    given: [{ menuItem: { label: "Shop", url: "https://shop.northwind.example", live: false } }, copperKettle],
    say: ["Everything that's waiting can go live today — except the autumn post, that one isn't ready."],
    expect: [
      { menu: "Shop", live: true },
      { entry: "Copper Kettle Café", live: true },
      { post: autumn, live: false, status: "draft" },
      cardShown,
    ],
    note: "Manager stating a problem: publishes the menu and the Copper Kettle entry (a card, approved) but leaves the autumn post a draft.",
  },
];

const search: Case[] = [
  {
    id: "search-151",
    domain: "search",
    intent: "read",
    say: ["Where on the site do we promise a reply within two working days?"],
    expect: [{ reply: { includesAny: ["Home", "homepage", "home page"] } }, unchanged],
    note: "American marketer: the home page's call-to-action says so.",
  },
  {
    id: "search-152",
    domain: "search",
    intent: "read",
    say: ["which page has our email adress on it"],
    expect: [{ reply: { includesAny: ["Contact", "hello@northwind.example"] } }, unchanged],
    note: "On a phone (typo 'adress'): the Contact page gives hello@northwind.example.",
  },
];

const clarify: Case[] = [
  {
    id: "clarify-151",
    domain: "clarify",
    intent: "clarify",
    say: ["change the pic"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "On a phone: which picture, where, and to what? It asks, with choices, and changes nothing.",
  },
  {
    id: "clarify-152",
    domain: "clarify",
    intent: "clarify",
    say: ["The testimonial is wrong."],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Manager stating a problem: there are two testimonials and nothing says what is wrong; it asks which and what should change.",
  },
  {
    id: "clarify-153",
    domain: "clarify",
    intent: "clarify",
    say: ["The menu is a mess."],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Manager stating a problem: the four links look fine; it asks what should change (order, names, links to remove).",
  },
];

const offtopic: Case[] = [
  {
    id: "offtopic-151",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Can you help me to write an invoice in English for a client in Germany? I am never sure about the formulations."],
    expect: [unchanged, noCard],
    note: "Non-native speaker: not about the site; it says so briefly and changes nothing.",
  },
  {
    id: "offtopic-152",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Real talk — what's a decent Super Bowl ad budget for a tiny agency like us?"],
    expect: [unchanged, noCard],
    note: "American marketer: not about the site; nothing changes.",
  },
];

export const SIXTEENTH_PASS_CASES: Case[] = [
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
