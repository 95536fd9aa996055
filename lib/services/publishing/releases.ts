import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { CONTENT_KINDS, CONTENT_KIND_LABELS, type ContentKind } from "@/lib/domain/content-kinds";
import type { ServiceContext } from "../context";
import { conflict, notFound, ServiceError } from "../errors";
import { runWrite, toJsonInput, type JsonSnapshot, type WriteScope } from "../history";
import { assertCan } from "../permissions";
import { parseInput } from "../validate";
import { PUBLISHABLE_KINDS } from "./kinds";
import { currentVersion, fingerprint, sameSnapshot, visibleSnapshot } from "./live";
import { appendVersion, assertAddressFree } from "./versions";

const itemSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  entityId: z.string().trim().min(1),
  /** The draft as the person reviewed it; publishing refuses if it changed since. */
  fingerprint: z.string().trim().min(1).optional(),
});

const publishSchema = z.object({
  items: z.array(itemSchema).min(1, "Pick at least one change to publish").max(200),
  title: z.string().trim().max(120).optional(),
});

const scheduleSchema = publishSchema.extend({ at: z.coerce.date({ error: "Give a valid date and time" }) });

export type ReleaseItemRef = z.infer<typeof itemSchema>;

/** One item of a release as stored: what went (or goes) live, named for people. */
type StoredItem = { kind: ContentKind; entityId: string; label: string; snapshot?: JsonSnapshot | null };

type Resolved = { kind: ContentKind; entityId: string; label: string; snapshot: JsonSnapshot | null };

const describeSet = (items: { label: string }[]) =>
  items.length === 1 ? items[0].label : `${items[0].label} and ${items.length - 1} more`;

/** Reads the drafts to publish, refusing any that changed since review or have nothing to publish. */
async function resolveDrafts(tx: Tx, refs: ReleaseItemRef[]): Promise<Resolved[]> {
  const seen = new Set<string>();
  const resolved: Resolved[] = [];
  for (const ref of refs) {
    const key = `${ref.kind}:${ref.entityId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const spec = PUBLISHABLE_KINDS[ref.kind];
    const draft = await spec.draft(tx, ref.entityId);
    const live = await visibleSnapshot(tx, ref.kind, ref.entityId);
    const label = spec.label(draft ?? live ?? {});
    if (ref.fingerprint && ref.fingerprint !== fingerprint(draft)) {
      throw conflict(`${CONTENT_KIND_LABELS[ref.kind]} "${label}" changed after it was reviewed.`, "Review the changes again before publishing.");
    }
    if (sameSnapshot(draft, live)) {
      throw conflict(`${CONTENT_KIND_LABELS[ref.kind]} "${label}" has no unpublished changes.`, refs.length > 1 ? "Leave it out of the set." : undefined);
    }
    resolved.push({ kind: ref.kind, entityId: ref.entityId, label, snapshot: draft });
  }
  return resolved;
}

/**
 * Makes every item's snapshot live, then checks no two live items share an address (so swaps
 * within a set work). Where going live changes an item's status, that is a revision, so undoing
 * the turn or reverting the change takes it down again.
 */
async function putLive({ tx, record }: WriteScope, ctx: ServiceContext, releaseId: string, items: Resolved[], at: Date) {
  for (const item of items) {
    const revisions = PUBLISHABLE_KINDS[item.kind].revisions;
    const before = revisions && (await revisions.history.load(tx, item.entityId));
    await appendVersion(tx, ctx, item.kind, item.entityId, item.snapshot, { releaseId, at });
    const after = revisions && (await revisions.history.load(tx, item.entityId));
    if (revisions && !sameSnapshot(before ?? null, after ?? null)) record({ entityType: revisions.entityType, entityId: item.entityId, before: before ?? null, after: after ?? null });
  }
  for (const item of items) await assertAddressFree(tx, item.kind, item.entityId);
}

/** A scheduled item whose draft was trashed (or taken off) since must not go live behind the editors' backs. */
async function assertStillWanted(tx: Tx, items: Resolved[]) {
  for (const item of items) {
    if (item.snapshot && !(await PUBLISHABLE_KINDS[item.kind].draft(tx, item.entityId))) {
      throw conflict(`${CONTENT_KIND_LABELS[item.kind]} "${item.label}" was moved to the trash or taken off the site after this set was scheduled.`);
    }
  }
}

/** Another process published (or cancelled) the scheduled set first; this attempt writes nothing. */
class LostClaim extends Error {}

const releaseTarget = (id: string, title: string) => ({ type: "release" as const, id, label: title });

async function publishSet(ctx: ServiceContext, rawInput: unknown, action: string) {
  const input = parseInput(publishSchema, rawInput, "Invalid publish request");
  return runWrite(ctx, { action, permission: "content.publish", input }, async (scope) => {
    const { tx, setTarget } = scope;
    const items = await resolveDrafts(tx, input.items);
    const at = new Date();
    const title = input.title || describeSet(items);
    const stored: StoredItem[] = items.map(({ kind, entityId, label }) => ({ kind, entityId, label }));
    const release = await tx.release.create({
      data: { title, status: "published", items: toJsonInput(stored)!, createdById: ctx.actor.id, createdByLabel: ctx.actor.label, publishedAt: at },
    });
    setTarget(items.length === 1 ? { type: items[0].kind === "navigation" ? "navItem" : items[0].kind, id: items[0].entityId, label: title } : releaseTarget(release.id, title));
    await putLive(scope, ctx, release.id, items, at);
    return { release, items: stored };
  });
}

/** Publishes one item's draft as a set of one (the editor's "Publish changes"); the audit names the item. */
export const publishItem = (ctx: ServiceContext, kind: ContentKind, entityId: string, action: string) =>
  publishSet(ctx, { items: [{ kind, entityId }] }, action);

export const releases = {
  /** Puts the picked drafts live together: one transaction, one release, one audit event. */
  publish: (ctx: ServiceContext, rawInput: unknown) => publishSet(ctx, rawInput, "release.publish"),

  /** Stores a set to go live at a time: the drafts as they are now, whatever happens to them later. */
  async schedule(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(scheduleSchema, rawInput, "Invalid schedule");
    if (input.at.getTime() <= Date.now()) throw new ServiceError("validation", "Pick a time in the future.", { issues: [{ path: "at", message: "In the past" }] });
    return runWrite(ctx, { action: "release.schedule", permission: "content.publish", input }, async ({ tx, setTarget }) => {
      const items = await resolveDrafts(tx, input.items);
      const title = input.title || describeSet(items);
      const release = await tx.release.create({
        data: { title, status: "scheduled", scheduledFor: input.at, items: toJsonInput(items satisfies StoredItem[])!, createdById: ctx.actor.id, createdByLabel: ctx.actor.label },
      });
      setTarget(releaseTarget(release.id, title));
      return release;
    });
  },

  async cancelSchedule(ctx: ServiceContext, id: string) {
    return runWrite(ctx, { action: "release.cancel", permission: "content.publish", input: { id } }, async ({ tx, setTarget }) => {
      const release = await tx.release.findUnique({ where: { id } });
      if (!release) throw notFound(`Scheduled release "${id}"`);
      setTarget(releaseTarget(release.id, release.title));
      const { count } = await tx.release.updateMany({ where: { id, status: "scheduled" }, data: { status: "cancelled" } });
      if (count !== 1) throw conflict(`"${release.title}" is no longer waiting to be published.`);
      return { id, title: release.title };
    });
  },

  /**
   * Publishes one due scheduled release if this caller wins the claim: a conditional update
   * (scheduled → published) inside the publishing transaction, which only one process can make
   * count. So a schedule runs once even with several app instances, and a crash mid-way rolls the
   * claim back with everything else, leaving the set scheduled for the next try.
   */
  async runScheduled(id: string, now = new Date()): Promise<"published" | "failed" | "not-claimed"> {
    const release = await db.release.findUnique({ where: { id } });
    if (release?.status !== "scheduled" || !release.scheduledFor || release.scheduledFor > now) return "not-claimed";
    const ctx: ServiceContext = { actor: { id: release.createdById, label: `${release.createdByLabel} (scheduled)`, role: "editor", kind: "system" } };
    try {
      await runWrite(ctx, { action: "release.publish", permission: "content.publish", input: { releaseId: id }, target: releaseTarget(id, release.title) }, async (scope) => {
        const { count } = await scope.tx.release.updateMany({ where: { id, status: "scheduled" }, data: { status: "published", publishedAt: now } });
        if (count !== 1) throw new LostClaim();
        const items = (release.items as unknown as StoredItem[]).map((item) => ({ ...item, snapshot: item.snapshot ?? null }));
        await assertStillWanted(scope.tx, items);
        await putLive(scope, ctx, id, items, now);
      });
      return "published";
    } catch (error) {
      if (error instanceof LostClaim) return "not-claimed";
      const message = error instanceof Error ? error.message : String(error);
      const { count } = await db.release.updateMany({ where: { id, status: "scheduled" }, data: { status: "failed", error: message } });
      return count ? "failed" : "not-claimed";
    }
  },

  /** Every scheduled release whose time has come, each claimed and published at most once. */
  async runDue(now = new Date()) {
    const due = await db.release.findMany({ where: { status: "scheduled", scheduledFor: { lte: now } }, orderBy: { scheduledFor: "asc" }, select: { id: true } });
    const outcomes = [];
    for (const { id } of due) outcomes.push({ id, outcome: await releases.runScheduled(id, now) });
    return outcomes;
  },

  /**
   * Takes a published set back: every item returns to what visitors saw before it, as a new set
   * (so the undo can itself be undone). Refused if any item was published again since.
   */
  async undo(ctx: ServiceContext, id: string) {
    return runWrite(ctx, { action: "release.undo", permission: "content.publish", input: { id } }, async (scope) => {
      const { tx, setTarget } = scope;
      const release = await tx.release.findUnique({ where: { id }, include: { versions: true } });
      if (!release) throw notFound(`Published set "${id}"`);
      if (release.status !== "published") throw conflict(`"${release.title}" is not a published set that can be undone (it is ${release.status}).`);
      const items: Resolved[] = [];
      for (const version of release.versions) {
        const kind = version.kind as ContentKind;
        const label = PUBLISHABLE_KINDS[kind].label((version.snapshot as JsonSnapshot | null) ?? { title: version.entityId });
        const current = await currentVersion(tx, kind, version.entityId);
        if (current?.id !== version.id) {
          throw conflict(`${CONTENT_KIND_LABELS[kind]} "${label}" was published again after this set.`, "Undo the later set first.");
        }
        const previous = await tx.publishedVersion.findUnique({ where: { kind_entityId_version: { kind, entityId: version.entityId, version: version.version - 1 } } });
        items.push({ kind, entityId: version.entityId, label, snapshot: (previous?.snapshot as JsonSnapshot | null) ?? null });
      }
      const at = new Date();
      const title = `Undo: ${release.title}`;
      const stored: StoredItem[] = items.map(({ kind, entityId, label }) => ({ kind, entityId, label }));
      const undo = await tx.release.create({
        data: { title, status: "published", items: toJsonInput(stored)!, createdById: ctx.actor.id, createdByLabel: ctx.actor.label, publishedAt: at },
      });
      await putLive(scope, ctx, undo.id, items, at);
      await tx.release.update({ where: { id }, data: { status: "undone", undoneAt: at } });
      setTarget(releaseTarget(release.id, release.title));
      return { release: undo, items: stored };
    });
  },

  /** Returns one item's draft to what visitors see (a revision like any edit, so it can be reverted). */
  async discard(ctx: ServiceContext, kind: ContentKind, entityId: string) {
    const ref = parseInput(itemSchema, { kind, entityId }, "Invalid item");
    return runWrite(ctx, { action: "draft.discard", permission: "content.write", input: ref }, async (scope) => {
      const spec = PUBLISHABLE_KINDS[ref.kind];
      const draft = await spec.draft(scope.tx, ref.entityId);
      const live = await visibleSnapshot(scope.tx, ref.kind, ref.entityId);
      const label = spec.label(draft ?? live ?? {});
      if (!live) throw conflict(`${CONTENT_KIND_LABELS[ref.kind]} "${label}" has never been published, so there is no live version to go back to.`, "Move it to the trash instead.");
      if (sameSnapshot(draft, live)) throw conflict(`${CONTENT_KIND_LABELS[ref.kind]} "${label}" has no unpublished changes.`);
      scope.setTarget({ type: ref.kind === "navigation" ? "navItem" : ref.kind, id: ref.entityId, label });
      await spec.restoreDraft(scope, ref.entityId, live);
      return { kind: ref.kind, entityId: ref.entityId, label };
    });
  },

  /** Recent sets, newest first, with what each contained. */
  async list(ctx: ServiceContext, { limit = 30 }: { limit?: number } = {}) {
    assertCan(ctx, "content.read");
    const rows = await db.release.findMany({ orderBy: { createdAt: "desc" }, take: limit });
    return rows.map(({ items, ...row }) => ({ ...row, items: (items as unknown as StoredItem[]).map(({ kind, entityId, label }) => ({ kind, entityId, label })) }));
  },
};
