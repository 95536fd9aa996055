import { expect, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { signIn } from "./pages/login-page";

test.describe("chat: what a turn cost", () => {
  test("an answer's turn details and the activity log show the tokens the turn used", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.ask("list pages");

    const answer = chat.log.locator('[id^="message-"]').last();
    await answer.getByText("Turn details").click();
    await expect(answer.getByText(/^[\d,]+ tokens in, [\d,]+ out; 2 model calls to the offline model\.$/)).toBeVisible();

    const turnId = (await answer.getAttribute("id"))!.replace(/^message-/, "");
    await page.goto(`/dashboard/activity?turnId=${encodeURIComponent(turnId)}`);
    const row = page.getByTestId("activity-row").filter({ hasText: "tool.cms_getPages" });
    await row.getByText("Details").click();
    await expect(row.getByText(/^Tokens this turn: [\d,]+ tokens in, [\d,]+ out; 2 model calls to the offline model\.$/)).toBeVisible();
  });
});
