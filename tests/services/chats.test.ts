import { describe, expect, it } from "vitest";
import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";

async function person(role: "editor" | "viewer" = "editor") {
  const user = await users.create(admin, { email: `${unique("chatter")}@example.com`, name: "Chatter", role, password: "long-enough-password" });
  return userContext(user);
}

const message = (id: string, text: string) => ({ id, role: "user", parts: [{ type: "text", text }] });

describe("chats service", () => {
  it("starts a chat titled by its first message on the first save, stores messages in order and replaces them by id", async () => {
    const ctx = await person();
    const id = unique("chat");
    const m1 = unique("m1"), m2 = unique("m2"), m3 = unique("m3");
    expect(await chats.messagesOf(ctx, id)).toEqual([]);
    await expect(chats.get(ctx, id)).rejects.toMatchObject({ code: "not_found" });
    await chats.saveMessages(ctx, id, [message(m1, "one"), message(m2, "two")], "  Create a   pricing page with a FAQ and a hero section for the autumn launch  ");
    expect((await chats.get(ctx, id)).title).toBe("Create a pricing page with a FAQ and a hero section for the…");
    await chats.saveMessages(ctx, id, [message(m1, "one, edited"), message(m3, "three")]);
    const stored = await chats.get(ctx, id);
    expect(stored.messages.map((m) => [m.id, (m.parts[0] as { text: string }).text])).toEqual([
      [m1, "one, edited"],
      [m2, "two"],
      [m3, "three"],
    ]);
    expect((await chats.list(ctx)).map((c) => c.id)).toContain(id);
  });

  it("renames and deletes, validating the title", async () => {
    const ctx = await person();
    const id = unique("chat");
    await chats.saveMessages(ctx, id, [message(unique("m"), "hello")], "hello");
    await expect(chats.rename(ctx, id, "  ")).rejects.toMatchObject({ code: "validation" });
    expect((await chats.rename(ctx, id, "Launch prep")).title).toBe("Launch prep");
    await chats.remove(ctx, id);
    await expect(chats.get(ctx, id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("keeps each chat to its owner, answering for another's chat exactly as for a missing one", async () => {
    const owner = await person();
    const other = await person("viewer");
    const id = unique("chat");
    await chats.saveMessages(owner, id, [message(unique("m"), "mine")], "mine");
    const missing = await chats.get(other, unique("missing")).catch((error: Error) => error.message.replace(/"[^"]*"/, "ID"));
    await expect(chats.get(other, id)).rejects.toMatchObject({ code: "not_found" });
    expect(await chats.get(other, id).catch((error: Error) => error.message.replace(/"[^"]*"/, "ID"))).toBe(missing);
    await expect(chats.messagesOf(other, id)).rejects.toMatchObject({ code: "not_found" });
    await expect(chats.rename(other, id, "stolen")).rejects.toMatchObject({ code: "not_found" });
    await expect(chats.remove(other, id)).rejects.toMatchObject({ code: "not_found" });
    await expect(chats.saveMessages(other, id, [message(unique("x"), "injected")])).rejects.toMatchObject({ code: "not_found" });
    expect((await chats.list(other)).map((c) => c.id)).not.toContain(id);
    await expect(chats.get(owner, unique("missing"))).rejects.toMatchObject({ code: "not_found" });
  });

  it("refuses a message id another chat already uses, writing nothing", async () => {
    const ctx = await person();
    const taken = unique("m");
    await chats.saveMessages(ctx, unique("chat"), [message(taken, "first")], "first");
    const second = unique("chat");
    await expect(chats.saveMessages(ctx, second, [message(taken, "again")], "again")).rejects.toMatchObject({ code: "conflict" });
    expect(await chats.messagesOf(ctx, second)).toEqual([]);
  });
});
