import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

let cached: string | undefined;

/**
 * The HMAC secret that signs approval requests: TOOL_APPROVAL_SECRET when set, otherwise one
 * generated on first use and stored, so approvals survive restarts.
 */
export async function approvalSecret(): Promise<string> {
  if (process.env.TOOL_APPROVAL_SECRET) return process.env.TOOL_APPROVAL_SECRET;
  if (cached) return cached;
  const key = "tool-approval-secret";
  const existing = await db.appSecret.findUnique({ where: { key } });
  if (existing) return (cached = existing.value);
  const value = randomBytes(32).toString("base64url");
  const stored = await db.appSecret.upsert({ where: { key }, update: {}, create: { key, value } });
  return (cached = stored.value);
}
