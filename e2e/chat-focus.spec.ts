import { expect, test } from "@playwright/test";
import { assistantButton, focusedElement, focusIsInside, isInert, tabStaysInside } from "./pages/assistant-dock";
import { Chat } from "./pages/chat";
import { signIn } from "./pages/login-page";

test.describe("chat: keyboard focus", () => {
  test("Send clicked with the mouse leaves focus in the message box, during and after the answer", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.untilTurnEnds(() => chat.send("what can you do"));
    await expect(chat.input).toBeFocused();
  });

  test("renaming a chat in the list returns focus to its rename button after Save and after Escape", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.ask("thanks");
    const chats = page.getByRole("navigation", { name: "Chats" });
    const renameButton = (title: string) => chats.getByRole("button", { name: `Rename chat “${title}”`, exact: true });
    const title = await chats.locator("[aria-current=true]").locator("span").first().innerText();

    await renameButton(title).click();
    await chats.getByLabel("Chat title").fill("Focus check");
    await chats.getByRole("button", { name: "Save", exact: true }).click();
    await expect(renameButton("Focus check")).toBeFocused();

    await renameButton("Focus check").click();
    await expect(chats.getByLabel("Chat title")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chats.getByLabel("Chat title")).toHaveCount(0);
    await expect(renameButton("Focus check")).toBeFocused();
  });

  test("closing the docked panel with the mouse returns focus to the Assistant button", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/pages");
    const chat = await Chat.openDock(page);
    await chat.root.getByRole("button", { name: "Close assistant" }).click();
    await expect(chat.root).toBeHidden();
    await expect(assistantButton(page), await focusedElement(page)).toBeFocused();
  });

  test("at desktop width the docked panel is a side panel, not a modal", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/pages");
    await Chat.openDock(page);
    await expect(page.getByRole("dialog", { name: "Assistant" })).toHaveCount(0);
    expect(await isInert(page.getByRole("main"))).toBe(false);
  });
});

test.describe("chat: the dock on a phone is a modal dialog", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test("it keeps Tab inside, leaves the page inert and unscrollable, and Escape closes it from anywhere", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/pages");
    await assistantButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Assistant" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel("Message the assistant")).toBeFocused();

    expect(await tabStaysInside(page, dialog, 12)).toBe(true);
    expect(await isInert(page.getByRole("link", { name: "Agent CMS" }))).toBe(true);
    expect(await isInert(page.locator("main"))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    // Focus dropped on <body> (a click on plain text does that): Escape still closes the dialog.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await focusIsInside(dialog)).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(assistantButton(page)).toBeFocused();
    expect(await isInert(page.locator("main"))).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });
});

test.describe("chat: the chat page on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the message box is on screen without scrolling, and the chats fold into a disclosure that works", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.ask("thanks");
    await expect(chat.input).toBeInViewport();

    const chats = page.getByText(/^Chats \(\d+\) and New chat$/);
    await expect(page.getByRole("navigation", { name: "Chats" })).toBeHidden();
    await chats.click();
    const list = page.getByRole("navigation", { name: "Chats" });
    await expect(list.getByRole("button", { name: "New chat" })).toBeVisible();
    await list.getByRole("button", { name: "New chat" }).click();
    await expect(chat.root.getByText("Ask the assistant to work on your site.")).toBeVisible();
  });
});
