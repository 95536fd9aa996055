import "server-only";
import type { ToolApprovalStatus, UIMessageStreamWriter } from "ai";
import { audit } from "@/lib/services/audit";
import { isServiceError } from "@/lib/services/errors";
import type { ApprovalPreview, ToolContext } from "@/lib/tools/define";
import { getToolDefinition, type AnyToolDefinition } from "@/lib/tools/registry";
import { staleReason, type ApprovalExpiredData, type ApprovalPreviewData } from "./approval-freshness";
import type { PolicyDecision, PolicyOverride } from "./approval-policy";
import { blockedReason, decideCall } from "./call-policy";
import { toolContextFor, type TurnContext } from "./tool-runtime";

export type { ApprovalPreviewData };

type ToolCall = { toolName: string; toolCallId: string; input: unknown };

type GateOptions = {
  turn: TurnContext;
  overrides: PolicyOverride[];
  writer: UIMessageStreamWriter;
  /** The previews the cards being answered showed, by tool call id. */
  shown: Map<string, ApprovalPreviewData>;
};

/**
 * The server's approval policy for every tool call (DESIGN §3). It runs again when an approval
 * comes back: a call whose target has gone, or no longer matches what its card showed, is refused
 * and the card says why.
 */
export function createApprovalGate({ turn, overrides, writer, shown }: GateOptions) {
  const blockedAudited = new Set<string>();

  /**
   * A call a person approved runs once, with exactly the approved input, and only while its card
   * still says what would happen: no second preview, no second card.
   */
  async function runApproved(definition: AnyToolDefinition, toolCall: ToolCall, input: unknown, context: ToolContext): Promise<ToolApprovalStatus> {
    const reason = turn.approvals.take(toolCall.toolCallId, toolCall.input)
      ? await staleReason(definition, input, context, shown.get(toolCall.toolCallId))
      : "This does not match what was approved (the details differ, or the approval was already used), so nothing was run. Ask again to see a new card.";
    if (!reason) return undefined;
    const data: ApprovalExpiredData = { toolCallId: toolCall.toolCallId, reason };
    writer.write({ type: "data-approvalExpired", id: toolCall.toolCallId, data });
    await audit.record(context.ctx, { action: `tool.${definition.name}`, outcome: "blocked", decision: "expired", input, message: reason });
    return { type: "denied", reason };
  }

  return async ({ toolCall }: { toolCall: ToolCall }): Promise<ToolApprovalStatus> => {
    const definition = getToolDefinition(toolCall.toolName);
    if (!definition) return undefined;
    const parsed = definition.input.safeParse(toolCall.input);
    if (!parsed.success) return undefined;
    const context = toolContextFor(turn, toolCall.toolCallId);
    const role = turn.base.actor.role;
    let decision: PolicyDecision;
    let preview: ApprovalPreview | undefined;
    try {
      decision = await decideCall(definition, parsed.data, context, overrides);
    } catch (error) {
      if (!isServiceError(error)) throw error;
      return { type: "denied", reason: `This can no longer be done: ${error.message}` };
    }

    if (decision.mode === "block") {
      const reason = blockedReason(definition.label, role, decision.source);
      if (!blockedAudited.has(toolCall.toolCallId)) {
        blockedAudited.add(toolCall.toolCallId);
        await audit.record(context.ctx, { action: `tool.${definition.name}`, outcome: "blocked", decision: "blocked", input: parsed.data, message: reason });
      }
      return { type: "denied", reason };
    }
    if (turn.approvals.has(toolCall.toolCallId)) return runApproved(definition, toolCall, parsed.data, context);
    if (decision.mode === "allow") return undefined;

    try {
      preview = await definition.preview(parsed.data, context);
    } catch (error) {
      if (!isServiceError(error)) throw error;
      return { type: "denied", reason: `This can no longer be done: ${error.message}` };
    }
    const data: ApprovalPreviewData = { ...preview, toolCallId: toolCall.toolCallId, toolName: definition.name, risk: definition.risk };
    writer.write({ type: "data-approvalPreview", id: toolCall.toolCallId, data });
    return { type: "user-approval", reason: preview.action };
  };
}
