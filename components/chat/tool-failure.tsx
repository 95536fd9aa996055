import { CircleX } from "lucide-react";

/** A call that failed: what was attempted, the error, and the hint for what to do next. */
export function ToolFailure({ label, error, hint }: { label: string; error: string; hint?: string }) {
  return (
    <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="flex items-start gap-2 font-medium">
        <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
        <span>Failed: {label}</span>
      </p>
      <p className="mt-1 pl-6">{error}</p>
      {hint && <p className="mt-1 pl-6 text-red-800">Hint: {hint}</p>}
    </div>
  );
}
