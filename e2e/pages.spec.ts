import { expect, test } from "@playwright/test";
import { formAlert } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { createPage, publishPage, sectionHeadings, startSection, submitSection } from "./pages/page-editor";
import { unique } from "./support/unique";

test.describe("pages", () => {
  test("an editor builds a page from sections and publishes it", async ({ page }) => {
    const title = unique("Spring offer");
    const heroHeading = unique("Fresh websites for spring");
    const firstQuestion = unique("How fast can you start?");
    const secondQuestion = unique("Do you host the site?");
    await signIn(page, "editor");
    const created = await createPage(page, title);

    const hero = await startSection(page, "hero");
    await hero.getByLabel("Heading", { exact: true }).fill(heroHeading);
    await hero.getByLabel("Subheading").fill("Calm pages, fast.");
    await submitSection(hero);

    const faq = await startSection(page, "faq");
    await faq.getByLabel("Heading", { exact: true }).fill("Questions");
    await faq.getByRole("group", { name: "Questions item 1" }).getByLabel("Question", { exact: true }).fill(firstQuestion);
    await faq.getByRole("group", { name: "Questions item 1" }).getByLabel("Answer").fill("Usually next week.");
    await faq.getByRole("button", { name: "Add item" }).click();
    await faq.getByRole("group", { name: "Questions item 2" }).getByLabel("Question", { exact: true }).fill(secondQuestion);
    await faq.getByRole("group", { name: "Questions item 2" }).getByLabel("Answer").fill("Yes, on our servers.");
    await submitSection(faq);

    await expect(sectionHeadings(page)).toHaveText(["1. Hero", "2. FAQ"]);
    const sections = page.getByRole("article");
    await expect(sections.nth(0)).toContainText(heroHeading);
    await expect(sections.nth(1)).toContainText("Questions: 2");

    const publicUrl = `/${created.slug}`;
    const draftResponse = await page.request.get(publicUrl);
    expect(draftResponse.status(), "a draft is not public").toBe(404);

    await publishPage(page, title);
    await expect(page.getByRole("main").getByText("published", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /View live/ })).toHaveAttribute("href", publicUrl);

    const response = await page.goto(publicUrl);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heroHeading })).toBeVisible();
    await expect(page.getByText(firstQuestion)).toBeVisible();
    await expect(page.getByText(secondQuestion)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
  });

  test("a page with a slug that is taken is refused and keeps what was typed", async ({ page }) => {
    const title = unique("Another about page");
    await signIn(page, "editor");
    await page.goto("/dashboard/pages/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Slug", { exact: true }).fill("about");
    await page.getByRole("button", { name: "Create page" }).click();

    await expect(formAlert(page)).toHaveText('The slug "about" is already used by page "About". Choose another slug.');
    await expect(page).toHaveURL(/\/dashboard\/pages\/new$/);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue("about");
  });
});
