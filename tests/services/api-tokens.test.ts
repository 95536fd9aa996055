import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { apiTokens } from "@/lib/services/api-tokens";
import { userContext } from "@/lib/services/context";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";

async function person(role: "admin" | "editor" | "viewer") {
  const user = await users.create(admin, { email: `${unique(role)}@tokens.test`, name: role, role, password: "token-test-password" });
  return userContext(user);
}

describe("personal API tokens", () => {
  it("are shown once, stored as a hash, act for their owner with their role, and record their last use", async () => {
    const editor = await person("editor");
    const created = await apiTokens.create(editor, { name: "Laptop CLI", role: "viewer" });
    expect(created.token).toMatch(/^cms_[\w-]{40,}$/);
    expect(JSON.stringify(await db.apiToken.findUniqueOrThrow({ where: { id: created.id } }))).not.toContain(created.token);
    expect(await apiTokens.authenticate(created.token)).toMatchObject({ id: editor.actor.id, role: "viewer", tokenName: "Laptop CLI" });
    const [listed] = await apiTokens.list(editor);
    expect(listed).toMatchObject({ id: created.id, name: "Laptop CLI", role: "viewer", revokedAt: null, lastUsedAt: expect.any(Date) });
    expect(listed).not.toHaveProperty("tokenHash");
  });

  it("never do more than their owner, even after the owner is demoted", async () => {
    const editor = await person("editor");
    await expect(apiTokens.create(editor, { name: "Too much", role: "admin" })).rejects.toThrow("A token cannot do more than you: your role is editor.");
    const boss = await person("admin");
    await person("admin"); // the last active admin cannot be demoted
    const { token } = await apiTokens.create(boss, { name: "Ops", role: "admin" });
    await users.update(admin, boss.actor.id!, { role: "viewer" });
    expect((await apiTokens.authenticate(token)).role).toBe("viewer");
  });

  it("stop working once revoked, and only their owner can revoke them", async () => {
    const editor = await person("editor");
    const other = await person("editor");
    const { id, token } = await apiTokens.create(editor, { name: "Old", role: "editor" });
    await expect(apiTokens.revoke(other, id)).rejects.toMatchObject({ code: "not_found" });
    await apiTokens.revoke(editor, id);
    await expect(apiTokens.authenticate(token)).rejects.toThrow("This API token is not valid");
    await expect(apiTokens.authenticate("cms_made-up")).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await db.auditEvent.count({ where: { action: "apiToken.revoke", targetId: id, actorId: editor.actor.id } })).toBe(1);
  });

  it("refuse a token without a name", async () => {
    const editor = await person("editor");
    await expect(apiTokens.create(editor, { name: " ", role: "viewer" })).rejects.toMatchObject({ code: "validation" });
  });
});
