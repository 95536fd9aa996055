"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

type Answer = { ok: true; approval: { message: string; status: string } } | { ok: false; error: string };

/** Approve or deny one waiting request through POST /api/approvals/:id, then show the inbox afresh. */
export function DecisionButtons({ id, action }: { id: string; action: string }) {
  const router = useRouter();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [pending, startTransition] = useTransition();

  const decide = (decision: "approve" | "deny") =>
    startTransition(async () => {
      const response = await fetch(`/api/approvals/${encodeURIComponent(id)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ decision, ...(decision === "deny" && reason.trim() ? { reason } : {}) }),
      });
      const answer = (await response.json().catch(() => ({ ok: false, error: "The server did not answer. Try again." }))) as Answer;
      if (answer.ok && answer.approval.status !== "expired") toast.success(answer.approval.message);
      else toast.error(answer.ok ? answer.approval.message : answer.error);
      router.refresh();
    });

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button onClick={() => decide("approve")} disabled={pending} aria-busy={pending} aria-label={`Approve: ${action}`}>
        Approve
      </Button>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={reasonId} className="sr-only">
          Reason for denying (optional)
        </label>
        <input
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          placeholder="Reason (optional)"
          className="w-44 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
        <Button variant="secondary" onClick={() => decide("deny")} disabled={pending} aria-label={`Deny: ${action}`}>
          Deny
        </Button>
      </div>
    </div>
  );
}
