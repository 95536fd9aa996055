import { expect, type Page, test } from "@playwright/test";
import { confirmDialog, openPagesListFor, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { createPage, trashPage } from "./pages/page-editor";
import { unique } from "./support/unique";

const pagesTable = (page: Page) => page.getByRole("table", { name: "Pages" });
const trashRow = (page: Page, label: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

test.describe("trash", () => {
  test("an editor trashes a page and restores it, without being offered a permanent delete", async ({ page }) => {
    const title = unique("Old price list");
    await signIn(page, "editor");
    await createPage(page, title);
    await trashPage(page, title);
    await expect(pagesTable(page).getByRole("link", { name: title })).toHaveCount(0);

    await page.goto("/dashboard/trash");
    const row = trashRow(page, title);
    await expect(row).toContainText("Page");
    await expect(row.getByRole("button", { name: `Restore ${title}` })).toBeVisible();
    await expect(row.getByRole("button", { name: /Delete permanently/ })).toHaveCount(0);
    await expect(page.getByText("Only admins can delete them permanently.")).toBeVisible();

    await row.getByRole("button", { name: `Restore ${title}` }).click();
    await expect(toast(page, `Restored "${title}".`)).toBeVisible();
    await expect(row).toHaveCount(0);

    await openPagesListFor(page, title);
    await expect(pagesTable(page).getByRole("link", { name: title })).toBeVisible();
  });

  test("an admin can delete a trashed page permanently", async ({ page }) => {
    const title = unique("Expired promotion");
    await signIn(page, "admin");
    await createPage(page, title);
    await trashPage(page, title);

    await page.goto("/dashboard/trash");
    const row = trashRow(page, title);
    await row.getByRole("button", { name: `Delete permanently ${title}` }).click();
    await confirmDialog(page, `Delete "${title}" permanently?`, "Delete permanently");
    await expect(toast(page, `Deleted "${title}" permanently.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    await openPagesListFor(page, "About");
    await expect(pagesTable(page).getByRole("link", { name: "About", exact: true })).toBeVisible();
    await openPagesListFor(page, title);
    await expect(page.getByText("No pages match these filters.")).toBeVisible();
  });
});
