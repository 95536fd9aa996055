import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { contentSchemaFor, dropEmptyValues } from "@/lib/content/section-schema";
import type { FieldDef, FieldType } from "@/lib/content/section-templates";
import { slugify, slugSchema } from "@/lib/content/slug";
import type { ServiceContext } from "./context";
import { conflict, notFound } from "./errors";
import { assertImagesExist } from "./image-refs";
import { runWrite, toJsonInput, toSnapshot, type EntityHistory, type JsonSnapshot } from "./history";
import { assertCan, type Permission } from "./permissions";
import { parseInput } from "./validate";
import { takeDown } from "./publishing/versions";

export const ENTRY_STATUSES = ["draft", "published"] as const;

export const FIELD_TYPES = ["text", "textarea", "markdown", "url", "image", "select", "boolean", "list"] as const satisfies readonly FieldType[];

const fieldDefSchema: z.ZodType<FieldDef> = z.lazy(() =>
  z
    .strictObject({
      name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, "Use letters, digits and _ starting with a letter (e.g. jobTitle)"),
      label: z.string().trim().min(1, "Label is required").max(80),
      type: z.enum(FIELD_TYPES),
      required: z.boolean().optional(),
      maxLength: z.number().int().positive().optional(),
      help: z.string().trim().max(300).optional(),
      options: z.array(z.string().trim().min(1)).min(1).optional(),
      itemFields: fieldListSchema.optional(),
      minItems: z.number().int().min(0).optional(),
      maxItems: z.number().int().positive().optional(),
    })
    .refine((field) => field.type !== "select" || field.options, { message: "A select field needs options", path: ["options"] })
    .refine((field) => field.type !== "list" || field.itemFields, { message: "A list field needs itemFields", path: ["itemFields"] }),
);

export const fieldListSchema: z.ZodType<FieldDef[]> = z
  .array(fieldDefSchema)
  .min(1, "Give at least one field")
  .max(40, "At most 40 fields")
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { message: "Field names must be unique" });

/** What a person names and describes a collection with (its slug is fixed once created: live entries are found by it). */
export const collectionDetails = {
  name: z.string().trim().min(1, "Name is required").max(80, "At most 80 characters"),
  description: z.string().trim().max(500, "At most 500 characters"),
};

const createCollectionSchema = z.object({
  slug: slugSchema.optional(),
  name: collectionDetails.name,
  description: collectionDetails.description.optional(),
  fields: fieldListSchema,
});

const titleSchema = z.string().trim().min(1, "Title is required").max(200, "At most 200 characters");
const dataSchema = z.record(z.string(), z.unknown());

const createEntrySchema = z.object({
  title: titleSchema,
  slug: slugSchema.optional(),
  data: dataSchema.default({}),
  status: z.enum(ENTRY_STATUSES).optional(),
});

const updateEntrySchema = z
  .object({
    title: titleSchema.optional(),
    slug: slugSchema.optional(),
    /** Merged into the current data; a field set to null or "" is cleared. */
    data: dataSchema.optional(),
    status: z.enum(ENTRY_STATUSES).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "Nothing to update" });

const listEntriesSchema = z.object({
  status: z.enum(ENTRY_STATUSES).optional(),
  trashed: z.boolean().optional(),
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

const entryOrder = [{ position: "asc" as const }, { createdAt: "asc" as const }];

type CollectionRow = { id: string; slug: string; name: string; description: string; fields: Prisma.JsonValue };

const toCollection = <T extends CollectionRow>(row: T): Omit<T, "fields"> & { fields: FieldDef[] } => ({ ...row, fields: row.fields as unknown as FieldDef[] });

/** A collection by slug or id; one in the trash only when asked for. */
export async function findCollection(tx: Tx, slugOrId: string, { includeTrashed = false } = {}) {
  const row = await tx.collection.findFirst({ where: { OR: [{ id: slugOrId }, { slug: slugOrId }], ...(includeTrashed ? {} : { deletedAt: null }) } });
  if (!row) throw notFound(`Collection "${slugOrId}"`, "List collections to find the right slug.");
  return toCollection(row);
}

const collectionFields = { id: true, slug: true, name: true, description: true, fields: true, deletedAt: true };

async function loadCollection(tx: Tx, id: string): Promise<JsonSnapshot | null> {
  const row = await tx.collection.findUnique({ where: { id }, select: collectionFields });
  return row ? toSnapshot(row) : null;
}

type CollectionSnapshot = { slug: string; name: string; description: string; fields: Prisma.JsonValue; deletedAt: string | null };

export const collectionHistory: EntityHistory = {
  load: loadCollection,
  async apply(tx, id, snapshot) {
    if (!snapshot) {
      await tx.collection.update({ where: { id }, data: { deletedAt: new Date() } });
      return;
    }
    const s = snapshot as unknown as CollectionSnapshot;
    const taken = await tx.collection.findUnique({ where: { slug: s.slug } });
    if (taken && taken.id !== id) throw conflict(`The slug "${s.slug}" is now used by collection "${taken.name}".`);
    const data = { slug: s.slug, name: s.name, description: s.description, fields: toJsonInput(s.fields) ?? [], deletedAt: s.deletedAt ? new Date(s.deletedAt) : null };
    await tx.collection.upsert({ where: { id }, update: data, create: { id, ...data } });
  },
  describe: (snapshot) => `collection '${String(snapshot.name)}'`,
};

async function findEntry(tx: Tx, id: string, { includeTrashed = false } = {}) {
  const entry = await tx.entry.findFirst({
    where: { id, ...(includeTrashed ? {} : { deletedAt: null }) },
    include: { collection: true },
  });
  if (!entry) throw notFound(`Entry "${id}"`, "List the collection's entries to find the right id.");
  return { ...entry, collection: toCollection(entry.collection) };
}

async function assertSlugFree(tx: Tx, collectionId: string, slug: string, exceptId?: string) {
  const existing = await tx.entry.findUnique({ where: { collectionId_slug: { collectionId, slug } } });
  if (existing && existing.id !== exceptId) {
    throw conflict(
      `The slug "${slug}" is already used by entry "${existing.title}"${existing.deletedAt ? " in the trash" : ""}.`,
      existing.deletedAt ? "Restore or purge the trashed entry, or choose another slug." : "Choose another slug.",
    );
  }
}

/** Validates entry data against its collection's fields (and that named images exist); empty values are dropped first. */
async function prepareData(tx: Tx, collection: { name: string; fields: FieldDef[] }, raw: Record<string, unknown>) {
  const what = `Invalid ${collection.name} entry data`;
  const data = parseInput(contentSchemaFor(collection.fields), dropEmptyValues(raw), what) as Record<string, unknown>;
  await assertImagesExist(tx, collection.fields, data, what);
  return data as Prisma.InputJsonObject;
}

// Timestamps other than deletedAt are left out so a revision compares content only.
const snapshotFields = { id: true, collectionId: true, slug: true, title: true, data: true, status: true, position: true, deletedAt: true };

export async function loadEntry(tx: Tx, id: string): Promise<JsonSnapshot | null> {
  const entry = await tx.entry.findUnique({ where: { id }, select: snapshotFields });
  return entry ? toSnapshot(entry) : null;
}

type EntrySnapshot = {
  collectionId: string;
  slug: string;
  title: string;
  data: Prisma.JsonValue;
  status: string;
  position: number;
  deletedAt: string | null;
};

export const entryHistory: EntityHistory = {
  load: loadEntry,
  async apply(tx, id, snapshot) {
    if (!snapshot) {
      await tx.entry.update({ where: { id }, data: { deletedAt: new Date() } });
      return;
    }
    const s = snapshot as unknown as EntrySnapshot;
    if (!(await tx.collection.findUnique({ where: { id: s.collectionId } }))) {
      throw conflict(`The collection of entry '${s.title}' no longer exists.`);
    }
    await assertSlugFree(tx, s.collectionId, s.slug, id);
    const data = {
      slug: s.slug,
      title: s.title,
      data: toJsonInput(s.data) ?? {},
      status: s.status,
      position: s.position,
      deletedAt: s.deletedAt ? new Date(s.deletedAt) : null,
    };
    await tx.entry.upsert({ where: { id }, update: data, create: { id, collectionId: s.collectionId, ...data } });
  },
  describe: (snapshot) => `entry '${String(snapshot.title)}'`,
};

/** Runs a write on one entry and records its before/after snapshot. */
async function writeEntry<T>(
  ctx: ServiceContext,
  action: string,
  id: string,
  input: unknown,
  change: (tx: Tx, entry: Awaited<ReturnType<typeof findEntry>>) => Promise<T>,
  { permission = "content.write", includeTrashed = false }: { permission?: Permission; includeTrashed?: boolean } = {},
): Promise<T> {
  return runWrite(ctx, { action, permission, input, target: { type: "entry", id } }, async ({ tx, record, setTarget }) => {
    const entry = await findEntry(tx, id, { includeTrashed });
    setTarget({ type: "entry", id: entry.id, label: entry.title });
    const before = await loadEntry(tx, entry.id);
    const result = await change(tx, entry);
    record({ entityType: "entry", entityId: entry.id, before, after: await loadEntry(tx, entry.id) });
    return result;
  });
}

const publishing = (status: string | undefined): Permission => (status === "published" ? "content.publish" : "content.write");

export const entries = {
  async listCollections(ctx: ServiceContext) {
    assertCan(ctx, "content.read");
    const rows = await db.collection.findMany({
      where: { deletedAt: null },
      orderBy: { name: "asc" },
      include: { _count: { select: { entries: { where: { deletedAt: null } } } } },
    });
    return rows.map(({ _count, ...row }) => ({ ...toCollection(row), entryCount: _count.entries }));
  },

  async getCollection(ctx: ServiceContext, slugOrId: string) {
    assertCan(ctx, "content.read");
    return findCollection(db, slugOrId);
  },

  /** Creates a collection; its fields use the same format as section templates. */
  async createCollection(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(createCollectionSchema, rawInput, "Invalid collection");
    const spec = { action: "collection.create", permission: "content.write" as const, input, target: { type: "collection" as const, label: input.name } };
    return runWrite(ctx, spec, async ({ tx, record, setTarget }) => {
      const slug = input.slug ?? (slugify(input.name) || "collection");
      const existing = await tx.collection.findUnique({ where: { slug } });
      if (existing) {
        const trashed = existing.deletedAt ? " in the trash" : "";
        throw conflict(`The slug "${slug}" is already used by collection "${existing.name}"${trashed}.`, trashed ? "Restore or purge the trashed collection, or choose another slug." : "Choose another slug.");
      }
      const row = await tx.collection.create({
        data: { slug, name: input.name, description: input.description ?? "", fields: input.fields as unknown as Prisma.InputJsonArray },
      });
      setTarget({ type: "collection", id: row.id, label: row.name });
      record({ entityType: "collection", entityId: row.id, before: null, after: await loadCollection(tx, row.id) });
      return toCollection(row);
    });
  },

  async list(ctx: ServiceContext, collectionSlugOrId: string, rawInput: unknown = {}) {
    assertCan(ctx, "content.read");
    const input = parseInput(listEntriesSchema, rawInput);
    const collection = await findCollection(db, collectionSlugOrId);
    const where = {
      collectionId: collection.id,
      deletedAt: input.trashed ? { not: null } : null,
      ...(input.status ? { status: input.status } : {}),
    };
    const [items, total] = await Promise.all([
      db.entry.findMany({ where, orderBy: entryOrder, take: input.limit, skip: input.offset }),
      db.entry.count({ where }),
    ]);
    return { items, total };
  },

  async get(ctx: ServiceContext, id: string) {
    assertCan(ctx, "content.read");
    return findEntry(db, id);
  },

  /** Adds an entry at the end of the collection; the slug defaults to one made from the title. */
  async create(ctx: ServiceContext, collectionSlugOrId: string, rawInput: unknown) {
    const input = parseInput(createEntrySchema, rawInput, "Invalid entry");
    const spec = { action: "entry.create", permission: publishing(input.status), input, target: { type: "entry" as const, label: input.title } };
    return runWrite(ctx, spec, async ({ tx, record, setTarget }) => {
      const collection = await findCollection(tx, collectionSlugOrId);
      const slug = input.slug ?? (slugify(input.title) || "entry");
      await assertSlugFree(tx, collection.id, slug);
      const last = await tx.entry.aggregate({ where: { collectionId: collection.id }, _max: { position: true } });
      const entry = await tx.entry.create({
        data: {
          collectionId: collection.id,
          title: input.title,
          slug,
          data: await prepareData(tx, collection, input.data),
          status: input.status,
          position: (last._max.position ?? -1) + 1,
        },
      });
      setTarget({ type: "entry", id: entry.id, label: entry.title });
      record({ entityType: "entry", entityId: entry.id, before: null, after: await loadEntry(tx, entry.id) });
      return entry;
    });
  },

  async update(ctx: ServiceContext, id: string, rawInput: unknown) {
    const input = parseInput(updateEntrySchema, rawInput, "Invalid entry");
    return writeEntry(ctx, "entry.update", id, input, async (tx, entry) => {
      if (input.slug && input.slug !== entry.slug) await assertSlugFree(tx, entry.collectionId, input.slug, entry.id);
      const data = input.data ? await prepareData(tx, entry.collection, { ...(entry.data as Record<string, unknown>), ...input.data }) : undefined;
      return tx.entry.update({
        where: { id: entry.id },
        data: { title: input.title, slug: input.slug, status: input.status, data },
      });
    }, { permission: publishing(input.status) });
  },

  /** Moves an entry to the trash and off the site at once. */
  async trash(ctx: ServiceContext, id: string) {
    return writeEntry(ctx, "entry.trash", id, { id }, async (tx, entry) => {
      await takeDown(tx, ctx, "entry", entry.id);
      return tx.entry.update({ where: { id: entry.id }, data: { deletedAt: new Date() } });
    });
  },

  async restore(ctx: ServiceContext, id: string) {
    return writeEntry(ctx, "entry.restore", id, { id }, async (tx, entry) => {
      if (!entry.deletedAt) throw conflict(`Entry "${entry.title}" is not in the trash.`);
      if (entry.collection.deletedAt) throw conflict(`Entry "${entry.title}" belongs to collection "${entry.collection.name}", which is in the trash.`, "Restore the collection first.");
      return tx.entry.update({ where: { id: entry.id }, data: { deletedAt: null } });
    }, { includeTrashed: true });
  },

  /** Permanently deletes a trashed entry. Its revisions stay, so the history remains readable. */
  async purge(ctx: ServiceContext, id: string) {
    return runWrite(ctx, { action: "entry.purge", permission: "trash.purge", input: { id }, target: { type: "entry", id } }, async ({ tx, record, setTarget }) => {
      const entry = await findEntry(tx, id, { includeTrashed: true });
      if (!entry.deletedAt) throw conflict(`Entry "${entry.title}" must be in the trash before it can be purged.`, "Move it to the trash first.");
      setTarget({ type: "entry", id: entry.id, label: entry.title });
      record({ entityType: "entry", entityId: entry.id, before: await loadEntry(tx, entry.id), after: null });
      await tx.entry.delete({ where: { id: entry.id } });
      return { id: entry.id, title: entry.title };
    });
  },
};
