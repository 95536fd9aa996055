import { getToolName } from "ai";
import { ApprovalAnswered } from "./approval-answered";
import { ApprovalCard } from "./approval-card";
import { approvalAction, expiryFor, isApprovalLive, previewFor } from "./approvals";
import { useConversation } from "./conversation-context";
import { PlanChecklist, type Plan } from "./plan-checklist";
import { ToolActivity } from "./tool-activity";
import { ToolDenied } from "./tool-denied";
import { ToolFailure } from "./tool-failure";
import { ToolFallback } from "./tool-fallback";
import { ranUnaskedModerate, toolLabel, toolMetadataOf } from "./tool-names";
import { ToolResult } from "./tool-result";
import type { ChatMessage, ToolPart } from "./types";

type Props = {
  part: ToolPart;
  message: ChatMessage;
  /** The message is the newest in the chat (only there can approvals still be answered). */
  isLast: boolean;
  /** The message is being streamed right now. */
  active: boolean;
  /** It failed, and a later call of the same answer did what it set out to (recovered-calls.ts). */
  recovered?: boolean;
};

const MOVED_ON = "The conversation has moved on, so this can no longer be approved. Ask the assistant again if it is still needed.";
const NOT_RUN = "This no longer applied when it was approved, so it was not done. Ask the assistant again if it is still needed.";

type Output = { ok?: unknown; error?: unknown; hint?: unknown };

/** One tool call, shown by its state: preparing, running, waiting for approval, done, failed or denied. */
export function ToolPartView({ part, message, isLast, active, recovered = false }: Props) {
  const { expired } = useConversation();
  const toolName = getToolName(part);
  const label = toolLabel(part);
  const preview = previewFor(message, part.toolCallId);
  const action = approvalAction(part, preview);

  if (part.type === "dynamic-tool") return <ToolFallback label={label} state={part.state} data={part.output ?? part.input} />;
  if (toolName === "agent_plan" && part.input && part.state !== "output-error") return <PlanChecklist plan={part.input as Plan} />;

  switch (part.state) {
    case "input-streaming":
      return <ToolActivity label={`Preparing: ${label}…`} running={active} />;
    case "input-available":
      return <ToolActivity label={`${preview ? `${label} '${preview.target.label}'` : label}…`} running={active} />;
    case "approval-requested": {
      const live = isApprovalLive(message, isLast, part.toolCallId);
      return <ApprovalCard approvalId={part.approval.id} action={action} preview={preview} expired={live ? expired.get(part.approval.id) : (expired.get(part.approval.id) ?? MOVED_ON)} />;
    }
    case "approval-responded": {
      const refusal = expired.get(part.approval.id);
      if (refusal) return <ApprovalCard approvalId={part.approval.id} action={action} preview={preview} expired={refusal} />;
      if (!active && !isApprovalLive(message, isLast, part.toolCallId)) {
        return <ApprovalCard approvalId={part.approval.id} action={action} preview={preview} expired={MOVED_ON} />;
      }
      return <ApprovalAnswered action={action} approved={part.approval.approved} running={active} />;
    }
    case "output-available": {
      const output = part.output as Output | null;
      if (output?.ok === true) return <ToolResult metadata={toolMetadataOf(part)} ranUnasked={ranUnaskedModerate(part)} output={output as Record<string, unknown>} />;
      if (output?.ok === false && typeof output.error === "string") {
        return <ToolFailure label={label} error={output.error} hint={typeof output.hint === "string" ? output.hint : undefined} recovered={recovered} />;
      }
      return <ToolFallback label={label} state={part.state} data={part.output} />;
    }
    case "output-error":
      return <ToolFailure label={label} error={part.errorText} recovered={recovered} />;
    case "output-denied": {
      // Its target had gone or changed: refused when approved, or declined by the chat once expired.
      const expiry = expiryFor(message, part.toolCallId);
      if (expiry || part.approval.approved) return <ApprovalCard approvalId={part.approval.id} action={action} preview={preview} expired={expiry ?? NOT_RUN} />;
      return <ToolDenied action={action} reason={part.approval.reason} automatic={part.approval.isAutomatic} />;
    }
  }
}
