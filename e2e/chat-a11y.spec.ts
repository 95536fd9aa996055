import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { signIn } from "./pages/login-page";
import { unique } from "./support/unique";

test.describe("chat: accessibility", () => {
  test("a dashboard page with the assistant open, a tool result and an approval card has no serious or critical axe violations", async ({ page }) => {
    const title = unique("Chat accessible");
    await signIn(page, "editor");
    await page.goto("/dashboard/pages");
    const chat = await Chat.openDock(page);
    await chat.createPage(title, "a hero and a FAQ");
    const action = `Publish page “${title}”`;
    await chat.ask(`publish the "${title}" page`);
    await expect(chat.confirmButton(action)).toBeEnabled();
    await expect(chat.log.getByRole("button", { name: "Undo this turn" })).toBeVisible();

    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    const report = serious.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(" "), summary: node.failureSummary })),
    }));
    if (report.length) console.log(JSON.stringify(report, null, 2));
    expect(report).toEqual([]);
  });
});
