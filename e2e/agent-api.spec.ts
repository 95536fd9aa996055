import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signIn } from "./pages/login-page";

type Chunk = { type: string; [key: string]: unknown };

async function send(request: APIRequestContext, body: unknown) {
  const response = await request.post("/api/chat", { data: body });
  const text = await response.text();
  const chunks = text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
  return { status: response.status(), chunks, text };
}

const say = (text: string) => ({ id: randomUUID(), role: "user", parts: [{ type: "text", text }] });

test.describe("the chat API with the offline model", () => {
  test("asks before deleting a page, then deletes it once approved", async ({ page }) => {
    await signIn(page, "editor");
    const title = `Zephyr ${randomUUID().slice(0, 6)}`;
    const chatId = `e2e-${randomUUID()}`;
    const created = await send(page.request, { id: chatId, messages: [say(`create a page called ${title}`)] });
    expect(created.chunks.find((c) => c.type === "tool-output-available")?.output).toMatchObject({ ok: true, page: { title } });

    const asked = await send(page.request, { id: chatId, messages: [say(`delete the ${title} page`)] });
    expect(asked.status).toBe(200);
    expect(asked.chunks.filter((c) => c.type === "tool-approval-request")).toHaveLength(1);
    await page.goto("/dashboard/trash");
    await expect(page.getByText(title)).toHaveCount(0);

    const stored = await page.request.get(`/api/chats/${chatId}`);
    const chat = (await stored.json()).chat as { messages: { id: string; role: string; parts: Record<string, unknown>[] }[] };
    const last = chat.messages.at(-1)!;
    const parts = last.parts.map((p) => (p.state === "approval-requested" ? { ...p, state: "approval-responded", approval: { ...(p.approval as object), approved: true } } : p));
    const done = await send(page.request, { id: chatId, messages: [{ ...last, parts }] });
    expect(done.status).toBe(200);
    await page.goto("/dashboard/trash");
    await expect(page.getByRole("rowheader", { name: title })).toBeVisible();

    const replay = await send(page.request, { id: chatId, messages: [{ ...last, parts }] });
    expect(replay.status).toBe(409);
  });

  test("refuses bad requests, unknown chats and other people's chats alike", async ({ page, browser }) => {
    await signIn(page, "editor");
    expect((await send(page.request, { nonsense: true })).status).toBe(400);
    expect((await page.request.get(`/api/chats/${randomUUID()}`)).status()).toBe(404);

    const chatId = `e2e-${randomUUID()}`;
    await send(page.request, { id: chatId, messages: [say("list pages")] });
    const other = await browser.newPage();
    await signIn(other, "viewer");
    // Another person's chat answers exactly as a missing one, so chat ids reveal nothing.
    expect((await other.request.get(`/api/chats/${chatId}`)).status()).toBe(404);
    expect((await send(other.request, { id: chatId, messages: [say("hi")] })).status).toBe(404);
    await other.close();
  });

  test("lists the configured models with the offline one labelled", async ({ page }) => {
    await signIn(page, "viewer");
    const models = (await (await page.request.get("/api/agent/models")).json()).items as { id: string; label: string; offline: boolean }[];
    expect(models.find((m) => m.offline)?.label).toMatch(/Offline model/);
  });
});
