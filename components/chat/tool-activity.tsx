import { CircleMinus, LoaderCircle } from "lucide-react";

/** A call being prepared or running (spinner), or one that stopped before it finished. */
export function ToolActivity({ label, running }: { label: string; running: boolean }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      {running ? (
        <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-brand-600" />
      ) : (
        <CircleMinus aria-hidden className="size-4 shrink-0 text-slate-400" />
      )}
      <span>{running ? label : `Stopped: ${label.replace(/…$/, "")}`}</span>
    </p>
  );
}
