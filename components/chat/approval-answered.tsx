import { Ban, CircleCheck, LoaderCircle } from "lucide-react";

/** An answered approval whose call has not finished yet (the answer is on its way, or it is running). */
export function ApprovalAnswered({ action, approved, running }: { action: string; approved: boolean; running: boolean }) {
  const Icon = running ? LoaderCircle : approved ? CircleCheck : Ban;
  const status = approved ? (running ? "Approved, working on it" : "Approved") : running ? "Denied, letting the assistant know" : "Denied";
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Icon aria-hidden className={running ? "mt-0.5 size-4 shrink-0 animate-spin text-brand-600" : "mt-0.5 size-4 shrink-0 text-slate-500"} />
      <span>
        <strong className="font-medium text-slate-900">{status}:</strong> {action}
      </span>
    </p>
  );
}
