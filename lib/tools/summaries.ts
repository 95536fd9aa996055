/**
 * What the content tools share: the references they accept, the compact entity summaries they
 * return (keys the agent's working memory picks up), how find tools score matches, approval
 * preview changes, and their success/failure results.
 */
import { z } from "zod";
import { fieldsOf, TEXT_FIELD_TYPES, templateOf } from "@/lib/content/visible-text";
import { fieldWords } from "@/lib/content/content-diff";
import { slugify } from "@/lib/content/slug";
import { imageUrl } from "@/lib/media/urls";
import { isServiceError, type ServiceError } from "@/lib/services/errors";
import type { ToolFailure } from "./define";

// ── References ───────────────────────────────────────────────────────────────────────────────────

export const pageRef = z.string().trim().min(1).describe('The page\'s id or slug, e.g. "about" (cms_getPages or cms_findResource find it).');
export const postRef = z.string().trim().min(1).describe('The post\'s id or slug, e.g. "hello-world" (cms_getPosts or cms_findResource find it).');
export const sectionRef = z.string().trim().min(1).describe("The section's id (cms_getPageSections lists a page's sections).");
export const imageRef = z.string().trim().min(1).describe("The image's id (cms_findImage or cms_listImages find it).");

export const templateKeyField = z.string().trim().min(1).describe('Section template key, e.g. "hero" (cms_listSectionTemplates lists them).');
export const sectionContentField = z
  .record(z.string(), z.unknown())
  .describe('The section\'s fields by name, e.g. {"heading": "Welcome"}. cms_getSectionDef lists a template\'s fields; image fields take an image id.');

// ── Entity summaries ─────────────────────────────────────────────────────────────────────────────

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The fields an update sets, in editor words: "title, tags and cover image" (never the stored keys). */
export const changedFieldsText = (patch: Record<string, unknown>, wordsFor: (key: string) => string = fieldWords) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(Object.entries(patch).flatMap(([key, value]) => (value === undefined ? [] : [wordsFor(key)])));

/** A section's field in editor words: its template's label ("imageId" → "image"), mid-sentence. */
export const sectionFieldWords = (templateKey: string) => (key: string) => fieldsOf(templateKey).find((field) => field.name === key)?.label.toLowerCase() ?? fieldWords(key);

/** Pages and posts are summarised alike: { id, title, slug, status }. */
const publishableSchema = z.object({ id: z.string(), title: z.string(), slug: z.string(), status: z.string() });
const publishable = ({ id, title, slug, status }: z.infer<typeof publishableSchema>) => ({ id, title, slug, status });

export const pageSummarySchema = publishableSchema;
export const pageSummary = publishable;
export const postSummarySchema = publishableSchema;
export const postSummary = publishable;
export const postHref = (slug: string) => `/blog/${slug}`;

export const imageSummarySchema = z.object({
  id: z.string(),
  originalName: z.string(),
  alt: z.string().optional(),
  caption: z.string().optional(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
});
type ImageRow = { id: string; originalName: string; alt: string; caption: string; width: number; height: number; filename: string };
/** Empty alt text and caption are left out, so the summary names the image by its file instead. */
export const imageSummary = (image: ImageRow) => ({
  id: image.id,
  originalName: image.originalName,
  ...(image.alt ? { alt: image.alt } : {}),
  ...(image.caption ? { caption: image.caption } : {}),
  width: image.width,
  height: image.height,
  url: imageUrl(image.filename),
});
/** How an editor recognises an image: its alt text, else its file name. */
export const imageLabel = (image: { alt: string; originalName: string }) => image.alt || image.originalName;

export const sectionSummarySchema = z.object({
  id: z.string(),
  pageId: z.string(),
  templateKey: z.string(),
  position: z.number(),
  summary: z.string(),
});
type SectionRow = { id: string; pageId: string; templateKey: string; position: number; content: unknown };
export const sectionSummary = (section: SectionRow) => ({
  id: section.id,
  pageId: section.pageId,
  templateKey: section.templateKey,
  position: section.position,
  summary: sectionLine(section.templateKey, section.content),
});

const SUMMARY_LENGTH = 100;


/** One line about a section's content from its text fields and list sizes: "Welcome · Plans for teams · Features: 3". */
export function sectionLine(templateKey: string, content: unknown): string {
  const values = (content ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  for (const field of fieldsOf(templateKey)) {
    const value = values[field.name];
    if (TEXT_FIELD_TYPES.has(field.type) && typeof value === "string") parts.push(value.replace(/\s+/g, " ").trim());
    if (field.type === "list" && Array.isArray(value)) parts.push(`${field.label}: ${value.length}`);
  }
  const line = parts.filter(Boolean).join(" · ");
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

/** A template's name, e.g. "Hero" for "hero". */
export const templateName = (templateKey: string) => templateOf(templateKey)?.name ?? templateKey;

/** A section as an editor names it: "the Hero section on page 'Home'". */
export function sectionLabel(templateKey: string, pageTitle: string): string {
  return `the ${templateName(templateKey)} section on page '${pageTitle}'`;
}

/** The order of a page's sections in words: "1. Hero: Welcome; 2. Text: Why us". */
export const sectionOrder = (sections: SectionRow[]) =>
  sections.map((section, index) => `${index + 1}. ${templateName(section.templateKey)}${sectionLine(section.templateKey, section.content) ? `: ${sectionLine(section.templateKey, section.content)}` : ""}`).join("; ");

/**
 * A new section's content as approval-card changes, each field whole and named the way the editor
 * names it: "section 2, hero: heading".
 */
export function newSectionValues(place: string, templateKey: string, content: Record<string, unknown>) {
  const label = (name: string) => (fieldsOf(templateKey).find((field) => field.name === name)?.label ?? name).toLowerCase();
  return newValues(Object.fromEntries(Object.entries(content).map(([name, value]) => [`${place}, ${templateName(templateKey).toLowerCase()}: ${label(name)}`, value])));
}

// ── Matching ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Find tools take this many of the search index's best name matches and rank them by how well the
 * query names each: more than anyone reads, few enough to score one by one.
 */
export const NAME_CANDIDATES = 25;

/** The index found it, though no whole word of the query is in its name (a word ending differs): a weak match. */
const INDEX_MATCH_SCORE = 0.1;

const STOP_WORDS = new Set(["a", "an", "the", "of", "and", "or", "to", "in", "on", "at", "for", "with", "our", "my", "page", "post", "image", "photo", "picture"]);

const wordsOf = (text: string) => slugify(text).split("-").filter(Boolean);

/** The words of a query that carry meaning; all of them when every word is a stop word. */
function meaningfulWords(text: string) {
  const words = wordsOf(text);
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return new Set(kept.length ? kept : words);
}

/**
 * How well a query names something, from 0 to 1: the exact title or slug 1, a name that starts with
 * the query 0.8, one that contains it 0.6, else up to 0.5 for the share of the query's words it has.
 */
export function matchScore(query: string, candidate: { names: string[]; slug?: string }): number {
  const text = query.trim().toLowerCase();
  if (!text) return 0;
  const querySlug = slugify(query);
  const names = candidate.names.map((name) => name.toLowerCase()).filter(Boolean);
  const slug = candidate.slug ?? "";
  if (names.includes(text) || (slug && slug === querySlug)) return 1;
  if (names.some((name) => name.startsWith(text)) || (slug && querySlug && slug.startsWith(querySlug))) return 0.8;
  if (names.some((name) => name.includes(text)) || (slug && querySlug && slug.includes(querySlug))) return 0.6;
  const wanted = meaningfulWords(query);
  const present = new Set([...names, slug].flatMap(wordsOf));
  const shared = [...wanted].filter((word) => present.has(word)).length;
  return Math.round((0.5 * shared * 100) / wanted.size) / 100;
}

/** The words of a name worth looking up ("the pricing page" → "pricing"), or the query itself when none are. */
export const nameQuery = (query: string) => [...meaningfulWords(query)].join(" ") || query;

/** The score of something the search index found by name, from 0 to 1 (see matchScore). */
export const foundScore = (score: number) => Math.max(score, INDEX_MATCH_SCORE);

/** How well a description fits an image, by its alt text, caption and file name. */
export const imageMatchScore = (query: string, image: { alt: string; caption: string; originalName: string }) =>
  matchScore(query, { names: [image.alt, image.caption, image.originalName.replace(/\.\w+$/, "")] });

// ── Approval ───────────────────────────────────────────────────────────────────────────────────

/**
 * The approval rule for the few edits that are not drafted (an image's texts): ask when what
 * changes shows on the live site. A target that cannot be read is left to the call itself, which
 * then fails with a hint.
 */
export async function askWhenLive(showsLive: () => Promise<boolean>): Promise<"ask" | undefined> {
  try {
    return (await showsLive()) ? "ask" : undefined;
  } catch (error) {
    if (isServiceError(error)) return undefined;
    throw error;
  }
}

/**
 * The fields an update would really change, for an approval card. Values are whole, never clipped:
 * a person approves every character, so the card must be able to show every character.
 */
export function changesOf(current: Record<string, unknown>, patch: Record<string, unknown>) {
  return Object.entries(patch)
    .filter(([field, to]) => to !== undefined && JSON.stringify(current[field] ?? null) !== JSON.stringify(to))
    .map(([field, to]) => ({ field, from: current[field] ?? null, to }));
}

/** The fields of something new, for an approval card: each given value whole, from nothing. */
export const newValues = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, to]) => to !== undefined && to !== "")
    .map(([field, to]) => ({ field, from: null, to }));

/**
 * What an edit of drafted content (pages, sections, posts, menu, settings) means for visitors: it
 * goes to the draft, and the site changes only when it is published (docs/drafts.md).
 */
export function draftImpact(thing: string, liveAt?: string): string {
  return liveAt
    ? `${thing} is live at ${liveAt}; visitors see this change only once it is published.`
    : `${thing} is saved as a draft; visitors see nothing of it until it is published.`;
}

/** For a card that takes a page or post off the site: the links to it written into other content, which would lead nowhere. */
export function inboundLinkImpact(links: { where: string }[]): string[] {
  return links.length ? [`Linked from other content, which would then lead nowhere: ${links.map((link) => link.where).join("; ")}.`] : [];
}

/** "1 section", "3 sections". */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

// ── Results ──────────────────────────────────────────────────────────────────────────────────────

export const success = <F extends object>(message: string, fields: F) => ({ ok: true as const, message, ...fields });

export const toolFailure = (code: string, error: string, hint: string): ToolFailure => ({ ok: false, error, code, hint });

/** Hints naming a domain's tools, for failures whose service hint is generic or missing. */
export type DomainHints = { notFound: string; conflict: string };

function hintFor(error: ServiceError, hints: DomainHints): string {
  switch (error.code) {
    // A service's not-found hint ("List pages…") cannot name tools; the domain's hint does.
    case "not_found":
      return hints.notFound;
    case "conflict":
      return error.hint ?? hints.conflict;
    case "already_done":
      return error.hint ?? "Nothing needed to change: tell the user it already is so, and go on.";
    case "validation":
      return error.hint ?? "Correct the fields named in the error and call the tool again.";
    case "forbidden":
      // Shown to the person as well as read by the model, so it speaks to both.
      return "Only an editor or admin can make this change; ask one of them to do it.";
    case "unauthenticated":
      return "The session has ended: sign in again, then ask once more.";
    case "rate_limited":
      return "Too many tries in a short time: wait a few minutes, then try again.";
  }
}

/** Runs a tool body, returning expected service failures with a hint the model can act on. */
export async function withHints<T>(hints: DomainHints, run: () => Promise<T>): Promise<T | ToolFailure> {
  try {
    return await run();
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return toolFailure(error.code, error.message, hintFor(error, hints));
  }
}
