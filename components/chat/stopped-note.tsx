import { Button } from "@/components/ui/button";

/** After Stop: the server ends the run and saves what was done; offer to show the saved turn. */
export function StoppedNote({ onReload }: { onReload: () => void }) {
  return (
    <div role="status" className="mx-3 mb-2 flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
      <span className="flex-1">Stopped. Anything done before you stopped is kept.</span>
      <Button size="sm" variant="secondary" onClick={onReload}>
        Show what was saved
      </Button>
    </div>
  );
}
