import "server-only";
import { db } from "@/lib/db";
import { ServiceError } from "./errors";

/**
 * Sign-in attempts are counted per account (the email typed, whether or not it exists) and per
 * client address, in fixed windows stored in the database: the count survives restarts and is
 * shared by every instance. An attempt is counted *before* its password is checked, so guesses sent
 * in parallel cannot all slip in under the limit; a successful sign-in takes its attempt back and
 * clears the account's count.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Attempts allowed per window: a person mistyping stays far below; an address is shared (offices, NAT), so it gets more. */
export const SIGN_IN_LIMITS = { account: 10, address: 50 } as const;

export type SignInSource = { email: string | null; address: string | null };

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

function countersFor({ email, address }: SignInSource) {
  return [
    ...(email ? [{ key: accountKey(email), limit: SIGN_IN_LIMITS.account }] : []),
    ...(address ? [{ key: addressKey(address), limit: SIGN_IN_LIMITS.address }] : []),
  ];
}

function throttled(windowStart: Date, now: Date): ServiceError {
  const minutes = Math.max(1, Math.ceil((windowStart.getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 60_000));
  return new ServiceError("rate_limited", `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

export const signInThrottle = {
  /** Counts one attempt on the account and the address; refuses it (before any password check) when either is over its limit. */
  async attempt(source: SignInSource): Promise<void> {
    const now = new Date();
    const counters = countersFor(source);
    const windowOpened = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
    const over = await db.$transaction(async (tx) => {
      await tx.signInThrottle.deleteMany({ where: { windowStart: { lte: windowOpened } } });
      const rows: { windowStart: Date }[] = [];
      for (const { key, limit } of counters) {
        const row = await tx.signInThrottle.upsert({
          where: { key },
          create: { key, attempts: 1, windowStart: now },
          update: { attempts: { increment: 1 } },
        });
        if (row.attempts > limit) rows.push(row);
      }
      return rows;
    });
    // The window that closes last decides when the next attempt may come.
    const latest = over.map((row) => row.windowStart).sort((a, b) => b.getTime() - a.getTime())[0];
    if (latest) throw throttled(latest, now);
  },

  /** After a successful sign-in: the account starts afresh and the address gets its attempt back. */
  async succeeded({ email, address }: SignInSource): Promise<void> {
    await db.$transaction([
      ...(email ? [db.signInThrottle.deleteMany({ where: { key: accountKey(email) } })] : []),
      ...(address ? [db.signInThrottle.updateMany({ where: { key: addressKey(address), attempts: { gt: 0 } }, data: { attempts: { decrement: 1 } } })] : []),
    ]);
  },
};
