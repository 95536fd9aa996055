import "server-only";
import { tool, type ToolSet } from "ai";
import { audit } from "@/lib/services/audit";
import type { ServiceContext } from "@/lib/services/context";
import { runTool, type ToolContext } from "@/lib/tools/define";
import type { AnyToolDefinition } from "@/lib/tools/registry";
import { toolServices } from "@/lib/tools/services";
import { ApprovedCalls } from "./approved-calls";

export type TurnContext = {
  /** The signed-in user's context plus the chat and turn this run belongs to. */
  base: ServiceContext;
  /** Tool calls a person approved in this request, each for one run of its exact input. */
  approvals: ApprovedCalls;
};

export function toolContextFor(turn: TurnContext, toolCallId: string): ToolContext {
  const decision = turn.approvals.ranOnApproval(toolCallId) ? "approved" : "auto";
  return {
    services: toolServices,
    ctx: { ...turn.base, toolCallId, decision },
    log: (message, data) => console.info(`[agent ${turn.base.turnId ?? "-"}/${toolCallId}] ${message}`, data ?? ""),
  };
}

function outcomeOf(result: unknown, flagged: boolean): { outcome: "success" | "failure"; message?: string } {
  const value = result as { ok?: boolean; message?: string; error?: string };
  if (value?.ok === false) return { outcome: "failure", message: value.error };
  return { outcome: "success", message: flagged ? `Moderate risk, ran without asking. ${value?.message ?? ""}`.trim() : value?.message };
}

/**
 * Turns definitions into AI SDK tools for one turn. Every execution is audited with its decision
 * (ran on its own, or approved by the person) and the tool's outcome.
 */
export function toAiTools(definitions: AnyToolDefinition[], turn: TurnContext): ToolSet {
  return Object.fromEntries(
    definitions.map((definition) => [
      definition.name,
      tool({
        description: definition.description,
        inputSchema: definition.input,
        // Reaches the UI parts as `toolMetadata` (components/chat/tool-names.ts): the chat names the
        // call by its label, knows a read from a write, and flags moderate calls that ran unasked.
        metadata: {
          label: definition.label,
          domain: definition.domain,
          risk: definition.risk,
          readOnly: definition.readOnly,
          destructive: definition.destructive,
          ...(definition.lists ? { lists: definition.lists } : {}),
          ...(definition.trashes ? { trashes: true } : {}),
        },
        execute: async (input: unknown, { toolCallId }: { toolCallId: string }) => {
          const context = toolContextFor(turn, toolCallId);
          const result = await runTool(definition, input, context);
          await audit.record(context.ctx, {
            action: `tool.${definition.name}`,
            decision: context.ctx.decision,
            input,
            ...outcomeOf(result, definition.risk === "moderate" && context.ctx.decision === "auto"),
          });
          return result;
        },
      }),
    ]),
  );
}
