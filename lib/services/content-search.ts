import "server-only";
import { z } from "zod";
import { embedderFromEnv } from "@/lib/embeddings/embedder";
import type { ServiceContext } from "./context";
import { assertCan } from "./permissions";
import { SEARCH_TYPES } from "./search/documents";
import { anyMatch, fullTextSearch, phraseExpression, termsOf, type Column, type FullTextHit, type MatchMode } from "./search/full-text";
import { ensureIndex } from "./search/index-writer";
import { semanticSearch } from "./search/semantic";
import { parseInput } from "./validate";

export { SEARCH_TYPES, type SearchType } from "./search/documents";

const typesSchema = z.array(z.enum(SEARCH_TYPES)).min(1, "Give at least one type").optional();

/** Deep enough for any page a person or model pages to; beyond it a narrower query is the answer. */
const MAX_OFFSET = 10_000;

const searchSchema = z.object({
  query: z.string().trim().min(1, "Give something to search for").max(200, "At most 200 characters"),
  types: typesSchema,
  limit: z.number().int().min(1).max(50).default(10),
  offset: z.number().int().min(0).max(MAX_OFFSET, `At most ${MAX_OFFSET}: narrow the search instead`).default(0),
});

/** Names are what people call things: the title (alt text, label), the slug or file name, and the short texts about it. */
const NAME_COLUMNS: readonly Column[] = ["title", "address", "summary"];

/** Items with every word; when none has them all, items with any (`matched` says which). */
async function wordSearch(ctx: ServiceContext, rawInput: unknown, { columns, mode = "all" }: { columns?: readonly Column[]; mode?: MatchMode } = {}) {
  assertCan(ctx, "content.read");
  const input = parseInput(searchSchema, rawInput, "Invalid search");
  await ensureIndex();
  const terms = termsOf(input.query);
  const query = { terms, types: input.types ?? SEARCH_TYPES, columns, limit: input.limit, offset: input.offset };
  const first = await fullTextSearch({ ...query, mode });
  const result = first.total || mode === "any" || terms.length < 2 ? { ...first, matched: mode } : { ...(await fullTextSearch({ ...query, mode: "any" })), matched: "any" as MatchMode };
  return { ...result, limit: input.limit, offset: input.offset };
}

/**
 * The one search of the site's content: pages (with their sections' text), posts, images (alt
 * text, caption, file name), menu links and collection entries, read from the search index that
 * every write keeps current. Dashboard, tools, CLI and MCP all search through here.
 */
export const contentSearch = {
  /** A query's words as search reads them (lower case, split at anything but letters and digits). */
  termsOf,

  /**
   * Items containing every word (any letter case, accents and word endings ignored), best first by
   * bm25 with titles counting most; when none has every word, items with some of them. Paged with
   * limit and offset; `total` counts every match.
   */
  search: (ctx: ServiceContext, rawInput: unknown): Promise<{ items: FullTextHit[]; total: number; matched: MatchMode; limit: number; offset: number }> =>
    wordSearch(ctx, rawInput),

  /**
   * Items whose names (title, alt text or label, slug or file name, short texts) have any of the
   * words, those with more and rarer ones first: the candidates for "the one they called …".
   */
  findByName: (ctx: ServiceContext, rawInput: unknown) => wordSearch(ctx, rawInput, { columns: NAME_COLUMNS, mode: "any" }),

  /**
   * Items closest in meaning to the query, from stored embeddings (the configured embedding
   * provider's, else the built-in sentence model's); only items changed since they were last
   * embedded are embedded again. `pending` counts items changed too recently to be included.
   */
  async semantic(ctx: ServiceContext, rawInput: unknown) {
    assertCan(ctx, "content.read");
    const input = parseInput(searchSchema, rawInput, "Invalid search");
    await ensureIndex();
    const embedder = embedderFromEnv();
    const result = await semanticSearch(embedder, { text: input.query, types: input.types ?? SEARCH_TYPES, limit: input.limit, offset: input.offset });
    return { ...result, model: embedder.label, related: embedder.related, limit: input.limit, offset: input.offset };
  },

  /**
   * The first of these runs of words that stands, word for word, in some item's text (drafts
   * included), or null. Words are compared as search compares them (case, accents and endings aside).
   */
  async sharedRun(ctx: ServiceContext, runs: string[]): Promise<string | null> {
    assertCan(ctx, "content.read");
    await ensureIndex();
    const phrases = runs.map((run) => ({ run, terms: termsOf(run) })).filter((phrase) => phrase.terms.length);
    if (!phrases.length) return null;
    // One query answers the usual "none"; only a hit is narrowed down to its run.
    if (!(await anyMatch(phrases.map((phrase) => phraseExpression(phrase.terms)).join(" OR ")))) return null;
    for (const phrase of phrases) if (await anyMatch(phraseExpression(phrase.terms))) return phrase.run;
    return null;
  },
};
