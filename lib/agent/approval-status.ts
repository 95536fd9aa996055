import "server-only";
import type { ApprovalRequestView } from "@/lib/services/approval-requests";
import type { ApprovalPreview } from "@/lib/tools/define";

export type ApprovalStatusReport = {
  approvalId: string;
  status: ApprovalRequestView["status"];
  action: string;
  message: string;
  reason?: string;
  result?: unknown;
};

function sentence(request: ApprovalRequestView): string {
  const by = request.decidedByLabel ?? "a person";
  switch (request.status) {
    case "pending":
      return `Still waiting for a person's approval (it expires at ${request.expiresAt.toISOString()}).`;
    case "approved":
      return `Approved by ${by}; it is running now.`;
    case "ran": {
      const result = request.result as { ok?: boolean; message?: string; error?: string } | null;
      return `Approved by ${by} and run once: ${result?.ok === false ? `it failed: ${result.error}` : (result?.message ?? "done")}.`;
    }
    case "denied":
      return `Denied by ${by}${request.reason ? `: ${request.reason}` : ""}. Nothing was run.`;
    case "expired":
      return `Expired: ${request.reason ?? "it can no longer be approved"} Nothing was run.`;
  }
}

/** What a client learns when it asks about its request (MCP status tool, `agent-cms approvals status`). */
export function approvalStatusReport(request: ApprovalRequestView): ApprovalStatusReport {
  return {
    approvalId: request.id,
    status: request.status,
    action: (request.preview as ApprovalPreview).action,
    message: sentence(request),
    ...(request.reason ? { reason: request.reason } : {}),
    ...(request.status === "ran" ? { result: request.result } : {}),
  };
}
