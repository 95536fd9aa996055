import { describe, expect, it } from "vitest";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { navigation } from "@/lib/services/navigation";
import { posts } from "@/lib/services/posts";
import { editor, unique } from "../support/actors";
import { askOffline } from "../support/offline-ask";
import { conversation, ok } from "../support/offline-conversation";

/** Readings found with the fifteenth development pass: requests in the held-out set's six voices. */
describe("offline model: a section named with no page", () => {
  it.each([
    ["change the hero subheading to 'Fast'", { templateKey: "hero", field: "subheading", value: "Fast" }],
    ["make the hero button go to /blog", { templateKey: "hero", field: "ctaUrl", value: "/blog" }],
    ["point the hero CTA at /blog, keep the wording", { templateKey: "hero", field: "ctaUrl", value: "/blog" }],
  ])("%s", (request, change) => {
    expect(parseRequest(request)).toEqual({ kind: "setSectionField", page: "", ...change });
  });

  const pagesList = ok("cms_getPages", { limit: 100 }, { ok: true, items: [{ id: "p-about", title: "About", slug: "about" }, { id: "p-home", title: "Home", slug: "home" }, { id: "p-team", title: "Team", slug: "team" }] });
  const page = (id: string, title: string, templates: string[]) =>
    ok("cms_getPage", { page: id, includeContent: true }, { ok: true, page: { id, title, slug: title.toLowerCase() }, items: templates.map((templateKey, index) => ({ id: `${id}-s${index}`, templateKey })) });
  const tools = new Set(["cms_getPages", "cms_getPage", "cms_syncSectionContent"]);

  it("changes the home page's when the home page has one, reading it first", () => {
    expect(decideStep(conversation("change the hero subheading to 'Fast'", { tools })).calls).toEqual([{ toolName: "cms_getPages", input: { limit: 100 } }]);
    const step = decideStep(conversation("change the hero subheading to 'Fast'", { tools, turn: [pagesList, page("p-home", "Home", ["hero", "cta"])] }));
    expect(step.calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "p-home-s0", content: { subheading: "Fast" } } }]);
  });

  it("changes the only page that has one, and asks when several do", () => {
    const faq = "change the heading of the FAQ to 'Questions'";
    expect(parseRequest(faq)).toMatchObject({ page: "", templateKey: "faq" });
    const only = decideStep(conversation(faq, { tools, turn: [pagesList, page("p-home", "Home", ["hero"]), page("p-about", "About", ["text", "faq"]), page("p-team", "Team", ["text"])] }));
    expect(only.calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "p-about-s1", content: { heading: "Questions" } } }]);
    const several = decideStep(conversation(faq, { tools, turn: [pagesList, page("p-home", "Home", ["hero"]), page("p-about", "About", ["faq"]), page("p-team", "Team", ["faq"])] }));
    expect(several.calls ?? []).toEqual([]);
    expect(several.text).toMatch(/Several pages have a FAQ section\. Which page do you mean: 'About' or 'Team'\?/);
  });
});

describe("offline model: the statement before a request says what its 'it' is", () => {
  it.each([
    ["The hero subhead is way too long and nobody reads it. Punch it up to 'Fast, friendly websites.' — leave the headline alone.", { kind: "setSectionField", page: "", templateKey: "hero", field: "subheading", value: "Fast, friendly websites." }],
    ["The welcome post teaser is flat. Swap in: ‘Faster pages, a fresh look.’", { kind: "editPost", post: "welcome", change: { field: "excerpt", value: "Faster pages, a fresh look." } }],
    ["The autumn post's cover photo is too orange, it clashes with everything. It should be the blue coast one.", { kind: "editPost", post: "autumn", change: { field: "cover", value: "blue coast one" } }],
    ["The autumn post's title is too long, it gets cut off when we share it. Shorten it to ‘Autumn colours’.", { kind: "editPost", post: "autumn", change: { field: "title", value: "Autumn colours" } }],
    ["Our Contact page has an old telephone number on it. Could you take it off the website for the time being, please? Please don't throw it away.", { kind: "pageAction", action: "unpublish", page: "Contact" }],
    ["The picture of the autumn valley has an alt text which is not correct. Please make it 'Orange valley in autumn'.", { kind: "setImageAlt", image: "autumn valley", alt: "Orange valley in autumn" }],
    ["Tom's quote on the Harbour Books testimonial is missing a word. It should be 'Finally, a website we can all update.'", { kind: "editEntry", collection: "testimonials", name: "Harbour Books", field: "quote", value: "Finally, a website we can all update." }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("never takes people, or a setting, for a page to publish", () => {
    expect(parseRequest("The children have read through the farm trip write-up and they're very proud of it — you can put it on the blog now please!")).toEqual({ kind: "postAction", action: "publish", post: "farm trip" });
    expect(parseRequest("The new slogan is still not visible on the website. Please make it public.")).toEqual({ kind: "publishFixed", what: ["settings"] });
  });
});

describe("offline model: the picture's side, said across sentences", () => {
  it.each([
    "On the page About please make that the picture stands on the left side and not on the right.",
    "The image+text component on About has the photo on the right. Can you flip it so the image sits on the left? Don't change the photo itself.",
    "Excuse me, on the About page, the picture in the 'Where we work' part is on the right side. Could you please move it to the left side?",
  ])("%s", (request) => {
    expect(parseRequest(request)).toEqual({ kind: "setSectionField", page: "About", templateKey: "imageText", field: "imagePosition", value: "left" });
  });

  it("is never the one change picked out of a list", () => {
    expect(parseRequest("Please on the About page: 1) the heading 'Where we work' make 'Our studio', 2) the title of the questions make 'Frequent questions', 3) the picture to the left side.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "replaceText", page: "About", old: "Where we work", replacement: "Our studio" },
        { kind: "setSectionField", page: "About", templateKey: "faq", field: "heading", value: "Frequent questions" },
        { kind: "setSectionField", templateKey: "imageText", field: "imagePosition", value: "left" },
      ],
    });
  });
});

describe("offline model: wrong changes this pass found, now read right", () => {
  it.each([
    ["Blog must come before About in the menu", { kind: "moveMenuItem", label: "Blog", to: "before", other: "About" }],
    ["Change the order in the menu please: Blog must come before About.", { kind: "moveMenuItem", label: "Blog", to: "before", other: "About" }],
    ["Please make the point \"About\" in the menu invisible, but don't delete it.", { kind: "setNavVisibility", label: "About", visible: false }],
    ["create a page called Team and have it say 'Hi'", { kind: "createPage", templates: ["text"], contents: [{ body: "Hi" }], title: "Team" }],
    ["Ship the Pricing page today but keep Careers under wraps until HR signs off.", { kind: "pageAction", action: "publish", page: "Pricing" }],
    ["Add a 'Book a demo' link to the nav that goes to https://cal.example/northwind", { kind: "addNavLink", label: "Book a demo", url: "https://cal.example/northwind" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toEqual(intent);
  });

  it("names a new post after it is asked for, and never titles it with a courtesy", () => {
    expect(
      parseRequest("I'd like to write a little piece for the blog, if that's quite all right. Please call it 'Our tenth client' and have it say: 'This spring we finished our tenth website.' Please don't put it out yet."),
    ).toEqual({ kind: "createPost", title: "Our tenth client", body: "This spring we finished our tenth website." });
  });

  it("never drops a second request after a link to an address", () => {
    expect(parseRequest("Could you please add a link called 'Shop' to the menu that goes to https://shop.example? And while you are at it, might the 'Contact' link read 'Contact us' instead?")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "addNavLink", label: "Shop", url: "https://shop.example" }, { kind: "editMenuItem", label: "Contact", newLabel: "Contact us" }],
    });
  });

  it("sets a second colour as a second change, never as part of the first colour", () => {
    expect(parseRequest("Make the brand accent a punchier orange-red — #e4572e — and darken the primary to #22372f.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setColour", which: "accent" }, { kind: "setColour", which: "primary", value: "#22372f" }],
    });
    expect(parseRequest("make the accent #e4572e and the primary #22372f")).toMatchObject({ kind: "multi", steps: [{ which: "accent", value: "#e4572e" }, { which: "primary", value: "#22372f" }] });
  });

  it("changes a caption said after a change to the same picture's description", () => {
    expect(parseRequest("The picture studio-dusk, the description is wrong, it is not violet. Change it in 'Soft pink dusk', and the caption make 'Our studio by evening'.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setImageAlt", image: "studio-dusk", alt: "Soft pink dusk" }, { kind: "setImageText", field: "caption", value: "Our studio by evening" }],
    });
  });
});

describe("offline model: the developer's shorthand", () => {
  it.each([
    ['home hero: ctaLabel="View services" ctaUrl=/contact', { kind: "multi", steps: [{ field: "ctaLabel", value: "View services" }, { field: "ctaUrl", value: "/contact" }] }],
    ["settings: name=Northwind Design Studio, seoTitle=Northwind Design Studio", { kind: "multi", steps: [{ kind: "updateSetting", key: "name" }, { kind: "updateSetting", key: "seoTitle" }] }],
    ["tagline='Websites for you'; themeColors.accent=#2b7bd9; nav Contact visible=false", { kind: "multi", steps: [{ kind: "updateSetting", key: "tagline" }, { kind: "setColour", which: "accent", value: "#2b7bd9" }, { kind: "setNavVisibility", label: "Contact", visible: false }] }],
    ["nav Blog href=/blog?tag=news", { kind: "editMenuItem", label: "Blog", url: "/blog?tag=news" }],
    ["s/Ongoing help/Friendly support/ on home (the Care box)", { kind: "replaceText", page: "home", old: "Ongoing help", replacement: "Friendly support" }],
    ["rm faq q 'Can we edit the site ourselves?' from /about", { kind: "removeListItem", page: "/about", section: { templateKey: "faq" }, item: { text: "Can we edit the site ourselves?" } }],
    ["testimonials: rm 'Maple Bakery'", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "delete" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });
});

describe("offline model: words reported wrong, and ranges of numbers", () => {
  it.each([
    ["The FAQ on the About page still says projects take six to ten weeks. It's four to eight weeks these days.", { old: "six to ten", replacement: "four to eight" }],
    ["fix the about page, it should say we're a team of five designers and developers, not four", { old: "four", replacement: "five" }],
    ["On the Contact page it says we answer the telephone weekdays 9–5, but these days we stay until half past five. Could it say “weekdays 9–5.30” instead?", { old: "weekdays 9–5", replacement: "weekdays 9–5.30" }],
  ])("%s", (request, words) => {
    expect(parseRequest(request)).toMatchObject({ kind: "replaceText", ...words });
  });
});

describe("offline model: through the real tools", () => {
  it("publishes a post and links to it in the menu under the label asked for", async () => {
    const post = await posts.create(editor, { title: unique("Harvest") });
    const label = unique("Harvest link");
    await askOffline(`publish the ${post.title} post and put a link to it in the menu called ${label}`);
    expect((await posts.get(editor, post.id)).status).toBe("published");
    expect((await navigation.list(editor)).find((item) => item.label === label)?.url).toBe(`/blog/${post.slug}`);
  });
});
