import { isStepCount, streamText } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { entries } from "@/lib/services/entries";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { settings } from "@/lib/services/settings";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { editor, unique } from "../support/actors";
import { acquireSettingsLock, releaseSettingsLock } from "../support/settings-lock";

beforeAll(() => sections.syncTemplates());

/** Words changed wherever the site shows them, not on one page the sentence seemed to name. */
describe("offline model: replacing words across the site", () => {
  it.each([
    ["Replace 'two working days' with 'one working day' wherever it appears.\nAC: no 'two working days' left anywhere in the drafts", "two working days", "one working day"],
    ["Find the old email address hello@northwind.example and change it to studio@northwind.example wherever it's used.", "hello@northwind.example", "studio@northwind.example"],
    ["change 'Get in touch' to 'Say hello' everywhere", "Get in touch", "Say hello"],
    ["replace every mention of northwind with Northwind Studio across the site", "northwind", "Northwind Studio"],
    ["on every page, change 'Get in touch' to 'Contact us'", "Get in touch", "Contact us"],
  ])("%s", (request, old, replacement) => expect(parseRequest(request)).toEqual({ kind: "replaceEverywhere", old, replacement }));

  it.each([
    ["Where it says 'Calm, useful websites for independent businesses' under our name at the top, can it say 'Calm, useful websites for small businesses' instead?", "Calm, useful websites for independent businesses", "Calm, useful websites for small businesses"],
    ['In the welcome post, where the teaser says "A fresh look for you." can it say "A new look for you."', "A fresh look for you.", "A new look for you."],
    ["In the Harbour Books testimonial, where it says “Finally a website we update” could you make it say “Finally, a website we update”", "Finally a website we update", "Finally, a website we update"],
    ["change 'we reply within two working days' to 'we reply within one working day'", "we reply within two working days", "we reply within one working day"],
    ["replace 'two working days' with 'one working day' everywhere", "two working days", "one working day"],
  ])("quoted as it stands: %s", (request, old, replacement) => expect(parseRequest(request)).toEqual({ kind: "replaceEverywhere", old, replacement }));

  it("changes quoted words on the page that is named, and only there", () => {
    expect(parseRequest("Where it says 'we reply within two working days' on the home page, can it say 'we reply within one working day' instead? We've got more staff now.")).toEqual({
      kind: "replaceText",
      page: "home",
      old: "we reply within two working days",
      replacement: "we reply within one working day",
    });
    // a word or two ("'we'", "'Book'", "'About'") could be anywhere or be a name: never replaced site-wide unasked
    expect(parseRequest("change 'About' to 'Our story'")).not.toMatchObject({ kind: "replaceEverywhere" });
    expect(parseRequest("where it says 'we', can it say 'I'")).not.toMatchObject({ kind: "replaceEverywhere" });
    expect(parseRequest("change 'Meet the Team' to 'Our people'")).not.toMatchObject({ kind: "replaceEverywhere" });
    // "I meant 'Welcome!'" ends at its quote; "the title tag" is no post tag
    expect(parseRequest("I meant 'Welcome!' and the button should say 'Go'")).not.toMatchObject({ kind: "changeAgain" });
    expect(parseRequest("change the title tag to 'Northwind | Web design'")).not.toMatchObject({ kind: "editPost" });
    expect(parseRequest("archive the 2022 posts but not the recipe one")).not.toEqual({ kind: "postAction", action: "archive", post: "2022" });
  });

  it("leaves a picture swapped everywhere to the image rules", () => {
    expect(parseRequest("swap the dusk studio photo for the coast one everywhere it's used")).toMatchObject({ kind: "replaceImage" });
  });

  it("changes every page section and post that says the words, each use of them, and nothing else", async () => {
    const phrase = unique("zircon").replace("-", "");
    const page = await pages.create(editor, { title: unique("Replace page") });
    await sections.add(editor, page.id, { templateKey: "text", content: { heading: `About ${phrase}`, body: `Write to [${phrase}](mailto:${phrase}) today.` } });
    await sections.add(editor, page.id, { templateKey: "text", content: { heading: "Untouched", body: "Nothing to change here." } });
    const post = await posts.create(editor, { title: unique("Replace post"), body: `We said ${phrase} twice: ${phrase}.` });

    const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
    const steps = await streamText({ model: createOfflineModel(), tools, prompt: `replace '${phrase}' with 'garnet' everywhere`, stopWhen: isStepCount(20) }).steps;

    const [changed, untouched] = (await pages.get(editor, page.id)).sections.map((section) => section.content);
    expect(changed).toEqual({ heading: "About garnet", body: "Write to [garnet](mailto:garnet) today." });
    expect(untouched).toEqual({ heading: "Untouched", body: "Nothing to change here." });
    expect((await posts.get(editor, post.id)).body).toBe("We said garnet twice: garnet.");
    expect(steps.at(-1)?.text).toMatch(/^Done — changed '.+' to 'garnet' in 2 places/);
  });

  it("changes the words in a collection entry and in the site's tagline too", async () => {
    const phrase = unique("basalt").replace("-", "");
    const collection = await entries.createCollection(editor, { slug: unique("quotes"), name: "Quotes", fields: [{ name: "quote", label: "Quote", type: "text", required: true }] });
    const entry = await entries.create(editor, collection.slug, { title: "Harbour", data: { quote: `Finally the ${phrase} studio we can update.` } });
    await acquireSettingsLock();
    const { tagline } = await settings.get(editor);
    await settings.update(editor, { tagline: `Calm: the ${phrase} studio` });
    try {
      const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
      const steps = await streamText({ model: createOfflineModel(), tools, prompt: `where it says 'the ${phrase} studio', can it say 'the obsidian studio' instead?`, stopWhen: isStepCount(20) }).steps;
      expect((await entries.get(editor, entry.id)).data).toEqual({ quote: "Finally the obsidian studio we can update." });
      expect((await settings.get(editor)).tagline).toBe("Calm: the obsidian studio");
      expect(steps.at(-1)?.text).toMatch(/^Done — changed '.+' to 'the obsidian studio' in 2 places/);
    } finally {
      await settings.update(editor, { tagline });
      releaseSettingsLock();
    }
  });

  it("changes words only where they stand as words: 'four' in 'team of four', never in 'fourteen'", async () => {
    const title = unique("Whole words");
    const page = await pages.create(editor, { title });
    await sections.add(editor, page.id, { templateKey: "text", content: { heading: "Team", body: "A team of four, fourteen years in." } });
    const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
    await streamText({ model: createOfflineModel(), tools, prompt: `on the ${title} page, we're five people now, not four`, stopWhen: isStepCount(20) }).steps;
    expect((await pages.get(editor, page.id)).sections[0].content).toEqual({ heading: "Team", body: "A team of five, fourteen years in." });
  });

  it("says it changed nothing when no page or post has the words", async () => {
    const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
    const steps = await streamText({ model: createOfflineModel(), tools, prompt: `replace '${unique("nowhere")}' with 'x' everywhere`, stopWhen: isStepCount(8) }).steps;
    expect(steps.at(-1)?.text).toMatch(/couldn't find .+ on any page, post or entry, or in the site's name, tagline or SEO texts, so I changed nothing/);
  });
});

describe("offline model: what 'everywhere' does not make site-wide words", () => {
  it("reads a setting named, not quoted, as that setting", () => {
    expect(parseRequest("change the site name to Northwind Studio: calm websites for independent businesses everywhere")).not.toMatchObject({ kind: "replaceEverywhere" });
    expect(parseRequest("replace 'the old days' with 'these days' everywhere")).toEqual({ kind: "replaceEverywhere", old: "the old days", replacement: "these days" });
  });
});
