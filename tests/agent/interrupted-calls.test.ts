import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { INTERRUPTED_CALL_ERROR } from "@/lib/agent/merge-messages";
import { db } from "@/lib/db";
import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import { pages } from "@/lib/services/pages";
import type { SessionUser } from "@/lib/services/sessions";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";
import { newChatId, postChat, startChatServer, userMessage, type StoredAssistant } from "../support/chat-server";
import { scriptedModel, text } from "../support/scripted-model";

let server: Awaited<ReturnType<typeof startChatServer>>;
let editor: SessionUser;

beforeAll(async () => {
  const user = await users.create(admin, { email: `${unique("survivor")}@example.com`, name: "Survivor", role: "editor", password: "long-enough-password" });
  editor = { id: user.id, email: user.email, name: user.name, role: "editor" };
  server = await startChatServer({ editor });
});
afterAll(() => server.close());

const ctx = () => userContext(editor);
const last = async (chatId: string) => (await chats.get(ctx(), chatId)).messages.at(-1) as unknown as StoredAssistant;

/** A chat as a provider fault mid-stream leaves it: the step was saved with a call that never got its result. */
async function chatLeftBy(part: Record<string, unknown>) {
  const chatId = newChatId();
  const question = userMessage("delete the doomed page");
  await chats.saveMessages(ctx(), chatId, [question, { id: unique("a"), role: "assistant", parts: [{ type: "step-start" }, part] }], "delete the doomed page");
  return chatId;
}

describe("a call a broken-off reply left without a result", () => {
  it.each([
    ["input-available", {}],
    ["input-streaming", {}],
  ])("(%s) leaves the chat usable: a new message gets an answer, with a real model and the offline one", async (state) => {
    const chatId = await chatLeftBy({ type: "tool-cms_getPages", toolCallId: unique("call"), state, input: state === "input-streaming" ? undefined : {} });
    server.setModel(scriptedModel([text("Here is the answer.")]).model);
    const answered = await postChat(server.url, "editor", { id: chatId, messages: [userMessage("are you there?")] });
    expect(answered.status).toBe(200);
    expect(answered.chunks.some((c) => c.type === "error")).toBe(false);
    expect(answered.chunks.filter((c) => c.type === "text-delta").map((c) => c.delta).join("")).toBe("Here is the answer.");

    server.setModel(createOfflineModel());
    const offline = await postChat(server.url, "editor", { id: chatId, messages: [userMessage("list the pages")] });
    expect(offline.status).toBe(200);
    expect(offline.chunks.some((c) => c.type === "error")).toBe(false);

    const settled = (await chats.get(ctx(), chatId)).messages[1].parts.find((p) => (p as { toolCallId?: string }).toolCallId) as Record<string, unknown>;
    expect(settled).toMatchObject({ state: "output-error", errorText: INTERRUPTED_CALL_ERROR });
  });

  it("never runs an approved call a second time when the reply broke off after the approval (Retry)", async () => {
    const page = await pages.create(admin, { title: "Doomed", slug: unique("doomed") });
    await pages.trash(admin, page.id);
    const chatId = await chatLeftBy({
      type: "tool-cms_deletePage",
      toolCallId: unique("call"),
      state: "approval-responded",
      input: { page: page.id },
      approval: { id: unique("approval"), approved: true },
    });
    server.setModel(scriptedModel([text("It may already be done; check the activity log.")]).model);
    const before = await db.auditEvent.count({ where: { chatId } });
    const retried = await postChat(server.url, "editor", { id: chatId, continue: true, messages: [await last(chatId)] });
    expect(retried.status).toBe(200);
    expect(retried.chunks.some((c) => c.type === "error")).toBe(false);
    expect(await db.auditEvent.count({ where: { chatId, action: "tool.cms_deletePage" } })).toBe(0);
    expect(await db.auditEvent.count({ where: { chatId } })).toBe(before);
  });
});
