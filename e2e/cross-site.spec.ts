import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { signIn } from "./pages/login-page";

/** A page on another port of the same host: same-site, so the browser sends the session cookie along. */
function attackerPage(target: string): string {
  const chat = JSON.stringify({ id: `xsite-${randomUUID()}`, messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text: "add a text section to the home page" }] }] });
  return `<!doctype html><title>Win a prize</title><script>
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "x.png");
    Promise.allSettled([
      fetch(${JSON.stringify(`${target}/api/chat`)}, { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(chat)} }),
      fetch(${JSON.stringify(`${target}/api/media`)}, { method: "POST", mode: "no-cors", credentials: "include", body: form }),
    ]).then(() => { document.title = "sent"; });
  </script>`;
}

let attacker: Server;
let attackerUrl: string;

test.beforeAll(async ({ baseURL }) => {
  attacker = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(attackerPage(baseURL!)));
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

test.describe("requests from other sites", () => {
  test("a signed-in editor visiting a page on another port changes nothing", async ({ page }) => {
    await signIn(page, "editor");
    const chatsBefore = ((await (await page.request.get("/api/chats")).json()) as { items: unknown[] }).items.length;
    const mediaBefore = ((await (await page.request.get("/api/media")).json()) as { total: number }).total;

    await page.goto(attackerUrl);
    await expect(page).toHaveTitle("sent");

    expect(((await (await page.request.get("/api/chats")).json()) as { items: unknown[] }).items).toHaveLength(chatsBefore);
    expect(((await (await page.request.get("/api/media")).json()) as { total: number }).total).toBe(mediaBefore);
  });

  test("the API refuses a foreign Origin and JSON sent as text/plain", async ({ page }) => {
    await signIn(page, "editor");
    const body = JSON.stringify({ id: `xsite-${randomUUID()}`, messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text: "list pages" }] }] });
    const foreign = await page.request.post("/api/chat", { headers: { origin: "http://evil.example", "content-type": "application/json" }, data: body });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toMatchObject({ ok: false, error: expect.stringContaining("other sites") });
    const plain = await page.request.post("/api/chat", { headers: { "content-type": "text/plain" }, data: body });
    expect(plain.status()).toBe(415);
    const upload = await page.request.post("/api/media", { headers: { origin: "http://evil.example" }, multipart: { file: { name: "x.png", mimeType: "image/png", buffer: Buffer.from([137, 80, 78, 71]) } } });
    expect(upload.status()).toBe(403);
  });
});
