"use client";

import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";

type BoundAction = () => Promise<ActionResult>;

type Props = {
  /** What the thing is called ("page", "post", "menu", "site settings"). */
  noun: string;
  /** Field changes the draft has over what visitors see; 0 when they match. */
  changeCount: number;
  /** Whether visitors see a version of it at all. */
  live: boolean;
  reviewHref: string;
  /** Where the draft is shown beside the live version, when the kind has such a view. */
  compareHref?: string;
  /** Present only when the person may publish / change content. */
  publish?: BoundAction;
  discard?: BoundAction;
};

const plural = (count: number) => (count === 1 ? "1 unpublished change" : `${count} unpublished changes`);

/**
 * Tells an editor whether visitors see what they see here, and lets them publish or discard the
 * draft. Saving only ever changes the draft.
 */
export function DraftStatus({ noun, changeCount, live, reviewHref, compareHref, publish, discard }: Props) {
  if (!live) {
    return (
      <p role="note" className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
        This {noun} is not on the public site. Saved changes stay in the draft until it is published.
      </p>
    );
  }
  if (changeCount === 0) {
    return (
      <p role="note" className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        Published: visitors see this version. Saved changes stay in the draft until you publish them.
      </p>
    );
  }
  return (
    <div role="note" className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p>
        <strong>{plural(changeCount)}</strong> — visitors still see the published version.{" "}
        <a href={reviewHref} className="font-medium underline underline-offset-2">
          Review
        </a>
        {compareHref && (
          <>
            {" · "}
            <a href={compareHref} target="_blank" rel="noopener" className="font-medium underline underline-offset-2">
              Compare with live<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </p>
      <span className="flex flex-wrap gap-2">
        {publish && (
          <ConfirmButton
            action={publish}
            variant="primary"
            title={`Publish the changes to this ${noun}?`}
            description={`Visitors will see ${changeCount === 1 ? "the change" : `all ${changeCount} changes`} at once. Review them first if you are unsure.`}
            confirmLabel="Publish changes"
          >
            Publish changes
          </ConfirmButton>
        )}
        {discard && (
          <ConfirmButton
            action={discard}
            variant="secondary"
            confirmVariant="danger"
            title={`Discard the draft of this ${noun}?`}
            description="The draft goes back to what visitors see now. The discarded edits stay in the history and can be reverted from the activity log."
            confirmLabel="Discard draft"
          >
            Discard draft
          </ConfirmButton>
        )}
      </span>
    </div>
  );
}
