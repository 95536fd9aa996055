import "server-only";
import type { Tx } from "@/lib/db";
import { CONTENT_KIND_LABELS, type ContentKind } from "@/lib/domain/content-kinds";
import type { ServiceContext } from "../context";
import { conflict } from "../errors";
import { toJsonInput, type JsonSnapshot } from "../history";
import { PUBLISHABLE_KINDS } from "./kinds";
import { currentVersion } from "./live";

/** Prisma's "unique constraint failed": another publish of the same entity won the race. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/** Refuses when another live entity of the kind has this entity's live address (checked once a whole set is live). */
export async function assertAddressFree(tx: Tx, kind: ContentKind, entityId: string) {
  const current = await currentVersion(tx, kind, entityId);
  if (!current?.snapshot || !current.slug) return;
  const { slug, scope } = current;
  const label = PUBLISHABLE_KINDS[kind].label(current.snapshot as JsonSnapshot);
  // A version taken off the site stores no slug, so only live ones can match.
  const taken = await tx.publishedVersion.findFirst({ where: { kind, isCurrent: true, slug, scope, entityId: { not: entityId } } });
  if (taken?.snapshot) {
    const other = PUBLISHABLE_KINDS[kind].label(taken.snapshot as JsonSnapshot);
    throw conflict(
      `${CONTENT_KIND_LABELS[kind]} "${label}" cannot go live at "${slug}": the live ${kind} "${other}" still uses that address.`,
      `Publish "${other}" with its new address in the same set, or change this slug.`,
    );
  }
}

/**
 * Makes `snapshot` what visitors see of one entity (null takes it off the site): appends the next
 * version and moves the "current" mark, refusing if another publish moved it first.
 */
export async function appendVersion(
  tx: Tx,
  ctx: ServiceContext,
  kind: ContentKind,
  entityId: string,
  snapshot: JsonSnapshot | null,
  { releaseId = null, at = new Date() }: { releaseId?: string | null; at?: Date } = {},
) {
  const spec = PUBLISHABLE_KINDS[kind];
  const current = await currentVersion(tx, kind, entityId);
  const { slug, scope } = snapshot ? await spec.lookup(tx, snapshot) : { slug: null, scope: null };
  const raced = () => conflict(`${CONTENT_KIND_LABELS[kind]} was published by someone else at the same moment.`, "Review the changes again.");
  if (current) {
    const { count } = await tx.publishedVersion.updateMany({ where: { id: current.id, isCurrent: true }, data: { isCurrent: false } });
    if (count !== 1) throw raced();
  }
  try {
    const version = await tx.publishedVersion.create({
      data: {
        kind,
        entityId,
        version: (current?.version ?? 0) + 1,
        snapshot: toJsonInput(snapshot),
        slug,
        scope,
        firstPublishedAt: current?.firstPublishedAt ?? (snapshot ? at : null),
        publishedAt: at,
        publishedById: ctx.actor.id,
        publishedByLabel: ctx.actor.label,
        releaseId,
      },
    });
    await spec.markLive?.(tx, entityId, snapshot !== null, at);
    return version;
  } catch (error) {
    if (isUniqueViolation(error)) throw raced();
    throw error;
  }
}

/** Takes an entity off the site at once (unpublish, archive, trash); nothing happens if it is not live. */
export async function takeDown(tx: Tx, ctx: ServiceContext, kind: ContentKind, entityId: string) {
  const current = await currentVersion(tx, kind, entityId);
  if (current?.snapshot) await appendVersion(tx, ctx, kind, entityId, null);
}

/** Who a live-state change made by a revert is attributed to (the revert's own audit event names the person). */
const REVERT: ServiceContext = { actor: { id: null, label: "revert", role: "editor", kind: "system" } };

/**
 * Puts what visitors see back in step with a reverted draft: a revert to a state that was not live
 * takes the entity down; a revert to a live state brings back what visitors saw last (or, if it
 * was never published, the draft). Used by the revision histories of pages and posts, so "undo
 * this turn" also undoes a publish, unpublish, archive or trash.
 */
export async function restoreLiveState(tx: Tx, kind: "page" | "post", entityId: string, live: boolean) {
  const current = await currentVersion(tx, kind, entityId);
  if (!live) {
    if (current?.snapshot) await appendVersion(tx, REVERT, kind, entityId, null);
    return;
  }
  if (current?.snapshot) return;
  const lastLive = await tx.publishedVersion.findFirst({ where: { kind, entityId, NOT: { slug: null } }, orderBy: { version: "desc" } });
  const snapshot = (lastLive?.snapshot as JsonSnapshot | null) ?? (await PUBLISHABLE_KINDS[kind].draft(tx, entityId));
  if (snapshot) await appendVersion(tx, REVERT, kind, entityId, snapshot);
}
