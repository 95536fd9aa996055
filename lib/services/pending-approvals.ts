import "server-only";
import { db } from "@/lib/db";
import type { ServiceContext } from "./context";
import { assertCan } from "./permissions";

type StoredPart = { type?: string; state?: string; toolCallId?: string; input?: unknown };
type StoredPreview = { type?: string; data?: { toolCallId?: string; action?: string } };

export type PendingApproval = { chatId: string; chatTitle: string; user: string; toolName: string; action: string; askedAt: Date };

/**
 * Approval cards waiting in people's chats: only a chat's newest message can hold live requests.
 * Read-only; approving happens in the dashboard, where the chat's owner sees the card. "all" is for
 * admins; "mine" lists the cards waiting for this person.
 */
export const pendingApprovals = {
  async list(ctx: ServiceContext, whose: "all" | "mine" = "all"): Promise<PendingApproval[]> {
    assertCan(ctx, whose === "all" ? "users.manage" : "content.read");
    const chats = await db.chat.findMany({
      where: whose === "mine" ? { userId: ctx.actor.id ?? "" } : {},
      orderBy: { updatedAt: "desc" },
      select: { id: true, title: true, user: { select: { email: true } }, messages: { orderBy: { position: "desc" }, take: 1, select: { message: true, updatedAt: true } } },
    });
    return chats.flatMap((chat) => {
      const last = chat.messages[0];
      const parts = ((last?.message as { role?: string; parts?: StoredPart[] } | null)?.parts ?? []) as StoredPart[];
      const actions = new Map(parts.filter((p) => p.type === "data-approvalPreview").map((p) => [(p as StoredPreview).data?.toolCallId, (p as StoredPreview).data?.action]));
      return parts
        .filter((part) => part.type?.startsWith("tool-") && part.state === "approval-requested")
        .map((part) => ({
          chatId: chat.id,
          chatTitle: chat.title,
          user: chat.user.email,
          toolName: part.type!.slice("tool-".length),
          action: actions.get(part.toolCallId) ?? "",
          askedAt: last.updatedAt,
        }));
    });
  },
};
