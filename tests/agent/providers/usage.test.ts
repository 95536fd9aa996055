import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { usageSummary } from "@/lib/domain/turn-usage";
import { userContext } from "@/lib/services/context";
import { pages } from "@/lib/services/pages";
import type { SessionUser } from "@/lib/services/sessions";
import { turnUsage } from "@/lib/services/turn-usage";
import { admin, unique } from "../../support/actors";
import type { startChatServer } from "../../support/chat-server";
import { chatSession, editorChatServer, newEditor } from "../../support/chat-turns";
import { ANTHROPIC, OPENAI_COMPATIBLE, connectProvider } from "../../support/model-providers";
import { reply } from "../../support/provider-script";

let chatServer: Awaited<ReturnType<typeof startChatServer>>;
let editor: SessionUser;

beforeAll(async () => {
  ({ editor, server: chatServer } = await editorChatServer());
});
afterAll(() => chatServer.close());

describe("token usage per turn", () => {
  it("adds up every model call of a turn, across the approval, with what the cache served (Anthropic)", async () => {
    const { provider } = await connectProvider(ANTHROPIC);
    try {
      chatServer.setModel(undefined);
      const page = await pages.create(admin, { title: "Doomed", slug: unique("doomed") });
      provider.script(
        reply.calls([{ name: "cms_getPages", input: {} }], undefined, { input: 5000, output: 40, cacheRead: 0, cacheWrite: 4500 }),
        reply.calls([{ name: "cms_deletePage", input: { page: page.id } }], undefined, { input: 5600, output: 30, cacheRead: 4500, cacheWrite: 600 }),
        reply.text("It is in the trash.", { input: 5900, output: 12, cacheRead: 5100, cacheWrite: 300 }),
      );
      const chat = chatSession(chatServer.url, editor, { modelId: ANTHROPIC.modelId });
      await chat.send("find the doomed page and delete it");
      await chat.answer(true);
      const turnId = (await chat.last()).id;

      const usage = await turnUsage.ofOwnTurn(userContext(editor), chat.chatId, turnId);
      // Anthropic counts cache reads and writes apart from input_tokens; the turn counts all input.
      expect(usage).toMatchObject({
        modelId: "anthropic:claude-sonnet-4-5",
        inputTokens: 5000 + 5600 + 5900 + (4500 + 5100) + (4500 + 600 + 300),
        cachedInputTokens: 4500 + 5100,
        cacheWriteTokens: 4500 + 600 + 300,
        outputTokens: 40 + 30 + 12,
        steps: 3,
      });
      expect(usageSummary(usage!)).toBe("31,500 tokens in, 9,600 of them from the cache, 82 out; 3 model calls to claude-sonnet-4-5 (anthropic).");
    } finally {
      await provider.close();
    }
  });

  it("is the turn owner's to read, and the activity log's", async () => {
    const { provider } = await connectProvider(OPENAI_COMPATIBLE);
    try {
      chatServer.setModel(undefined);
      provider.script(reply.text("Hello!", { input: 800, output: 5 }));
      const chat = chatSession(chatServer.url, editor, { modelId: OPENAI_COMPATIBLE.modelId });
      await chat.send("hello");
      const turnId = (await chat.last()).id;
      await expect(turnUsage.ofOwnTurn(userContext(await newEditor()), chat.chatId, turnId)).rejects.toMatchObject({ code: "not_found" });
      const seen = await turnUsage.ofTurns(admin, [turnId, "no-such-turn"]);
      expect([...seen.keys()]).toEqual([turnId]);
      expect(seen.get(turnId)).toMatchObject({ modelId: "local:llama3.1", inputTokens: 800, outputTokens: 5, steps: 1 });
      await db.chat.delete({ where: { id: chat.chatId } });
      expect((await turnUsage.ofTurns(admin, [turnId])).size, "deleted with its chat").toBe(0);
    } finally {
      await provider.close();
    }
  });
});
