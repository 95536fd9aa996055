import { isStepCount, streamText } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { domainOf, OFFLINE_MODEL_TOOLS } from "@/lib/agent/offline-model/tool-domains";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { images } from "@/lib/services/images";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { settings } from "@/lib/services/settings";
import { getToolDefinition, TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";

beforeAll(() => sections.syncTemplates());

async function ask(prompt: string, ctx = editor) {
  const tools = toAiTools(TOOL_DEFINITIONS, { base: ctx, approvals: new ApprovedCalls() });
  const result = streamText({ model: createOfflineModel(), tools, prompt, stopWhen: isStepCount(12) });
  const steps = await result.steps;
  return {
    text: steps.at(-1)?.text ?? "",
    calls: steps.flatMap((step) => step.toolCalls.map((call) => call.toolName)),
    /** Calls the SDK rejected (unknown tool, input failing the tool's schema). */
    rejected: steps.flatMap((step) => step.content.filter((part) => part.type === "tool-error")),
  };
}

describe("offline model against the real tools", () => {
  it("calls only tools that exist, and asks for their domains", () => {
    for (const name of OFFLINE_MODEL_TOOLS) expect(domainOf(name), name).toBe(getToolDefinition(name)!.domain);
  });

  it("creates, reads, edits and deletes a page through the real tools", async () => {
    const word = unique("Offline").replace("-", " ");
    const slug = word.toLowerCase().replace(" ", "-");

    const created = await ask(`create a page called ${word} with a hero, text and a FAQ`);
    expect(created.text).toMatch(/^Done — created draft page/);
    const page = await pages.get(editor, slug);
    expect(page.sections.map((section) => section.templateKey)).toEqual(["hero", "text", "faq"]);

    const question = await ask(`what's the hero heading on ${slug}?`);
    expect(question.text).toContain(`> ${word}`);

    const added = await ask(`add a call to action to the ${word} page`);
    expect(added.calls).toEqual(["cms_findResource", "cms_addPageSection"]);
    expect((await pages.get(editor, slug)).sections.map((section) => section.templateKey)).toEqual(["hero", "text", "faq", "cta"]);

    await ask(`remove the FAQ section from ${slug}`);
    expect((await pages.get(editor, slug)).sections.map((section) => section.templateKey)).toEqual(["hero", "text", "cta"]);

    const deleted = await ask(`delete page '${word}'`);
    expect(deleted.calls).toEqual(["cms_findResource", "cms_deletePage"]);
    await expect(pages.get(editor, slug)).rejects.toThrow(/not found/i);
  });

  it("creates a post, then publishes it by topic", async () => {
    const topic = unique("harvest");
    await ask(`create a draft post titled ${topic} notes`);
    const published = await ask(`publish the post about ${topic}`);
    expect(published.text).toMatch(/^Done — published post/);
    const { items } = await posts.list(editor, { query: topic });
    expect(items.map((post) => post.status)).toEqual(["published"]);
  });

  it("adds, hides and removes a navigation link", async () => {
    const label = unique("Shop");
    await ask(`add a link to https://shop.example.com called ${label}`);
    await ask(`hide the ${label} link`);
    const item = (await navigation.list(editor)).find((entry) => entry.label === label);
    expect(item?.visible).toBe(false);
    await ask(`remove ${label} from the navigation`);
    expect((await navigation.list(editor)).some((entry) => entry.label === label)).toBe(false);
  });

  it("sends inputs every real tool accepts, for every sentence family", async () => {
    const name = unique("Family").replace("-", " ");
    const slug = name.toLowerCase().replace(" ", "-");
    await images.upload(editor, { buffer: await pngBuffer(), originalName: `${slug}.png`, alt: `${name} harbour view` });
    const requests = [
      `create a page called ${name} with an image and text section and a gallery`,
      `show the ${slug} page`,
      `change the gallery heading on ${slug} to "Around us"`,
      `what's the gallery heading on ${slug}?`,
      `rename the ${slug} page to ${name} visit`,
      `publish the ${slug} page`,
      `unpublish the ${slug} page`,
      `add ${name} visit to the navigation`,
      "list draft pages",
      "show the navigation",
      `find an image of ${name} harbour`,
      `set the alt text of the ${name} harbour image to "The harbour at ${name}"`,
      "list images",
      `create a post titled ${name} diary and then archive it`,
      `create a post titled ${name} notes and then delete it`,
      "list archived posts",
      "what's the tagline",
      "show the site settings",
      "list collections",
      "list testimonials",
      `search for ${name}`,
      // Loopback addresses are refused before any connection: no network is used.
      "fetch http://127.0.0.1:9/page",
      "http get http://127.0.0.1:9/items",
      `delete the ${name} harbour image`,
      `create a page called ${name} extra and then add a FAQ section to it`,
      `publish the pages '${name} visit' and '${name} extra'`,
      `archive the posts '${name} diary' and '${name} notes'`,
    ];
    for (const request of requests) {
      const { rejected, text } = await ask(request);
      expect(rejected, `${request}\n${text}`).toEqual([]);
      expect(text, request).not.toMatch(/^Sorry, I didn't understand/);
    }
  });

  it("publishes two pages together, on one card, through the real tools", async () => {
    const [first, second] = [unique("Twin one"), unique("Twin two")];
    for (const title of [first, second]) await pages.create(editor, { title, slug: title.toLowerCase().replace(/\s+/g, "-") });
    const { calls, text } = await ask(`publish the pages '${first}' and '${second}'`);
    expect(calls).toEqual(["cms_findResource", "cms_findResource", "cms_listUnpublishedChanges", "cms_publishChanges"]);
    expect(text).toMatch(/^Done — published page “Twin one-\w+”, page “Twin two-\w+”: visitors see them now/);
    for (const title of [first, second]) expect((await pages.get(editor, title.toLowerCase().replace(/\s+/g, "-"))).status).toBe("published");
  });

  it("reads a setting and reports a permission failure plainly", async () => {
    const { name } = await settings.get(editor);
    expect((await ask("what is the site name?")).text).toBe(`The site name is '${name}'.`);
    const slug = unique("kept");
    await pages.create(editor, { title: "Kept page", slug });
    const refused = await ask(`delete the ${slug} page`, viewer);
    expect(refused.text).toMatch(/^I couldn't delete the page 'Kept page': Your role \(viewer\) is not allowed/);
    expect(refused.text).toContain("Hint: ");
    expect((await pages.get(editor, slug)).deletedAt).toBeNull();
  });
});
