import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { contentSchemaFor, dropEmptyValues } from "@/lib/content/section-schema";
import type { FieldDef } from "@/lib/content/section-templates";
import type { ServiceContext } from "./context";
import { collectionDetails, collectionHistory, fieldListSchema, findCollection, loadEntry } from "./entries";
import { conflict } from "./errors";
import { runWrite, type WriteScope } from "./history";
import { assertCan } from "./permissions";
import { takeDown } from "./publishing/versions";
import { parseInput } from "./validate";

const updateCollectionSchema = z
  .object({ name: collectionDetails.name.optional(), description: collectionDetails.description.optional(), fields: fieldListSchema.optional() })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "Nothing to update" });

type Collection = Awaited<ReturnType<typeof findCollection>>;

/** Refuses new fields that an entry's data no longer fits (trashed entries too: they may come back). */
async function assertEntriesFit(tx: Tx, collection: Collection, fields: FieldDef[]) {
  const schema = contentSchemaFor(fields);
  const rows = await tx.entry.findMany({ where: { collectionId: collection.id }, orderBy: { position: "asc" }, select: { title: true, data: true, deletedAt: true } });
  const misfits = rows.filter((row) => !schema.safeParse(dropEmptyValues(row.data as Record<string, unknown>)).success);
  if (misfits.length) {
    const names = misfits.map((row) => `"${row.title}"${row.deletedAt ? " (in the trash)" : ""}`).join(", ");
    throw conflict(
      `The new fields do not fit the data of ${misfits.length === 1 ? "entry" : "entries"} ${names} in ${collection.name}.`,
      "Clear or change those entries' values first (a removed field must be empty, a new required field filled), or keep the field as it was.",
    );
  }
}

/** Runs a write on one collection and records its before/after snapshot. */
async function writeCollection<T>(
  ctx: ServiceContext,
  action: string,
  ref: string,
  input: unknown,
  change: (scope: WriteScope, collection: Collection) => Promise<T>,
  { permission = "content.write", includeTrashed = false }: { permission?: "content.write" | "trash.purge"; includeTrashed?: boolean } = {},
): Promise<T> {
  return runWrite(ctx, { action, permission, input, target: { type: "collection", id: ref } }, async (scope) => {
    const collection = await findCollection(scope.tx, ref, { includeTrashed });
    scope.setTarget({ type: "collection", id: collection.id, label: collection.name });
    const before = await collectionHistory.load(scope.tx, collection.id);
    const result = await change(scope, collection);
    scope.record({ entityType: "collection", entityId: collection.id, before, after: await collectionHistory.load(scope.tx, collection.id) });
    return result;
  });
}

/** Sets the entries' deletedAt, recording each one's revision. */
async function setEntriesDeleted(scope: WriteScope, ids: string[], deletedAt: Date | null) {
  for (const id of ids) {
    const before = await loadEntry(scope.tx, id);
    await scope.tx.entry.update({ where: { id }, data: { deletedAt } });
    scope.record({ entityType: "entry", entityId: id, before, after: await loadEntry(scope.tx, id) });
  }
}

/**
 * A collection's life after it was created (entries.createCollection makes it): renaming,
 * changing its fields, and the trash, which it enters and leaves together with its entries.
 */
export const collections = {
  /** How many entries a collection has and how many of them visitors see, for a delete's card. */
  async impact(ctx: ServiceContext, ref: string) {
    assertCan(ctx, "content.read");
    const collection = await findCollection(db, ref);
    const ids = (await db.entry.findMany({ where: { collectionId: collection.id, deletedAt: null }, select: { id: true } })).map((row) => row.id);
    // A version taken off the site stores no slug, so counting slugs counts what visitors see.
    const live = await db.publishedVersion.count({ where: { kind: "entry", entityId: { in: ids }, isCurrent: true, slug: { not: null } } });
    return { collection, entryCount: ids.length, liveCount: live };
  },

  /** Renames, re-describes or changes the fields; a field change must still fit every entry. */
  async update(ctx: ServiceContext, ref: string, rawInput: unknown) {
    const input = parseInput(updateCollectionSchema, rawInput, "Invalid collection");
    return writeCollection(ctx, "collection.update", ref, input, async ({ tx }, collection) => {
      if (input.fields) await assertEntriesFit(tx, collection, input.fields);
      const row = await tx.collection.update({
        where: { id: collection.id },
        data: { name: input.name, description: input.description, fields: input.fields as unknown as Prisma.InputJsonArray | undefined },
      });
      return findCollection(tx, row.id);
    });
  },

  /** Moves a collection and its entries to the trash; its live entries leave the site at once. */
  async trash(ctx: ServiceContext, ref: string) {
    return writeCollection(ctx, "collection.trash", ref, { id: ref }, async (scope, collection) => {
      const ids = (await scope.tx.entry.findMany({ where: { collectionId: collection.id, deletedAt: null }, select: { id: true } })).map((row) => row.id);
      for (const id of ids) await takeDown(scope.tx, ctx, "entry", id);
      // One moment for the collection and its entries, so a restore brings back exactly those.
      const at = new Date();
      await setEntriesDeleted(scope, ids, at);
      await scope.tx.collection.update({ where: { id: collection.id }, data: { deletedAt: at } });
      return { ...collection, entryCount: ids.length };
    });
  },

  /** Brings a collection back from the trash with the entries that went there with it, as drafts. */
  async restore(ctx: ServiceContext, id: string) {
    return writeCollection(ctx, "collection.restore", id, { id }, async (scope, collection) => {
      const row = await scope.tx.collection.findUniqueOrThrow({ where: { id: collection.id } });
      if (!row.deletedAt) throw conflict(`Collection "${collection.name}" is not in the trash.`);
      const ids = (await scope.tx.entry.findMany({ where: { collectionId: collection.id, deletedAt: row.deletedAt }, select: { id: true } })).map((entry) => entry.id);
      await scope.tx.collection.update({ where: { id: collection.id }, data: { deletedAt: null } });
      await setEntriesDeleted(scope, ids, null);
      return { ...collection, entryCount: ids.length };
    }, { includeTrashed: true });
  },

  /** Permanently deletes a trashed collection and every entry of it. Their revisions stay. */
  async purge(ctx: ServiceContext, id: string) {
    return runWrite(ctx, { action: "collection.purge", permission: "trash.purge", input: { id }, target: { type: "collection", id } }, async ({ tx, record, setTarget }) => {
      const collection = await findCollection(tx, id, { includeTrashed: true });
      const row = await tx.collection.findUniqueOrThrow({ where: { id: collection.id } });
      if (!row.deletedAt) throw conflict(`Collection "${collection.name}" must be in the trash before it can be purged.`, "Move it to the trash first.");
      setTarget({ type: "collection", id: collection.id, label: collection.name });
      for (const entry of await tx.entry.findMany({ where: { collectionId: collection.id }, select: { id: true } })) {
        record({ entityType: "entry", entityId: entry.id, before: await loadEntry(tx, entry.id), after: null });
      }
      record({ entityType: "collection", entityId: collection.id, before: await collectionHistory.load(tx, collection.id), after: null });
      await tx.collection.delete({ where: { id: collection.id } });
      return { id: collection.id, name: collection.name };
    });
  },
};
