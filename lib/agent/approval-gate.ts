import "server-only";
import type { ToolApprovalStatus, UIMessageStreamWriter } from "ai";
import { audit } from "@/lib/services/audit";
import { isServiceError } from "@/lib/services/errors";
import type { ApprovalPreview } from "@/lib/tools/define";
import { getToolDefinition } from "@/lib/tools/registry";
import { findOverride, resolvePolicy, type PolicyOverride } from "./approval-policy";
import { toolContextFor, type TurnContext } from "./tool-runtime";

/** What travels with an approval request for the card to show (a `data-approvalPreview` part). */
export type ApprovalPreviewData = ApprovalPreview & { toolCallId: string; toolName: string; risk: string };

/**
 * The server's approval policy for every tool call (DESIGN §3). It runs again when an approval
 * comes back, so a call whose target has gone or changed since the card was shown is refused.
 */
export function createApprovalGate({ turn, overrides, writer }: { turn: TurnContext; overrides: PolicyOverride[]; writer: UIMessageStreamWriter }) {
  const blockedAudited = new Set<string>();
  return async ({ toolCall }: { toolCall: { toolName: string; toolCallId: string; input: unknown } }): Promise<ToolApprovalStatus> => {
    const definition = getToolDefinition(toolCall.toolName);
    if (!definition) return undefined;
    const parsed = definition.input.safeParse(toolCall.input);
    if (!parsed.success) return undefined;
    const context = toolContextFor(turn, toolCall.toolCallId);
    const role = turn.base.actor.role;
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
    if (decision.mode === "allow") return undefined;

    try {
      preview = definition.preview
        ? await definition.preview(parsed.data, context)
        : { action: `Run ${definition.name}`, target: { type: definition.domain, label: definition.name } };
    } catch (error) {
      if (!isServiceError(error)) throw error;
      return { type: "denied", reason: `This can no longer be done: ${error.message}` };
    }
    const data: ApprovalPreviewData = { ...preview, toolCallId: toolCall.toolCallId, toolName: definition.name, risk: definition.risk };
    writer.write({ type: "data-approvalPreview", id: toolCall.toolCallId, data });
    return { type: "user-approval", reason: preview.action };
  };
}
