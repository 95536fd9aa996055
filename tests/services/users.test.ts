import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sessions } from "@/lib/services/sessions";
import { users } from "@/lib/services/users";
import { admin, editor, unique } from "../support/actors";

const newUser = (role: "admin" | "editor" | "viewer" = "editor") => ({
  email: `${unique("user")}@example.com`,
  name: "Test User",
  role,
  password: "a-long-enough-password",
});

describe("users service", () => {
  it("creates a user whose password verifies, and never stores the password", async () => {
    const input = newUser();
    const user = await users.create(admin, input);
    expect(user).toMatchObject({ email: input.email, role: "editor" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).not.toContain(input.password);
    await expect(users.authenticate(input.email.toUpperCase(), input.password)).resolves.toMatchObject({ id: user.id });
    const event = await db.auditEvent.findFirstOrThrow({ where: { action: "user.create", targetId: user.id } });
    expect(JSON.stringify(event.input)).not.toContain(input.password);
  });

  it("rejects wrong passwords, unknown emails and disabled users with one generic message", async () => {
    const input = newUser();
    const user = await users.create(admin, input);
    await expect(users.authenticate(input.email, "wrong-password")).rejects.toMatchObject({ code: "unauthenticated", message: "Email or password is incorrect." });
    await expect(users.authenticate("nobody@example.com", input.password)).rejects.toMatchObject({ message: "Email or password is incorrect." });
    await users.update(admin, user.id, { disabled: true });
    await expect(users.authenticate(input.email, input.password)).rejects.toMatchObject({ code: "unauthenticated" });
  });

  it("validates input and refuses duplicate emails", async () => {
    await expect(users.create(admin, { ...newUser(), email: "not-an-email" })).rejects.toMatchObject({ code: "validation" });
    await expect(users.create(admin, { ...newUser(), password: "short" })).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("at least 10") });
    const input = newUser();
    await users.create(admin, input);
    await expect(users.create(admin, input)).rejects.toMatchObject({ code: "conflict" });
  });

  it("lets only admins manage users", async () => {
    await expect(users.create(editor, newUser())).rejects.toMatchObject({ code: "forbidden" });
    await expect(users.list(editor)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("never demotes or disables the last active admin", async () => {
    await db.user.updateMany({ where: { role: "admin" }, data: { role: "editor" } });
    const only = await users.create(admin, newUser("admin"));
    await expect(users.update(admin, only.id, { role: "viewer" })).rejects.toMatchObject({ code: "conflict", message: "This is the last active admin." });
    await expect(users.update(admin, only.id, { disabled: true })).rejects.toMatchObject({ code: "conflict" });
    const second = await users.create(admin, newUser("admin"));
    await expect(users.update(admin, only.id, { role: "viewer" })).resolves.toMatchObject({ role: "viewer" });
    expect(second.role).toBe("admin");
  });
});

describe("sessions", () => {
  it("resolves a token to its user, expires and ends", async () => {
    const user = await users.create(admin, newUser("viewer"));
    const { token } = await sessions.create(user.id);
    expect(await sessions.user(token)).toMatchObject({ id: user.id, role: "viewer" });
    expect(await sessions.user("forged-token")).toBeNull();
    expect(await db.session.findUnique({ where: { id: token } })).toBeNull();
    await sessions.destroy(token);
    expect(await sessions.user(token)).toBeNull();

    const expired = await sessions.create(user.id);
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await sessions.user(expired.token)).toBeNull();
  });

  it("ends the sessions of a disabled user", async () => {
    await users.create(admin, newUser("admin"));
    const user = await users.create(admin, newUser());
    const { token } = await sessions.create(user.id);
    await users.update(admin, user.id, { disabled: true });
    expect(await sessions.user(token)).toBeNull();
  });
});
