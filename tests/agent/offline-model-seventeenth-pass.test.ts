import { isStepCount, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";
import { entries } from "@/lib/services/entries";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { editor, unique } from "../support/actors";
import { askOffline } from "../support/offline-ask";
import { stubCms } from "./offline-model-stubs";

/** Readings found with the seventeenth development pass. */
describe("offline model: everything but what is left out", () => {
  it.each([
    ["Everything that's waiting can go live today — except the autumn post, that one isn't ready.", ["autumn"]],
    ["the whole lot can go live except the autumn post", ["autumn"]],
    ["all the changes can go live now, apart from the Shop link", ["Shop link"]],
    [
      "Good morning. I believe we have several things waiting to go onto the website. Would you put all of them live for me — all except the notes about the server move, which Peter tells me are not ready yet? Thank you so much.",
      ["notes about the server move"],
    ],
  ])("%s", (request, except) => {
    expect(parseRequest(request)).toEqual({ kind: "publishExcept", except });
  });

  it("publishes the rest, and says what is waiting by its title when it is all left out", async () => {
    const ask = async (prompt: string) => {
      const cms = stubCms();
      const steps = await streamText({ model: createOfflineModel(), tools: cms.tools, prompt, stopWhen: isStepCount(12) }).steps;
      return { calls: cms.calls, text: steps.at(-1)?.text ?? "" };
    };
    const rest = await ask("Everything that's waiting can go live today — except the autumn post, that one isn't ready.");
    expect(rest.calls.filter((call) => call.toolName.startsWith("cms_publish"))).toEqual([{ toolName: "cms_publishPage", input: { page: "page-team" } }]);
    const none = await ask("Everything that's waiting can go live today — except the autumn post and the Our Team page.");
    expect(none.calls.map((call) => call.toolName)).toEqual(["cms_listUnpublishedChanges"]);
    expect(none.text).toContain("The only changes waiting are the page 'Our Team' and the post 'Autumn collection: colours of the season', which you asked to leave out, so nothing was published.");
  });

  it("never acts on the one thing left out, nor on everything", () => {
    expect(parseRequest("the lot can go live except the autumn post")).not.toMatchObject({ kind: "postAction" });
    expect(parseRequest("push it all up for me, all of it bar the notes about the server move")).not.toMatchObject({ kind: "publishChanges" });
    expect(parseRequest("everything except the menu looks fine")).toMatchObject({ kind: "unknown" });
    // "the except of" is a slip for the excerpt, not an exception
    expect(parseRequest("what does the except of the welcome post say")).toEqual({ kind: "askPost", post: "welcome", ask: "excerpt" });
  });
});

describe("offline model: words a testimonial says, put right", () => {
  it.each([
    ["The Copper Kettle testimonial still says Sam Reyes is the owner. Sam left in the summer — it's Alex Moreno now.", { name: "Copper Kettle", old: "Sam Reyes", replacement: "Alex Moreno" }],
    ["the Harbour Books review says 'great', should be 'brilliant'", { name: "Harbour Books", old: "great", replacement: "brilliant" }],
  ])("%s", (request, change) => {
    expect(parseRequest(request)).toEqual({ kind: "replaceEntryWords", collection: "testimonials", ...change });
  });

  it("changes the name in the field that holds it, keeping the rest of the entry", async () => {
    // the testimonials collection, as the demo site has it (another test file may have made it already)
    await entries
      .createCollection(editor, { slug: "testimonials", name: "Testimonials", fields: ["quote", "author", "company"].map((name) => ({ name, label: name, type: "text" })) })
      .catch(() => undefined);
    const company = unique("Copper Kettle");
    const entry = await entries.create(editor, "testimonials", { title: company, data: { quote: "Bookings went through the roof.", author: "Sam Reyes, owner", company } });
    await askOffline(`The ${company} testimonial still says Sam Reyes is the owner. Sam left in the summer — it's Alex Moreno now.`);
    expect((await entries.get(editor, entry.id)).data).toMatchObject({ author: "Alex Moreno, owner", quote: "Bookings went through the roof.", company });
  });

  it("a page's words put right the same way, and the SEO description when only it says them", async () => {
    expect(parseRequest("The About page still says Jo Smith is the owner. Jo left — it's Sam Lee now.")).toEqual({ kind: "replaceText", page: "About", old: "Jo Smith", replacement: "Sam Lee" });
    const title = unique("Studio");
    const page = await pages.create(editor, { title, seoDescription: "Who we are and how we work.", sections: [] });
    await askOffline(`The ${title} page says 'Who we are and how we work.' on Google. Might it say 'Meet the people behind the studio.' instead?`);
    expect((await pages.get(editor, page.id)).seoDescription).toBe("Meet the people behind the studio.");
  });
});

describe("offline model: a developer's shorthand, more of it", () => {
  it.each([
    ["/contact gallery += autumn-valley.jpg (at the end)", { kind: "setSectionImage", page: "contact", templateKey: "gallery", image: "autumn-valley.jpg" }],
    ["/about: mv faq -> top", { kind: "moveSection", page: "about", section: { templateKey: "faq" }, to: "top" }],
    ["mv /workshops /classes", { kind: "editPage", page: "workshops", field: "slug", value: "classes" }],
    ["entry 'Willow Yoga': company='Willow Yoga & Pilates'", { kind: "editEntry", collection: "testimonials", name: "Willow Yoga", field: "company", value: "Willow Yoga & Pilates" }],
    ["post 'Notes' tags: +case-study -design", { kind: "editPost", post: "Notes", change: { field: "tags", add: ["case-study"], remove: ["design"] } }],
    ["alt autumn-valley.jpg ?", { kind: "askImage", image: "autumn-valley.jpg", ask: "alt" }],
    ["grep -ri 'two working days' .", { kind: "search", query: "two working days" }],
    ["cat /contact", { kind: "showPage", page: "contact" }],
    ["/about faq: how many q's, and which?", { kind: "askSection", page: "about", section: { templateKey: "faq" } }],
    ["nav: children of About?", { kind: "askMenuItem", label: "About", ask: "children" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it("reads several fields of a hero, and several pictures' alt texts, one step each", () => {
    expect(parseRequest("Hero refresh on the homepage: headline 'Websites people enjoy', subhead 'Fast, friendly sites.', and point the CTA at /contact instead of /about.")).toMatchObject({
      kind: "multi",
      steps: [{ field: "heading", value: "Websites people enjoy" }, { field: "subheading", value: "Fast, friendly sites." }, { field: "ctaUrl", value: "/contact" }],
    });
    expect(parseRequest("alt text pls: studio-plants = 'Plants on the sill', coffee-corner = 'The coffee machine' thx")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setImageText", image: "studio-plants", field: "alt" }, { kind: "setImageText", image: "coffee-corner", field: "alt" }],
    });
    expect(parseRequest("nav += 'Pricing' -> /pricing, insert after About")).toMatchObject({ kind: "multi", steps: [{ kind: "addNavLink" }, { kind: "moveMenuItem", to: "after", other: "About" }] });
  });

  it("never takes two fields given their words for one text changed into another", () => {
    expect(parseRequest("homepage hero: headline 'A' and the button should say 'B'")).toMatchObject({ kind: "multi", steps: [{ field: "heading" }, { field: "ctaLabel" }] });
    expect(parseRequest("on the home page the headline 'A' and the button should say 'B'")).not.toMatchObject({ kind: "replaceText" });
  });

  it("sets a post's tags to exactly those given after it was named", async () => {
    const post = await posts.create(editor, { title: unique("Notes on hosting"), body: "We moved.", tags: ["old"] });
    expect(parseInContext("tags=hosting,infrastructure", `publish post '${post.title}'`)).toEqual({ kind: "editPost", post: post.title, change: { field: "tags", set: ["hosting", "infrastructure"] } });
    await askOffline(`post '${post.title}': tags=hosting,infrastructure`);
    expect((await posts.get(editor, post.id)).tags.map((tag) => tag.name).sort()).toEqual(["hosting", "infrastructure"]);
  });

  it("names what sits under a menu link", async () => {
    const parent = await navigation.add(editor, { label: unique("Studio"), url: "/studio" });
    const child = await navigation.add(editor, { label: unique("Workshops"), url: "/workshops", parentId: parent.id });
    const { text } = await askOffline(`what's under ${parent.label} in the menu?`);
    expect(text).toContain(child.label);
  });
});

describe("offline model: long, polite and indirect requests", () => {
  it.each([
    ["Under 'What we do' on the front page there are three little boxes. Could the one called 'Care' be renamed 'Looking after you', please?", { kind: "editListItem", section: { templateKey: "featureGrid" }, item: { text: "Care" }, value: "Looking after you" }],
    ["I have always felt that the word ‘Blog’ at the top of our website sounds rather unfriendly. Would it be possible to call it ‘Journal’ instead? I should not want it to lead anywhere different — only the word should change.", { kind: "editMenuItem", label: "Blog", newLabel: "Journal" }],
    ["I gather the photograph of the whiteboard we added recently is one of them. Would you describe it as ‘Sketches on a whiteboard’?", { kind: "setImageAlt", image: "whiteboard", alt: "Sketches on a whiteboard" }],
    ["Amongst our pictures there is still the photograph of our old front door — old-front-door.jpg, I believe — from before the move. It is not shown anywhere any longer, and I should like it cleared out of the collection.", { kind: "deleteImage", image: "old-front-door.jpg" }],
    ["I wonder whether we might add a question, ‘Do you offer hosting?’, with the answer ‘Yes, we host every site we build.’", { kind: "addListItem", page: "", section: { templateKey: "faq" }, item: ["Do you offer hosting?", "Yes, we host every site we build."] }],
    ["Contact is stuck at the very end where noone sees it — it should come straight after Home.", { kind: "moveMenuItem", label: "Contact", to: "after", other: "Home" }],
    ["Our \"Prices\" link still opens the 2023 price list. It needs to go to the new Pricing page.", { kind: "editMenuItem", label: "Prices", page: "Pricing" }],
    ["Please make that Workshops in the menu is under About and not alone on the top.", { kind: "addMenuItemAt", page: "Workshops", under: "About" }],
    ["Yesterday I have changed the slogan, but the website shows still the old one. Can you put it online?", { kind: "publishFixed", what: ["settings"] }],
    ["Nobody can tell me whether the Careers page is actually out there for people to see.", { kind: "askPage", page: "Careers", ask: "live" }],
    ["Spin up a 'Case studies' page with a hero that says 'Work we're proud of'. Keep it a draft for now, not ready to ship.", { kind: "createPage", title: "Case studies", contents: [{ heading: "Work we're proud of" }] }],
    ["The Contact page still has our old phone number and the hello@ address on it. It's +44 20 7946 0123 and studio@example.com now.", { kind: "multi", steps: [{ value: "phone" }, { value: "email" }] }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it("never drops a request it does not understand for words it does", () => {
    expect(parseRequest("The gallery on Contact still shows the dusk photo and it's called 'Around the studio'. Replace that photo with the autumn valley one and call the gallery 'Around here'.")).toMatchObject({ kind: "unknown" });
  });
});

describe("offline model: second turns of the seventeenth pass", () => {
  it.each([
    ["Actually, make it 'Calm websites. Real results.' — reads better.", "Change the hero headline on the homepage to 'Calm sites. Real results.'", { kind: "changeAgain", value: "Calm websites. Real results." }],
    ["Sory, it must be under Contact, not alone on the top.", "Please add in the menu a link 'Shop' to https://shop.example.com", { kind: "editMenuItem", label: "Shop", parent: "Contact" }],
    ["undo that, boss doesnt like it", "change the tagline to 'websites for makers'", { kind: "undoLast" }],
    ["oops no bring it back pls", "delete the desk setup post", { kind: "undoLast" }],
    ["Now put it back online please, the client sayed it is okay.", "Please make the testimonial of Harbour Books offline.", { kind: "entryAction", collection: "testimonials", name: "Harbour Books", action: "publish" }],
    ["and which one is the oldest", "hw many posts r live rn", { kind: "askPost", post: "oldest", ask: "body" }],
    ["email addr on it?", "cat /contact", { kind: "askValue", page: "it", value: "email" }],
  ])("%s (after %s)", (request, previous, intent) => {
    expect(parseInContext(request, previous)).toEqual(intent);
  });

  it("sets a button's words and where it goes, and never drops a second request after a value", () => {
    expect(parseInContext("Meh. Make it 'Start your project' and point it at /contact.", "What does the big button above the fold on the homepage say right now?")).toEqual({
      kind: "multi",
      goal: "Make it 'Start your project' and point it at /contact",
      steps: [
        { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Start your project" },
        { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaUrl", value: "/contact" },
      ],
    });
    expect(parseInContext("Make it 'Start your project' and add a Pricing page", "What does the hero button on the homepage say?")).not.toEqual({ kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Start your project" });
  });
});

describe("offline model: several things in one message, none dropped", () => {
  it.each([
    ["For the testimonial of Willow Yoga: the author is not Jess Park, is Jessica Park, and the company is Willow Yoga Studio. After, publish it please.", [
      { kind: "editEntry", name: "Willow Yoga", field: "author", value: "Jessica Park" },
      { kind: "editEntry", name: "Willow Yoga", field: "company", value: "Willow Yoga Studio" },
      { kind: "entryAction", name: "Willow Yoga", action: "publish" },
    ]],
    ["phone # on /contact? + who's quoted in the maple bakery testimonial?", [{ kind: "askValue", value: "phone" }, { kind: "askEntry", name: "maple bakery" }]],
    ["What's our site name and accent colour again? Need both for the brand deck.", [{ kind: "getSetting", key: "name" }, { kind: "askSiteSetting", key: "accent" }]],
  ])("%s", (request, steps) => {
    expect(parseRequest(request)).toMatchObject({ kind: "multi", steps });
  });

  it("replaces a picture everywhere it is used, with the places said beside it", () => {
    expect(parseRequest("That sunrise photo has run its course. Swap in team-standup.jpg everywhere we're using it — the hero and the welcome post cover both.")).toEqual({ kind: "replaceImage", image: "sunrise", replacement: "team-standup.jpg" });
  });
});
