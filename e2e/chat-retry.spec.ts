import { expect, test } from "@playwright/test";
import { Chat } from "./pages/chat";
import { signIn } from "./pages/login-page";

type StoredMessage = { role: string; parts: { type: string; text?: string }[] };

const LOST = "The connection to the model provider broke off. Press Retry, or choose another model.";

test.describe("chat: Retry never asks twice", () => {
  test("when the browser lost the end of an answer the server finished, Retry shows the saved answer and runs nothing again", async ({ page }) => {
    await signIn(page, "editor");
    const chat = await Chat.openPage(page);

    // The server answers in full and saves it; the browser gets only the first chunks, then an error.
    await page.route(
      "/api/chat",
      async (route) => {
        const response = await route.fetch();
        const lines = (await response.text()).split("\n\n").filter(Boolean);
        const cut = [...lines.slice(0, 4), `data: ${JSON.stringify({ type: "error", errorText: LOST })}`].join("\n\n") + "\n\n";
        await route.fulfill({ response, body: cut });
      },
      { times: 1 },
    );
    await chat.ask("list pages");
    await expect(chat.error).toContainText(LOST);
    const chatId = await chat.storedId();
    await page.unrouteAll();

    const chatPosts: string[] = [];
    page.on("request", (request) => void (new URL(request.url()).pathname === "/api/chat" && chatPosts.push(request.method())));
    await chat.error.getByRole("button", { name: "Retry" }).click();
    await expect(chat.error).toHaveCount(0);
    await expect(chat.log.getByText(/^Found \d+ pages/).first()).toBeVisible();
    await expect(chat.log.getByText("Assistant:"), "one answer, shown once").toHaveCount(1);
    expect(chatPosts, "the model was not asked again").toEqual([]);

    const { chat: stored } = (await (await page.request.get(`/api/chats/${chatId}`)).json()) as { chat: { messages: StoredMessage[] } };
    expect(stored.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
  });
});
