import type { FieldChange } from "@/lib/content/content-diff";

const empty = <span className="italic text-slate-500">(empty)</span>;

function Words({ change }: { change: FieldChange }) {
  return (
    <p className="whitespace-pre-wrap break-words rounded border border-slate-200 bg-slate-50 px-2 py-1">
      {change.words!.map((part, index) =>
        part.change === "added" ? (
          <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
            <span className="sr-only">[added: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.change === "removed" ? (
          <del key={index} className="bg-red-100 text-red-900">
            <span className="sr-only">[removed: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** What visitors would see change, field by field: live value struck out, draft value beside it. */
export function FieldChanges({ changes }: { changes: FieldChange[] }) {
  return (
    <dl className="space-y-3 text-sm">
      {changes.map((change) => (
        <div key={change.path}>
          <dt className="font-medium text-slate-900">
            {change.path || "Content"}
            {change.change !== "changed" && <span className="ml-2 text-xs font-normal text-slate-600">{change.change === "added" ? "new" : "removed"}</span>}
          </dt>
          <dd className="mt-1">
            {change.words ? (
              <Words change={change} />
            ) : (
              <div className="grid gap-1 sm:grid-cols-2">
                <p className="break-words rounded bg-red-50 px-2 py-1 text-red-900">
                  <span className="text-xs font-semibold uppercase text-red-800">Live </span>
                  {change.before === null ? empty : <del>{change.before}</del>}
                </p>
                <p className="break-words rounded bg-emerald-50 px-2 py-1 text-emerald-900">
                  <span className="text-xs font-semibold uppercase text-emerald-800">Draft </span>
                  {change.after === null ? empty : <ins className="no-underline">{change.after}</ins>}
                </p>
              </div>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
