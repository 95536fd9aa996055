import { Ban, ShieldX } from "lucide-react";

type Props = { action: string; reason?: string; automatic?: boolean };

const POLICY_PREFIX = "Blocked by policy";

/** A call that did not run: blocked by policy, refused by the server, or denied by the person. */
export function ToolDenied({ action, reason, automatic }: Props) {
  const policy = reason?.startsWith(POLICY_PREFIX) ?? false;
  const Icon = policy ? ShieldX : Ban;
  const who = policy ? POLICY_PREFIX : automatic ? "Denied" : "Denied by you";
  const why = policy ? reason!.slice(POLICY_PREFIX.length).replace(/^[:\s]+/, "") : reason;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p className="flex items-start gap-2">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          <strong className="font-medium text-slate-900">{who}:</strong> {action}
        </span>
      </p>
      {why && <p className="mt-1 pl-6 text-slate-600">{automatic || policy ? why : `Reason: “${why}”`}</p>}
    </div>
  );
}
