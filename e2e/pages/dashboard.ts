import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a dashboard screen and waits until its own content shows. Playwright's "load" can come
 * while the route still shows its "Loading…" fallback (the streamed content is in the document
 * but not yet revealed), so anything counted straight after goto may find nothing.
 */
export async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

/**
 * Opens the pages list searched for one title. The list shows only the 25 most recently updated
 * pages, and a page made or restored a moment ago can fall off it: earlier tests make many pages,
 * and a restore or a clock step back on this machine leaves older dates on newer work.
 */
export async function openPagesListFor(page: Page, title: string) {
  await openScreen(page, `/dashboard/pages?query=${encodeURIComponent(title)}`, "Pages");
}

/** A toast with this message (sonner renders them in the "Notifications" region). */
export function toast(page: Page, message: string | RegExp): Locator {
  return page.getByRole("region", { name: /^Notifications/ }).getByText(message);
}

/**
 * The form-level error of the page's main content. Scoped to <main> because Next.js keeps an
 * empty role="alert" route announcer on every page.
 */
export function formAlert(page: Page): Locator {
  return page.getByRole("main").getByRole("alert");
}

/** A dashboard card (titled <section>) by its heading. */
export function card(page: Page, title: string): Locator {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** Answers an open confirmation dialog with its confirm button and waits for it to close. */
export async function confirmDialog(page: Page, title: string, confirmLabel: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}
