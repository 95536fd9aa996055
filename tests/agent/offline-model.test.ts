import type { LanguageModelV4CallOptions, LanguageModelV4Message, LanguageModelV4StreamPart, LanguageModelV4ToolResultOutput } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";

const model = createOfflineModel();

const user = (text: string): LanguageModelV4Message => ({ role: "user", content: [{ type: "text", text }] });
const called = (toolCallId: string, toolName: string, input: unknown): LanguageModelV4Message => ({
  role: "assistant",
  content: [{ type: "tool-call", toolCallId, toolName, input }],
});
const answered = (toolCallId: string, toolName: string, output: LanguageModelV4ToolResultOutput): LanguageModelV4Message => ({
  role: "tool",
  content: [{ type: "tool-result", toolCallId, toolName, output }],
});
const json = (value: Record<string, unknown>): LanguageModelV4ToolResultOutput => ({ type: "json", value: value as never });

const PAGE_TOOLS = ["cms_getPage", "cms_findResource", "cms_deletePage", "cms_publishPage", "cms_createPage"];

function options(prompt: LanguageModelV4Message[], toolNames: string[] = PAGE_TOOLS, extra: Partial<LanguageModelV4CallOptions> = {}): LanguageModelV4CallOptions {
  const system: LanguageModelV4Message = { role: "system", content: "You are the CMS assistant." };
  return { prompt: [system, ...prompt], tools: toolNames.map((name) => ({ type: "function", name, inputSchema: { type: "object" } })), ...extra };
}

async function streamParts(callOptions: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamPart[]> {
  const { stream } = await model.doStream(callOptions);
  const parts: LanguageModelV4StreamPart[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return parts;
}

/** Part types with runs of deltas collapsed, e.g. ["text-start", "text-delta*", "text-end"]. */
const shapeOf = (parts: LanguageModelV4StreamPart[]) =>
  parts.map((part) => (part.type.endsWith("-delta") ? `${part.type}*` : part.type)).filter((type, index, all) => !(type.endsWith("*") && all[index - 1] === type));

const textOf = (parts: LanguageModelV4StreamPart[]) => parts.map((part) => (part.type === "text-delta" ? part.delta : "")).join("");
const toolCallOf = (parts: LanguageModelV4StreamPart[]) => parts.find((part) => part.type === "tool-call");
const finishOf = (parts: LanguageModelV4StreamPart[]) => parts.find((part) => part.type === "finish");

const aboutFound = json({ ok: true, message: "Page 'About' (/about, published) has 3 sections.", page: { id: "page-about", title: "About", slug: "about", status: "published" }, sections: [] });
const deleteRequested = [user("delete the about page"), called("c1", "cms_getPage", { page: "about" }), answered("c1", "cms_getPage", aboutFound), called("c2", "cms_deletePage", { page: "page-about" })];

describe("offline model: provider interface", () => {
  it("identifies itself as a v4 language model", () => {
    expect(model.specificationVersion).toBe("v4");
    expect(model.provider).toBe("offline");
    expect(model.modelId).toBe("cms-offline-1");
  });

  it("streams a text-only reply in order and finishes with stop and nested usage", async () => {
    const parts = await streamParts(options([user("hello")]));
    expect(shapeOf(parts)).toEqual(["stream-start", "response-metadata", "text-start", "text-delta*", "text-end", "finish"]);
    const deltas = parts.filter((part) => part.type === "text-delta");
    expect(deltas.length).toBeGreaterThan(10);
    for (const delta of deltas) expect(delta.delta.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
    const finish = finishOf(parts);
    expect(finish).toMatchObject({ finishReason: { unified: "stop", raw: "stop" } });
    expect(finish?.type === "finish" && finish.usage).toEqual({
      inputTokens: { total: expect.any(Number), noCache: expect.any(Number), cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: expect.any(Number), text: expect.any(Number), reasoning: 0 },
    });
  });

  it("streams a tool call after a short note: input deltas, then the call with its input as a JSON string", async () => {
    const parts = await streamParts(options([user("delete the about page")]));
    expect(shapeOf(parts)).toEqual([
      "stream-start",
      "response-metadata",
      "text-start",
      "text-delta*",
      "text-end",
      "tool-input-start",
      "tool-input-delta*",
      "tool-input-end",
      "tool-call",
      "finish",
    ]);
    const call = toolCallOf(parts);
    expect(call).toMatchObject({ toolName: "cms_getPage" });
    if (call?.type !== "tool-call") throw new Error("no tool call");
    expect(typeof call.input).toBe("string");
    expect(JSON.parse(call.input)).toEqual({ page: "about" });
    const inputDeltas = parts.flatMap((part) => (part.type === "tool-input-delta" ? [part] : []));
    expect(inputDeltas.map((part) => part.delta).join("")).toBe(call.input);
    expect(inputDeltas.every((part) => part.id === call.toolCallId)).toBe(true);
    expect(parts.find((part) => part.type === "tool-input-start")).toMatchObject({ id: call.toolCallId, toolName: "cms_getPage" });
    expect(finishOf(parts)).toMatchObject({ finishReason: { unified: "tool-calls", raw: "tool-calls" } });
    expect(textOf(parts)).toBe("On it — I'll look up the page 'about'.");
  });

  it("is deterministic: the same prompt gives identical parts, another prompt other ids", async () => {
    const first = await streamParts(options([user("delete the about page")]));
    const second = await streamParts(options([user("delete the about page")]));
    expect(second).toEqual(first);
    const other = await streamParts(options([user("delete the contact page")]));
    const id = (parts: LanguageModelV4StreamPart[]) => (toolCallOf(parts) as { toolCallId: string }).toolCallId;
    expect(id(other)).not.toBe(id(first));
  });

  it("generates the same content without streaming", async () => {
    const result = await model.doGenerate(options([user("delete the about page")]));
    expect(result.finishReason).toEqual({ unified: "tool-calls", raw: "tool-calls" });
    expect(result.content).toEqual([
      { type: "text", text: "On it — I'll look up the page 'about'." },
      expect.objectContaining({ type: "tool-call", toolName: "cms_getPage", input: JSON.stringify({ page: "about" }) }),
    ]);
    expect(result.usage.outputTokens.total).toBeGreaterThan(0);
  });
});

describe("offline model: reading the conversation", () => {
  it("uses the id a lookup returned for the action, without repeating the note", async () => {
    const parts = await streamParts(options(deleteRequested.slice(0, 3)));
    expect(parts.some((part) => part.type === "text-start")).toBe(false);
    const call = toolCallOf(parts);
    expect(call).toMatchObject({ toolName: "cms_deletePage", input: JSON.stringify({ page: "page-about" }) });
  });

  it("summarises the result from the tool's message", async () => {
    const deleted = json({ ok: true, message: "Moved page 'About' to the trash. It can be restored from the trash.", page: { id: "page-about", title: "About" } });
    const parts = await streamParts(options([...deleteRequested, answered("c2", "cms_deletePage", deleted)]));
    expect(textOf(parts)).toBe("Done — moved page 'About' to the trash. It can be restored from the trash.");
    expect(finishOf(parts)).toMatchObject({ finishReason: { unified: "stop" } });
  });

  it("says plainly it did not act when the approval was denied, with the reason, and does not retry", async () => {
    const parts = await streamParts(options([...deleteRequested, answered("c2", "cms_deletePage", { type: "execution-denied", reason: "We still need it" })]));
    expect(toolCallOf(parts)).toBeUndefined();
    expect(textOf(parts)).toBe(`OK — I did not delete the page 'About': the action was declined. The reason given: "We still need it". Nothing was changed.`);
  });

  it("reports a denial without a reason too", async () => {
    const parts = await streamParts(options([...deleteRequested, answered("c2", "cms_deletePage", { type: "execution-denied" })]));
    expect(textOf(parts)).toBe("OK — I did not delete the page 'About': the action was declined. Nothing was changed.");
  });

  it("explains a failed call with its error and hint", async () => {
    const failure = json({ ok: false, error: "Page \"page-about\" not found.", code: "not_found", hint: "Call cms_getPages or cms_findResource to find the page's id or slug." });
    const parts = await streamParts(options([...deleteRequested, answered("c2", "cms_deletePage", failure)]));
    expect(textOf(parts)).toBe(
      "I couldn't delete the page 'About': Page \"page-about\" not found.\n\nHint: Call cms_getPages or cms_findResource to find the page's id or slug.",
    );
  });

  it("explains an error the SDK reported (e.g. invalid input)", async () => {
    const parts = await streamParts(options([...deleteRequested, answered("c2", "cms_deletePage", { type: "error-text", value: "Invalid input for tool cms_deletePage" })]));
    expect(textOf(parts)).toBe("I couldn't delete the page 'About': Invalid input for tool cms_deletePage");
  });

  it("works out the intent from the last user message only", async () => {
    const prompt = [user("list pages"), { role: "assistant", content: [{ type: "text", text: "Found 3 pages." }] } as LanguageModelV4Message, user("publish the about page")];
    const call = toolCallOf(await streamParts(options(prompt)));
    expect(call).toMatchObject({ toolName: "cms_getPage", input: JSON.stringify({ page: "about" }) });
  });

  it("resolves 'it' to the page an earlier turn created", async () => {
    const created = json({ ok: true, message: "Created draft page 'Pricing' (/pricing).", page: { id: "page-pricing", title: "Pricing", slug: "pricing", status: "draft" } });
    const prompt = [user("create a page called Pricing"), called("c1", "cms_createPage", { title: "Pricing" }), answered("c1", "cms_createPage", created), user("publish it")];
    const tools = [...PAGE_TOOLS, "cms_listUnpublishedChanges"];
    expect(toolCallOf(await streamParts(options(prompt, tools)))).toMatchObject({ toolName: "cms_listUnpublishedChanges" });
    const waiting = json({ ok: true, message: "1 unpublished change.", items: [{ kind: "page", id: "page-pricing", name: "Pricing", state: "new", fields: ["title"] }], total: 1 });
    const listed = [...prompt, called("c2", "cms_listUnpublishedChanges", {}), answered("c2", "cms_listUnpublishedChanges", waiting)];
    const call = toolCallOf(await streamParts(options(listed, tools)));
    expect(call).toMatchObject({ toolName: "cms_publishPage", input: JSON.stringify({ page: "page-pricing" }) });
  });

  it("asks which page is meant when 'it' has nothing to refer to", async () => {
    const parts = await streamParts(options([user("publish it")]));
    expect(toolCallOf(parts)).toBeUndefined();
    expect(textOf(parts)).toContain('Which page or post do you mean by "it"?');
  });
});

describe("offline model: independent calls in one step", () => {
  const page = (id: string, title: string) => json({ ok: true, message: `Page '${title}'.`, page: { id, title, slug: id.slice(5), status: "published" } });
  /** One assistant message with several calls, as the AI SDK stores a step that made them together. */
  const calledTogether = (calls: [string, string, unknown][]): LanguageModelV4Message => ({
    role: "assistant",
    content: calls.map(([toolCallId, toolName, input]) => ({ type: "tool-call" as const, toolCallId, toolName, input })),
  });
  const results = (outputs: [string, string, LanguageModelV4ToolResultOutput][]): LanguageModelV4Message => ({
    role: "tool",
    content: outputs.map(([toolCallId, toolName, output]) => ({ type: "tool-result" as const, toolCallId, toolName, output })),
  });
  const request = user("delete the about and contact pages");
  const lookedUp = [
    request,
    calledTogether([["l1", "cms_getPage", { page: "about" }], ["l2", "cms_getPage", { page: "contact" }]]),
    results([["l1", "cms_getPage", page("page-about", "About")], ["l2", "cms_getPage", page("page-contact", "Contact")]]),
  ];
  const toolCalls = (parts: LanguageModelV4StreamPart[]) => parts.flatMap((part) => (part.type === "tool-call" ? [part] : []));

  it("looks several pages up in one step, each call with its own id and input stream", async () => {
    const parts = await streamParts(options([request]));
    const calls = toolCalls(parts);
    expect(calls.map((call) => [call.toolName, JSON.parse(call.input)])).toEqual([["cms_getPage", { page: "about" }], ["cms_getPage", { page: "contact" }]]);
    expect(new Set(calls.map((call) => call.toolCallId)).size).toBe(2);
    for (const call of calls) {
      const deltas = parts.flatMap((part) => (part.type === "tool-input-delta" && part.id === call.toolCallId ? [part.delta] : []));
      expect(deltas.join("")).toBe(call.input);
    }
    expect(textOf(parts)).toBe("On it — I'll look up the page 'about' and look up the page 'contact'.");
    expect(finishOf(parts)).toMatchObject({ finishReason: { unified: "tool-calls" } });
  });

  it("then asks for both actions at once, with the ids the lookups returned", async () => {
    const calls = toolCalls(await streamParts(options(lookedUp)));
    expect(calls.map((call) => [call.toolName, JSON.parse(call.input)])).toEqual([["cms_deletePage", { page: "page-about" }], ["cms_deletePage", { page: "page-contact" }]]);
  });

  it("reports each outcome: one confirmed, one declined with its reason", async () => {
    const prompt = [
      ...lookedUp,
      calledTogether([["d1", "cms_deletePage", { page: "page-about" }], ["d2", "cms_deletePage", { page: "page-contact" }]]),
      results([
        ["d1", "cms_deletePage", json({ ok: true, message: "Moved page 'About' to the trash." })],
        ["d2", "cms_deletePage", { type: "execution-denied", reason: "Still linked" }],
      ]),
    ];
    const parts = await streamParts(options(prompt));
    expect(toolCallOf(parts)).toBeUndefined();
    expect(textOf(parts)).toBe(`1 of 2 done; nothing else was changed:\n\n- ✓ Moved page 'About' to the trash.\n- ✗ Did not delete the page 'Contact': declined ("Still linked").`);
  });

  it("waits while one of the batch has no result yet", async () => {
    const prompt = [
      request,
      calledTogether([["l1", "cms_getPage", { page: "about" }], ["l2", "cms_getPage", { page: "contact" }]]),
      results([["l1", "cms_getPage", page("page-about", "About")]]),
    ];
    const parts = await streamParts(options(prompt));
    expect(toolCallOf(parts)).toBeUndefined();
    expect(textOf(parts)).toBe("Waiting for the result of cms_getPage.");
  });

  it("acts on nothing when one of the pages cannot be found", async () => {
    const prompt = [
      request,
      calledTogether([["l1", "cms_getPage", { page: "about" }], ["l2", "cms_getPage", { page: "contact" }]]),
      results([["l1", "cms_getPage", page("page-about", "About")], ["l2", "cms_getPage", json({ ok: false, error: "Page \"contact\" not found." })]]),
      calledTogether([["f1", "cms_findResource", { query: "contact", type: "page" }]]),
      results([["f1", "cms_findResource", json({ ok: true, message: "Nothing matches.", items: [] })]]),
    ];
    const parts = await streamParts(options(prompt));
    expect(toolCallOf(parts)).toBeUndefined();
    expect(textOf(parts)).toContain("I couldn't find a page matching 'contact'");
  });
});

describe("offline model: tools it may call", () => {
  it("asks for a missing tool domain with agent_requestTools", async () => {
    const call = toolCallOf(await streamParts(options([user("list posts")], ["cms_getPage", "agent_requestTools"])));
    expect(call).toMatchObject({ toolName: "agent_requestTools" });
    expect(JSON.parse((call as { input: string }).input)).toEqual({ domains: ["posts"], reason: "To list the posts." });
  });

  it("continues once the domain's tools are offered", async () => {
    const requested = [user("list posts"), called("r1", "agent_requestTools", { domains: ["posts"] }), answered("r1", "agent_requestTools", json({ ok: true, message: "Enabled tools for: posts.", domains: ["posts"] }))];
    const call = toolCallOf(await streamParts(options(requested, ["cms_getPosts", "agent_requestTools"])));
    expect(call).toMatchObject({ toolName: "cms_getPosts", input: "{}" });
  });

  it("says it cannot when the tool is still missing after asking, or when it cannot ask", async () => {
    const requested = [user("list posts"), called("r1", "agent_requestTools", { domains: ["posts"] }), answered("r1", "agent_requestTools", json({ ok: true, message: "Enabled." }))];
    const afterAsking = await streamParts(options(requested, ["cms_getPage", "agent_requestTools"]));
    expect(toolCallOf(afterAsking)).toBeUndefined();
    expect(textOf(afterAsking)).toBe("I can't list the posts here: the tool it needs (cms_getPosts) is not available to me in this chat.");

    const cannotAsk = await streamParts(options([user("list posts")], ["cms_getPage"]));
    expect(toolCallOf(cannotAsk)).toBeUndefined();
    expect(textOf(cannotAsk)).toContain("I can't list the posts here");
  });

  it("calls no tool when tool choice is none", async () => {
    const parts = await streamParts(options([user("list pages")], ["cms_getPages"], { toolChoice: { type: "none" } }));
    expect(toolCallOf(parts)).toBeUndefined();
    expect(textOf(parts)).toContain("tools are switched off");
  });

  it("plans without agent_plan when it is not offered", async () => {
    const call = toolCallOf(await streamParts(options([user("list pages and then list posts")], ["cms_getPages", "cms_getPosts"])));
    expect(call).toMatchObject({ toolName: "cms_getPages" });
  });
});
