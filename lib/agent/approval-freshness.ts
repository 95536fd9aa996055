import "server-only";
import type { UIMessage } from "ai";
import { chats } from "@/lib/services/chats";
import type { ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";
import type { ApprovalPreview, ToolContext } from "@/lib/tools/define";
import { getToolDefinition, type AnyToolDefinition } from "@/lib/tools/registry";
import { ApprovedCalls } from "./approved-calls";
import { isToolPart, type ToolPartLike } from "./merge-messages";
import { toolContextFor } from "./tool-runtime";

/** What travels with an approval request for the card to show (a `data-approvalPreview` part). */
export type ApprovalPreviewData = ApprovalPreview & { toolCallId: string; toolName: string; risk: string };

/** Why an approved call was not run after all (a `data-approvalExpired` part): its card no longer matched. */
export type ApprovalExpiredData = { toolCallId: string; reason: string };

/** The part of a preview that describes the target itself; `impact` names other things and may shift. */
const targetState = (preview: ApprovalPreview) => JSON.stringify([preview.action, preview.target, preview.current ?? null, preview.changes ?? null]);

/**
 * Why a card showing `shown` can no longer be approved — its target is gone, or it changed since
 * the card was drawn — or undefined while it still says what would happen.
 */
export async function staleReason(definition: AnyToolDefinition, input: unknown, context: ToolContext, shown: ApprovalPreview | undefined): Promise<string | undefined> {
  let now: ApprovalPreview;
  try {
    now = await definition.preview(input, context);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.code === "not_found" && shown) return `The ${shown.target.type} '${shown.target.label}' no longer exists (it was deleted or moved to the trash), so this can no longer be done.`;
    return `This can no longer be done: ${error.message}`;
  }
  if (shown && targetState(shown) !== targetState(now)) {
    return `The ${shown.target.type} '${shown.target.label}' has changed since this card was shown, so it can no longer be approved. Ask the assistant again to see what would change now.`;
  }
  return undefined;
}

/** The previews the server streamed with a message's approval requests, by tool call id. */
export function shownPreviews(message: UIMessage | undefined): Map<string, ApprovalPreviewData> {
  const previews = new Map<string, ApprovalPreviewData>();
  for (const part of message?.parts ?? []) {
    if (part.type === "data-approvalPreview") {
      const data = (part as { data: ApprovalPreviewData }).data;
      previews.set(data.toolCallId, data);
    }
  }
  return previews;
}

/** The chosen tool parts of an assistant message whose card no longer matches its target, with the reason. */
async function staleParts(ctx: ServiceContext, message: UIMessage, chosen: (part: ToolPartLike) => boolean) {
  const previews = shownPreviews(message);
  const stale: { part: ToolPartLike; reason: string }[] = [];
  for (const part of message.parts) {
    if (!isToolPart(part) || !chosen(part)) continue;
    const definition = getToolDefinition(part.type.replace(/^tool-/, ""));
    const parsed = definition?.input.safeParse(part.input);
    if (!definition || !parsed?.success) continue;
    const context = toolContextFor({ base: { ...ctx, turnId: message.id }, approvals: new ApprovedCalls() }, part.toolCallId);
    const reason = await staleReason(definition, parsed.data, context, previews.get(part.toolCallId));
    if (reason) stale.push({ part, reason });
  }
  return stale;
}

/**
 * The chat's pending approval requests that no longer match their card, by approval id with the
 * reason. Only the newest message can hold live requests; its cards are checked afresh.
 */
export async function expiredApprovals(ctx: ServiceContext, chatId: string): Promise<Record<string, string>> {
  const messages = (await chats.get(ctx, chatId)).messages as unknown as UIMessage[];
  const last = messages.at(-1);
  if (last?.role !== "assistant") return {};
  const stale = await staleParts({ ...ctx, chatId }, last, (part) => part.state === "approval-requested");
  return Object.fromEntries(stale.flatMap(({ part, reason }) => (part.approval ? [[part.approval.id, reason]] : [])));
}

/**
 * Declined calls whose card had gone stale anyway (the chat declines expired cards by itself so the
 * conversation can go on): they are shown as expired, not as the person's denial.
 */
export async function expiredAmongDeclined(ctx: ServiceContext, message: UIMessage, declinedCallIds: Set<string>): Promise<ApprovalExpiredData[]> {
  if (!declinedCallIds.size) return [];
  const stale = await staleParts(ctx, message, (part) => declinedCallIds.has(part.toolCallId));
  return stale.map(({ part, reason }) => ({ toolCallId: part.toolCallId, reason }));
}
