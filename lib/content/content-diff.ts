import { diffWordsWithSpace } from "diff";
import { SECTION_TEMPLATES, type FieldDef } from "./section-templates";

/**
 * Field-level differences between what visitors see and a draft, in editors' words: "Title",
 * "Section 2 (Hero) › Heading", "Menu item “Blog” › Shown". Long text and markdown also get a
 * word-level diff. Pure, so the review screen, the editors and the agent's cards share it.
 */
export type WordPart = { text: string; change?: "added" | "removed" };

export type FieldChange = {
  path: string;
  change: "added" | "removed" | "changed";
  before: string | null;
  after: string | null;
  /** Word-level diff for long text, when both sides have some. */
  words?: WordPart[];
};

/** Names for ids a snapshot refers to (pages, images, menu items, people), so no raw id is shown. */
export type ReferenceNames = ReadonlyMap<string, string>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const LABELS: Record<string, string> = {
  title: "Title",
  slug: "Address",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  excerpt: "Excerpt",
  body: "Body",
  coverImageId: "Cover image",
  authorId: "Author",
  tags: "Tags",
  sections: "Sections",
  items: "Menu items",
  label: "Label",
  pageId: "Links to page",
  url: "Link",
  visible: "Shown in the menu",
  parentId: "Under",
  position: "Order",
  name: "Site name",
  tagline: "Tagline",
  logoImageId: "Logo",
  themeColors: "Colours",
  socialLinks: "Social links",
  data: "Fields",
  collectionId: "Collection",
  templateKey: "Section type",
};

const LONG_TEXT = 60;

function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored field in an editor's words, mid-sentence: "seoDescription" → "SEO description", "coverImageId" → "cover image". */
export function fieldWords(key: string): string {
  const label = LABELS[key] ?? humanize(key);
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const isObject = (value: Json | undefined): value is JsonObject => !!value && typeof value === "object" && !Array.isArray(value);
const hasIds = (value: Json | undefined): value is JsonObject[] => Array.isArray(value) && value.every((item) => isObject(item) && typeof item.id === "string");
const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));

function sortKeys(value: Json | undefined): Json | undefined {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item) ?? null);
  if (isObject(value)) return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys(value[key]) ?? null]));
  return value;
}

type Context = { names: ReferenceNames; fields?: FieldDef[] };

function display(value: Json | undefined, ctx: Context): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return ctx.names.get(value) ?? value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item) => display(item, ctx) ?? "—").join(", ") || null;
  return Object.entries(value)
    .filter(([key]) => key !== "id")
    .map(([key, item]) => `${labelOf(key, ctx)}: ${display(item, fieldContext(key, ctx)) ?? "—"}`)
    .join("; ");
}

function labelOf(key: string, ctx: Context): string {
  return ctx.fields?.find((field) => field.name === key)?.label ?? LABELS[key] ?? humanize(key);
}

function elementName(item: JsonObject, index: number): string {
  if (typeof item.templateKey === "string") {
    const template = SECTION_TEMPLATES.find((t) => t.key === item.templateKey);
    return `Section ${index + 1} (${template?.name ?? item.templateKey})`;
  }
  const name = item.label ?? item.title ?? item.name;
  return typeof name === "string" ? `“${name}”` : `Item ${index + 1}`;
}

function leaf(path: string, before: Json | undefined, after: Json | undefined, ctx: Context): FieldChange {
  const was = display(before, ctx);
  const now = display(after, ctx);
  const change: FieldChange = { path, change: was === null ? "added" : now === null ? "removed" : "changed", before: was, after: now };
  const long = (text: string | null) => !!text && (text.length > LONG_TEXT || text.includes("\n"));
  if (typeof before === "string" && typeof after === "string" && (long(was) || long(now))) {
    change.words = diffWordsWithSpace(before, after).map((part) => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : undefined }));
  }
  return change;
}

function walk(path: string[], before: Json | undefined, after: Json | undefined, ctx: Context, out: FieldChange[]) {
  if (same(before, after)) return;
  const at = path.join(" › ");
  if (hasIds(before ?? []) && hasIds(after ?? []) && (Array.isArray(before) || Array.isArray(after))) {
    const was = (before ?? []) as JsonObject[];
    const now = (after ?? []) as JsonObject[];
    now.forEach((item, index) => {
      const old = was.find((candidate) => candidate.id === item.id);
      const name = elementName(item, index);
      if (!old) out.push({ path: [...path, name].join(" › "), change: "added", before: null, after: describeElement(item, ctx) });
      else walk([...path, name], old, item, elementContext(item, ctx), out);
    });
    was.forEach((item, index) => {
      if (!now.some((candidate) => candidate.id === item.id)) {
        out.push({ path: [...path, elementName(item, index)].join(" › "), change: "removed", before: describeElement(item, ctx), after: null });
      }
    });
    return;
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((key) => key !== "id");
    for (const key of keys) walk([...path, labelOf(key, ctx)], before[key], after[key], fieldContext(key, ctx), out);
    return;
  }
  const change = leaf(at, before, after, ctx);
  // Empty and missing read the same to a person ("" → absent is no change worth a line).
  if (change.before !== null || change.after !== null) out.push(change);
}

/** Inside a section, its template's field labels name the content. */
function elementContext(item: JsonObject, ctx: Context): Context {
  const template = SECTION_TEMPLATES.find((t) => t.key === item.templateKey);
  return template ? { ...ctx, fields: [{ name: "content", label: "Content", type: "list", itemFields: template.fields }] } : ctx;
}

function fieldContext(key: string, ctx: Context): Context {
  const field = ctx.fields?.find((f) => f.name === key);
  return field?.itemFields ? { ...ctx, fields: field.itemFields } : { ...ctx, fields: key === "content" ? ctx.fields : undefined };
}

function describeElement(item: JsonObject, ctx: Context): string {
  if (!isObject(item.content)) return display(item, ctx) ?? "";
  return display(item.content, fieldContext("content", elementContext(item, ctx))) ?? "";
}

/** What changes for visitors when `draft` replaces `live` (either may be null: not on the site). */
export function diffSnapshots(live: object | null, draft: object | null, names: ReferenceNames = new Map()): FieldChange[] {
  const out: FieldChange[] = [];
  walk([], (live ?? {}) as Json, (draft ?? {}) as Json, { names }, out);
  return out;
}
