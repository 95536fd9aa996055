import "server-only";
import { db, type Tx } from "@/lib/db";
import { DOCUMENT_VERSION, isSearchType, loadDocuments, SEARCH_TYPES, textHash, type IndexedDocument, type SearchType } from "./documents";

/** Documents read and written per statement by a rebuild. */
const BATCH = 2_000;

const COLUMNS = ["type", "entityId", "title", "address", "status", "collection", "summary", "body", "textHash"] as const;

/**
 * Writes documents from one JSON parameter (short statements, no limit on bound variables). A
 * document that did not change is left alone; one that did gets the new change number `seq`.
 */
const UPSERT = `INSERT INTO "SearchDocument" (${COLUMNS.map((c) => `"${c}"`).join(", ")}, "seq")
  SELECT ${COLUMNS.map((_, i) => `value ->> '$[${i}]'`).join(", ")}, ? FROM json_each(?) WHERE true
  ON CONFLICT ("type", "entityId") DO UPDATE SET ${[...COLUMNS.slice(2), "seq"].map((c) => `"${c}" = excluded."${c}"`).join(", ")}
  WHERE ${COLUMNS.slice(2, -1).map((c) => `"${c}" IS NOT excluded."${c}"`).join(" OR ")}`;

/** A list of values as one SQL parameter, read back with json_each. */
const listParam = (values: readonly unknown[]) => JSON.stringify(values);

/** The next change number: every row a write changes gets it, so readers can ask what changed since. */
async function nextSeq(tx: Tx): Promise<number> {
  const [row] = await tx.$queryRawUnsafe<{ seq: number | bigint | null }[]>(`SELECT max("seq") AS seq FROM "SearchDocument"`);
  return Number(row?.seq ?? 0) + 1;
}

async function upsert(tx: Tx, docs: IndexedDocument[], seq: number) {
  if (!docs.length) return;
  const rows = docs.map((doc) => [doc.type, doc.entityId, doc.title, doc.address, doc.status, doc.collection, doc.summary, doc.body, textHash(doc)]);
  await tx.$executeRawUnsafe(UPSERT, seq, listParam(rows));
}

/** Removes the documents of one type whose ids are (or, with `keep`, are not) in the list. */
async function remove(tx: Tx, type: SearchType, entityIds: string[], { keep = false } = {}) {
  await tx.$executeRawUnsafe(`DELETE FROM "SearchDocument" WHERE "type" = ? AND "entityId" ${keep ? "NOT " : ""}IN (SELECT value FROM json_each(?))`, type, listParam(entityIds));
}

/** Makes the index match these entities as they are now in `tx`: live ones written, trashed or purged ones removed. */
async function reindex(tx: Tx, type: SearchType, entityIds: string[], seq: number) {
  const docs = await loadDocuments(tx, type, { ids: entityIds });
  const live = new Set(docs.map((doc) => doc.entityId));
  await upsert(tx, docs, seq);
  await remove(tx, type, entityIds.filter((id) => !live.has(id)));
}

/**
 * Brings the index up to date with the entities a write changed, inside the write's transaction, so
 * the index never disagrees with committed content. A collection's change (its fields) re-reads
 * its entries, whose indexed text its fields decide.
 */
export async function indexChanges(tx: Tx, changes: { entityType: string; entityId: string }[]) {
  const byType = new Map<SearchType, Set<string>>();
  const add = (type: SearchType, id: string) => byType.set(type, (byType.get(type) ?? new Set()).add(id));
  for (const change of changes) {
    if (isSearchType(change.entityType)) add(change.entityType, change.entityId);
    if (change.entityType === "collection") {
      for (const entry of await tx.entry.findMany({ where: { collectionId: change.entityId }, select: { id: true } })) add("entry", entry.id);
    }
  }
  if (!byType.size) return;
  const seq = await nextSeq(tx);
  for (const [type, ids] of byType) await reindex(tx, type, [...ids], seq);
}

const STATE_KEY = "documentVersion";

/**
 * Writes every live item's document and drops the rest, in one transaction. Unchanged documents
 * are left as they are (with their embeddings), so a rebuild after an upgrade costs little.
 */
export async function rebuildIndex(): Promise<{ documents: number }> {
  return db.$transaction(
    async (tx) => {
      const seq = await nextSeq(tx);
      let documents = 0;
      for (const type of SEARCH_TYPES) {
        const live: string[] = [];
        for (let afterId = ""; ; ) {
          const docs = await loadDocuments(tx, type, { afterId, take: BATCH });
          if (!docs.length) break;
          await upsert(tx, docs, seq);
          live.push(...docs.map((doc) => doc.entityId));
          afterId = live[live.length - 1];
        }
        await remove(tx, type, live, { keep: true });
        documents += live.length;
      }
      await tx.$executeRawUnsafe(`INSERT INTO "SearchIndexState" ("key", "value") VALUES (?, ?) ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`, STATE_KEY, DOCUMENT_VERSION);
      return { documents };
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}

async function indexIsCurrent(): Promise<boolean> {
  const [row] = await db.$queryRawUnsafe<{ value: string }[]>(`SELECT "value" FROM "SearchIndexState" WHERE "key" = ?`, STATE_KEY);
  return row?.value === DOCUMENT_VERSION;
}

let ready: Promise<void> | null = null;

/**
 * Builds the index once when this database has never had one, or one from another document
 * version (content written before the index existed is found too). Runs once per process.
 */
export function ensureIndex(): Promise<void> {
  ready ??= (async () => {
    if (!(await indexIsCurrent())) await rebuildIndex();
  })().catch((error) => {
    ready = null;
    throw error;
  });
  return ready;
}
