import { expect, test } from "@playwright/test";
import { card, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";

test.describe("personal API tokens", () => {
  test("an editor creates a viewer token, sees it once, and revokes it", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/settings");
    await page.getByRole("link", { name: "API tokens" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();

    const form = card(page, "New token");
    await expect(form.getByLabel("May act as").getByRole("option")).toHaveText(["Editor", "Viewer"]);
    await form.getByLabel("Name").fill("Laptop CLI");
    await form.getByLabel("May act as").selectOption({ label: "Viewer" });
    await form.getByRole("button", { name: "Create token" }).click();
    await expect(toast(page, "Token “Laptop CLI” created. Copy it now: it is not shown again.")).toBeVisible();
    await expect(form.getByLabel("Your new token (shown only now)")).toHaveValue(/^cms_[\w-]{40,}$/);

    const mine = card(page, "Your tokens").getByRole("listitem").filter({ hasText: "Laptop CLI" });
    await expect(mine).toContainText("Viewer");
    await expect(mine).toContainText("last used never");
    await mine.getByRole("button", { name: "Revoke Laptop CLI" }).click();
    await expect(toast(page, "Token revoked: it no longer works.")).toBeVisible();
    await expect(mine).toContainText("Revoked");
    await page.reload();
    await expect(page.getByLabel("Your new token (shown only now)")).toHaveCount(0);
  });
});
