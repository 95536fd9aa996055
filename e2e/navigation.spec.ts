import { expect, type Page, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { confirmDialog, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { createPage, publishPage } from "./pages/page-editor";
import { unique } from "./support/unique";

/** The links of the public site's header menu. */
async function publicMenu(page: Page) {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main" });
  // A seeded link: proves the menu rendered before asserting on the test's own link.
  await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
  return menu;
}

/** Publishes the draft menu from the navigation page's "unpublished changes" bar. */
async function publishMenu(page: Page) {
  await page.goto("/dashboard/navigation");
  await page.getByRole("note").getByRole("button", { name: "Publish changes" }).click();
  await confirmDialog(page, "Publish the changes to this menu?", "Publish changes");
  await expect(toast(page, "Published the changes to menu “Menu”")).toBeVisible();
}

test.describe("navigation", () => {
  test("an editor adds a page link, hides it and removes it", async ({ page }) => {
    const label = unique("Our story");
    await signIn(page, "editor");
    const story = await createPage(page, label);
    await publishPage(page, label);

    await page.goto("/dashboard/navigation");
    // Every seeded page is in the menu already: a second link to one is refused, with a way out.
    await page.getByLabel("Label", { exact: true }).fill("About us");
    await page.getByLabel("Target page").selectOption({ label: "About (/about)" });
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `"About" already links there in the menu` })).toBeVisible();

    await page.getByLabel("Label", { exact: true }).fill(label);
    await page.getByLabel("Target page").selectOption({ label: `${label} (/${story.slug})` });
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(toast(page, `Added "${label}" to the navigation.`)).toBeVisible();

    const row = page.getByTestId("nav-item").filter({ hasText: label });
    await expect(row).toContainText(`Page: ${label} /${story.slug}`);
    await expect(row.getByText("visible", { exact: true })).toBeVisible();

    // Saved to the draft menu only: visitors see it once the menu is published.
    let menu = await publicMenu(page);
    await expect(menu.getByRole("link", { name: label })).toHaveCount(0);
    await publishMenu(page);
    menu = await publicMenu(page);
    await expect(menu.getByRole("link", { name: label })).toHaveAttribute("href", `/${story.slug}`);

    await page.goto("/dashboard/navigation");
    await row.getByRole("button", { name: `Hide ${label}` }).click();
    await expect(toast(page, `"${label}" is hidden from the menu.`)).toBeVisible();
    await expect(row.getByText("hidden", { exact: true })).toBeVisible();
    await publishMenu(page);

    menu = await publicMenu(page);
    await expect(menu.getByRole("link", { name: label })).toHaveCount(0);

    await page.goto("/dashboard/navigation");
    await row.getByRole("button", { name: `Remove ${label}` }).click();
    await confirmDialog(page, `Remove "${label}"?`, "Remove");
    await expect(toast(page, `Moved "${label}" to the trash.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId("nav-item").filter({ hasText: "Contact" })).toHaveCount(1);
  });

  test("an editor has the assistant put a link first in the menu, and the navigation page shows the new order", async ({ page }) => {
    const label = unique("Studio");
    await signIn(page, "editor");
    const studio = await createPage(page, label);
    await page.goto("/dashboard/navigation");
    await page.getByLabel("Label", { exact: true }).fill(label);
    await page.getByLabel("Target page").selectOption({ label: `${label} (/${studio.slug})` });
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(toast(page, `Added "${label}" to the navigation.`)).toBeVisible();
    const rows = page.getByTestId("nav-item");
    await expect(rows.last()).toContainText(label);

    const chat = await Chat.openDock(page);
    await chat.ask(`move ${label} to the front of the menu`);
    await expect(chat.log.getByText(new RegExp(`Done — the menu now reads '${label}', 'Home'`))).toBeVisible();

    await page.reload();
    await expect(rows.first()).toContainText(label);
    await rows.first().getByRole("button", { name: `Remove ${label}` }).click();
    await confirmDialog(page, `Remove "${label}"?`, "Remove");
    await expect(toast(page, `Moved "${label}" to the trash.`)).toBeVisible();
    await expect(rows.first()).not.toContainText(label);
  });
});
