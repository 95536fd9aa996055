import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Role } from "./context";

export const SESSION_DAYS = 14;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type SessionUser = { id: string; email: string; name: string; role: Role };

/** Only the token's hash is stored, so a leaked database cannot be replayed as cookies. */
export const sessions = {
  async create(userId: string) {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    await db.session.create({ data: { id: hashToken(token), userId, expiresAt } });
    return { token, expiresAt };
  },

  async user(token: string | undefined): Promise<SessionUser | null> {
    if (!token) return null;
    const session = await db.session.findUnique({ where: { id: hashToken(token) }, include: { user: true } });
    if (!session || session.expiresAt < new Date() || session.user.disabled) return null;
    const { id, email, name, role } = session.user;
    return { id, email, name, role: role as Role };
  },

  async destroy(token: string | undefined) {
    if (token) await db.session.deleteMany({ where: { id: hashToken(token) } });
  },
};
