import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { ROLES, type Role, type ServiceContext } from "./context";
import { ServiceError, forbidden, notFound } from "./errors";
import { audit } from "./audit";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

const PREFIX = "cms_";
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Roles from least to most: a token's role is never above its owner's. */
const rank = (role: string) => ROLES.indexOf(role as Role) === -1 ? -1 : ROLES.length - 1 - ROLES.indexOf(role as Role);

/** The one of two roles that may do less. */
export const lowerRole = (a: string, b: string) => (rank(a) < rank(b) ? a : b);

const createSchema = z.object({
  name: z.string().trim().min(1, "Give the token a name, e.g. “Laptop CLI”").max(80),
  role: z.enum(ROLES),
});

const shownFields = { id: true, name: true, role: true, createdAt: true, lastUsedAt: true, revokedAt: true } as const;

/** Personal API tokens: a person's own, for the CLI; shown once, stored only as a hash, revocable. */
export const apiTokens = {
  async list(ctx: ServiceContext) {
    assertCan(ctx, "content.read");
    return db.apiToken.findMany({ where: { userId: ctx.actor.id ?? "" }, select: shownFields, orderBy: { createdAt: "desc" } });
  },

  /** Creates a token scoped to a role at most the owner's; the returned `token` is never shown again. */
  async create(ctx: ServiceContext, rawInput: unknown) {
    assertCan(ctx, "content.read");
    const input = parseInput(createSchema, rawInput, "Invalid token");
    if (!ctx.actor.id) throw new ServiceError("unauthenticated", "Sign in to create a token.");
    if (rank(input.role) > rank(ctx.actor.role)) throw forbidden(`A token cannot do more than you: your role is ${ctx.actor.role}.`);
    const token = `${PREFIX}${randomBytes(32).toString("base64url")}`;
    const created = await db.apiToken.create({ data: { userId: ctx.actor.id, name: input.name, role: input.role, tokenHash: hashToken(token) }, select: shownFields });
    await audit.record(ctx, { action: "apiToken.create", targetType: "apiToken", targetId: created.id, targetLabel: created.name, input });
    return { ...created, token };
  },

  async revoke(ctx: ServiceContext, id: string) {
    const owned = await db.apiToken.findFirst({ where: { id, userId: ctx.actor.id ?? "" } });
    if (!owned) throw notFound(`Token "${id}"`);
    if (owned.revokedAt) return;
    await db.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
    await audit.record(ctx, { action: "apiToken.revoke", targetType: "apiToken", targetId: id, targetLabel: owned.name });
  },

  /**
   * The person a token acts for, with the lower of the token's and the owner's current role; a
   * revoked token, or one whose owner is disabled or gone, is refused. Records when it was last used.
   */
  async authenticate(token: string) {
    const found = token.startsWith(PREFIX) ? await db.apiToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } }) : null;
    if (!found || found.revokedAt || found.user.disabled) throw new ServiceError("unauthenticated", "This API token is not valid (revoked, or never issued).");
    await db.apiToken.update({ where: { id: found.id }, data: { lastUsedAt: new Date() } });
    return { id: found.user.id, email: found.user.email, role: lowerRole(found.role, found.user.role) as Role, tokenId: found.id, tokenName: found.name };
  },
};
