import http from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { admin } from "../support/actors";
import { ownDatabase } from "../support/seeded-site";

// The allow-list and the servers are site-wide: this file keeps them in a database of its own.
const useOwnDatabase = ownDatabase("mcp-client");

let calls = 0;

/** A loopback MCP server made with the SDK, as a third party would run one: one tool, stateless. */
async function startLoopbackServer() {
  const server = http.createServer(async (req, res) => {
    const mcp = new McpServer({ name: "weather", version: "1.0.0" });
    mcp.registerTool("forecast", { title: "Forecast", description: "Tomorrow's weather for a city", inputSchema: { city: z.string() } }, async ({ city }) => {
      calls += 1;
      return { content: [{ type: "text", text: `Sunny in ${city}` }] };
    });
    if (req.headers.authorization !== "Bearer weather-secret") {
      res.writeHead(401).end();
      return;
    }
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await mcp.connect(transport);
    await transport.handleRequest(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp` };
}

let loopback: Awaited<ReturnType<typeof startLoopbackServer>>;
let services: {
  loadExternalTools: typeof import("@/lib/mcp/external-tools").loadExternalTools;
  mcpServers: typeof import("@/lib/services/mcp-servers").mcpServers;
  allowedHosts: typeof import("@/lib/services/allowed-hosts").allowedHosts;
  toolPolicies: typeof import("@/lib/services/tool-policies").toolPolicies;
  decideCall: typeof import("@/lib/agent/call-policy").decideCall;
  toolContextFor: typeof import("@/lib/agent/tool-runtime").toolContextFor;
  ApprovedCalls: typeof import("@/lib/agent/approved-calls").ApprovedCalls;
};

beforeAll(async () => {
  useOwnDatabase();
  services = {
    ...(await import("@/lib/mcp/external-tools")),
    ...(await import("@/lib/services/mcp-servers")),
    ...(await import("@/lib/services/allowed-hosts")),
    ...(await import("@/lib/services/tool-policies")),
    ...(await import("@/lib/agent/call-policy")),
    ...(await import("@/lib/agent/tool-runtime")),
    ...(await import("@/lib/agent/approved-calls")),
  };
  loopback = await startLoopbackServer();
  await services.mcpServers.create(admin, { name: "weather", url: loopback.url, headers: "Authorization: Bearer weather-secret" });
});
afterAll(async () => {
  await chat?.close();
  await new Promise<void>((resolve) => loopback.server.close(() => resolve()));
});

type ChatServer = Awaited<ReturnType<typeof import("../support/chat-server").startChatServer>>;
let chat: ChatServer | undefined;

/** One chat turn, as `who`, in which the scripted model calls the weather tool and then says `after`. */
async function chatTurn(who: "admin" | "editor", city: string, after: string) {
  const { startChatServer, postChat, userMessage, newChatId } = await import("../support/chat-server");
  const { scriptedModel, text, toolCall } = await import("../support/scripted-model");
  const { users } = await import("@/lib/services/users");
  if (!chat) {
    const people = Object.fromEntries(
      await Promise.all(
        (["admin", "editor"] as const).map(async (role) => {
          const user = await users.create(admin, { email: `${role}-${Math.random().toString(36).slice(2, 8)}@mcp-client.test`, name: role, role, password: "long-enough-password" });
          return [role, { id: user.id, email: user.email, name: user.name, role }];
        }),
      ),
    );
    chat = await startChatServer(people);
  }
  chat.setModel(scriptedModel([toolCall("mcp_weather__forecast", { city }), text(after)]).model);
  return postChat(chat.url, who, { id: newChatId(), messages: [userMessage(`weather in ${city}?`)] });
}

const logged: string[] = [];
const load = () => services.loadExternalTools((line) => logged.push(line));
const context = () => services.toolContextFor({ base: { actor: { id: null, label: "editor@test", role: "editor", kind: "agent" } }, approvals: new services.ApprovedCalls() }, "call-1");

describe("external MCP servers as the assistant's tools", () => {
  it("keeps its headers secret and checks what an admin types", async () => {
    expect(await services.mcpServers.list(admin)).toEqual([expect.objectContaining({ name: "weather", headers: ["Authorization"], enabled: true })]);
    await expect(services.mcpServers.create(admin, { name: "Bad Name", url: "ftp://x" })).rejects.toMatchObject({ code: "validation" });
    await expect(services.mcpServers.create(admin, { name: "weather", url: loopback.url })).rejects.toMatchObject({ code: "conflict" });
    const { editor } = await import("../support/actors");
    await expect(services.mcpServers.create(editor, { name: "mine", url: loopback.url })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("does not reach a server on a loopback address until an admin lists its host", async () => {
    expect(await load()).toEqual([]);
    expect(logged.join("\n")).toMatch(/weather: .*loopback address/);
    expect(calls).toBe(0);
  });

  it("lists its tools under the server's namespace; they ask first, and an admin's override applies as to built-ins", async () => {
    await services.allowedHosts.replace(admin, ["127.0.0.1"]);
    const [forecast] = await load();
    expect(forecast).toMatchObject({ name: "mcp_weather__forecast", label: "Forecast", risk: "high", domain: "custom" });
    expect(await services.decideCall(forecast, { city: "Paris" }, context(), await services.toolPolicies.all())).toMatchObject({ mode: "ask" });
    expect(forecast.input.safeParse({}).success).toBe(false);
    expect(await forecast.preview({ city: "Paris" }, context())).toMatchObject({ action: "Run “Forecast” on the external tool server “weather”", current: { city: "Paris" } });

    await services.toolPolicies.update(admin, [{ toolName: forecast.name, role: "editor", mode: "allow" }], [forecast.name]);
    expect(await services.decideCall(forecast, { city: "Paris" }, context(), await services.toolPolicies.all())).toMatchObject({ mode: "allow", source: "override" });
    expect(await forecast.execute({ city: "Paris" }, context())).toMatchObject({ ok: true, content: "Sunny in Paris" });
    expect(calls).toBe(1);

    const asked = await chatTurn("admin", "Rome", "It asks first.");
    expect(asked.status).toBe(200);
    expect(asked.chunks.filter((chunk) => chunk.type === "tool-approval-request")).toHaveLength(1);
    expect(asked.chunks.find((chunk) => chunk.type === "data-approvalPreview")?.data).toMatchObject({ toolName: "mcp_weather__forecast", action: "Run “Forecast” on the external tool server “weather”" });
    expect(calls).toBe(1);
  });

  it("answers with a clear error when the server is down, and a turned-off server lends no tools", async () => {
    const [forecast] = await load();
    await new Promise<void>((resolve) => loopback.server.close(() => resolve()));
    loopback.server.closeAllConnections();
    const [still] = await load();
    expect(still.name).toBe(forecast.name);
    expect(await still.execute({ city: "Oslo" }, context())).toMatchObject({ ok: false, code: "unavailable", error: expect.stringContaining("The external tool server “weather” could not be reached") });

    const turn = await chatTurn("editor", "Oslo", "The weather service is down, so I cannot say.");
    expect(turn.status).toBe(200);
    expect(turn.chunks.find((chunk) => chunk.type === "tool-output-available")?.output).toMatchObject({ ok: false, code: "unavailable" });
    expect(turn.text).toContain("The weather service is down, so I cannot say.");

    const [server] = await services.mcpServers.list(admin);
    await services.mcpServers.setEnabled(admin, server.id, false);
    expect(await load()).toEqual([]);
  });
});
