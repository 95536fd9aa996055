import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { approvalDecisionEndpoint } from "@/lib/agent/approval-endpoint";
import { errorResponse } from "@/lib/http";
import { mcpEndpoint } from "@/lib/mcp/http-endpoint";
import type { ServiceContext } from "@/lib/services/context";

/**
 * A real HTTP server around what the Next routes run: /api/mcp (the MCP endpoint, authenticated by
 * its Bearer token) and /api/approvals/:id after its session check, where tests choose the
 * signed-in person with an `x-test-user` header.
 */
export async function startMcpServer(people: Record<string, ServiceContext>) {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.entries(req.headers).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]));
    const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks) });
    let response: Response;
    try {
      const decision = req.url?.match(/^\/api\/approvals\/([^/?]+)$/);
      const person = people[String(req.headers["x-test-user"])];
      if (req.url === "/api/mcp") response = await mcpEndpoint(request);
      else if (decision && person) response = await approvalDecisionEndpoint(request, person, decision[1]);
      else response = Response.json({ ok: false }, { status: decision ? 401 : 404 });
    } catch (error) {
      response = errorResponse(error);
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    try {
      if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    } finally {
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** An official SDK client connected over Streamable HTTP with this token. */
    connect: async (token: string) => {
      const client = new Client({ name: "test-client", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      return client;
    },
    /** A person's answer through the dashboard's route. */
    decide: async (who: string, id: string, body: { decision: "approve" | "deny"; reason?: string }) => {
      const response = await fetch(`${url}/api/approvals/${id}`, { method: "POST", headers: { "content-type": "application/json", "x-test-user": who }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
