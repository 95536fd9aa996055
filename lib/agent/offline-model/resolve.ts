import type { RecordedCall, ToolResult } from "./conversation";

export type EntityKind = "page" | "post" | "image";

/** Something a tool result names, reduced to what the offline model talks about. */
export type Entity = { kind: EntityKind; id: string; label: string; record: ToolResult };

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export const asRecord = (value: unknown): ToolResult | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as ToolResult) : undefined;

/** How a person names a record: its title, label or name, then alt text, slug or id. */
export function labelOf(record: ToolResult): string {
  return text(record.title) || text(record.label) || text(record.alt) || text(record.name) || text(record.slug) || text(record.key) || text(record.id) || "(untitled)";
}

function recordEntity(kind: EntityKind, value: unknown): Entity | undefined {
  const record = asRecord(value);
  const id = text(record?.id);
  return record && id ? { kind, id, label: labelOf(record), record } : undefined;
}

/** A listed record as an entity (records from list tools always have an id). */
export const toEntity = (kind: EntityKind, record: ToolResult): Entity => ({ kind, id: String(record.id), label: labelOf(record), record });

/** The entity a result is about: `{ page: {…} }`, `{ post: {…} }`, … */
export function entityOf(result: ToolResult, kind: EntityKind): Entity | undefined {
  return recordEntity(kind, result[kind]);
}

const LIST_KEYS = ["items", "results", "matches", "sections", "entries", "pages", "posts", "images"];

/** The records a list or search result carries. */
export function itemsOf(result: ToolResult): ToolResult[] {
  for (const key of LIST_KEYS) {
    const value = result[key];
    if (Array.isArray(value)) return value.map(asRecord).filter((item): item is ToolResult => !!item);
  }
  return [];
}

const words = (value: string) => value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** How well a record's names cover the query's words (0 = not at all). */
function coverage(record: ToolResult, query: string): number {
  const wanted = words(query);
  const names = new Set([labelOf(record), text(record.slug) ?? "", text(record.name) ?? ""].flatMap(words));
  if (!wanted.length) return 0;
  if (labelOf(record).toLowerCase() === query.toLowerCase() || text(record.slug) === query.toLowerCase()) return 2;
  return wanted.filter((word) => names.has(word)).length / wanted.length;
}

/**
 * The best record of a kind in a search result: results are already ranked, so the first one of
 * the kind wins unless another covers more of the query's words.
 */
export function bestMatch(result: ToolResult, query: string, kind: EntityKind): Entity | undefined {
  const candidates = itemsOf(result).filter((item) => item.type === undefined || item.type === kind);
  let best: ToolResult | undefined;
  let bestScore = -1;
  for (const item of candidates) {
    const score = typeof item.score === "number" ? item.score + coverage(item, query) : coverage(item, query);
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best ? recordEntity(kind, best) : entityOf(result, kind);
}

/** The pages and posts earlier turns acted on, most recent first (for "publish it"). */
export function recentEntities(calls: RecordedCall[]): Entity[] {
  const found: Entity[] = [];
  for (const call of [...calls].reverse()) {
    if (call.outcome?.status !== "ok") continue;
    for (const kind of ["page", "post", "image"] as const) {
      const entity = entityOf(call.outcome.result, kind);
      if (entity) found.push(entity);
    }
  }
  return found;
}
