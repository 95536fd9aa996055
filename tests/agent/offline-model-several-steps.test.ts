import { beforeAll, describe, expect, it } from "vitest";
import { namedWithin, nameScore } from "@/lib/agent/offline-model/fuzzy";
import { readRequest } from "@/lib/agent/offline-model/listed-choice";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { db } from "@/lib/db";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "../support/actors";
import { pngBuffer } from "../support/images";
import { askOffline } from "../support/offline-ask";
import { conversation } from "../support/offline-conversation";

beforeAll(() => sections.syncTemplates());

const menuLabels = async () => (await navigation.list(editor)).map((item) => item.label);

describe("offline model: a page's rename said for its menu link too", () => {
  it.each([
    ["rename About to Studio, and update its menu label too", "About", "Studio"],
    ["Please: the page 'Contact' shall get the title 'Kontakt', and in the menu the point shall also be called 'Kontakt'.", "Contact", "Kontakt"],
    ["rename the careers page to Jobs and the link in the menu as well", "careers", "Jobs"],
  ])("%s", (request, page, title) => {
    expect(parseRequest(request)).toEqual({ kind: "multi", goal: expect.any(String), steps: [{ kind: "renamePage", page, title }, { kind: "editMenuItem", label: page, newLabel: title }] });
  });

  it("renames the page and its link", async () => {
    const title = unique("Workshops");
    const page = await pages.create(editor, { title, sections: [] });
    await navigation.add(editor, { label: title, pageId: page.id });
    const renamed = unique("Classes");
    await askOffline(`rename ${title} to '${renamed}', and update its menu label too`);
    expect((await pages.get(editor, page.id)).title).toBe(renamed);
    expect(await menuLabels()).toContain(renamed);
    expect(await menuLabels()).not.toContain(title);
  });
});

describe("offline model: a new page's words said without naming a kind of section", () => {
  it.each([
    [
      "make a page called Private Dining with the heading 'Private dining for up to 20' and a line sayng 'Book the back room for birthdays.'",
      { kind: "createPage", title: "Private Dining", templates: ["text"], contents: [{ heading: "Private dining for up to 20", body: "Book the back room for birthdays." }] },
    ],
    [
      "make a new page called faq with the question do you do logos and the answer no we only make websites",
      { kind: "createPage", templates: ["faq"], contents: [{ items: [{ question: "do you do logos", answer: "no we only make websites" }] }] },
    ],
    ["new page FAQ w/ a faq section: q 'Do you ship abroad?' a 'Yes, across the EU.'", { kind: "createPage", title: "FAQ", templates: ["faq"], contents: [{ items: [{ question: "Do you ship abroad?", answer: "Yes, across the EU." }] }] }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it("asks about words it cannot place instead of dropping them", () => {
    expect(parseRequest("make a page called Picnic with the heading 'Summer picnic' and a line saying 'Bring a rug' and a dancing bear")).toMatchObject({ kind: "unknown", part: expect.stringContaining("dancing bear") });
  });

  it("makes the page with its words and puts it in the menu", async () => {
    const title = unique("Private Dining");
    await askOffline(`make a page called ${title} with the heading 'Private dining for up to 20' and a line saying 'Book the back room for birthdays.' and put it in the menu`);
    const made = await db.page.findFirstOrThrow({ where: { title } });
    expect((await pages.get(editor, made.id)).sections).toMatchObject([{ templateKey: "text", content: { heading: "Private dining for up to 20", body: "Book the back room for birthdays." } }]);
    expect(await menuLabels()).toContain(title);
  });
});

describe("offline model: a checklist whose items are steps of their own", () => {
  it("creates the page with its section's fields, adds it after a link, and publishes the page and the menu", () => {
    const checklist = [
      "Launch checklist for the Services page:",
      "- [ ] new page ‘Services’ with a text section — heading ‘What we offer’, body ‘Design and care for small business websites.’",
      "- [ ] add it to the menu right after About",
      "- [ ] publish the page and the menu",
    ].join("\n");
    expect(parseRequest(checklist)).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "createPage", title: "Services", templates: ["text"], contents: [{ heading: "What we offer", body: "Design and care for small business websites." }] },
        { kind: "addMenuItemAt", page: "it", after: "About" },
        { kind: "pageAction", action: "publish", page: "it" },
        { kind: "publishFixed", what: ["menu"] },
      ],
    });
  });

  it("reads acceptance criteria that name a menu item's place and what goes live", () => {
    expect(parseRequest("EPIC: Careers\nAC1: new page 'Careers' with a text section saying 'We are hiring.'\nAC2: menu item 'Careers' right after Contact\nAC3: page and menu both published")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPage", title: "Careers" }, { kind: "addMenuItemAt", page: "Careers", after: "Contact" }, { kind: "pageAction", action: "publish", page: "it" }, { kind: "publishFixed", what: ["menu"] }],
    });
  });
});

describe("offline model: something said to be over, then removed", () => {
  it("deletes the thing the statement is about and takes it out of the menu", () => {
    expect(parseRequest("The winter workshop is cancelled 😔 please delete the page and take it out of the menu too.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "pageAction", action: "delete", page: "winter workshop" }, { kind: "removeNavLink", label: "it" }],
    });
  });
});

describe("offline model: two values in one sentence", () => {
  it("reads a page's SEO title and then 'its description' as the SEO description", () => {
    expect(parseRequest("Kindly change the SEO title of the Home page to 'Northwind | Calm websites' and its descripton to 'Calm, fast websites.'")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "editPage", page: "Home", field: "seoTitle", value: "Northwind | Calm websites" },
        { kind: "editPage", page: "Home", field: "seoDescription", value: "Calm, fast websites." },
      ],
    });
  });

  it("asks when the second value's field is not understood, never setting the first alone or both as one", () => {
    expect(parseRequest("change the SEO title of the Home page to 'A b' and its frobnicator to 'B c'")).toMatchObject({ kind: "unknown" });
  });

  it("ends unquoted words where the new page is acted on again, or where the next field starts", () => {
    expect(parseRequest("add a page Funeral Tributes with a short bit of text saying we deliver to all the local funeral homes and put it in the menu under About")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPage", title: "Funeral Tributes", contents: [{ body: "we deliver to all the local funeral homes" }] }, { kind: "addMenuItemAt", page: "it", under: "About" }],
    });
    expect(parseRequest("new page called Wedding Flowers with a heading that says Flowers for your big day and a line saying we do bouquets then add it to the menu please")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPage", title: "Wedding Flowers", contents: [{ heading: "Flowers for your big day", body: "we do bouquets" }] }, { kind: "addNavLink", label: "it" }],
    });
  });

  it("names a page by the words after 'entitled'", () => {
    expect(parseRequest("Would you kindly rename the page presently entitled “About” to “Our Story”?")).toEqual({ kind: "renamePage", page: "About", title: "Our Story" });
  });
});

describe("offline model: a part taken off something is never the thing deleted", () => {
  it.each([
    ["remove the cover image from the autumn post, we'll pick a new one later", { kind: "editPost", post: "autumn", change: { field: "cover", value: "" } }],
    ["remove the tag seasonal from the autumn draft", { kind: "editPost", post: "autumn", change: { field: "tags", remove: ["seasonal"] } }],
    ["cn u remove the blue coast pic from the contact page gallery, keep the other one", { kind: "removeSectionImage", image: "blue coast picture" }],
    ["delete the photo page", { kind: "pageAction", action: "delete", page: "photo" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it.each(["remove the image from the home page", "remove the tag seasonal from the autumn draft and add 'palettes'"])("asks rather than deleting anything: %s", (request) => {
    expect(parseRequest(request)).toMatchObject({ kind: "unknown" });
  });

  it("refuses fonts only when they are asked for, not when a quoted title mentions them", () => {
    expect(parseRequest("Write a new post titled 'How we choose fonts'")).toMatchObject({ kind: "createPost", title: "How we choose fonts" });
    expect(parseRequest("change the font to Arial")).toMatchObject({ kind: "cannot" });
  });

  it("takes a post's cover off, keeping the post", async () => {
    const cover = await images.upload(editor, { buffer: await pngBuffer(), originalName: `${unique("cover")}.png` });
    const post = await posts.create(editor, { title: unique("Harvest notes"), body: "Apples.", coverImageId: cover.id });
    await askOffline(`remove the cover image from the ${post.title} post, we'll pick a new one later`);
    const after = await posts.get(editor, post.id);
    expect(after).toMatchObject({ coverImageId: null, deletedAt: null });
  });
});

describe("offline model: second turns of the eighteenth pass", () => {
  it.each([
    ["undo that last one", "and rename the site to 'Petal & Stem'", { kind: "undoLast" }],
    ["make it shorter — just 'Calm, useful websites'", "what's the tagline right now?", { kind: "updateSetting", key: "tagline", value: "Calm, useful websites" }],
    ["ok publish the draft one too", "which posts are publised at the moment?", { kind: "postAction", action: "publish", post: "draft" }],
    ["sorry, wrong one! put it back and delete the 2023 one instead", "delete the garden party 2024 page", { kind: "multi", steps: [{ kind: "undoLast" }, { kind: "pageAction", action: "delete", page: "2023" }] }],
    ["and publish that", "Edit the Harbour Books testimonial: company should be 'Harbour Books & Maps'", { kind: "entryAction", name: "Harbour Books", action: "publish" }],
    ["nah undo that, the boss hates it", "Change the tagline to 'Good coffee, good websites'", { kind: "undoLast" }],
    ["and contact 2 pls", "hide about in the menu", { kind: "setNavVisibility", label: "contact", visible: false }],
    ["and the welcome one too", "archive the autumn post", { kind: "postAction", action: "archive", post: "welcome" }],
    ["and Harbour Books too", "publish the Maple Bakery testimonial", { kind: "entryAction", name: "Harbour Books", action: "publish" }],
    ["and the menu link too", "rename the about page to Our story", { kind: "editMenuItem", label: "about", newLabel: "Our story" }],
  ])("%s (after “%s”)", (request, previous, intent) => {
    expect(parseInContext(request, previous)).toMatchObject(intent);
  });

  it("reads a testimonial's field given after a colon", () => {
    expect(parseRequest("Edit the Harbour Books testimonial: company should be 'Harbour Books & Maps'")).toEqual({ kind: "editEntry", collection: "testimonials", name: "Harbour Books", field: "company", value: "Harbour Books & Maps" });
  });
});

describe("offline model: words given are used, never placeholders or a part of them", () => {
  it.each([
    ["Add a FAQ to the bottom of the Contact page with 'Do you have parking?' / 'Yes, two spaces behind the studio.'", { kind: "addSection", page: "Contact", templateKey: "faq", values: { items: [{ question: "Do you have parking?", answer: "Yes, two spaces behind the studio." }] } }],
    ["I would like the image of the coastline to have alternative text reading “A calm blue coastline”.", { kind: "setImageAlt", image: "coastline", alt: "A calm blue coastline" }],
    ["how much does the bread club cost? someone rang to ask", { kind: "search", query: "bread club" }],
    [
      "Please set alt text:\ntulip-field.jpg → 'Rows of red tulips'\nrose-arch.jpg → 'A white rose arch'",
      { kind: "multi", steps: [{ kind: "setImageAlt", image: "tulip-field.jpg", alt: "Rows of red tulips" }, { kind: "setImageAlt", image: "rose-arch.jpg", alt: "A white rose arch" }] },
    ],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it.each([
    "Add a FAQ to the bottom of the Contact page with 'Do you have parking?', 'Is there a lift?' and 'Can I bring my dog?'",
    "The studio-dusk.jpg caption is fine. Fix the alt, and also give blue-coast.png the caption ‘The coast near our studio’.",
  ])("asks about what it could not read: %s", (request) => {
    expect(parseRequest(request)).toMatchObject({ kind: "unknown" });
  });

  it("sets a picture's alt text and then its caption, said together", () => {
    expect(parseRequest("give kennel-run.jpg the alt text 'Outdoor kennel run' and the caption 'Our new kennel run'")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setImageAlt", image: "kennel-run.jpg", alt: "Outdoor kennel run" },
        { kind: "setImageText", image: "kennel-run.jpg", field: "caption", value: "Our new kennel run" },
      ],
    });
  });

  it("asks when a reading would use only some of the quoted words", () => {
    expect(parseRequest("kennel-run.jpg - alt text 'Outdoor kennel run with grass' and credit 'Photo by Sam'")).toMatchObject({ kind: "unknown" });
    expect(parseRequest("kennel-run.jpg: alt text 'Outdoor kennel run' plus the photographer 'Sam Lee'")).toMatchObject({ kind: "unknown" });
  });

  it("sets both fields of a file named first, or of a caption given without a verb", () => {
    const both = { kind: "multi", steps: [{ kind: "setImageAlt", image: "kennel-run.jpg", alt: "Outdoor kennel run with grass" }, { kind: "setImageText", image: "kennel-run.jpg", field: "caption", value: "Our new kennel run" }] };
    expect(parseRequest("kennel-run.jpg - alt text 'Outdoor kennel run with grass' and caption 'Our new kennel run' thx")).toMatchObject(both);
    expect(parseRequest("set the alt text of kennel-run.jpg to 'Outdoor kennel run with grass' and the caption of kennel-run.jpg to 'Our new kennel run'")).toMatchObject(both);
  });

  it("changes every value named, or asks", () => {
    expect(parseRequest("change on Contact page the phone number to +44 20 7946 0999 and also the hours, they are now weekdays 8–4")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "replaceValue", value: "phone" }, { kind: "replaceValue", value: "hours" }],
    });
  });
});

describe("offline model: a change made again after it was undone", () => {
  it("makes the request that was undone with the new value", () => {
    const text = "now change it to 'Meet the team'";
    const read = readRequest(conversation(text, { previousRequests: ["Change the About page heading to 'Who we are'", "undo that"] }), text);
    expect(read.intent).toEqual({ kind: "setSectionField", page: "About", templateKey: "*", field: "heading", value: "Meet the team" });
  });
});

describe("offline model: things found by the words they say", () => {
  it("matches a word in another form: 'doubling' is 'doubled', 'booking' is 'book'", () => {
    expect(nameScore("orders doubling", "Our online orders doubled in the first month.")).toBeGreaterThan(0.8);
    expect(nameScore("booking online", "Book online in two taps")).toBeGreaterThan(0.8);
    expect(nameScore("orders doubling", "Bookings went through the roof")).toBe(0);
  });

  it("asks which testimonial talks about something as who said it", () => {
    expect(parseRequest("which testimonial talks about booking online?")).toEqual({ kind: "askEntry", collection: "testimonials", name: "booking online" });
  });

  it("reads the site's phone number from every page that shows one", async () => {
    const title = unique("Visit");
    await pages.create(editor, { title, sections: [{ templateKey: "text", content: { heading: "Call us", body: "Ring +44 20 7946 0555 any weekday." } }] });
    const { text } = await askOffline("what's our phone number on the site?");
    expect(text).toContain("+44 20 7946 0555");
    expect(text).toContain(title);
  });
});

describe("offline model: what a button says and where it goes", () => {
  it("reads the button of the section at the bottom of a page, and where it takes people", () => {
    expect(parseRequest("What does the button at the very bottom of the home page say, and where does it take people?")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "askSectionField", page: "home", templateKey: "cta", field: "buttonLabel" },
        { kind: "askSectionField", page: "home", templateKey: "cta", field: "buttonUrl" },
      ],
    });
  });
});

describe("offline model: the nineteenth pass's voices, read safely", () => {
  it.each([
    ["Please what are the points listed under 'What we do' on the home page? Kindly revert.", { kind: "showPage", page: "home" }],
    ["Kindly delete the page titled ‘Locum Vacancies’, the position has been filled. Do the needful and revert.", { kind: "pageAction", action: "delete", page: "Locum Vacancies" }],
    ["Please kindly change the cover image of the autumn collection post to the blue coast picture. Revert once done.", { kind: "editPost", post: "autumn collection", change: { field: "cover", value: "blue coast picture" } }],
  ])("“revert” asks for a reply, never an undo: %s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it.each([
    ["It has come to my attention that we have no permission to use the photograph of the tram depot. I should like it removed from the picture library altogether.", { kind: "deleteImage", image: "tram depot" }],
    ["The accent colour shall be a dark blue in place of the orange.", { kind: "setColour", which: "accent", value: "a dark blue instead of the orange" }],
    ["In the menu shall Contact stand first, bfore Home.", { kind: "moveMenuItem", label: "Contact", to: "first" }],
    ["I should be most gratefull if you would rename the page presently entitled 'About' so that it reads 'About the Studio'. The web address ought to remain as it is.", { kind: "renamePage", page: "About", title: "About the Studio" }],
    ["I would be obliged if the article entitled \"Welcome to our new website\" could be given the additional tag 'announcements'. The tag it already carries should be retained.", { kind: "editPost", post: "Welcome to our new website", change: { field: "tags", add: ["announcements"] } }],
    ["Shall you delete the page 'Summer Offer 2023' and take it also out of the menu?", { kind: "multi", steps: [{ kind: "pageAction", action: "delete", page: "Summer Offer 2023" }, { kind: "removeNavLink", label: "it" }] }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it.each([
    "The photo on the About page looks completely washed out to visitors. Can you just bump up the contrast on studio-dusk.jpg?",
    "The first thing you see on our home page is that sunrise photo and it's way too dark. Can you brighten it up and crop the hills off the bottom?",
    "Would it be possible to arrange for the article about the autumn collection to appear on the blog automatically on the first of October, at nine o'clock in the morning?",
  ])("declines what it cannot do, saying so: %s", (request) => {
    expect(parseRequest(request)).toMatchObject({ kind: "cannot" });
  });

  it("never declines words inside a quoted title, nor a month in a name", () => {
    expect(parseRequest("write a post called 'How to crop it right'")).toMatchObject({ kind: "createPost" });
    expect(parseRequest("publish the May newsletter post")).toEqual({ kind: "postAction", action: "publish", post: "May newsletter" });
  });

  it("still undoes on a bare “revert”", () => {
    expect(parseRequest("revert that")).toEqual({ kind: "undoLast" });
  });

  it("never reads a new page's “sun closed” as something to take down", () => {
    expect(parseRequest("need a new page 'Opening Hours' pls - mon to fri 8am-7pm, sat 9-1, sun closed")).not.toMatchObject({ kind: "remedy" });
  });
});

describe("offline model: every picture without alt text given one, however it is said", () => {
  it.each([
    "Please give alt text to all images which don't have one.",
    "give alt text to all images that have no alt text",
    "give alt text to all images that are missing it",
    "give alt text to all images that are missing alt text",
    "give alt text to every picture without alt text",
    "Every picture that has no alt text: give it a description",
  ])("%s", (request) => {
    expect(parseRequest(request)).toEqual({ kind: "fillMissing", field: "alt", from: "name" });
  });
});

describe("offline model: a name inside a long sentence is not what a delete means", () => {
  it("finds a page inside a few words around its name, never inside a whole sentence", () => {
    const pagesNamed = [{ title: "About" }, { title: "Contact" }];
    expect(namedWithin("about page for now", pagesNamed, (page) => [page.title])).toEqual([{ title: "About" }]);
    expect(namedWithin("second the, so that the FAQ answer on the About page reads from first conversation to launch", pagesNamed, (page) => [page.title])).toEqual([]);
  });

  it("deletes no page when asked to delete a word from it", async () => {
    const title = unique("Workshop");
    const page = await pages.create(editor, { title, sections: [{ templateKey: "text", content: { heading: "Timing", body: "Most projects take six to ten weeks from the first conversation to launch." } }] });
    await askOffline(`On the ${title} page, the line “Most projects take six to ten weeks from the first conversation to launch.” — please delete the second “the”, so that it reads “…from first conversation to launch.”`);
    expect((await pages.get(editor, page.id)).deletedAt).toBeNull();
  });
});
