import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";

/**
 * Requests in the nineteenth and twentieth passes' voices: formal letters, notes on punctuation,
 * tickets with acceptance criteria, lists under a header, and second turns that call a change off —
 * each read whole, or asked about, never half done or done to the wrong thing.
 */
const steps = (text: string) => {
  const intent = parseRequest(text);
  return intent.kind === "multi" ? intent.steps : [intent];
};

describe("offline model: the exact words, with notes on how they are typed", () => {
  it.each([
    ["The site name should be “Northwind Studio Ltd” — with “Ltd” and no full stop after it.", { kind: "updateSetting", key: "name", value: "Northwind Studio Ltd" }],
    ["Rename the menu item “About” to “About us” — lower-case “us”, no full stop.", { kind: "editMenuItem", label: "About", newLabel: "About us" }],
    [
      "The About page’s meta description currently reads “Who we are.” Please change it to exactly: “Who we are, and why.” Keep the serial comma and the full stop.",
      { kind: "editPage", page: "About", field: "seoDescription", value: "Who we are, and why." },
    ],
    ["blue-coast.png has no caption. Set it to: The headland, looking north (no full stop at the end, please).", { kind: "setImageText", image: "blue-coast.png", field: "caption", value: "The headland, looking north" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("keeps words that are not English as typed", () => {
    expect(parseRequest("can u change the big heading on the home page to Céad míle fáilte")).toMatchObject({ field: "heading", value: "Céad míle fáilte" });
    expect(parseRequest("The Apply now button on Admissions goes to a page that doesn't exist. It needs to go to the council's form: https://www.eastshire.gov.uk/apply")).toMatchObject({
      kind: "setSectionField",
      page: "Admissions",
      field: "button link",
      value: "https://www.eastshire.gov.uk/apply",
      shows: "Apply now",
    });
  });
});

describe("offline model: letters, tickets and lists", () => {
  it("reads a signed letter without its signature", () => {
    expect(parseRequest("Dear Sir,\n\nI should be grateful if the testimonial from Harbour Books could be amended so that the quotation reads: 'Finally, a website we can update.'\n\nYours sincerely,\nG. Pell")).toEqual({
      kind: "editEntry",
      collection: "testimonials",
      name: "Harbour Books",
      field: "quote",
      value: "Finally, a website we can update.",
    });
    expect(parseRequest("Dear team,\n\nWe have no permission to use the photograph of the tram depot. I should like it removed from the picture library altogether.\n\nWith thanks,\nGeoffrey")).toEqual({ kind: "deleteImage", image: "tram depot" });
  });

  it("makes every request of a subjunctive letter, or asks", () => {
    expect(steps("Might I ask that the article 'Lantern Evening Recap' be given the tag 'events', that its cover be the photograph studio-dusk.jpg, and that it then be published?")).toMatchObject([
      { kind: "editPost", post: "Lantern Evening Recap", change: { field: "tags", add: ["events"] } },
      { kind: "editPost", change: { field: "cover", value: "studio-dusk.jpg" } },
      { kind: "pageAction", action: "publish" },
    ]);
    // a part not understood is asked about: the other two are never done without it
    expect(parseRequest("the article 'Lantern Evening Recap' should be given the tag 'events', and its cover photo wants to look nicer, and it should be published")).toMatchObject({ kind: "unknown" });
  });

  it("reads acceptance criteria under a plain title and a user story", () => {
    expect(parseRequest('New landing page for the referral scheme.\n\nAcceptance criteria:\n- Draft page titled "Referral Programme"\n- Has a hero section with the heading "Refer a friend"\n- NOT published yet')).toEqual({
      kind: "createPage",
      title: "Referral Programme",
      templates: ["hero"],
      contents: [{ heading: "Refer a friend" }],
    });
    expect(parseRequest("As a visitor I find Careers under About.\n\nAC:\n- 'Careers' menu item sits under 'About'\n- Top-level order otherwise unchanged")).toEqual({ kind: "editMenuItem", label: "Careers", parent: "About" });
    expect(parseRequest("Ticket: archive old post\n- Post: “Spring Open Day 2023”\n- Expected: kept (NOT deleted)")).toEqual({ kind: "postAction", action: "archive", post: "Spring Open Day 2023" });
  });

  it("reads each line of a list under a header as the request it is", () => {
    expect(steps("Post tags:\n- Welcome post: add 'announcements'\n- Design process post: remove 'design'")).toMatchObject([
      { kind: "editPost", post: "Welcome", change: { field: "tags", add: ["announcements"] } },
      { kind: "editPost", post: "Design process", change: { field: "tags", remove: ["design"] } },
    ]);
    expect(steps("Image tidy-up:\n• hedge-maze.jpg → alt 'Hedge maze from above'\n• old-banner.png → delete, it isn't used anywhere")).toEqual([
      { kind: "setImageAlt", image: "hedge-maze.jpg", alt: "Hedge maze from above" },
      { kind: "deleteImage", image: "old-banner.png" },
    ]);
    expect(parseRequest("Menu order should be:\n1. Home\n2. Blog\n3. About\n4. Contact")).toMatchObject({ kind: "moveMenuItem", to: "order", order: ["Home", "Blog", "About", "Contact"] });
    expect(steps("Home page, the box at the bottom:\n- heading: 'Ready when you are'\n- button link: /contact#call")).toEqual([
      { kind: "setSectionField", page: "Home", templateKey: "*last", field: "heading", value: "Ready when you are" },
      { kind: "setSectionField", page: "Home", templateKey: "*last", field: "button link", value: "/contact#call" },
    ]);
    expect(steps('New testimonials (drafts are fine):\n- "Clear and fast." — Ines Duarte, Lumen Yoga\n- "Painless." — Oskar Lind, Fjord Kayaks')).toEqual([
      { kind: "createEntry", collection: "testimonials", values: { quote: "Clear and fast.", author: "Ines Duarte", company: "Lumen Yoga" } },
      { kind: "createEntry", collection: "testimonials", values: { quote: "Painless.", author: "Oskar Lind", company: "Fjord Kayaks" } },
    ]);
    expect(steps("Add to the About FAQ:\nQ: Do you offer hosting?\nA: Yes, for a year.\nQ: Do you work with charities?\nA: Yes, at 15% off.")).toMatchObject([
      { kind: "addListItem", page: "About", item: ["Do you offer hosting?", "Yes, for a year."] },
      { kind: "addListItem", page: "About", item: ["Do you work with charities?", "Yes, at 15% off."] },
    ]);
  });

  it("never reads a question in a list as a change", () => {
    expect(steps("Pages check:\n- which pages are still drafts?\n- how many are live?")).toEqual([
      { kind: "listPages", status: "draft" },
      { kind: "listPages", status: "published" },
    ]);
  });
});

describe("offline model: things named wrongly are asked about, never changed", () => {
  it.each([
    // a value typed without quotes that runs into another request
    "on the contact page change the opening times to mon-sun 12 til late and take the gallery off",
    // no page named, no picture chosen
    "Please, change the photo of the page for a more beautiful one.",
    // a report whose words only mention a caption
    "User report: the gallery on the contact page has a picture of the coast with no caption under it",
  ])("%s", (text) => {
    expect(parseRequest(text)).toMatchObject({ kind: "unknown" });
  });

  it("changes the button whose words are quoted, never the first button on the page", () => {
    expect(parseRequest("Please amend the button on the page 'Home' that currently reads 'Get in touch' so that it reads 'Request a quotation'. Its destination is to remain /contact.")).toEqual({
      kind: "replaceText",
      page: "Home",
      old: "Get in touch",
      replacement: "Request a quotation",
    });
    expect(parseRequest("point the 'Get in touch' button at the bottom of the home page at https://book.example/a")).toMatchObject({ kind: "setSectionField", field: "button link", value: "https://book.example/a", shows: "Get in touch" });
  });

  it("declines what cannot be done instead of doing something else", () => {
    expect(parseRequest("Can you program the autumn post to publish alone on the day 20 of next month, in the morning?")).toMatchObject({ kind: "cannot" });
    expect(parseRequest("Add an eyebrow above the FAQ heading on About — small caps, 'Good to know'.")).toMatchObject({ kind: "cannot" });
    expect(parseRequest("Please reduce the file size of 'mountain-sunrise.jpg' to below 200 KB and convert it to WebP.")).toMatchObject({ kind: "cannot" });
  });

  it("takes down what a statement is about, not the page it is on", () => {
    expect(parseRequest("The Christmas fair thank-you is still on the news page and it's March! Can you take it off the website but don't delete it?")).toMatchObject({
      kind: "pageAction",
      action: "unpublish",
      page: "Christmas fair thank-you",
    });
  });
});

describe("offline model: second turns that change course", () => {
  it("puts a change back and does what is asked instead", () => {
    expect(parseInContext("actually, don't hide it — rename it to 'Journal' instead", "Hide the Blog link in the menu")).toEqual({
      kind: "multi",
      goal: "actually, don't hide it — rename it to 'Journal' instead",
      steps: [
        { kind: "setNavVisibility", label: "Blog", visible: true },
        { kind: "editMenuItem", label: "Blog", newLabel: "Journal" },
      ],
    });
  });

  it("changes the answer just added, or the draft one of a list just shown", () => {
    expect(parseInContext("actually make the answer 'Not ourselves.'", "Add a question to the About FAQ: 'Do you design logos?' with the answer 'No.'")).toEqual({
      kind: "editListItem",
      page: "About",
      section: { templateKey: "faq" },
      item: { text: "Do you design logos?" },
      part: 1,
      value: "Not ourselves.",
    });
    expect(parseInContext("Ok. The one that is still draft, please publish it.", "Which posts are with the tag design?")).toEqual({ kind: "postAction", action: "publish", post: "draft post tagged design" });
  });

  it("moves a link back to the top level, at the end", () => {
    expect(steps("move Shop to the top level, at the very end")).toEqual([
      { kind: "editMenuItem", label: "Shop", parent: "" },
      { kind: "moveMenuItem", label: "Shop", to: "last" },
    ]);
  });
});

describe("offline model: dictation, dialects and minutes", () => {
  it.each([
    ["set the alt tax on blue coast dot png to calm blue sea with green cliffs full stop", { kind: "setImageAlt", image: "blue-coast.png", alt: "calm blue sea with green cliffs" }],
    ["on the home page change the hear oh subheading to we build fast friendly websites for small businesses full stop", { kind: "setSectionField", page: "home", templateKey: "hero", field: "subheading", value: "we build fast friendly websites for small businesses" }],
    ["change the tag line two handmade websites for small businesses", { kind: "updateSetting", key: "tagline", value: "handmade websites for small businesses" }],
    ["in the manu rename blog two news", { kind: "editMenuItem", label: "blog", newLabel: "news" }],
    ["add a testy moaning from lena fischer at fischer bikes quote the new site is fast end quote", { kind: "createEntry", collection: "testimonials", values: { quote: "the new site is fast", author: "lena fischer", company: "fischer bikes" } }],
    ["Hide t'About link in the menu while Monday — we're redoing that page.", { kind: "setNavVisibility", label: "About", visible: false }],
    ["The manager asked me to take the Harbour Books testimonial off the website for now. Please don't delete it.", { kind: "entryAction", collection: "testimonials", name: "Harbour Books", action: "unpublish" }],
    ["The post on our design process is online, no? Can you put it back to draft?", { kind: "postAction", action: "unpublish", post: "our design process" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });

  it("reads a French speaker's “for” as “to” and keeps every change", () => {
    expect(steps("I would like to change three things: the site name for 'Atelier Nord', the main colour for a dark blue, and eventually the tagline for 'Des sites calmes'.")).toMatchObject([
      { kind: "updateSetting", key: "name", value: "Atelier Nord" },
      { kind: "setColour", which: "primary" },
      { kind: "updateSetting", key: "tagline", value: "Des sites calmes" },
    ]);
  });

  it("reads minutes' “It was agreed that … be …” as requests", () => {
    expect(steps("Minutes, item 6 (website):\n• It was agreed that the Blog link in the menu be renamed 'News & Notices'.\n• It was agreed that the post 'Welcome to our new website' be archived.")).toEqual([
      { kind: "editMenuItem", label: "Blog", newLabel: "News & Notices" },
      { kind: "postAction", action: "archive", post: "Welcome to our new website" },
    ]);
    expect(parseRequest("It was agreed that a menu link 'Join the choir' be added, pointing to the Contact page and sitting under About.")).toEqual({ kind: "addMenuItemAt", page: "Contact", label: "Join the choir", under: "About" });
    expect(steps("It was agreed that the following kind words from Margaret Ellis be added to the website as a testimonial and shown straight away: 'Singing here is the best part of my week.'")).toEqual([
      { kind: "createEntry", collection: "testimonials", values: { quote: "Singing here is the best part of my week.", author: "Margaret Ellis" } },
      { kind: "entryAction", collection: "testimonials", name: "Margaret Ellis", action: "publish" },
    ]);
  });
});

describe("offline model: a new page's or post's words, whatever way they are given", () => {
  it("takes the words after a dash as what it says, up to the next request", () => {
    expect(parseRequest("need a new page 'Opening Hours' pls - mon to fri 8am-7pm, sun closed.")).toEqual({ kind: "createPage", title: "Opening Hours", templates: ["text"], contents: [{ body: "mon to fri 8am-7pm, sun closed" }] });
    expect(steps('new blog post pls: "Keeping pets cool" - shade, fresh water always. tag it summer')).toEqual([
      { kind: "createPost", title: "Keeping pets cool", body: "shade, fresh water always" },
      { kind: "editPost", post: "it", change: { field: "tags", add: ["summer"] } },
    ]);
    // …but a request after the dash is a request, never the words
    expect(steps("Write up a quick draft post called '5 signs' — tag it tips")).toEqual([
      { kind: "createPost", title: "5 signs" },
      { kind: "editPost", post: "it", change: { field: "tags", add: ["tips"] } },
    ]);
  });

  it("keeps the lines of a body typed as a list", () => {
    expect(parseRequest("Create a draft post 'Release notes: March' with the body:\n- Faster image uploads\n- New menu editor")).toEqual({ kind: "createPost", title: "Release notes: March", body: "- Faster image uploads\n- New menu editor" });
  });

  it("makes the section said after a comma, or asks — never the page alone", () => {
    expect(parseRequest("new pg 'projects', hero heading 'selected work 2019–2024'")).toEqual({ kind: "createPage", title: "Projects", templates: ["hero"], contents: [{ heading: "selected work 2019–2024" }] });
    expect(parseRequest("new page 'projects', with something nice 'selected work'")).toMatchObject({ kind: "unknown" });
  });
});

describe("offline model: more second turns", () => {
  it.each([
    ["put Shop first in the menu", "sorry, not first — second, right after Home", { kind: "moveMenuItem", label: "Shop", to: "after", other: "Home" }],
    ["hide the contact link", "actually put blog back lol, leave contact hidden", { kind: "setNavVisibility", label: "blog", visible: true }],
    ["What does the Harbour Books testimonial say?", "Change it to: Finally a website our whole team can update.", { kind: "editEntry", collection: "testimonials", name: "the Harbour Books testimonial", field: "quote", value: "Finally a website our whole team can update" }],
    ["Could you tell me what the testimonials on our website say?", "And who, pray, is the author of the second one?", { kind: "askEntry", collection: "testimonials", name: "second" }],
  ])("%s → %s", (previous, text, expected) => {
    expect(parseInContext(text, previous)).toEqual(expected);
  });
});

describe("offline model: a new editor's first day (written by someone who had not read the model)", () => {
  it.each([
    ["Please update the Harbour Books testimonial so it reads: \"Northwind gave us a website our customers enjoy.\"", { kind: "editEntry", collection: "testimonials", name: "Harbour Books", field: "quote", value: "Northwind gave us a website our customers enjoy." }],
    ["the coastline pic needs a proper description for blind people, something like waves breaking on a rocky coast", { kind: "setImageAlt", image: "coastline", alt: "waves breaking on a rocky coast" }],
    [
      "New blog post please, title 5 tips for a faster website, text: Slow sites lose customers. Compress your images and keep pages simple.",
      { kind: "createPost", title: "5 tips for a faster website", body: "Slow sites lose customers. Compress your images and keep pages simple." },
    ],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toEqual(expected);
  });
});
