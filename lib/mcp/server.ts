import "server-only";
import { randomUUID } from "node:crypto";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { findOverride } from "@/lib/agent/approval-policy";
import { approvalStatusReport } from "@/lib/agent/approval-status";
import { callGated, pendingMessage, type Caller } from "@/lib/agent/gated-call";
import { ALWAYS_ACTIVE_DOMAINS } from "@/lib/domain/tool-domains";
import { approvalRequests } from "@/lib/services/approval-requests";
import { isServiceError } from "@/lib/services/errors";
import { toolPolicies } from "@/lib/services/tool-policies";
import type { ApprovalPreview } from "@/lib/tools/define";
import { TOOL_DEFINITIONS, type AnyToolDefinition } from "@/lib/tools/registry";
import { listResources, readResource, resourceTemplates } from "./resources";

export const STATUS_TOOL = "cms_approvalStatus";

const statusInput = z.object({ approvalId: z.string().trim().min(1).max(100).describe("The id a gated call returned when it was sent for approval") });

const statusTool: Tool = {
  name: STATUS_TOOL,
  title: "Check an approval",
  description: "Whether a call that waits for a person's approval is still waiting, ran (with its result), was denied or expired. Call it with the id the gated call returned.",
  inputSchema: z.toJSONSchema(statusInput, { io: "input" }) as Tool["inputSchema"],
  annotations: { title: "Check an approval", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
};

/** The chat's own scaffolding (planning, asking for more tools) means nothing to an MCP client. */
const CHAT_ONLY = new Set<string>(ALWAYS_ACTIVE_DOMAINS);

/**
 * The tools a caller sees: a viewer's token reads only, and a tool an admin blocked for the role is
 * not offered. Every call is still decided by the policy, whatever a client was shown.
 */
async function toolsFor(caller: Caller): Promise<AnyToolDefinition[]> {
  const role = caller.ctx.actor.role;
  const overrides = await toolPolicies.all();
  return TOOL_DEFINITIONS.filter(
    (definition) => !CHAT_ONLY.has(definition.domain) && (role !== "viewer" || definition.readOnly) && findOverride(overrides, definition.name, role) !== "block",
  );
}

/** A definition as MCP lists it: its input's JSON Schema and the annotations taken from its metadata. */
function mcpTool(definition: AnyToolDefinition): Tool {
  return {
    name: definition.name,
    title: definition.label,
    description: definition.description,
    inputSchema: z.toJSONSchema(definition.input, { io: "input", unrepresentable: "any" }) as Tool["inputSchema"],
    annotations: {
      title: definition.label,
      readOnlyHint: definition.readOnly,
      destructiveHint: definition.destructive,
      idempotentHint: definition.idempotent,
      openWorldHint: definition.tags.includes("external"),
    },
  };
}

const text = (value: string, isError = false): CallToolResult => ({ content: [{ type: "text", text: value }], isError });

async function callTool(caller: Caller, name: string, args: unknown, origin?: string): Promise<CallToolResult> {
  if (name === STATUS_TOOL) {
    const input = statusInput.safeParse(args ?? {});
    if (!input.success) return text(`Invalid input: ${z.prettifyError(input.error)}`, true);
    const report = approvalStatusReport(await approvalRequests.get(caller.ctx, input.data.approvalId));
    return { content: [{ type: "text", text: report.message }], structuredContent: report };
  }
  const definition = (await toolsFor(caller)).find((candidate) => candidate.name === name);
  if (!definition) return text(`No tool named ${name} is available to this token.`, true);
  const input = definition.input.safeParse(args ?? {});
  if (!input.success) return text(`Invalid input: ${z.prettifyError(input.error)}`, true);
  const outcome = await callGated(definition, input.data, caller, `mcp-${randomUUID()}`);
  if (outcome.status === "refused") return text(outcome.message, true);
  if (outcome.status === "pending") {
    const { request } = outcome;
    const message = pendingMessage(request, origin);
    return { content: [{ type: "text", text: message }], structuredContent: { status: "pending", approvalId: request.id, action: (request.preview as ApprovalPreview).action, message } };
  }
  return { content: [{ type: "text", text: JSON.stringify(outcome.result) }], structuredContent: outcome.result, isError: outcome.result.ok === false };
}

/**
 * The CMS as an MCP server: the registry's tools under the approval gate of every surface, and the
 * site's content as resources read through the same gate (resources.ts). `caller`
 * is asked at every request, so a token revoked mid-session stops working at once.
 */
export function createMcpServer(caller: () => Promise<Caller>, { origin }: { origin?: string } = {}): Server {
  const server = new Server({ name: "agent-cms", version: "1.0.0" }, { capabilities: { tools: {}, resources: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...(await toolsFor(await caller())).map(mcpTool), statusTool] }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      return await callTool(await caller(), request.params.name, request.params.arguments, origin);
    } catch (error) {
      if (isServiceError(error)) return text(error.message, true);
      throw error;
    }
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: await listResources(await caller()) }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: resourceTemplates() }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => readResource(await caller(), request.params.uri));
  return server;
}
