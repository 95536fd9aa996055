"use client";

import { MoveToTrashButton } from "@/components/cms/move-to-trash-button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";

type BoundAction = () => Promise<ActionResult>;

type Props = {
  title: string;
  status: string;
  /** Present only when the person may publish. */
  publish?: { publish: BoundAction; unpublish: BoundAction; archive: BoundAction };
  /** Present only when the person may change content; `links` names content that links to the post. */
  trash?: { action: BoundAction; links: string[] };
};

/** Publish / unpublish / archive / trash buttons for one post, each confirmed first. */
export function PostStatusActions({ title, status, publish, trash }: Props) {
  return (
    <>
      {publish && status !== "published" && (
        <ConfirmButton
          action={publish.publish}
          variant="primary"
          title={`Publish “${title}”?`}
          description="The post appears on the public blog straight away, as last saved. Save your edits first: unsaved changes are not published."
          confirmLabel="Publish"
        >
          Publish
        </ConfirmButton>
      )}
      {publish && status !== "draft" && (
        <ConfirmButton
          action={publish.unpublish}
          variant="secondary"
          title={`Unpublish “${title}”?`}
          description="The post goes back to the drafts and disappears from the public blog."
          confirmLabel="Unpublish"
        >
          {status === "archived" ? "Move to drafts" : "Unpublish"}
        </ConfirmButton>
      )}
      {publish && status !== "archived" && (
        <ConfirmButton
          action={publish.archive}
          variant="secondary"
          title={`Archive “${title}”?`}
          description="Archived posts are kept apart from drafts and are not shown on the public blog."
          confirmLabel="Archive"
        >
          Archive
        </ConfirmButton>
      )}
      {trash && (
        <MoveToTrashButton
          action={trash.action}
          title={title}
          description={[
            status === "published" ? "It disappears from the public blog." : "",
            trash.links.length ? `Other content links to it and those links will lead nowhere: ${trash.links.join("; ")}.` : "",
            "You can restore it from the trash.",
          ]
            .filter(Boolean)
            .join(" ")}
          listHref="/dashboard/posts"
        />
      )}
    </>
  );
}
