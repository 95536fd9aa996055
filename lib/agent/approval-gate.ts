import "server-only";
import type { ToolApprovalStatus, UIMessageStreamWriter } from "ai";
import { audit } from "@/lib/services/audit";
import { isServiceError } from "@/lib/services/errors";
import type { ApprovalPreview } from "@/lib/tools/define";
import { getToolDefinition } from "@/lib/tools/registry";
import { previewOf, staleReason, type ApprovalExpiredData, type ApprovalPreviewData } from "./approval-freshness";
import { findOverride, resolvePolicy, type PolicyOverride } from "./approval-policy";
import { toolContextFor, type TurnContext } from "./tool-runtime";

export type { ApprovalPreviewData };

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
  return async ({ toolCall }: { toolCall: { toolName: string; toolCallId: string; input: unknown } }): Promise<ToolApprovalStatus> => {
    const definition = getToolDefinition(toolCall.toolName);
    if (!definition) return undefined;
    const parsed = definition.input.safeParse(toolCall.input);
    if (!parsed.success) return undefined;
    const context = toolContextFor(turn, toolCall.toolCallId);
    const role = turn.base.actor.role;
    const approved = turn.approvedCallIds.has(toolCall.toolCallId);
    if (approved) {
      const reason = await staleReason(definition, parsed.data, context, shown.get(toolCall.toolCallId));
      if (reason) {
        const data: ApprovalExpiredData = { toolCallId: toolCall.toolCallId, reason };
        writer.write({ type: "data-approvalExpired", id: toolCall.toolCallId, data });
        await audit.record(context.ctx, { action: `tool.${definition.name}`, outcome: "blocked", decision: "expired", input: parsed.data, message: reason });
        return { type: "denied", reason };
      }
    }
    let rule: "ask" | "allow" | undefined;
    let preview: ApprovalPreview | undefined;
    try {
      rule = definition.approval ? await definition.approval(parsed.data, context) : undefined;
    } catch (error) {
      if (!isServiceError(error)) throw error;
      return { type: "denied", reason: `This can no longer be done: ${error.message}` };
    }
    const decision = resolvePolicy({ override: findOverride(overrides, definition.name, role), rule, risk: definition.risk });

    if (decision.mode === "block") {
      const reason = `Blocked by policy: an admin does not allow ${definition.name} for ${role}s.`;
      if (!blockedAudited.has(toolCall.toolCallId)) {
        blockedAudited.add(toolCall.toolCallId);
        await audit.record(context.ctx, { action: `tool.${definition.name}`, outcome: "blocked", decision: "blocked", input: parsed.data, message: reason });
      }
      return { type: "denied", reason };
    }
    // An approved call whose card still matches goes ahead: no second preview, no second card.
    if (decision.mode === "allow" || approved) return undefined;

    try {
      preview = await previewOf(definition, parsed.data, context);
    } catch (error) {
      if (!isServiceError(error)) throw error;
      return { type: "denied", reason: `This can no longer be done: ${error.message}` };
    }
    const data: ApprovalPreviewData = { ...preview, toolCallId: toolCall.toolCallId, toolName: definition.name, risk: definition.risk };
    writer.write({ type: "data-approvalPreview", id: toolCall.toolCallId, data });
    return { type: "user-approval", reason: preview.action };
  };
}
