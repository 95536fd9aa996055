import "server-only";
import { z } from "zod";
import type { FieldDef } from "@/lib/content/section-templates";
import { ENTRY_STATUSES } from "@/lib/services/entries";
import { defineTool, resultSchema, type ToolContext, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { changedFieldsText, changesOf, draftImpact, iso, newValues, success, toolFailure, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_getCollections to find the collection's slug, then cms_getEntries to find the entry's id.",
  conflict: "Call cms_getEntry to check the entry's current state.",
};

const collectionSummarySchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export const entrySummarySchema = z.object({ id: z.string(), title: z.string(), slug: z.string(), status: z.string(), updatedAt: z.string() });

type EntryRow = { id: string; title: string; slug: string; status: string; updatedAt: Date };
export const entrySummary = ({ id, title, slug, status, updatedAt }: EntryRow) => ({ id, title, slug, status, updatedAt: iso(updatedAt)! });

export const cmsGetCollections = defineReadTool({
  name: "cms_getCollections",
  label: "List collections",
  readAction: "Look up the content collections",
  domain: "entries",
  risk: "safe",
  tags: ["entry", "collection", "list", "read"],
  description: "List the content collections (e.g. team members, testimonials, FAQs) with their fields and number of entries.",
  input: z.object({}).describe("No input needed."),
  output: resultSchema({
    items: z.array(
      collectionSummarySchema.extend({
        description: z.string(),
        entryCount: z.number(),
        fields: z.array(z.object({ name: z.string(), label: z.string(), type: z.string(), required: z.boolean() })),
      }),
    ),
    total: z.number(),
  }),
  execute: (_input, tool) =>
    withHints(hints, async () => {
      const collections = await tool.services.entries.listCollections(tool.ctx);
      const items = collections.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        description: c.description,
        entryCount: c.entryCount,
        fields: c.fields.map((f) => ({ name: f.name, label: f.label, type: f.type, required: f.required ?? false })),
      }));
      const names = items.map((c) => `${c.name} (${c.slug}, ${c.entryCount})`).join(", ");
      return success(items.length ? `${items.length} collection(s): ${names}.` : "There are no collections.", { items, total: items.length });
    }),
});

export const cmsGetEntries = defineReadTool({
  name: "cms_getEntries",
  label: "List entries",
  readAction: "Look up the entries of a collection",
  domain: "entries",
  risk: "safe",
  tags: ["entry", "collection", "list", "read"],
  description: "List the entries of one collection in their order (title, slug, status). Read an entry's fields with cms_getEntry.",
  input: z
    .object({
      collection: z.string().trim().min(1).describe('The collection\'s slug (or id), e.g. "team" (cms_getCollections lists them).'),
      status: z.enum(ENTRY_STATUSES).optional().describe("Only entries with this status."),
      limit: z.number().int().min(1).max(200).optional().describe("How many entries to return at most (default 50)."),
    })
    .describe("Which collection's entries to list."),
  output: resultSchema({ collection: collectionSummarySchema, items: z.array(entrySummarySchema), total: z.number() }),
  execute: ({ collection: ref, ...filters }, tool) =>
    withHints(hints, async () => {
      const collection = await tool.services.entries.getCollection(tool.ctx, ref);
      const { items, total } = await tool.services.entries.list(tool.ctx, collection.id, filters);
      const shown = items.length < total ? ` (showing ${items.length})` : "";
      const noun = `${filters.status ? `${filters.status} ` : ""}entr${total === 1 ? "y" : "ies"}`;
      return success(`${collection.name} has ${total} ${noun}${shown}.`, {
        collection: { id: collection.id, slug: collection.slug, name: collection.name },
        items: items.map(entrySummary),
        total,
      });
    }),
});

export const cmsGetEntry = defineReadTool({
  name: "cms_getEntry",
  label: "Read an entry",
  readAction: "Read one collection entry",
  domain: "entries",
  risk: "safe",
  tags: ["entry", "read"],
  description: "Get one collection entry with all its field values.",
  input: z.object({ entryId: z.string().trim().min(1).describe("The entry's id (cms_getEntries lists them).") }).describe("The entry to read."),
  output: resultSchema({
    entry: entrySummarySchema.extend({ collection: collectionSummarySchema, data: z.record(z.string(), z.unknown()), createdAt: z.string() }),
  }),
  execute: ({ entryId }, tool) =>
    withHints(hints, async () => {
      const entry = await tool.services.entries.get(tool.ctx, entryId);
      return success(`Entry '${entry.title}' of ${entry.collection.name} (${entry.status}).`, {
        entry: {
          ...entrySummary(entry),
          collection: { id: entry.collection.id, slug: entry.collection.slug, name: entry.collection.name },
          data: entry.data as Record<string, unknown>,
          createdAt: iso(entry.createdAt)!,
        },
      });
    }),
});

const entryRef = z.string().trim().min(1).describe("The entry's id (cms_getEntries lists them).");
const entryData = z
  .record(z.string(), z.unknown())
  .optional()
  .describe('The entry\'s values by field name, e.g. {"role": "Baker"}. cms_getCollections lists each collection\'s fields; image fields take an image id.');

type Entry = Awaited<ReturnType<ToolContext["services"]["entries"]["get"]>>;

/** An entry's values named by their field labels, as an approval card shows them. */
function labelled(collection: { fields: FieldDef[] }, data: Record<string, unknown>) {
  const label = (name: string) => collection.fields.find((field) => field.name === name)?.label ?? name;
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [label(name), value]));
}

const entryTarget = (entry: Entry) => ({ type: "entry", id: entry.id, label: `${entry.title} (${entry.collection.name})` });

export const cmsCreateEntry = defineTool({
  name: "cms_createEntry",
  label: "Add an entry",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "entries",
  risk: "safe",
  tags: ["entry", "collection", "create"],
  description: "Add an entry at the end of a collection, as a draft: it reaches the site once published (cms_publishChanges). Check the collection's fields with cms_getCollections first.",
  input: z
    .object({
      collection: z.string().trim().min(1).describe('The collection\'s slug (or id), e.g. "team".'),
      title: z.string().describe('The entry\'s title, e.g. "Ada Lovelace".'),
      slug: z.string().trim().optional().describe("URL slug (lowercase letters, numbers and hyphens); omit to derive it from the title."),
      data: entryData,
    })
    .describe("The collection and the new entry."),
  output: resultSchema({ entry: entrySummarySchema }),
  preview: async (input, tool) => {
    const collection = await tool.services.entries.getCollection(tool.ctx, input.collection);
    return {
      action: `Add entry '${input.title}' to ${collection.name}`,
      target: { type: "entry", label: `${input.title} (${collection.name})` },
      changes: newValues({ title: input.title, slug: input.slug, ...labelled(collection, input.data ?? {}) }),
      impact: [draftImpact(`The new entry '${input.title}'`)],
    };
  },
  execute: ({ collection, ...input }, tool) =>
    withHints(hints, async () => {
      const entry = await tool.services.entries.create(tool.ctx, collection, input);
      const { name } = await tool.services.entries.getCollection(tool.ctx, entry.collectionId);
      return success(`Added draft entry '${entry.title}' to ${name}.`, { entry: entrySummary(entry) });
    }),
});

/** An entry's status in an editor's words. */
const statusWords = (status: string) => (status === "published" ? "shown on the site once published" : "held back from the site");

export const cmsUpdateEntry = defineTool({
  name: "cms_updateEntry",
  label: "Edit an entry",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "entries",
  risk: "moderate",
  tags: ["entry", "update"],
  description: "Change an entry's title, slug, values or status; the draft changes, and visitors see it once it is published. Values given are merged into the current ones; a value set to null or \"\" is cleared. An entry with status 'draft' is held back: publishing leaves it off the site until its status is 'published'.",
  input: z
    .object({
      entryId: entryRef,
      title: z.string().optional().describe("New title."),
      slug: z.string().trim().optional().describe("New URL slug."),
      data: entryData,
      status: z.enum(ENTRY_STATUSES).optional().describe("'published' to let the entry go on the site when it is next published, 'draft' to hold it back (it leaves the site when published)."),
    })
    .describe("The entry and what to change; what is left out stays as it is."),
  output: resultSchema({ entry: entrySummarySchema }),
  preview: async ({ entryId, data, status, ...patch }, tool) => {
    const entry = await tool.services.entries.get(tool.ctx, entryId);
    const current = { title: entry.title, slug: entry.slug, status: statusWords(entry.status), ...labelled(entry.collection, entry.data as Record<string, unknown>) };
    return {
      action: `Update entry '${entry.title}' of ${entry.collection.name}`,
      target: entryTarget(entry),
      current,
      changes: changesOf(current, { ...patch, status: status && statusWords(status), ...labelled(entry.collection, data ?? {}) }),
      impact: [draftImpact(`Entry '${entry.title}'`)],
    };
  },
  execute: ({ entryId, ...patch }, tool) =>
    withHints(hints, async () => {
      const fields = changedFieldsText(patch);
      if (!fields) return toolFailure("validation", "Nothing to update.", "Give at least one of title, slug, data or status.");
      const entry = await tool.services.entries.update(tool.ctx, entryId, patch);
      return success(`Updated the ${fields} of entry '${entry.title}' (a draft until it is published).`, { entry: entrySummary(entry) });
    }),
});

export const cmsDeleteEntry = defineTool({
  name: "cms_deleteEntry",
  label: "Move an entry to the trash",
  trashes: true,
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "entries",
  risk: "high",
  tags: ["entry", "delete", "destructive"],
  description: "Move a collection entry to the trash. It leaves the site at once and can be restored from the trash until an admin purges it.",
  input: z.object({ entryId: entryRef }).describe("The entry to delete."),
  output: resultSchema({ entry: entrySummarySchema }),
  preview: async ({ entryId }, tool) => {
    const entry = await tool.services.entries.get(tool.ctx, entryId);
    const live = (await tool.services.published.entries(entry.collection.slug)).some((shown) => shown.id === entry.id);
    return {
      action: `Delete entry '${entry.title}' of ${entry.collection.name}`,
      target: entryTarget(entry),
      current: { title: entry.title, slug: entry.slug, collection: entry.collection.name },
      impact: [...(live ? ["It is on the site and leaves it at once."] : []), "It goes to the trash and can be restored."],
    };
  },
  execute: ({ entryId }, tool) =>
    withHints(hints, async () => {
      const entry = await tool.services.entries.trash(tool.ctx, entryId);
      return success(`Moved entry '${entry.title}' to the trash. It can be restored from the trash.`, { entry: entrySummary(entry) });
    }),
});

export const entryTools: ToolDefinition<any, any>[] = [cmsGetCollections, cmsGetEntries, cmsGetEntry, cmsCreateEntry, cmsUpdateEntry, cmsDeleteEntry];
