import { describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { editor, unique } from "../support/actors";
import { askOffline } from "../support/offline-ask";

/** Readings found with the thirteenth development pass: requests in the held-out set's six voices. */
describe("offline model: a greeting before a request it cannot read", () => {
  it("answers the request, never only the greeting", () => {
    expect(parseRequest("Good evening. Might you be able to recommend a good novel for a long train journey to Edinburgh? Something not too gloomy.")).toMatchObject({ kind: "unknown" });
    expect(parseRequest("Good day to you. Would it be possible for the Blog link to read ‘Journal’ instead?")).not.toEqual({ kind: "greeting" });
    expect(parseRequest("hello there")).toEqual({ kind: "greeting" });
  });
});

describe("offline model: a second request is never dropped", () => {
  it("reads the tagline by what people call it, and the wish for a menu link beside it", () => {
    expect(
      parseRequest(
        "Dear assistant, two small matters, if I may. Firstly, the little motto beneath our name would be better as ‘Good websites, made calmly’. Secondly, I should like a link to our Newsletter page added to the menu, at the very end, after Contact. Thank you for your patience with me.",
      ),
    ).toMatchObject({ kind: "multi", steps: [{ kind: "updateSetting", key: "tagline", value: "Good websites, made calmly" }, { kind: "addNavLink", label: "Newsletter" }] });
    expect(parseRequest("If it is not too much bother, would you change the little line that sits beneath our name at the top of the website to read ‘Thoughtful websites’?")).toEqual({
      kind: "updateSetting",
      key: "tagline",
      value: "Thoughtful websites",
    });
  });

  it("folds a second 'publish it' into the publish before it, and a testimonial's 'get it live' into publishing that testimonial", () => {
    expect(parseRequest("Let's get the autumn collection post out the door — publish it today.")).toEqual({ kind: "postAction", action: "publish", post: "autumn collection" });
    expect(parseRequest("Add a testimonial from Dana Ruiz at Ruiz Cycles: “Online bookings went up 40% in the first month.” — and get it live on the site today.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createEntry", values: { author: "Dana Ruiz", company: "Ruiz Cycles" } }, { kind: "entryAction", name: "Dana Ruiz", action: "publish" }],
    });
  });
});

describe("offline model: words about a thing are never its new value", () => {
  it("never sets the tagline to words that only describe it", () => {
    expect(parseRequest("The new tagline I made yesterday")).not.toMatchObject({ kind: "updateSetting" });
    expect(parseRequest("The new tagline I made yesterday, it is not visible on the site. Make it go public please.")).toEqual({ kind: "publishFixed", what: ["settings"] });
    expect(parseRequest("change tagline Calm websites")).toEqual({ kind: "updateSetting", key: "tagline", value: "Calm websites" });
  });

  it("takes the colour code typed after a colour's name", () => {
    expect(parseRequest("Our brand grean feels dated. Let's make the primary color a deep navy — #1e3a5f.")).toEqual({ kind: "setColour", which: "primary", value: "#1e3a5f" });
  });
});

describe("offline model: short questions and other orders of words", () => {
  it.each([
    ["tags on the welcome post?", { kind: "askPost", post: "welcome", ask: "tags" }],
    ["is the autumn post live or still a draft?", { kind: "askPost", post: "autumn", ask: "live" }],
    ["is About live or draft", { kind: "askPage", page: "About", ask: "live" }],
    ["The testimonal of Maple Bakery please remove, the shop is closed now.", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "delete" }],
    ["A customer asked who gave us the Harbour Books quote.", { kind: "askEntry", collection: "testimonials", name: "Harbour Books" }],
    ["The post of welcome — please change the small summary text (the excerpt) to 'Faster and easier.'", { kind: "editPost", post: "welcome", change: { field: "excerpt", value: "Faster and easier." } }],
    ["The autumn post's title is too long, it gets cut off when we share it. Shorten it to ‘Autumn colours’.", { kind: "editPost", post: "autumn", change: { field: "title", value: "Autumn colours" } }],
    ["publish all pending changes exept the autumn post (still WIP)", { kind: "publishExcept", except: ["autumn"] }],
    ["Replace the studio dusk photo everywhere it shows up with the mountain sunrise one.", { kind: "replaceImage", image: "studio dusk", replacement: "mountain sunrise" }],
    ["Swap the hero image on the homepage for the autumn valley shot — it's way more on-brand for fall.", { kind: "setSectionImage", page: "home", templateKey: "hero", image: "autumn valley" }],
    ["on the about page put the picture on left side, not right", { kind: "setSectionField", page: "about", templateKey: "imageText", field: "imagePosition", value: "left" }],
    ["Punch up the big headline above the fold on the hompage — swap in 'Websites people enjoy'.", { kind: "setSectionField", page: "home", field: "headline", value: "Websites people enjoy" }],
  ])("%s", (request, intent) => {
    expect(parseRequest(request)).toMatchObject(intent);
  });

  it("reads the description read aloud for a picture as its alt text", () => {
    expect(parseRequest("My granddaughter tells me that the description read aloud for our picture of the hills at sunrise is rather vague. Could it perhaps say ‘Green hills at sunrise’ instead?")).toEqual({
      kind: "setImageAlt",
      image: "hills",
      alt: "Green hills at sunrise",
    });
  });

  it("makes a quick draft post with its tag and cover", () => {
    expect(parseRequest("Write up a quick draft post called '5 signs your website needs a refresh' — tag it tips and use the mountain sunrise shot as the cover.")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "createPost", title: "5 signs your website needs a refresh" }, { kind: "editPost", change: { field: "tags", add: ["tips"] } }, { kind: "editPost", change: { field: "cover" } }],
    });
  });
});

describe("offline model: through the real tools", () => {
  it("finds a page whose real name stands inside longer words typed for it", async () => {
    const page = await pages.create(editor, { title: unique("Zephyr") });
    await askOffline(`Let's give the ${page.title} page a real SEO description: “Talk to us about your next website.”`);
    expect((await pages.get(editor, page.id)).seoDescription).toBe("Talk to us about your next website.");
  });

  it("adds a link to an address and puts it before the menu item named", async () => {
    const anchor = unique("Anchor");
    const label = unique("Shop");
    await navigation.add(editor, { label: anchor, url: "/anchor" });
    await askOffline(`add a '${label}' link to https://${label}.example.com to the menu, right before ${anchor}.`);
    const labels = (await navigation.list(editor)).filter((item) => !item.parentId).map((item) => item.label);
    expect(labels.indexOf(label)).toBe(labels.indexOf(anchor) - 1);
    expect((await navigation.list(editor)).find((item) => item.label === label)?.url).toBe(`https://${label}.example.com`);
  });
});
