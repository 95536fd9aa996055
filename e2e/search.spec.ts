import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./pages/login-page";
import { createPage } from "./pages/page-editor";
import { unique } from "./support/unique";

const results = (page: Page) => page.getByRole("list", { name: "Results" });

/** Searches from the box in the dashboard header, as an editor would from any screen. */
async function searchFromHeader(page: Page, words: string) {
  const box = page.getByRole("search", { name: "Site" }).getByLabel("Search the site");
  await box.fill(words);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/search\?q=/);
}

test.describe("search", () => {
  test("an editor finds a draft page from the header and opens its editor", async ({ page }) => {
    const title = unique("Lantern walks");
    await signIn(page, "editor");
    const created = await createPage(page, title);
    await page.goto("/dashboard/posts");
    await searchFromHeader(page, title.split(" ").pop()!);

    const hit = results(page).getByRole("listitem").filter({ hasText: title });
    await expect(hit).toContainText("Page");
    await expect(hit).toContainText("draft");
    await expect(hit).toContainText("Found in: title");
    await hit.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(`/dashboard/pages/${created.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("finds images by meaning, says when nothing matches, and has no serious accessibility problems", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/search");
    await page.getByLabel("Words to find").fill("photos of mountains");
    await page.getByLabel("Similar meaning").check();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // The demo site's pictures of hills and valleys come first, though none of them says "mountain".
    await expect(results(page).getByRole("listitem").first()).toContainText(/Image.*(hills|valley)/);
    await expect(page.getByLabel("Similar meaning")).toBeChecked();

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);

    const nonsense = unique("zzqxv");
    await page.getByLabel("Words to find").fill(nonsense);
    await page.getByLabel("These words").check();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(`Nothing matches “${nonsense}”. Try other words, or search by similar meaning.`)).toBeVisible();
  });

  test("the header search fits a 360 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, "editor");
    await expect(page.getByRole("search", { name: "Site" }).getByLabel("Search the site")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await searchFromHeader(page, "hills");
    await expect(results(page).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
