import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { approveRequest } from "@/lib/agent/gated-call";
import { apiTokens } from "@/lib/services/api-tokens";
import { pages } from "@/lib/services/pages";
import { getToolDefinition } from "@/lib/tools/registry";
import { startMcpServer } from "../support/mcp-server";
import { draftPage, person, tokenOf } from "./people";

type Person = Awaited<ReturnType<typeof person>>;
type Pending = { status: "pending"; approvalId: string; action: string; message: string };

let server: Awaited<ReturnType<typeof startMcpServer>>;
let editor: Person;
let otherEditor: Person;
let boss: Person;
let reader: Person;
const clients: Client[] = [];

beforeAll(async () => {
  editor = await person("editor");
  otherEditor = await person("editor");
  boss = await person("admin");
  reader = await person("viewer");
  server = await startMcpServer({ editor, otherEditor, boss, reader });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server?.close();
});

async function connect(owner: Person, role = owner.actor.role) {
  const client = await server.connect((await tokenOf(owner, role)).token);
  clients.push(client);
  return client;
}

const call = (client: Client, name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
const status = async (client: Client, approvalId: string) => (await call(client, "cms_approvalStatus", { approvalId })).structuredContent as Record<string, unknown>;

/** Asks to delete a fresh page; the call comes back waiting, with what it will do. */
async function askToDelete(client: Client, owner: Person) {
  const page = await draftPage(owner);
  const result = await call(client, "cms_deletePage", { page: page.slug, confirmed: true, confirm: true });
  expect(result.isError).toBeFalsy();
  return { page, pending: result.structuredContent as Pending, text: (result.content as { text: string }[])[0].text };
}

const isTrashed = async (id: string) => (await db.page.findUniqueOrThrow({ where: { id } })).deletedAt !== null;

describe("the CMS as an MCP server over Streamable HTTP", () => {
  it("lists the registry's tools with annotations from their definitions, and a status tool", async () => {
    const { tools } = await (await connect(editor)).listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const { label } = getToolDefinition("cms_deletePage")!;
    expect(byName.get("cms_deletePage")).toMatchObject({
      title: label,
      annotations: { title: label, readOnlyHint: false, destructiveHint: true, idempotentHint: true },
      inputSchema: { type: "object", properties: { page: expect.any(Object) } },
    });
    expect(byName.get("cms_getPages")?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.get("cms_approvalStatus")?.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.has("agent_plan")).toBe(false);
  });

  it("runs a safe tool at once, as the token's owner, audited as MCP", async () => {
    const client = await connect(editor);
    const result = await call(client, "cms_createPage", { title: "Made over MCP" });
    expect(result.isError).toBeFalsy();
    const { page } = result.structuredContent as { page: { id: string; status: string } };
    expect(page.status).toBe("draft");
    const audited = await db.auditEvent.findFirstOrThrow({ where: { action: "tool.cms_createPage", actorId: editor.actor.id } });
    expect(audited).toMatchObject({ actorKind: "mcp", decision: "auto", outcome: "success" });
  });

  it("holds a gated call for a person; approved through the dashboard's route it runs exactly once", async () => {
    const client = await connect(editor);
    const { page, pending, text } = await askToDelete(client, editor);
    expect(pending).toMatchObject({ status: "pending", action: `Delete page '${page.title}'` });
    expect(text).toContain(`Approval request ${pending.approvalId}`);
    expect(text).toContain(`${server.url}/dashboard/approvals`);
    expect(await isTrashed(page.id)).toBe(false);
    expect(await status(client, pending.approvalId)).toMatchObject({ status: "pending", message: expect.stringContaining("Still waiting") });
    const stored = await db.approvalRequest.findUniqueOrThrow({ where: { id: pending.approvalId } });
    expect(stored).toMatchObject({ surface: "mcp", requesterId: editor.actor.id, preview: expect.objectContaining({ action: pending.action, target: expect.objectContaining({ label: page.title }) }) });
    expect(stored.input).toEqual({ page: page.slug });

    const [first, second] = await Promise.all([server.decide("editor", pending.approvalId, { decision: "approve" }), server.decide("editor", pending.approvalId, { decision: "approve" })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await isTrashed(page.id)).toBe(true);
    expect(await status(client, pending.approvalId)).toMatchObject({ status: "ran", result: { ok: true }, message: expect.stringContaining(`Approved by ${editor.actor.label} and run once`) });
    const runs = await db.auditEvent.findMany({ where: { action: "tool.cms_deletePage", toolCallId: `approval-${pending.approvalId}`, actorKind: "mcp" } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ decision: "approved", outcome: "success", actorId: editor.actor.id });
  });

  it("runs nothing once a person denies it, and says so with the reason", async () => {
    const client = await connect(editor);
    const { page, pending } = await askToDelete(client, editor);
    const denied = await server.decide("editor", pending.approvalId, { decision: "deny", reason: "Not this one" });
    expect(denied.status).toBe(200);
    expect(await status(client, pending.approvalId)).toMatchObject({ status: "denied", message: `Denied by ${editor.actor.label}: Not this one. Nothing was run.` });
    expect((await server.decide("editor", pending.approvalId, { decision: "approve" })).status).toBe(409);
    expect(await isTrashed(page.id)).toBe(false);
  });

  it("expires a request nobody answered in time, and one whose target changed before the approval", async () => {
    const client = await connect(editor);
    const late = await askToDelete(client, editor);
    await db.approvalRequest.update({ where: { id: late.pending.approvalId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await status(client, late.pending.approvalId)).toMatchObject({ status: "expired", message: expect.stringContaining("Nobody approved it in time") });
    expect((await server.decide("editor", late.pending.approvalId, { decision: "approve" })).status).toBe(409);

    const changed = await askToDelete(client, editor);
    await pages.update(editor, changed.page.id, { title: `${changed.page.title} renamed` });
    const approved = await server.decide("editor", changed.pending.approvalId, { decision: "approve" });
    expect(approved.body).toMatchObject({ approval: { status: "expired", message: expect.stringContaining("has changed since this card was shown") } });
    expect(await isTrashed(late.page.id)).toBe(false);
    expect(await isTrashed(changed.page.id)).toBe(false);
  });

  it("defaults the wait to a day, and APPROVAL_EXPIRY_HOURS changes it", async () => {
    const client = await connect(editor);
    const day = await askToDelete(client, editor);
    const stored = await db.approvalRequest.findUniqueOrThrow({ where: { id: day.pending.approvalId } });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(23.9 * 3_600_000);
    process.env.APPROVAL_EXPIRY_HOURS = "0.5";
    try {
      const short = await askToDelete(client, editor);
      const { createdAt, expiresAt } = await db.approvalRequest.findUniqueOrThrow({ where: { id: short.pending.approvalId } });
      expect(Math.round((expiresAt.getTime() - createdAt.getTime()) / 60_000)).toBe(30);
    } finally {
      delete process.env.APPROVAL_EXPIRY_HOURS;
    }
  });

  it("lets no token approve: only a person signed in to the dashboard, who asked or is an admin", async () => {
    const client = await connect(editor);
    const { page, pending } = await askToDelete(client, editor);
    const asToken = { actor: { ...editor.actor, kind: "mcp" as const } };
    await expect(approveRequest(asToken, pending.approvalId)).rejects.toThrow("never through an API token");
    expect((await server.decide("reader", pending.approvalId, { decision: "approve" })).status).toBe(403);
    expect((await server.decide("otherEditor", pending.approvalId, { decision: "approve" })).status).toBe(404);
    expect(await isTrashed(page.id)).toBe(false);
    expect((await server.decide("boss", pending.approvalId, { decision: "approve" })).body).toMatchObject({ approval: { status: "ran" } });
    expect(await isTrashed(page.id)).toBe(true);
    await expect(call(await connect(otherEditor), "cms_approvalStatus", { approvalId: pending.approvalId })).resolves.toMatchObject({ isError: true, content: [{ text: expect.stringContaining("was not found") }] });
  });

  it("stops a token revoked mid-session, and expires what it asked for", async () => {
    const { id, token } = await tokenOf(editor);
    const client = await server.connect(token);
    clients.push(client);
    const { page, pending } = await askToDelete(client, editor);
    await apiTokens.revoke(editor, id);
    await expect(client.listTools()).rejects.toThrow(/401|not valid/);
    const approved = await server.decide("editor", pending.approvalId, { decision: "approve" });
    expect(approved.body).toMatchObject({ approval: { status: "expired", message: expect.stringContaining("token that asked was revoked") } });
    expect(await isTrashed(page.id)).toBe(false);
  });

  it("refuses a request without a valid token", async () => {
    const response = await fetch(`${server.url}/api/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: "{}" });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    await expect(server.connect("cms_not-a-token")).rejects.toThrow();
  });

  it("gives a viewer's token read-only tools, and refuses anything else", async () => {
    const client = await connect(reader);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(3);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);
    const page = await draftPage(editor);
    expect(await call(client, "cms_deletePage", { page: page.slug })).toMatchObject({ isError: true, content: [{ text: "No tool named cms_deletePage is available to this token." }] });
    expect(await call(client, "cms_getPages", { query: page.slug })).toMatchObject({ structuredContent: { ok: true, total: 1 } });
    expect(await isTrashed(page.id)).toBe(false);
  });

  it("limits a token scoped below its owner to the token's role, also when its request runs", async () => {
    const asViewer = await connect(boss, "viewer");
    expect((await asViewer.listTools()).tools.some((tool) => tool.name === "cms_createPage")).toBe(false);
    expect(await call(asViewer, "cms_createPage", { title: "Not allowed" })).toMatchObject({ isError: true });

    const asEditor = await connect(boss, "editor");
    const { page, pending } = await askToDelete(asEditor, boss);
    expect(await db.approvalRequest.findUniqueOrThrow({ where: { id: pending.approvalId } })).toMatchObject({ requesterRole: "editor" });
    await server.decide("boss", pending.approvalId, { decision: "approve" });
    expect(await isTrashed(page.id)).toBe(true);
    const run = await db.auditEvent.findFirstOrThrow({ where: { toolCallId: `approval-${pending.approvalId}`, actorKind: "mcp" } });
    expect(run).toMatchObject({ actorId: boss.actor.id, decision: "approved" });
  });
});
