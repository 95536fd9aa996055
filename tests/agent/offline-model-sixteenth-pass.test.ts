import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { images } from "@/lib/services/images";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "../support/actors";
import { pngBuffer } from "../support/images";
import { askOffline } from "../support/offline-ask";

/** Readings found with the sixteenth development pass: menus, testimonials, pictures and conversations. */
describe("offline model: a picture taken out of a gallery", () => {
  it.each([
    ["contact gallery: rm blue-coast.png", "contact", "blue-coast.png"],
    ["remove blue-coast.png from the gallery on the contact page", "contact", "blue-coast.png"],
    ["take the coast picture out of the gallery on contact", "contact", "coast picture"],
  ])("%s", (request, page, image) => {
    expect(parseRequest(request)).toEqual({ kind: "removeSectionImage", page, image });
  });

  it("never deletes the page instead, and a gallery removed is still a section removed", () => {
    expect(parseRequest("remove blue-coast.png from the contact gallery")).not.toMatchObject({ kind: "pageAction" });
    expect(parseRequest("remove the gallery from the contact page")).toEqual({ kind: "removeSection", page: "contact", templateKey: "gallery" });
  });

  it("keeps the gallery's other pictures, in order", async () => {
    await sections.syncTemplates();
    const [first, gone, last] = await Promise.all(["first", "gone", "last"].map(async (name) => images.upload(editor, { buffer: await pngBuffer(), originalName: `${unique(name)}.png`, alt: `${name} view` })));
    const title = unique("Around us");
    const page = await pages.create(editor, { title, sections: [{ templateKey: "gallery", content: { heading: "Around", images: [first, gone, last].map((image) => ({ imageId: image.id })) } }] });
    const { calls } = await askOffline(`${title} gallery: rm ${gone.originalName}`);
    expect((await pages.get(editor, page.id)).sections[0].content).toMatchObject({ images: [{ imageId: first.id }, { imageId: last.id }] });
    expect(calls).not.toContain("cms_deleteImage");
    expect(await images.get(editor, gone.id)).toMatchObject({ id: gone.id });
  });
});

describe("offline model: the menu, said as people say it", () => {
  it.each([
    ["nav Blog: label=Journal", { kind: "editMenuItem", label: "Blog", newLabel: "Journal" }],
    ["Please make that the Home link is not more visible in the menu, but don't delete it.", { kind: "setNavVisibility", label: "Home", visible: false }],
    ["blog link shd go to https://medium.com/@northwind now pls", { kind: "editMenuItem", label: "blog", url: "https://medium.com/@northwind" }],
    ["The menu still has a link to our old shop, which closed in March.", { kind: "remedy", fix: { kind: "removeNavLink", label: "shop" } }],
    ["I should like the wedding cakes page to sit underneath ‘About’ in the menu, as a little sub-heading. Would that be possible?", { kind: "editMenuItem", label: "wedding cakes", parent: "About" }],
    ["Where goes the Shop link in the menu? To which address?", { kind: "askMenuItem", label: "Shop", ask: "target" }],
    ["nav: any hidden items?", { kind: "showNavigation" }],
    ["pls add instagram to the menu, its https://instagram.com/northwindstudio", { kind: "addNavLink", label: "instagram", url: "https://instagram.com/northwindstudio" }],
    ["Pull Case studies out of the Services dropdown and make it its own top-level nav item.", { kind: "editMenuItem", label: "Case studies", parent: "" }],
    ["Please change in the menu 'About' to 'About us'", { kind: "editMenuItem", label: "About", newLabel: "About us" }],
    ["change the 'About' link in the menu to 'About us'", { kind: "editMenuItem", label: "About", newLabel: "About us" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it("takes a link out of the menu, never out from under its parent", () => {
    expect(parseRequest("take the about link out of the navigation but keep the page")).toEqual({ kind: "removeNavLink", label: "about" });
  });

  it("moves the link just renamed, by its new name", () => {
    expect(parseRequest("menu: rename contact to 'say hi' + move it first pls")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "editMenuItem", label: "contact", newLabel: "say hi" }, { kind: "moveMenuItem", label: "say hi", to: "first" }],
    });
  });

  it("adds a link under a parent in one line", () => {
    expect(parseRequest("nav add Pricing -> /pricing, parent=Services")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "addNavLink", label: "Pricing", url: "/pricing" }, { kind: "editMenuItem", label: "Pricing", parent: "Services" }],
    });
  });
});

describe("offline model: testimonials", () => {
  it.each([
    ["We've had a lovely letter from Mrs Joan Pike of Pike & Daughters Hardware, who wrote: 'They made us look like a proper business.' I wonder whether you might add it to the testimonials?", { kind: "createEntry", values: { author: "Mrs Joan Pike", company: "Pike & Daughters Hardware", quote: "They made us look like a proper business." } }],
    ["add testimonial form dan at greenway bikes: 'quick and friendly'", { kind: "createEntry", values: { author: "dan", quote: "quick and friendly" } }],
    ['testimonials/harbour-books: quote="Finally a website the whole team can update."', { kind: "editEntry", name: "harbour books", field: "quote", value: "Finally a website the whole team can update." }],
    ['mv testimonial "Harbour Books" -> "Harbour Books Ltd"', { kind: "editEntry", name: "Harbour Books", field: "title", value: "Harbour Books Ltd" }],
    ["In the testimonial from Priya Shah the company is wrong, it must be “Maple Bakery & Café”.", { kind: "editEntry", name: "Priya Shah", field: "company", value: "Maple Bakery & Café" }],
    ["The testimonial of Maple Bakery please take from the website, but not delete it.", { kind: "entryAction", name: "Maple Bakery", action: "unpublish" }],
    ["That Harbour Books quote is out of date. It needs to come down today.", { kind: "entryAction", name: "Harbour Books", action: "unpublish" }],
    ["pls delete the test testimonial, the asdf one", { kind: "entryAction", name: "test", action: "delete" }],
    ["I keep hearing we have a quote about orders doubling, but nobody here knows who actually said it.", { kind: "askEntry", name: "orders doubling" }],
    ["From which company is Tom Okafor? I forgot it.", { kind: "askEntry", name: "Tom Okafor" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject({ collection: "testimonials", ...intent });
  });

  it("reads 'remove the testimonial from X' as that testimonial, whatever follows", () => {
    expect(parseRequest("Please remove the testimonial from Priya Shah with immediate effect; the client has withdrawn her consent.")).toEqual({ kind: "entryAction", collection: "testimonials", name: "Priya Shah", action: "delete" });
  });
});

describe("offline model: corrections put the wrong one back", () => {
  it("shows the link hidden by mistake again, and hides the one meant", () => {
    expect(parseInContext("Sorry, not Blog, I meant Contact.", "Make the point Blog in the menu hidden please.")).toEqual({
      kind: "multi",
      goal: "Sorry, not Blog, I meant Contact.",
      steps: [{ kind: "setNavVisibility", label: "Blog", visible: true }, { kind: "setNavVisibility", label: "Contact", visible: false }],
    });
  });

  it("reads the section just asked about, and the value just read", () => {
    expect(parseInContext("Punch up the heading: 'Got a project?' Keep the button as is.", "What does the CTA at the bottom of the home page say?")).toMatchObject({ kind: "setSectionField", page: "home", templateKey: "cta", field: "heading" });
    expect(parseInContext("change it to studio@northwind.example pls", "whats the emial on the contact page")).toEqual({ kind: "replaceValue", page: "contact", value: "email", replacement: "studio@northwind.example" });
    expect(parseInContext("Move it to the end, after Contact.", "The Blog link in the menu goes to the blog, fine, but it's stuck in the middle and nobody clicks it.")).toEqual({ kind: "moveMenuItem", label: "Blog", to: "last" });
    expect(parseInContext("What's in it right now?", "Our FAQ is too short.")).toEqual({ kind: "askSection", page: "", section: { templateKey: "faq" } });
  });
});

describe("offline model: follow-ups about the thing just named", () => {
  it.each([
    ["Use the coast one for the post.", "The welcome post still has the sunrise picture as its cover. Looks lazy.", { kind: "editPost", post: "welcome", change: { field: "cover", value: "coast" } }],
    ["and the harbour one?", "who wrote the maple bakery review", { kind: "askEntry", collection: "testimonials", name: "harbour" }],
    ["Love it. Ship it.", "Add a testimonial from Lena Park at Brightside Yoga: “Bookings are up.”", { kind: "entryAction", collection: "testimonials", name: "Lena Park", action: "publish" }],
    ["actually make it a child of About", "nav add Docs -> https://docs.example", { kind: "editMenuItem", label: "Docs", parent: "About" }],
    ["hmm no put it back", "rename about in menu to 'who we are'", { kind: "undoLast" }],
    ["Same treatment for the coast pic: 'The coastline'", "Give the studio shot better alt text — something like 'Our studio at dusk'.", { kind: "setImageAlt", image: "coast pic", alt: "The coastline" }],
  ])("%s (after %s)", (request, previous, intent) => {
    expect(parseInContext(request, previous)).toEqual(intent);
  });

  it("names the pictures a gallery shows, never their ids", async () => {
    await sections.syncTemplates();
    const picture = await images.upload(editor, { buffer: await pngBuffer(), originalName: `${unique("harbour")}.png`, alt: "harbour view" });
    const title = unique("Harbour");
    await pages.create(editor, { title, sections: [{ templateKey: "gallery", content: { heading: "Around", images: [{ imageId: picture.id }] } }] });
    const { text } = await askOffline(`which pictures are in the gallery on the ${title} page?`);
    expect(text).toContain(picture.originalName);
    expect(text).not.toContain(picture.id);
  });
});

describe("offline model: more of the sixteenth pass", () => {
  it.each([
    ["Please make a new page 'Team' with a text: 'We are four people.'", { kind: "createPage", title: "Team", templates: ["text"], contents: [{ body: "We are four people." }] }],
    ["Please add in the gallery on the contact page also the picture with the sunrise.", { kind: "setSectionImage", page: "contact", templateKey: "gallery", image: "sunrise" }],
    ["The sunrise photo on the homepage is far too dark. It needs brightening before Monday.", { kind: "cannot" }],
    ["What are the little labels on the autumn colours article?", { kind: "askPost", post: "autumn colours", ask: "tags" }],
    ["What is the text under the picture of the studio? The caption I mean, not the other one.", { kind: "askImage", image: "studio", ask: "caption" }],
    ["/contact: phone number?", { kind: "askValue", page: "/contact", value: "phone" }],
    ["/about faq: list questions", { kind: "askSection", page: "/about", section: { templateKey: "faq" } }],
    ["add a question to the faq on about: do you do logos? answer: yes we design logos too", { kind: "addListItem", item: ["do you do logos?", "yes we design logos too"] }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it("never takes a URL's colon or a full stop after an address for the end of what is asked", () => {
    expect(parseRequest("Three quick ones before launch: hero headline → 'Websites that work', hero button → 'Start a project', and add a 'Pricing' link to the nav pointing at /pricing.")).toMatchObject({
      kind: "multi",
      steps: [{ field: "heading" }, { field: "ctaLabel" }, { kind: "addNavLink", label: "Pricing", url: "/pricing" }],
    });
  });

  it("reads both favours, the second as a tag added", () => {
    expect(parseRequest("Two small favours, if you have a moment. Firstly, the blue coast picture ought to have a caption — 'The bay at low tide' would do nicely. Secondly, the autumn post should carry the tag 'colour' as well as the ones it has already.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setImageText", image: "blue coast", field: "caption", value: "The bay at low tide" }, { kind: "editPost", post: "autumn", change: { field: "tags", add: ["colour"] } }],
    });
  });
});
