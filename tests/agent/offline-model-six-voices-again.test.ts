import { beforeAll, describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { readRequest } from "@/lib/agent/offline-model/listed-choice";
import { db } from "@/lib/db";
import { navigation } from "@/lib/services/navigation";
import { conversation } from "../support/offline-conversation";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "../support/actors";
import { askOffline } from "../support/offline-ask";

beforeAll(() => sections.syncTemplates());

/**
 * The twenty-third pass's voices — a courteous retired shop owner, a terse developer, a marketer, a
 * non-native speaker, someone on a phone and a manager stating problems — read for what they ask.
 */
describe("offline model: a courteous request buried in a story", () => {
  it.each([
    [
      "My granddaughter and I were looking at the front page of our website over tea, and we both felt that the large heading at the very top is a little cold. Would it be at all possible to have it read 'Friendly websites for small shops' instead?",
      { kind: "setSectionField", page: "home", field: "heading", value: "Friendly websites for small shops" },
    ],
    [
      "On our Contact page there is a row of pictures with the heading 'Around the studio' above them. I wonder whether it might instead say 'A look around our studio'?",
      { kind: "replaceText", page: "Contact", old: "Around the studio", replacement: "A look around our studio" },
    ],
    [
      "We have decided that we ought to have a page explaining our refund policy. Could you possibly make one called 'Refunds and Returns'? Please don't put it on the site just yet.",
      { kind: "createPage", title: "Refunds and Returns" },
    ],
    [
      "There is a little article of ours about a closing-down sale, which I am glad to say never happened in the end. It has been upsetting some of the regulars. Could it be taken away altogether, please?",
      { kind: "postAction", action: "delete", post: "closing-down sale" },
    ],
    [
      "Hello. I have finished the page about our gift vouchers, and I think it is quite ready for people to see now. Would you put it out, please?",
      { kind: "pageAction", action: "publish", page: "gift vouchers" },
    ],
    [
      "Dear assistant, we now have a page with our opening times on it. Might it be added to the row of links along the top, perhaps just after 'About'?",
      { kind: "addMenuItemAt", page: "opening times", after: "About" },
    ],
    [
      "Our article about how we go about designing things has a little summary beneath the title, which I find rather long-winded. Might it say simply: 'How a project runs, from sketch to launch.'",
      { kind: "editPost", post: "how we go about designing things", change: { field: "excerpt", value: "How a project runs, from sketch to launch." } },
    ],
    ["I should like the little line of words underneath our name at the top to read 'Honest websites for honest shops'", { kind: "updateSetting", key: "tagline", value: "Honest websites for honest shops" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("changes two settings named once with one verb, never one with both values", () => {
    expect(parseRequest("Could the line under our name be changed to 'Websites for independent shops', and, while you are about it, the name at the top to 'Northwind Web Studio'? Thank you.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "updateSetting", key: "tagline", value: "Websites for independent shops" },
        { kind: "updateSetting", key: "name", value: "Northwind Web Studio" },
      ],
    });
    // "its" still means the thing named before it
    expect(parseRequest("change the SEO title of the Home page to 'A' and its description to 'B'")).toMatchObject({
      steps: [{ kind: "editPage", page: "Home", field: "seoTitle" }, { kind: "editPage", page: "Home", field: "seoDescription" }],
    });
  });
});

describe("offline model: a developer's shorthand", () => {
  it.each([
    ["new page title=Pricing slug=pricing, keep it draft", { kind: "createPage", title: "Pricing", slug: "pricing" }],
    ["ls pages status=draft", { kind: "listPages", status: "draft" }],
    ["home hero ctaUrl -> /contact", { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaUrl", value: "/contact" }],
    ["about: mv faq above imageText", { kind: "moveSection", page: "about", section: { templateKey: "faq" }, to: "above", other: { templateKey: "imageText" } }],
    ["about: imageText imagePosition -> left", { kind: "setSectionField", page: "about", templateKey: "imageText", field: "imagePosition", value: "left" }],
    ["seo title for about page: About Northwind Studio | Web design pls", { kind: "editPage", page: "about", field: "seoTitle", value: "About Northwind Studio | Web design" }],
    ["nav add label=Shop url=https://shop.northwind.example", { kind: "addNavLink", label: "Shop", url: "https://shop.northwind.example" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("gives a button its words and where it goes, a page named by its name", () => {
    expect(parseRequest('Hero refresh on the homepage: headline "Websites that convert", button "Start a project" → contact page. Then ship it.')).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setSectionField", page: "home", field: "heading", value: "Websites that convert" },
        { kind: "setSectionField", page: "home", field: "ctaLabel", value: "Start a project" },
        { kind: "setSectionField", page: "home", field: "ctaUrl", value: "contact page" },
        { kind: "pageAction", action: "publish" },
      ],
    });
    expect(parseRequest("make the home hero button go to the contact page")).toEqual({ kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaUrl", value: "the contact page" });
  });

  it("makes a new page with its hero from key=value", () => {
    expect(parseRequest("new page Services, hero heading='What we offer', then add it to nav after About")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPage", title: "Services", templates: ["hero"], contents: [{ heading: "What we offer" }] }, { kind: "addMenuItemAt", after: "About" }],
    });
  });
});

describe("offline model: a marketer and a non-native speaker", () => {
  it.each([
    ['The hero CTA on the homepage is kinda weak. Swap in "Book a free call" and point it at the contact page instead of About.', [{ field: "ctaLabel", value: "Book a free call" }, { field: "ctaUrl", value: "the contact page" }]],
  ])("%s", (text, steps) => {
    expect(parseRequest(text)).toMatchObject({ kind: "multi", steps });
  });

  it.each([
    ["Swap in the blue coast shot as the homepage hero image — the sunrise feels dated.", { kind: "setSectionImage", page: "home", templateKey: "hero", image: "blue coast" }],
    ["Homepage meta description is way too long-winded. Make it: \"Calm, fast websites for independent businesses.\"", { kind: "editPage", page: "home", field: "seoDescription", value: "Calm, fast websites for independent businesses." }],
    ['Rename About to "Our Story" everywhere — page title and the nav link.', { kind: "multi", steps: [{ kind: "renamePage", page: "About", title: "Our Story" }, { kind: "editMenuItem", label: "About", newLabel: "Our Story" }] }],
    ["Please change the address of page Contact in /contact-us. The name stays same.", { kind: "editPage", page: "Contact", field: "slug", value: "/contact-us" }],
    ['Please make a new page \'Team\' with one text: "We are four people who love clear design." Don\'t publish it still.', { kind: "createPage", title: "Team", templates: ["text"], contents: [{ body: "We are four people who love clear design." }] }],
    ["On Contact page, the text with the hours, please make that it says weekdays 8-6 instead 9-5. We open earlier now.", { kind: "replaceText", page: "Contact", old: "9-5", replacement: "8-6" }],
    ["Tuck Case Studies under About in the nav as a dropdown item.", { kind: "addMenuItemAt", page: "Case Studies", under: "About" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("still asks which title 'change the title in …' means", () => {
    expect(parseRequest("please change the title in 'Welcome'")).toMatchObject({ kind: "unknown" });
  });
});

describe("offline model: a manager stating problems", () => {
  it.each([
    ["The About page still says we're a team of four. There have been six of us since March.", { kind: "replaceText", page: "About", old: "four", replacement: "six" }],
    ["Google shows no description for our Contact page. It should read \"Email or call Northwind Studio, weekdays 9 to 5.\"", { kind: "editPage", page: "Contact", field: "seoDescription", value: "Email or call Northwind Studio, weekdays 9 to 5." }],
    ["I made a Pricing page last week. Can customers actually see it?", { kind: "askPage", page: "Pricing", ask: "live" }],
    ["Nobody can see the autumn collection post on the blog. Is something broken?", { kind: "askPost", post: "autumn collection", ask: "live" }],
    ["Marketing changed the tagline on Monday. Is it actually on the site yet?", { kind: "askSettingLive", setting: "tagline" }],
    ["The Contact link in the menu still goes to the old contact page. Everyone should land on Book a Call now.", { kind: "editMenuItem", label: "Contact", page: "Book a Call" }],
    ["The menu has both Blog and News and they go to the same place. News shouldn't be there.", { kind: "removeNavLink", label: "News" }],
    ["Harbour Books asked us weeks ago to take their testimonial down. It's still up.", { kind: "entryAction", collection: "testimonials", name: "Harbour Books", action: "unpublish" }],
    ["I'm told some of our pictures have no alt text, which is an accessibility problem. Which ones?", { kind: "imagesMissing", field: "alt" }],
    ["could you tell me where the picture of the sunrise is used? I should hate to remove it by mistake.", { kind: "askImage", image: "sunrise", ask: "usage" }],
    ['Is there somewhere on the site the word "pricing"?', { kind: "search", query: "pricing" }],
    ["Sam starts on Monday as our intern. He'll need an editor login for the CMS.", { kind: "cannot", reason: expect.stringContaining("can't add people") }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });
});

describe("offline model: second turns", () => {
  it.each([
    ["tags on autumn post?", "add palettes", { kind: "editPost", post: "autumn", change: { field: "tags", add: ["palettes"] } }],
    ["Add a 'Pricing' link to the nav pointing at /pricing.", "Actually, call it 'Plans' instead.", { kind: "editMenuItem", label: "Pricing", newLabel: "Plans" }],
    ["How many posts are there on the blog?", "The one that is not published, please publish it.", { kind: "postAction", action: "publish", post: "draft post" }],
    ["hide blog in the menu", "nvm put blog back", { kind: "setNavVisibility", label: "blog", visible: true }],
    ["Could you change the caption under the autumn picture to 'Our valley in October', please?", "Thank you. And the description for people who cannot see it, might that say 'An orange valley in autumn'?", { kind: "setImageAlt", image: "it", alt: "An orange valley in autumn" }],
    ["Could you change the name of the 'Behind the scenes' article to 'How we design a website'?", "Thank you. And might the little summary under it say 'Our four steps, from listening to launch.'", { kind: "editPost", post: "it", change: { field: "excerpt", value: "Our four steps, from listening to launch." } }],
  ])("%s → %s", (before, text, expected) => {
    expect(parseInContext(text, before)).toMatchObject(expected);
  });
});

describe("offline model: a button pointed at a page by its name", () => {
  it("links the button to that page's address, found when the change is made", async () => {
    const title = unique("Launch");
    const target = unique("Book a Call");
    const page = await pages.create(editor, { title });
    const booking = await pages.create(editor, { title: target, slug: unique("booking").toLowerCase() });
    await sections.add(editor, page.id, { templateKey: "hero", content: { heading: "Hello", ctaLabel: "Get in touch", ctaUrl: "/about" } });

    await askOffline(`make the button on the ${title} page go to the ${target} page`);

    const [hero] = (await pages.get(editor, page.id)).sections.map((section) => section.content);
    expect(hero).toMatchObject({ ctaLabel: "Get in touch", ctaUrl: `/${booking.slug}` });
  });
});

describe("offline model: the rest of the twenty-third pass", () => {
  it.each([
    ['In the page About, at the part with the questions, please add one more: "Do you build online shops?" — the answer: "Yes, we build small online shops."', { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you build online shops?", "Yes, we build small online shops."] }],
    ["Could you tell me which questions we answer on the About page? I can never remember them.", { kind: "askSection", page: "About", section: { templateKey: "faq" } }],
    ["autumn post slug -> autumn-palettes", { kind: "editPost", post: "autumn", change: { field: "slug", value: "autumn-palettes" } }],
    ["Our FAQ still tells people six to ten weeks. We've been quoting eight weeks flat since the spring.", { kind: "replaceEverywhere", old: "six to ten", replacement: "eight" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("reads 'a bold red' as red, never a slip for gold", () => {
    expect(parseRequest("Make the accent color a bold red — new brand guidelines.")).toEqual({ kind: "setColour", which: "accent", value: "a bold red" });
  });

  it("puts back what was just deleted after 'oops wrong one, bring it back'", () => {
    expect(parseInContext("oops wrong one, bring it back", "delete the careers page")).toEqual({ kind: "undoLast" });
  });

  it("reads a short follow-up against the turn before it as that turn was read", () => {
    const third = readRequest(conversation("nvm put blog back", { previousRequests: ["hide blog in the menu", "and contact too"] }), "nvm put blog back");
    expect(third.intent).toEqual({ kind: "setNavVisibility", label: "blog", visible: true });
  });
});

describe("offline model: a menu's two levels, and words typed with a different dash", () => {
  it("says a link cannot go under a sub-item, and changes nothing", async () => {
    const parent = await navigation.add(editor, { label: unique("Studio"), url: "/about" });
    const team = await navigation.add(editor, { label: unique("Team"), url: "/about#team", parentId: parent.id });

    const careers = await pages.create(editor, { title: unique("Careers") });

    const { text } = await askOffline(`put the ${careers.title} page in the menu under ${team.label}`);

    expect(text).toContain(`can't put`);
    expect(text).toContain(`sub-item of “${parent.label}”`.replace(/[“”]/g, "'"));
    const tree = await navigation.list(editor);
    expect(tree.find((item) => item.id === parent.id)?.children.map((child) => child.id)).toEqual([team.id]);
    expect((await db.navItem.count({ where: { parentId: team.id, deletedAt: null } })) + (await db.navItem.count({ where: { label: careers.title } }))).toBe(0);
    await navigation.remove(editor, team.id);
    await navigation.remove(editor, parent.id);
  });

  it("replaces '9-5' where the page shows '9–5', in the page's own style", async () => {
    const title = unique("Hours");
    const page = await pages.create(editor, { title });
    await sections.add(editor, page.id, { templateKey: "text", content: { heading: "Open", body: "We are open weekdays 9–5." } });

    await askOffline(`On ${title} page, please make that it says weekdays 8-6 instead 9-5`);

    const [text] = (await pages.get(editor, page.id)).sections.map((section) => section.content);
    expect(text).toMatchObject({ body: "We are open weekdays 8–6." });
  });
});

describe("offline model: a new editor's first afternoon", () => {
  it.each([
    ["hi! im new here so bear with me :) which blog posts are actually live on the site at the moment?", { kind: "listPosts", status: "published" }],
    ["can we change Blog in the menu to News? sounds a bit friendlier", { kind: "editMenuItem", label: "Blog", newLabel: "News" }],
    ["change the Blog menu item to News", { kind: "editMenuItem", label: "Blog", newLabel: "News" }],
    ["change Blog in the menu to /news", { kind: "editMenuItem", label: "Blog", url: "/news" }],
    ["whats the description on the studio-dusk picture? is there even one", { kind: "askImage", image: "studio-dusk", ask: "alt" }],
    ["the button on the home page says See what we do, can it say See our work instaed", { kind: "setSectionField", page: "home", field: "button", value: "See our work" }],
    ["last thing - can you set it up so i get an email whenever someone fills in the contact form? thanks so much!!", { kind: "cannot", reason: expect.stringContaining("can't set up emails") }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("does both: the phone number and the opening hours, never the number alone", () => {
    expect(parseRequest("on the contact page the phone number is old, its +44 20 7946 0123 now. and we're open 9-5.30 weekdays not 9-5")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "replaceValue", page: "contact", value: "phone", replacement: "+44 20 7946 0123" },
        { kind: "replaceText", page: "contact", old: "9-5", replacement: "9-5.30" },
      ],
    });
  });

  it("renames the post just published, not the site, when asked for a new title before it goes up", () => {
    expect(parseInContext('actually wait before it goes up can the title be "Autumn colours at the studio" instead, the other one sounds like we sell clothes lol', "publish the autumn post")).toEqual({
      kind: "editPost",
      post: "autumn",
      change: { field: "title", value: "Autumn colours at the studio" },
    });
  });
});
