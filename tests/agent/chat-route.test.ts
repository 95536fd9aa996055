import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import type { SessionUser } from "@/lib/services/sessions";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";
import { postChat, startChatServer, type StreamChunk } from "../support/chat-server";
import { scriptedModel, text, toolCall } from "../support/scripted-model";

let server: Awaited<ReturnType<typeof startChatServer>>;
const people: Record<string, SessionUser> = {};

beforeAll(async () => {
  await sections.syncTemplates();
  for (const role of ["editor", "viewer", "other"] as const) {
    const user = await users.create(admin, { email: `${unique(role)}@example.com`, name: role, role: role === "other" ? "editor" : role, password: "long-enough-password" });
    people[role] = { id: user.id, email: user.email, name: user.name, role: user.role as SessionUser["role"] };
  }
  server = await startChatServer(people);
});
afterAll(() => server.close());

const userMessage = (value: string) => ({ id: randomUUID(), role: "user", parts: [{ type: "text", text: value }] });
const newChat = () => `chat-${randomUUID()}`;
const toolParts = (chunks: StreamChunk[], type: string) => chunks.filter((c) => c.type === type);

async function storedAssistant(chatId: string, who = "editor") {
  const chat = await chats.get(userContext(people[who]), chatId);
  return chat.messages.at(-1) as unknown as { id: string; role: string; parts: Record<string, unknown>[] };
}

/** Answers the pending approval of the chat's last message the way useChat does. */
async function answer(chatId: string, approved: boolean, options: { who?: string; reason?: string; mutate?: (part: Record<string, unknown>) => void } = {}) {
  const last = await storedAssistant(chatId);
  const parts = last.parts.map((part) => {
    if (part.state !== "approval-requested") return part;
    const answered = { ...part, state: "approval-responded", approval: { ...(part.approval as object), approved, ...(options.reason ? { reason: options.reason } : {}) } };
    options.mutate?.(answered);
    return answered;
  });
  return postChat(server.url, options.who ?? "editor", { id: chatId, messages: [{ ...last, parts }] });
}

async function newPage() {
  return pages.create(admin, { title: "Doomed", slug: unique("doomed") });
}

describe("POST /api/chat", () => {
  it("runs a safe tool call and stores the conversation", async () => {
    const { model } = scriptedModel([toolCall("cms_getPages", {}), text("Here are your pages.")]);
    server.setModel(model);
    const chatId = newChat();
    const { status, chunks } = await postChat(server.url, "editor", { id: chatId, messages: [userMessage("list pages")] });
    expect(status).toBe(200);
    const output = toolParts(chunks, "tool-output-available")[0];
    expect(output.output).toMatchObject({ ok: true, total: expect.any(Number) });
    const last = await storedAssistant(chatId);
    expect(last.parts.some((p) => p.type === "tool-cms_getPages" && p.state === "output-available")).toBe(true);
    expect(last.parts.some((p) => p.type === "text" && String(p.text).includes("Here are your pages."))).toBe(true);
  });

  it("stops a high-risk call at approval with the database unchanged, with a preview", async () => {
    const page = await newPage();
    server.setModel(scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Deleted.")]).model);
    const chatId = newChat();
    const { chunks } = await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete it")] });
    expect(toolParts(chunks, "tool-approval-request")).toHaveLength(1);
    expect(toolParts(chunks, "tool-output-available")).toHaveLength(0);
    const preview = chunks.find((c) => c.type === "data-approvalPreview");
    expect(preview?.data).toMatchObject({ toolName: "cms_deletePage", risk: "high", action: expect.stringContaining("Doomed") });
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
  });

  it("runs an approved call exactly once, even when the approval is sent twice at once", async () => {
    const page = await newPage();
    server.setModel(scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Moved to the trash.")]).model);
    const chatId = newChat();
    await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete it")] });
    const [first, second] = await Promise.all([answer(chatId, true), answer(chatId, true)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).not.toBeNull();
    const trashEvents = await db.auditEvent.findMany({ where: { action: "page.trash", targetId: page.id } });
    expect(trashEvents).toHaveLength(1);
    expect(trashEvents[0]).toMatchObject({ chatId, decision: "approved", actorId: people.editor.id });
    expect(await db.auditEvent.count({ where: { chatId, action: "tool.cms_deletePage", decision: "approved" } })).toBe(2);

    const { audit } = await import("@/lib/services/audit");
    const toolEvents = (await audit.list(userContext(people.editor), { action: "tool.cms_deletePage", turnId: trashEvents[0].turnId! })).items;
    const trashRevisions = await db.revision.findMany({ where: { auditEventId: trashEvents[0].id } });
    expect(toolEvents.find((e) => e.outcome === "success" && e.decision === "approved")?.revisionIds).toEqual(trashRevisions.map((r) => r.id));

    const replay = await answer(chatId, true);
    expect(replay.status).toBe(409);
  });

  it("takes several answers in one continuation (approve all, or one each) with exactly their effects", async () => {
    const [first, second] = [await newPage(), await newPage()];
    const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
    const twoCalls = [
      { type: "tool-call" as const, toolCallId: "call-a", toolName: "cms_deletePage", input: JSON.stringify({ page: first.id }) },
      { type: "tool-call" as const, toolCallId: "call-b", toolName: "cms_deletePage", input: JSON.stringify({ page: second.id }) },
      { type: "finish" as const, finishReason: { unified: "tool-calls" as const, raw: undefined }, usage },
    ];
    server.setModel(scriptedModel([twoCalls, text("One deleted, one kept.")]).model);
    const chatId = newChat();
    const asked = await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete both")] });
    expect(toolParts(asked.chunks, "tool-approval-request")).toHaveLength(2);
    const last = await storedAssistant(chatId);
    const parts = last.parts.map((p) =>
      p.state === "approval-requested" ? { ...p, state: "approval-responded", approval: { ...(p.approval as object), approved: p.toolCallId === "call-a" } } : p,
    );
    const done = await postChat(server.url, "editor", { id: chatId, messages: [{ ...last, parts }] });
    expect(done.status).toBe(200);
    expect((await db.page.findUniqueOrThrow({ where: { id: first.id } })).deletedAt).not.toBeNull();
    expect((await db.page.findUniqueOrThrow({ where: { id: second.id } })).deletedAt).toBeNull();
    const states = (await storedAssistant(chatId)).parts.filter((p) => p.type === "tool-cms_deletePage").map((p) => p.state);
    expect(states.sort()).toEqual(["output-available", "output-denied"]);
  });

  it("does not run a denied call and tells the model why", async () => {
    const page = await newPage();
    const script = scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Understood, I left it alone.")]);
    server.setModel(script.model);
    const chatId = newChat();
    await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete it")] });
    const { status } = await answer(chatId, false, { reason: "still needed" });
    expect(status).toBe(200);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
    expect(JSON.stringify(script.prompts.at(-1))).toContain("still needed");
    const last = await storedAssistant(chatId);
    expect(last.parts.find((p) => p.type === "tool-cms_deletePage")?.state).toBe("output-denied");
    expect(await db.auditEvent.count({ where: { chatId, decision: "denied", message: { contains: "still needed" } } })).toBe(1);
  });

  describe("a card that no longer matches its target", () => {
    /** Asks to delete a fresh page, so a card waits; returns the page and the chat. */
    async function waitingDelete() {
      const page = await newPage();
      server.setModel(scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Handled.")]).model);
      const chatId = newChat();
      await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete it")] });
      return { page, chatId };
    }

    it("is refused when approved after the target changed, says why on the card and in the log", async () => {
      const { page, chatId } = await waitingDelete();
      await pages.update(admin, page.id, { title: "Renamed meanwhile" });
      const { status, chunks } = await answer(chatId, true);
      expect(status).toBe(200);
      expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
      const reason = "The page 'Doomed' has changed since this card was shown, so it can no longer be approved. Ask the assistant again to see what would change now.";
      expect(chunks.find((c) => c.type === "data-approvalExpired")?.data).toEqual({ toolCallId: expect.any(String), reason });
      expect(toolParts(chunks, "tool-output-denied")).toHaveLength(1);
      const stored = await storedAssistant(chatId);
      expect(stored.parts.find((p) => p.type === "tool-cms_deletePage")?.state).toBe("output-denied");
      expect(stored.parts.some((p) => p.type === "data-approvalExpired")).toBe(true);
      expect(await db.auditEvent.findMany({ where: { chatId, decision: "expired" } })).toEqual([expect.objectContaining({ outcome: "blocked", message: reason })]);
    });

    it("is refused when approved after the target went to the trash, naming it rather than its id", async () => {
      const { page, chatId } = await waitingDelete();
      await pages.trash(admin, page.id);
      const { chunks } = await answer(chatId, true);
      expect(chunks.find((c) => c.type === "data-approvalExpired")?.data).toMatchObject({
        reason: "The page 'Doomed' no longer exists (it was deleted or moved to the trash), so this can no longer be done.",
      });
      expect(await db.auditEvent.count({ where: { action: "page.trash", targetId: page.id } })).toBe(1);
    });

    it("declined after it went stale (as the chat does by itself) is kept as expired, not as the person's denial", async () => {
      const { page, chatId } = await waitingDelete();
      await pages.update(admin, page.id, { title: "Renamed meanwhile" });
      const { chunks } = await answer(chatId, false, { reason: "Expired before it was answered" });
      expect(chunks.find((c) => c.type === "data-approvalExpired")?.data).toMatchObject({ reason: expect.stringContaining("has changed since this card was shown") });
      expect((await storedAssistant(chatId)).parts.some((p) => p.type === "data-approvalExpired")).toBe(true);

      const fresh = await waitingDelete();
      const denied = await answer(fresh.chatId, false);
      expect(denied.chunks.some((c) => c.type === "data-approvalExpired"), "a card that still matches is the person's denial").toBe(false);
    });

    it("is reported while it waits, so the card can show as expired before anyone clicks", async () => {
      const { expiredApprovals } = await import("@/lib/agent/approval-freshness");
      const { page, chatId } = await waitingDelete();
      const ctx = userContext(people.editor);
      expect(await expiredApprovals(ctx, chatId)).toEqual({});
      await pages.update(admin, page.id, { slug: unique("moved") });
      const approvalId = ((await storedAssistant(chatId)).parts.find((p) => p.state === "approval-requested")?.approval as { id: string }).id;
      expect(await expiredApprovals(ctx, chatId)).toEqual({ [approvalId]: expect.stringContaining("has changed since this card was shown") });
      await expect(expiredApprovals(userContext(people.other), chatId)).rejects.toMatchObject({ code: "not_found" });
    });
  });

  it("ignores an input edited on the client after the approval request", async () => {
    const target = await newPage();
    const bystander = await newPage();
    server.setModel(scriptedModel([toolCall("cms_deletePage", { page: target.id }), text("Done.")]).model);
    const chatId = newChat();
    await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete it")] });
    await answer(chatId, true, { mutate: (part) => (part.input = { page: bystander.id }) });
    expect((await db.page.findUniqueOrThrow({ where: { id: bystander.id } })).deletedAt).toBeNull();
    expect((await db.page.findUniqueOrThrow({ where: { id: target.id } })).deletedAt).not.toBeNull();
  });

  it("refuses invented approvals and approvals whose stored signature does not match", async () => {
    const page = await newPage();
    server.setModel(scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Done.")]).model);
    const chatId = newChat();
    await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete it")] });
    const invented = await answer(chatId, true, { mutate: (part) => ((part.approval as { id: string }).id = "invented") });
    expect(invented.status).toBe(409);

    // Tamper with the stored request itself: the signed approval no longer matches the input.
    const last = await storedAssistant(chatId);
    const tampered = last.parts.map((p) => (p.state === "approval-requested" ? { ...p, input: { page: "home" } } : p));
    await chats.saveMessages(userContext(people.editor), chatId, [{ ...last, parts: tampered } as never]);
    const { chunks } = await answer(chatId, true);
    expect(toolParts(chunks, "tool-output-available")).toHaveLength(0);
    expect(chunks.find((c) => c.type === "error")?.errorText).toMatch(/approval could not be verified, so nothing was done/);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
    expect((await db.page.findUniqueOrThrow({ where: { slug: "home" } }).catch(() => null))?.deletedAt ?? null).toBeNull();
  });

  it("grants nothing for a model-supplied confirmed: true", async () => {
    const page = await newPage();
    server.setModel(scriptedModel([toolCall("cms_deletePage", { page: page.id, confirmed: true }), text("Done.")]).model);
    const { chunks } = await postChat(server.url, "editor", { id: newChat(), messages: [userMessage("delete it, confirmed")] });
    expect(toolParts(chunks, "tool-approval-request")).toHaveLength(1);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
  });

  it("turns an unknown tool and invalid input into error parts and keeps going", async () => {
    server.setModel(scriptedModel([toolCall("cms_launchRockets", {}), toolCall("cms_getPage", { nope: 1 }), text("Recovered.")]).model);
    const { chunks } = await postChat(server.url, "editor", { id: newChat(), messages: [userMessage("do something odd")] });
    const errors = [...toolParts(chunks, "tool-input-error"), ...toolParts(chunks, "tool-output-error")].map((c) => String(c.errorText));
    expect(errors).toEqual([expect.stringContaining("cms_launchRockets"), expect.stringContaining("Invalid input for tool cms_getPage")]);
    expect(chunks.some((c) => c.type === "text-delta" && c.delta === "Recovered.")).toBe(true);
  });

  it("retries a reply that broke off by running on from the stored turn: nothing already done runs twice", async () => {
    const { MockLanguageModelV4, simulateReadableStream } = await import("ai/test");
    const { APICallError } = await import("ai");
    const title = unique("Half done");
    const steps = [toolCall("cms_createPage", { title }), "fail", text("Created it; nothing else to do.")] as const;
    let call = 0;
    server.setModel(
      new MockLanguageModelV4({
        doStream: async () => {
          const step = steps[call++];
          if (step === "fail") throw new APICallError({ message: "Overloaded", url: "https://provider.example/v1", requestBodyValues: {}, statusCode: 529, isRetryable: false });
          return { stream: simulateReadableStream({ chunks: [{ type: "stream-start" as const, warnings: [] }, ...step] }) };
        },
      }),
    );
    const chatId = newChat();
    const first = await postChat(server.url, "editor", { id: chatId, messages: [userMessage(`create a page called ${title}`)] });
    expect(first.chunks.some((c) => c.type === "error")).toBe(true);
    const broken = await storedAssistant(chatId);

    const retried = await postChat(server.url, "editor", { id: chatId, continue: true, messages: [broken] });
    expect(retried.status).toBe(200);
    expect(retried.chunks.find((c) => c.type === "start")?.messageId, "the same turn goes on").toBe(broken.id);
    expect(await db.page.count({ where: { title } })).toBe(1);
    const after = await storedAssistant(chatId);
    expect(after.parts.filter((p) => p.type === "tool-cms_createPage")).toHaveLength(1);
    expect(after.parts.some((p) => p.type === "text" && p.text === "Created it; nothing else to do.")).toBe(true);

    const again = await postChat(server.url, "editor", { id: chatId, continue: true, messages: [{ ...after, id: "someone-else" }] });
    expect(again.status).toBe(409);
  });

  it("surfaces a provider failure as a readable error", async () => {
    const { MockLanguageModelV4 } = await import("ai/test");
    const { APICallError } = await import("ai");
    const { MODEL_ERRORS } = await import("@/lib/agent/readable-error");
    server.setModel(
      new MockLanguageModelV4({
        doStream: async () => {
          throw new APICallError({ message: "Rate limit exceeded", url: "https://provider.example/v1", requestBodyValues: {}, statusCode: 429, isRetryable: false });
        },
      }),
    );
    const { chunks } = await postChat(server.url, "editor", { id: newChat(), messages: [userMessage("hello")] });
    const error = chunks.find((c) => c.type === "error");
    expect(error?.errorText).toBe(MODEL_ERRORS.rateLimited);
  });

  it("lets no viewer approve, and keeps other users out of a chat", async () => {
    const page = await newPage();
    server.setModel(scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Done.")]).model);
    const chatId = newChat();
    await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete it")] });
    const last = await storedAssistant(chatId);
    const asOther = await postChat(server.url, "other", { id: chatId, messages: [userMessage("hi")] });
    expect(asOther.status).toBe(404);

    const viewerChat = newChat();
    server.setModel(scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Done.")]).model);
    await postChat(server.url, "viewer", { id: viewerChat, messages: [userMessage("delete it")] });
    const viewerLast = (await chats.get(userContext(people.viewer), viewerChat)).messages.at(-1) as unknown as { parts: Record<string, unknown>[] };
    const answered = viewerLast.parts.map((p) => (p.state === "approval-requested" ? { ...p, state: "approval-responded", approval: { ...(p.approval as object), approved: true } } : p));
    const refused = await postChat(server.url, "viewer", { id: viewerChat, messages: [{ ...viewerLast, parts: answered }] });
    expect(refused.status).toBe(403);
    expect(last.role).toBe("assistant");
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
  });

  it("drives a whole delete request with the offline model: lookup, approval, then the delete", async () => {
    const { createOfflineModel } = await import("@/lib/agent/offline-model");
    server.setModel(createOfflineModel());
    const page = await pages.create(admin, { title: "Zephyr Launch", slug: unique("zephyr") });
    const chatId = newChat();
    const asked = await postChat(server.url, "editor", { id: chatId, messages: [userMessage("delete the zephyr launch page")] });
    expect(toolParts(asked.chunks, "tool-approval-request")).toHaveLength(1);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
    const done = await answer(chatId, true);
    expect(toolParts(done.chunks, "tool-output-available").map((c) => (c.output as { ok: boolean }).ok)).toContain(true);
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).not.toBeNull();
    const reply = done.chunks.filter((c) => c.type === "text-delta").map((c) => c.delta).join("");
    expect(reply).toMatch(/trash/i);
  });

  it("declines a viewer's change with the offline model up front, instead of a card nobody can answer", async () => {
    const { createOfflineModel } = await import("@/lib/agent/offline-model");
    server.setModel(createOfflineModel());
    const page = await pages.create(admin, { title: "Viewer Proof", slug: unique("viewer-proof") });
    const { chunks } = await postChat(server.url, "viewer", { id: newChat(), messages: [userMessage("delete the viewer proof page")] });
    expect(toolParts(chunks, "tool-approval-request")).toHaveLength(0);
    const reply = chunks.filter((c) => c.type === "text-delta").map((c) => c.delta).join("");
    expect(reply).toContain("I can't delete the page 'Viewer Proof': you're signed in as a viewer, and viewers can read the site but not change it. Nothing was changed");
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();
  });

  it("answers list requests with the offline model, streaming text in small pieces", async () => {
    const { createOfflineModel } = await import("@/lib/agent/offline-model");
    server.setModel(createOfflineModel());
    const { chunks } = await postChat(server.url, "editor", { id: newChat(), messages: [userMessage("list draft posts")] });
    const call = chunks.find((c) => c.type === "tool-input-available");
    expect(call).toMatchObject({ toolName: "cms_getPosts", input: expect.objectContaining({ status: "draft" }) });
    expect(chunks.filter((c) => c.type === "text-delta").length).toBeGreaterThan(3);
  });

  it("blocks a tool an admin has blocked for the role, and audits the block", async () => {
    const { toolPolicies } = await import("@/lib/services/tool-policies");
    const { TOOL_DEFINITIONS } = await import("@/lib/tools/registry");
    await toolPolicies.update(admin, [{ toolName: "cms_getSiteSettings", role: "viewer", mode: "block" }], TOOL_DEFINITIONS.map((d) => d.name));
    server.setModel(scriptedModel([toolCall("cms_getSiteSettings", {}), text("I could not read them.")]).model);
    const chatId = newChat();
    const { chunks } = await postChat(server.url, "viewer", { id: chatId, messages: [userMessage("show the settings")] });
    expect(toolParts(chunks, "tool-output-available")).toHaveLength(0);
    expect(toolParts(chunks, "tool-output-denied")).toHaveLength(1);
    expect(await db.auditEvent.count({ where: { chatId, decision: "blocked", outcome: "blocked" } })).toBe(1);

    server.setModel(scriptedModel([toolCall("cms_getSiteSettings", {}), text("Here they are.")]).model);
    const allowed = await postChat(server.url, "editor", { id: newChat(), messages: [userMessage("show the settings")] });
    expect(toolParts(allowed.chunks, "tool-output-available")).toHaveLength(1);
  });

  it("edits a published page's draft without a card, flagged, and leaves the live page as it was", async () => {
    const { published } = await import("@/lib/services/published");
    const live = await pages.create(admin, { title: "Live page", slug: unique("live") });
    await pages.publish(admin, live.id);
    server.setModel(scriptedModel([toolCall("cms_updatePage", { page: live.id, title: "Renamed live" }), text("Renamed.")]).model);
    const quiet = await postChat(server.url, "editor", { id: newChat(), messages: [userMessage("rename the live page")] });
    expect(toolParts(quiet.chunks, "tool-approval-request")).toHaveLength(0);
    expect((await db.page.findUniqueOrThrow({ where: { id: live.id } })).title).toBe("Renamed live");
    expect((await published.page(live.slug))?.title).toBe("Live page");
    const flagged = await db.auditEvent.findFirstOrThrow({ where: { action: "tool.cms_updatePage", decision: "auto" }, orderBy: { createdAt: "desc" } });
    expect(flagged.message).toMatch(/^Moderate risk, ran without asking/);
    expect(quiet.chunks.find((c) => c.type === "tool-input-available")?.toolMetadata).toMatchObject({ risk: "moderate", domain: "pages" });
  });

  it("keeps what already ran when the client goes away mid-stream", async () => {
    const { MockLanguageModelV4, simulateReadableStream } = await import("ai/test");
    const slug = unique("left-behind");
    const steps = [toolCall("cms_createPage", { title: "Left behind", slug }), text("A long answer that is still streaming when the tab closes.")];
    let call = 0;
    server.setModel(
      new MockLanguageModelV4({
        doStream: async () => ({
          stream: simulateReadableStream({ chunks: [{ type: "stream-start", warnings: [] }, ...steps[Math.min(call++, 1)]], chunkDelayInMs: call > 1 ? 400 : 0 }),
        }),
      }),
    );
    const chatId = newChat();
    const controller = new AbortController();
    const response = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-user": "editor" },
      body: JSON.stringify({ id: chatId, messages: [userMessage("create a page called Left behind")] }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let seen = "";
    while (!seen.includes("tool-output-available")) seen += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await expect.poll(async () => (await storedAssistant(chatId)).parts.some((p) => p.type === "tool-cms_createPage" && p.state === "output-available"), { timeout: 5000 }).toBe(true);
    expect(await db.page.findUnique({ where: { slug } })).not.toBeNull();
  });

  it("rejects malformed bodies with a reason", async () => {
    const empty = await postChat(server.url, "editor", { id: newChat(), messages: [] });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text).error).toMatch(/at least one message/);
    const bad = await postChat(server.url, "editor", { id: newChat(), messages: [{ role: "user" }] });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error).toMatch(/Invalid message/);

    const blankChat = newChat();
    const blank = await postChat(server.url, "editor", { id: blankChat, messages: [{ ...userMessage("   "), parts: [{ type: "text", text: "  " }] }] });
    expect(blank.status).toBe(400);
    expect(JSON.parse(blank.text).error).toBe("The message is empty: type what the assistant should do.");
    const huge = await postChat(server.url, "editor", { id: blankChat, messages: [userMessage("x".repeat(20_001))] });
    expect(huge.status).toBe(400);
    expect(JSON.parse(huge.text).error).toBe("The message is too long (20,001 characters, at most 20,000). Shorten it or send it in parts.");
    expect(await db.chat.count({ where: { id: blankChat } }), "no chat is created for a refused message").toBe(0);
  });
});
