import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import type { SessionUser } from "@/lib/services/sessions";
import { admin, unique } from "../../support/actors";
import type { startChatServer } from "../../support/chat-server";
import { chatSession, chunksOf, editorChatServer, streamedText } from "../../support/chat-turns";
import { PROVIDERS, providerForTests } from "../../support/model-providers";
import { reply } from "../../support/provider-script";
import { anthropicMessages } from "../../support/wire/anthropic-messages";

let chatServer: Awaited<ReturnType<typeof startChatServer>>;
let editor: SessionUser;

beforeAll(async () => {
  await sections.syncTemplates();
  ({ editor, server: chatServer } = await editorChatServer());
});
afterAll(() => chatServer.close());

const newPage = () => pages.create(admin, { title: "Doomed", slug: unique("doomed") });
const isTrashed = async (id: string) => (await db.page.findUniqueOrThrow({ where: { id } })).deletedAt !== null;
const trashCount = (id: string) => db.auditEvent.count({ where: { action: "page.trash", targetId: id } });

describe.each(PROVIDERS)("$name through /api/chat", (setup) => {
  const provider = providerForTests(setup, () => chatServer);

  const session = () => chatSession(chatServer.url, editor);
  /** What the model was told of each tool call in request `index` (the last by default). */
  const resultsSent = (index = -1) => setup.format.toolResults(provider.requests.at(index)!.body);

  it("asks before a high-risk call, runs it once approved, and the model reads the result", async () => {
    const page = await newPage();
    provider.script(reply.call("cms_deletePage", { page: page.id }), reply.text("It is in the trash now."));
    const chat = session();
    const asked = await chat.send("delete the doomed page");
    expect(asked.status).toBe(200);
    expect(chunksOf(asked.chunks, "tool-approval-request")).toHaveLength(1);
    expect(await isTrashed(page.id)).toBe(false);
    expect(provider.requests[0].path).toBe(setup.path);

    const done = await chat.answer(true);
    expect(done.status).toBe(200);
    expect(streamedText(done.chunks)).toBe("It is in the trash now.");
    expect(await isTrashed(page.id)).toBe(true);
    expect(await trashCount(page.id)).toBe(1);
    expect(resultsSent()).toEqual([expect.objectContaining({ text: expect.stringContaining('"ok":true') })]);
    expect((await chat.last()).parts.find((p) => p.type === "tool-cms_deletePage")?.state).toBe("output-available");
    expect(provider.unused()).toBe(0);
  });

  it("denies without a reason: nothing runs and the model is told", async () => {
    const page = await newPage();
    provider.script(reply.call("cms_deletePage", { page: page.id }), reply.text("Understood, I left it."));
    const chat = session();
    await chat.send("delete the doomed page");
    const denied = await chat.answer(false);
    expect(denied.status).toBe(200);
    expect(streamedText(denied.chunks)).toBe("Understood, I left it.");
    expect(await isTrashed(page.id)).toBe(false);
    expect(resultsSent()).toEqual([expect.objectContaining({ text: expect.stringMatching(/denied/i) })]);
    expect((await chat.last()).parts.find((p) => p.type === "tool-cms_deletePage")?.state).toBe("output-denied");
  });

  it("denies with a reason: the model reads that it was denied, and why", async () => {
    const page = await newPage();
    provider.script(reply.call("cms_deletePage", { page: page.id }), reply.text("Fine, it stays."));
    const chat = session();
    await chat.send("delete the doomed page");
    await chat.answer(false, "we still link to it");
    expect(await isTrashed(page.id)).toBe(false);
    const [told] = resultsSent();
    expect(told.text).toContain("The person denied this action: we still link to it");
    if (setup.format === anthropicMessages) expect(told.isError, "Anthropic's tool_result carries is_error").toBe(true);
    expect(await db.auditEvent.count({ where: { chatId: chat.chatId, decision: "denied", message: { contains: "we still link to it" } } })).toBe(1);
  });

  it("turns invalid input and an unknown tool into errors the model reads, then goes on", async () => {
    provider.script(reply.call("cms_getPage", { nope: 1 }), reply.call("cms_launchRockets", {}), reply.text("Recovered."));
    const chat = session();
    const { status, chunks } = await chat.send("do something odd");
    expect(status).toBe(200);
    const errors = [...chunksOf(chunks, "tool-input-error"), ...chunksOf(chunks, "tool-output-error")].map((c) => String(c.errorText));
    expect(errors).toEqual([expect.stringContaining("Invalid input for tool cms_getPage"), expect.stringContaining("cms_launchRockets")]);
    expect(streamedText(chunks)).toBe("Recovered.");
    expect(resultsSent(1)).toEqual([expect.objectContaining({ text: expect.stringContaining("Invalid input for tool cms_getPage") })]);
    expect(resultsSent(2).at(-1)).toEqual(expect.objectContaining({ text: expect.stringContaining("cms_launchRockets") }));
  });

  it("rejects tool arguments cut off mid-JSON instead of running the tool without them", async () => {
    provider.script(reply.calls([{ name: "cms_getPages", raw: '{"status":"dra' }]), reply.text("Let me try that again."));
    const { chunks } = await session().send("list draft pages");
    expect(chunksOf(chunks, "tool-output-available"), "nothing ran").toHaveLength(0);
    const errors = [...chunksOf(chunks, "tool-input-error"), ...chunksOf(chunks, "tool-output-error")].map((c) => String(c.errorText));
    expect(errors).toEqual([expect.stringContaining("Invalid input for tool cms_getPages")]);
    expect(resultsSent()).toEqual([expect.objectContaining({ text: expect.stringContaining("Invalid input for tool cms_getPages") })]);
  });

  it("runs the safe call of two in one response at once and holds the gated one for approval", async () => {
    const page = await newPage();
    provider.script(
      reply.calls([{ name: "cms_getPages", input: {} }, { name: "cms_deletePage", input: { page: page.id } }]),
      reply.text("Listed them, and the page is in the trash."),
    );
    const chat = session();
    const asked = await chat.send("list pages and delete the doomed one");
    expect(chunksOf(asked.chunks, "tool-output-available")).toHaveLength(1);
    expect(chunksOf(asked.chunks, "tool-approval-request")).toHaveLength(1);
    expect(await isTrashed(page.id)).toBe(false);

    const done = await chat.answer(true);
    expect(streamedText(done.chunks)).toBe("Listed them, and the page is in the trash.");
    expect(await trashCount(page.id)).toBe(1);
    const states = (await chat.last()).parts.filter((p) => String(p.type).startsWith("tool-")).map((p) => p.state);
    expect(states).toEqual(["output-available", "output-available"]);
  });
});
