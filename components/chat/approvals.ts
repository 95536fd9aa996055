import { isToolUIPart } from "ai";
import { toolLabel } from "./tool-names";
import type { ApprovalPreviewData, ChatMessage, ToolPart } from "./types";

export type PendingApproval = { approvalId: string; action: string };

/** The preview the server streamed for a gated call (a `data-approvalPreview` part with the call's id). */
export function previewFor(message: ChatMessage, toolCallId: string): ApprovalPreviewData | undefined {
  for (const part of message.parts) {
    if (part.type === "data-approvalPreview" && (part.id === toolCallId || part.data.toolCallId === toolCallId)) return part.data;
  }
  return undefined;
}

/** Why an approved call was refused when it was about to run (a `data-approvalExpired` part), if it was. */
export function expiryFor(message: ChatMessage, toolCallId: string): string | undefined {
  for (const part of message.parts) {
    if (part.type === "data-approvalExpired" && part.data.toolCallId === toolCallId) return part.data.reason;
  }
  return undefined;
}

/** What a gated call will do, in plain words. */
export const approvalAction = (part: ToolPart, preview?: ApprovalPreviewData) => part.approval?.requestReason ?? preview?.action ?? toolLabel(part);

/**
 * Whether an approval request can still be answered. It cannot once a newer message follows its
 * message (the server drops the unanswered call from the model's context), or once its own
 * message went on to a later step without it.
 */
export function isApprovalLive(message: ChatMessage, isLastMessage: boolean, toolCallId: string): boolean {
  if (!isLastMessage) return false;
  const index = message.parts.findIndex((part) => isToolUIPart(part) && part.toolCallId === toolCallId);
  return index !== -1 && !message.parts.slice(index + 1).some((part) => part.type === "step-start");
}

/** The approval requests in a message that can still be answered. */
export function livePendingApprovals(message: ChatMessage, isLastMessage: boolean): PendingApproval[] {
  return message.parts.flatMap((part) =>
    isToolUIPart(part) && part.state === "approval-requested" && isApprovalLive(message, isLastMessage, part.toolCallId)
      ? [{ approvalId: part.approval.id, action: approvalAction(part, previewFor(message, part.toolCallId)) }]
      : [],
  );
}
