import "server-only";
import { db, type Tx } from "@/lib/db";
import { DOCUMENT_VERSION, isSearchType, loadDocuments, SEARCH_TYPES, textHash, type IndexedDocument, type SearchType } from "./documents";

/** Rows per INSERT: well under SQLite's limit on bound variables. */
const BATCH = 500;
const COLUMNS = ["type", "entityId", "title", "slug", "status", "collection", "summary", "body", "textHash", "seq"] as const;
const UPSERT_HEAD = `INSERT INTO "SearchDocument" (${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES `;
const UPSERT_TAIL = ` ON CONFLICT ("type", "entityId") DO UPDATE SET ${COLUMNS.slice(2)
  .map((c) => `"${c}" = excluded."${c}"`)
  .join(", ")}`;

/** The next change number: every row a write touches gets it, so readers can ask what changed since. */
async function nextSeq(tx: Tx): Promise<number> {
  const [row] = await tx.$queryRawUnsafe<{ seq: number | bigint | null }[]>(`SELECT max("seq") AS seq FROM "SearchDocument"`);
  return Number(row?.seq ?? 0) + 1;
}

async function upsert(tx: Tx, docs: IndexedDocument[], seq: number) {
  for (let start = 0; start < docs.length; start += BATCH) {
    const batch = docs.slice(start, start + BATCH);
    const values = batch.flatMap((doc) => [doc.type, doc.entityId, doc.title, doc.slug, doc.status, doc.collection, doc.summary, doc.body, textHash(doc), seq]);
    const rows = batch.map(() => `(${COLUMNS.map(() => "?").join(", ")})`).join(", ");
    await tx.$executeRawUnsafe(UPSERT_HEAD + rows + UPSERT_TAIL, ...values);
  }
}

async function remove(tx: Tx, type: SearchType, entityIds: string[]) {
  for (let start = 0; start < entityIds.length; start += BATCH) {
    const batch = entityIds.slice(start, start + BATCH);
    await tx.$executeRawUnsafe(`DELETE FROM "SearchDocument" WHERE "type" = ? AND "entityId" IN (${batch.map(() => "?").join(", ")})`, type, ...batch);
  }
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
 * Writes every live item's document and drops the rest, in one transaction. Unchanged texts leave
 * their full-text rows and embeddings alone, so a rebuild after an upgrade costs little.
 */
export async function rebuildIndex(): Promise<{ documents: number }> {
  return db.$transaction(
    async (tx) => {
      const seq = await nextSeq(tx);
      let documents = 0;
      for (const type of SEARCH_TYPES) {
        let afterId = "";
        for (;;) {
          const docs = await loadDocuments(tx, type, { afterId, take: BATCH * 4 });
          if (!docs.length) break;
          await upsert(tx, docs, seq);
          documents += docs.length;
          afterId = docs[docs.length - 1].entityId;
        }
      }
      await tx.$executeRawUnsafe(`DELETE FROM "SearchDocument" WHERE "seq" < ?`, seq);
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
