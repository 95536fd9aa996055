/**
 * Development set, twenty-first pass: requests in nine new voices, written from the tool
 * descriptions, the services, the section templates and the demo seed only, without reading the
 * offline model, its docs or tests, or the other passes. Voices: a hotel receptionist on night shift,
 * a Kenyan English speaker, a terse lowercase architect, a French speaker's English (false friends),
 * a community choir's secretary forwarding minutes, a Yorkshire café owner, a data-minded marketer,
 * phone dictation with mis-heard words, and someone continuing a conversation over two or three turns.
 */
import { unchanged, liveSame, CANNOT, PERMISSION, DESIGN_PROCESS_TAGS } from "./checks";
import { DEMO } from "./demo";
import type { Case } from "./types";

const { welcome: WELCOME, process: PROCESS, autumn: AUTUMN } = DEMO.posts;

// ── Images ─────────────────────────────────────────────────────────────────────────────────────

const images: Case[] = [
  {
    id: "images-821",
    domain: "images",
    intent: "change",
    say: ["set the alt tax on blue coast dot png to calm blue sea with green cliffs full stop"],
    expect: [{ anyOf: [[{ image: "blue-coast.png", alt: "Calm blue sea with green cliffs" }], [{ image: "blue-coast.png", alt: "Calm blue sea with green cliffs." }]] }],
    note: "Dictation: 'alt tax' is alt text, 'dot png' is the file name, 'full stop' is punctuation, not words of the alt text.",
  },
  {
    id: "images-822",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "night-desk-lamp.jpg" } }],
    say: [
      "Hi, quiet night so I'm doing the website jobs on my list. The picture night-desk-lamp.jpg has no description for blind guests — can it say: Hotel reception desk lit by a brass lamp at night",
    ],
    expect: [{ image: "night-desk-lamp.jpg", altIncludes: ["reception desk lit by a brass lamp"] }],
  },
  {
    id: "images-823",
    domain: "images",
    intent: "change",
    say: ["Kindly put a caption on the blue coast picture, it is the one with none. Let it read 'Our favourite stretch of coastline'."],
    expect: [
      { image: "blue-coast.png", caption: "Our favourite stretch of coastline" },
      { image: "mountain-sunrise.jpg", caption: "Sunrise over the hills" },
    ],
  },
  {
    id: "images-824",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "atrium-skylight.jpg" } }, { image: { name: "stair-detail.jpg" } }],
    say: ["alt txt: atrium-skylight.jpg = glass atrium roof from below; stair-detail.jpg = oak stair w/ steel stringer"],
    expect: [
      { image: "atrium-skylight.jpg", altIncludes: ["glass atrium roof"] },
      { image: "stair-detail.jpg", altIncludes: ["oak stair", "steel stringer"] },
    ],
  },
  {
    id: "images-825",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "vineyard-rows.jpg" } }, { image: { name: "cellar-door.jpg" } }],
    say: ["Hello, which pictures of the library are actually not used anywhere on the site? I will eventually delete some of them, but first I want to see."],
    expect: [unchanged, { reply: { includesAll: ["vineyard-rows", "cellar-door"], excludes: ["mountain-sunrise", "studio-dusk", "autumn-valley", "blue-coast"] } }],
    note: "French 'actually' = currently, 'eventually' = possibly: a question only. The four demo pictures are all used (hero, covers, About, the Contact gallery).",
  },
  {
    id: "images-826",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "cafe-frontage.jpg", alt: "Front of the café with a green awning" } }],
    say: ["Ey up. That sunrise-over-t'-hills picture — I want it swapped for me new one of the café front, cafe-frontage.jpg, everywhere it's used. Don't delete t'old one, mind."],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "cafe-frontage.jpg" } }] },
      { post: WELCOME, coverImage: "cafe-frontage.jpg" },
      { image: "mountain-sunrise.jpg", exists: true },
    ],
  },
  {
    id: "images-827",
    domain: "images",
    intent: "change",
    say: [
      "Our A/B test: the hero with the coast photo got 14% more clicks than the sunrise one. Swap the home page hero image to the blue coast picture — home page only, the welcome post keeps its cover.",
    ],
    expect: [
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "blue-coast.png" } }] },
      { post: WELCOME, coverImage: "mountain-sunrise.jpg" },
    ],
  },
  {
    id: "images-828",
    domain: "images",
    intent: "read",
    say: ["what is the capture on the picture with the purple evening sky"],
    expect: [unchanged, { reply: { includesAny: ["Our studio at dusk"] } }],
    note: "'capture' is the caption; the purple sky is studio-dusk.jpg ('Soft violet dusk over rolling hills').",
  },
  {
    id: "images-829",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "spring-concert-2024.jpg" } }],
    say: [
      "Minutes of the committee meeting, item 4 (photographs). It was agreed that the photograph spring-concert-2024.jpg should carry the caption 'Spring Concert, St Barnabas Church, April 2024', and that a description for screen readers be added reading 'The choir singing in the church nave'. Action: Secretary.",
    ],
    expect: [
      { image: "spring-concert-2024.jpg", caption: "Spring Concert, St Barnabas Church, April 2024" },
      { image: "spring-concert-2024.jpg", altIncludes: ["choir singing in the church nave"] },
    ],
  },
  {
    id: "images-830",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "vineyard-rows.jpg", alt: "Rows of vines in late summer" } }],
    say: ["Eventually, can you delete the photo of the vines? I think it is not used anywhere, but please verify before."],
    expect: [{ image: "vineyard-rows.jpg", inTrash: true }, { image: "blue-coast.png", exists: true }],
    note: "French 'éventuellement' = if appropriate: the picture is used nowhere, so it goes to the trash.",
  },
  {
    id: "images-831",
    domain: "images",
    intent: "change",
    given: [{ image: { name: "lobby-evening.jpg", alt: "Hotel lobby in the evening" } }],
    say: [
      "A guest emailed to say the photo on the About page with the purple sky isn't our building at all. Could you put lobby-evening.jpg there instead? Only on the About page please — leave it wherever else it's used.",
    ],
    expect: [
      { page: "About", sections: [{ template: "imageText", fields: { imageId: "lobby-evening.jpg" } }] },
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "studio-dusk.jpg" } }] },
      { post: PROCESS, coverImage: "studio-dusk.jpg" },
    ],
  },
  {
    id: "images-832",
    domain: "images",
    intent: "read",
    say: ["Please, where are we using the autumn valley picture? I don't want to remove it if it is needed somewhere."],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection", "colours of the season"] } }],
  },
  {
    id: "images-833",
    domain: "images",
    intent: "read",
    given: [{ image: { name: "facade-sketch.png" } }, { image: { name: "site-model.jpg", alt: "Card model of the courtyard scheme" } }],
    say: ["which imgs have no alt? names only"],
    expect: [unchanged, { reply: { includesAll: ["facade-sketch"], excludes: ["site-model", "mountain-sunrise", "studio-dusk", "autumn-valley", "blue-coast"] } }],
    note: "blue-coast.png has alt text but no caption; only facade-sketch.png lacks alt text.",
  },
  {
    id: "images-834",
    domain: "images",
    intent: "change",
    given: [
      { image: { name: "signup-funnel-chart.png", caption: "Signup funnel, Q3 2024" } },
      { image: { name: "team-workshop.jpg", caption: "Strategy workshop, March" } },
    ],
    say: ["Accessibility audit says 2 images have no alt text and it's costing us SEO points. Write sensible alt texts for whichever images are missing them."],
    expect: [
      { image: "signup-funnel-chart.png", hasAlt: true },
      { image: "team-workshop.jpg", hasAlt: true },
      { image: "studio-dusk.jpg", alt: "Soft violet dusk over rolling hills" },
    ],
  },
  {
    id: "images-835",
    domain: "images",
    intent: "change",
    say: ["change the capture under the mountain sunrise picture two sunrise over the peak district"],
    expect: [{ anyOf: [[{ image: "mountain-sunrise.jpg", caption: "Sunrise over the Peak District" }], [{ image: "mountain-sunrise.jpg", caption: "Sunrise over the Peak District." }]] }],
    note: "Dictation: 'capture' = caption, 'two' = to.",
  },
  {
    id: "images-836",
    domain: "images",
    intent: "refuse",
    say: ["Can tha make the autumn valley photo a bit brighter and crop t'sky off it? It looks right dark on me phone."],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
  },
  {
    id: "images-837",
    domain: "images",
    intent: "change",
    say: ["on the contact page take the coast picture out of the gallery but keep it in the library"],
    expect: [
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "studio-dusk.jpg" } }], textExcludes: ["blue-coast.png"] },
      { image: "blue-coast.png", exists: true },
    ],
  },
];

// ── Conversations over two or three turns ─────────────────────────────────────────────────────

const conversation: Case[] = [
  {
    id: "conversation-821",
    domain: "conversation",
    intent: "change",
    say: ["Change the heading on the About page to 'Who we are'", "no, the other one — the heading next to the photo"],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { heading: "Who we are" } }, { template: "text", fields: { heading: "About us" } }] }],
    note: "The correction moves the new heading to the image-and-text section and puts 'About us' back.",
  },
  {
    id: "conversation-822",
    domain: "conversation",
    intent: "change",
    say: ["Set the alt text of studio-dusk.jpg to 'Our studio building at dusk'", "do the same for the autumn valley picture, but 'Our valley in autumn'"],
    expect: [
      { image: "studio-dusk.jpg", alt: "Our studio building at dusk" },
      { image: "autumn-valley.jpg", alt: "Our valley in autumn" },
    ],
  },
  {
    id: "conversation-823",
    domain: "conversation",
    intent: "change",
    say: ["On the About page add a question to the FAQ: 'Do you offer hosting?' with the answer 'Yes, hosting is included for the first year.'", "undo that"],
    expect: [{ page: "About", textExcludes: ["Do you offer hosting"], sections: [{ template: "faq", fields: { items: "How long does a website take" } }, { template: "faq", fields: { items: "Can we edit the site ourselves" } }] }],
  },
  {
    id: "conversation-824",
    domain: "conversation",
    intent: "change",
    say: ["Rename the Contact link in the menu to 'Get in touch'", "and publish it"],
    expect: [
      { menu: "Get in touch", linksTo: "Contact", live: true },
      { menu: "Contact", present: false },
      { page: "Contact", exists: true, live: true },
    ],
  },
  {
    id: "conversation-826",
    domain: "conversation",
    intent: "change",
    say: ["What does the Harbour Books testimonial say?", "Change it to: Finally a website our whole team can update — even the interns."],
    expect: [{ entry: "Harbour Books", dataIncludes: { quote: "even the interns", author: "Tom Okafor" } }],
  },
  {
    id: "conversation-827",
    domain: "conversation",
    intent: "change",
    say: ["Which blog posts have the sunrise picture as their cover?", "swap it for the coast one on that post"],
    expect: [
      { post: WELCOME, coverImage: "blue-coast.png" },
      { page: "Home", sections: [{ template: "hero", fields: { imageId: "mountain-sunrise.jpg" } }] },
    ],
  },
  {
    id: "conversation-828",
    domain: "conversation",
    intent: "change",
    say: ["Hide the Blog link in the menu", "actually no, put it back and hide About instead"],
    expect: [
      { menu: "Blog", present: true, visible: true },
      { menu: "About", present: true, visible: false },
    ],
  },
  {
    id: "conversation-829",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you add a blog post called 'Quiet hours on the third floor'? It should say quiet hours are from 10pm to 7am and guests are asked to keep their voices down in the corridors.",
      "lovely — tag it guests and put it live please",
    ],
    expect: [{ post: "Quiet hours on the third floor", live: true, tagsInclude: ["guests"], bodyIncludes: ["10pm"] }],
  },
  {
    id: "conversation-830",
    domain: "conversation",
    intent: "change",
    say: [
      "Put a new testimonial in from Doris Shaw: 'Best scones this side of Harrogate, and the website's grand an' all.'",
      "She's from Shaw's Bakehouse — stick that in as t'company and make it live.",
    ],
    expect: [{ entry: { where: { author: "Doris Shaw" } }, exists: true, live: true, dataIncludes: { company: "Shaw's Bakehouse", quote: "Best scones" } }],
  },
  {
    id: "conversation-831",
    domain: "conversation",
    intent: "change",
    say: ["delete the picture blue coast", "no wait undo that"],
    expect: [
      { image: "blue-coast.png", exists: true },
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "blue-coast.png" } }] },
    ],
  },
  {
    id: "conversation-832",
    domain: "conversation",
    intent: "change",
    given: [{ entry: { title: "Lakeside Yoga", data: { quote: "Class bookings up 25% since launch.", author: "Maya Lind", company: "Lakeside Yoga" }, live: false } }],
    say: ["How many testimonials are live on the site right now?", "Publish the draft one as well — more social proof, higher conversion."],
    expect: [
      { entry: "Lakeside Yoga", live: true },
      { entry: "Maple Bakery", live: true },
      { entry: "Harbour Books", live: true },
    ],
  },
  {
    id: "conversation-833",
    domain: "conversation",
    intent: "change",
    say: ["Add a link called 'Shop' to the menu going to https://shop.example.com", "put it first", "sorry, not first — second, right after Home"],
    expect: [{ menuOrder: ["Home", "Shop", "About", "Blog", "Contact"] }, { menu: "Shop", linksTo: "https://shop.example.com" }],
  },
  {
    id: "conversation-834",
    domain: "conversation",
    intent: "change",
    say: ["Which pictures do not have a caption actually?", "Put for this one the caption 'The coast near our studio', please."],
    expect: [
      { image: "blue-coast.png", caption: "The coast near our studio" },
      { image: "mountain-sunrise.jpg", caption: "Sunrise over the hills" },
      { image: "studio-dusk.jpg", caption: "Our studio at dusk" },
    ],
    note: "Only blue-coast.png has no caption, so 'this one' is it.",
  },
  {
    id: "conversation-835",
    domain: "conversation",
    intent: "change",
    say: [
      "Could you tell me which pages are currently published, for the minutes?",
      "Thank you. It was agreed that the Contact page be taken off the website until the new telephone number is confirmed.",
    ],
    expect: [
      { page: "Contact", exists: true, live: false },
      { page: "Home", live: true },
      { page: "About", live: true },
    ],
  },
  {
    id: "conversation-836",
    domain: "conversation",
    intent: "change",
    say: ["Unpublish the welcome post", "no, the other one — the design process post. The welcome one should stay up."],
    expect: [
      { post: WELCOME, exists: true, live: true },
      { post: PROCESS, exists: true, live: false },
    ],
  },
  {
    id: "conversation-837",
    domain: "conversation",
    intent: "read",
    given: [{ image: { name: "spare-chair.jpg" } }],
    say: ["How many pictures are in the library?", "and which of them isn't used anywhere?"],
    expect: [unchanged, { reply: { includesAny: ["spare-chair"] } }],
  },
];

// ── Several changes in one message ────────────────────────────────────────────────────────────

const multi: Case[] = [
  {
    id: "multi-821",
    domain: "multi",
    intent: "change",
    say: [
      "Three things from the day manager's note:\n1. tagline should be 'Open all night, every night'\n2. hide the Blog link from the menu\n3. the heading on the Contact page should say 'Talk to reception'",
    ],
    expect: [
      { setting: "tagline", includes: "Open all night, every night" },
      { menu: "Blog", present: true, visible: false },
      { page: "Contact", sections: [{ template: "text", fields: { heading: "Talk to reception" } }] },
    ],
  },
  {
    id: "multi-822",
    domain: "multi",
    intent: "change",
    say: [
      "Kindly do the following: add a testimonial from Otieno Mwangi of Rift Valley Coffee saying 'They understood our business from the very first meeting.' and publish it. Then also change the Contact page heading from 'Say hello' to 'Karibu — say hello'.",
    ],
    expect: [
      { entry: { where: { author: "Otieno Mwangi" } }, live: true, dataIncludes: { company: "Rift Valley Coffee", quote: "understood our business" } },
      { page: "Contact", sections: [{ template: "text", fields: { heading: "Karibu" } }] },
    ],
  },
  {
    id: "multi-823",
    domain: "multi",
    intent: "change",
    say: ["- new pg 'projects', hero heading 'selected work 2019–2024'\n- add to nav after about\n- publish pg + nav"],
    expect: [
      { page: "projects", exists: true, live: true, sections: [{ template: "hero", fields: { heading: "selected work" } }] },
      { menu: "projects", linksTo: "projects", position: 2, live: true },
    ],
  },
  {
    id: "multi-824",
    domain: "multi",
    intent: "change",
    say: ["I would like to change three things: the site name for 'Atelier Nord', the main colour for a dark blue, and eventually the tagline for 'Des sites calmes et utiles' if it is possible."],
    expect: [
      { setting: "name", equals: "Atelier Nord" },
      { setting: "themeColors.primary", looksLike: "blue" },
      { setting: "tagline", includes: "Des sites calmes et utiles" },
    ],
    note: "French 'changer X pour Y' = change X to Y; 'eventually' = if possible, and it is.",
  },
  {
    id: "multi-825",
    domain: "multi",
    intent: "change",
    say: [
      "Minutes, item 6 (website):\n• It was agreed that the Blog link in the menu be renamed 'News & Notices'.\n• It was agreed that the post 'Welcome to our new website' be archived.\n• It was agreed that the tag 'choir' be added to the design process post.",
    ],
    expect: [
      { menu: "News & Notices", linksTo: "/blog" },
      { menu: "Blog", present: false },
      { post: WELCOME, status: "archived" },
      { post: PROCESS, tags: ["process", "design", "choir"] },
    ],
  },
  {
    id: "multi-826",
    domain: "multi",
    intent: "change",
    say: ["Right, a couple o' bits: change the 'Get in touch' button on t'home page to say 'Pop in for a brew', and make the accent colour summat green instead o' that orange."],
    expect: [
      { page: "Home", sections: [{ template: "cta", fields: { buttonLabel: "Pop in for a brew", buttonUrl: "/contact" } }] },
      { setting: "themeColors.accent", looksLike: "green" },
      { setting: "themeColors.primary", equals: DEMO.primary },
    ],
  },
  {
    id: "multi-827",
    domain: "multi",
    intent: "change",
    say: ["Two changes for the Q3 test: home hero button → 'Get a free audit' linking to /contact, and add a 'Results' box to the What we do grid: 'Clients see 40% more enquiries on average.'"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "hero", fields: { ctaLabel: "Get a free audit", ctaUrl: "/contact" } },
          { template: "featureGrid", fields: { features: "Results" } },
          { template: "featureGrid", fields: { features: "40% more enquiries" } },
          { template: "featureGrid", fields: { features: "Care" } },
        ],
      },
    ],
  },
  {
    id: "multi-828",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "harbour-lights.jpg" } }, { image: { name: "market-stall.jpg" } }],
    say: [
      "add alt tax to the two new pictures harbour lights is boats in the harbour at night and market stall is a fruit stall at the saturday market then put harbour lights in the gallery on the contact page",
    ],
    expect: [
      { image: "harbour-lights.jpg", altIncludes: ["boats in the harbour at night"] },
      { image: "market-stall.jpg", altIncludes: ["fruit stall"] },
      { page: "Contact", sections: [{ template: "gallery", fields: { images: "harbour-lights.jpg" } }, { template: "gallery", fields: { images: "blue-coast.png" } }] },
    ],
  },
  {
    id: "multi-829",
    domain: "multi",
    intent: "change",
    given: [
      { page: { title: "Old Room Rates", sections: [{ template: "text", content: { heading: "Room rates", body: "Single £65, double £90, breakfast included." } }] } },
      { menuItem: { label: "Room Rates", page: "Old Room Rates" } },
    ],
    say: ["Please delete the draft page 'Old Room Rates' and take its link out of the menu too."],
    expect: [
      { page: "Old Room Rates", inTrash: true },
      { menu: "Room Rates", present: false },
      { menuOrder: ["Home", "About", "Blog", "Contact"] },
    ],
  },
  {
    id: "multi-830",
    domain: "multi",
    intent: "change",
    say: ["I am requesting two things on the autumn post: the cover should be changed to the mountain sunrise picture, and then it should be published."],
    expect: [{ post: AUTUMN, coverImage: "mountain-sunrise.jpg", live: true, status: "published" }],
  },
  {
    id: "multi-831",
    domain: "multi",
    intent: "change",
    say: ["about pg faq: q1 answer → 'typically 6–10 wks from first call to launch.' rm q2. publish."],
    expect: [
      { page: "About", sections: [{ template: "faq", fields: { items: "typically 6" } }], textExcludes: ["Can we edit the site ourselves"] },
      { page: "About", live: true, liveTextIncludes: ["typically 6"], liveTextExcludes: ["Can we edit the site ourselves"] },
    ],
  },
  {
    id: "multi-832",
    domain: "multi",
    intent: "change",
    say: ["For the Contact page, please change the SEO title for 'Contact Northwind Studio' and the SEO description for 'Write or call us, weekdays 9 to 5.'"],
    expect: [{ page: "Contact", seoTitle: "Contact Northwind Studio", seoDescription: "Write or call us, weekdays 9 to 5." }],
  },
  {
    id: "multi-833",
    domain: "multi",
    intent: "change",
    say: [
      "Actions arising from the committee meeting:\n1. Secretary to create a page 'Rehearsal Schedule' with the text 'Rehearsals are on Tuesdays, 7.30–9.30pm, in the church hall.'\n2. The page to be added to the menu under About.\nIt was agreed that the page need not be published yet.",
    ],
    expect: [
      { page: "Rehearsal Schedule", exists: true, live: false, textIncludes: ["Rehearsals are on Tuesdays"] },
      { menu: "Rehearsal Schedule", parent: "About", linksTo: "Rehearsal Schedule" },
      liveSame,
    ],
  },
  {
    id: "multi-834",
    domain: "multi",
    intent: "change",
    given: [{ image: { name: "bacon-butty.jpg" } }, { image: { name: "teapot-window.jpg" } }],
    say: [
      "Two pictures need describing for folk using screen readers: bacon-butty.jpg — a bacon sandwich on a white plate; teapot-window.jpg — a brown teapot on a sunny windowsill. And give t'teapot one a caption: Brewing since 1987.",
    ],
    expect: [
      { image: "bacon-butty.jpg", altIncludes: ["bacon sandwich"], caption: "" },
      { image: "teapot-window.jpg", altIncludes: ["brown teapot"], caption: "Brewing since 1987" },
    ],
  },
  {
    id: "multi-835",
    domain: "multi",
    intent: "change",
    say: ["Campaign clean-up, 3 steps: 1) unpublish the design process post 2) add the tag 'campaign' to the autumn post 3) publish the autumn post."],
    expect: [
      { post: PROCESS, exists: true, live: false },
      { post: AUTUMN, live: true, tags: ["design", "seasonal", "campaign"] },
      { post: WELCOME, live: true },
    ],
  },
];

// ── Testimonials and other entries ────────────────────────────────────────────────────────────

const entries: Case[] = [
  {
    id: "entries-821",
    domain: "entries",
    intent: "change",
    say: ["Kindly add a testimonial from Wanjiru Kamau of Savannah Tours. She said: 'The new booking page has made our work very easy. We are very grateful.'"],
    expect: [{ entry: { where: { author: "Wanjiru Kamau" } }, exists: true, dataIncludes: { company: "Savannah Tours", quote: "made our work very easy" } }],
  },
  {
    id: "entries-822",
    domain: "entries",
    intent: "change",
    say: [
      "It was agreed that the following kind words from Margaret Ellis be added to the website as a testimonial and shown straight away: 'Singing here on a Tuesday night is the best part of my week.'",
    ],
    expect: [{ entry: { where: { author: "Margaret Ellis" } }, live: true, dataIncludes: { quote: "best part of my week" } }],
  },
  {
    id: "entries-824",
    domain: "entries",
    intent: "read",
    say: ["Which of our testimonials has a hard number or result in it? Need one with data for the landing page variant."],
    expect: [unchanged, { reply: { includesAny: ["Maple Bakery", "Priya Shah", "orders doubled"] } }],
  },
  {
    id: "entries-825",
    domain: "entries",
    intent: "change",
    say: ["The manager asked me to take the Harbour Books testimonial off the website for now. Please don't delete it, we might want it back."],
    expect: [
      { entry: "Harbour Books", exists: true, live: false },
      { entry: "Maple Bakery", live: true },
    ],
  },
  {
    id: "entries-826",
    domain: "entries",
    intent: "change",
    say: ["The quote of Maple Bakery is actually not exact. Priya said: 'Our orders doubled in three months after the new site went live.' Can you correct it?"],
    expect: [{ entry: "Maple Bakery", dataIncludes: { quote: "doubled in three months", author: "Priya Shah" } }],
  },
  {
    id: "entries-827",
    domain: "entries",
    intent: "change",
    say: ["add a testy moaning from lena fischer at fischer bikes quote the new site is fast and our customers love it end quote"],
    expect: [{ entry: { where: { author: "Lena Fischer" } }, exists: true, dataIncludes: { company: "Fischer Bikes", quote: "new site is fast and our customers love it" } }],
    note: "Dictation: 'testy moaning' = testimonial; 'quote … end quote' marks the quote.",
  },
  {
    id: "entries-828",
    domain: "entries",
    intent: "change",
    given: [{ entry: { title: "Greyline Joinery", data: { quote: "Clear drawings, no surprises on site.", author: "Sam Grey", company: "Greyline Joinery" }, live: false } }],
    say: ["testimonials: rm the draft one (greyline joinery)"],
    expect: [
      { entry: "Greyline Joinery", inTrash: true },
      { entry: "Maple Bakery", exists: true },
      { entry: "Harbour Books", exists: true },
    ],
  },
  {
    id: "entries-829",
    domain: "entries",
    intent: "read",
    say: ["Please, who said 'our whole team can update'? I need the name of the person and the company."],
    expect: [unchanged, { reply: { includesAll: ["Tom Okafor", "Harbour Books"] } }],
  },
  {
    id: "entries-831",
    domain: "entries",
    intent: "change",
    say: ["I want to add a testimonial from a client who assisted to our workshop in May: Claire Dubois, from Atelier Lumière. She said: 'A calm, clear website — exactly what we wanted.'"],
    expect: [{ entry: { where: { author: "Claire Dubois" } }, exists: true, dataIncludes: { company: "Atelier Lumi", quote: "exactly what we wanted" } }],
    note: "French 'assister à' = attend; the workshop is context, not part of the testimonial.",
  },
  {
    id: "entries-832",
    domain: "entries",
    intent: "refuse",
    say: [
      "It was agreed that the secretary would email each person who has given a testimonial to ask permission to keep using their words. Could you send those emails on my behalf?",
    ],
    expect: [unchanged, { reply: { includesAny: CANNOT } }],
  },
  {
    id: "entries-833",
    domain: "entries",
    intent: "read",
    given: [{ entry: { title: "Riverside Ramblers", data: { quote: "The walks page is so much easier to find now.", author: "Jean Platt", company: "Riverside Ramblers" }, live: false } }],
    say: ["For the minutes, could you please confirm which testimonials are currently shown on the website?"],
    expect: [unchanged, { reply: { includesAll: ["Maple Bakery", "Harbour Books"] } }],
  },
];

// ── Blog posts ─────────────────────────────────────────────────────────────────────────────────

const posts: Case[] = [
  {
    id: "posts-821",
    domain: "posts",
    intent: "change",
    say: [
      "Could you start a blog post called 'Late arrivals: how our night desk works'? Just say that guests arriving after midnight collect their keys from the night porter at the side door. Tag it guests. Leave it as a draft — the manager checks everything in the morning.",
    ],
    expect: [{ post: "Late arrivals: how our night desk works", exists: true, status: "draft", live: false, tagsInclude: ["guests"], bodyIncludes: ["night porter"] }, liveSame],
  },
  {
    id: "posts-823",
    domain: "posts",
    intent: "change",
    say: ["autumn post excerpt → 'palettes for q4 projects: rust, ochre, deep brown.' body stays"],
    expect: [{ post: AUTUMN, excerptIncludes: ["rust, ochre, deep brown"], bodyIncludes: ["Autumn is our favourite season for colour"], status: "draft" }],
  },
  {
    id: "posts-824",
    domain: "posts",
    intent: "change",
    say: ["The post on our design process is actually online, no? Can you put it back to draft? We are rewriting it, eventually we publish it again next month."],
    expect: [{ post: PROCESS, exists: true, live: false, status: "draft" }],
  },
  {
    id: "posts-825",
    domain: "posts",
    intent: "change",
    say: [
      "It was agreed that a notice be put on the blog announcing the Christmas concert: Saturday 14 December, 7.30pm, St Barnabas Church, tickets £12 on the door. It was further agreed that the notice go live as soon as it is written.",
    ],
    expect: [{ post: { titleIncludes: "Christmas" }, live: true, bodyIncludes: ["14 December", "£12"] }],
  },
  {
    id: "posts-826",
    domain: "posts",
    intent: "change",
    say: ["Summat's not right in t'welcome post — it says pages load in under a second. They don't, not on our wifi. Make it 'under two seconds'."],
    expect: [{ post: WELCOME, bodyIncludes: ["under two seconds"], bodyExcludes: ["under a second"] }],
  },
  {
    id: "posts-827",
    domain: "posts",
    intent: "change",
    say: ["Rename the welcome post to 'We rebuilt our site: 3x faster pages' — the headline with a number won our A/B test by 9%."],
    expect: [
      { post: "We rebuilt our site: 3x faster pages", exists: true },
      { post: WELCOME, exists: false },
    ],
  },
  {
    id: "posts-828",
    domain: "posts",
    intent: "change",
    say: ["take the block post about autumn colours and publish it"],
    expect: [{ post: AUTUMN, live: true, status: "published" }],
    note: "Dictation: 'block post' = blog post.",
  },
  {
    id: "posts-829",
    domain: "posts",
    intent: "read",
    say: ["Please, which blog posts are not yet published?"],
    expect: [unchanged, { reply: { includesAny: ["Autumn collection", "colours of the season"] } }],
  },
  {
    id: "posts-831",
    domain: "posts",
    intent: "change",
    say: ["new post, draft: 'site visit: the mill conversion'. tags architecture + heritage. body tbc"],
    expect: [{ post: { titleIncludes: "mill conversion" }, exists: true, status: "draft", live: false, tags: ["architecture", "heritage"] }],
  },
  {
    id: "posts-832",
    domain: "posts",
    intent: "change",
    say: ["Please change the cover of the autumn post for the picture of the coast; the orange one is actually too dark."],
    expect: [{ post: AUTUMN, coverImage: "blue-coast.png" }, { image: "autumn-valley.jpg", exists: true }],
  },
  {
    id: "posts-833",
    domain: "posts",
    intent: "change",
    say: ["Bin the design process post. Nowt wrong wi' it, we just don't want it up no more."],
    expect: [{ post: PROCESS, inTrash: true }, { post: WELCOME, exists: true }],
  },
  {
    id: "posts-834",
    domain: "posts",
    intent: "read",
    say: ["What tags does the design process post have? I'm segmenting blog traffic by tag."],
    expect: [unchanged, { reply: { includesAny: DESIGN_PROCESS_TAGS } }],
  },
  {
    id: "posts-836",
    domain: "posts",
    intent: "refuse",
    given: [{ post: { title: "Quiet hours reminder", body: "Quiet hours are 10pm to 7am on every floor." } }],
    say: ["Can you set the 'Quiet hours reminder' post to go live automatically at 6am, when the day team come in?"],
    expect: [unchanged, { post: "Quiet hours reminder", live: false }, { reply: { includesAny: CANNOT } }],
    note: "Nothing can be scheduled: it should say so rather than publish now.",
  },
];

// ── Sections ───────────────────────────────────────────────────────────────────────────────────

const sections: Case[] = [
  {
    id: "sections-821",
    domain: "sections",
    intent: "change",
    say: ["On the About page kindly add one more question to the FAQ: 'Do you work with clients in Nairobi?' The answer: 'Yes, we work with clients in Kenya and across East Africa, mostly remotely.'"],
    expect: [
      {
        page: "About",
        sections: [
          { template: "faq", fields: { items: "Do you work with clients in Nairobi" } },
          { template: "faq", fields: { items: "across East Africa" } },
          { template: "faq", fields: { items: "How long does a website take" } },
        ],
      },
    ],
  },
  {
    id: "sections-822",
    domain: "sections",
    intent: "change",
    say: ["home cta btn → 'book a call'. link stays /contact"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "cta", fields: { buttonLabel: "book a call", buttonUrl: "/contact" } },
          { template: "hero", fields: { ctaLabel: "See what we do" } },
        ],
      },
    ],
    note: "The button that links to /contact is the call-to-action section's; the hero's goes to /about.",
  },
  {
    id: "sections-823",
    domain: "sections",
    intent: "change",
    say: ["On the About page, the photo beside the text about where we work is actually on the right. Can you put it on the left?"],
    expect: [{ page: "About", sections: [{ template: "imageText", fields: { imagePosition: "left", imageId: "studio-dusk.jpg" } }] }],
  },
  {
    id: "sections-824",
    domain: "sections",
    intent: "change",
    say: ["It was agreed that the 'What we do' boxes on the home page include a fourth box titled 'Community', reading 'We build sites for local choirs, clubs and charities at cost.'"],
    expect: [
      {
        page: "Home",
        sections: [
          { template: "featureGrid", fields: { features: "Community" } },
          { template: "featureGrid", fields: { features: "choirs, clubs and charities" } },
          { template: "featureGrid", fields: { features: "Design" } },
        ],
      },
    ],
  },
  {
    id: "sections-825",
    domain: "sections",
    intent: "change",
    say: ["Get rid o' that 'Questions we hear often' bit off t'About page, nobody reads it."],
    expect: [{ page: "About", sectionTemplates: ["text", "imageText"] }],
  },
  {
    id: "sections-826",
    domain: "sections",
    intent: "change",
    say: ["Move the call-to-action box on the home page up so it sits right under the hero — we expect about a 12% lift in enquiries with it above the fold."],
    expect: [{ page: "Home", sectionTemplates: ["hero", "cta", "featureGrid"] }],
  },
  {
    id: "sections-827",
    domain: "sections",
    intent: "change",
    say: ["on the home page change the hear oh subheading to we build fast friendly websites for small businesses full stop"],
    expect: [
      {
        page: "Home",
        sections: [{ template: "hero", fields: { subheading: "we build fast friendly websites for small businesses", heading: "Websites that feel calm and work hard" } }],
        textExcludes: ["full stop"],
      },
    ],
    note: "Dictation: 'hear oh' = hero.",
  },
  {
    id: "sections-828",
    domain: "sections",
    intent: "change",
    say: ["On the Contact page can you add a little text section at the bottom, heading 'Late arrivals', text: 'Reception is open 24 hours — after midnight, please ring the bell by the side door.'"],
    expect: [
      {
        page: "Contact",
        sectionTemplates: ["text", "gallery", "text"],
        sections: [{ template: "text", nth: 1, fields: { heading: "Late arrivals", body: "ring the bell by the side door" } }],
      },
    ],
  },
  {
    id: "sections-829",
    domain: "sections",
    intent: "read",
    say: ["which pgs have a faq sec?"],
    expect: [unchanged, { reply: { includesAny: ["About"] } }],
  },
  {
    id: "sections-830",
    domain: "sections",
    intent: "read",
    say: ["What do the two CTA buttons on the home page say right now? Need the baseline for the copy test."],
    expect: [unchanged, { reply: { includesAll: ["See what we do", "Get in touch"] } }],
  },
];

// ── Navigation ─────────────────────────────────────────────────────────────────────────────────

const navigation: Case[] = [
  {
    id: "navigation-821",
    domain: "navigation",
    intent: "change",
    say: ["in the manu rename blog two news"],
    expect: [
      { menu: "News", linksTo: "/blog", position: 2 },
      { menu: "Blog", present: false },
    ],
    note: "Dictation: 'manu' = menu, 'two' = to.",
  },
  {
    id: "navigation-822",
    domain: "navigation",
    intent: "change",
    say: ["nav: contact → 1st"],
    expect: [{ menuOrder: ["Contact", "Home", "About", "Blog"] }],
  },
  {
    id: "navigation-823",
    domain: "navigation",
    intent: "change",
    say: ["Hide t'About link in the menu while Monday — we're redoing that page."],
    expect: [
      { menu: "About", present: true, visible: false },
      { page: "About", exists: true, live: true },
    ],
    note: "Yorkshire 'while' = until: hide it now (showing it again on Monday is the person's job).",
  },
  {
    id: "navigation-824",
    domain: "navigation",
    intent: "change",
    given: [{ page: { title: "Safari Packages", live: true, sections: [{ template: "text", content: { heading: "Safari packages", body: "Three, five and seven-day trips from Nairobi." } }] } }],
    say: ["Kindly add our Safari Packages page to the menu. Let it come after About."],
    expect: [{ menu: "Safari Packages", linksTo: "Safari Packages", position: 2, parent: null }],
  },
  {
    id: "navigation-825",
    domain: "navigation",
    intent: "change",
    say: ["It was agreed that a menu link 'Join the choir' be added, pointing to the Contact page and sitting under About."],
    expect: [{ menu: "Join the choir", parent: "About", linksTo: "Contact" }],
  },
  {
    id: "navigation-826",
    domain: "navigation",
    intent: "refuse",
    given: [{ menuItem: { label: "Team", url: "/about#team", parent: "About" } }],
    say: ["Can you add a link 'Founders' under 'Team' (Team is actually under About)? It goes to the About page."],
    expect: [unchanged, { menu: "Founders", present: false }, { reply: { includesAny: [...CANNOT, "two levels", "at most two", "third level", "three levels"] } }],
    note: "The menu is at most two levels deep.",
  },
  {
    id: "navigation-827",
    domain: "navigation",
    intent: "read",
    say: ["A guest says the Blog link in the menu is broken — where does it actually point?"],
    expect: [unchanged, { reply: { includesAny: ["/blog"] } }],
  },
];

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

const pages: Case[] = [
  {
    id: "pages-821",
    domain: "pages",
    intent: "change",
    say: [
      "Can you make a new page called 'Late Check-in' with a heading and a short paragraph saying the night desk is open 24 hours and late guests should ring the bell? Keep it as a draft, don't put it on the site.",
    ],
    expect: [{ page: "Late Check-in", exists: true, live: false, textIncludes: ["24 hours"] }, liveSame],
  },
  {
    id: "pages-822",
    domain: "pages",
    intent: "change",
    say: ["rename pg about → 'studio', slug /studio"],
    expect: [
      { page: "studio", exists: true, slug: "studio" },
      { page: "About", exists: false },
    ],
  },
  {
    id: "pages-823",
    domain: "pages",
    intent: "change",
    given: [{ page: { title: "Ateliers 2025", live: true, sections: [{ template: "text", content: { heading: "Ateliers 2025", body: "Trois ateliers au printemps : typographie, couleur, accessibilité." } }] } }],
    say: ["The page 'Ateliers 2025' is not actual anymore. Please take it off the site but keep it, we will eventually reuse it next year."],
    expect: [{ page: "Ateliers 2025", exists: true, live: false }],
    note: "French 'actuel' = current: unpublish, do not delete.",
  },
  {
    id: "pages-824",
    domain: "pages",
    intent: "read",
    given: [{ page: { title: "Team Retreat Nairobi", sections: [{ template: "text", content: { heading: "Retreat", body: "Our team retreat, planned for March." } }] } }],
    say: ["Please, how many pages do we have in total, and which ones are not yet published?"],
    expect: [unchanged, { reply: { includesAll: ["Team Retreat Nairobi"], includesAny: ["4", "four"] } }],
  },
  {
    id: "pages-825",
    domain: "pages",
    intent: "read",
    say: ["What's the SEO title on the home page? Want to check it has our main keyword in it."],
    expect: [unchanged, { reply: { includesAny: ["calm, useful websites"] } }],
  },
];

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

const settings: Case[] = [
  {
    id: "settings-821",
    domain: "settings",
    intent: "change",
    say: ["Change t'site name to 'Betty's Brew' — no, hang on, that's taken. Make it 'Bertha's Brew'."],
    expect: [
      { setting: "name", includes: "Bertha" },
      { setting: "name", excludes: "Betty" },
    ],
  },
  {
    id: "settings-822",
    domain: "settings",
    intent: "change",
    say: ["change the tag line two handmade websites for small businesses"],
    expect: [
      { setting: "tagline", includes: "handmade websites for small businesses" },
      { setting: "tagline", excludes: "two" },
    ],
    note: "Dictation: 'tag line' = tagline, 'two' = to.",
  },
  {
    id: "settings-823",
    domain: "settings",
    intent: "refuse",
    as: "viewer",
    say: ["Kindly change the site tagline to 'Websites for East African businesses'."],
    expect: [unchanged, { reply: { includesAny: PERMISSION } }],
  },
  {
    id: "settings-824",
    domain: "settings",
    intent: "read",
    say: ["Which picture are we using as the logo at the moment? The manager wants to change it."],
    expect: [
      unchanged,
      {
        reply: {
          includesAny: ["no logo", "not set", "isn't set", "is not set", "no site logo", "doesn't have a logo", "does not have a logo", "hasn't got a logo", "don't have a logo", "none", "no image", "there is no", "there's no", "not using"],
        },
      },
    ],
    note: "The demo site has no logo.",
  },
];

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

const publishing: Case[] = [
  {
    id: "publishing-821",
    domain: "publishing",
    intent: "read",
    given: [{ page: { title: "Spa Opening Hours", sections: [{ template: "text", content: { heading: "Spa", body: "The spa is open 7am to 9pm daily." } }] } }],
    say: ["Before I finish my shift: is there anything changed on the website that isn't live yet?"],
    expect: [unchanged, { reply: { includesAll: ["Spa Opening Hours"] } }],
  },
  {
    id: "publishing-822",
    domain: "publishing",
    intent: "change",
    given: [
      { page: { title: "Spring Concert Programme", sections: [{ template: "text", content: { heading: "Programme", body: "Fauré's Requiem and songs from the shows." } }] } },
      { menuItem: { label: "Programme", page: "Spring Concert Programme", live: false } },
    ],
    say: ["It was agreed that all outstanding changes to the website be published, with the exception of the autumn blog post, which is still being proofread."],
    expect: [
      { page: "Spring Concert Programme", live: true },
      { menu: "Programme", live: true },
      { post: AUTUMN, live: false },
    ],
  },
  {
    id: "publishing-823",
    domain: "publishing",
    intent: "change",
    given: [{ page: { title: "Pricing Experiment B", sections: [{ template: "hero", content: { heading: "One plan. One price. £49 a month." } }] } }],
    say: ["Push the 'Pricing Experiment B' page live — variant B starts today."],
    expect: [{ page: "Pricing Experiment B", live: true }, { post: AUTUMN, live: false }],
  },
];

// ── Search, vague, off-topic ───────────────────────────────────────────────────────────────────

const search: Case[] = [
  {
    id: "search-821",
    domain: "search",
    intent: "read",
    say: ["Where on the site do we promise 'two working days'? I want to A/B test the response-time promise."],
    expect: [unchanged, { reply: { includesAny: ["Home", "home page", "homepage"] } }],
  },
  {
    id: "search-822",
    domain: "search",
    intent: "read",
    say: ["On which page do we speak about the studio at the edge of town?"],
    expect: [unchanged, { reply: { includesAny: ["About page", "/about", "'About'", '"About"', "“About”", "‘About’", "page About", "About (", "About:", "About.", "About,", "About has", "About —"] } }],
    note: "The message itself says 'about', so the reply must name the page, not merely contain the word.",
  },
];

const clarify: Case[] = [
  {
    id: "clarify-821",
    domain: "clarify",
    intent: "clarify",
    say: ["chg the colour"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-822",
    domain: "clarify",
    intent: "clarify",
    say: ["There's a sticky note on the desk that just says 'fix the testimonial'. Can you do that?"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
  {
    id: "clarify-823",
    domain: "clarify",
    intent: "clarify",
    say: ["change the picture"],
    expect: [unchanged, { reply: { asksQuestion: true } }],
  },
];

const offtopic: Case[] = [
  {
    id: "offtopic-821",
    domain: "offtopic",
    intent: "offtopic",
    say: ["Please, how much is one British pound in Kenyan shillings today?"],
    expect: [unchanged],
  },
  {
    id: "offtopic-822",
    domain: "offtopic",
    intent: "offtopic",
    say: ["What's t'weather doing in Leeds tomorrow? Thinking of putting tables out front."],
    expect: [unchanged],
  },
];

export const TWENTYFIRST_PASS_CASES: Case[] = [
  ...images,
  ...conversation,
  ...multi,
  ...entries,
  ...posts,
  ...sections,
  ...navigation,
  ...pages,
  ...settings,
  ...publishing,
  ...search,
  ...clarify,
  ...offtopic,
];
