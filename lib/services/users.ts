import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { ROLES, type ServiceContext } from "./context";
import { ServiceError, conflict, notFound } from "./errors";
import { runWrite } from "./history";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import { assertCan } from "./permissions";
import { signInThrottle } from "./sign-in-throttle";
import { parseInput } from "./validate";

export const PASSWORD_MIN_LENGTH = 10;

const emailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address"));

export const createUserSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, "Name is required").max(80),
  role: z.enum(ROLES),
  password: z.string().min(PASSWORD_MIN_LENGTH, `Passwords need at least ${PASSWORD_MIN_LENGTH} characters`).max(200),
});

const resetPasswordSchema = createUserSchema.pick({ email: true, password: true });

const updateUserSchema = z.object({
  role: z.enum(ROLES).optional(),
  disabled: z.boolean().optional(),
  name: z.string().trim().min(1).max(80).optional(),
});

const publicFields = { id: true, email: true, name: true, role: true, disabled: true, createdAt: true } as const;

export const users = {
  /**
   * Checks credentials, throttled per account and per client address (sign-in-throttle.ts). Every
   * failure gets one generic message, and every attempt checks a password hash (a stand-in when
   * there is no such account), so neither the answer nor its timing tells which emails exist.
   */
  async authenticate(rawEmail: string, password: string, clientAddress: string | null = null) {
    const parsed = emailSchema.safeParse(rawEmail);
    const source = { email: parsed.success ? parsed.data : null, address: clientAddress };
    await signInThrottle.attempt(source);
    const user = source.email ? await db.user.findUnique({ where: { email: source.email } }) : null;
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !matches || user.disabled) throw new ServiceError("unauthenticated", "Email or password is incorrect.");
    await signInThrottle.succeeded(source);
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  },

  /** The active user with this email: who a command-line session on the same database acts as. */
  async findActive(rawEmail: string) {
    const email = emailSchema.safeParse(rawEmail);
    const user = email.success ? await db.user.findUnique({ where: { email: email.data }, select: publicFields }) : null;
    if (!user || user.disabled) throw new ServiceError("unauthenticated", `There is no active user with the email ${rawEmail}.`);
    return user;
  },

  /** Sets a new password and signs the user out everywhere. */
  async resetPassword(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(resetPasswordSchema, rawInput, "Invalid password reset");
    return runWrite(ctx, { action: "user.resetPassword", permission: "users.manage", input: { email: input.email, password: "[hidden]" }, target: { type: "user", label: input.email } }, async ({ tx, setTarget }) => {
      const user = await tx.user.findUnique({ where: { email: input.email } });
      if (!user) throw notFound(`User "${input.email}"`);
      setTarget({ type: "user", id: user.id, label: user.email });
      await tx.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
      await tx.session.deleteMany({ where: { userId: user.id } });
      return { id: user.id, email: user.email };
    });
  },

  async list(ctx: ServiceContext) {
    assertCan(ctx, "users.manage");
    return db.user.findMany({ select: publicFields, orderBy: { createdAt: "asc" } });
  },

  async create(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(createUserSchema, rawInput, "Invalid user");
    return runWrite(ctx, { action: "user.create", permission: "users.manage", input: { ...input, password: "[hidden]" }, target: { type: "user", label: input.email } }, async ({ tx, setTarget }) => {
      if (await tx.user.findUnique({ where: { email: input.email } })) throw conflict(`A user with email ${input.email} already exists.`);
      const user = await tx.user.create({
        data: { email: input.email, name: input.name, role: input.role, passwordHash: await hashPassword(input.password) },
        select: publicFields,
      });
      setTarget({ type: "user", id: user.id, label: user.email });
      return user;
    });
  },

  /** Changes role, name or disabled state; the last active admin can be neither demoted nor disabled. */
  async update(ctx: ServiceContext, id: string, rawInput: unknown) {
    const input = parseInput(updateUserSchema, rawInput, "Invalid user");
    return runWrite(ctx, { action: "user.update", permission: "users.manage", input, target: { type: "user", id } }, async ({ tx, setTarget }) => {
      const user = await tx.user.findUnique({ where: { id } });
      if (!user) throw notFound(`User "${id}"`);
      setTarget({ type: "user", id, label: user.email });
      const losesAdmin = user.role === "admin" && !user.disabled && ((input.role && input.role !== "admin") || input.disabled);
      if (losesAdmin) {
        const admins = await tx.user.count({ where: { role: "admin", disabled: false } });
        if (admins <= 1) throw conflict("This is the last active admin.", "Make another user an admin first.");
      }
      const updated = await tx.user.update({ where: { id }, data: input, select: publicFields });
      if (input.disabled) await tx.session.deleteMany({ where: { userId: id } });
      return updated;
    });
  },
};
