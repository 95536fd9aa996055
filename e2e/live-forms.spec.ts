import { expect, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { card, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { createPage, startSection, submitSection } from "./pages/page-editor";
import { unique } from "./support/unique";

test.describe("edit forms follow changes made on the server", () => {
  test("page details keep what is typed across an unrelated refresh, take the assistant's rename, and saving keeps it", async ({ page }) => {
    await signIn(page, "editor");
    const created = await createPage(page, unique("Live form"));
    const details = card(page, "Page details");
    const titleField = details.getByLabel("Title", { exact: true });
    const seoTitle = details.getByLabel("SEO title");

    // Adding a section refreshes the page from the server without changing its details.
    await seoTitle.fill("Typed, not saved yet");
    const hero = await startSection(page, "hero");
    await hero.getByLabel("Heading", { exact: true }).fill("Hello");
    await submitSection(hero);
    await expect(seoTitle).toHaveValue("Typed, not saved yet");

    const renamed = unique("Our story");
    const chat = await Chat.openDock(page);
    await chat.ask(`rename page "${created.title}" to ${renamed}`);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(titleField).toHaveValue(renamed);
    await expect(seoTitle).toHaveValue("");

    await details.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, `Saved "${renamed}"`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(titleField).toHaveValue(renamed);
  });

  test("site settings take a tagline the assistant changed, even over an edited field", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard/settings");
    const tagline = page.getByLabel("Tagline");
    await tagline.fill("Typed, not saved yet");

    const chosen = unique("Calm websites");
    const chat = await Chat.openDock(page);
    await chat.ask(`change the site tagline to "${chosen}"`);
    await expect(chat.log.getByText(chosen).last()).toBeVisible();
    await expect(tagline).toHaveValue(chosen);
  });
});
