import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { approveRequest } from "@/lib/agent/gated-call";
import { db } from "@/lib/db";
import { apiTokens } from "@/lib/services/api-tokens";
import { draftPage, person, tokenOf } from "./people";

// The client starts the real CLI (`agent-cms mcp`), which takes a second or more of CPU on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

type Person = Awaited<ReturnType<typeof person>>;

const clients: Client[] = [];
let editor: Person;

/** An official SDK client that starts `agent-cms mcp` with the token in AGENT_CMS_TOKEN, as an MCP host would. */
async function startCli(token: string) {
  const client = new Client({ name: "stdio-test", version: "1.0.0" });
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.resolve("bin/agent-cms.mjs"), "mcp"],
      env: { ...env, DATABASE_URL: process.env.TEST_DATABASE_URL!, MEDIA_DIR: process.env.TEST_MEDIA_DIR!, CUSTOM_TOOLS_DIR: "", AGENT_CMS_TOKEN: token },
      stderr: "ignore",
    }),
  );
  clients.push(client);
  return client;
}

beforeAll(async () => {
  editor = await person("editor");
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

describe("the CMS as an MCP server over stdio (agent-cms mcp)", () => {
  it("lists annotated tools, runs a safe one, holds a gated one until a person approves it, and reports the result", async () => {
    const client = await startCli((await tokenOf(editor)).token);
    const { tools } = await client.listTools();
    expect(tools.find((tool) => tool.name === "cms_deletePage")?.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(tools.find((tool) => tool.name === "cms_getPages")?.annotations).toMatchObject({ readOnlyHint: true });

    const created = await client.callTool({ name: "cms_createPage", arguments: { title: "Made over stdio" } });
    expect(created.structuredContent).toMatchObject({ ok: true, page: { title: "Made over stdio" } });

    const page = await draftPage(editor);
    const asked = await client.callTool({ name: "cms_deletePage", arguments: { page: page.slug, confirmed: true } });
    const { approvalId } = asked.structuredContent as { approvalId: string };
    expect(asked.structuredContent).toMatchObject({ status: "pending", action: `Delete page '${page.title}'` });
    expect((await db.approvalRequest.findUniqueOrThrow({ where: { id: approvalId } })).surface).toBe("mcp");
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).toBeNull();

    await approveRequest(editor, approvalId);
    const status = await client.callTool({ name: "cms_approvalStatus", arguments: { approvalId } });
    expect(status.structuredContent).toMatchObject({ status: "ran", result: { ok: true } });
    expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).not.toBeNull();
    expect(await db.auditEvent.count({ where: { action: "tool.cms_deletePage", toolCallId: `approval-${approvalId}`, actorKind: "mcp", decision: "approved" } })).toBe(1);
  });

  it("stops answering for a token revoked while the client is connected", async () => {
    const { id, token } = await tokenOf(editor);
    const client = await startCli(token);
    expect((await client.callTool({ name: "cms_getPages", arguments: { limit: 1 } })).isError).toBeFalsy();
    await apiTokens.revoke(editor, id);
    expect(await client.callTool({ name: "cms_getPages", arguments: { limit: 1 } })).toMatchObject({ isError: true, content: [{ text: expect.stringContaining("This API token is not valid") }] });
    await expect(client.listTools()).rejects.toThrow("This API token is not valid");
  });

  it("gives a viewer's token only tools that read", async () => {
    const reader = await person("viewer");
    const client = await startCli((await tokenOf(reader)).token);
    const { tools } = await client.listTools();
    expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);
    expect(await client.callTool({ name: "cms_createPage", arguments: { title: "Nope" } })).toMatchObject({ isError: true });
  });
});
