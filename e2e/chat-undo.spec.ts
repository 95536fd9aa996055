import { expect, test, type Locator } from "@playwright/test";
import { Chat } from "./pages/chat";
import { openPagesListFor, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { unique } from "./support/unique";

/** The assistant messages (turns) that show this page's link; each element id is `message-<turn id>`. */
const turnsWith = (chat: Chat, pageTitle: string): Locator =>
  chat.log.locator('[id^="message-"]').filter({ has: chat.page.getByRole("link", { name: `Open page '${pageTitle}'`, exact: true }) });

const turnIdOf = async (turn: Locator) => (await turn.getAttribute("id"))!.replace(/^message-/, "");

test.describe("chat: undo this turn", () => {
  test("an undone turn says what was reverted, and stays undone after a reload", async ({ page }) => {
    const title = unique("Undo probe");
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.confirm(await chat.pendingDelete(title));
    const undoButtons = chat.log.getByRole("button", { name: "Undo this turn" });
    await expect(undoButtons).toHaveCount(2);

    await chat.undoLastTurn();
    await expect(toast(page, `Undone 1 change: page '${title}' restored`)).toBeVisible();
    const undone = chat.log.getByRole("list", { name: "Undone changes" });
    await expect(undone.getByRole("listitem")).toHaveText([`page '${title}' restored`]);
    // The button is gone: the note that replaced it has the focus.
    await expect(undone.locator("xpath=..")).toBeFocused();
    await expect(undoButtons).toHaveCount(1);

    await page.reload();
    await expect(chat.input).toBeVisible();
    await expect(chat.log.getByText("The changes of this turn were undone.")).toHaveCount(1);
    await expect(undone.getByRole("listitem")).toHaveText([`page '${title}' restored`]);
    // Only the creating turn is left to undo; it is the one above the note.
    await expect(undoButtons).toHaveCount(1);
    await expect(turnsWith(chat, title).first().getByRole("button", { name: "Undo this turn" })).toBeVisible();

    await chat.undoLastTurn();
    await expect(toast(page, `Undone 1 change: page '${title}' moved to the trash`)).toBeVisible();
    await expect(undoButtons).toHaveCount(0);
    await page.reload();
    await expect(chat.input).toBeVisible();
    await expect(chat.log.getByRole("list", { name: "Undone changes" })).toHaveText([`page '${title}' moved to the trash`, `page '${title}' restored`]);
    await expect(undoButtons).toHaveCount(0);
  });

  test("'undo that' in the chat shows what will be undone on a card, and 'bring back the page I deleted' restores it", async ({ page }) => {
    const title = unique("Said undo");
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.createPage(title);
    await chat.ask("undo that");
    const action = "Undo the assistant's last changes";
    const card = chat.approvalCard(action);
    await expect(card).toContainText(`Assistant's reply: 1 change`);
    await expect(card).toContainText(`'${title}'`);
    await expect(card).toContainText("moved to the trash");
    await chat.confirm(action);
    await expect(chat.log.getByText(`Done — undone: page '${title}' moved to the trash.`)).toBeVisible();
    await page.goto("/dashboard/trash");
    await expect(page.getByRole("rowheader", { name: title, exact: true })).toBeVisible();

    const again = await Chat.openPage(page);
    await again.ask("ok bring back the page i deleted pls");
    await expect(again.log.getByText(`Done — restored page “${title}” from the trash as a draft`)).toBeVisible();
    await openPagesListFor(page, title);
    await expect(page.getByRole("table", { name: "Pages" }).getByRole("link", { name: title, exact: true })).toBeVisible();
  });

  test("the activity log's chat turn link scrolls to that turn far up a long chat, highlights and focuses it", async ({ page }) => {
    const first = unique("Linked turn");
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.createPage(first, "a hero and a FAQ");
    const turnId = await turnIdOf(turnsWith(chat, first));
    for (let n = 1; n <= 5; n++) await chat.createPage(`${first} later ${n}`, "a hero and a FAQ");

    await page.goto(`/dashboard/activity?turnId=${encodeURIComponent(turnId)}`);
    const row = page.getByTestId("activity-row").first();
    await row.getByText("Details").click();
    await row.getByRole("link", { name: turnId, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/chat\\?chat=[^&]+&turn=${turnId}$`));
    const linked = chat.log.locator('[aria-current="true"]');
    await expect(linked).toHaveCount(1);
    await expect(linked).toHaveAttribute("id", `message-${turnId}`);
    await expect(linked).toContainText("Linked turn");
    await expect(linked.getByRole("link", { name: `Open page '${first}'`, exact: true })).toBeVisible();
    await expect(linked).toBeFocused();
    await expect(linked).toBeInViewport();
    // The log did not jump to the newest turn as it does on opening a chat.
    await expect(chat.log.locator('[id^="message-"]').last()).not.toBeInViewport();

    // The address keeps the turn, so a reload shows it again; picking another chat drops it.
    await page.reload();
    await expect(chat.log.locator('[aria-current="true"]')).toBeFocused();
    await expect(chat.log.locator('[aria-current="true"]')).toBeInViewport();
    await chat.root.getByRole("button", { name: "New chat" }).click();
    await expect(page).toHaveURL(/\/dashboard\/chat$/);
  });
});
