"use client";

import { Clock, ShieldAlert } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { ApprovalPreview } from "./approval-preview";
import { useConversation } from "./conversation-context";
import { RiskBadge } from "./risk-badge";
import type { ApprovalPreviewData } from "./types";

type Props = {
  approvalId: string;
  action: string;
  preview?: ApprovalPreviewData;
  /** Why the card can no longer be answered; absent while it can. */
  expired?: string;
};

/**
 * An approval request: what will happen and to what, then Confirm or Deny (with an optional reason).
 * The first click disables both buttons, so a double click never answers twice.
 */
export function ApprovalCard({ approvalId, action, preview, expired }: Props) {
  const { canApprove, busy, respond } = useConversation();
  const headingId = useId();
  const reasonId = useId();
  const [phase, setPhase] = useState<"ask" | "deny" | "sent">("ask");
  const [reason, setReason] = useState("");
  const sent = useRef(false);
  const reasonInput = useRef<HTMLInputElement>(null);
  const denyButton = useRef<HTMLButtonElement>(null);
  const disabled = !canApprove || busy || phase === "sent";

  const answer = (approved: boolean) => {
    if (sent.current) return;
    sent.current = true;
    setPhase("sent");
    void respond({ approvalId, approved, reason: approved ? undefined : reason.trim() || undefined });
  };
  const startDenial = () => {
    setPhase("deny");
    requestAnimationFrame(() => reasonInput.current?.focus());
  };
  const cancelDenial = () => {
    setPhase("ask");
    requestAnimationFrame(() => denyButton.current?.focus());
  };
  const onReasonKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      answer(false);
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancelDenial();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-md border px-3 py-3 text-sm", expired ? "border-slate-200 bg-slate-50" : "border-amber-300 bg-amber-50")}
    >
      <div className="flex items-start gap-2">
        {expired ? <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" /> : <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />}
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {action}
          </h3>
          <RiskBadge risk={preview?.risk} />
          {expired && <Badge>Expired</Badge>}
        </div>
      </div>
      {expired ? (
        <p className="mt-1 text-slate-600">{expired}</p>
      ) : (
        <p className="mt-1 text-slate-700">The assistant needs your approval before it does this.</p>
      )}
      {preview && (
        <div className={cn("mt-2", expired && "opacity-70")}>
          <ApprovalPreview preview={preview} />
        </div>
      )}
      {!expired && phase !== "deny" && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant={preview?.risk === "high" ? "danger" : "primary"} disabled={disabled} onClick={() => answer(true)} aria-label={`Confirm: ${action}`}>
            Confirm
          </Button>
          <button
            ref={denyButton}
            type="button"
            className={buttonClasses("secondary", "sm")}
            disabled={disabled}
            onClick={startDenial}
            aria-label={`Deny: ${action}`}
          >
            Deny
          </button>
          {phase === "sent" && <span className="self-center text-slate-600">Sending your answer…</span>}
        </div>
      )}
      {!expired && phase === "deny" && (
        <div className="mt-3 space-y-2">
          <label htmlFor={reasonId} className="block font-medium text-slate-800">
            Why not? <span className="font-normal text-slate-500">(optional, the assistant reads it)</span>
          </label>
          <input
            ref={reasonInput}
            id={reasonId}
            className={controlClasses}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={onReasonKey}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={disabled} onClick={() => answer(false)} aria-label={`Confirm denial: ${action}`}>
              Confirm denial
            </Button>
            <Button size="sm" variant="ghost" onClick={cancelDenial}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {!expired && !canApprove && <p className="mt-2 text-slate-600">Only editors and admins can confirm or deny the assistant&apos;s actions.</p>}
    </section>
  );
}
