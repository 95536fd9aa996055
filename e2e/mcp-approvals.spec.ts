import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expect, request, test, type Page } from "@playwright/test";
import { card, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { unique } from "./support/unique";

/** How many approvals the header badge says are waiting. */
async function waitingCount(page: Page): Promise<number> {
  const label = (await page.getByTestId("approvals-badge").textContent()) ?? "";
  return Number(label.match(/(\d+) waiting/)?.[1] ?? 0);
}

/** The header link's name as a screen reader says it, with `count` approvals waiting. */
const waitingName = (count: number) => (count ? new RegExp(`^Approvals\\s*${count} waiting$`) : /^Approvals\s*, nothing waiting$/);

/** A personal API token made in the dashboard, as a person would for their MCP client. */
async function newToken(page: Page, name: string) {
  await page.goto("/dashboard/settings/tokens");
  const form = card(page, "New token");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("May act as").selectOption({ label: "Editor" });
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByLabel("Your new token (shown only now)")).toHaveValue(/^cms_/);
  return form.getByLabel("Your new token (shown only now)").inputValue();
}

test.describe("approvals inbox", () => {
  test("a person approves a call an MCP client made, and the header badge counts it", async ({ page, baseURL }) => {
    await signIn(page, "editor");
    const tokenName = unique("Desktop assistant");
    const token = await newToken(page, tokenName);
    const before = await waitingCount(page);

    const client = new Client({ name: "e2e", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", baseURL), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    try {
      const title = unique("Old offer");
      const created = await client.callTool({ name: "cms_createPage", arguments: { title } });
      expect(created.isError, JSON.stringify(created.content)).toBeFalsy();
      const { slug } = (created.structuredContent as { page: { slug: string } }).page;
      const asked = await client.callTool({ name: "cms_deletePage", arguments: { page: slug, confirmed: true } });
      const { approvalId, action } = asked.structuredContent as { approvalId: string; action: string };
      expect(action).toBe(`Delete page '${title}'`);

      // No token approves anything: the decision route wants a person's session.
      const asClient = await request.newContext({ baseURL });
      const byToken = await asClient.post(`/api/approvals/${approvalId}`, { headers: { authorization: `Bearer ${token}` }, data: { decision: "approve" } });
      expect(byToken.status()).toBe(401);
      await asClient.dispose();

      await page.goto("/dashboard");
      await expect(page.getByRole("link", { name: waitingName(before + 1) })).toBeVisible();
      await page.getByTestId("approvals-badge").click();
      await expect(page.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
      const item = page.getByRole("listitem", { name: action });
      await expect(item).toContainText(`through a connected AI app (API token “${tokenName}”)`);
      await expect(item).toContainText(`Page: ${title}`);
      await item.getByRole("button", { name: `Approve: ${action}` }).click();
      await expect(toast(page, /Approved by editor@example\.com and run once/)).toBeVisible();
      await expect(item).toHaveCount(0);
      await expect(page.getByRole("link", { name: waitingName(before) })).toBeVisible();

      const status = await client.callTool({ name: "cms_approvalStatus", arguments: { approvalId } });
      expect(status.structuredContent).toMatchObject({ status: "ran", result: { ok: true } });
      const found = await client.callTool({ name: "cms_getPages", arguments: { query: slug } });
      expect(found.structuredContent).toMatchObject({ total: 0 });
    } finally {
      await client.close();
    }
  });

  test("a denied call never runs, and the inbox fits a narrow screen", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, "editor");
    const token = await newToken(page, unique("Phone assistant"));
    const client = new Client({ name: "e2e", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", baseURL), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    try {
      const title = unique("Keep me");
      const created = await client.callTool({ name: "cms_createPage", arguments: { title } });
      const { slug } = (created.structuredContent as { page: { slug: string } }).page;
      const asked = await client.callTool({ name: "cms_deletePage", arguments: { page: slug } });
      const { approvalId, action } = asked.structuredContent as { approvalId: string; action: string };

      await page.goto("/dashboard/approvals");
      const item = page.getByRole("listitem", { name: action });
      await item.getByLabel("Reason for denying (optional)").fill("We still link to it");
      await item.getByRole("button", { name: `Deny: ${action}` }).press("Enter");
      await expect(toast(page, "Denied by editor@example.com: We still link to it. Nothing was run.")).toBeVisible();
      await expect(item).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const status = await client.callTool({ name: "cms_approvalStatus", arguments: { approvalId } });
      expect(status.structuredContent).toMatchObject({ status: "denied" });
      expect((await client.callTool({ name: "cms_getPages", arguments: { query: slug } })).structuredContent).toMatchObject({ total: 1 });
    } finally {
      await client.close();
    }
  });
});
