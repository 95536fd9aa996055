import { expect, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { signIn } from "./pages/login-page";
import { unique } from "./support/unique";

test.describe("chat: creating and publishing a page", () => {
  test("an editor has the assistant build a page with sections, then publishes it through an approval card", async ({ page }) => {
    const title = unique("Chat launch");
    const slug = title.toLowerCase().replace(/ /g, "-");
    await signIn(page, "editor");
    await page.goto("/dashboard/pages");
    const chat = await Chat.openDock(page);

    const seen = await chat.recordLog();
    await chat.ask(`create a page called "${title}" with a hero and a FAQ`);
    expect((await seen()).some((text) => /Create a page with sections…/.test(text)), "the call showed as running").toBe(true);
    await expect(chat.log.getByText(`Created draft page '${title}' (/${slug}) with 2 sections.`, { exact: true })).toBeVisible();
    const pageLink = chat.log.getByRole("link", { name: `Open page '${title}'`, exact: true }).first();
    await expect(pageLink).toHaveAttribute("href", /^\/dashboard\/pages\/[\w-]+$/);
    await expect(chat.log.getByRole("button", { name: "Undo this turn" })).toBeVisible();

    // The pages list behind the panel refreshes once the turn changed content.
    const pagesTable = page.getByRole("table", { name: "Pages" });
    await expect(pagesTable.getByRole("link", { name: title, exact: true })).toBeVisible();
    expect((await page.request.get(`/${slug}`)).status(), "a draft is not public").toBe(404);

    const action = `Publish page “${title}”`;
    await chat.ask(`publish the "${title}" page`);
    const card = chat.approvalCard(action);
    await expect(card).toContainText("The assistant needs your approval before it does this.");
    await expect(card).toContainText(`Visitors will see it at /${slug}.`);
    await expect(card).toContainText("Section 2 (FAQ)");
    await expect(card.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", /^\/dashboard\/pages\//);
    expect((await page.request.get(`/${slug}`)).status(), "nothing is published before the click").toBe(404);

    await chat.confirm(action);
    await expect(card).toHaveCount(0);
    await expect(chat.log.getByText(`Published page '${title}'; it is now visible at /${slug}.`, { exact: true })).toBeVisible();

    await pageLink.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: /View live/ })).toHaveAttribute("href", `/${slug}`);

    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`What is ${title}?`)).toBeVisible();
  });
});
