import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { admin, unique } from "../support/actors";
import { scriptedModel, text, toolCall } from "../support/scripted-model";

type Part = Record<string, unknown>;

/** Loads the chat handler and its services as a freshly started server would: no module state. */
async function freshServer() {
  vi.resetModules();
  return {
    ...(await import("@/lib/agent/run-chat")),
    ...(await import("@/lib/services/chats")),
    ...(await import("@/lib/services/context")),
    db: (await import("@/lib/db")).db,
  };
}

describe("a pending approval across a server restart", () => {
  it("still works after the server's memory is gone: the card and its signing secret are stored", async () => {
    delete process.env.TOOL_APPROVAL_SECRET;
    const before = await freshServer();
    const { pages } = await import("@/lib/services/pages");
    const { users } = await import("@/lib/services/users");
    const created = await users.create(admin, { email: `${unique("restart")}@example.com`, name: "Restart", role: "editor", password: "long-enough-password" });
    const user = { id: created.id, email: created.email, name: created.name, role: "editor" as const };
    const page = await pages.create(admin, { title: "Survivor", slug: unique("survivor") });
    const chatId = `chat-${randomUUID()}`;

    const asked = await before.handleChatRequest(
      { id: chatId, messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text: "delete it" }] }] },
      user,
      { model: scriptedModel([toolCall("cms_deletePage", { page: page.id }), text("Done.")]).model },
    );
    expect(await asked.text()).toContain("tool-approval-request");

    const after = await freshServer();
    const stored = (await after.chats.get(after.userContext(user), chatId)).messages.at(-1) as unknown as { parts: Part[] };
    const parts = stored.parts.map((p) => (p.state === "approval-requested" ? { ...p, state: "approval-responded", approval: { ...(p.approval as object), approved: true } } : p));
    const done = await after.handleChatRequest({ id: chatId, messages: [{ ...stored, parts }] }, user, {
      model: scriptedModel([text("Moved to the trash.")]).model,
    });
    expect(await done.text()).toContain("tool-output-available");
    expect((await after.db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).not.toBeNull();
  });
});
