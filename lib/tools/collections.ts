import "server-only";
import { z } from "zod";
import type { FieldDef } from "@/lib/content/section-templates";
import { FIELD_TYPES } from "@/lib/services/entries";
import { defineTool, resultSchema, type ToolDefinition } from "./define";
import { changesOf, countOf, newValues, success, toolFailure, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_getCollections to find the collection's slug.",
  conflict: "Call cms_getCollections and cms_getEntries to check the collection and its entries.",
};

const collectionRef = z.string().trim().min(1).describe('The collection\'s slug (or id), e.g. "team" (cms_getCollections lists them).');
const collectionSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

const fieldProps = {
  name: z.string().describe('The field\'s key in entry data: letters, digits and _ starting with a letter, e.g. "jobTitle".'),
  label: z.string().describe('What editors read, e.g. "Job title".'),
  required: z.boolean().optional().describe("Every entry must fill it."),
  help: z.string().optional().describe("A hint shown under the field."),
  maxLength: z.number().int().positive().optional().describe("The longest text allowed."),
  options: z.array(z.string()).optional().describe('The choices of a "select" field.'),
};
const fieldInput = z
  .object({
    ...fieldProps,
    type: z.enum(FIELD_TYPES).describe('The kind of value: "text", "textarea", "markdown", "url", "image" (an image id), "select" (one of options), "boolean" or "list".'),
    itemFields: z
      .array(z.object({ ...fieldProps, type: z.enum(FIELD_TYPES.filter((type) => type !== "list") as [string, ...string[]]).describe("The kind of value.") }))
      .optional()
      .describe('The fields of each item of a "list" field.'),
  })
  .describe("One field of the collection's entries.");
const fieldsInput = z.array(fieldInput).min(1).describe("The fields every entry has, in order.");

type FieldInput = z.infer<typeof fieldInput> | FieldDef;

/** A field list in words for an approval card: "Role (text, required); Bio (textarea)". */
const fieldsInWords = (fields: FieldInput[]) =>
  fields.map((field) => `${field.label} (${[field.type, ...(field.required ? ["required"] : []), ...(field.options ? [`one of ${field.options.join(", ")}`] : [])].join(", ")})`).join("; ");

const entriesOf = (count: number) => (count === 1 ? "1 entry" : `${count} entries`);

const summary = ({ id, slug, name }: { id: string; slug: string; name: string }) => ({ id, slug, name });

export const cmsCreateCollection = defineTool({
  name: "cms_createCollection",
  label: "Create a collection",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "entries",
  risk: "safe",
  tags: ["collection", "create"],
  description: "Create a collection of structured entries (team members, testimonials, FAQs…) with the fields each entry has. It starts empty; add entries with cms_createEntry.",
  input: z
    .object({
      name: z.string().describe('The collection\'s name, e.g. "Team".'),
      slug: z.string().trim().optional().describe('Its slug (lowercase letters, numbers and hyphens), e.g. "team"; omit to derive it from the name. It cannot change later.'),
      description: z.string().optional().describe("What the collection holds, in a sentence."),
      fields: fieldsInput,
    })
    .describe("The new collection."),
  output: resultSchema({ collection: collectionSchema }),
  preview: async (input) => ({
    action: `Create collection '${input.name}'`,
    target: { type: "collection", label: input.name },
    changes: newValues({ name: input.name, slug: input.slug, description: input.description, fields: fieldsInWords(input.fields) }),
    impact: ["The new collection starts empty; nothing on the site changes."],
  }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const collection = await tool.services.entries.createCollection(tool.ctx, input);
      return success(`Created collection '${collection.name}' (${collection.slug}) with ${countOf(collection.fields.length, "field")}.`, { collection: summary(collection) });
    }),
});

export const cmsUpdateCollection = defineTool({
  name: "cms_updateCollection",
  label: "Edit a collection",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "entries",
  risk: "moderate",
  tags: ["collection", "update"],
  description:
    "Rename a collection, change its description, or replace its list of fields. A field change every entry's values must still fit: a removed field must be empty in every entry and a new required one filled, or the change is refused.",
  input: z
    .object({
      collection: collectionRef,
      name: z.string().optional().describe("New name."),
      description: z.string().optional().describe('New description; "" clears it.'),
      fields: fieldsInput.optional().describe("The complete new list of fields (replaces the current one)."),
    })
    .describe("The collection and what to change; what is left out stays as it is."),
  output: resultSchema({ collection: collectionSchema }),
  preview: async ({ collection: ref, fields, ...patch }, tool) => {
    const collection = await tool.services.entries.getCollection(tool.ctx, ref);
    const current = { name: collection.name, description: collection.description, fields: fieldsInWords(collection.fields) };
    return {
      action: `Update collection '${collection.name}'`,
      target: { type: "collection", id: collection.id, label: collection.name },
      current: { ...current, slug: collection.slug },
      changes: changesOf(current, { ...patch, fields: fields && fieldsInWords(fields) }),
      impact: ["Entries keep their values; nothing on the site changes."],
    };
  },
  execute: ({ collection: ref, ...patch }, tool) =>
    withHints(hints, async () => {
      const fields = Object.entries(patch).filter(([, value]) => value !== undefined).map(([field]) => field);
      if (!fields.length) return toolFailure("validation", "Nothing to update.", "Give at least one of name, description or fields.");
      const collection = await tool.services.collections.update(tool.ctx, ref, patch);
      return success(`Updated ${fields.join(", ")} of collection '${collection.name}'.`, { collection: summary(collection) });
    }),
});

export const cmsDeleteCollection = defineTool({
  name: "cms_deleteCollection",
  label: "Move a collection to the trash",
  trashes: true,
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "entries",
  risk: "high",
  tags: ["collection", "delete", "destructive"],
  description: "Move a collection and all its entries to the trash. Its entries leave the site at once; the collection can be restored from the trash, with them, until an admin purges it.",
  input: z.object({ collection: collectionRef }).describe("The collection to delete."),
  output: resultSchema({ collection: collectionSchema.extend({ entryCount: z.number() }) }),
  preview: async (input, tool) => {
    const { collection, entryCount, liveCount } = await tool.services.collections.impact(tool.ctx, input.collection);
    return {
      action: `Delete collection '${collection.name}'`,
      target: { type: "collection", id: collection.id, label: collection.name },
      current: { name: collection.name, slug: collection.slug, entries: entryCount },
      impact: [
        entryCount ? `Its ${entriesOf(entryCount)} ${entryCount === 1 ? "goes" : "go"} to the trash with it.` : "It has no entries.",
        ...(liveCount ? [`${entriesOf(liveCount)} on the site ${liveCount === 1 ? "leaves" : "leave"} it at once.`] : []),
        "It can be restored from the trash.",
      ],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const collection = await tool.services.collections.trash(tool.ctx, input.collection);
      return success(`Moved collection '${collection.name}' and ${entriesOf(collection.entryCount)} to the trash. It can be restored from the trash.`, {
        collection: { ...summary(collection), entryCount: collection.entryCount },
      });
    }),
});

export const collectionTools: ToolDefinition<any, any>[] = [cmsCreateCollection, cmsUpdateCollection, cmsDeleteCollection];
