import { ArrowLeft, Eye } from "lucide-react";

const VISIBILITY: Record<string, string> = {
  published: "the draft; visitors see the last published version",
  draft: "draft, not on the public site",
  archived: "archived, not on the public site",
};

/** Stays on top of a preview so nobody mistakes it for the live site. */
export function PreviewBanner({ status, editorHref, liveHref }: { status: string; editorHref: string; liveHref?: string }) {
  return (
    <aside
      aria-label="Preview"
      className="sticky top-0 z-40 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm text-slate-950 shadow"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Eye aria-hidden className="size-4" />
        Preview — {VISIBILITY[status] ?? status}
      </p>
      <p className="flex flex-wrap gap-x-4">
        {liveHref && (
          <a href={liveHref} className="underline underline-offset-4">
            View the live version
          </a>
        )}
        <a href={editorHref} className="inline-flex items-center gap-1 font-semibold underline underline-offset-4">
          <ArrowLeft aria-hidden className="size-4" />
          Back to the editor
        </a>
      </p>
    </aside>
  );
}
