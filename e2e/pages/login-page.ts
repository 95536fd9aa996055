import { type BrowserContext, expect, type Page } from "@playwright/test";

export const ACCOUNTS = {
  admin: { email: "admin@example.com", password: "admin-demo-password", name: "Ada Admin" },
  editor: { email: "editor@example.com", password: "editor-demo-password", name: "Eddie Editor" },
  viewer: { email: "viewer@example.com", password: "viewer-demo-password", name: "Vera Viewer" },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** Each account's session from its first sign-in in this worker (sign-in is deliberately slow). */
const sessions = new Map<AccountName, Cookies>();

/**
 * Signs in and waits for the dashboard: through the real form the first time for each account (and
 * always with `fresh`, for a test that ends its session), afterwards with that sign-in's cookie.
 */
export async function signIn(page: Page, who: AccountName, { fresh = false } = {}) {
  const account = ACCOUNTS[who];
  const saved = sessions.get(who);
  if (saved && !fresh) {
    await page.context().addCookies(saved);
    await page.goto("/dashboard");
  } else {
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(page.getByTestId("current-user")).toHaveText(account.name);
  if (!saved && !fresh) sessions.set(who, await page.context().cookies());
}
