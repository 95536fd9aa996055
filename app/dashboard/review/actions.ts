"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { CONTENT_KIND_LABELS, editorHref, isContentKind, type ContentKind } from "@/lib/domain/content-kinds";
import { ServiceError } from "@/lib/services/errors";
import { releases, type ReleaseItemRef } from "@/lib/services/publishing/releases";

/** Publishing changes what every visitor sees, so the whole site is revalidated, with the review list and the editor. */
function paths(kind?: ContentKind, id?: string) {
  const editor = kind && id ? editorHref(kind, id) : null;
  return ["/", "/dashboard/review", ...(editor ? [editor] : [])];
}

const noun = (kind: ContentKind) => CONTENT_KIND_LABELS[kind].toLowerCase();

export async function publishDraft(kind: ContentKind, id: string) {
  return runAction((ctx) => releases.publish(ctx, { items: [{ kind, entityId: id }] }), {
    success: ({ items }) => `Published the changes to ${noun(kind)} “${items[0].label}”`,
    revalidate: paths(kind, id),
  });
}

export async function discardDraft(kind: ContentKind, id: string) {
  return runAction((ctx) => releases.discard(ctx, kind, id), {
    success: ({ label }) => `Discarded the draft of “${label}”; it matches the live version again`,
    revalidate: paths(kind, id),
  });
}

/** The review form sends one `item` per ticked change: "kind:id:fingerprint". */
function pickedItems(formData: FormData): ReleaseItemRef[] {
  const items = formData.getAll("item").flatMap((value) => {
    const [kind, entityId, fingerprint] = String(value).split(":");
    return isContentKind(kind) && entityId ? [{ kind, entityId, fingerprint }] : [];
  });
  if (!items.length) throw new ServiceError("validation", "Tick at least one change to publish.");
  return items;
}

export async function publishPicked(_previous: ActionResult | null, formData: FormData) {
  const when = String(formData.get("when") ?? "");
  if (formData.get("intent") === "schedule") {
    return runAction(
      (ctx) => releases.schedule(ctx, { items: pickedItems(formData), at: when ? new Date(when) : undefined, title: String(formData.get("title") ?? "") || undefined }),
      { success: (release) => `Scheduled “${release.title}”`, revalidate: paths() },
    );
  }
  return runAction((ctx) => releases.publish(ctx, { items: pickedItems(formData), title: String(formData.get("title") ?? "") || undefined }), {
    success: ({ items }) => `Published ${items.length === 1 ? "1 change" : `${items.length} changes`}`,
    revalidate: paths(),
  });
}

export async function undoRelease(id: string) {
  return runAction((ctx) => releases.undo(ctx, id), { success: "Undone: visitors see what they saw before that set", revalidate: paths() });
}

export async function cancelScheduledRelease(id: string) {
  return runAction((ctx) => releases.cancelSchedule(ctx, id), { success: ({ title }) => `Cancelled the schedule of “${title}”`, revalidate: paths() });
}
