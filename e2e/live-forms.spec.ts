import { expect, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { card, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { createPage, startSection, submitSection } from "./pages/page-editor";
import { unique } from "./support/unique";

test.describe("edit forms follow changes made on the server", () => {
  test("page details save themselves as the person types, survive an unrelated refresh, take the assistant's rename, and saving keeps it", async ({ page }) => {
    await signIn(page, "editor");
    const created = await createPage(page, unique("Live form"));
    const details = card(page, "Page details");
    const titleField = details.getByLabel("Title", { exact: true });
    const seoTitle = details.getByLabel("SEO title");

    await seoTitle.fill("Typed and saved on its own");
    await expect(details.getByRole("status")).toHaveText("All changes saved to the draft");
    // Adding a section refreshes the page from the server; the autosaved details stay.
    const hero = await startSection(page, "hero");
    await hero.getByLabel("Heading", { exact: true }).fill("Hello");
    await submitSection(hero);
    await expect(seoTitle).toHaveValue("Typed and saved on its own");

    const renamed = unique("Our story");
    const chat = await Chat.openDock(page);
    await chat.ask(`rename page "${created.title}" to ${renamed}`);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(titleField).toHaveValue(renamed);
    await expect(seoTitle).toHaveValue("Typed and saved on its own");

    await details.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, `Saved "${renamed}"`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(titleField).toHaveValue(renamed);
    await expect(seoTitle).toHaveValue("Typed and saved on its own");
  });

  test("a section being edited saves itself to the draft as the person types, and visitors see none of it", async ({ page }) => {
    await signIn(page, "editor");
    const created = await createPage(page, unique("Autosaved section"));
    const hero = await startSection(page, "hero");
    await hero.getByLabel("Heading", { exact: true }).fill("First words");
    await submitSection(hero);

    const section = page.getByRole("article", { name: "1. Hero" });
    await section.getByRole("button", { name: "Edit section 1 (Hero)" }).click();
    await section.getByLabel("Heading", { exact: true }).fill("Typed, saved on its own");
    await expect(section.getByRole("status")).toHaveText("All changes saved to the draft");
    await expect(section.getByLabel("Heading", { exact: true })).toHaveValue("Typed, saved on its own");
    await section.getByRole("button", { name: "Close" }).click();
    await page.reload();
    await expect(page.getByRole("article", { name: "1. Hero" })).toContainText("Typed, saved on its own");
    expect((await page.request.get(`/${created.slug}`)).status()).toBe(404);
  });

  test("leaving with unsaved typing asks first", async ({ page }) => {
    await signIn(page, "editor");
    await createPage(page, unique("Guarded"));
    const details = card(page, "Page details");
    await details.getByLabel("SEO title").fill("Not saved yet");
    await expect(details.getByRole("status")).toHaveText("Unsaved changes");
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
    await expect.poll(() => page.isClosed()).toBe(true);
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
