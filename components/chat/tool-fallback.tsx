/** Any call the chat has no view for: what it does, its state and raw data, readable but out of the way. */
export function ToolFallback({ label, state, data }: { label: string; state: string; data: unknown }) {
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <summary className="cursor-pointer text-slate-700">
        <span>{label}</span> <span className="text-slate-500">({state.replace(/-/g, " ")})</span>
      </summary>
      <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all text-xs text-slate-700">{JSON.stringify(data, null, 2)}</pre>
    </details>
  );
}
