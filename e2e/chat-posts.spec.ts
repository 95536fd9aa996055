import { expect, test, type Page } from "@playwright/test";
import { Chat } from "./pages/chat";
import { toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";

const AUTUMN = "Autumn collection: colours of the season";

/** The seeded draft post's row in the posts table (the table refreshes after a turn that changed content). */
const postRow = (page: Page) =>
  page.getByRole("table", { name: "Posts" }).getByRole("row").filter({ has: page.getByRole("link", { name: AUTUMN, exact: true }) });

const publicStatus = async (page: Page, path: string) => (await page.request.get(path)).status();

test.describe("chat: posts", () => {
  test("an editor publishes the autumn draft, archives it, then undoes the archive turn", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/posts");
    await expect(postRow(page)).toContainText("draft");
    const chat = await Chat.openDock(page);

    const publish = `Publish post “${AUTUMN}”`;
    await chat.ask("publish the post about autumn");
    await expect(chat.approvalCard(publish)).toContainText(/Visitors will see it at \/blog\/[\w-]+ and in the blog list\./);
    await chat.confirm(publish);
    const published = chat.log.getByText(new RegExp(`^Published post '${AUTUMN}'; it is now visible at /blog/[\\w-]+\\.$`));
    await expect(published).toBeVisible();
    const postPath = /(\/blog\/[\w-]+)\.$/.exec((await published.textContent())!)![1];
    await expect(postRow(page)).toContainText("published");
    expect(await publicStatus(page, postPath)).toBe(200);

    const archive = `Archive post '${AUTUMN}'`;
    await chat.ask("archive the post about autumn");
    await expect(chat.approvalCard(archive)).toContainText(`It disappears from ${postPath} and the blog list.`);
    await chat.confirm(archive);
    await expect(chat.log.getByText(`Archived post '${AUTUMN}'; it is no longer on the blog.`, { exact: true })).toBeVisible();
    await expect(postRow(page)).toContainText("archived");
    expect(await publicStatus(page, postPath)).toBe(404);

    // Both turns changed content; the newest one is the archive.
    await expect(chat.log.getByRole("button", { name: "Undo this turn" })).toHaveCount(2);
    await chat.undoLastTurn();
    await expect(toast(page, /^Undone 1 change/)).toBeVisible();
    await expect(chat.log.getByText("The changes of this turn were undone.")).toBeVisible();
    await expect(chat.log.getByRole("button", { name: "Undo this turn" })).toHaveCount(1);

    await expect(postRow(page)).toContainText("published");
    expect(await publicStatus(page, postPath)).toBe(200);
    await page.goto(postPath);
    await expect(page.getByRole("heading", { level: 1, name: AUTUMN })).toBeVisible();
  });
});
