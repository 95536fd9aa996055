import { expect, type Page, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { card, confirmDialog, openPagesListFor, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { createPage, publishPage } from "./pages/page-editor";
import { unique } from "./support/unique";

/** The public About page's main heading text, as a visitor gets it. */
async function liveAboutHeadings(page: Page) {
  await page.goto("/about");
  return page.getByRole("main").getByRole("heading").allTextContents();
}

test.describe("drafts and review", () => {
  test("an editor's saved edit of a live page stays off the site until it is published from Review changes, and the set can be undone", async ({ page }) => {
    const heading = unique("Who we are");
    await signIn(page, "editor");
    await openPagesListFor(page, "About");
    await page.getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("note")).toContainText("Published: visitors see this version.");
    const aboutId = new URL(page.url()).pathname.split("/").pop();

    const firstSection = page.getByRole("article", { name: "1. Text" });
    await firstSection.getByRole("button", { name: "Edit section 1 (Text)" }).click();
    await firstSection.getByLabel("Heading", { exact: true }).fill(heading);
    await firstSection.getByRole("button", { name: "Save section" }).click();
    await expect(toast(page, "Saved the section")).toBeVisible();
    await expect(page.getByRole("note")).toContainText("1 unpublished change");

    expect(await liveAboutHeadings(page)).not.toContain(heading);
    await page.goto(`/preview/pages/${aboutId}/compare`);
    await expect(page.getByRole("region", { name: "Live — what visitors see" })).not.toContainText(heading);
    await expect(page.getByRole("region", { name: "Draft — after publishing" })).toContainText(heading);

    await page.goto("/dashboard/review");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Page: About" }) });
    await expect(item).toContainText("Heading");
    await expect(item.getByRole("insertion")).toContainText(heading);
    await page.getByRole("button", { name: "Select none" }).click();
    await item.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Publish selected" }).click();
    await expect(toast(page, "Published 1 change")).toBeVisible();

    expect(await liveAboutHeadings(page)).toContain(heading);

    await page.goto("/dashboard/review");
    await page.getByRole("button", { name: "Undo", exact: true }).first().click();
    await confirmDialog(page, "Undo “About”?", "Undo set");
    await expect(toast(page, /^Undone/)).toBeVisible();
    expect(await liveAboutHeadings(page)).not.toContain(heading);
    // The draft keeps the edit, so it is an unpublished change again.
    await page.goto("/dashboard/review");
    await expect(page.getByRole("heading", { name: "Page: About" })).toBeVisible();
  });
});

/** The main heading visitors get at a page's address. */
async function liveHeading(page: Page, slug: string) {
  await page.goto(`/${slug}`);
  return page.getByRole("heading", { level: 1 }).textContent();
}

async function livePage(page: Page, title: string) {
  const created = await createPage(page, title);
  await publishPage(page, title);
  return created;
}

test.describe("the assistant's plan goes live on one card", () => {
  test("two pages and the menu in one request: one card with the whole diff; denied, nothing is live; confirmed, all is; the set is undone as one", async ({ page }) => {
    test.setTimeout(180_000);
    const [team, offer] = [unique("Team"), unique("Offer")];
    const [newTeam, newOffer] = [`Our ${team}`, `${offer} now`];
    await signIn(page, "editor");
    const teamPage = await livePage(page, team);
    const offerPage = await livePage(page, offer);

    const chat = await Chat.openPage(page);
    const request = `change the "${team}" page title to "${newTeam}", change the "${offer}" page title to "${newOffer}", add "${newTeam}" to the menu, and publish it all`;
    const action = `Publish 3 changes together: page “${newTeam}”, page “${newOffer}”, the menu`;
    await chat.ask(request);
    const publishCard = chat.approvalCard(action);
    // The whole diff: each page's title from what visitors see to the draft, and the menu's new link.
    const changes = publishCard.getByRole("listitem");
    await expect(changes.filter({ hasText: `Page “${newTeam}” › Title` }).getByRole("deletion")).toHaveText(team);
    await expect(changes.filter({ hasText: `Page “${newTeam}” › Title` }).getByRole("insertion")).toHaveText(newTeam);
    await expect(changes.filter({ hasText: `Page “${newOffer}” › Title` }).getByRole("insertion")).toHaveText(newOffer);
    await expect(changes.filter({ hasText: "The menu ›" })).toContainText(`Label: ${newTeam}`);
    await expect(chat.log.getByRole("region", { name: /^Publish/ })).toHaveCount(1);

    await chat.deny(action);
    await expect(chat.log.getByText(/nothing went live/i).last()).toBeVisible();
    expect(await liveHeading(page, teamPage.slug)).toBe(team);
    expect(await liveHeading(page, offerPage.slug)).toBe(offer);
    await page.goto("/dashboard/review");
    await expect(page.getByRole("heading", { name: `Page: ${newTeam}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Page: ${newOffer}` })).toBeVisible();

    const again = await Chat.openPage(page);
    await again.ask(request);
    await again.confirm(action);
    expect(await liveHeading(page, teamPage.slug)).toBe(newTeam);
    expect(await liveHeading(page, offerPage.slug)).toBe(newOffer);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: newTeam })).toBeVisible();

    await page.goto("/dashboard/review");
    await card(page, "Published and scheduled sets").getByRole("listitem").filter({ hasText: newOffer }).getByRole("button", { name: "Undo" }).click();
    await confirmDialog(page, `Undo “${newTeam} and 2 more”?`, "Undo set");
    await expect(toast(page, /^Undone/)).toBeVisible();
    expect(await liveHeading(page, teamPage.slug)).toBe(team);
    expect(await liveHeading(page, offerPage.slug)).toBe(offer);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: newTeam })).toHaveCount(0);
  });
});

test.describe("scheduled publishing", () => {
  test("an autosaved rename goes live on its own at the scheduled time", async ({ page }) => {
    test.setTimeout(180_000);
    const title = unique("Get in touch");
    await signIn(page, "editor");
    await openPagesListFor(page, "Contact");
    await page.getByRole("link", { name: "Contact", exact: true }).click();
    const titleField = page.getByLabel("Title", { exact: true });
    await titleField.fill(title);
    await expect(page.getByRole("status").filter({ hasText: "All changes saved to the draft" })).toBeVisible();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);

    await page.goto("/dashboard/review");
    await page.getByRole("button", { name: "Select none" }).click();
    await page.getByRole("checkbox", { name: `Page: ${title}` }).check();
    // The next whole minute at least a few seconds away, as the browser's clock and time zone write it.
    const when = await page.evaluate(() => {
      const at = new Date(Date.now() + 65_000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    });
    await page.getByLabel("Or publish at").fill(when);
    await page.getByRole("button", { name: "Schedule selected" }).click();
    await expect(toast(page, `Scheduled “${title}”`)).toBeVisible();
    await expect(card(page, "Published and scheduled sets").getByRole("listitem").filter({ hasText: title })).toContainText("Scheduled");

    await expect
      .poll(async () => {
        await page.goto("/contact");
        return page.getByRole("heading", { level: 1 }).textContent();
      }, { timeout: 150_000, intervals: [5_000] })
      .toBe(title);
  });
});
