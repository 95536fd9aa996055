-- CreateTable
CREATE TABLE "PublishedVersion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "snapshot" JSONB,
    "slug" TEXT,
    "scope" TEXT,
    "firstPublishedAt" DATETIME,
    "isCurrent" BOOLEAN NOT NULL DEFAULT true,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedById" TEXT,
    "publishedByLabel" TEXT NOT NULL,
    "releaseId" TEXT,
    CONSTRAINT "PublishedVersion_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Release" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "items" JSONB NOT NULL,
    "scheduledFor" DATETIME,
    "createdById" TEXT,
    "createdByLabel" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedAt" DATETIME,
    "undoneAt" DATETIME,
    "error" TEXT
);

-- CreateIndex
CREATE INDEX "PublishedVersion_kind_isCurrent_slug_idx" ON "PublishedVersion"("kind", "isCurrent", "slug");

-- CreateIndex
CREATE INDEX "PublishedVersion_releaseId_idx" ON "PublishedVersion"("releaseId");

-- CreateIndex
CREATE UNIQUE INDEX "PublishedVersion_kind_entityId_version_key" ON "PublishedVersion"("kind", "entityId", "version");

-- CreateIndex
CREATE INDEX "Release_status_scheduledFor_idx" ON "Release"("status", "scheduledFor");


-- Today's published content becomes version 1 of each published entity, in the exact snapshot
-- shapes lib/services/publishing/kinds.ts reads from drafts (so nothing shows as changed).
-- Pages: published and not in the trash, with their sections in order.
INSERT INTO "PublishedVersion" ("id", "kind", "entityId", "version", "snapshot", "slug", "isCurrent", "publishedAt", "publishedByLabel")
SELECT 'pv' || lower(hex(randomblob(12))), 'page', p."id", 1,
  json_object(
    'title', p."title", 'slug', p."slug", 'seoTitle', p."seoTitle", 'seoDescription', p."seoDescription",
    'sections', json((
      SELECT json_group_array(json(x.section)) FROM (
        SELECT json_object('id', s."id", 'templateKey', s."templateKey", 'position', s."position", 'content', json(s."content")) AS section
        FROM "PageSection" s WHERE s."pageId" = p."id" ORDER BY s."position", s."id"
      ) x
    ))
  ),
  p."slug", true, COALESCE(p."publishedAt", p."updatedAt"), 'system (upgrade)'
FROM "Page" p WHERE p."status" = 'published' AND p."deletedAt" IS NULL;

-- Posts: published and not in the trash; tags by name, the date kept as the first publication.
INSERT INTO "PublishedVersion" ("id", "kind", "entityId", "version", "snapshot", "slug", "firstPublishedAt", "isCurrent", "publishedAt", "publishedByLabel")
SELECT 'pv' || lower(hex(randomblob(12))), 'post', p."id", 1,
  json_object(
    'title', p."title", 'slug', p."slug", 'excerpt', p."excerpt", 'body', p."body",
    'coverImageId', p."coverImageId", 'authorId', p."authorId",
    'tags', json((
      SELECT json_group_array(x.name) FROM (
        SELECT t."name" AS name FROM "_PostToTag" pt JOIN "Tag" t ON t."id" = pt."B" WHERE pt."A" = p."id" ORDER BY t."name"
      ) x
    ))
  ),
  p."slug", p."publishedAt", true, COALESCE(p."publishedAt", p."updatedAt"), 'system (upgrade)'
FROM "Post" p WHERE p."status" = 'published' AND p."deletedAt" IS NULL;

-- Entries: published and not in the trash.
INSERT INTO "PublishedVersion" ("id", "kind", "entityId", "version", "snapshot", "slug", "scope", "isCurrent", "publishedAt", "publishedByLabel")
SELECT 'pv' || lower(hex(randomblob(12))), 'entry', e."id", 1,
  json_object('collectionId', e."collectionId", 'slug', e."slug", 'title', e."title", 'data', json(e."data"), 'position', e."position"),
  e."slug", c."slug", true, e."updatedAt", 'system (upgrade)'
FROM "Entry" e JOIN "Collection" c ON c."id" = e."collectionId"
WHERE e."status" = 'published' AND e."deletedAt" IS NULL;

-- The menu as a whole: every item not in the trash, in menu order.
INSERT INTO "PublishedVersion" ("id", "kind", "entityId", "version", "snapshot", "isCurrent", "publishedAt", "publishedByLabel")
SELECT 'pv' || lower(hex(randomblob(12))), 'navigation', 'menu', 1,
  json_object('items', json((
    SELECT json_group_array(json(x.item)) FROM (
      SELECT json_object('id', n."id", 'label', n."label", 'pageId', n."pageId", 'url', n."url", 'position', n."position",
                         'visible', json(CASE WHEN n."visible" THEN 'true' ELSE 'false' END), 'parentId', n."parentId") AS item
      FROM "NavItem" n WHERE n."deletedAt" IS NULL ORDER BY n."position", n."createdAt"
    ) x
  ))),
  true, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'system (upgrade)'
WHERE EXISTS (SELECT 1 FROM "NavItem" WHERE "deletedAt" IS NULL);

-- Site settings, when they were ever saved (otherwise the defaults are what both sides show).
INSERT INTO "PublishedVersion" ("id", "kind", "entityId", "version", "snapshot", "isCurrent", "publishedAt", "publishedByLabel")
SELECT 'pv' || lower(hex(randomblob(12))), 'settings', s."id", 1,
  json_object('name', s."name", 'tagline', s."tagline", 'logoImageId', s."logoImageId", 'themeColors', json(s."themeColors"),
              'socialLinks', json(s."socialLinks"), 'seoTitle', s."seoTitle", 'seoDescription', s."seoDescription"),
  true, s."updatedAt", 'system (upgrade)'
FROM "SiteSettings" s;
