import { isStepCount, streamText, tool, type ToolSet } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { stubCms } from "./offline-model-stubs";

/** Runs one user request through the AI SDK's tool loop with the offline model. */
async function ask(prompt: string, tools: ToolSet = stubCms().tools, extra: Partial<Parameters<typeof streamText>[0]> = {}) {
  const result = streamText({ model: createOfflineModel(), tools, prompt, stopWhen: isStepCount(12), ...extra } as Parameters<typeof streamText>[0]);
  const deltas: string[] = [];
  for await (const part of result.stream) if (part.type === "text-delta") deltas.push(part.text);
  const steps = await result.steps;
  return { text: steps.at(-1)?.text ?? "", steps, deltas, finishReason: await result.finishReason };
}

describe("offline model with the AI SDK tool loop", () => {
  it("looks a page up by slug before deleting it, then reports the tool's message", async () => {
    const cms = stubCms();
    const { text, steps } = await ask("delete the about page", cms.tools);
    expect(cms.calls).toEqual([
      { toolName: "cms_getPage", input: { page: "about" } },
      { toolName: "cms_deletePage", input: { page: "page-about" } },
    ]);
    expect(steps).toHaveLength(3);
    expect(text).toBe("Done — moved page 'About' to the trash. It can be restored from the trash.");
  });

  it("finds a page by name when the name is not a slug", async () => {
    const cms = stubCms();
    await ask("delete page 'Our Team'", cms.tools);
    expect(cms.calls).toEqual([
      { toolName: "cms_findResource", input: { query: "Our Team", type: "page" } },
      { toolName: "cms_deletePage", input: { page: "page-team" } },
    ]);
  });

  it("falls back to a search, then to every page's name, and says plainly which pages there are when nothing matches", async () => {
    const cms = stubCms();
    const { text } = await ask("publish the pricing page", cms.tools);
    expect(cms.calls.map((call) => call.toolName)).toEqual(["cms_getPage", "cms_findResource", "cms_getPages"]);
    expect(text).toContain("I couldn't find a page matching 'pricing'. The pages are:");
  });

  it("publishes the post that best matches a topic", async () => {
    const cms = stubCms();
    const { text } = await ask("publish the post about autumn", cms.tools);
    expect(cms.calls).toEqual([
      { toolName: "cms_findResource", input: { query: "autumn", type: "post" } },
      { toolName: "cms_listUnpublishedChanges", input: {} },
      { toolName: "cms_publishPost", input: { post: "post-autumn" } },
    ]);
    expect(text).toContain("Done — published post 'Autumn collection: colours of the season'");
  });

  it("creates a page with placeholder sections about its title", async () => {
    const cms = stubCms();
    const { text } = await ask("create a page called Pricing with a hero and a FAQ", cms.tools);
    expect(cms.calls).toHaveLength(1);
    const [{ toolName, input }] = cms.calls;
    expect(toolName).toBe("cms_createPageWithContent");
    expect(input.title).toBe("Pricing");
    const sections = input.sections as { templateKey: string; content: Record<string, unknown> }[];
    expect(sections.map((section) => section.templateKey)).toEqual(["hero", "faq"]);
    expect(sections[0].content.heading).toBe("Pricing");
    expect(JSON.stringify(sections[1].content)).toContain("Pricing");
    expect(text).toMatch(/^Done — created draft page 'Pricing' \(\/pricing\) with 2 sections\./);
  });

  it("answers a question about a section from the page's content", async () => {
    const cms = stubCms();
    const { text } = await ask("what's the hero heading on home?", cms.tools);
    expect(cms.calls).toEqual([{ toolName: "cms_getPage", input: { page: "home", includeContent: true } }]);
    expect(text).toContain("Websites that feel calm and work hard");
  });

  it("asks which section is meant when a page has several of that template", async () => {
    const cms = stubCms();
    const first = await ask("remove the FAQ section from the about page", cms.tools);
    expect(first.text).toContain("has 2 FAQ sections (sections 1 and 3)");
    expect(cms.calls.map((call) => call.toolName)).toEqual(["cms_getPage"]);

    const again = stubCms();
    await ask("remove the last FAQ section from the about page", again.tools);
    expect(again.calls.at(-1)).toEqual({ toolName: "cms_deletePageSection", input: { sectionId: "sec-faq-2" } });
  });

  it("reports a failure with the tool's hint and does not retry", async () => {
    const cms = stubCms();
    const { text } = await ask('change the site tagline to "A very long tagline"', cms.tools);
    expect(cms.calls).toHaveLength(1);
    expect(text).toBe(
      "I couldn't change the tagline to 'A very long tagline': Invalid settings: tagline: At most 160 characters.\n\nHint: Correct the fields named in the error and call the tool again.",
    );
  });

  it("says plainly that web search is not configured", async () => {
    const { text } = await ask("search the web for bakery trends");
    expect(text).toContain("Web search is not configured.");
    expect(text).toContain("Hint: Set TAVILY_API_KEY");
  });

  it("declines an off-topic request in one line, without calling a tool", async () => {
    const cms = stubCms();
    const { text, steps, finishReason } = await ask("make me a sandwich", cms.tools);
    expect(cms.calls).toEqual([]);
    expect(steps).toHaveLength(1);
    expect(finishReason).toBe("stop");
    expect(text).toBe("Sorry, I can only help with this website — its pages, posts, images, menu and settings.");
  });

  it("streams its reply in small deltas", async () => {
    const { text, deltas } = await ask("hello");
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join("")).toBe(text);
    for (const delta of deltas) expect(delta.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
  });

  it("plans several actions, runs them in order and passes 'it' along", async () => {
    const cms = stubCms();
    const { text } = await ask("create a page called Pricing and then add it to the navigation", cms.tools);
    expect(cms.calls.map((call) => call.toolName)).toEqual(["agent_plan", "cms_createPage", "cms_addNavigationItem", "agent_plan"]);
    expect(cms.calls[0].input).toEqual({
      goal: "create a page called Pricing and then add it to the navigation",
      steps: [
        { title: "Create the page 'Pricing'", status: "in_progress" },
        { title: "Add it to the navigation", status: "pending" },
      ],
    });
    expect(cms.calls[2].input).toEqual({ label: "Pricing", page: "page-pricing" });
    expect((cms.calls[3].input.steps as { status: string }[]).map((step) => step.status)).toEqual(["done", "done"]);
    expect(text).toMatch(/^All 2 steps are done:/);
  });

  it("names a value a step changes in the plan ('the phone number'), not 'the words'", async () => {
    const cms = stubCms();
    await ask("on the contact page the phone number is old, its +44 20 7946 0123 now. and we're open 9-5.30 weekdays not 9-5", cms.tools);
    expect(cms.calls[0]).toMatchObject({ toolName: "agent_plan", input: { steps: [{ title: "Change the phone number on the page 'contact' to '+44 20 7946 0123'" }, { title: "Change '9-5' to '9-5.30' on the page 'contact'" }] } });
  });

  it("stops a plan at the failing step and skips the rest", async () => {
    const cms = stubCms();
    const { text } = await ask("delete the pricing page and then list pages", cms.tools);
    expect(cms.calls.map((call) => call.toolName)).toEqual(["agent_plan", "cms_getPage", "cms_findResource", "cms_getPages", "agent_plan"]);
    expect((cms.calls[4].input.steps as { status: string }[]).map((step) => step.status)).toEqual(["skipped", "skipped"]);
    expect(text).toContain("I stopped at step 1 of 2.");
    expect(text).toContain("2. – List the pages (not done)");
  });

  it("looks up several pages together, then acts on all of them in one step", async () => {
    const cms = stubCms();
    const { text, steps } = await ask("delete the about and our-team pages", cms.tools);
    expect(steps.map((step) => step.toolCalls.map((call) => call.toolName))).toEqual([["cms_getPage", "cms_getPage"], ["cms_deletePage", "cms_deletePage"], []]);
    expect(cms.calls.slice(2).map((call) => call.input)).toEqual([{ page: "page-about" }, { page: "page-team" }]);
    expect(text).toBe("Done — all 2:\n\n- ✓ Moved page 'About' to the trash. It can be restored from the trash.\n- ✓ Moved page 'Our Team' to the trash. It can be restored from the trash.");
  });

  it("acts once on a page named twice, and on nothing when one name is unknown", async () => {
    const cms = stubCms();
    await ask("publish the our-team page and the 'Our Team' page", cms.tools);
    expect(cms.calls.filter((call) => call.toolName === "cms_publishPage")).toEqual([{ toolName: "cms_publishPage", input: { page: "page-team" } }]);

    const missing = stubCms();
    const { text } = await ask("delete the pages 'About' and 'Pricing'", missing.tools);
    expect(missing.calls.some((call) => call.toolName === "cms_deletePage")).toBe(false);
    expect(text).toContain("I couldn't find a page matching 'Pricing'");
  });

  it("asks for a tool domain it needs, then uses it once enabled", async () => {
    const cms = stubCms();
    const tools = {
      ...cms.tools,
      agent_requestTools: tool({
        inputSchema: z.object({ domains: z.array(z.string()), reason: z.string().optional() }),
        execute: async ({ domains }) => ({ ok: true as const, message: `Enabled tools for: ${domains.join(", ")}.`, domains }),
      }),
    };
    const enabled = new Set(["cms_getPages", "cms_getPage", "cms_findResource", "agent_requestTools"]);
    const { text } = await ask("publish the post about autumn", tools, {
      prepareStep: ({ steps }) => {
        for (const call of steps.flatMap((step) => step.toolCalls)) {
          const { domains } = call.input as { domains: string[] };
          if (call.toolName === "agent_requestTools" && domains.includes("posts")) enabled.add("cms_publishPost");
          if (call.toolName === "agent_requestTools" && domains.includes("publishing")) enabled.add("cms_listUnpublishedChanges");
        }
        return { activeTools: [...enabled] as (keyof typeof tools)[] };
      },
    });
    expect(cms.calls.map((call) => call.toolName)).toEqual(["cms_findResource", "cms_listUnpublishedChanges", "cms_publishPost"]);
    expect(text).toContain("Done — published post");
  });
});
