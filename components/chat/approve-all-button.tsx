"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PendingApproval } from "./approvals";
import { useConversation } from "./conversation-context";

/** Confirms every pending request of one message (expired ones aside); the conversation continues once, after the last. */
export function ApproveAllButton({ pending: requested }: { pending: PendingApproval[] }) {
  const { respond, busy, expired } = useConversation();
  const [sent, setSent] = useState(false);
  const started = useRef(false);
  const pending = requested.filter(({ approvalId }) => !expired.has(approvalId));

  const approveAll = async () => {
    if (started.current) return;
    started.current = true;
    setSent(true);
    for (const { approvalId } of pending) await respond({ approvalId, approved: true });
  };

  if (pending.length < 2) return null;
  return (
    <Button size="sm" disabled={busy || sent} onClick={approveAll}>
      Approve all ({pending.length})
    </Button>
  );
}
