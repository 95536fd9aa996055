import { expect, type Locator, type Page } from "@playwright/test";
import { card, confirmDialog, toast } from "./dashboard";

export type CreatedPage = { id: string; title: string; slug: string };

/** Creates a page through the "New page" form and waits for its editor; the slug is the one the form derived. */
export async function createPage(page: Page, title: string): Promise<CreatedPage> {
  await page.goto("/dashboard/pages/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  expect(id).not.toBe("new");
  const slug = await card(page, "Page details").getByLabel("Slug", { exact: true }).inputValue();
  return { id, title, slug };
}

/** Picks a template in the "Add section" card and returns the card, holding the template's generated form. */
export async function startSection(page: Page, templateKey: string): Promise<Locator> {
  const addCard = card(page, "Add section");
  await addCard.getByLabel("Template").selectOption(templateKey);
  return addCard;
}

/**
 * Submits the "Add section" form and waits until the section list has grown by one. (Not by its
 * toast: two additions in a row show the same message twice.)
 */
export async function submitSection(addCard: Locator) {
  const page = addCard.page();
  const before = await sectionHeadings(page).count();
  await addCard.getByRole("button", { name: "Add section" }).click();
  await expect(sectionHeadings(page)).toHaveCount(before + 1);
  await expect(addCard.getByLabel("Template")).toHaveValue("");
}

/** The headings of the page's sections, in order ("1. Hero", "2. FAQ", …). */
export function sectionHeadings(page: Page): Locator {
  return card(page, "Sections").getByRole("article").getByRole("heading", { level: 3 });
}

export async function publishPage(page: Page, title: string) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await confirmDialog(page, `Publish “${title}”?`, "Publish");
  await expect(toast(page, `Published "${title}"`)).toBeVisible();
}

/** Moves the open page to the trash; the editor then returns to the pages list. */
export async function trashPage(page: Page, title: string) {
  await page.getByRole("button", { name: "Move to trash" }).click();
  await confirmDialog(page, `Move “${title}” to the trash?`, "Move to trash");
  await expect(toast(page, `Moved "${title}" to the trash`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
}
