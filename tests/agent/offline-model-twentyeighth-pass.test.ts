import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { useOfflineDemoChat } from "../support/offline-demo-chat";

/**
 * The twenty-eighth pass's readings: the held-out set's six voices a sixth time — code-like
 * shorthand with dots, brackets and "+=", menu links told as problems, a last remark after words
 * typed, quotes in guillemets, and second turns that tuck a link in or ask about one of a list.
 */
describe("offline model: shorthand with dots, brackets and '+='", () => {
  it.each([
    ["testimonials['Harbour Books'].author = 'Tom Okafor-Reid'", { kind: "editEntry", collection: "testimonials", name: "Harbour Books", field: "author", value: "Tom Okafor-Reid" }],
    ["about: slug=our-studio seoTitle='About Northwind Studio' (title + seo description unchanged)", { kind: "multi", steps: [{ kind: "editPage", page: "about", field: "slug", value: "our-studio" }, { kind: "editPage", page: "about", field: "seoTitle", value: "About Northwind Studio" }] }],
    ["home: hero.heading='Calm sites, hard work'; cta.buttonLabel='Start a project'; then publish home", { kind: "multi", steps: [{ kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Calm sites, hard work" }, { kind: "setSectionField", page: "home", templateKey: "cta", field: "buttonLabel", value: "Start a project" }, { kind: "pageAction", action: "publish", page: "home" }] }],
    ["home/hero: cta.label='Read the journal' cta.href=/blog (heading untouched)", { kind: "multi", steps: [{ kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Read the journal" }, { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaUrl", value: "/blog" }] }],
    ["home featureGrid: drop 'Care'; append {title: 'Hosting', description: 'Fast, secure hosting'}", { kind: "multi", steps: [{ kind: "removeListItem", page: "home", item: { text: "Care" } }, { kind: "addListItem", page: "home", item: ["Hosting", "Fast, secure hosting"] }] }],
    ["nav: insert link to page Portfolio after Home", { kind: "addMenuItemAt", page: "Portfolio", after: "Home" }],
    ["nav: add 'Careers' -> https://jobs.example.com as child of About/Team", { kind: "cannot" }],
    ["posts --status=draft", { kind: "listPosts", status: "draft" }],
    ["publish: settings only (leave pages as drafts)", { kind: "publishFixed", what: ["settings"] }],
    ["git status for the site — what's changed but not live?", { kind: "listChanges" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });
});

describe("offline model: the menu told as problems and wishes", () => {
  it.each([
    ["Kill the Blog link in the nav for now — we're not posting enough to justify it. Don't delete it though, we'll bring it back in Q3.", { kind: "setNavVisibility", label: "Blog", visible: false }],
    ["We closed our little online shop at the end of last summer, and yet 'Shop' still sits at the end of the links along the top of every page. I should like it gone altogether, please.", { kind: "removeNavLink", label: "Shop" }],
    ["Since the redesign, visitors say the 'Home' link in our menu is pointless because the logo already takes them there. It should go from the menu, but the homepage itself obviously stays.", { kind: "removeNavLink" }],
    ["The menu point Contact shall stand on second place, directly after Home.", { kind: "moveMenuItem", label: "Contact", to: "after", other: "Home" }],
    ["Menu point Blog shall become 'News' and shall stand at the end, after Contact.", { kind: "multi", steps: [{ kind: "editMenuItem", label: "Blog", newLabel: "News" }, { kind: "moveMenuItem", label: "News", to: "after", other: "Contact" }] }],
    ["Erase the page Contact and also the point for it in the menu, we will make a new one next month.", { kind: "multi", steps: [{ kind: "pageAction", action: "delete", page: "Contact" }, { kind: "removeNavLink", label: "it" }] }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });
});

describe("offline model: words typed, and what comes after them", () => {
  it.each([
    ["The short line that sits under our name, which says something or other about calm websites, has never quite suited us. I would like it now to read: Friendly websites for small shops and makers. The name itself is quite all right.", { kind: "updateSetting", key: "tagline", value: "Friendly websites for small shops and makers" }],
    ["In the page About, in the part with the questions, please put one question more: «Do you also build online shops?» and the answer: «Yes, small shops with up to 200 products.»", { kind: "addListItem", page: "About", section: { templateKey: "faq" }, item: ["Do you also build online shops?", "Yes, small shops with up to 200 products."] }],
    ["pls take out the faq question abt how long a site takes, on teh about pg. answer is always diffrent anyway", { kind: "removeListItem", page: "about", item: { text: "how long a site takes" } }],
    ["Customers keep quoting our FAQ back at us: it says projects take six to ten weeks, but we've been delivering in four to six weeks all year.", { kind: "replaceEverywhere", old: "six to ten", replacement: "four to six" }],
    ["the small txt under the big heading on home, change it to: small studio, independent clients, websites that last", { kind: "setSectionField", page: "home", templateKey: "hero", field: "subheading", value: "small studio, independent clients, websites that last" }],
    ["A screen-reader user wrote to tell us the photo at the top of our homepage is read out as 'Layered hills under a warm sunrise sky', which tells them nothing about us. They suggested 'View from the Northwind studio at sunrise' and I agree.", { kind: "setImageAlt", image: "Layered hills under a warm sunrise sky", alt: "View from the Northwind studio at sunrise" }],
    ["In the article about the autumn colours, would you kindly replace the words 'next few projects' with 'projects this winter'? And once that is done, I think it may go out for people to read.", { kind: "multi", steps: [{ kind: "editPost", post: "autumn colours", change: { field: "wording", old: "next few projects", replacement: "projects this winter" } }, { kind: "pageAction", action: "publish", page: "it" }] }],
    ["Please add our Instagram to the social networks of the site: https://instagram.com/northwindstudio. The Mastodon you can remove, we don't use it since one year.", { kind: "multi", steps: [{ kind: "socialLink", op: "add", label: "Instagram" }, { kind: "socialLink", op: "remove", label: "Mastodon" }] }],
    ["On which social networks the site is linking? I must check it for the new business cards.", { kind: "askSiteSetting", key: "social" }],
    ["whats the email adress on the site? where do ppl write to us", { kind: "askValue", page: "", value: "email" }],
    ["Crop the sunrise shot in the hero so the sun sits dead center, and bump the brightness a touch.", { kind: "cannot" }],
    ["We've made a bunch of tweaks this week — ship the whole lot.", { kind: "publishChanges", scope: "all" }],
    ["pls publish the autumn post now, boss said ok", { kind: "postAction", action: "publish", post: "autumn" }],
    ["Pull the Maple Bakery testimonial off the site — they've asked us to stop using their quote. Keep it on file though.", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "unpublish" }],
    ["I have a few things waiting to go out. Would you put up the new Price List page and the article about the autumn colours, please?", { kind: "multi", steps: [{ kind: "pageAction", action: "publish" }, { kind: "postAction", action: "publish", post: "autumn colours" }] }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("keeps a post's body to its last sentence, and 'publish it all' for the changes just asked", () => {
    expect(parseRequest("Draft a quick post titled \"We're hiring\". Body can just be: We're looking for a developer. Send your portfolio to hello@northwind.example. Don't ship it yet.")).toMatchObject({ kind: "createPost", body: "We're looking for a developer. Send your portfolio to hello@northwind.example." });
    expect(parseRequest("change the About page title to Our story, hide Blog in the menu, and publish it all")).not.toMatchObject({ kind: "multi", steps: expect.arrayContaining([{ kind: "publishChanges", scope: "all" }]) });
  });
});

describe("offline model: a new user's first hour (Chromium)", () => {
  it.each([
    ['change the "See what we do" button to "View our work"', { kind: "replaceEverywhere", old: "See what we do", replacement: "View our work" }],
    ['can u add a question to the faq on the about page "do you do hosting?" and the answer is "yes we host every site we build"', { kind: "addListItem", page: "about", section: { templateKey: "faq" }, item: ["do you do hosting?", "yes we host every site we build"] }],
    ["Hello, I would like that the Contact link is coming first in the menu, before Home. It is possible to do this?", { kind: "moveMenuItem", label: "Contact", to: "first" }],
    ["What's still a draft?", { kind: "listChanges" }],
    ["Which pictures on the site don't have alt text yet?", { kind: "imagesMissing", field: "alt" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("still explains what a draft is when asked that", () => {
    expect(parseRequest("What's a draft?")).toEqual({ kind: "explainDrafts" });
  });
});

describe("offline model: second turns of the twenty-eighth pass", () => {
  it.each([
    ["Would you be so good as to add a link to our Gift Vouchers page in the list of links that runs across the top of every page?", "Thank you kindly. On second thoughts, might it tuck in beneath 'About' rather than stand on its own?", { kind: "editMenuItem", label: "Gift Vouchers", parent: "About" }],
    ["about/faq += {q: 'Do you offer hosting?', a: 'Yes, we host every site we build.'}", "move it to the top", { kind: "moveListItem", page: "about", section: { templateKey: "faq" }, item: { text: "Do you offer hosting?" }, to: "first" }],
    ["How many articles we have in the blog, and which are published?", "The one that is not published, please publish it now.", { kind: "postAction", action: "publish", post: "draft post" }],
    ["A customer says the phone number on our contact page is wrong. What number is actually on there?", "Right — that's the old switchboard. It should be +44 20 7946 0999. Everything else on that page is fine.", { kind: "replaceValue", page: "contact", value: "phone", replacement: "+44 20 7946 0999" }],
  ])("%s → %s", (previous, text, expected) => {
    expect(parseInContext(text, previous)).toMatchObject(expected);
  });
});

/** Through the real chat route on the demo site: a menu link named with the words around it. */
describe("offline model: the twenty-eighth pass on the demo site", () => {
  const demo = useOfflineDemoChat("offline-twentyeighth-pass");

  it("says once that a reordered menu is a draft", async () => {
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    const text = demo.turns.streamedText((await chat.send("Hello, I would like that the Contact link is coming first in the menu, before Home. It is possible to do this?")).chunks);
    expect(text).toContain("Done — the menu now reads 'Contact', 'Home'");
    expect(text.match(/visitors/g)).toHaveLength(1);
  });

  it("finds 'the Blog link at the top' by its label and points it where asked", async () => {
    const { navigation } = await import("@/lib/services/navigation");
    const { userContext } = await import("@/lib/services/context");
    const chat = demo.turns.chatSession(demo.server.url, demo.editor);
    await chat.send("People say the Blog link at the top goes to an empty page. Our news actually lives at https://news.northwind.example - point the link there.");
    const blog = (await navigation.list(userContext(demo.editor))).find((item: { label: string }) => item.label === "Blog") as { url?: string | null } | undefined;
    expect(blog?.url).toBe("https://news.northwind.example");
  });
});
