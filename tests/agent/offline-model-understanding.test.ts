import { describe, expect, it } from "vitest";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { isRemark, withoutRemarks } from "@/lib/agent/offline-model/remarks";
import { parseBySlots } from "@/lib/agent/offline-model/slots";
import { correctWord } from "@/lib/agent/offline-model/spelling";
import { verbOfGerund, verbOfParticiple } from "@/lib/agent/offline-model/verb-forms";
import { describes } from "@/lib/agent/offline-model/plans/library";
import { conversation, ok } from "../support/offline-conversation";

/** The general mechanisms that read what editors type (docs/offline-model.md, "Understanding what people type"). */

describe("offline model: remarks around a request are not part of it", () => {
  it.each([
    ["delete the pricing page, we're not doing that any more", "delete the pricing page"],
    ["archive the welcome post because it's out of date", "archive the welcome post"],
    ["hide the blog link (nobody reads it)", "hide the blog link"],
  ])("%s", (sentence, request) => expect(withoutRemarks(sentence)).toBe(request));

  it("keeps a clause that gives the value ('it's called X now', 'it should be …')", () => {
    expect(withoutRemarks("fix the company on Priya's testimonial, it's called Maple & Co now")).toContain("it's called");
    expect(isRemark(`it should be "Calm, fast websites"`)).toBe(false);
  });

  it("reads the request, not the remark, as the name", () => {
    expect(parseRequest("delete the pricing page, we're not doing that any more")).toEqual({ kind: "pageAction", action: "delete", page: "pricing" });
    expect(parseRequest("Could you create a careers page for us please? Just leave it empty for now, we'll fill it in later.")).toMatchObject({ kind: "createPage", title: "Careers" });
    expect(parseRequest("Good morning. I wonder if you could possibly remove the contact page, as we no longer need it. Many thanks.")).toMatchObject({ kind: "pageAction", action: "delete", page: "contact" });
  });
});

describe("offline model: indirect requests become plain ones", () => {
  it("maps gerunds and participles back to the verb", () => {
    expect([verbOfGerund("deleting"), verbOfGerund("hiding"), verbOfGerund("swapping"), verbOfGerund("morning")]).toEqual(["delete", "hide", "swap", undefined]);
    expect([verbOfParticiple("updated"), verbOfParticiple("hidden"), verbOfParticiple("binned"), verbOfParticiple("wicked")]).toEqual(["update", "hide", "delete", undefined]);
  });

  it.each<[string, Record<string, unknown>]>([
    ["Would you mind deleting the careers page?", { kind: "pageAction", action: "delete", page: "careers" }],
    ["Is it possible to hide the blog link in the menu?", { kind: "setNavVisibility", label: "blog", visible: false }],
    ["I want that the blog link is hidden", { kind: "setNavVisibility", label: "blog", visible: false }],
    ["the careers page should be removed", { kind: "pageAction", action: "delete", page: "careers" }],
    ["we dont need the about page anymore", { kind: "pageAction", action: "delete", page: "about" }],
    ["we need a new page called Team", { kind: "createPage", title: "Team" }],
    ["Can we get the hero heading on the home page updated to say \"Websites that work\"?", { kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Websites that work" }],
    ["del page contact", { kind: "pageAction", action: "delete", page: "contact" }],
    ["rename About → Our story", { kind: "renamePage", page: "About", title: "Our story" }],
    ["Make sure the pricing page is in the nav", { kind: "addNavLink", label: "pricing" }],
    ["The welcome post is old, archive it.", { kind: "postAction", action: "archive", post: "welcome" }],
    ["ok so basically I need the contact page gone", { kind: "pageAction", action: "delete", page: "contact" }],
    ["Hiya! Could you pop the pricing page in the menu for me, there's a love", { kind: "addNavLink", label: "pricing" }],
    ["Please could you archive the welcome article? It's rather old now.", { kind: "postAction", action: "archive", post: "welcome" }],
    ["Time to retire the welcome post", { kind: "postAction", action: "archive", post: "welcome" }],
    ["please make page new with name Team", { kind: "createPage", title: "Team" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toMatchObject(intent));
});

describe("offline model: what and which things", () => {
  it("counts keep their status filter", () => {
    expect(parseRequest("how many draft posts are there?")).toEqual({ kind: "listPosts", status: "draft" });
    expect(parseRequest("how many posts have we published")).toEqual({ kind: "listPosts", status: "published" });
    expect(parseRequest("list the pages that are still drafts pls")).toEqual({ kind: "listPages", status: "draft" });
  });

  it("a name given without 'page' or 'post' may be either", () => {
    expect(parseRequest("publish 'five tips'")).toEqual({ kind: "pageAction", action: "publish", page: "five tips", either: true });
    expect(parseRequest("delete the about page")).toEqual({ kind: "pageAction", action: "delete", page: "about" });
  });

  it("a section named page first is put the way the rules read it; a field without a template means the first section that has it", () => {
    expect(parseRequest("change the home hero heading to 'Calm'")).toMatchObject({ kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Calm" });
    expect(parseRequest("what does the button in the home hero say")).toMatchObject({ kind: "askSectionField", page: "home", templateKey: "hero", field: "ctaLabel" });
    expect(parseRequest("change heading on home to \"Hello there\"")).toMatchObject({ kind: "setSectionField", page: "home", templateKey: "*", field: "heading", value: "Hello there" });
    expect(parseRequest("change the title of the contact page to Get in touch")).toMatchObject({ kind: "renamePage" });
  });

  it("one action on several things named together is one step each", () => {
    expect(parseRequest("hide Blog and Contact from the menu")).toMatchObject({ kind: "multi", steps: [{ kind: "setNavVisibility", label: "Blog" }, { kind: "setNavVisibility", label: "Contact" }] });
    expect(parseRequest("delete the coffee cup and bicycle photos")).toMatchObject({ kind: "multi", steps: [{ kind: "deleteImage", image: "coffee cup" }, { kind: "deleteImage", image: "bicycle" }] });
  });

  it("says what cannot be done instead of guessing", () => {
    expect(parseRequest("add a video section to the about page with our showreel")).toMatchObject({ kind: "cannot" });
    expect(parseRequest("make the mountain picture black and white")).toMatchObject({ kind: "cannot" });
    expect(parseRequest("add a text section to about")).toMatchObject({ kind: "addSection", templateKey: "text" });
  });

  it("a vague request about the site gets a question, not the off-topic refusal", () => {
    expect(parseRequest("change something")).toEqual({ kind: "unknown", topic: "site" });
    expect(parseRequest("fix the website")).toEqual({ kind: "unknown", topic: "site" });
    expect(parseRequest("what's the weather in London")).toEqual({ kind: "unknown" });
    expect(parseRequest("tell me about yourself")).toEqual({ kind: "help" });
  });

  it("an unnamed menu item gets the question, not a guess", () => {
    expect(parseRequest("hide the link")).toEqual({ kind: "unknown", topic: "navigation" });
  });

  it("spellings of one word are one correction", () => {
    expect(correctWord("colurs")).toBe("colours");
  });
});

describe("offline model: sections, menus and lists in more shapes", () => {
  it.each<[string, Record<string, unknown>]>([
    ["use the autum picture in the home hero", { kind: "setSectionImage", page: "home", templateKey: "hero", image: "autum" }],
    ["swap the image on the about page for the blue coast one", { kind: "setSectionImage", page: "about", image: "blue coast" }],
    ["add the autumn valley photo to the gallery on the contact page", { kind: "setSectionImage", page: "contact", templateKey: "gallery", image: "autumn valley" }],
    ["add a question to the about FAQ: Do you design logos? Answer: Yes, we do.", { kind: "addListItem", page: "about", section: { templateKey: "faq" }, item: ["Do you design logos?", "Yes, we do"] }],
    ["add a fourth feature to 'What we do' on the home page called Host, description: We keep your site fast", { kind: "addListItem", page: "home", section: { text: "What we do" }, item: ["Host", "We keep your site fast"] }],
    ["On the about page, replace \"four\" with \"five\"", { kind: "replaceText", page: "about", old: "four", replacement: "five" }],
    ["swap the hero and the features on the home page", { kind: "moveSection", page: "home", to: "swap", section: { templateKey: "hero" }, other: { templateKey: "featureGrid" } }],
    ["set the hero button link on the home page to /contact", { kind: "setSectionField", templateKey: "hero", field: "ctaUrl", value: "/contact" }],
    ["nest Contact under About in the menu", { kind: "editMenuItem", label: "Contact", parent: "About" }],
    ["publish the careers page and the autumn post", { kind: "multi", steps: [{ kind: "pageAction", page: "careers" }, { kind: "postAction", post: "autumn" }] }],
    ["archive the welcome post and publish the autumn one", { kind: "multi", steps: [{ kind: "postAction", post: "welcome" }, { kind: "postAction", action: "publish", post: "autumn" }] }],
    ["duplicate the about page", { kind: "cannot" }],
    ["Which of our pages are live?", { kind: "listPages", status: "published" }],
    ["What posts are tagged news?", { kind: "listPosts", tag: "news" }],
    ["what does Tom say about us", { kind: "askEntry", name: "Tom" }],
    ["what does the contact page say", { kind: "showPage", page: "contact" }],
    ["remove from menu the blog", { kind: "removeNavLink", label: "blog" }],
    ["for the post welcome, add tag news", { kind: "editPost", post: "welcome", change: { field: "tags", add: ["news"] } }],
    ["put \"Book a call\" on the home hero button", { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Book a call" }],
    ["home hero heading -> \"Hello world\"", { kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Hello world" }],
    ["make the background white", { kind: "setColour", which: "background", value: "white" }],
    ["our socials need our instagram: https://instagram.com/northwind", { kind: "socialLink", op: "add", label: "Instagram" }],
    ["add an Instagram link to the menu: https://instagram.com/northwind", { kind: "addNavLink" }],
    ["the logo should be the mountain picture", { kind: "setLogo", image: "mountain" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toMatchObject(intent));

  it("a value that is a sentence keeps its full stop; a title does not", () => {
    expect(parseRequest("update the hero subheading on home: We build fast, friendly sites for shops.")).toMatchObject({ value: "We build fast, friendly sites for shops." });
    expect(parseRequest("change the site name to Northwind Design Co.")).toMatchObject({ value: "Northwind Design Co." });
    expect(parseRequest("rename the about page to Our story.")).toMatchObject({ title: "Our story" });
  });

  it("a second request that is not understood is named, never read into the first one's value", () => {
    expect(parseRequest("rename About to Studio, and make its footer sparkle")).toMatchObject({ kind: "unknown", part: "make its footer sparkle" });
    expect(parseRequest("create a page called Terms and Conditions")).toMatchObject({ kind: "createPage", title: "Terms and Conditions" });
    expect(parseBySlots("add a fourth feature to the home page called Host")).toBeUndefined();
  });
});

describe("offline model: images by what they show", () => {
  const coast = { id: "img-1", alt: "Calm blue coastline with green headlands", originalName: "blue-coast.png" };
  const dusk = { id: "img-2", alt: "Soft violet dusk over rolling hills", originalName: "studio-dusk.jpg" };
  it("a read also finds words for the same thing; a delete only the words typed", () => {
    expect(describes(coast, "sea", true)).toBe(true);
    expect(describes(dusk, "purple", true)).toBe(true);
    expect(describes(dusk, "mountain", false)).toBe(false);
    expect(describes(coast, "sea")).toBe(false);
  });
});

describe("offline model: the slot reader", () => {
  it.each<[string, Record<string, unknown> | undefined]>([
    ["I should like the Contact page to be taken off the website for the time being", { kind: "pageAction", action: "unpublish", page: "Contact" }],
    ["Nobody reads the autumn post, take it down", { kind: "postAction", action: "unpublish", post: "autumn" }],
    ["Is the welcome article on the website at the moment", { kind: "askPost", post: "welcome", ask: "live" }],
    ["Please change the name of site in \"Northwind Design\"", { kind: "updateSetting", key: "name", value: "Northwind Design" }],
    ["set accent #1d4ed8", { kind: "setColour", which: "accent", value: "#1d4ed8" }],
    ["alt for team-photo.jpg: \"Our team on the steps\"", { kind: "setImageAlt", image: "team-photo.jpg", alt: "Our team on the steps" }],
    ["The Blog link shouldn't be in the menu", { kind: "removeNavLink", label: "Blog" }],
    ["pricing page to menu", { kind: "addNavLink", label: "pricing" }],
    ["list posts status=draft", { kind: "listPosts", status: "draft" }],
    // a statement with no action, or an action with no kind, is left to the question
    ["The About page still says we are four people", undefined],
    ["make it nicer", undefined],
  ])("%s", (sentence, intent) => (intent ? expect(parseBySlots(sentence)).toMatchObject(intent) : expect(parseBySlots(sentence)).toBeUndefined()));
});



describe("offline model: the conversation around a request", () => {
  it("a follow-up that only names something else repeats the previous request for it", () => {
    expect(parseInContext("and on the contact page?", "what's on the home page?")).toEqual({ kind: "showPage", page: "contact" });
    expect(parseInContext("what about the autumn post", "is the welcome post live")).toEqual({ kind: "askPost", post: "autumn", ask: "live" });
    expect(parseInContext("and on the contact page?")).toMatchObject({ kind: "unknown" });
  });

  it("'make it X' after a question changes what was asked about", () => {
    expect(parseInContext("make it a bit darker, #b34d1f", "what's the accent colour?")).toEqual({ kind: "setColour", which: "accent", value: "#b34d1f" });
    expect(parseInContext("give it the caption 'Our team on the steps'", "which images have no captions")).toMatchObject({ image: "it", value: "Our team on the steps" });
    expect(parseInContext("change it to 'Our team on the steps'", "which images have no captions")).toEqual({ kind: "setImageText", image: "it", field: "caption", value: "Our team on the steps" });
    expect(parseInContext("change it to 'Calm sites'", "what's our tagline")).toEqual({ kind: "updateSetting", key: "tagline", value: "Calm sites" });
    expect(parseInContext("make it live", "what's the accent colour?")).not.toMatchObject({ kind: "setColour" });
  });

  it("declines a viewer's change up front, after the reads", () => {
    const page = { ok: true, page: { id: "page-about", title: "About", slug: "about", status: "published" } };
    const step = decideStep(conversation("delete the about page", { role: "viewer", turn: [ok("cms_getPage", { page: "about" }, page)] }));
    expect(step.calls).toBeUndefined();
    expect(step.text).toMatch(/viewer/);
    expect(decideStep(conversation("delete the about page", { role: "editor", turn: [ok("cms_getPage", { page: "about" }, page)] })).calls).toEqual([{ toolName: "cms_deletePage", input: { page: "page-about" } }]);
  });

  it("a new list item is added after the ones a section has; a picture goes into the section that shows one", () => {
    const about = ok("cms_getPage", { page: "about", includeContent: true }, {
      ok: true,
      page: { id: "page-about", title: "About", slug: "about" },
      sections: [
        { id: "sec-text", templateKey: "text", content: { body: "We are four." } },
        { id: "sec-faq", templateKey: "faq", content: { items: [{ question: "How long?", answer: "Weeks." }] } },
      ],
    });
    const step = decideStep(conversation("add a question to the about FAQ: Do you design logos? Answer: Yes.", { turn: [about] }));
    expect(step.calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "sec-faq", content: { items: [{ question: "How long?", answer: "Weeks." }, { question: "Do you design logos?", answer: "Yes" }] } } }]);
    expect(decideStep(conversation("use the coast picture on the about page", { turn: [about] })).text).toMatch(/no section that shows a picture/);
  });

  it("'publish both' puts live what this chat changed, not everything waiting", () => {
    const created = ok("cms_createPage", { title: "Pricing" }, { ok: true, page: { id: "page-pricing", title: "Pricing", slug: "pricing", status: "draft" } });
    const waiting = ok("cms_listUnpublishedChanges", {}, {
      ok: true,
      items: [
        { kind: "page", id: "page-pricing", name: "Pricing", state: "new" },
        { kind: "post", id: "post-autumn", name: "Autumn", state: "new" },
      ],
    });
    expect(parseRequest("ok publish both")).toEqual({ kind: "publishChanges", scope: "chat" });
    const step = decideStep(conversation("ok publish both", { earlier: [created], earlierTurns: [[created]], turn: [waiting], tools: new Set(["cms_listUnpublishedChanges", "cms_publishPage", "cms_publishChanges"]) }));
    expect(step.calls).toEqual([{ toolName: "cms_publishPage", input: { page: "page-pricing" } }]);
  });

  it("puts menu items in another order, reading the menu first and moving one item at a time", () => {
    expect(parseRequest("move Contact to the frnot of the menu")).toEqual({ kind: "moveMenuItem", label: "Contact", to: "first" });
    expect(parseRequest("put Blog last in the menu")).toEqual({ kind: "moveMenuItem", label: "Blog", to: "last" });
    expect(parseRequest("put Blog after About in the menu")).toEqual({ kind: "moveMenuItem", label: "Blog", to: "after", other: "About" });
    expect(parseRequest("move the contact link to the 2nd position in the nav")).toEqual({ kind: "moveMenuItem", label: "contact", to: "place", place: 2 });
    expect(parseRequest("reorder the menu: Home, Blog, About and Contact")).toMatchObject({ to: "order", order: ["Home", "Blog", "About", "Contact"] });
    expect(parseRequest("Move the FAQ to the top of About")).toMatchObject({ kind: "moveSection" });

    const tools = new Set(["cms_getNavigation", "cms_moveNavigationItem"]);
    const labels = ["Home", "About", "Blog", "Contact"];
    const menu = ok("cms_getNavigation", {}, { ok: true, items: labels.map((label, index) => ({ id: `n${index}`, label, parentId: null })) });
    const request = "swap About and Contact in the menu";
    expect(decideStep(conversation(request, { tools })).calls).toEqual([{ toolName: "cms_getNavigation", input: {} }]);
    expect(decideStep(conversation(request, { tools, turn: [menu] })).calls).toEqual([{ toolName: "cms_moveNavigationItem", input: { itemId: "n3", position: 1 } }]);
    const first = ok("cms_moveNavigationItem", { itemId: "n3", position: 1 }, { ok: true, order: ["Home", "Contact", "About", "Blog"] });
    expect(decideStep(conversation(request, { tools, turn: [menu, first] })).calls).toEqual([{ toolName: "cms_moveNavigationItem", input: { itemId: "n2", position: 2 } }]);
    const second = ok("cms_moveNavigationItem", { itemId: "n2", position: 2 }, { ok: true, order: ["Home", "Contact", "Blog", "About"] });
    expect(decideStep(conversation(request, { tools, turn: [menu, first, second] })).text).toContain("'Home', 'Contact', 'Blog' and 'About'");
    expect(decideStep(conversation("put Home first in the menu", { tools, turn: [menu] })).text).toContain("already reads");
    expect(decideStep(conversation("reorder the menu", { tools, turn: [menu] })).text).toMatch(/In what order.*\?/);
  });

  it("a menu item named by its place is read from the menu first", () => {
    const menu = ok("cms_getNavigation", {}, { ok: true, items: [{ id: "n1", label: "Home" }, { id: "n2", label: "About" }] });
    expect(decideStep(conversation("hide the second item", { tools: new Set(["cms_getNavigation", "cms_toggleNavigationItem"]) })).calls).toEqual([{ toolName: "cms_getNavigation", input: {} }]);
    expect(decideStep(conversation("hide the second item", { tools: new Set(["cms_getNavigation", "cms_toggleNavigationItem"]), turn: [menu] })).calls).toEqual([{ toolName: "cms_toggleNavigationItem", input: { label: "About", visible: false } }]);
  });

  it("'it' after a list is the one thing the answer named", () => {
    const listed = ok("cms_getPosts", { status: "draft" }, {
      ok: true,
      items: [
        { id: "post-a", title: "Autumn collection", status: "draft" },
        { id: "post-b", title: "Spring recap", status: "draft" },
      ],
    });
    const earlier = { earlier: [listed], earlierTurns: [[listed]] };
    expect(decideStep(conversation("archive it", { ...earlier, lastReply: "The oldest draft is **Spring recap**." })).calls).toEqual([{ toolName: "cms_archivePost", input: { post: "post-b" } }]);
    expect(decideStep(conversation("archive it", { ...earlier, lastReply: "Autumn collection and Spring recap are drafts." })).calls).toBeUndefined();
  });

  it("'put it back to …' makes the previous request's one change again with the new value", () => {
    const change = ok("cms_syncSectionContent", { sectionId: "sec-hero", content: { heading: "Websites that just work" } }, { ok: true, message: "Updated." });
    const step = decideStep(conversation("hmm no, put it back to 'Websites that feel calm'", { earlier: [change], earlierTurns: [[change]] }));
    expect(step.calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "sec-hero", content: { heading: "Websites that feel calm" } } }]);
    expect(decideStep(conversation("put it back to 'X'")).text).toMatch(/What should I set/);
  });
});

describe("offline model: a menu item asked for where it already is", () => {
  it("moves the item under another instead of adding it twice", () => {
    const tools = new Set(["cms_getNavigation", "cms_updateNavigationItem", "cms_findResource", "cms_addNavigationItem"]);
    const menu = ok("cms_getNavigation", {}, { ok: true, items: [{ id: "n1", label: "About", parentId: null }, { id: "n2", label: "Blog", parentId: null }] });
    const request = "put blog under about in the menu as a sub item";
    expect(decideStep(conversation(request, { tools })).calls).toEqual([{ toolName: "cms_getNavigation", input: {} }]);
    expect(decideStep(conversation(request, { tools, turn: [menu] })).calls).toEqual([{ toolName: "cms_updateNavigationItem", input: { itemId: "n2", parentId: "n1" } }]);
  });
});

describe("offline model: a field, a page and a new value, however they are ordered", () => {
  it("is a change to that field, in the named section or the first that has it", () => {
    expect(parseBySlots("the about page heading needs to be 'Hello there' now")).toEqual({ kind: "setSectionField", page: "about", templateKey: "*", field: "heading", value: "Hello there" });
    expect(parseBySlots("on the home page, the hero button should say 'Book a call'")).toEqual({ kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Book a call" });
    // The old words and the new are a replacement, not a value.
    expect(parseBySlots("on the contact page change the heading 'Say hello' to 'Write to us'")).not.toMatchObject({ kind: "setSectionField" });
  });
});

describe("offline model: a page added to the menu before another item", () => {
  it("goes in that item's place", () => {
    const tools = new Set(["cms_getNavigation", "cms_findResource", "cms_addNavigationItem"]);
    const menu = ok("cms_getNavigation", {}, { ok: true, items: ["Home", "About", "Contact"].map((label, index) => ({ id: `n${index}`, label, parentId: null })) });
    const found = ok("cms_findResource", { query: "gift vouchers", type: "page" }, { ok: true, items: [{ type: "page", id: "p9", title: "Gift Vouchers", slug: "gift-vouchers", score: 1 }] });
    const step = decideStep(conversation("add the gift vouchers page to the menu, just before Contact", { tools, turn: [menu, found] }));
    expect(step.calls).toEqual([{ toolName: "cms_addNavigationItem", input: { label: "Gift Vouchers", page: "p9", position: 2 } }]);
  });
});
