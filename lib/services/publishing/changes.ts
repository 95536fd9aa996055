import "server-only";
import { diffSnapshots, type ReferenceNames } from "@/lib/content/content-diff";
import { db, type Tx } from "@/lib/db";
import { CONTENT_KINDS, editorHref, type ContentKind } from "@/lib/domain/content-kinds";
import type { UnpublishedChange } from "@/lib/domain/unpublished-change";
import type { ServiceContext } from "../context";
import { assertCan } from "../permissions";
import { PUBLISHABLE_KINDS } from "./kinds";
import { fingerprint, sameSnapshot, visibleSnapshot } from "./live";

/** Everything a snapshot can point at, by id, named for people. */
async function referenceNames(tx: Tx): Promise<ReferenceNames> {
  const [pageRows, imageRows, navRows, userRows, collectionRows] = await Promise.all([
    tx.page.findMany({ select: { id: true, title: true } }),
    tx.image.findMany({ select: { id: true, originalName: true } }),
    tx.navItem.findMany({ select: { id: true, label: true } }),
    tx.user.findMany({ select: { id: true, name: true } }),
    tx.collection.findMany({ select: { id: true, name: true } }),
  ]);
  return new Map([
    ...pageRows.map((row) => [row.id, `page “${row.title}”`] as const),
    ...imageRows.map((row) => [row.id, `image “${row.originalName}”`] as const),
    ...navRows.map((row) => [row.id, `“${row.label}”`] as const),
    ...userRows.map((row) => [row.id, row.name] as const),
    ...collectionRows.map((row) => [row.id, row.name] as const),
  ]);
}

async function changeOf(tx: Tx, kind: ContentKind, entityId: string, names: ReferenceNames): Promise<UnpublishedChange | null> {
  const spec = PUBLISHABLE_KINDS[kind];
  const [draft, live] = await Promise.all([spec.draft(tx, entityId), visibleSnapshot(tx, kind, entityId)]);
  if (sameSnapshot(draft, live)) return null;
  return {
    kind,
    entityId,
    label: spec.label(draft ?? live ?? {}),
    state: !live ? "new" : !draft ? "removed" : "changed",
    fingerprint: fingerprint(draft),
    fields: diffSnapshots(live, draft, names),
    editorHref: editorHref(kind, entityId),
  };
}

/** Ids worth comparing: every draft, and everything live (a live item whose draft is gone is a change too). */
async function candidateIds(tx: Tx, kind: ContentKind) {
  const live = await tx.publishedVersion.findMany({ where: { kind, isCurrent: true, NOT: { slug: null } }, select: { entityId: true } });
  return [...new Set([...(await PUBLISHABLE_KINDS[kind].draftIds(tx)), ...live.map((row) => row.entityId)])];
}

export const unpublishedChanges = {
  /** Every unpublished change across the site, grouped by kind in registry order. */
  async list(ctx: ServiceContext): Promise<UnpublishedChange[]> {
    assertCan(ctx, "content.read");
    const names = await referenceNames(db);
    const changes: UnpublishedChange[] = [];
    for (const kind of CONTENT_KINDS) {
      for (const id of await candidateIds(db, kind)) {
        const change = await changeOf(db, kind, id, names);
        if (change) changes.push(change);
      }
    }
    return changes;
  },

  /** The unpublished change of one entity, or null when its draft is what visitors see. */
  async of(ctx: ServiceContext, kind: ContentKind, entityId: string) {
    assertCan(ctx, "content.read");
    return changeOf(db, kind, entityId, await referenceNames(db));
  },
};
