import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import * as passwords from "@/lib/services/passwords";
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS } from "@/lib/services/sign-in-throttle";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";

const INCORRECT = "Email or password is incorrect.";
const THROTTLED = "Too many sign-in attempts. Try again in 15 minutes.";

async function newAccount() {
  const account = { email: `${unique("signin")}@example.com`, name: "Sign In", role: "editor" as const, password: "the-right-password" };
  await users.create(admin, account);
  return account;
}

/** The message each attempt gets, in order. */
async function attempts(count: number, attempt: (index: number) => Promise<unknown>) {
  const messages: string[] = [];
  for (let index = 0; index < count; index++) messages.push(await attempt(index).then(() => "signed in", (error: Error) => error.message));
  return messages;
}

/** Moves a counter's window into the past, as if its 15 minutes had gone by. */
const expireWindow = (key: string) =>
  db.signInThrottle.update({ where: { key }, data: { windowStart: new Date(Date.now() - SIGN_IN_WINDOW_MS - 1000) } });

// Each attempt hashes a password (scrypt, on purpose slow); dozens of them need more than the usual 20 s on a busy machine.
describe("sign-in throttling", { timeout: 90_000 }, () => {
  it("throttles 40 wrong passwords in a row on one account, even from changing addresses, and then refuses the right one too", async () => {
    const account = await newAccount();
    const messages = await attempts(40, (index) => users.authenticate(account.email, `guess-${index}`, `198.51.100.${index}`));
    expect(messages.slice(0, SIGN_IN_LIMITS.account)).toEqual(Array(SIGN_IN_LIMITS.account).fill(INCORRECT));
    expect(messages.slice(SIGN_IN_LIMITS.account)).toEqual(Array(40 - SIGN_IN_LIMITS.account).fill(THROTTLED));
    await expect(users.authenticate(account.email.toUpperCase(), account.password)).rejects.toMatchObject({ code: "rate_limited", message: THROTTLED });
    // Another account is not affected.
    const other = await newAccount();
    await expect(users.authenticate(other.email, other.password)).resolves.toMatchObject({ email: other.email });
  });

  it("lets the account in once its window has passed, and a success starts its count afresh", async () => {
    const account = await newAccount();
    await attempts(SIGN_IN_LIMITS.account + 1, (index) => users.authenticate(account.email, `guess-${index}`));
    await expireWindow(`account:${account.email}`);
    await expect(users.authenticate(account.email, account.password)).resolves.toMatchObject({ email: account.email });
    expect(await db.signInThrottle.findUnique({ where: { key: `account:${account.email}` } })).toBeNull();
    const again = await attempts(SIGN_IN_LIMITS.account, (index) => users.authenticate(account.email, `guess-${index}`));
    expect(again).toEqual(Array(SIGN_IN_LIMITS.account).fill(INCORRECT));
  });

  it("throttles one address spraying many accounts, counting unknown emails like real ones", async () => {
    const address = "203.0.113.77";
    const sprayed = await attempts(SIGN_IN_LIMITS.address, (index) => users.authenticate(`${unique(`nobody${index}`)}@example.com`, "password-123", address));
    expect(new Set(sprayed)).toEqual(new Set([INCORRECT]));
    const account = await newAccount();
    await expect(users.authenticate(account.email, account.password, address)).rejects.toMatchObject({ message: THROTTLED });
    await expect(users.authenticate(account.email, account.password, "203.0.113.78")).resolves.toMatchObject({ email: account.email });
  });

  it("counts an attempt before checking its password, so guesses sent at once cannot all slip in", async () => {
    const account = await newAccount();
    const results = await Promise.allSettled(Array.from({ length: 25 }, (_, index) => users.authenticate(account.email, `parallel-${index}`)));
    const messages = results.map((result) => (result.status === "rejected" ? (result.reason as Error).message : "signed in"));
    expect(messages.filter((message) => message === INCORRECT)).toHaveLength(SIGN_IN_LIMITS.account);
    expect(messages.filter((message) => message === THROTTLED)).toHaveLength(25 - SIGN_IN_LIMITS.account);
  });

  it("gives successful sign-ins their attempt back, so people sharing an address are not locked out by signing in", async () => {
    const address = "203.0.113.90";
    const account = await newAccount();
    await attempts(SIGN_IN_LIMITS.address + 5, () => users.authenticate(account.email, account.password, address));
    expect(await db.signInThrottle.findUnique({ where: { key: `address:${address}` } })).toMatchObject({ attempts: 0 });
  });

  it("checks a password hash of the same kind for an unknown or malformed email as for a real account", async () => {
    const account = await newAccount();
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { email: account.email } });
    const verify = vi.spyOn(passwords, "verifyPassword");
    try {
      await expect(users.authenticate(account.email, "wrong-password")).rejects.toMatchObject({ message: INCORRECT });
      await expect(users.authenticate(`${unique("ghost")}@example.com`, "wrong-password")).rejects.toMatchObject({ message: INCORRECT });
      await expect(users.authenticate("not an email", "wrong-password")).rejects.toMatchObject({ message: INCORRECT });
      expect(verify).toHaveBeenCalledTimes(3);
      const [real, unknown, malformed] = verify.mock.calls.map(([, hash]) => hash);
      expect(real).toBe(passwordHash);
      // Same scheme, salt and key length: scrypt does the same work whatever the email.
      const shape = (hash: string) => hash.split("$").map((part, index) => (index === 0 ? part : part.length));
      expect(shape(unknown!)).toEqual(shape(real!));
      expect(shape(malformed!)).toEqual(shape(real!));
      expect(unknown).not.toBe(real);
    } finally {
      verify.mockRestore();
    }
  });

  it("checks the password of a disabled account too before refusing it", async () => {
    const account = await newAccount();
    const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
    await users.update(admin, user.id, { disabled: true });
    const verify = vi.spyOn(passwords, "verifyPassword");
    try {
      await expect(users.authenticate(account.email, account.password)).rejects.toMatchObject({ message: INCORRECT });
      expect(verify).toHaveBeenCalledOnce();
    } finally {
      verify.mockRestore();
    }
  });
});
