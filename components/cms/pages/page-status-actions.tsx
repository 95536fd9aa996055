"use client";

import { MoveToTrashButton } from "@/components/cms/move-to-trash-button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";
import { pageHref } from "@/lib/content/page-href";

type BoundAction = () => Promise<ActionResult>;

type Props = {
  title: string;
  slug: string;
  status: string;
  /** Present only when the person may publish. */
  publish?: { publish: BoundAction; unpublish: BoundAction };
  /** Present only when the person may change content; the impact comes from pages.impact. */
  trash?: { action: BoundAction; sectionCount: number; navItems: { id: string; label: string }[]; links: string[] };
};

function trashImpact(status: string, trash: NonNullable<Props["trash"]>) {
  const sections = trash.sectionCount === 1 ? "1 section" : `${trash.sectionCount} sections`;
  const links = trash.navItems.map((item) => `“${item.label}”`).join(", ");
  return [
    `The page and its ${sections} move to the trash.`,
    status === "published" ? "It disappears from the public site." : "",
    trash.navItems.length
      ? `Navigation ${trash.navItems.length === 1 ? "item" : "items"} ${links} link${trash.navItems.length === 1 ? "s" : ""} to it and will be hidden until it is restored.`
      : "No navigation items link to it.",
    trash.links.length ? `Other content links to it and those links will lead nowhere: ${trash.links.join("; ")}.` : "",
    "You can restore it from the trash.",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Publish / unpublish / trash buttons for one page, each confirmed first. */
export function PageStatusActions({ title, slug, status, publish, trash }: Props) {
  const address = pageHref(slug);
  return (
    <>
      {publish && status !== "published" && (
        <ConfirmButton
          action={publish.publish}
          variant="primary"
          title={`Publish “${title}”?`}
          description={`The page becomes visible to everyone at ${address}, with its current sections. Save your edits first.`}
          confirmLabel="Publish"
        >
          Publish
        </ConfirmButton>
      )}
      {publish && status === "published" && (
        <ConfirmButton
          action={publish.unpublish}
          variant="secondary"
          title={`Unpublish “${title}”?`}
          description={`The page goes back to the drafts and ${address} stops showing it to visitors.`}
          confirmLabel="Unpublish"
        >
          Unpublish
        </ConfirmButton>
      )}
      {trash && (
        <MoveToTrashButton action={trash.action} title={title} description={trashImpact(status, trash)} listHref="/dashboard/pages" />
      )}
    </>
  );
}
