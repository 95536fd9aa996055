import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_ERRORS } from "@/lib/agent/readable-error";
import { db } from "@/lib/db";
import { pages } from "@/lib/services/pages";
import type { SessionUser } from "@/lib/services/sessions";
import { admin, unique } from "../../support/actors";
import type { StreamChunk, startChatServer } from "../../support/chat-server";
import { chatSession, editorChatServer, streamedText } from "../../support/chat-turns";
import { PROVIDERS, providerForTests } from "../../support/model-providers";
import { fault, reply, type Reply } from "../../support/provider-script";

/**
 * A silent provider is given up on quickly while `during` runs (the defaults are a minute and half a
 * minute); other requests keep them, so a reply slowed by a busy machine is never taken for silence.
 */
async function withShortTimeouts<T>(during: () => Promise<T>): Promise<T> {
  process.env.AGENT_FIRST_CHUNK_TIMEOUT_MS = process.env.AGENT_CHUNK_TIMEOUT_MS = "700";
  try {
    return await during();
  } finally {
    delete process.env.AGENT_FIRST_CHUNK_TIMEOUT_MS;
    delete process.env.AGENT_CHUNK_TIMEOUT_MS;
  }
}

let chatServer: Awaited<ReturnType<typeof startChatServer>>;
let editor: SessionUser;

beforeAll(async () => {
  ({ editor, server: chatServer } = await editorChatServer());
});
afterAll(() => chatServer.close());

const errorsIn = (chunks: StreamChunk[]) => chunks.filter((c) => c.type === "error").map((c) => c.errorText);
const trashCount = (id: string) => db.auditEvent.count({ where: { action: "page.trash", targetId: id } });
const times = (count: number, make: () => Reply) => Array.from({ length: count }, make);

/** Model output before a fault mid-stream: some text and a safe call, which the fault leaves without a result. */
const halfDone = { text: "Let me check the pages first.", calls: [{ name: "cms_getPages", input: {} }] };

/** Every fault the proof asks for, each with the sentence the person reads. Retries: the SDK makes 3 attempts. `silent`: the provider stops answering. */
const FAULTS: { name: string; replies: Reply[]; message: string; silent?: true }[] = [
  { name: "429 until the retries run out (retry-after: 0)", replies: times(3, () => fault.status(429, "Rate limit reached", { "retry-after": "0" })), message: MODEL_ERRORS.rateLimited },
  { name: "500 until the retries run out", replies: times(3, () => fault.status(500, "Internal error", { "retry-after-ms": "5" })), message: MODEL_ERRORS.unavailable },
  { name: "529 overloaded until the retries run out", replies: times(3, () => fault.status(529, "Overloaded", { "retry-after-ms": "5" })), message: MODEL_ERRORS.unavailable },
  { name: "401 unauthorised", replies: [fault.status(401, "Invalid API key")], message: MODEL_ERRORS.unauthorised },
  { name: "a malformed chunk", replies: [fault.malformed(halfDone)], message: MODEL_ERRORS.badResponse },
  { name: "the connection closed mid-stream", replies: [fault.close(halfDone)], message: MODEL_ERRORS.brokeOff },
  { name: "the provider's error event inside a 200 stream", replies: [fault.errorEvent("Overloaded", halfDone)], message: MODEL_ERRORS.unavailable },
  { name: "no answer at all (hangs before headers)", replies: [fault.hangBeforeHeaders()], message: MODEL_ERRORS.timedOut, silent: true },
  { name: "silence mid-body", replies: [fault.hangMidBody(halfDone)], message: MODEL_ERRORS.timedOut, silent: true },
];

describe.each(PROVIDERS)("$name: every failure is survivable", (setup) => {
  const provider = providerForTests(setup, () => chatServer);

  it.each(FAULTS)("$name right after an approval: readable, the action ran once, and the chat goes on", async ({ replies, message, silent }) => {
    const page = await pages.create(admin, { title: "Doomed", slug: unique("doomed") });
    provider.script(reply.call("cms_deletePage", { page: page.id }));
    const chat = chatSession(chatServer.url, editor);
    await chat.send("delete the doomed page");

    provider.script(...replies);
    const faulted = silent ? await withShortTimeouts(() => chat.answer(true)) : await chat.answer(true);
    expect(faulted.status).toBe(200);
    expect(errorsIn(faulted.chunks)).toEqual([message]);
    expect(await trashCount(page.id), "the approved delete ran exactly once").toBe(1);
    const stored = await chat.last();
    expect(stored.parts.find((p) => p.type === "tool-cms_deletePage")?.state).toBe("output-available");
    expect(await db.auditEvent.count({ where: { chatId: chat.chatId, action: "tool.cms_deletePage", outcome: "success", decision: "approved" } })).toBe(2);

    provider.script(reply.text("The page is in the trash."));
    const retried = await chat.retry();
    expect(retried.status).toBe(200);
    expect(errorsIn(retried.chunks)).toEqual([]);
    expect(streamedText(retried.chunks)).toBe("The page is in the trash.");
    expect(setup.format.endsWithAssistant(provider.requests.at(-1)!.body), "no prefill: the conversation sent ends with the person or a tool result").toBe(false);
    expect(await trashCount(page.id), "Retry did not run the delete again").toBe(1);

    provider.script(reply.text("You're welcome."));
    const next = await chat.send("thanks");
    expect(streamedText(next.chunks)).toBe("You're welcome.");
    expect(errorsIn(next.chunks)).toEqual([]);
    expect(provider.unused()).toBe(0);
  });

  it("Retry after a reply cut off mid-sentence writes it again: no half sentence sent as prefill, none kept", async () => {
    provider.script(fault.hangMidBody({ text: "Your site has three pages: Home, Ab" }));
    const chat = chatSession(chatServer.url, editor);
    expect(errorsIn((await withShortTimeouts(() => chat.send("how many pages do I have?"))).chunks)).toEqual([MODEL_ERRORS.timedOut]);

    provider.script(reply.text("Your site has three pages: Home, About and Blog."));
    const retried = await chat.retry();
    expect(streamedText(retried.chunks)).toBe("Your site has three pages: Home, About and Blog.");
    expect(setup.format.endsWithAssistant(provider.requests.at(-1)!.body)).toBe(false);
    const texts = (await chat.last()).parts.filter((p) => p.type === "text").map((p) => p.text);
    expect(texts).toEqual(["Your site has three pages: Home, About and Blog."]);
    expect((await chat.retry()).status, "a finished answer is not run again").toBe(409);
  });

  it("waits as a 429's retry-after asks, then answers", async () => {
    provider.script(fault.status(429, "Slow down", { "retry-after": "1" }), reply.text("Here I am."));
    const started = Date.now();
    const { chunks } = await chatSession(chatServer.url, editor).send("hello");
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(errorsIn(chunks)).toEqual([]);
    expect(streamedText(chunks)).toBe("Here I am.");
  });

  it("a failed first request leaves a chat a new message can use", async () => {
    provider.script(fault.status(401, "Invalid API key"));
    const chat = chatSession(chatServer.url, editor);
    expect(errorsIn((await chat.send("hello")).chunks)).toEqual([MODEL_ERRORS.unauthorised]);
    provider.script(reply.text("Hello again."));
    expect(streamedText((await chat.send("hello?")).chunks)).toBe("Hello again.");
  });
});
