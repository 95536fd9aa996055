import type { RecordedCall, ToolResult } from "./conversation";

export type EntityKind = "page" | "post" | "image";

/** Something a tool result names, reduced to what the offline model talks about. */
export type Entity = { kind: EntityKind; id: string; label: string; record: ToolResult };

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export const asRecord = (value: unknown): ToolResult | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as ToolResult) : undefined;

/** How a person names a record: its title, label or name, then alt text, slug or id. */
export function labelOf(record: ToolResult): string {
  return text(record.title) || text(record.label) || text(record.alt) || text(record.name) || text(record.originalName) || text(record.slug) || text(record.key) || text(record.id) || "(untitled)";
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

/** What each list or search tool lists; cms_findResource and cms_listUnpublishedChanges say per item. */
const LISTED: Record<string, EntityKind | "typed"> = { cms_getPosts: "post", cms_getPages: "page", cms_listImages: "image", cms_findImage: "image", cms_findResource: "typed", cms_listUnpublishedChanges: "typed" };
/** What a listed record is, when the list says per item: a search result's type, a waiting change's kind. */
const typeOf = (item: ToolResult) => String(item.type ?? item.kind);
const FINDS = new Set(["cms_findImage", "cms_findResource"]);

/** The records a list or search call read, with each one's kind; undefined for any other call or a failure. */
export function listedBy(call: RecordedCall): { items: ToolResult[]; kindOf: (item: ToolResult) => EntityKind } | undefined {
  const listed = LISTED[call.toolName];
  if (!listed || call.outcome?.status !== "ok") return undefined;
  const items = itemsOf(call.outcome.result).filter((item) => listed !== "typed" || ["page", "post", "image"].includes(typeOf(item)));
  return { items, kindOf: (item) => (listed === "typed" ? (typeOf(item) as EntityKind) : listed) };
}

/**
 * The one thing the previous answer was about, from the lists it read: the only listed record the
 * answer names ("2 posts are drafts" lists two; "1 image has no alt text: team-photo.jpg" one), else
 * the best match of a search. Undefined when the answer named several.
 */
function listedEntity(lastTurn: RecordedCall[], lastReply: string): Entity | undefined {
  const reply = lastReply.toLowerCase();
  for (const call of [...lastTurn].reverse()) {
    const listed = listedBy(call);
    if (!listed) continue;
    const { items, kindOf } = listed;
    const named = items.filter((item) => [labelOf(item), text(item.originalName)].some((name) => name && name.length > 2 && reply.includes(name.toLowerCase())));
    if (named.length === 1) return toEntity(kindOf(named[0]), named[0]);
    if (!named.length && items.length && (FINDS.has(call.toolName) || items.length === 1)) return toEntity(kindOf(items[0]), items[0]);
    return undefined;
  }
  return undefined;
}

/** The pages, posts and images earlier turns acted on or were about, most recent first (for "publish it"). */
export function recentEntities(calls: RecordedCall[], lastTurn: RecordedCall[] = [], lastReply = ""): Entity[] {
  const found: Entity[] = [];
  for (const call of [...calls].reverse()) {
    if (call.outcome?.status !== "ok") continue;
    for (const kind of ["page", "post", "image"] as const) {
      const entity = entityOf(call.outcome.result, kind);
      if (entity) found.push(entity);
    }
  }
  const listed = listedEntity(lastTurn, lastReply);
  // The previous request only read a list ("which post is the oldest?"): what its answer named is "it" now.
  const resultOf = (call: RecordedCall) => (call.outcome?.status === "ok" ? call.outcome.result : {});
  const actedLast = lastTurn.some((call) => (["page", "post", "image"] as const).some((kind) => entityOf(resultOf(call), kind)));
  if (listed && !actedLast) found.unshift(listed);
  else if (listed) found.push(listed);
  return found;
}
