import { expect, type Page } from "@playwright/test";

export const ACCOUNTS = {
  admin: { email: "admin@example.com", password: "admin-demo-password", name: "Ada Admin" },
  editor: { email: "editor@example.com", password: "editor-demo-password", name: "Eddie Editor" },
  viewer: { email: "viewer@example.com", password: "viewer-demo-password", name: "Vera Viewer" },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Signs in through the real form and waits for the dashboard. */
export async function signIn(page: Page, who: AccountName) {
  const account = ACCOUNTS[who];
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toHaveText(account.name);
}
