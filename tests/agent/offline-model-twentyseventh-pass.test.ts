import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { useOfflineDemoChat } from "../support/offline-demo-chat";

/**
 * The twenty-seventh pass's readings: the held-out set's six voices a fifth time — a developer's
 * shorthand with paths and dots, sections named by what they show, problems told instead of fixes,
 * a statement and then a request about "it", and second turns that swap, move or bring back.
 */
describe("offline model: a developer's shorthand", () => {
  it.each([
    ["mv /contact -> /get-in-touch (title stays Contact)", { kind: "editPage", page: "contact", field: "slug", value: "get-in-touch" }],
    ["about.slug=login", { kind: "editPage", page: "about", field: "slug", value: "login" }],
    ["home/featureGrid: rm item 'Care'", { kind: "removeListItem", page: "home", section: { templateKey: "featureGrid" }, item: { text: "Care" } }],
    ["about: s/About us/Our story/ (text section heading only, page title stays)", { kind: "replaceText", page: "about", old: "About us", replacement: "Our story" }],
    ["posts/autumn-collection-colours-of-the-season: tags=design,palettes (seasonal goes)", { kind: "editPost", post: "autumn collection colours of the season", change: { field: "tags", set: ["design", "palettes"] } }],
    ["new post title='Five questions to ask before a redesign' tags=advice body='Start with what your visitors need.' -- draft only", { kind: "createPost", title: "Five questions to ask before a redesign", tags: ["advice"], body: "Start with what your visitors need." }],
    ["nav: label Contact -> 'Get in touch' (same target)", { kind: "editMenuItem", label: "Contact", newLabel: "Get in touch" }],
    ["ls images where caption is empty", { kind: "imagesMissing", field: "caption" }],
    ["ls drafts", { kind: "listChanges" }],
    ["mk page Careers (empty, draft)", { kind: "createPage", title: "Careers", templates: [] }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("reads several fields of one page, and its menu link renamed to match", () => {
    expect(parseRequest("contact: title='Get in touch', slug=get-in-touch, nav label too")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "editPage", page: "contact", field: "title", value: "Get in touch" },
        { kind: "editPage", page: "contact", field: "slug", value: "get-in-touch" },
        { kind: "editMenuItem", label: "contact", newLabel: "Get in touch" },
      ],
    });
    expect(parseRequest("about faq: rm q2; q1.answer='Usually four to eight weeks.'")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "removeListItem", page: "about", section: { templateKey: "faq" }, item: { ordinal: 2 } },
        { kind: "editListItem", page: "about", section: { templateKey: "faq" }, item: { ordinal: 1 }, part: 1, value: "Usually four to eight weeks." },
      ],
    });
  });

  it("never takes a note before a colon for a page", () => {
    expect(parseRequest("note: title='X'")).not.toMatchObject({ kind: "editPage", page: "note" });
  });
});

describe("offline model: sections named by what they show or where they are", () => {
  it.each([
    ["Good day. Towards the bottom of our front page there is a box that asks whether one has a project in mind, and underneath it a button reading 'Get in touch'. I have always found that phrase a little brisk. Would you change the button so it says 'Write to us'? It should still take people to the same place as before.", { kind: "replaceText", page: "home", old: "Get in touch", replacement: "Write to us" }],
    ["Add a fourth box to the 'What we do' grid on the homepage: 'Strategy' — 'Plans that tie your site to real business goals.'", { kind: "addListItem", page: "home", section: { text: "What we do" }, item: ["Strategy", "Plans that tie your site to real business goals."] }],
    ["Add a box to the feature grid on the homepage: title 'Strategy', description 'Plans that tie'", { kind: "addListItem", page: "home", item: ["Strategy", "Plans that tie"] }],
    ["On page About, in the part with questions, I want that there is a new question: 'Do you also make online shops?' with the answer 'Yes, small shops.'", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you also make online shops?", "Yes, small shops."] }],
    ["On the page Contact I want at the end a part with questions, with the question 'Can I visit the studio?' and the answer 'Yes, by appointment.'", { kind: "addSection", page: "Contact", templateKey: "faq", values: { items: [{ question: "Can I visit the studio?", answer: "Yes, by appointment." }] } }],
    ["pls take out teh question abt editing the site ourselves on the about pg, ppl find it confusing", { kind: "removeListItem", page: "about", section: { templateKey: "faq" }, item: { text: "editing the site ourselves" } }],
    ["In the questions on page About please delete the first one, about how long takes a website. The other question stays.", { kind: "removeListItem", page: "About", section: { templateKey: "faq" }, item: { ordinal: 1 } }],
    ["Clients keep pointing out that our About page promises six to ten weeks, but these days we quote four to eight weeks for most projects.", { kind: "replaceText", page: "About", old: "six to ten", replacement: "four to eight" }],
    ["on the contact pg can the pics go above the email + phone bit", { kind: "moveSection", page: "contact", section: { templateKey: "gallery" }, to: "above", other: { text: "email and phone" } }],
    ["The 'What we do' grid on the homepage is out of date and our new designer is redoing it from scratch next month. Until then we'd rather it wasn't on the homepage at all.", { kind: "removeSectionAt", page: "home", section: { text: "What we do" } }],
    ["A client pointed out that the button on our homepage banner says 'See what we do' but drops people on the About page. Our work is on the blog, so that's where it should go.", { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaUrl", value: "/blog" }],
    ["The big picture up top on the homepage is way too summery for fall. Swap in the autumn valley shot — just there, not on the blog.", { kind: "setSectionImage", page: "home", templateKey: "hero", image: "autumn valley" }],
    ["Would you kindly change the large heading on the big picture at the top of our Home page so that it reads 'A calm website for your business'?", { kind: "setSectionField", page: "Home", templateKey: "hero", field: "heading", value: "A calm website for your business" }],
    ["move the question 'Do you design logos?' on the About page to the top", { kind: "moveListItem", page: "About", section: { templateKey: "faq" }, item: { text: "Do you design logos?" }, to: "first" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("keeps a bare 'remove it from the homepage' from naming a page called 'it'", () => {
    expect(parseRequest("The 'What we do' grid on the homepage is out of date. We'd rather it wasn't on the homepage.")).toMatchObject({ kind: "removeSectionAt", page: "home", section: { text: "What we do" } });
  });
});

describe("offline model: the menu, as people put it", () => {
  it.each([
    ["Move Blog up front in the nav — right after Home, before About.", { kind: "moveMenuItem", label: "Blog", to: "after", other: "Home" }],
    ["The menu point Blog shall be a sub-point under the menu point About.", { kind: "editMenuItem", label: "Blog", parent: "About" }],
    ["The order of the menu I want so: Home, Blog, Contact, About.", { kind: "moveMenuItem", to: "order", order: ["Home", "Blog", "Contact", "About"] }],
    ["whats in the menu rn? is anything hidden", { kind: "showNavigation" }],
    ["Customers click 'Prices' in the menu and end up on the Contact page. We do have a proper Prices page.", { kind: "editMenuItem", label: "Prices", page: "Prices" }],
    ["Visitors can't find our team page because it isn't in the menu at all. It belongs under About.", { kind: "addMenuItemAt", page: "team", under: "About" }],
    ["In the row of words along the top of the website there is one that says 'Blog'. We haven't written anything in such a long while that I'd rather it were taken away altogether, if you please.", { kind: "removeNavLink", label: "Blog" }],
    ["Put the menu point Contact as first.", { kind: "moveMenuItem", label: "Contact", to: "first" }],
    ["Put a 'Shopify builds' link under Websites in the Services dropdown, pointing at /services/shopify.", { kind: "cannot" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("removes a page's own link when told 'and so does its link in the menu'", () => {
    expect(parseRequest("We've decided to stop taking enquiries through the website. The Contact page has to go, and so does its link in the menu.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "pageAction", action: "delete", page: "Contact" }, { kind: "removeNavLink", label: "it" }],
    });
    expect(parseRequest("Erase the page About from the site and also from the menu.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "pageAction", action: "delete", page: "About" }, { kind: "removeNavLink", label: "it" }],
    });
  });
});

describe("offline model: problems told, and 'it' the thing a message names", () => {
  it.each([
    ["pls put the faqs pg live, its all ready", { kind: "pageAction", action: "publish", page: "faqs" }],
    ["The page About shall have the title 'Who we are'. The address of it must stay the same.", { kind: "renamePage", page: "About", title: "Who we are" }],
    ["I wonder if you could help me tidy up. There is still a page on the website from the summer sale we held two years ago. I should be grateful if you would throw that page away altogether.", { kind: "pageAction", action: "delete", page: "summer sale" }],
    ["The marketing team has been waiting on the autumn colours article for a week. It's been signed off — it just needs to go out.", { kind: "postAction", action: "publish", post: "autumn colours" }],
    ["Our welcome post still tells people the blog is brand new, and that was ages ago. Take it off the blog for now, but keep it — we'll rewrite it later.", { kind: "postAction", action: "unpublish", post: "welcome" }],
    ["Kill the Black Friday teaser post — we're not running that promo this year.", { kind: "postAction", action: "delete", post: "Black Friday teaser" }],
    ["For the article about autumn, the short text in the list of articles shall be: Our favourite warm colours for this autumn.", { kind: "editPost", post: "autumn", change: { field: "excerpt", value: "Our favourite warm colours for this autumn." } }],
    ["Blast the design process post out to our email list this afternoon — subject line 'How we build calm websites'.", { kind: "cannot" }],
    ["The Cedar Dental testimonial got the client's thumbs-up. Ship it.", { kind: "entryAction", collection: "testimonials", name: "Cedar Dental", action: "publish" }],
    ["The testimonial of Harbour Books must not be visible any more, the shop has closed. But please do not erase it.", { kind: "entryAction", collection: "testimonials", name: "Harbour Books", action: "unpublish" }],
    ["I'm sorry to say that the Maple Bakery has closed its doors for good. Their kind words about our work are still on the website, and I think it best we remove them entirely now.", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "delete" }],
    ["At the very top of every page, just beneath 'Northwind Studio', there is a small sentence describing what we do. I should like it to read 'Friendly websites for small shops and makers', if that is no trouble.", { kind: "updateSetting", key: "tagline", value: "Friendly websites for small shops and makers" }],
    ["The colour of the text shall become pure black, it is now too grey for reading.", { kind: "setColour", which: "text", value: "pure black" }],
    ["Two things from today's client call: the tagline should say 'Websites for independent shops and studios', and the orange accent clashes with their new logo — they want a teal accent instead.", { kind: "multi", steps: [{ kind: "updateSetting", key: "tagline" }, { kind: "setColour", which: "accent", value: "teal" }] }],
    ["Our accessibility audit flagged pictures that have no caption. Which ones are they, so I can get words written?", { kind: "imagesMissing", field: "caption" }],
    ["Ship everything that's waiting to go live.", { kind: "publishChanges", scope: "all" }],
    ["On which pages is used the picture with the studio at dusk?", { kind: "askImage", image: "studio at dusk", ask: "usage" }],
    ["wheres our phone number on the site", { kind: "askValue", page: "", value: "phone" }],
    ["Quick count for my monthly report: how many blog posts are live, and how many are still sitting in draft?", { kind: "multi", steps: [{ kind: "listPosts", status: "published" }, { kind: "listPosts", status: "draft" }] }],
    ["Would you now please let the public see our new Careers page, and the article about the colours of autumn as well.", { kind: "multi", steps: [{ kind: "pageAction", action: "publish" }, { kind: "postAction", action: "publish", post: "colours of autumn" }] }],
    ["I want that the page Contact has the SEO description 'Write or call Northwind Studio.'", { kind: "editPage", page: "Contact", field: "seoDescription", value: "Write or call Northwind Studio." }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("reads no question into a statement about a value, and no colour into 'clashes with'", () => {
    expect(parseRequest("The phone number on our Contact page has been disconnected")).not.toMatchObject({ kind: "askValue" });
    expect(parseRequest("the orange accent clashes with their new logo")).not.toMatchObject({ kind: "setColour" });
    expect(parseRequest("For the page Contact, the title for Google must be 'Contact Northwind Studio in London'.")).toMatchObject({ kind: "editPage", page: "Contact", field: "seoTitle" });
  });
});

describe("offline model: second turns of the twenty-seventh pass", () => {
  it.each([
    ["whats the google description on the contact pg rn", "oh its empty?? ok set it to: Call or email Northwind Studio, weekdays 9 to 5", { kind: "editPage", page: "contact", field: "seoDescription", value: "Call or email Northwind Studio, weekdays 9 to 5" }],
    ["Would you kindly change the large heading on the big picture at the top of our Home page so that it reads 'A calm website for your business'?", "Oh dear, having slept on it I prefer 'A calm home for your business online'. Would you change it once more?", { kind: "changeAgain", value: "A calm home for your business online" }],
    ["Change the homepage CTA button to 'Book a call'.", "Same for the button up in the hero.", { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Book a call" }],
    ["Might you tell me what the kind words from Harbour Books say, exactly?", "Thank you. Could you make it read 'Finally, a website our whole team can update with ease.' instead?", { kind: "editEntry", collection: "testimonials", field: "quote", value: "Finally, a website our whole team can update with ease." }],
    ["mk page Careers (empty, draft)", "+ nav under About", { kind: "addMenuItemAt", page: "it", under: "About" }],
    ["Spin up a draft post called 'Five signs your site needs a refresh' and tag it tips.", "Actually, make the tag 'advice' instead.", { kind: "editPost", post: "Five signs your site needs a refresh", change: { field: "tags", add: ["advice"], remove: ["tips"] } }],
    ["Put the menu point Contact as first.", "No, not first — as second, after Home.", { kind: "moveMenuItem", label: "Contact", to: "after", other: "Home" }],
    ["What's the hex for our primary brand color?", "Make it brighter — a clear green, something like #2f9e6b.", { kind: "setColour", which: "primary", value: "#2f9e6b" }],
    ["How many posts are on the blog?", "And which of those can visitors actually read today?", { kind: "listPosts", status: "published" }],
    ["add a q to the about faq: Do you design logos? answer: No, but we work with brand designers we trust.", "oops put it first not last", { kind: "moveListItem", page: "about", section: { templateKey: "faq" }, item: { text: "Do you design logos?" }, to: "first" }],
  ])("%s → %s", (previous, text, expected) => {
    expect(parseInContext(text, previous)).toMatchObject(expected);
  });

  it("changes the other fields of the section just changed", () => {
    expect(parseInContext("And make the button say 'Start your project' and point it at /contact.", "Punch up the hero headline: 'Websites that win you customers'.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setSectionField", templateKey: "hero", field: "ctaLabel", value: "Start your project" },
        { kind: "setSectionField", templateKey: "hero", field: "ctaUrl", value: "/contact" },
      ],
    });
  });
});

/** Through the real chat route on the demo site: what the changes do. */
describe("offline model: the twenty-seventh pass on the demo site", () => {
  const demo = useOfflineDemoChat("offline-twentyseventh-pass");

  const pageContent = async (slug: string) => {
    const { pages } = await import("@/lib/services/pages");
    const { userContext } = await import("@/lib/services/context");
    return (await pages.get(userContext(demo.editor), slug)).sections;
  };

  it("moves a FAQ question just added to the top when asked right after", async () => {
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    await chat.send("add a q to the about faq: Do you design logos? answer: No, but we work with brand designers we trust.");
    const text = demo.turns.streamedText((await chat.send("oops put it first not last")).chunks);
    expect(text).toContain("FAQ section on page 'About'");
    const faq = (await pageContent("about")).find((section) => section.templateKey === "faq")!.content as { items: { question: string }[] };
    expect(faq.items.map((item) => item.question)).toEqual(["Do you design logos?", "How long does a website take?", "Can we edit the site ourselves?"]);
  });

  it("finds a section by the values it shows: 'the email + phone bit'", async () => {
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    await chat.send("on the contact pg can the pics go above the email + phone bit");
    expect((await pageContent("contact")).map((section) => section.templateKey)).toEqual(["gallery", "text"]);
  });

  it("brings back the post just deleted when told to 'restore it'", async () => {
    const { posts } = await import("@/lib/services/posts");
    const { userContext } = await import("@/lib/services/context");
    await posts.create(userContext(demo.editor), { title: "Holiday hours 2024", body: "Closed 24–26 December." });
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    await chat.send("rm post 'Holiday hours 2024'");
    await chat.answer(true);
    expect((await posts.list(userContext(demo.editor), { query: "Holiday hours 2024" })).items).toEqual([]);
    await chat.send("wait no. restore it");
    expect((await posts.list(userContext(demo.editor), { query: "Holiday hours 2024" })).items.map((post: { title: string }) => post.title)).toEqual(["Holiday hours 2024"]);
  });
});
