import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { FieldDef } from "@/lib/content/section-templates";
import type { ServiceContext } from "./context";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

export const SEARCH_TYPES = ["page", "post", "image", "navItem", "entry"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** One searchable text of a document; a match in a heavier field ranks higher. */
type SearchField = { name: string; text: string; weight: number };

/** A live item as search sees it: what identifies it and the texts it can be found by. */
export type SearchDocument = {
  type: SearchType;
  id: string;
  title: string;
  slug?: string;
  status?: string;
  /** For entries: the collection's slug. */
  collection?: string;
  fields: SearchField[];
};

export type SearchHit = Omit<SearchDocument, "fields"> & { score: number; matchedIn: string[]; snippet: string };

const typesSchema = z.array(z.enum(SEARCH_TYPES)).min(1, "Give at least one type").optional();

const searchSchema = z.object({
  query: z.string().trim().min(1, "Give something to search for").max(200, "At most 200 characters"),
  types: typesSchema,
  limit: z.number().int().min(1).max(50).default(10),
});

const WEIGHTS = { title: 10, slug: 6, seo: 4, summary: 4, label: 10, text: 1 } as const;
const SNIPPET_CHARS = 160;

const field = (name: string, text: string | null | undefined, weight: number): SearchField[] =>
  text?.trim() ? [{ name, text: text.replace(/\s+/g, " ").trim(), weight }] : [];

/** The human-readable strings of content stored under a field list (section or entry), in order. */
function contentText(fields: FieldDef[], content: unknown): string[] {
  if (!content || typeof content !== "object") return [];
  const values = content as Record<string, unknown>;
  return fields.flatMap((def) => {
    const value = values[def.name];
    if (["text", "textarea", "markdown", "select"].includes(def.type) && typeof value === "string") return [value];
    if (def.type === "list" && Array.isArray(value)) return value.flatMap((item) => contentText(def.itemFields ?? [], item));
    return [];
  });
}

async function pageDocuments(): Promise<SearchDocument[]> {
  const [rows, templates] = await Promise.all([
    db.page.findMany({ where: { deletedAt: null }, include: { sections: { orderBy: { position: "asc" } } }, orderBy: { updatedAt: "desc" } }),
    db.sectionTemplate.findMany(),
  ]);
  const fieldsOf = new Map(templates.map((t) => [t.key, t.fields as unknown as FieldDef[]]));
  return rows.map((page) => ({
    type: "page",
    id: page.id,
    title: page.title,
    slug: page.slug,
    status: page.status,
    fields: [
      ...field("title", page.title, WEIGHTS.title),
      ...field("slug", page.slug, WEIGHTS.slug),
      ...field("seoTitle", page.seoTitle, WEIGHTS.seo),
      ...field("seoDescription", page.seoDescription, WEIGHTS.seo),
      ...field("content", page.sections.flatMap((s) => contentText(fieldsOf.get(s.templateKey) ?? [], s.content)).join("\n"), WEIGHTS.text),
    ],
  }));
}

async function postDocuments(): Promise<SearchDocument[]> {
  const rows = await db.post.findMany({ where: { deletedAt: null }, include: { tags: true }, orderBy: { updatedAt: "desc" } });
  return rows.map((post) => ({
    type: "post",
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    fields: [
      ...field("title", post.title, WEIGHTS.title),
      ...field("slug", post.slug, WEIGHTS.slug),
      ...field("excerpt", post.excerpt, WEIGHTS.summary),
      ...field("tags", post.tags.map((tag) => tag.name).join(", "), WEIGHTS.summary),
      ...field("body", post.body, WEIGHTS.text),
    ],
  }));
}

async function imageDocuments(): Promise<SearchDocument[]> {
  const rows = await db.image.findMany({ where: { deletedAt: null }, orderBy: { updatedAt: "desc" } });
  return rows.map((image) => ({
    type: "image",
    id: image.id,
    title: image.alt || image.originalName,
    fields: [
      ...field("alt", image.alt, WEIGHTS.title),
      ...field("caption", image.caption, WEIGHTS.summary),
      ...field("name", image.originalName, WEIGHTS.summary),
    ],
  }));
}

async function navItemDocuments(): Promise<SearchDocument[]> {
  const rows = await db.navItem.findMany({ where: { deletedAt: null }, include: { page: { select: { title: true } } }, orderBy: { updatedAt: "desc" } });
  return rows.map((item) => ({
    type: "navItem",
    id: item.id,
    title: item.label,
    status: item.visible ? "visible" : "hidden",
    fields: [
      ...field("label", item.label, WEIGHTS.label),
      ...field("url", item.url, WEIGHTS.slug),
      ...field("page", item.page?.title, WEIGHTS.summary),
    ],
  }));
}

async function entryDocuments(): Promise<SearchDocument[]> {
  const rows = await db.entry.findMany({ where: { deletedAt: null }, include: { collection: true }, orderBy: { updatedAt: "desc" } });
  return rows.map((entry) => ({
    type: "entry",
    id: entry.id,
    title: entry.title,
    slug: entry.slug,
    status: entry.status,
    collection: entry.collection.slug,
    fields: [
      ...field("title", entry.title, WEIGHTS.title),
      ...field("slug", entry.slug, WEIGHTS.slug),
      ...field("data", contentText(entry.collection.fields as unknown as FieldDef[], entry.data).join("\n"), WEIGHTS.text),
    ],
  }));
}

const LOADERS: Record<SearchType, () => Promise<SearchDocument[]>> = {
  page: pageDocuments,
  post: postDocuments,
  image: imageDocuments,
  navItem: navItemDocuments,
  entry: entryDocuments,
};

function terms(query: string): string[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length ? [...new Set(words)] : [query.toLowerCase()];
}

function snippetOf(text: string, term: string): string {
  const at = Math.max(0, text.toLowerCase().indexOf(term));
  const start = Math.max(0, Math.min(at - SNIPPET_CHARS / 3, text.length - SNIPPET_CHARS));
  const cut = text.slice(start, start + SNIPPET_CHARS);
  return `${start > 0 ? "…" : ""}${cut}${start + SNIPPET_CHARS < text.length ? "…" : ""}`;
}

/**
 * Scores a document: each query word counts the weight of the heaviest field containing it; the
 * whole phrase and an exact title earn a bonus. `found` is how many of the words it contains.
 */
function rank(doc: SearchDocument, query: string, words: string[]): { found: number; hit: SearchHit } | null {
  const lowered = doc.fields.map((f) => ({ ...f, lower: f.text.toLowerCase() }));
  const matchedIn = new Set<string>();
  let score = 0;
  let found = 0;
  for (const word of words) {
    const hits = lowered.filter((f) => f.lower.includes(word));
    if (!hits.length) continue;
    found++;
    score += Math.max(...hits.map((f) => f.weight));
    hits.forEach((f) => matchedIn.add(f.name));
  }
  if (!found) return null;
  const phrase = query.toLowerCase();
  const phraseFields = lowered.filter((f) => f.lower.includes(phrase));
  if (words.length > 1 && phraseFields.length) score += 2 * Math.max(...phraseFields.map((f) => f.weight));
  if (doc.title.toLowerCase() === phrase) score += WEIGHTS.title;
  // Show the text around the match in the longest matching field: that is where the context is.
  const best = lowered.filter((f) => matchedIn.has(f.name)).sort((a, b) => b.text.length - a.text.length)[0];
  const { fields: _fields, ...identity } = doc;
  return {
    found,
    hit: { ...identity, score, matchedIn: [...matchedIn], snippet: snippetOf(best.text, words.find((w) => best.lower.includes(w)) ?? words[0]) },
  };
}

export const contentSearch = {
  /** Every live item of the given types (all types by default), most recently updated first within a type. */
  async documents(ctx: ServiceContext, rawTypes?: SearchType[]): Promise<SearchDocument[]> {
    assertCan(ctx, "content.read");
    const types = parseInput(typesSchema, rawTypes, "Invalid search") ?? SEARCH_TYPES;
    return (await Promise.all(types.map((type) => LOADERS[type]()))).flat();
  },

  /**
   * Full-text search over pages (title, slug, SEO, section text), posts (title, excerpt, tags, body),
   * images (alt, caption, file name), navigation items and collection entries, best matches first.
   * Case-insensitive; reads everything live (fine for one site's content, no index to keep in sync).
   */
  async search(ctx: ServiceContext, rawInput: unknown): Promise<{ items: SearchHit[]; total: number }> {
    const input = parseInput(searchSchema, rawInput, "Invalid search");
    const words = terms(input.query);
    // Items containing more of the words come first, then the higher score.
    const ranked = (await contentSearch.documents(ctx, input.types))
      .map((doc) => rank(doc, input.query, words))
      .filter((result) => result !== null)
      .sort((a, b) => b.found - a.found || b.hit.score - a.hit.score || a.hit.title.localeCompare(b.hit.title));
    return { items: ranked.slice(0, input.limit).map(({ hit }) => hit), total: ranked.length };
  },
};
