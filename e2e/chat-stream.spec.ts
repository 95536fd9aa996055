import { expect, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { signIn } from "./pages/login-page";

type StoredMessage = { role: string; parts: { text?: string }[] };

const PROVIDER_ERROR = "The model provider returned an error (HTTP 429): Rate limit exceeded.";

test.describe("chat: streaming, stopping and failures", () => {
  test("Stop ends a long answer early and the composer works again", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);

    // "what can you do" answers with the whole capabilities list, streamed a few words at a time.
    await chat.stopMidAnswer();
    await expect(chat.input, "focus goes back to the message box, not to the page").toBeFocused();
    await expect(chat.sendButton).toBeVisible();
    const fullReplyEnd = chat.log.getByText(/Ask for several things at once/);
    await expect(fullReplyEnd).toHaveCount(0);
    await expect(chat.error).toHaveCount(0);
    await expect(chat.root.getByRole("status").filter({ hasText: /^Stopped\./ })).toBeVisible();
    await expect(chat.input).toBeEditable();
    await chat.ask("thanks");
    await expect(chat.log.getByText("You're welcome! Anything else I can do?")).toBeVisible();
  });

  test("after Stop and a new question, a reload shows each answer after its own question, the stopped one cut short", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    await chat.stopMidAnswer();
    await chat.ask("thanks");
    const chatId = await chat.storedId();

    const stored = async () => {
      const { chat: saved } = (await (await page.request.get(`/api/chats/${chatId}`)).json()) as { chat: { messages: StoredMessage[] } };
      return saved.messages.map((message) => `${message.role}: ${message.parts.map((part) => part.text ?? "").join("").slice(0, 20)}`);
    };
    const expected = [
      ["user", "what can you do"],
      ["assistant", "I'm the built-in offline assistant."],
      ["user", "thanks"],
      ["assistant", "You're welcome! Anything else I can do?"],
    ].map(([role, text]) => `${role}: ${text.slice(0, 20)}`);
    await expect.poll(stored).toEqual(expected);

    await page.reload();
    await expect(chat.log.getByText("You're welcome! Anything else I can do?")).toBeVisible();
    const text = await chat.log.innerText();
    const order = ["what can you do", "I'm the built-in offline assistant.", "thanks", "You're welcome!"].map((words) => text.indexOf(words));
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1])), `in order: ${order.join(", ")}`).toBe(true);
    await expect(chat.log.getByText(/Ask for several things at once/)).toHaveCount(0);
  });

  test("a provider failure shows a readable error, and Retry gets the answer", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);
    const models = chat.root.getByLabel("Model");
    await expect(models.getByRole("option", { selected: true })).toHaveText(/Offline model/);

    await page.route("/api/chat", (route) => route.fulfill({ status: 500, json: { ok: false, error: PROVIDER_ERROR } }), { times: 1 });
    await chat.ask("list pages");
    await expect(chat.error).toContainText(PROVIDER_ERROR);
    await expect(chat.input).toBeEditable();

    await page.unrouteAll();
    await chat.untilTurnEnds(() => chat.error.getByRole("button", { name: "Retry" }).click());
    await expect(chat.error).toHaveCount(0);
    await expect(chat.log.getByText(/^Found \d+ pages/).first()).toBeVisible();
    // The question was sent once: the failed attempt left no copy behind.
    await expect(chat.log.getByText("You: list pages")).toHaveCount(1);
  });
});
