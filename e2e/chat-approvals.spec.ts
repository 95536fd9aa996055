import { expect, test, type Page } from "@playwright/test";
import { Chat } from "./pages/chat";
import { card, openPagesListFor, openScreen, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { trashPage } from "./pages/page-editor";
import { unique } from "./support/unique";

const pagesTable = (page: Page) => page.getByRole("table", { name: "Pages" });
const trashRow = (page: Page, title: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });

/** Does something in a second tab of the same session; the chat stays open in the first. */
async function inOtherTab<T>(chatPage: Page, act: (tab: Page) => Promise<T>): Promise<T> {
  const tab = await chatPage.context().newPage();
  try {
    return await act(tab);
  } finally {
    await tab.close();
  }
}

/** Where a page is now, seen from the dashboard in a second tab. */
function whereIs(chatPage: Page, title: string): Promise<"pages" | "trash" | "nowhere"> {
  return inOtherTab(chatPage, async (tab) => {
    await openPagesListFor(tab, title);
    if ((await pagesTable(tab).getByRole("link", { name: title, exact: true }).count()) > 0) return "pages";
    await openScreen(tab, "/dashboard/trash", "Trash");
    return (await trashRow(tab, title).count()) > 0 ? "trash" : "nowhere";
  });
}

/** Opens a page's editor from the pages list. */
async function openEditor(tab: Page, title: string) {
  await openPagesListFor(tab, title);
  await pagesTable(tab).getByRole("link", { name: title, exact: true }).click();
  await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** Signs in as an editor and has the assistant create these draft pages; returns the chat they were made in. */
async function chatWithPages(page: Page, ...titles: string[]): Promise<Chat> {
  await signIn(page, "editor");
  const chat = await Chat.openPage(page);
  for (const title of titles) await chat.createPage(title);
  return chat;
}

/** Counts the chat requests the page sends from now on. */
function countChatPosts(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/chat") count += 1;
  });
  return () => count;
}

test.describe("chat: approvals", () => {
  test("a delete shows the page and its impact; denied with a reason nothing happens, confirmed it goes to the trash", async ({ page }) => {
    const title = unique("Chat doomed");
    const reason = "We still need it for the launch";
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.createPage(title, "a hero and a FAQ");

    const action = `Delete page '${title}'`;
    await chat.ask(`delete the "${title}" page`);
    const card = chat.approvalCard(action);
    await expect(card.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", /^\/dashboard\/pages\//);
    await expect(card).toContainText("High risk");
    await expect(card).toContainText("draft");
    await expect(card).toContainText("2 sections");
    await expect(card).toContainText("It goes to the trash and can be restored.");

    await chat.deny(action, reason);
    await expect(card).toHaveCount(0);
    await expect(chat.log.getByText(`Denied by you: ${action}`)).toBeVisible();
    await expect(chat.log.getByText(`Reason: “${reason}”`)).toBeVisible();
    await expect(chat.log.getByText(`I did not delete the page '${title}': the action was declined.`)).toBeVisible();
    await expect(chat.log.getByText(/Nothing was changed\.$/)).toBeVisible();
    expect(await whereIs(page, title)).toBe("pages");

    await chat.ask(`delete the "${title}" page`);
    await chat.confirm(action);
    await expect(chat.log.getByText(`Moved page '${title}' to the trash. It can be restored from the trash.`, { exact: true })).toBeVisible();
    await chat.log.getByRole("link", { name: "Open the trash" }).click();

    await expect(page).toHaveURL(/\/dashboard\/trash$/);
    const row = trashRow(page, title);
    await row.getByRole("button", { name: `Restore ${title}` }).click();
    await expect(toast(page, `Restored "${title}".`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await openPagesListFor(page, title);
    await expect(pagesTable(page).getByRole("link", { name: title, exact: true })).toBeVisible();
  });

  test("a pending card survives a reload and still works", async ({ page }) => {
    const title = unique("Chat reloaded");
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    const action = await chat.pendingDelete(title);
    const chatId = await chat.storedId();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`chat=${chatId}`));
    await expect(chat.approvalCard(action)).toContainText("The assistant needs your approval before it does this.");
    await expect(chat.confirmButton(action)).toBeEnabled();
    expect(await whereIs(page, title)).toBe("pages");

    await chat.confirm(action);
    await expect(chat.log.getByText(`Moved page '${title}' to the trash. It can be restored from the trash.`, { exact: true })).toBeVisible();
    expect(await whereIs(page, title)).toBe("trash");
  });

  test("a request with two deletes asks twice; approving one and denying the other has exactly one effect", async ({ page }) => {
    const kept = unique("Chat twin kept");
    const dropped = unique("Chat twin dropped");
    const chat = await chatWithPages(page, dropped, kept);

    // The offline model runs a plan one call at a time: the second card comes once the first is answered.
    await chat.ask(`delete the "${dropped}" page and then delete the "${kept}" page`);
    await expect(chat.log.getByText(/^Plan/)).toBeVisible();
    const first = `Delete page '${dropped}'`;
    const second = `Delete page '${kept}'`;
    await expect(chat.confirmButton(first)).toBeEnabled();
    await expect(chat.approvalCard(second)).toHaveCount(0);

    await chat.confirm(first);
    await expect(chat.log.getByText(`Moved page '${dropped}' to the trash. It can be restored from the trash.`, { exact: true })).toBeVisible();
    await expect(chat.confirmButton(second)).toBeEnabled();

    await chat.deny(second);
    await expect(chat.log.getByText(`Denied by you: ${second}`)).toBeVisible();
    await expect(chat.log.getByText("I stopped at step 2 of 2.")).toBeVisible();

    expect(await whereIs(page, dropped)).toBe("trash");
    expect(await whereIs(page, kept)).toBe("pages");
  });

  test("a request naming two pages asks for both at once; approving one and denying the other has exactly one effect", async ({ page }) => {
    const kept = unique("Chat pair kept");
    const dropped = unique("Chat pair dropped");
    const chat = await chatWithPages(page, dropped, kept);

    await chat.ask(`delete the pages "${dropped}" and "${kept}"`);
    const first = `Delete page '${dropped}'`;
    const second = `Delete page '${kept}'`;
    await expect(chat.confirmButton(first)).toBeEnabled();
    await expect(chat.confirmButton(second)).toBeEnabled();
    await expect(chat.log.getByRole("button", { name: "Approve all (2)" })).toBeEnabled();
    await expect(chat.root.getByText("2 requests above wait for your answer. Sending a new message instead cancels them.")).toBeVisible();

    const requests = countChatPosts(page);
    await chat.confirmButton(first).click();
    await expect(chat.root.getByText("A request above waits for your answer. Sending a new message instead cancels it.")).toBeVisible();
    await expect(chat.log.getByText(`Approved: ${first}`)).toBeVisible();
    await expect(chat.log.getByRole("button", { name: /Approve all/ }), "one card is left").toHaveCount(0);
    await expect(chat.confirmButton(second), "the other card still waits for its answer").toBeEnabled();
    expect(requests(), "nothing is sent until every card is answered").toBe(0);

    await chat.deny(second, "Still linked from the home page");
    expect(requests(), "both answers go in one request").toBe(1);
    await expect(chat.root.getByText(/above waits? for your answer/)).toHaveCount(0);
    await expect(chat.log.getByText("1 of 2 done; nothing else was changed:")).toBeVisible();
    await expect(chat.log.getByText(`Did not delete the page '${kept}': declined ("Still linked from the home page").`)).toBeVisible();
    expect(await whereIs(page, dropped)).toBe("trash");
    expect(await whereIs(page, kept)).toBe("pages");
  });

  test("Approve all confirms every pending card, the conversation goes on once, and Undo restores both", async ({ page }) => {
    const titles = [unique("Chat all one"), unique("Chat all two")];
    const chat = await chatWithPages(page, ...titles);

    await chat.ask(`delete the "${titles[0]}" and "${titles[1]}" pages`);
    for (const title of titles) await expect(chat.confirmButton(`Delete page '${title}'`)).toBeEnabled();

    const requests = countChatPosts(page);
    const approveAll = chat.log.getByRole("button", { name: "Approve all (2)" });
    await approveAll.focus();
    await chat.untilTurnEnds(() => page.keyboard.press("Enter"));
    expect(requests(), "one request carries both answers").toBe(1);
    await expect(chat.log.getByText("Done — all 2:")).toBeVisible();
    await expect(chat.error).toHaveCount(0);
    for (const title of titles) {
      await expect(chat.log.getByText(`✓ Moved page '${title}' to the trash. It can be restored from the trash.`)).toBeVisible();
      expect(await whereIs(page, title)).toBe("trash");
    }

    await chat.undoLastTurn();
    await expect(toast(page, /^Undone 2 changes/)).toBeVisible();
    for (const title of titles) expect(await whereIs(page, title)).toBe("pages");
  });

  test("a card whose page is renamed elsewhere shows as expired before anyone clicks", async ({ page }) => {
    const title = unique("Chat renamed elsewhere");
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    const action = await chat.pendingDelete(title);

    await inOtherTab(page, async (tab) => {
      await openEditor(tab, title);
      await card(tab, "Page details").getByLabel("Title", { exact: true }).fill(`${title} v2`);
      await card(tab, "Page details").getByRole("button", { name: "Save details" }).click();
      await expect(tab.getByRole("heading", { level: 1, name: `${title} v2` })).toBeVisible();
    });
    await page.bringToFront();

    const cardRegion = chat.approvalCard(action);
    await expect(cardRegion.getByText("Expired")).toBeVisible();
    await expect(cardRegion).toContainText(`The page '${title}' has changed since this card was shown, so it can no longer be approved.`);
    await expect(cardRegion.getByRole("button")).toHaveCount(0);
    expect(await whereIs(page, `${title} v2`)).toBe("pages");
  });

  test("when the only card left unanswered has expired, the chat declines it by itself and it stays expired", async ({ page }) => {
    const [kept, renamed] = [unique("Chat answered"), unique("Chat changed meanwhile")];
    const chat = await chatWithPages(page, kept, renamed);
    await chat.ask(`delete the pages "${kept}" and "${renamed}"`);

    await chat.denyButton(`Delete page '${kept}'`).click();
    await chat.approvalCard(`Delete page '${kept}'`).getByRole("button", { name: `Confirm denial: Delete page '${kept}'` }).click();
    await inOtherTab(page, async (tab) => {
      await openEditor(tab, renamed);
      await card(tab, "Page details").getByLabel("Title", { exact: true }).fill(`${renamed} v2`);
      await card(tab, "Page details").getByRole("button", { name: "Save details" }).click();
      await expect(tab.getByRole("heading", { level: 1, name: `${renamed} v2` })).toBeVisible();
    });
    // Back in the chat, the check finds the card stale and the conversation goes on without a click.
    await chat.untilTurnEnds(() => page.bringToFront());

    await expect(chat.log.getByText("Nothing was changed:")).toBeVisible();
    const expiredCard = chat.approvalCard(`Delete page '${renamed}'`);
    await expect(expiredCard.getByText("Expired")).toBeVisible();
    await expect(expiredCard).toContainText("has changed since this card was shown");
    await expect(chat.log.getByText(`Denied by you: Delete page '${renamed}'`)).toHaveCount(0);
    await expect(chat.log.getByText(`Denied by you: Delete page '${kept}'`)).toBeVisible();
    await page.reload();
    await expect(chat.approvalCard(`Delete page '${renamed}'`).getByText("Expired")).toBeVisible();
  });

  test("an approved card whose page went to the trash meanwhile is not run, and says so", async ({ page }) => {
    const [gone, kept] = [unique("Chat gone meanwhile"), unique("Chat kept meanwhile")];
    const chat = await chatWithPages(page, gone, kept);
    await chat.ask(`delete the pages "${gone}" and "${kept}"`);

    // Confirmed first: the answer waits for the other card, and the page goes in the meantime.
    await chat.confirmButton(`Delete page '${gone}'`).click();
    await inOtherTab(page, async (tab) => {
      await openEditor(tab, gone);
      await trashPage(tab, gone);
    });
    await chat.deny(`Delete page '${kept}'`);

    const goneCard = chat.approvalCard(`Delete page '${gone}'`);
    await expect(goneCard.getByText("Expired")).toBeVisible();
    await expect(goneCard).toContainText(`The page '${gone}' no longer exists (it was deleted or moved to the trash), so this can no longer be done.`);
    await expect(chat.log.getByText(`Denied by you: Delete page '${gone}'`)).toHaveCount(0);
    await expect(chat.log.getByText("Nothing was changed:")).toBeVisible();
    expect(await whereIs(page, kept)).toBe("pages");
  });

  test("double-clicking Confirm runs the action once", async ({ page }) => {
    const title = unique("Chat double click");
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    const action = await chat.pendingDelete(title);

    const requests = countChatPosts(page);
    await chat.untilTurnEnds(() => chat.confirmButton(action).dblclick());
    await expect(chat.log.getByText(`Moved page '${title}' to the trash. It can be restored from the trash.`, { exact: true })).toHaveCount(1);
    expect(requests(), "one answer was sent").toBe(1);
    await expect(chat.error).toHaveCount(0);
    await expect(chat.log.getByText("Expired")).toHaveCount(0);

    await page.goto("/dashboard/activity?action=page.trash");
    const events = page.getByRole("table", { name: "Activity, newest first" }).getByRole("row").filter({ hasText: title });
    await expect(events).toHaveCount(1);
    await expect(events).toContainText(/success/i);
  });
});
