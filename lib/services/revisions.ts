import "server-only";
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import type { ServiceContext } from "./context";
import { ServiceError, conflict, notFound } from "./errors";
import { runWrite, type EntityHistory, type EntityType, type JsonSnapshot, type WriteScope } from "./history";
import { trackedEntity } from "./entity-registry";
import { assertCan } from "./permissions";
import { canonicalJson } from "@/lib/canonical-json";

/** Fields every snapshot carries that say nothing about what a person changed. */
const BOOKKEEPING = new Set(["id", "createdAt", "updatedAt", "deletedAt"]);
const MAX_FIELDS = 3;

const fieldLabel = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

function shortValue(value: unknown): string {
  const text = String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** "title back to 'About'" for each field the revert puts back (a few at most). */
function restoredFields(before: JsonSnapshot, after: JsonSnapshot): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !BOOKKEEPING.has(key) && canonicalJson(before[key]) !== canonicalJson(after[key]),
  );
  const phrases = keys.slice(0, MAX_FIELDS).map((key) => {
    const value = before[key];
    if (value === null || value === undefined || value === "") return `${fieldLabel(key)} cleared`;
    if (typeof value === "object") return `${fieldLabel(key)} put back`;
    return `${fieldLabel(key)} back to '${shortValue(value)}'`;
  });
  if (keys.length > MAX_FIELDS) phrases.push(`${keys.length - MAX_FIELDS} more field${keys.length - MAX_FIELDS === 1 ? "" : "s"} put back`);
  return phrases.join(", ") || "put back as it was";
}

/** What reverting a change does to one item, for a person: its name and what happens to it ("title back to 'About'"). */
export type RevertEffect = { item: string; effect: string };

function revertEffect(entityType: string, before: unknown, after: unknown): RevertEffect {
  const history = trackedEntity(entityType)?.history;
  const was = before as JsonSnapshot | null;
  const became = after as JsonSnapshot | null;
  const snapshot = was ?? became;
  if (!history || !snapshot) return { item: entityType, effect: "put back" };
  const item = history.describe(snapshot);
  if (!was) return { item, effect: "deletedAt" in snapshot ? "moved to the trash" : "back to its defaults" };
  if (!became) return { item, effect: "put back" };
  if (became.deletedAt && !was.deletedAt) return { item, effect: "restored" };
  if (was.deletedAt && !became.deletedAt) return { item, effect: "moved back to the trash" };
  return { item, effect: restoredFields(was, became) };
}

/**
 * What reverting a change does, for a person: "page 'Contact' restored",
 * "page 'About' title back to 'About'". `before`/`after` are the reverted revision's snapshots.
 */
function describeRevert(entityType: string, before: unknown, after: unknown): string {
  const { item, effect } = revertEffect(entityType, before, after);
  return `${item} ${effect}`;
}

/** A snapshot without its timestamp: a revert rewrites updatedAt, which is no change of content. */
function comparable(snapshot: unknown) {
  return snapshot && typeof snapshot === "object" ? { ...(snapshot as object), updatedAt: undefined } : null;
}

/** Puts one revision's entity back to its "before" state, refusing if it changed since. */
async function revertOne(scope: WriteScope, revisionId: string) {
  const { tx, record } = scope;
  const revision = await tx.revision.findUnique({ where: { id: revisionId } });
  if (!revision) throw notFound(`Revision "${revisionId}"`);
  if (revision.revertedById) throw conflict("This change has already been reverted.");
  const history = trackedEntity(revision.entityType)?.history;
  if (!history) throw new ServiceError("validation", `Changes to ${revision.entityType} records cannot be reverted.`);
  const current = await history.load(tx, revision.entityId);
  if (canonicalJson(comparable(current)) !== canonicalJson(comparable(revision.after))) {
    const name = history.describe((current ?? revision.before ?? {}) as JsonSnapshot);
    throw conflict(`The ${name} has changed since this revision.`, "Revert the later changes first, or edit it by hand.");
  }
  await history.apply(tx, revision.entityId, (revision.before as JsonSnapshot | null) ?? null);
  const id = randomUUID();
  const after = await history.load(tx, revision.entityId);
  record({ id, entityType: revision.entityType as EntityType, entityId: revision.entityId, before: current, after });
  await tx.revision.update({ where: { id: revision.id }, data: { revertedById: id } });
  return {
    revisionId: revision.id,
    entityType: revision.entityType,
    entityId: revision.entityId,
    description: history.describe((after ?? current ?? {}) as JsonSnapshot),
    /** What the revert did, in words ("page 'About' title back to 'About'"). */
    summary: describeRevert(revision.entityType, revision.before, revision.after),
  };
}

async function revisionsOfTurn(tx: Tx, turnId: string) {
  return tx.revision.findMany({ where: { turnId, revertedById: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** A chat turn whose every change has been reverted, with what each revert did (newest change first). */
export type UndoneTurn = { turnId: string; reverted: string[] };

export const revisions = {
  async listForEntity(ctx: ServiceContext, entityType: EntityType, entityId: string) {
    assertCan(ctx, "content.read");
    return db.revision.findMany({ where: { entityType, entityId }, orderBy: { createdAt: "desc" }, take: 100 });
  },

  async listForTurn(ctx: ServiceContext, turnId: string) {
    assertCan(ctx, "content.read");
    return db.revision.findMany({ where: { turnId }, orderBy: { createdAt: "asc" } });
  },

  /** The turns of one chat that wrote something and have nothing left to undo. */
  async undoneTurns(ctx: ServiceContext, chatId: string): Promise<UndoneTurn[]> {
    assertCan(ctx, "content.read");
    const rows = await db.revision.findMany({
      where: { chatId, turnId: { not: null } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { turnId: true, entityType: true, before: true, after: true, revertedById: true },
    });
    const byTurn = Map.groupBy(rows, (row) => row.turnId!);
    return [...byTurn]
      .filter(([, written]) => written.every((row) => row.revertedById))
      .map(([turnId, written]) => ({ turnId, reverted: written.map((row) => describeRevert(row.entityType, row.before, row.after)) }));
  },

  async revert(ctx: ServiceContext, revisionId: string) {
    return runWrite(ctx, { action: "revision.revert", permission: "content.write", input: { revisionId } }, async (scope) => {
      const reverted = await revertOne(scope, revisionId);
      scope.setTarget({ type: reverted.entityType as EntityType, id: reverted.entityId, label: reverted.description });
      return reverted;
    });
  },

  /**
   * The newest turn of a chat, other than the one running now, with changes left to undo, and what
   * undoing it would do (newest change first) — what "undo that" in a chat means. Null when none.
   */
  async lastUndoableTurn(ctx: ServiceContext, chatId: string, currentTurnId?: string): Promise<{ turnId: string; changes: RevertEffect[] } | null> {
    assertCan(ctx, "content.read");
    const latest = await db.revision.findFirst({
      where: { chatId, revertedById: null, AND: [{ turnId: { not: null } }, ...(currentTurnId ? [{ turnId: { not: currentTurnId } }] : [])] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { turnId: true },
    });
    if (!latest?.turnId) return null;
    const pending = await revisionsOfTurn(db, latest.turnId);
    return { turnId: latest.turnId, changes: pending.map((row) => revertEffect(row.entityType, row.before, row.after)) };
  },

  /** Undoes every write one agent turn made, newest first, in one transaction (all or nothing). */
  async revertTurn(ctx: ServiceContext, turnId: string) {
    return runWrite(ctx, { action: "turn.revert", permission: "content.write", input: { turnId } }, async (scope) => {
      const pending = await revisionsOfTurn(scope.tx, turnId);
      if (!pending.length) throw conflict("This turn has no changes left to undo.");
      const reverted = [];
      for (const revision of pending) reverted.push(await revertOne(scope, revision.id));
      return { turnId, reverted };
    });
  },
};
