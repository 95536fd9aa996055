import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HISTORY_TOKENS } from "@/lib/agent/bounded-context";
import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import type { SessionUser } from "@/lib/services/sessions";
import type { startChatServer } from "../../support/chat-server";
import { chatSession, editorChatServer, streamedText } from "../../support/chat-turns";
import { ANTHROPIC, OPENAI_CHAT, OPENAI_COMPATIBLE, OPENAI_RESPONSES, OPENROUTER, connectProvider, type ProviderSetup } from "../../support/model-providers";
import type { RecordedRequest } from "../../support/provider-server";
import { reply } from "../../support/provider-script";

let chatServer: Awaited<ReturnType<typeof startChatServer>>;
let editor: SessionUser;

beforeAll(async () => {
  ({ editor, server: chatServer } = await editorChatServer());
});
afterAll(() => chatServer.close());

/** Two turns of one chat against the provider; returns the two request bodies it received. */
async function twoTurns(setup: ProviderSetup): Promise<RecordedRequest[]> {
  const { provider, model } = await connectProvider(setup);
  try {
    chatServer.setModel(model);
    provider.script(reply.text("Hi there, how can I help?"), reply.text("Still here."));
    const chat = chatSession(chatServer.url, editor);
    expect((await chat.send("hello")).status).toBe(200);
    expect((await chat.send("are you there?")).status).toBe(200);
    return [...provider.requests];
  } finally {
    await provider.close();
  }
}

type Block = Record<string, unknown>;
const blocks = (content: unknown): Block[] => (Array.isArray(content) ? content : []);

describe("what each adapter sends", () => {
  it("OpenAI Responses: earlier turns go whole (no item_reference), with store off and an output limit", async () => {
    const [, second] = await twoTurns(OPENAI_RESPONSES);
    expect(second.path).toBe("/v1/responses");
    expect(second.body.store).toBe(false);
    expect(second.body.max_output_tokens).toBe(8192);
    expect(JSON.stringify(second.body.input)).not.toContain("item_reference");
    expect(second.body.input).toEqual(expect.arrayContaining([expect.objectContaining({ role: "assistant", content: expect.stringContaining("Hi there") })]));
  });

  it("OpenAI with OPENAI_API_STYLE=chat speaks Chat Completions and asks for usage", async () => {
    const [, second] = await twoTurns(OPENAI_CHAT);
    expect(second.path).toBe("/v1/chat/completions");
    expect(second.body.stream_options).toEqual({ include_usage: true });
    expect(second.body.max_tokens).toBe(8192);
    expect(second.body.messages).toEqual(expect.arrayContaining([{ role: "assistant", content: "Hi there, how can I help?" }]));
  });

  it("Anthropic: caches the tools and standing instructions (the same across turns) and the conversation so far, with an output limit", async () => {
    const [first, second] = await twoTurns(ANTHROPIC);
    expect(first.body.max_tokens).toBe(8192);
    const cachedPrefix = ({ body }: { body: Record<string, unknown> }) => JSON.stringify([body.tools, blocks(body.system).slice(0, 1)]);
    expect(cachedPrefix(second), "the cached prefix does not change from one turn to the next").toBe(cachedPrefix(first));
    for (const { body } of [first, second]) {
      const [standing, perTurn] = blocks(body.system);
      expect(standing.cache_control).toEqual({ type: "ephemeral" });
      expect(perTurn).toMatchObject({ type: "text", text: expect.stringContaining("Working memory") });
      expect(perTurn.cache_control).toBeUndefined();
      const lastMessage = (body.messages as Block[]).at(-1)!;
      expect(blocks(lastMessage.content).at(-1)?.cache_control).toEqual({ type: "ephemeral" });
    }
    const earlier = (second.body.messages as Block[]).slice(0, -1).flatMap((m) => blocks(m.content));
    expect(earlier.filter((block) => block.cache_control), "one breakpoint for the conversation, at its end").toHaveLength(0);
  });

  it("OpenRouter: asks for usage, marks the cacheable prefix and limits output", async () => {
    const [first] = await twoTurns(OPENROUTER);
    expect(first.body.usage).toEqual({ include: true });
    expect(first.body.max_tokens).toBe(8192);
    const system = (first.body.messages as Block[])[0];
    expect(blocks(system.content)[0]).toMatchObject({ type: "text", cache_control: { type: "ephemeral" } });
  });

  it("OpenAI-compatible servers are asked for usage and given an output limit", async () => {
    const [first] = await twoTurns(OPENAI_COMPATIBLE);
    expect(first.body.stream_options).toEqual({ include_usage: true });
    expect(first.body.max_tokens).toBe(8192);
  });

  it("keeps the tools narrowed to the request, adding only the groups the model asks for", async () => {
    const { provider, model } = await connectProvider(OPENAI_COMPATIBLE);
    try {
      chatServer.setModel(model);
      provider.script(reply.call("agent_requestTools", { domains: ["images"] }), reply.text("Done."));
      await chatSession(chatServer.url, editor).send("change the site tagline to Calm websites");
      const [first, second] = provider.requests.map((request) => (request.body.tools as { function: { name: string } }[]).map((t) => t.function.name));
      expect(first).toContain("cms_updateSiteSettings");
      expect(first.filter((name) => /Page|Post|search_/.test(name)), "no pages, posts or search for a settings request").toEqual([]);
      expect(second).toEqual(expect.arrayContaining([...first, "cms_listImages"]));
      expect(second.filter((name) => /Page|Post|search_/.test(name))).toEqual([]);
    } finally {
      await provider.close();
    }
  });

  it("keeps a long chat's context bounded in what is sent, never in what is stored", async () => {
    const { provider, model } = await connectProvider(OPENAI_COMPATIBLE);
    try {
      chatServer.setModel(model);
      const chat = chatSession(chatServer.url, editor);
      const pagesList = { ok: true, items: Array.from({ length: 200 }, (_, i) => ({ id: `page-${i}`, title: `Page ${i}` })) };
      const history = Array.from({ length: 40 }, (_, i) => [
        { id: `u${i}`, role: "user", parts: [{ type: "text", text: `list pages, take ${i}` }] },
        {
          id: `a${i}`,
          role: "assistant",
          metadata: { finished: true },
          parts: [{ type: "step-start" }, { type: "tool-cms_getPages", toolCallId: `call-${i}`, state: "output-available", input: {}, output: pagesList }, { type: "text", text: "Here they are." }],
        },
      ]).flat();
      await chats.saveMessages(userContext(editor), chat.chatId, history as never, "list pages");
      provider.script(reply.text("Still 200 pages."));
      expect(streamedText((await chat.send("and now?")).chunks)).toBe("Still 200 pages.");

      const sent = provider.requests[0].body.messages as { role: string; content: unknown }[];
      expect(JSON.stringify(sent).length / 4).toBeLessThan(DEFAULT_HISTORY_TOKENS * 1.1);
      expect(String(sent.find((message) => message.role !== "system")!.content)).toMatch(/^\(The first \d+ turns of this chat are left out here/);
      expect(sent.at(-1)).toEqual({ role: "user", content: "and now?" });
      const stored = await chat.messages();
      expect(stored).toHaveLength(82);
      expect((stored[1].parts[1] as { output: unknown }).output, "the stored result is whole").toEqual(pagesList);
    } finally {
      await provider.close();
    }
  });

  it("takes the output limit from AGENT_MAX_OUTPUT_TOKENS", async () => {
    process.env.AGENT_MAX_OUTPUT_TOKENS = "2000";
    try {
      const [first] = await twoTurns(ANTHROPIC);
      expect(first.body.max_tokens).toBe(2000);
    } finally {
      delete process.env.AGENT_MAX_OUTPUT_TOKENS;
    }
  });
});
