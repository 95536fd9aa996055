import "server-only";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Caller } from "@/lib/agent/gated-call";
import { apiTokens } from "@/lib/services/api-tokens";
import { isServiceError } from "@/lib/services/errors";
import { createMcpServer } from "./server";

const unauthorized = (message: string) =>
  Response.json({ jsonrpc: "2.0", error: { code: -32001, message }, id: null }, { status: 401, headers: { "www-authenticate": 'Bearer realm="agent-cms"' } });

/** The person an `Authorization: Bearer <personal API token>` header acts for, as an MCP client. */
async function bearerCaller(request: Request): Promise<Caller | Response> {
  const token = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return unauthorized("Send a personal API token (Dashboard → Settings → API tokens) as Authorization: Bearer <token>.");
  try {
    const user = await apiTokens.authenticate(token);
    return { ctx: { actor: { id: user.id, label: user.email, role: user.role, kind: "mcp" } }, surface: "mcp", tokenId: user.tokenId, tokenName: user.tokenName };
  } catch (error) {
    if (isServiceError(error)) return unauthorized(error.message);
    throw error;
  }
}

/**
 * /api/mcp: Streamable HTTP, stateless. Every request is authenticated on its own (a revoked token
 * stops at its next request) and gets a server of its own, answered as JSON.
 */
export async function mcpEndpoint(request: Request): Promise<Response> {
  const caller = await bearerCaller(request);
  if (caller instanceof Response) return caller;
  const server = createMcpServer(async () => caller, { origin: new URL(request.url).origin });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(request);
}
