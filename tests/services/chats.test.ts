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
  it("opens a chat titled by its first message, stores messages in order and replaces them by id", async () => {
    const ctx = await person();
    const id = unique("chat");
    const chat = await chats.open(ctx, id, "  Create a   pricing page with a FAQ and a hero section for the autumn launch  ");
    expect(chat.title).toBe("Create a pricing page with a FAQ and a hero section for the…");
    await chats.saveMessages(ctx, id, [message("m1", "one"), message("m2", "two")]);
    await chats.saveMessages(ctx, id, [message("m1", "one, edited"), message("m3", "three")]);
    const stored = await chats.get(ctx, id);
    expect(stored.messages.map((m) => [m.id, (m.parts[0] as { text: string }).text])).toEqual([
      ["m1", "one, edited"],
      ["m2", "two"],
      ["m3", "three"],
    ]);
    expect((await chats.list(ctx)).map((c) => c.id)).toContain(id);
  });

  it("renames and deletes, validating the title", async () => {
    const ctx = await person();
    const id = unique("chat");
    await chats.open(ctx, id, "hello");
    await expect(chats.rename(ctx, id, "  ")).rejects.toMatchObject({ code: "validation" });
    expect((await chats.rename(ctx, id, "Launch prep")).title).toBe("Launch prep");
    await chats.remove(ctx, id);
    await expect(chats.get(ctx, id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("keeps each chat to its owner", async () => {
    const owner = await person();
    const other = await person("viewer");
    const id = unique("chat");
    await chats.open(owner, id, "mine");
    await expect(chats.get(other, id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(chats.open(other, id, "take over")).rejects.toMatchObject({ code: "forbidden" });
    await expect(chats.rename(other, id, "stolen")).rejects.toMatchObject({ code: "forbidden" });
    await expect(chats.remove(other, id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(chats.saveMessages(other, id, [message("x", "injected")])).rejects.toMatchObject({ code: "forbidden" });
    expect((await chats.list(other)).map((c) => c.id)).not.toContain(id);
    await expect(chats.get(owner, unique("missing"))).rejects.toMatchObject({ code: "not_found" });
  });
});
