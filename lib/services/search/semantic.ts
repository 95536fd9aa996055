import "server-only";
import { db } from "@/lib/db";
import type { Embedder } from "@/lib/embeddings/embedder";
import { quantize, similarity } from "@/lib/embeddings/vectors";
import { meaningText, type SearchType } from "./documents";

/**
 * Search by meaning over stored vectors. Each process keeps the vectors of one model in memory and
 * reads only the documents changed since it last looked (SearchDocument.seq), so a query costs one
 * embedding (the query's) plus a scan, whatever the size of the site. Documents whose text changed
 * are embedded again, a few at a time; all others keep their stored vector.
 */
type Cached = { type: SearchType; vector: Int8Array };
type Pending = { hash: string; seq: number };
type Store = { seq: number; vectors: Map<number, Cached>; pending: Map<number, Pending>; busy: Promise<unknown> };

const stores = new Map<string, Store>();

function storeOf(embedder: Embedder): Store {
  let store = stores.get(embedder.id);
  if (!store) stores.set(embedder.id, (store = { seq: 0, vectors: new Map(), pending: new Map(), busy: Promise.resolve() }));
  return store;
}

/** Runs one step at a time per model, so a query and the background indexer never embed the same text twice. */
function exclusive<T>(store: Store, step: () => Promise<T>): Promise<T> {
  const run = store.busy.then(step, step);
  store.busy = run.catch(() => undefined);
  return run;
}

type ChangedRow = { id: number | bigint; type: SearchType; textHash: string; seq: number | bigint; vectorHash: string | null; vector: Uint8Array | null };

const int8 = (bytes: Uint8Array) => new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Reads what changed since the last look: stored vectors that fit their text, and texts still to embed. */
async function catchUp(store: Store, model: string) {
  const rows = await db.$queryRawUnsafe<ChangedRow[]>(
    `SELECT d."id", d."type", d."textHash", d."seq", v."textHash" AS vectorHash, v."vector"
       FROM "SearchDocument" d LEFT JOIN "SearchVector" v ON v."docId" = d."id" AND v."model" = ?
      WHERE d."seq" > ?`,
    model,
    store.seq,
  );
  for (const row of rows) {
    const id = Number(row.id);
    store.seq = Math.max(store.seq, Number(row.seq));
    if (row.vector && row.vectorHash === row.textHash) {
      store.vectors.set(id, { type: row.type, vector: int8(row.vector) });
      store.pending.delete(id);
    } else {
      store.vectors.delete(id);
      store.pending.set(id, { hash: row.textHash, seq: Number(row.seq) });
    }
  }
}

type TextRow = { id: number | bigint; type: SearchType; title: string; summary: string; body: string; textHash: string };

async function save(docId: number, model: string, hash: string, vector: Int8Array) {
  // A document deleted meanwhile gets no vector (its delete trigger has already run).
  await db.$executeRawUnsafe(
    `INSERT INTO "SearchVector" ("docId", "model", "textHash", "vector")
     SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM "SearchDocument" WHERE "id" = ?)
     ON CONFLICT ("docId", "model") DO UPDATE SET "textHash" = excluded."textHash", "vector" = excluded."vector"`,
    docId,
    model,
    hash,
    new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength),
    docId,
  );
}

/** Embeds up to `max` pending documents, the most recently changed first; returns how many are still pending. */
async function embedPending(store: Store, embedder: Embedder, max: number): Promise<number> {
  const ids = [...store.pending].sort((a, b) => b[1].seq - a[1].seq).slice(0, max).map(([id]) => id);
  if (!ids.length) return 0;
  const rows = await db.$queryRawUnsafe<TextRow[]>(
    `SELECT "id", "type", "title", "summary", "body", "textHash" FROM "SearchDocument" WHERE "id" IN (${ids.map(() => "?").join(", ")})`,
    ...ids,
  );
  const found = new Set(rows.map((row) => Number(row.id)));
  for (const id of ids) if (!found.has(id)) store.pending.delete(id);
  // The same text elsewhere already has a vector: reuse it.
  const hashes = [...new Set(rows.map((row) => row.textHash))];
  const known = new Map(
    (
      await db.$queryRawUnsafe<{ textHash: string; vector: Uint8Array }[]>(
        `SELECT "textHash", "vector" FROM "SearchVector" WHERE "model" = ? AND "textHash" IN (${hashes.map(() => "?").join(", ")}) GROUP BY "textHash"`,
        embedder.id,
        ...hashes,
      )
    ).map((row) => [row.textHash, int8(row.vector)]),
  );
  const unknown = rows.filter((row) => !known.has(row.textHash));
  const fresh = unknown.length ? await embedder.embed(unknown.map(meaningText)) : [];
  unknown.forEach((row, index) => known.set(row.textHash, quantize(fresh[index])));
  for (const row of rows) {
    const id = Number(row.id);
    const vector = known.get(row.textHash)!;
    await save(id, embedder.id, row.textHash, vector);
    // Changed again while this ran: the newer text stays pending.
    if (store.pending.get(id)?.hash === row.textHash) {
      store.pending.delete(id);
      store.vectors.set(id, { type: row.type, vector });
    }
  }
  return store.pending.size;
}

/** Embeds what changed, `chunk` texts at a time, until nothing is pending; for the server's background indexer. */
export async function indexMeanings(embedder: Embedder, chunk: number, pause: () => Promise<void>): Promise<void> {
  const store = storeOf(embedder);
  let pending = await exclusive(store, async () => {
    await catchUp(store, embedder.id);
    return store.pending.size;
  });
  while (pending > 0) {
    pending = await exclusive(store, () => embedPending(store, embedder, chunk));
    await pause();
  }
}

/** How many changed documents a query embeds before it answers; the rest wait for the background indexer. */
const QUERY_EMBED_BUDGET = 32;

export type SemanticHit = { type: SearchType; id: string; title: string; slug?: string; status?: string; collection?: string; score: number };

type DetailRow = { id: number | bigint; type: SearchType; entityId: string; title: string; slug: string | null; status: string | null; collection: string | null };

/** The `count` best of `scored` (similarity, highest first) without sorting them all. */
function best(scored: { id: number; score: number }[], count: number) {
  const top: { id: number; score: number }[] = [];
  for (const item of scored) {
    if (top.length === count && item.score <= top[count - 1].score) continue;
    let at = top.length;
    while (at > 0 && top[at - 1].score < item.score) at--;
    top.splice(at, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}

/**
 * Documents of the given types closest in meaning to the query, best first. `total` counts the
 * documents compared; `pending` those changed too recently to be compared yet.
 */
export async function semanticSearch(
  embedder: Embedder,
  query: { text: string; types: readonly SearchType[]; limit: number; offset: number },
): Promise<{ items: SemanticHit[]; total: number; pending: number }> {
  const store = storeOf(embedder);
  const pending = await exclusive(store, async () => {
    await catchUp(store, embedder.id);
    return embedPending(store, embedder, QUERY_EMBED_BUDGET);
  });
  const [embedded] = await embedder.embed([query.text]);
  const target = quantize(embedded);
  const wanted = new Set(query.types);
  for (;;) {
    const scored: { id: number; score: number }[] = [];
    for (const [id, cached] of store.vectors) if (wanted.has(cached.type)) scored.push({ id, score: similarity(target, cached.vector) });
    const page = best(scored, query.offset + query.limit).slice(query.offset);
    const rows = page.length
      ? await db.$queryRawUnsafe<DetailRow[]>(
          `SELECT "id", "type", "entityId", "title", "slug", "status", "collection" FROM "SearchDocument" WHERE "id" IN (${page.map(() => "?").join(", ")})`,
          ...page.map((hit) => hit.id),
        )
      : [];
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    // Removed by another process since this one looked: forget them and rank again.
    const gone = page.filter((hit) => !byId.has(hit.id));
    if (gone.length) {
      for (const hit of gone) store.vectors.delete(hit.id);
      continue;
    }
    const items = page.map((hit) => {
      const row = byId.get(hit.id)!;
      return {
        type: row.type,
        id: row.entityId,
        title: row.title,
        ...(row.slug !== null && { slug: row.slug }),
        ...(row.status !== null && { status: row.status }),
        ...(row.collection !== null && { collection: row.collection }),
        score: Math.round(hit.score * 1000) / 1000,
      };
    });
    return { items, total: scored.length, pending };
  }
}
