import { ApprovalPreview } from "@/components/chat/approval-preview";
import type { ApprovalPreviewData } from "@/components/chat/types";
import { DateTime } from "@/components/ui/date-time";
import { DecisionButtons } from "./decision-buttons";

export type InboxRequest = {
  id: string;
  preview: ApprovalPreviewData;
  requester: { name: string; email: string };
  /** Where it came from, in an editor's words ("a connected AI app (API token “Laptop”)"). */
  from: string;
  createdAt: Date;
  expiresAt: Date;
};

/** One request from a connected app or the command line: what it will do, who asked and when, and the decision. */
export function ApprovalRequestCard({ request, canDecide }: { request: InboxRequest; canDecide: boolean }) {
  const { preview } = request;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={preview.action}>
      <div>
        <h2 className="font-semibold text-slate-900">{preview.action}</h2>
        <p className="text-sm text-slate-600">
          Asked by {request.requester.name} ({request.requester.email}) through {request.from}, <DateTime value={request.createdAt} withTime />. Expires{" "}
          <DateTime value={request.expiresAt} withTime />.
        </p>
      </div>
      <ApprovalPreview preview={preview} />
      {canDecide && <DecisionButtons id={request.id} action={preview.action} />}
    </li>
  );
}
