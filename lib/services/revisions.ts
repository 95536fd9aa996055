import "server-only";
import { randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/db";
import type { ServiceContext } from "./context";
import { ServiceError, conflict, notFound } from "./errors";
import { runWrite, type EntityHistory, type EntityType, type JsonSnapshot, type WriteScope } from "./history";
import { imageHistory } from "./images";
import { navItemHistory } from "./navigation";
import { pageHistory } from "./pages";
import { postHistory } from "./posts";
import { settingsHistory } from "./settings";
import { entryHistory } from "./entries";
import { assertCan } from "./permissions";

const HISTORIES: Partial<Record<EntityType, EntityHistory>> = {
  page: pageHistory,
  post: postHistory,
  image: imageHistory,
  navItem: navItemHistory,
  settings: settingsHistory,
  entry: entryHistory,
};

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
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
  const history = HISTORIES[revision.entityType as EntityType];
  if (!history) throw new ServiceError("validation", `Changes to ${revision.entityType} records cannot be reverted.`);
  const current = await history.load(tx, revision.entityId);
  if (stableStringify(comparable(current)) !== stableStringify(comparable(revision.after))) {
    const name = history.describe((current ?? revision.before ?? {}) as JsonSnapshot);
    throw conflict(`The ${name} has changed since this revision.`, "Revert the later changes first, or edit it by hand.");
  }
  await history.apply(tx, revision.entityId, (revision.before as JsonSnapshot | null) ?? null);
  const id = randomUUID();
  const after = await history.load(tx, revision.entityId);
  record({ id, entityType: revision.entityType as EntityType, entityId: revision.entityId, before: current, after });
  await tx.revision.update({ where: { id: revision.id }, data: { revertedById: id } });
  return { revisionId: revision.id, entityType: revision.entityType, entityId: revision.entityId, description: history.describe((after ?? current ?? {}) as JsonSnapshot) };
}

async function revisionsOfTurn(tx: Tx, turnId: string) {
  return tx.revision.findMany({ where: { turnId, revertedById: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export const revisions = {
  async listForEntity(ctx: ServiceContext, entityType: EntityType, entityId: string) {
    assertCan(ctx, "content.read");
    return db.revision.findMany({ where: { entityType, entityId }, orderBy: { createdAt: "desc" }, take: 100 });
  },

  async listForTurn(ctx: ServiceContext, turnId: string) {
    assertCan(ctx, "content.read");
    return db.revision.findMany({ where: { turnId }, orderBy: { createdAt: "asc" } });
  },

  async revert(ctx: ServiceContext, revisionId: string) {
    return runWrite(ctx, { action: "revision.revert", permission: "content.write", input: { revisionId } }, async (scope) => {
      const reverted = await revertOne(scope, revisionId);
      scope.setTarget({ type: reverted.entityType as EntityType, id: reverted.entityId, label: reverted.description });
      return reverted;
    });
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
