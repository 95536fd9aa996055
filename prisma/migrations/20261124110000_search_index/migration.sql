-- The search index: one row per live page, post, image, menu link and entry, written by
-- lib/services/search in the same transaction as each write. Prisma reads it through raw SQL
-- (FTS5 virtual tables cannot be modelled in schema.prisma).
CREATE TABLE "SearchDocument" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "address" TEXT,
    "status" TEXT,
    "collection" TEXT,
    "summary" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "textHash" TEXT NOT NULL,
    -- Raised on every change, so a process can read what changed since it last looked.
    "seq" INTEGER NOT NULL
);

CREATE UNIQUE INDEX "SearchDocument_type_entityId_key" ON "SearchDocument"("type", "entityId");
CREATE INDEX "SearchDocument_seq_idx" ON "SearchDocument"("seq");

-- Full text of each document, kept in step with SearchDocument by the triggers below.
CREATE VIRTUAL TABLE "SearchText" USING fts5(
    title, address, summary, body,
    content='SearchDocument', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2'
);

-- One embedding per document and model, for search by meaning; textHash says which text it embeds.
CREATE TABLE "SearchVector" (
    "docId" INTEGER NOT NULL,
    "model" TEXT NOT NULL,
    "textHash" TEXT NOT NULL,
    "vector" BLOB NOT NULL,
    PRIMARY KEY ("docId", "model")
);

-- Items with the same text share one embedding: a new one with a known text costs no model call.
CREATE INDEX "SearchVector_model_textHash_idx" ON "SearchVector"("model", "textHash");

CREATE TRIGGER "SearchDocument_ai" AFTER INSERT ON "SearchDocument" BEGIN
    INSERT INTO "SearchText"(rowid, title, address, summary, body) VALUES (new.id, new.title, new.address, new.summary, new.body);
END;

CREATE TRIGGER "SearchDocument_ad" AFTER DELETE ON "SearchDocument" BEGIN
    INSERT INTO "SearchText"("SearchText", rowid, title, address, summary, body) VALUES ('delete', old.id, old.title, old.address, old.summary, old.body);
    DELETE FROM "SearchVector" WHERE "docId" = old.id;
END;

-- A change of status alone leaves the full-text row as it is.
CREATE TRIGGER "SearchDocument_au" AFTER UPDATE OF title, address, summary, body ON "SearchDocument"
WHEN old.title IS NOT new.title OR old.address IS NOT new.address OR old.summary IS NOT new.summary OR old.body IS NOT new.body BEGIN
    INSERT INTO "SearchText"("SearchText", rowid, title, address, summary, body) VALUES ('delete', old.id, old.title, old.address, old.summary, old.body);
    INSERT INTO "SearchText"(rowid, title, address, summary, body) VALUES (new.id, new.title, new.address, new.summary, new.body);
END;

-- Which version of the document builder filled the index; another version rebuilds it.
CREATE TABLE "SearchIndexState" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL
);
