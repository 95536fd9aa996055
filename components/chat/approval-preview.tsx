import Link from "next/link";
import { entityHref } from "./result-links";
import { fieldLabel } from "./format-value";
import { FullValue } from "./full-value";
import type { ApprovalPreviewData } from "./types";

/** What a gated call will touch: the target, its current state, a from→to diff and the impact. */
export function ApprovalPreview({ preview }: { preview: ApprovalPreviewData }) {
  const { target, current, changes, impact } = preview;
  const targetHref = target.id ? entityHref(target.type, target.id) : undefined;
  const currentEntries = Object.entries(current ?? {});
  return (
    <div className="space-y-2 text-sm">
      <p>
        <span className="text-slate-600">{fieldLabel(target.type)}: </span>
        {targetHref ? (
          <Link href={targetHref} className="font-medium text-brand-700 hover:underline">
            {target.label}
          </Link>
        ) : (
          <span className="font-medium">{target.label}</span>
        )}
      </p>
      {currentEntries.length > 0 && (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Now</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {currentEntries.map(([field, value]) => (
              <div key={field} className="contents">
                <dt className="text-slate-600">{fieldLabel(field)}</dt>
                <dd className="break-words text-slate-900"><FullValue value={value} /></dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {changes && changes.length > 0 && (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Changes</p>
          <ul className="space-y-0.5">
            {changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="text-slate-600">{fieldLabel(change.field)}: </span>
                <FullValue value={change.from} as="del" className="bg-red-50 text-red-800" />
                <span aria-hidden> → </span>
                <span className="sr-only"> becomes </span>
                <FullValue value={change.to} as="ins" className="bg-green-50 text-green-800 no-underline" />
              </li>
            ))}
          </ul>
        </div>
      )}
      {impact && impact.length > 0 && (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Impact</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {impact.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
