import { expect, test, type Page } from "@playwright/test";
import { card, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";

const deletePageForEditors = (page: Page) => page.getByLabel("cms_deletePage for editors");

/** The table row of one tool (not of tools whose names start the same, like cms_deletePageSection). */
const toolRow = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(`^${name}\\b`) });

/** Saves the Pages group and waits for the toast naming the change. */
async function savePages(page: Page, message: string) {
  await page.getByRole("button", { name: "Save changes to Pages" }).click();
  await expect(toast(page, message)).toBeVisible();
}

test.describe("agent approvals settings", () => {
  test("an admin blocks a tool for editors, sees it kept after a reload, then resets it", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard/settings/agent");
    await expect(page.getByRole("heading", { level: 1, name: "Agent approvals" })).toBeVisible();
    await expect(toolRow(page, "cms_deletePage").getByRole("cell", { name: "Asks first" })).toBeVisible();
    await expect(deletePageForEditors(page)).toHaveValue("default");

    await deletePageForEditors(page).selectOption({ label: "Block" });
    await expect(page.getByText("1 unsaved change")).toBeVisible();
    await savePages(page, "cms_deletePage for editors is now “Block”.");
    await expect(page.getByText("1 unsaved change")).toHaveCount(0);

    await page.reload();
    await expect(deletePageForEditors(page)).toHaveValue("block");
    await expect(page.getByLabel("cms_deletePage for admins")).toHaveValue("default");
    const overrides = card(page, "Overrides in effect");
    await expect(overrides.getByRole("listitem").filter({ hasText: "cms_deletePage" })).toHaveText(/cms_deletePage\s*for editors:\s*Block/);

    await deletePageForEditors(page).selectOption({ label: "Default" });
    await savePages(page, "cms_deletePage for editors is back to its default.");
    await page.reload();
    await expect(deletePageForEditors(page)).toHaveValue("default");
    await expect(overrides.getByText("cms_deletePage")).toHaveCount(0);
  });

  test("an editor sees the approval rules read-only", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/settings/agent");
    await expect(page.getByRole("note")).toHaveText("You have read-only access: your role (editor) can see the agent's approval rules, but only admins can change them.");
    await expect(toolRow(page, "cms_deletePage").getByRole("cell", { name: "Asks first" })).toBeVisible();
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Save changes/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Reset/ })).toHaveCount(0);
  });
});
