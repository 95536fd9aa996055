import { CircleX, RotateCw } from "lucide-react";
import { withoutToolDirections } from "./tool-names";

type Props = {
  label: string;
  error: string;
  hint?: string;
  /** A later call of the same answer did it after all: shown muted and folded, the error one click away. */
  recovered?: boolean;
};

/** A call that failed: what was attempted, the error, and the hint for what to do next. */
export function ToolFailure({ label, error, hint, recovered = false }: Props) {
  const message = withoutToolDirections(error) || "It did not work.";
  const advice = hint && withoutToolDirections(hint);
  if (recovered) {
    return (
      <details className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600">
        <summary className="cursor-pointer">
          <RotateCw aria-hidden className="mr-2 inline size-4 text-slate-400" />
          Retried: {label}
        </summary>
        <p className="mt-1 pl-6">The first try did not work ({message}); the assistant then did it another way.</p>
      </details>
    );
  }
  return (
    <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="flex items-start gap-2 font-medium">
        <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
        <span>Failed: {label}</span>
      </p>
      <p className="mt-1 pl-6">{message}</p>
      {advice && <p className="mt-1 pl-6 text-red-800">Hint: {advice}</p>}
    </div>
  );
}
