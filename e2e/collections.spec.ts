import { expect, test } from "@playwright/test";
import { confirmDialog, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { unique } from "./support/unique";

test.describe("collections", () => {
  test("an editor creates a collection, adds an entry, edits its draft, publishes it from Review changes and moves it to the trash", async ({ page }) => {
    const [name, title] = [unique("Crew"), unique("Ada")];
    await signIn(page, "editor");
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Collections" }).click();
    await page.getByRole("link", { name: "New collection" }).click();

    await page.getByLabel("Name").fill(name);
    const fields = page.getByRole("group", { name: "Fields" });
    await fields.getByLabel("Label").fill("Role");
    await fields.getByLabel("Kind").selectOption({ label: "Short text" });
    await fields.getByLabel("Required").check();
    await fields.getByRole("button", { name: "Add field" }).click();
    await fields.getByLabel("Label").nth(1).fill("Team");
    await fields.getByLabel("Kind").nth(1).selectOption({ label: "Choice" });
    await fields.getByLabel("Choices for Team").fill("kitchen, floor");
    await page.getByRole("button", { name: "Create collection" }).click();
    await expect(toast(page, `Created the collection “${name}”.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await page.getByRole("link", { name: "New entry" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Role").fill("Baker");
    await page.getByLabel("Team").selectOption("floor");
    await page.getByRole("button", { name: "Add entry" }).click();
    await expect(toast(page, `Added the draft entry “${title}”.`)).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
    await expect(row).toContainText("draft");

    await row.getByRole("link", { name: title }).click();
    await expect(page.getByRole("note")).toContainText("This entry is not on the public site.");
    await expect(page.getByLabel("Team")).toHaveValue("floor");
    await page.getByLabel("Role").fill("Head baker");
    await expect(page.getByRole("status").filter({ hasText: "All changes saved to the draft" })).toBeVisible();

    await page.goto("/dashboard/review");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Entry: ${title}` }) });
    await expect(item.getByRole("insertion").filter({ hasText: "Head baker" })).toBeVisible();
    await page.getByRole("button", { name: "Select none" }).click();
    await item.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Publish selected" }).click();
    await expect(toast(page, "Published 1 change")).toBeVisible();

    await page.goto("/dashboard/collections");
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) })).toContainText("published");
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("note")).toContainText("Published: visitors see this version.");
    await page.getByLabel("Role").fill("Baker again");
    await expect(page.getByRole("note")).toContainText("1 unpublished change");

    await page.getByRole("button", { name: "Move to trash" }).click();
    await confirmDialog(page, `Move “${title}” to the trash?`, "Move to trash");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await page.goto("/dashboard/trash");
    await expect(page.getByRole("row", { name: new RegExp(`${name}: ${title}`) })).toBeVisible();
  });

  test("a refused field change keeps the form and says which entries do not fit", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/collections");
    await page.getByRole("link", { name: "Testimonials" }).click();
    const fields = page.getByRole("group", { name: "Fields" });
    await fields.getByRole("button", { name: "Add field" }).click();
    await fields.getByLabel("Label").last().fill("Rating");
    await fields.getByLabel("Required").last().check();
    await page.getByRole("button", { name: "Save collection" }).click();
    await expect(page.getByRole("main").getByRole("alert").first()).toContainText("The new fields do not fit the data of");
    await expect(fields.getByLabel("Label").last()).toHaveValue("Rating");
  });

  test("a viewer reads collections on a phone-sized screen but cannot change them", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, "viewer");
    await page.goto("/dashboard/collections");
    await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New collection" })).toHaveCount(0);
    await page.getByRole("link", { name: "Testimonials" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Entries" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move to trash" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
