"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PendingApproval } from "./approvals";
import { useConversation } from "./conversation-context";

/** Confirms every pending request of one message; the conversation continues once, after the last. */
export function ApproveAllButton({ pending }: { pending: PendingApproval[] }) {
  const { respond, busy } = useConversation();
  const [sent, setSent] = useState(false);
  const started = useRef(false);

  const approveAll = async () => {
    if (started.current) return;
    started.current = true;
    setSent(true);
    for (const { approvalId } of pending) await respond({ approvalId, approved: true });
  };

  return (
    <Button size="sm" disabled={busy || sent} onClick={approveAll}>
      Approve all ({pending.length})
    </Button>
  );
}
