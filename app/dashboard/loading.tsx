/**
 * Shown the moment a dashboard link is clicked, until the screen's data arrives. It also keeps link
 * prefetching cheap: a prefetch of a dynamic screen stops at this boundary instead of rendering it.
 */
export default function DashboardLoading() {
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-slate-500">
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-slate-600" />
      Loading…
    </div>
  );
}
