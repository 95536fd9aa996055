import { ConfirmButton } from "@/components/ui/confirm-button";
import { DateTime } from "@/components/ui/date-time";
import type { ActionResult } from "@/lib/action-result";
import { CONTENT_KIND_LABELS, type ContentKind, type ReleaseStatus } from "@/lib/domain/content-kinds";

export type ReleaseSummary = {
  id: string;
  title: string;
  status: string;
  createdByLabel: string;
  createdAt: Date;
  publishedAt: Date | null;
  scheduledFor: Date | null;
  error: string | null;
  items: { kind: ContentKind; entityId: string; label: string }[];
};

const STATUS_LABELS: Record<ReleaseStatus, string> = {
  scheduled: "Scheduled",
  published: "Published",
  failed: "Failed",
  cancelled: "Cancelled",
  undone: "Undone",
};

type Props = {
  releases: ReleaseSummary[];
  /** Present only when the person may publish. */
  actions?: { undo: (id: string) => Promise<ActionResult>; cancel: (id: string) => Promise<ActionResult> };
};

/** Sets published together or waiting for their time; a published set can be undone as a whole. */
export function ReleaseList({ releases, actions }: Props) {
  return (
    <ul className="divide-y divide-slate-200">
      {releases.map((release) => (
        <li key={release.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {release.title} <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-700">{STATUS_LABELS[release.status as ReleaseStatus] ?? release.status}</span>
            </p>
            <p className="text-slate-600">
              {release.status === "scheduled" && release.scheduledFor ? (
                <>Goes live <DateTime value={release.scheduledFor} withTime /></>
              ) : (
                <>
                  {release.publishedAt ? "Published" : "Created"} <DateTime value={release.publishedAt ?? release.createdAt} withTime />
                </>
              )}{" "}
              by {release.createdByLabel}
            </p>
            <p className="text-slate-600">{release.items.map((item) => `${CONTENT_KIND_LABELS[item.kind]} “${item.label}”`).join(", ")}</p>
            {release.error && <p className="text-red-700">{release.error}</p>}
          </div>
          {actions && release.status === "published" && (
            <ConfirmButton
              action={actions.undo.bind(null, release.id)}
              variant="secondary"
              title={`Undo “${release.title}”?`}
              description="Every item in this set goes back to what visitors saw before it was published. The drafts keep your edits."
              confirmLabel="Undo set"
            >
              Undo
            </ConfirmButton>
          )}
          {actions && release.status === "scheduled" && (
            <ConfirmButton
              action={actions.cancel.bind(null, release.id)}
              variant="secondary"
              title={`Cancel “${release.title}”?`}
              description="Nothing in this set goes live at the scheduled time. The drafts stay as they are."
              confirmLabel="Cancel schedule"
            >
              Cancel schedule
            </ConfirmButton>
          )}
        </li>
      ))}
    </ul>
  );
}
