import "server-only";
import { db } from "@/lib/db";
import type { Embedder } from "@/lib/embeddings/embedder";
import { VectorTable } from "@/lib/embeddings/vector-table";
import { quantize } from "@/lib/embeddings/vectors";
import { hasSlug, meaningText, SEARCH_TYPES, type SearchType } from "./documents";

/**
 * Search by meaning over stored vectors. Each process keeps the vectors of one model in memory and
 * reads only the documents changed since it last looked (SearchDocument.seq), so a query costs one
 * embedding (the query's) plus a scan, whatever the size of the site. Documents whose text changed
 * are embedded again, a few at a time; all others keep their stored vector.
 */
type Store = {
  seq: number;
  vectors: VectorTable;
  /** Documents to embed, with their kind and the hash of their text, in the order they changed (the latest last). */
  pending: Map<number, { type: SearchType; hash: string }>;
  busy: Promise<unknown>;
};

const stores = new Map<string, Store>();

function storeOf(embedder: Embedder): Store {
  let store = stores.get(embedder.id);
  if (!store) stores.set(embedder.id, (store = { seq: 0, vectors: new VectorTable(), pending: new Map(), busy: Promise.resolve() }));
  return store;
}

/** Runs one step at a time per model, so a query and the background indexer never embed the same text twice. */
function exclusive<T>(store: Store, step: () => Promise<T>): Promise<T> {
  const run = store.busy.then(step, step);
  store.busy = run.catch(() => undefined);
  return run;
}

const tagOf = (type: SearchType) => SEARCH_TYPES.indexOf(type);

const fromHex = (hex: string) => {
  const bytes = Buffer.from(hex, "hex");
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** Rows read per round trip; each comes back as one row of lists (many small rows cost far more). */
const READ_CHUNK = 2_000;

type ChangedChunk = { ids: string; types: string; hashes: string; vectorHashes: string; vectors: string; seq: number | bigint };

/** Reads what changed since the last look: stored vectors that fit their text, and texts still to embed. */
async function catchUp(store: Store, model: string) {
  const chunks = await db.$queryRawUnsafe<ChangedChunk[]>(
    `SELECT group_concat(d."id", ',' ORDER BY d."seq") AS ids,
            group_concat(d."type", ',' ORDER BY d."seq") AS types,
            group_concat(d."textHash", ',' ORDER BY d."seq") AS hashes,
            group_concat(ifnull(v."textHash", ''), ',' ORDER BY d."seq") AS vectorHashes,
            group_concat(ifnull(hex(v."vector"), ''), ',' ORDER BY d."seq") AS vectors,
            max(d."seq") AS seq
       FROM (SELECT "id", "type", "textHash", "seq", (row_number() OVER (ORDER BY "seq", "id") - 1) / ${READ_CHUNK} AS chunk
               FROM "SearchDocument" WHERE "seq" > ?) d
       LEFT JOIN "SearchVector" v ON v."docId" = d."id" AND v."model" = ?
      GROUP BY d.chunk ORDER BY d.chunk`,
    store.seq,
    model,
  );
  for (const chunk of chunks) {
    const [types, hashes, vectorHashes, vectors] = [chunk.types, chunk.hashes, chunk.vectorHashes, chunk.vectors].map((list) => list.split(","));
    chunk.ids.split(",").forEach((text, index) => {
      const id = Number(text);
      store.pending.delete(id);
      if (vectors[index] && vectorHashes[index] === hashes[index]) {
        store.vectors.set(id, tagOf(types[index] as SearchType), fromHex(vectors[index]));
      } else {
        store.vectors.delete(id);
        store.pending.set(id, { type: types[index] as SearchType, hash: hashes[index] });
      }
    });
    store.seq = Math.max(store.seq, Number(chunk.seq));
  }
}

/** A list of values as one SQL parameter (`IN (SELECT value FROM json_each(?))`): no limit on its length. */
const listParam = (values: readonly unknown[]) => JSON.stringify(values);

/** Stores the vectors of these documents' texts; documents deleted meanwhile get none. */
async function save(model: string, rows: { docId: number; hash: string; vector: Int8Array }[]) {
  if (!rows.length) return;
  await db.$executeRawUnsafe(
    `INSERT INTO "SearchVector" ("docId", "model", "textHash", "vector")
     SELECT v.value ->> '$[0]', ?, v.value ->> '$[1]', unhex(v.value ->> '$[2]') FROM json_each(?) v
      WHERE EXISTS (SELECT 1 FROM "SearchDocument" d WHERE d."id" = v.value ->> '$[0]')
     ON CONFLICT ("docId", "model") DO UPDATE SET "textHash" = excluded."textHash", "vector" = excluded."vector"`,
    model,
    listParam(rows.map((row) => [row.docId, row.hash, Buffer.from(row.vector.buffer, row.vector.byteOffset, row.vector.byteLength).toString("hex")])),
  );
}

/** The stored vector of a text, if any document with that text has one (the model's vectors by text are indexed). */
const vectorOfText = (hash: string) => `(SELECT k."vector" FROM "SearchVector" k WHERE k."model" = ? AND k."textHash" = ${hash} LIMIT 1)`;

/** Gives each of these documents the stored vector of its current text, where one exists (same text, same vector). */
async function shareKnown(model: string, ids: number[]) {
  await db.$executeRawUnsafe(
    `INSERT INTO "SearchVector" ("docId", "model", "textHash", "vector")
     SELECT "id", ?, "textHash", "vector" FROM (
       SELECT d."id", d."textHash", ${vectorOfText('d."textHash"')} AS "vector"
         FROM "SearchDocument" d WHERE d."id" IN (SELECT value FROM json_each(?))
     ) WHERE "vector" IS NOT NULL
     ON CONFLICT ("docId", "model") DO UPDATE SET "textHash" = excluded."textHash", "vector" = excluded."vector"`,
    model,
    model,
    listParam(ids),
  );
}

type TextRow = { id: number | bigint; title: string; summary: string; body: string; textHash: string };

/**
 * Embeds up to `max` pending documents, the most recently changed first, and returns how many are
 * still pending. Each distinct text is embedded once: documents with a text that already has a
 * vector share it. A document deleted meanwhile gets no stored vector (a query then forgets it).
 */
async function embedPending(store: Store, embedder: Embedder, max: number): Promise<number> {
  const docs = [...store.pending].slice(-max).reverse().map(([id, { type, hash }]) => ({ id, type, hash }));
  if (!docs.length) return 0;
  const hashes = [...new Set(docs.map((doc) => doc.hash))];
  const known = new Map(
    (
      await db.$queryRawUnsafe<{ textHash: string; vector: string }[]>(
        `SELECT "textHash", hex("vector") AS vector FROM (SELECT value AS "textHash", ${vectorOfText("value")} AS "vector" FROM json_each(?)) WHERE "vector" IS NOT NULL`,
        embedder.id,
        listParam(hashes),
      )
    ).map((row): [string, Int8Array] => [row.textHash, fromHex(row.vector)]),
  );
  const firstOf = new Map(docs.filter((doc) => !known.has(doc.hash)).map((doc) => [doc.hash, doc.id]));
  if (firstOf.size) {
    const texts = await db.$queryRawUnsafe<TextRow[]>(
      `SELECT "id", "title", "summary", "body", "textHash" FROM "SearchDocument" WHERE "id" IN (SELECT value FROM json_each(?))`,
      listParam([...firstOf.values()]),
    );
    const vectors = await embedder.embed(texts.map(meaningText));
    const fresh = texts.map((row, index) => ({ docId: Number(row.id), hash: row.textHash, vector: quantize(vectors[index]) }));
    await save(embedder.id, fresh);
    for (const row of fresh) known.set(row.hash, row.vector);
  }
  await shareKnown(embedder.id, docs.map((doc) => doc.id));
  for (const doc of docs) {
    const vector = known.get(doc.hash);
    // Changed again while this ran: the newer text stays pending.
    if (!vector || store.pending.get(doc.id)?.hash !== doc.hash) continue;
    store.pending.delete(doc.id);
    store.vectors.set(doc.id, tagOf(doc.type), vector);
  }
  // No vector for their text: the documents were deleted (drop them), or their text changed (the next look reads it).
  const unresolved = docs.filter((doc) => !known.has(doc.hash)).map((doc) => doc.id);
  if (unresolved.length) {
    const rows = await db.$queryRawUnsafe<{ id: number | bigint }[]>(`SELECT "id" FROM "SearchDocument" WHERE "id" IN (SELECT value FROM json_each(?))`, listParam(unresolved));
    const existing = new Set(rows.map((row) => Number(row.id)));
    for (const id of unresolved) if (!existing.has(id)) store.pending.delete(id);
  }
  return store.pending.size;
}

/** Reads what changed, then embeds up to `max` of the documents waiting; returns how many still wait. */
const refresh = (store: Store, embedder: Embedder, max: number) =>
  exclusive(store, async () => {
    await catchUp(store, embedder.id);
    return embedPending(store, embedder, max);
  });

/** Embeds what changed, `chunk` documents at a time, until nothing waits; for the server's background indexer. */
export async function indexMeanings(embedder: Embedder, chunk: number, pause: () => Promise<void>): Promise<void> {
  const store = storeOf(embedder);
  while ((await refresh(store, embedder, chunk)) > 0) await pause();
}

/** How many changed documents a query embeds before it answers; the rest wait for the background indexer. */
const QUERY_EMBED_BUDGET = 32;

export type SemanticHit = { type: SearchType; id: string; title: string; slug?: string; status?: string; collection?: string; score: number };

type DetailRow = { id: number | bigint; type: SearchType; entityId: string; title: string; address: string | null; status: string | null; collection: string | null };

/**
 * Documents of the given types closest in meaning to the query, best first. `total` counts the
 * documents compared; `pending` those changed too recently to be compared yet.
 */
export async function semanticSearch(
  embedder: Embedder,
  query: { text: string; types: readonly SearchType[]; limit: number; offset: number },
): Promise<{ items: SemanticHit[]; total: number; pending: number }> {
  const store = storeOf(embedder);
  const pending = await refresh(store, embedder, QUERY_EMBED_BUDGET);
  const target = quantize((await embedder.embed([query.text]))[0]);
  const wanted = new Set(query.types.map(tagOf));
  for (;;) {
    const { hits, compared } = store.vectors.nearest(target, query.offset + query.limit, (tag) => wanted.has(tag));
    const page = hits.slice(query.offset);
    const rows = page.length
      ? await db.$queryRawUnsafe<DetailRow[]>(
          `SELECT "id", "type", "entityId", "title", "address", "status", "collection" FROM "SearchDocument" WHERE "id" IN (${page.map(() => "?").join(", ")})`,
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
        ...(row.address !== null && hasSlug(row.type) && { slug: row.address }),
        ...(row.status !== null && { status: row.status }),
        ...(row.collection !== null && { collection: row.collection }),
        score: Math.round(hit.score * 1000) / 1000,
      };
    });
    return { items, total: compared, pending };
  }
}
