import "server-only";
import { db } from "@/lib/db";
import { hasSlug, type SearchType } from "./documents";

/** The full-text columns, heaviest first (bm25 weights), and what each holds for each kind, in editors' words. */
const COLUMNS = ["title", "address", "summary", "body"] as const;
const WEIGHTS = [10, 6, 3, 1];
const COLUMN_NAMES: Record<SearchType, readonly string[]> = {
  page: ["title", "slug", "SEO", "content"],
  post: ["title", "slug", "excerpt or tags", "body"],
  image: ["alt text", "file name", "caption", "content"],
  navItem: ["label", "link", "summary", "content"],
  entry: ["title", "slug", "summary", "data"],
};
export type Column = (typeof COLUMNS)[number];

/** More words than this in one query are ignored: a search box gets a few words, not a document. */
const MAX_TERMS = 16;
const SNIPPET_WORDS = 24;

/**
 * The words of what someone typed, as the index splits text (letters and digits; everything else
 * separates words). Each becomes a quoted FTS5 string, so no input can be read as query syntax.
 */
export function termsOf(text: string): string[] {
  const words = text.normalize("NFKC").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** "all": every word; "any": at least one of them. */
export type MatchMode = "all" | "any";

/** An FTS5 MATCH expression: every word (or any word), optionally only in some columns. */
function matchExpression(terms: string[], mode: MatchMode, columns?: readonly Column[]): string {
  const body = terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(mode === "all" ? " " : " OR ");
  return columns ? `{${columns.join(" ")}} : (${body})` : body;
}

/** A consecutive run of words, as an FTS5 phrase. */
export const phraseExpression = (terms: string[]) => `"${terms.map((term) => term.replaceAll('"', '""')).join(" ")}"`;

export type FullTextHit = {
  type: SearchType;
  id: string;
  title: string;
  slug?: string;
  status?: string;
  collection?: string;
  /** bm25 relevance (higher is better), comparable within one search only. */
  score: number;
  /** Where the words were found, in editors' words ("title", "content"). */
  matchedIn: string[];
  snippet: string;
};

export type FullTextQuery = {
  terms: string[];
  mode: MatchMode;
  types: readonly SearchType[];
  columns?: readonly Column[];
  limit: number;
  offset: number;
};

const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");

type RankedRow = { id: number | bigint; score: number };
type DetailRow = {
  id: number | bigint;
  type: SearchType;
  entityId: string;
  title: string;
  address: string | null;
  status: string | null;
  collection: string | null;
  snippet: string;
  inColumns: string;
};

/** The hits of one page of results: their documents, snippets and the columns they matched in. */
async function details(expression: string, ids: (number | bigint)[]): Promise<Map<number, DetailRow>> {
  if (!ids.length) return new Map();
  const inColumn = COLUMNS.map((_, index) => `ifnull(instr(highlight("SearchText", ${index}, char(1), ''), char(1)) > 0, 0)`).join(" || ");
  const rows = await db.$queryRawUnsafe<DetailRow[]>(
    `SELECT d."id", d."type", d."entityId", d."title", d."address", d."status", d."collection",
            snippet("SearchText", -1, '', '', '…', ${SNIPPET_WORDS}) AS snippet,
            ${inColumn} AS inColumns
       FROM "SearchText" JOIN "SearchDocument" d ON d."id" = "SearchText".rowid
      WHERE "SearchText" MATCH ? AND "SearchText".rowid IN (${placeholders(ids)})`,
    expression,
    ...ids,
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** One page of documents matching the words, best first (bm25 with heavier columns counting more), and how many match in all. */
export async function fullTextSearch(query: FullTextQuery): Promise<{ items: FullTextHit[]; total: number }> {
  if (!query.terms.length || !query.types.length) return { items: [], total: 0 };
  const expression = matchExpression(query.terms, query.mode, query.columns);
  const from = `FROM "SearchText" JOIN "SearchDocument" d ON d."id" = "SearchText".rowid
      WHERE "SearchText" MATCH ? AND d."type" IN (${placeholders(query.types)})`;
  const [ranked, [count]] = await Promise.all([
    db.$queryRawUnsafe<RankedRow[]>(
      `SELECT d."id" AS id, bm25("SearchText", ${WEIGHTS.join(", ")}) AS score ${from} ORDER BY score, d."id" LIMIT ? OFFSET ?`,
      expression,
      ...query.types,
      query.limit,
      query.offset,
    ),
    db.$queryRawUnsafe<{ total: number | bigint }[]>(`SELECT count(*) AS total ${from}`, expression, ...query.types),
  ]);
  const rows = await details(expression, ranked.map((row) => row.id));
  const items = ranked.flatMap(({ id, score }) => {
    const row = rows.get(Number(id));
    if (!row) return [];
    const names = COLUMN_NAMES[row.type];
    return [
      {
        type: row.type,
        id: row.entityId,
        title: row.title,
        ...(row.address !== null && hasSlug(row.type) && { slug: row.address }),
        ...(row.status !== null && { status: row.status }),
        ...(row.collection !== null && { collection: row.collection }),
        score: Math.round(-score * 1000) / 1000,
        matchedIn: COLUMNS.flatMap((_, index) => (row.inColumns[index] === "1" ? [names[index]] : [])),
        snippet: row.snippet.replace(/\s+/g, " ").trim(),
      },
    ];
  });
  return { items, total: Number(count.total) };
}

/** Whether any document matches an FTS5 expression. */
export async function anyMatch(expression: string): Promise<boolean> {
  return (await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "SearchText" WHERE "SearchText" MATCH ? LIMIT 1`, expression)).length > 0;
}
