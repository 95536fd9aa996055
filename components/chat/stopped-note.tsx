import { Button } from "@/components/ui/button";

/** After Stop: the server still finishes (and saves) the turn, so offer to show what it did. */
export function StoppedNote({ onReload }: { onReload: () => void }) {
  return (
    <div role="status" className="mx-3 mb-2 flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
      <span className="flex-1">Stopped. The assistant may still finish this request on the server.</span>
      <Button size="sm" variant="secondary" onClick={onReload}>
        Show the latest
      </Button>
    </div>
  );
}
