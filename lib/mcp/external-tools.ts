import "server-only";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { safeFetch } from "@/lib/net/safe-fetch";
import { allowedHosts } from "@/lib/services/allowed-hosts";
import { mcpServers } from "@/lib/services/mcp-servers";
import { defineTool, resultSchema, type ToolFailure } from "@/lib/tools/define";
import type { AnyToolDefinition } from "@/lib/tools/registry";
import { labelFromName } from "@/lib/tools/custom/custom-export";

type ExternalServer = Awaited<ReturnType<typeof mcpServers.enabled>>[number];

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

/** A tool's name in the assistant's tool set: namespaced by its server, in the characters models accept. */
export const externalToolName = (server: string, tool: string) => `mcp_${server}__${tool.replace(/[^A-Za-z0-9_-]/g, "_")}`.slice(0, 64);

/**
 * The SDK's requests through lib/net's address rules: a server on a private or loopback address is
 * reached only when an admin listed its host (Settings → Agent approvals). Each answer is read whole,
 * so the client keeps no event stream open (a GET asking for one is answered "not offered").
 */
function addressCheckedFetch(trustedOrigins: string[]): FetchLike {
  return async (url, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    if (method !== "POST") return new Response(null, { status: 405 });
    const response = await safeFetch(String(url), {
      method: "POST",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? init.body : undefined,
      maxBytes: MAX_BYTES,
      timeoutMs: TIMEOUT_MS,
      trustedOrigins,
    });
    return new Response(response.status === 202 || response.status === 204 ? null : new Uint8Array(response.body), { status: response.status, headers: response.headers });
  };
}

async function connect(server: ExternalServer): Promise<Client> {
  const url = new URL(server.url);
  const trusted = (await allowedHosts.covers(url.hostname)) ? [url.origin] : [];
  const client = new Client({ name: "agent-cms", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: addressCheckedFetch(trusted), requestInit: { headers: server.headers } }), { timeout: TIMEOUT_MS });
  return client;
}

/** Runs `work` with a fresh connection to the server, closed afterwards. */
async function withServer<T>(server: ExternalServer, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await connect(server);
  try {
    return await work(client);
  } finally {
    await client.close().catch(() => undefined);
  }
}

const why = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/^refused: /, "");

const unavailable = (server: ExternalServer, error: unknown): ToolFailure => ({
  ok: false,
  error: `The external tool server “${server.name}” could not be reached: ${why(error)}`,
  code: "unavailable",
  hint: "Carry on without this tool, and tell the person it is unavailable right now.",
});

/** The text an MCP tool answered with, for the model and the chat. */
const contentText = (content: unknown) =>
  ((content ?? []) as { type: string; text?: string }[]).map((part) => (part.type === "text" ? part.text : `[${part.type}]`)).join("\n");

const externalOutput = resultSchema({ content: z.string(), structured: z.unknown().optional() });

/**
 * One external tool as a definition like the built-ins: namespaced, high risk (so it asks first unless
 * an admin's override says otherwise), and assumed to write and destroy, as code nobody here described.
 */
function externalDefinition(server: ExternalServer, tool: Tool): AnyToolDefinition {
  const label = labelFromName(tool.title ?? tool.annotations?.title ?? tool.name).slice(0, 41);
  let input: z.ZodType;
  try {
    input = z.fromJSONSchema(tool.inputSchema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch {
    input = z.record(z.string(), z.unknown());
  }
  return defineTool<unknown, z.infer<typeof externalOutput>>({
    name: externalToolName(server.name, tool.name),
    label,
    domain: "custom",
    readOnly: false,
    destructive: true,
    idempotent: false,
    risk: "high",
    tags: ["external", "mcp", server.name],
    description: `${tool.description ?? label} (from the external tool server “${server.name}”)`,
    input,
    output: externalOutput,
    preview: async (args) => ({
      action: `Run “${label}” on the external tool server “${server.name}”`,
      target: { type: "external tool", label: `${server.name}: ${tool.name}` },
      current: (args ?? {}) as Record<string, unknown>,
    }),
    execute: async (args) => {
      try {
        const result = await withServer(server, (client) => client.callTool({ name: tool.name, arguments: (args ?? {}) as Record<string, unknown> }, undefined, { timeout: TIMEOUT_MS }));
        const text = contentText(result.content);
        if (result.isError) return { ok: false, error: `The external tool server “${server.name}” answered with an error: ${text}`, code: "external_error" };
        return { ok: true, message: text.slice(0, 2000) || "Done.", content: text, ...(result.structuredContent ? { structured: result.structuredContent } : {}) };
      } catch (error) {
        return unavailable(server, error);
      }
    },
  });
}

// A server that is down keeps the tools it listed last, so a call says it is down instead of the tool vanishing.
const lastListed = new Map<string, Tool[]>();

/**
 * The tools of every enabled external server, for one chat turn. A server that does not answer
 * never stops the chat: it contributes the tools it listed before (each call then reports that it
 * is down), or none.
 */
export async function loadExternalTools(log: (line: string) => void = console.warn): Promise<AnyToolDefinition[]> {
  const servers = await mcpServers.enabled();
  const lists = await Promise.all(
    servers.map(async (server) => {
      try {
        const { tools } = await withServer(server, (client) => client.listTools(undefined, { timeout: TIMEOUT_MS }));
        lastListed.set(server.id, tools);
      } catch (error) {
        log(`[mcp servers] ${server.name}: ${why(error)}`);
      }
      return (lastListed.get(server.id) ?? []).map((tool) => externalDefinition(server, tool));
    }),
  );
  return lists.flat();
}
