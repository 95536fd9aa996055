import "server-only";
import { z } from "zod";
import { resultSchema, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { iso, success, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_getCollections to find the collection's slug, then cms_getEntries to find the entry's id.",
  conflict: "Call cms_getEntry to check the entry's current state.",
};

const collectionSummarySchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });
const entrySummarySchema = z.object({ id: z.string(), title: z.string(), slug: z.string(), status: z.string(), updatedAt: z.string() });

type EntryRow = { id: string; title: string; slug: string; status: string; updatedAt: Date };
const entrySummary = ({ id, title, slug, status, updatedAt }: EntryRow) => ({ id, title, slug, status, updatedAt: iso(updatedAt)! });

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
      status: z.enum(["draft", "published"]).optional().describe("Only entries with this status."),
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

export const entryTools: ToolDefinition<any, any>[] = [cmsGetCollections, cmsGetEntries, cmsGetEntry];
