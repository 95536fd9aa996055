/**
 * Thirteenth development pass (ids `<domain>-201…`: 201–299 was still free): 120 more requests, seven
 * in ten of them changes, one in five reads answered from the real content, and the rest refusals,
 * vague requests and off-topic ones, in six voices of about twenty cases each — a polite, elderly,
 * old-fashioned writer whose request sits in the middle of long courteous sentences ("I wonder
 * whether I might trouble you…"); a terse developer ("rm", "->", key=value, "+=", "s/…/…/", backticks,
 * paths like /about and /contact); an American marketer ("hero", "CTA", "punch up", "swap in", "above
 * the fold", "let's", "get it out the door"); a non-native speaker (missing articles, odd word order,
 * "change in", "make that it opens", literal translations); someone typing on a phone (typos, no
 * punctuation, "pls", "thx", "u", "r"); and a manager who states problems instead of asking ("the X
 * link goes to a site we shut down", "customers say…", "this still says…", "why is … still …").
 * Covers pages (create with sections, address, SEO title and description, publish, unpublish,
 * retire an old one, a reserved address), sections (hero heading, subheading, button and its link,
 * the call-to-action box, the feature boxes, the FAQ, the image's side, a gallery's pictures, moving,
 * adding and removing sections), posts (create with body, tags and cover, tags added and removed,
 * excerpt, title, cover, publish, take off the blog, one that does not exist), images (alt text,
 * captions, swapping one picture or replacing it everywhere, deleting an unused one, where one is
 * used, which lack captions), the menu (rename, re-point, add after an item, move first, sub-items,
 * the two-level limit, hide, an outdated link), site settings (tagline, name, colours, social links,
 * default SEO title, a viewer without rights), testimonials (add, edit quote, author, company,
 * remove, add and publish), publishing (everything, all but one item, settings or a menu that never
 * went live, a denied card), search by words on the site, several changes in one message, and twelve
 * conversations of two or three turns that refer back ("it", "this one", "the second one", "same for
 * …", "actually make it …", "undo that", "and the menu link too"). About one message in six has a
 * typo. Written from the tool descriptions, the services, the templates and the demo seed only (see
 * README.md). Each note starts with the voice.
 */
import { unchanged, liveSame, cardShown, noCard, NOT_FOUND, CANNOT, PERMISSION } from "./checks";
import { DEMO } from "./demo";
import type { Case, Given } from "./types";

const POSTS = DEMO.posts;

type GivenPage = Extract<Given, { page: unknown }>;

const workshopsDraft: GivenPage = {
  page: { title: "Workshops", sections: [{ template: "text", content: { heading: "Evening workshops", body: "Learn to look after your own website, one evening a month." } }] },
};
const pricingDraft: GivenPage = {
  page: {
    title: "Pricing",
    sections: [
      { template: "hero", content: { heading: "Clear prices, no surprises" } },
      { template: "text", content: { heading: "Plans", body: "A small site starts at £1,200." } },
    ],
  },
};
const teamLive: GivenPage = { page: { title: "Team", live: true, sections: [{ template: "text", content: { heading: "The team", body: "Four people, one studio." } }] } };

/** Ways of naming the About page that do not also match the word "about" on its own. */
const ABOUT_PAGE = ["About page", "the About", "/about", "“About”", "'About'", '"About"', "About us", "page About"];
/** Ways of naming the Contact page that a reply might use. */
const CONTACT_PAGE = ["Contact page", "/contact", "“Contact”", "'Contact'", '"Contact"', "Say hello", "page Contact"];

const pages: Case[] = [
  {
    id: "pages-201",
    domain: "pages",
    intent: "change",
    say: [
      "Good afternoon. I do hope you are keeping well. I wonder wether I might trouble you to set up a new page for us, entitled ‘Our History’, with a short passage of text upon it which reads: “Northwind Studio was founded in 2019 by two friends with one shared idea.” Please do not let the public see it just yet, as my daughter would like to read it over first. With many thanks in advance.",
    ],
    expect: [
      { page: "Our History", exists: true, live: false, sectionTemplates: ["text"], textIncludes: ["founded in 2019 by two friends"] },
      liveSame,
    ],
    note: "Elderly writer: a new draft page 'Our History' with one text section holding the quoted passage; nothing goes live.",
  },
  {
    id: "pages-202",
    domain: "pages",
    intent: "change",
    say: ['/about: seo_title="About Northwind Studio"'],
    expect: [{ page: "About", seoTitle: "About Northwind Studio", slug: "about" }, liveSame],
    note: "Developer: key=value on the About page's SEO title; the draft changes, the live page does not.",
  },
  {
    id: "pages-203",
    domain: "pages",
    intent: "change",
    say: [
      "Let's spin up a landing page called Spring Launch — hero up top that says 'Fresh websites for spring', with a 'Book a call' button that goes to /contact. Don't push it live yet, I want to review.",
    ],
    expect: [
      {
        page: "Spring Launch",
        exists: true,
        live: false,
        sectionTemplates: ["hero"],
        sections: [{ template: "hero", fields: { heading: "Fresh websites for spring", ctaLabel: "Book a call", ctaUrl: "/contact" } }],
      },
      liveSame,
    ],
    note: "Marketer: a draft page 'Spring Launch' whose hero has the heading and the button (label and link) in it.",
  },
  {
    id: "pages-204",
    domain: "pages",
    intent: "change",
    say: ["The page Contact, I want that its address is /reach-us. Name of page stays same."],
    expect: [{ page: "Contact", exists: true, slug: "reach-us" }, liveSame],
    note: "Non-native speaker: only the Contact page's slug changes to reach-us; the title stays 'Contact'.",
  },
  {
    id: "pages-205",
    domain: "pages",
    intent: "change",
    say: ["pls unpublish the about page for now were redoing it"],
    expect: [{ page: "About", exists: true, live: false }, cardShown],
    note: "Phone: take About off the site (it stays as a draft, not deleted).",
  },
  {
    id: "pages-206",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Summer Sale 2023", live: true, sections: [{ template: "hero", content: { heading: "20% off every website this summer" } }] } }],
    say: ["The Summer Sale 2023 page is still up on the site. That sale ended ages ago and people keep emailing us asking for the discount."],
    expect: [{ anyOf: [[{ page: "Summer Sale 2023", inTrash: true }], [{ page: "Summer Sale 2023", exists: true, live: false }]] }, { page: "Home", live: true }, cardShown],
    note: "Manager states the problem: the old sale page must leave the site — unpublished or moved to the trash are both right.",
  },
  {
    id: "pages-207",
    domain: "pages",
    intent: "read",
    say: ["/contact — live or draft?"],
    expect: [{ reply: { includesAny: ["published", "live", "yes"], excludes: ["not live", "not published", "only a draft", "is a draft"] } }, unchanged],
    note: "Developer: the Contact page is published in the demo site.",
  },
  {
    id: "pages-208",
    domain: "pages",
    intent: "change",
    given: [pricingDraft],
    say: ["Customers say our Pricing page gives them a 'page not found'. It was supposed to be live since Monday."],
    expect: [{ page: "Pricing", live: true, liveTextIncludes: ["Clear prices, no surprises"] }, cardShown],
    note: "Manager states the problem: the Pricing page is still a draft, so the fix is to publish it.",
  },
  {
    id: "pages-209",
    domain: "pages",
    intent: "read",
    say: [
      "Forgive an old woman's ignorance of these matters. My grandson tells me that each page carries a little description meant for the search engines. Would you be so kind as to tell me what the one on our home page says? I should be most grateful.",
    ],
    expect: [{ reply: { includesAny: ["A small design studio building calm, useful websites", "calm, useful websites for independent businesses"] } }, unchanged],
    note: "Elderly writer: the home page's SEO description is 'A small design studio building calm, useful websites for independent businesses.'",
  },
  {
    id: "pages-210",
    domain: "pages",
    intent: "refuse",
    say: ["Make please the address of About page to 'login', is more easy for remember for our clients."],
    expect: [{ page: "About", slug: "about" }, unchanged, { reply: { includesAny: ["reserved", "in use", "taken", ...CANNOT] } }],
    note: "Non-native speaker: /login is reserved by the site, so the slug cannot be set; nothing changes.",
  },
  {
    id: "pages-211",
    domain: "pages",
    intent: "change",
    say: ["Let's give the Contact page a real SEO description: “Talk to Northwind Studio about your next website. We reply within two working days.”"],
    expect: [{ page: "Contact", seoDescription: "Talk to Northwind Studio about your next website. We reply within two working days." }, liveSame],
    note: "Marketer: sets the Contact page's meta description exactly as quoted.",
  },
];

const sections: Case[] = [
  {
    id: "sections-201",
    domain: "sections",
    intent: "change",
    say: [
      "Dear sir or madam, I have been reading our About page this morning with my tea, and I notice that the first passage still states we are a team of four designers and developers. We have since welcomed a fifth, a charming young man called Oliver, so would you kindly alter it to say five? Oliver need not be named. Thank you so very much.",
    ],
    expect: [
      { page: "About", sections: [{ template: "text", fields: { body: "team of five designers and developers" } }], textExcludes: ["team of four"], textIncludes: ["We started in 2019"] },
      liveSame,
    ],
    note: "Elderly writer: 'four' becomes 'five' in the About text; the rest of the passage stays.",
  },
  {
    id: "sections-202",
    domain: "sections",
    intent: "change",
    say: ["home hero subheading -> `Fast, accessible sites for independent shops.`"],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { subheading: "Fast, accessible sites for independent shops.", heading: "Websites that feel calm and work hard" } }] },
      liveSame,
    ],
    note: "Developer: only the hero's subheading changes; its heading stays.",
  },
  {
    id: "sections-203",
    domain: "sections",
    intent: "change",
    say: ["Punch up the big headline above the fold on the hompage — swap in 'Websites your customers actually enjoy'."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { heading: "Websites your customers actually enjoy" } }], textExcludes: ["Websites that feel calm and work hard"] },
      liveSame,
    ],
    note: "Marketer: the headline above the fold is the home hero's heading.",
  },
  {
    id: "sections-204",
    domain: "sections",
    intent: "change",
    say: ["On page About, the picture with the text 'Where we work' — put the picture on left side please, not right."],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", heading: "Where we work", imageId: "studio-dusk.jpg" } }] }, liveSame],
    note: "Non-native speaker: the image-and-text section's image moves to the left; same picture, same heading.",
  },
  {
    id: "sections-205",
    domain: "sections",
    intent: "change",
    say: ["add a question to the faq on about: do u work with small buisnesses? answer: yes most of our clients are small independent shops"],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { items: "small independent shops" } }], textIncludes: ["How long does a website take?", "Can we edit the site ourselves?"] },
      liveSame,
    ],
    note: "Phone (typo 'buisnesses'): a third FAQ item is added; the two questions already there stay.",
  },
  {
    id: "sections-206",
    domain: "sections",
    intent: "change",
    say: ["The bottom of the homepage still says we reply within two working days. It's one working day now and has been since March."],
    expect: [{ page: "Home", sections: [{ template: "cta", fields: { body: "one working day", buttonLabel: "Get in touch" } }], textExcludes: ["two working days"] }, liveSame],
    note: "Manager states the problem: the call-to-action box's text at the bottom of Home says 'one working day' instead.",
  },
  {
    id: "sections-207",
    domain: "sections",
    intent: "change",
    say: ["rm gallery section from /contact"],
    expect: [{ page: "Contact", exists: true, sectionTemplates: ["text"], textIncludes: ["hello@northwind.example"] }, liveSame],
    note: "Developer: the 'Around the studio' gallery is removed from Contact's draft; the 'Say hello' text stays.",
  },
  {
    id: "sections-208",
    domain: "sections",
    intent: "change",
    say: ["Let's add a CTA block at the very bottom of the About page — heading 'Ready to talk?', button 'Book a free call' linking to /contact."],
    expect: [
      {
        page: "About",
        sectionTemplates: ["text", "imageText", "faq", "cta"],
        sections: [{ template: "cta", fields: { heading: "Ready to talk?", buttonLabel: "Book a free call", buttonUrl: "/contact" } }],
      },
      liveSame,
    ],
    note: "Marketer: a call-to-action section goes last on About with the given heading, label and link.",
  },
  {
    id: "sections-209",
    domain: "sections",
    intent: "change",
    say: ["In home page there are three boxes under 'What we do'. The box 'Care' should be named 'Support' and the text of it 'We stay with you after the launch.'"],
    expect: [
      { page: "Home", sections: [{ template: "featureGrid", fields: { features: "We stay with you after the launch", heading: "What we do" } }], textExcludes: ["Ongoing help, so your site keeps up"] },
      { page: "Home", sections: [{ template: "featureGrid", fields: { features: "Support" } }], textIncludes: ["Clear layouts and type", "Fast, accessible pages"] },
      liveSame,
    ],
    note: "Non-native speaker: the third feature box's title and description change; the Design and Build boxes stay.",
  },
  {
    id: "sections-210",
    domain: "sections",
    intent: "change",
    say: ["move the faq on the about page to the tpo pls"],
    expect: [{ page: "About", sectionTemplates: ["faq", "text", "imageText"] }, liveSame],
    note: "Phone: the FAQ section becomes the first section of About; the other two keep their order.",
  },
  {
    id: "sections-211",
    domain: "sections",
    intent: "change",
    say: ["The 'See what we do' button on the home page takes people to the About page. That's the wrong place — our work is on the blog, /blog."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaUrl: "/blog", ctaLabel: "See what we do" } }] }, liveSame],
    note: "Manager states the problem: the hero button now links to /blog; its label stays.",
  },
  {
    id: "sections-212",
    domain: "sections",
    intent: "change",
    say: [
      "Good morning. On the page where folk may get in touch with us, there is a section headed ‘Say hello’. Might it also mention, at the end, that we are closed on bank holidays? I should not like anyone to telephone in vain. Kindest regards.",
    ],
    expect: [{ page: "Contact", sections: [{ template: "text", fields: { heading: "Say hello", body: "bank holiday" } }], textIncludes: ["hello@northwind.example", "+44 20 7946 0000"] }, liveSame],
    note: "Elderly writer: a sentence about bank holidays is added to the 'Say hello' text; the email address and phone number stay.",
  },
  {
    id: "sections-213",
    domain: "sections",
    intent: "read",
    say: ["`about` sections, in order?"],
    expect: [
      { reply: { includesAny: ["About us", "text"] } },
      { reply: { includesAny: ["Where we work", "image"] } },
      { reply: { includesAny: ["Questions we hear often", "FAQ"] } },
      unchanged,
    ],
    note: "Developer: About has a text section ('About us'), an image-and-text one ('Where we work') and an FAQ ('Questions we hear often').",
  },
  {
    id: "sections-214",
    domain: "sections",
    intent: "read",
    say: ["What's the CTA at the bottom of the homepage say right now? Need the button copy and where it links to."],
    expect: [{ reply: { includesAll: ["Get in touch"] } }, { reply: { includesAny: ["/contact", "Contact page", "contact"] } }, unchanged],
    note: "Marketer: the bottom box's button says 'Get in touch' and links to /contact.",
  },
  {
    id: "sections-215",
    domain: "sections",
    intent: "change",
    say: ["Please add to page Contact one more picture in the gallery, the one of the autumn valley."],
    expect: [
      {
        page: "Contact",
        sections: [
          { template: "gallery", fields: { images: "autumn-valley.jpg" } },
          { template: "gallery", fields: { images: "blue-coast.png" } },
          { template: "gallery", fields: { images: "studio-dusk.jpg" } },
        ],
      },
      liveSame,
    ],
    note: "Non-native speaker: the gallery on Contact gets autumn-valley.jpg as a third picture; the two already there stay.",
  },
];

const posts: Case[] = [
  {
    id: "posts-201",
    domain: "posts",
    intent: "change",
    say: [
      "Dear assistant, I have written a little piece for our blog and should be glad if you would put it in for me. It is to be called ‘A Visit to the Paper Mill’, and the words are these: “Last Tuesday the whole studio took the train to the old paper mill by the river, where we learned how paper was made by hand.” Would you be kind enough to file it under the label ‘stories’? It is not to be published until I have read it through once more. Thank you.",
    ],
    expect: [
      { post: "A Visit to the Paper Mill", exists: true, status: "draft", live: false, tagsInclude: ["stories"], bodyIncludes: ["took the train to the old paper mill"] },
      liveSame,
    ],
    note: "Elderly writer: a draft post with the quoted body and the tag 'stories'; not published.",
  },
  {
    id: "posts-202",
    domain: "posts",
    intent: "change",
    say: ["post `Behind the scenes: our design process`: tags += tutorial, tags -= design"],
    expect: [{ post: POSTS.process, tags: ["process", "tutorial"] }, liveSame],
    note: "Developer: add the tag 'tutorial', remove 'design'; 'process' stays.",
  },
  {
    id: "posts-203",
    domain: "posts",
    intent: "change",
    say: ["Let's get the autumn collection post out the door — publish it today."],
    expect: [{ post: POSTS.autumn, status: "published", live: true }, cardShown],
    note: "Marketer: the autumn draft is published.",
  },
  {
    id: "posts-204",
    domain: "posts",
    intent: "change",
    say: ["The post of welcome — please change the small summary text (the excerpt) to 'Our new website is here: faster and easier to use.'"],
    expect: [{ post: POSTS.welcome, excerptIncludes: ["Our new website is here: faster and easier to use."], bodyIncludes: ["We rebuilt our website from scratch"] }, liveSame],
    note: "Non-native speaker: only the welcome post's excerpt changes; its body stays.",
  },
  {
    id: "posts-205",
    domain: "posts",
    intent: "change",
    say: ["can u swap the cover on the welcome post to the blue coast pic thx"],
    expect: [{ post: POSTS.welcome, coverImage: "blue-coast.png" }, { page: "Home", sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg" } }] }, liveSame],
    note: "Phone: the welcome post's cover becomes blue-coast.png; the home hero, which uses the old picture too, keeps it.",
  },
  {
    id: "posts-206",
    domain: "posts",
    intent: "change",
    say: ["The design process post is out of date — we haven't worked like that for a year. It shouldn't be on the blog any more."],
    expect: [{ anyOf: [[{ post: POSTS.process, exists: true, live: false }], [{ post: POSTS.process, inTrash: true }]] }, { post: POSTS.welcome, live: true }, cardShown],
    note: "Manager states the problem: the process post leaves the blog (archived, unpublished or trashed are all right).",
  },
  {
    id: "posts-207",
    domain: "posts",
    intent: "read",
    say: ["Could you tell me, please, which of the little articles in our journal have not yet been made public? I lose track of these things."],
    expect: [{ reply: { includesAny: ["Autumn collection"] } }, unchanged],
    note: "Elderly writer ('journal' = the blog): only the autumn post is still a draft. A right answer may name the published ones too, to contrast them, so they are not excluded.",
  },
  {
    id: "posts-208",
    domain: "posts",
    intent: "read",
    say: ["tags on the welcome post?"],
    expect: [{ reply: { includesAll: ["news"] } }, unchanged],
    note: "Developer: the welcome post has one tag, news.",
  },
  {
    id: "posts-209",
    domain: "posts",
    intent: "change",
    say: ["Write up a quick draft post called '5 signs your website needs a refresh' — tag it tips and use the mountian sunrise shot as the cover. I'll fill in the copy later."],
    expect: [{ post: "5 signs your website needs a refresh", exists: true, status: "draft", tagsInclude: ["tips"], coverImage: "mountain-sunrise.jpg" }, liveSame],
    note: "Marketer: a new draft post with a tag and a cover and no body yet.",
  },
  {
    id: "posts-210",
    domain: "posts",
    intent: "refuse",
    say: ["Delete please the post about our christmas party, it was not so nice."],
    expect: [unchanged, noCard, { reply: { includesAny: NOT_FOUND } }],
    note: "Non-native speaker: there is no post about a Christmas party, so nothing is deleted.",
  },
  {
    id: "posts-211",
    domain: "posts",
    intent: "change",
    say: ["add a line at the end of the welcom post: we're also on mastodon now, come say hi"],
    expect: [{ post: POSTS.welcome, bodyIncludes: ["on mastodon now", "We rebuilt our website from scratch", "Thanks for stopping by"] }, liveSame],
    note: "Phone (typo 'welcom'): a sentence is appended to the body; what was there stays.",
  },
  {
    id: "posts-212",
    domain: "posts",
    intent: "change",
    say: ["The autumn post's title is too long, it gets cut off when we share it. Shorten it to ‘Autumn colours’."],
    expect: [{ post: "Autumn colours", exists: true, status: "draft", tagsInclude: ["seasonal"] }, { post: POSTS.autumn, exists: false }, liveSame],
    note: "Manager states the problem: the autumn draft is retitled 'Autumn colours' and stays a draft.",
  },
];

const images: Case[] = [
  {
    id: "images-201",
    domain: "images",
    intent: "change",
    say: [
      "I hope this finds you well. Amongst our pictures there is a photograph of the blue coastline with the green headlands, and I notice that, unlike its fellows, it has no caption beneath it. Might I ask you to give it the caption ‘The coast path on a calm morning’? Thank you kindly.",
    ],
    expect: [{ image: "blue-coast.png", caption: "The coast path on a calm morning", alt: "Calm blue coastline with green headlands" }],
    note: "Elderly writer: a caption for blue-coast.png; its alt text stays.",
  },
  {
    id: "images-202",
    domain: "images",
    intent: "change",
    say: ['alt for studio-dusk.jpg = "The studio building at dusk"'],
    expect: [{ image: "studio-dusk.jpg", alt: "The studio building at dusk", caption: "Our studio at dusk" }],
    note: "Developer: only the alt text changes; the caption stays.",
  },
  {
    id: "images-203",
    domain: "images",
    intent: "change",
    say: ["Swap the hero image on the homepage for the autumn valley shot — it's way more on-brand for fall."],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { imageId: "autumn-valley.jpg", heading: "Websites that feel calm and work hard" } }] }, { post: POSTS.welcome, coverImage: "mountain-sunrise.jpg" }, liveSame],
    note: "Marketer: only the home hero's picture changes, not the welcome post's cover, which uses the same picture.",
  },
  {
    id: "images-204",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "team-photo.jpg" } }],
    say: ["The photo of team have no description for blind people. Write for it: 'Four members of the Northwind team in the studio'."],
    expect: [{ image: "team-photo.jpg", alt: "Four members of the Northwind team in the studio" }],
    note: "Non-native speaker: the description for blind people is the alt text.",
  },
  {
    id: "images-205",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "old-logo.png", alt: "Old Northwind logo" } }],
    say: ["delete old-logo.png pls its not used anywere"],
    expect: [{ image: "old-logo.png", inTrash: true }, { image: "mountain-sunrise.jpg", exists: true }, cardShown],
    note: "Phone (typo 'anywere'): the unused image goes to the trash.",
  },
  {
    id: "images-206",
    domain: "images",
    intent: "read",
    say: ["Some of our pictures don't have captions and it looks sloppy. Which ones?"],
    expect: [{ reply: { includesAny: ["blue-coast"] } }, unchanged],
    note: "Manager states the problem: blue-coast.png is the only image without a caption. A right answer may name the captioned ones too, so they are not excluded.",
  },
  {
    id: "images-207",
    domain: "images",
    intent: "read",
    say: ["where is mountain-sunrise.jpg used?"],
    expect: [{ reply: { includesAny: ["Home"] } }, { reply: { includesAny: ["Welcome to our new website", "welcome post"] } }, unchanged],
    note: "Developer: it is the home hero's picture and the welcome post's cover.",
  },
  {
    id: "images-208",
    domain: "images",
    intent: "change",
    say: ["Replace the studio dusk photo everywhere it shows up with the mountain sunrise one."],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "mountain-sunrise.jpg" } }] },
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "mountain-sunrise.jpg" } }] },
      { post: POSTS.process, coverImage: "mountain-sunrise.jpg" },
      liveSame,
    ],
    note: "Marketer: studio-dusk.jpg is on About, in the Contact gallery and the process post's cover; all three get mountain-sunrise.jpg.",
  },
  {
    id: "images-209",
    domain: "images",
    intent: "change",
    say: ["Image autumn-valley — the caption please change in 'Valley in October'."],
    expect: [{ image: "autumn-valley.jpg", caption: "Valley in October", alt: "Orange autumn valley with a pale sun" }],
    note: "Non-native speaker ('change in' = change to): the caption only.",
  },
  {
    id: "images-210",
    domain: "images",
    intent: "change",
    say: [
      "My granddaughter, who is partially sighted, tells me that the description read aloud for our picture of the hills at sunrise is rather vague. Could it perhaps say ‘Green hills at sunrise, seen from the studio window’ instead? That would please her greatly.",
    ],
    expect: [{ image: "mountain-sunrise.jpg", alt: "Green hills at sunrise, seen from the studio window", caption: "Sunrise over the hills" }],
    note: "Elderly writer: the description read aloud is the alt text of mountain-sunrise.jpg.",
  },
];

const navigation: Case[] = [
  {
    id: "navigation-201",
    domain: "navigation",
    intent: "change",
    say: [
      "Good day to you. I confess I have never been fond of the word ‘Blog’ in our menu; it sounds so very modern. Would it be possible for the link to read ‘Journal’ instead, while still taking people to the same place? I am much obliged to you.",
    ],
    expect: [{ menu: "Journal", present: true, linksTo: "/blog", position: 2 }, { menu: "Blog", present: false }, liveSame],
    note: "Elderly writer: the Blog item is relabelled 'Journal'; its link and place stay.",
  },
  {
    id: "navigation-202",
    domain: "navigation",
    intent: "change",
    say: ["nav: add `Shop` -> https://shop.northwind.example after Blog"],
    expect: [{ menu: "Shop", present: true, linksTo: "https://shop.northwind.example", parent: null }, { menuOrder: ["Home", "About", "Blog", "Shop", "Contact"] }],
    note: "Developer: a new top-level item to an outside address, right after Blog.",
  },
  {
    id: "navigation-203",
    domain: "navigation",
    intent: "change",
    say: ["Let's get Contact front and center — make it the very frist thing in the nav."],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }, { menu: "Contact", linksTo: "Contact", visible: true }],
    note: "Marketer: Contact moves to the first place; the others keep their order.",
  },
  {
    id: "navigation-204",
    domain: "navigation",
    intent: "change",
    given: [teamLive],
    say: ["Please put the page Team in the menu under the About, like a sub-menu."],
    expect: [{ menu: "Team", present: true, linksTo: "Team", parent: "About" }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
    note: "Non-native speaker: a sub-item 'Team' under About linking to the Team page.",
  },
  {
    id: "navigation-205",
    domain: "navigation",
    intent: "change",
    say: ["hide blog from the menu for now pls we havent posted in ages"],
    expect: [{ menu: "Blog", present: true, visible: false }, { menu: "Home", visible: true }],
    note: "Phone: hidden, not removed.",
  },
  {
    id: "navigation-206",
    domain: "navigation",
    intent: "change",
    given: [{ menuItem: { label: "Old shop", url: "https://old-shop.example" } }],
    say: ["The 'Old shop' link in our menu goes to a website we shut down last year."],
    expect: [
      {
        anyOf: [
          [{ menu: "Old shop", present: false }, { menuOrder: ["Home", "About", "Blog", "Contact"] }],
          [{ menu: "Old shop", present: true, visible: false }, { menuOrder: ["Home", "About", "Blog", "Contact", "Old shop"] }],
        ],
      },
    ],
    note: "Manager states the problem: the dead link leaves the menu, removed or hidden; the other four items stay as they were.",
  },
  {
    id: "navigation-207",
    domain: "navigation",
    intent: "refuse",
    given: [teamLive, { menuItem: { label: "Team", page: "Team", parent: "About" } }, { menuItem: { label: "Pricing", url: "/pricing" } }],
    say: ["nav: nest `Pricing` under `Team` (so About > Team > Pricing)"],
    expect: [{ menu: "Pricing", parent: null }, { menu: "Team", parent: "About" }, unchanged, { reply: { includesAny: ["two levels", "sub-item", "level", ...CANNOT] } }],
    note: "Developer: Team is already a sub-item, and the menu has two levels at most, so Pricing cannot go under it.",
  },
  {
    id: "navigation-208",
    domain: "navigation",
    intent: "read",
    say: ["Quick q — what's in our top nav right now, in order?"],
    expect: [{ reply: { includesAll: ["Home", "About", "Blog", "Contact"] } }, unchanged],
    note: "Marketer: the demo menu is Home, About, Blog, Contact.",
  },
  {
    id: "navigation-209",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Services", live: true, sections: [{ template: "text", content: { heading: "What we offer", body: "Design, build and care for small business websites." } }] } }],
    say: ["In the menu the link Blog, please make that it opens our page Services, and the name also 'Services'."],
    expect: [{ menu: "Services", present: true, linksTo: "Services", position: 2 }, { menu: "Blog", present: false }],
    note: "Non-native speaker: the Blog item is re-pointed to the Services page and relabelled; it keeps its place.",
  },
  {
    id: "navigation-210",
    domain: "navigation",
    intent: "change",
    say: ["the contact link in the menu shoud say Get in touch"],
    expect: [{ menu: "Get in touch", present: true, linksTo: "Contact", position: 3 }, { menu: "Contact", present: false }, { page: "Contact", exists: true }],
    note: "Phone (typo 'shoud'): relabel the menu item only; the page keeps its title.",
  },
];

const settings: Case[] = [
  {
    id: "settings-201",
    domain: "settings",
    intent: "change",
    say: [
      "Good evening. I have always thought the little line that sits beneath our name at the top of the website could be warmer. If it is not too much bother, would you change it to read ‘Thoughtful websites for independent businesses since 2019’? With my thanks.",
    ],
    expect: [{ setting: "tagline", equals: "Thoughtful websites for independent businesses since 2019" }, { setting: "name", equals: "Northwind Studio" }, liveSame],
    note: "Elderly writer: the line beneath the name is the tagline.",
  },
  {
    id: "settings-202",
    domain: "settings",
    intent: "change",
    say: ["theme.accent=#2b6cb0"],
    expect: [{ setting: "themeColors.accent", equals: "#2b6cb0" }, { setting: "themeColors.primary", equals: DEMO.primary }, liveSame],
    note: "Developer: only the accent colour changes.",
  },
  {
    id: "settings-203",
    domain: "settings",
    intent: "change",
    say: ["Our brand grean feels dated. Let's make the primary color a deep navy — #1e3a5f."],
    expect: [{ setting: "themeColors.primary", equals: "#1e3a5f" }, { setting: "themeColors.accent", equals: DEMO.accent }, liveSame],
    note: "Marketer: the primary colour (the green #35524a) becomes #1e3a5f.",
  },
  {
    id: "settings-204",
    domain: "settings",
    intent: "change",
    say: ["Add to social links our Instagram: https://instagram.com/northwindstudio. The others must stay."],
    expect: [
      { setting: "socialLinks", includes: "instagram.com/northwindstudio" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
      { setting: "socialLinks", includes: "github.example/northwind" },
      liveSame,
    ],
    note: "Non-native speaker: a third social link; Mastodon and GitHub stay.",
  },
  {
    id: "settings-205",
    domain: "settings",
    intent: "change",
    say: ["change the site name to Northwind Design Studio pls"],
    expect: [{ setting: "name", equals: "Northwind Design Studio" }, { setting: "tagline", equals: "Calm, useful websites for independent businesses" }, liveSame],
    note: "Phone: the site's name only.",
  },
  {
    id: "settings-206",
    domain: "settings",
    intent: "change",
    say: ["Google still shows just 'Northwind Studio' as our title. It should say 'Northwind Studio | Web design for independents'."],
    expect: [
      {
        anyOf: [
          [{ setting: "seoTitle", equals: "Northwind Studio | Web design for independents" }],
          [{ page: "Home", seoTitle: "Northwind Studio | Web design for independents" }],
        ],
      },
      liveSame,
    ],
    note: "Manager states the problem: 'Northwind Studio' is the site's default SEO title; setting it there, or on the home page, both answer the complaint.",
  },
  {
    id: "settings-207",
    domain: "settings",
    intent: "read",
    say: ["Would you be good enough to tell me which colours our website is presently dressed in? The young man who made it has moved away and I cannot remember."],
    expect: [{ reply: { includesAny: ["#35524a"] } }, { reply: { includesAny: ["#d9622b"] } }, unchanged],
    note: "Elderly writer: the theme colours — primary #35524a, accent #d9622b, background #fbfaf7, text #1f2933.",
  },
  {
    id: "settings-208",
    domain: "settings",
    intent: "refuse",
    as: "viewer",
    say: ["pls change the tagline to 'Websites that just work' thx"],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
    note: "Phone, as a viewer: viewers cannot change settings.",
  },
  {
    id: "settings-209",
    domain: "settings",
    intent: "change",
    say: ["The GitHub link at the bottom of the site is wrong. Our handle is northwind-studio, not northwind — people land on somebody else's profile."],
    expect: [
      { setting: "socialLinks", includes: "github.example/northwind-studio" },
      { setting: "socialLinks", includes: "mastodon.example/@northwind" },
      liveSame,
    ],
    note: "Manager states the problem: the GitHub social link becomes https://github.example/northwind-studio; Mastodon stays.",
  },
];

const entries: Case[] = [
  {
    id: "entries-201",
    domain: "entries",
    intent: "change",
    say: [
      "Good morning. We received the loveliest letter from Mrs Margaret Ellis of Ellis & Daughters Tea Rooms, and she has said we may use it. I wonder if you might add it to our testimonials? Her words were: ‘Northwind made our little website a joy to use, and our bookings have never been better.’ Thank you ever so much.",
    ],
    expect: [{ entry: { where: { author: "Margaret Ellis" } }, exists: true, dataIncludes: { quote: "a joy to use", company: "Ellis & Daughters" } }, { entry: "Maple Bakery", exists: true }],
    note: "Elderly writer: a new testimonial with quote, author and company.",
  },
  {
    id: "entries-202",
    domain: "entries",
    intent: "change",
    say: ['testimonials/harbour-books: quote="Finally a website our whole team can update, and actually enjoys updating."'],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "actually enjoys updating", author: "Tom Okafor" } }, liveSame],
    note: "Developer: only the quote of the Harbour Books testimonial changes.",
  },
  {
    id: "entries-203",
    domain: "entries",
    intent: "read",
    say: ["How many testimonials do we have live? Need social proof numbers for a deck."],
    expect: [{ reply: { includesAny: ["2", "two"] } }, unchanged],
    note: "Marketer: two testimonials, both published.",
  },
  {
    id: "entries-204",
    domain: "entries",
    intent: "change",
    say: ["The testimonal of Maple Bakery please remove, the shop is closed now."],
    expect: [{ entry: "Maple Bakery", exists: false }, { entry: "Harbour Books", exists: true }, cardShown],
    note: "Non-native speaker: the Maple Bakery testimonial goes to the trash.",
  },
  {
    id: "entries-205",
    domain: "entries",
    intent: "change",
    say: ["priyas testimonial has her name wrong its Priya Shaw not Shah"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { author: "Priya Shaw", quote: "Our orders doubled" } }, liveSame],
    note: "Phone: the author of the Maple Bakery testimonial is corrected.",
  },
  {
    id: "entries-206",
    domain: "entries",
    intent: "read",
    say: ["A customer asked who gave us the Harbour Books quote. I don't know."],
    expect: [{ reply: { includesAny: ["Tom Okafor"] } }, unchanged],
    note: "Manager states the problem: Tom Okafor wrote it.",
  },
  {
    id: "entries-207",
    domain: "entries",
    intent: "change",
    say: ["Add a testimonial from Dana Ruiz at Ruiz Cycles: “Online bookings went up 40% in the first month.” — and get it live on the site today."],
    expect: [{ entry: { where: { author: "Dana Ruiz" } }, exists: true, live: true, dataIncludes: { quote: "40% in the first month", company: "Ruiz Cycles" } }, cardShown],
    note: "Marketer: a new testimonial, published.",
  },
  {
    id: "entries-208",
    domain: "entries",
    intent: "change",
    say: ["Testimonial of Harbour Books: the company name is now 'Harbour Books & Café', they opened a café inside."],
    expect: [{ entry: { where: { author: "Tom Okafor" } }, exists: true, dataIncludes: { company: "Harbour Books & Café", quote: "Finally a website" } }, liveSame],
    note: "Non-native speaker: the company field changes; whether the entry's title follows is left open.",
  },
];

const publishing: Case[] = [
  {
    id: "publishing-201",
    domain: "publishing",
    intent: "change",
    given: [workshopsDraft, { post: { title: "Notes from the spring fair", tags: ["news"], body: "We met so many makers at the spring fair." } }],
    say: [
      "Good afternoon. I believe there are a number of things that have been written but are still waiting in the wings, so to speak. Would you be so kind as to make all of them public now, every one? We are quite happy with everything.",
    ],
    expect: [{ page: "Workshops", live: true }, { post: "Notes from the spring fair", live: true }, { post: POSTS.autumn, live: true }, cardShown],
    note: "Elderly writer: everything waiting goes live — the Workshops page, the spring fair post and the autumn post.",
  },
  {
    id: "publishing-202",
    domain: "publishing",
    intent: "change",
    given: [workshopsDraft, { settings: { tagline: "Websites made with care", live: false } }],
    say: ["publish all pending changes exept the autumn post (still WIP)"],
    expect: [
      { page: "Workshops", live: true },
      { setting: "tagline", equals: "Websites made with care", in: "live" },
      { post: POSTS.autumn, live: false, status: "draft" },
      cardShown,
    ],
    note: "Developer: the Workshops page and the new tagline go live; the autumn post stays a draft.",
  },
  {
    id: "publishing-203",
    domain: "publishing",
    intent: "read",
    given: [workshopsDraft],
    say: ["What's sitting in drafts right now that isn't live yet?"],
    expect: [{ reply: { includesAll: ["Workshops"] } }, { reply: { includesAny: ["Autumn collection", "autumn"] } }, unchanged],
    note: "Marketer: the Workshops page and the autumn post are drafts.",
  },
  {
    id: "publishing-204",
    domain: "publishing",
    intent: "change",
    given: [{ settings: { tagline: "Websites made with care", live: false } }],
    say: ["The new tagline I made yesterday, it is not visible on the site. Make it go public please."],
    expect: [{ setting: "tagline", equals: "Websites made with care", in: "live" }, cardShown],
    note: "Non-native speaker: the settings' draft (the new tagline) is published.",
  },
  {
    id: "publishing-205",
    domain: "publishing",
    intent: "change",
    say: ["change the 'About us' heading on the abuot page to 'Nice to meet you'", "ok now put it live pls"],
    expect: [{ page: "About", live: true, liveTextIncludes: ["Nice to meet you"], liveTextExcludes: ["About us"] }, cardShown],
    note: "Phone (typo 'abuot'): the heading is changed, then the About page is published.",
  },
  {
    id: "publishing-206",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Workshops", live: true, sections: [{ template: "text", content: { heading: "Evening workshops", body: "One evening a month." } }] } }, { menuItem: { label: "Workshops", page: "Workshops", live: false } }],
    say: ["I added Workshops to the menu last week but visitors still can't see it."],
    expect: [{ menu: "Workshops", live: true }, { menu: "Contact", live: true }, cardShown],
    note: "Manager states the problem: the menu's draft, with the Workshops link, was never published.",
  },
  {
    id: "publishing-207",
    domain: "publishing",
    intent: "read",
    given: [{ settings: { name: "Northwind & Co", live: false } }],
    say: ["anything changed but not published? (`git status` for the site basically)"],
    expect: [{ reply: { includesAny: ["Autumn collection", "autumn"] } }, { reply: { includesAny: ["settings", "Northwind & Co", "site name"] } }, unchanged],
    note: "Developer: the autumn post is a draft and the site settings have an unpublished name.",
  },
  {
    id: "publishing-208",
    domain: "publishing",
    intent: "change",
    cards: "deny",
    say: ["I should like the autumn article published, please — I have read it over and I am content with it."],
    expect: [{ post: POSTS.autumn, live: false, status: "draft" }, liveSame, cardShown],
    note: "Elderly writer, who then thinks better of it at the approval card: nothing goes live.",
  },
];

const search: Case[] = [
  {
    id: "search-201",
    domain: "search",
    intent: "read",
    say: ["Is there anywhere on our website where we give out our telephone number? I am told it ought to be easy to find."],
    expect: [{ reply: { includesAny: CONTACT_PAGE } }, unchanged],
    note: "Elderly writer: the phone number is in the 'Say hello' text on the Contact page.",
  },
  {
    id: "search-202",
    domain: "search",
    intent: "read",
    say: ["grep 'six to ten weeks'"],
    expect: [{ reply: { includesAny: [...ABOUT_PAGE, "Questions we hear often", "How long does a website take"] } }, unchanged],
    note: "Developer: the phrase is in the About page's FAQ.",
  },
  {
    id: "search-203",
    domain: "search",
    intent: "read",
    say: ["Where on the site do we talk about being accessible? Want to repurpose that copy for a LinkedIn post."],
    expect: [{ reply: { includesAny: ["Home", "What we do", "Fast, accessible pages"] } }, unchanged],
    note: "Marketer: the Build box on the home page says 'Fast, accessible pages that work on every device.'",
  },
  {
    id: "search-204",
    domain: "search",
    intent: "read",
    say: ["Which post is speaking about making sketches on paper?"],
    expect: [{ reply: { includesAny: ["Behind the scenes"] } }, unchanged],
    note: "Non-native speaker: the process post's body says 'rough layouts on paper'.",
  },
  {
    id: "search-205",
    domain: "search",
    intent: "read",
    say: ["which pics r of the coast"],
    expect: [{ reply: { includesAny: ["blue-coast"] } }, unchanged],
    note: "Phone: blue-coast.png is the coastline picture.",
  },
  {
    id: "search-206",
    domain: "search",
    intent: "read",
    say: ["Someone told me our site still mentions 2019 somwhere. Where is that?"],
    expect: [{ reply: { includesAny: ABOUT_PAGE } }, unchanged],
    note: "Manager states the problem: 'We started in 2019' is in the About page's first text.",
  },
];

const multi: Case[] = [
  {
    id: "multi-201",
    domain: "multi",
    intent: "change",
    given: [{ page: { title: "Newsletter", live: true, sections: [{ template: "text", content: { heading: "Our newsletter", body: "One letter a month." } }] } }],
    say: [
      "Dear assistant, two small matters, if I may. Firstly, the little motto beneath our name would be better as ‘Good websites, made calmly’. Secondly, I should like a link to our Newsletter page added to the menu, at the very end, after Contact. Thank you for your patience with me.",
    ],
    expect: [
      { setting: "tagline", equals: "Good websites, made calmly" },
      { menu: "Newsletter", present: true, linksTo: "Newsletter", parent: null },
      { menuOrder: ["Home", "About", "Blog", "Contact", "Newsletter"] },
    ],
    note: "Elderly writer: a new tagline and a last menu item to the Newsletter page.",
  },
  {
    id: "multi-202",
    domain: "multi",
    intent: "change",
    say: ["home cta: heading='Got a project?', button='Start a project'. also accent=#c0392b"],
    expect: [
      { page: "Home", sections: [{ template: "cta", fields: { heading: "Got a project?", buttonLabel: "Start a project", buttonUrl: "/contact" } }] },
      { setting: "themeColors.accent", equals: "#c0392b" },
      liveSame,
    ],
    note: "Developer: the home call-to-action's heading and button label change (its link stays /contact), and the accent colour.",
  },
  {
    id: "multi-203",
    domain: "multi",
    intent: "change",
    say: [
      "Let's refresh the homepage hero: headline 'Your business, beautifully online' and subhead 'Calm, quick websites for independent businesses.' Then push it live, we're announcing today.",
    ],
    expect: [
      {
        page: "Home",
        live: true,
        sections: [{ template: "hero", fields: { heading: "Your business, beautifully online", subheading: "Calm, quick websites for independent businesses." } }],
        liveTextIncludes: ["Your business, beautifully online", "Calm, quick websites"],
      },
      cardShown,
    ],
    note: "Marketer: hero heading and subheading change, then Home is published.",
  },
  {
    id: "multi-204",
    domain: "multi",
    intent: "change",
    say: ["Please make new post 'Our new office' with text 'We moved to the harbour in May.' and tag 'news', and put the photo of the studio as the cover. After, publish it."],
    expect: [{ post: "Our new office", live: true, status: "published", tagsInclude: ["news"], coverImage: "studio-dusk.jpg", bodyIncludes: ["moved to the harbour"] }, cardShown],
    note: "Non-native speaker: create the post with body, tag and cover, then publish it.",
  },
  {
    id: "multi-205",
    domain: "multi",
    intent: "change",
    say: ["hide contact in the menu and unpublish the contact page too were moving offices"],
    expect: [{ menu: "Contact", present: true, visible: false }, { page: "Contact", exists: true, live: false }, cardShown],
    note: "Phone: the menu item is hidden and the page taken off the site (kept as a draft).",
  },
  {
    id: "multi-206",
    domain: "multi",
    intent: "change",
    say: ["Two things are worng on the About page. The heading says 'About us' but it should be 'Our studio'. And the FAQ still says six to ten weeks — it's four to eight weeks now."],
    expect: [
      { page: "About", sections: [{ template: "text", fields: { heading: "Our studio" } }, { template: "faq", fields: { items: "four to eight weeks" } }], textExcludes: ["six to ten"] },
      liveSame,
    ],
    note: "Manager states the problems: the first heading and the first FAQ answer change.",
  },
  {
    id: "multi-207",
    domain: "multi",
    intent: "change",
    say: [
      "I have two little errands for you, if you would be so good. The photograph of the blue coast wants a caption, ‘Headland walk’, and the one of the studio at dusk I should like captioned ‘Our studio after hours’ instead of what it says at present.",
    ],
    expect: [{ image: "blue-coast.png", caption: "Headland walk" }, { image: "studio-dusk.jpg", caption: "Our studio after hours" }],
    note: "Elderly writer: two captions.",
  },
  {
    id: "multi-208",
    domain: "multi",
    intent: "change",
    say: ["new page Workshops: hero 'Learn to run your own site' + text 'Monthly evening workshops in the studio.' — then nav link to it after About"],
    expect: [
      {
        page: "Workshops",
        exists: true,
        live: false,
        sectionTemplates: ["hero", "text"],
        sections: [
          { template: "hero", fields: { heading: "Learn to run your own site" } },
          { template: "text", fields: { body: "Monthly evening workshops in the studio." } },
        ],
      },
      { menu: "Workshops", present: true, linksTo: "Workshops", parent: null },
      { menuOrder: ["Home", "About", "Workshops", "Blog", "Contact"] },
    ],
    note: "Developer: a draft page with a hero and a text section, and a menu link right after About.",
  },
  {
    id: "multi-209",
    domain: "multi",
    intent: "read",
    say: ["Tell me please what says the big title of home page, and how many posts are published?"],
    expect: [{ reply: { includesAny: ["Websites that feel calm and work hard"] } }, { reply: { includesAny: ["2", "two"] } }, unchanged],
    note: "Non-native speaker: the hero heading, and two published posts.",
  },
  {
    id: "multi-210",
    domain: "multi",
    intent: "change",
    say: ["Let's tag both of our live posts with 'featured' so they show up in the newsletter roundup."],
    expect: [{ post: POSTS.welcome, tagsInclude: ["featured", "news"] }, { post: POSTS.process, tagsInclude: ["featured", "process"] }, { post: POSTS.autumn, tagsExclude: ["featured"] }, liveSame],
    note: "Marketer: the two published posts get the tag; the autumn draft does not.",
  },
];

const conversation: Case[] = [
  {
    id: "conversation-201",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you tell me, please, what questions the About page presently answers?",
      "Thank you kindly. Would you add a third one to them: ‘Do you offer hosting?’, with the answer ‘Yes, we host every site we build.’",
    ],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { items: "Do you offer hosting?" } }], textIncludes: ["we host every site we build", "How long does a website take?", "Can we edit the site ourselves?"] },
      liveSame,
    ],
    note: "Elderly writer: 'them' refers to the FAQ read out in the first turn; a third item is added.",
  },
  {
    id: "conversation-202",
    domain: "conversation",
    intent: "change",
    say: ["tagline?", "s/independent businesses/small shops/"],
    expect: [{ setting: "tagline", equals: "Calm, useful websites for small shops" }, liveSame],
    note: "Developer: the substitution applies to the tagline just read.",
  },
  {
    id: "conversation-203",
    domain: "conversation",
    intent: "change",
    say: ["Let's change the homepage hero button to say 'Start your project'", "Actually make it 'Talk to us'"],
    expect: [{ page: "Home", sections: [{ template: "hero", fields: { ctaLabel: "Talk to us", ctaUrl: "/about" } }], textExcludes: ["Start your project", "See what we do"] }, liveSame],
    note: "Marketer: the second turn replaces the first label; the button's link stays /about.",
  },
  {
    id: "conversation-204",
    domain: "conversation",
    intent: "change",
    given: [{ image: { name: "whiteboard.jpg" } }],
    say: ["Which pictures have no alt text?", "For this one write 'Two designers sketching at the whiteboard'."],
    expect: [{ image: "whiteboard.jpg", alt: "Two designers sketching at the whiteboard" }],
    note: "Non-native speaker: whiteboard.jpg is the only image without alt text; 'this one' is it.",
  },
  {
    id: "conversation-205",
    domain: "conversation",
    intent: "change",
    say: ["hide teh blog link in the menu", "undo that"],
    expect: [{ menu: "Blog", present: true, visible: true, position: 2 }, liveSame],
    note: "Phone (typo 'teh'): the hide is undone, so Blog is shown again.",
  },
  {
    id: "conversation-206",
    domain: "conversation",
    intent: "change",
    say: ["The welcome post still has that old mountain pciture on it.", "Use the blue coast one. Same for the big banner on the home page."],
    expect: [{ post: POSTS.welcome, coverImage: "blue-coast.png" }, { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] }, liveSame],
    note: "Manager: the welcome post's cover and the home hero's picture both become blue-coast.png.",
  },
  {
    id: "conversation-207",
    domain: "conversation",
    intent: "change",
    say: ["Is the article about our autumn colours published yet, may I ask?", "Then please do publish it, if you would be so kind."],
    expect: [{ post: POSTS.autumn, live: true, status: "published" }, cardShown],
    note: "Elderly writer: the first answer says it is a draft; the second turn publishes it.",
  },
  {
    id: "conversation-208",
    domain: "conversation",
    intent: "change",
    say: ["create page Pricing", "add a text section to it: heading=Plans body='From £900 per site.'", "publish it"],
    expect: [{ page: "Pricing", live: true, sectionTemplates: ["text"], liveTextIncludes: ["From £900 per site."] }, cardShown],
    note: "Developer: create, fill and publish the same page across three turns.",
  },
  {
    id: "conversation-209",
    domain: "conversation",
    intent: "read",
    say: ["What's our accent color?", "And the primary?"],
    expect: [{ reply: { includesAny: ["#35524a"] } }, unchanged],
    note: "Marketer: the second answer gives the primary colour, #35524a.",
  },
  {
    id: "conversation-210",
    domain: "conversation",
    intent: "change",
    say: ["Show me the testimonials please.", "The second one, change the quote to 'Now our whole team updates the website by itself.'"],
    expect: [{ entry: { where: { author: "Tom Okafor" } }, dataIncludes: { quote: "whole team updates the website by itself" } }, { entry: "Maple Bakery", dataIncludes: { quote: "Our orders doubled" } }, liveSame],
    note: "Non-native speaker: the second testimonial is Harbour Books (Tom Okafor).",
  },
  {
    id: "conversation-211",
    domain: "conversation",
    intent: "change",
    say: ["renmae the about page to Our story", "and the menu link too"],
    expect: [{ page: "Our story", exists: true, slug: "about" }, { page: "About", exists: false }, { menu: "Our story", present: true, linksTo: "Our story", position: 1 }, { menu: "About", present: false }],
    note: "Phone: the page's title, then its menu item's label.",
  },
  {
    id: "conversation-212",
    domain: "conversation",
    intent: "read",
    say: ["Which of our posts are live?", "And which one of them is the oldest?"],
    expect: [{ reply: { includesAny: ["Welcome to our new website"] } }, unchanged],
    note: "Manager: of the two published posts, the welcome post is the oldest.",
  },
];

const clarify: Case[] = [
  {
    id: "clarify-201",
    domain: "clarify",
    intent: "clarify",
    say: ["I should like the picture changed, if you please."],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Elderly writer: which picture, where, and to what?",
  },
  { id: "clarify-202", domain: "clarify", intent: "clarify", say: ["rm it"], expect: [{ reply: { asksQuestion: true } }, unchanged, noCard], note: "Developer: nothing to refer to." },
  {
    id: "clarify-203",
    domain: "clarify",
    intent: "clarify",
    say: ["Can we make it pop more?"],
    expect: [{ reply: { asksQuestion: true } }, unchanged],
    note: "Marketer: which part, and what would 'pop' mean?",
  },
  { id: "clarify-204", domain: "clarify", intent: "clarify", say: ["chnage the text pls"], expect: [{ reply: { asksQuestion: true } }, unchanged], note: "Phone: which text, and to what?" },
  { id: "clarify-205", domain: "clarify", intent: "clarify", say: ["This page is wrong."], expect: [{ reply: { asksQuestion: true } }, unchanged, noCard], note: "Manager: which page, and what is wrong?" },
];

const offtopic: Case[] = [
  {
    id: "offtopic-201",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Can you help me to write a letter for my landlord about the heating, it is broken since one week?"],
    expect: [unchanged, noCard, { reply: { maxChars: 300 } }],
    note: "Non-native speaker: not about the site.",
  },
  { id: "offtopic-202", domain: "offtopic", intent: "offtopic", say: ["whats a good pizza plce near me"], expect: [unchanged, noCard, { reply: { maxChars: 300 } }], note: "Phone." },
  { id: "offtopic-203", domain: "offtopic", intent: "offtopic", say: ["The coffee machine in the office is broken again."], expect: [unchanged, noCard, { reply: { maxChars: 300 } }], note: "Manager states a problem that is not the site's." },
  {
    id: "offtopic-204",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Good evening. Might you be able to recommend a good novel for a long train journey to Edinburgh? Something not too gloomy."],
    expect: [unchanged, noCard, { reply: { maxChars: 300 } }],
    note: "Elderly writer: not about the site.",
  },
];

export const THIRTEENTH_PASS_CASES: Case[] = [...pages, ...sections, ...posts, ...images, ...navigation, ...settings, ...entries, ...publishing, ...search, ...multi, ...conversation, ...clarify, ...offtopic];
