import type { Metadata } from "next";
import Link from "next/link";
import { ApprovalRequestCard, type InboxRequest } from "@/components/cms/approvals/approval-request-card";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { requireUser } from "@/lib/auth/session";
import { approvalInbox } from "@/lib/services/approval-inbox";
import type { ApprovalRequestView } from "@/lib/services/approval-requests";
import type { ApprovalPreview } from "@/lib/tools/define";
import { getToolDefinition } from "@/lib/tools/registry";

export const metadata: Metadata = { title: "Approvals" };

const fromWhere = (request: ApprovalRequestView) =>
  request.surface === "mcp" ? `a connected AI app${request.tokenName ? ` (API token “${request.tokenName}”)` : ""}` : "the command line";

const inboxRequest = (request: ApprovalRequestView): InboxRequest => ({
  id: request.id,
  preview: { ...(request.preview as ApprovalPreview), toolCallId: request.id, toolName: request.toolName, risk: getToolDefinition(request.toolName)?.risk ?? "high" },
  requester: request.requester,
  from: fromWhere(request),
  createdAt: request.createdAt,
  expiresAt: request.expiresAt,
});

export default async function ApprovalsPage() {
  const { user, ctx } = await requireUser();
  const { requests, chatCards } = await approvalInbox.list(ctx);
  return (
    <>
      <PageHeader
        title="Approvals"
        description="Actions that wait for a person before they run: asked by connected AI apps and the command line with your API tokens (an admin sees everyone's), and cards waiting in your chats. An approved action runs once, only if what it changes still looks as shown here."
      />
      {/* Room below the last card, so the assistant's button never covers its Approve and Deny on a phone. */}
      <div className="space-y-6 pb-16 md:pb-0">
        {requests.length === 0 && chatCards.length === 0 && <EmptyState>Nothing is waiting for approval.</EmptyState>}
        {requests.length > 0 && (
          <ul className="space-y-4" aria-label="Waiting for approval">
            {requests.map((request) => (
              <ApprovalRequestCard key={request.id} request={inboxRequest(request)} canDecide={user.role !== "viewer"} />
            ))}
          </ul>
        )}
        {chatCards.length > 0 && (
          <Card title="Waiting in your chats">
            <ul className="divide-y divide-slate-100 text-sm">
              {chatCards.map((card) => (
                <li key={`${card.chatId}-${card.action}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="font-medium text-slate-900">{card.action || "An action"}</span>
                  <span className="text-slate-600">
                    in “{card.chatTitle}”, <DateTime value={card.askedAt} withTime />
                  </span>
                  <Link href={`/dashboard/chat?chat=${encodeURIComponent(card.chatId)}`} className="ml-auto text-brand-700 hover:underline">
                    Open the chat<span className="sr-only"> {card.chatTitle}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}
