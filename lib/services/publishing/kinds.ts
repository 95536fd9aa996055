import "server-only";
import { canonicalJson } from "@/lib/canonical-json";
import type { Tx } from "@/lib/db";
import { MENU_ID, SETTINGS_ID, type ContentKind } from "@/lib/domain/content-kinds";
import { conflict } from "../errors";
import { toSnapshot, type EntityHistory, type EntityType, type JsonSnapshot, type WriteScope } from "../history";
import { entryHistory } from "../entries";
import { navItemHistory } from "../navigation";
import { pageHistory } from "../pages";
import { postHistory } from "../posts";
import { defaultSettingsSnapshot, settingsHistory } from "../settings";

/**
 * How one kind of public content is published (docs/drafts.md). Every other part of publishing —
 * unpublished changes, diffs, releases, undo, schedules, the public readers — is generic over this.
 */
export type PublishableKind = {
  kind: ContentKind;
  /** What the draft would put on the site, or null when it should not be there (trashed, archived…). */
  draft(tx: Tx, id: string): Promise<JsonSnapshot | null>;
  /** Ids of drafts that might differ from what is live (every id that has a draft). */
  draftIds(tx: Tx): Promise<string[]>;
  /** The public lookup columns stored beside a published snapshot. */
  lookup(tx: Tx, snapshot: JsonSnapshot): Promise<{ slug: string | null; scope: string | null }>;
  /** A person's name for the entity ("About"). */
  label(snapshot: JsonSnapshot): string;
  /** What visitors see of an entity that was never published (the defaults of a singleton). */
  baseline?: () => JsonSnapshot;
  /** Keeps the draft row's "is it live" columns in step after a publish or take-down. */
  markLive?(tx: Tx, id: string, live: boolean, at: Date): Promise<void>;
  /** Makes the draft match a published snapshot again, recording the revisions it writes. */
  restoreDraft(scope: WriteScope, id: string, live: JsonSnapshot): Promise<void>;
  /** Kinds whose revisions carry the live state (status): publishing records a revision of it. */
  revisions?: { entityType: EntityType; history: EntityHistory };
};

const noLookup = async () => ({ slug: null, scope: null });

/** Applies a snapshot through a kind's revision history and records it, like any other write. */
async function applyRecorded(scope: WriteScope, entityType: EntityType, history: EntityHistory, id: string, snapshot: JsonSnapshot | null) {
  const before = await history.load(scope.tx, id);
  await history.apply(scope.tx, id, snapshot);
  scope.record({ entityType, entityId: id, before, after: await history.load(scope.tx, id) });
}

/** The draft's content replaced by the live snapshot, keeping the row's own state (status, dates). */
async function withLiveContent(scope: WriteScope, history: EntityHistory, id: string, live: JsonSnapshot) {
  return { ...(await history.load(scope.tx, id)), ...live, deletedAt: null };
}

const page: PublishableKind = {
  kind: "page",
  async draft(tx, id) {
    const row = await tx.page.findUnique({ where: { id }, include: { sections: { orderBy: [{ position: "asc" }, { id: "asc" }] } } });
    if (!row || row.deletedAt) return null;
    return toSnapshot({
      title: row.title,
      slug: row.slug,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      sections: row.sections.map(({ id, templateKey, position, content }) => ({ id, templateKey, position, content })),
    });
  },
  draftIds: async (tx) => (await tx.page.findMany({ where: { deletedAt: null }, select: { id: true } })).map((row) => row.id),
  lookup: async (_tx, snapshot) => ({ slug: String(snapshot.slug), scope: null }),
  label: (snapshot) => String(snapshot.title),
  async markLive(tx, id, live, at) {
    const row = await tx.page.findUniqueOrThrow({ where: { id }, select: { publishedAt: true } });
    await tx.page.update({ where: { id }, data: { status: live ? "published" : "draft", publishedAt: live ? (row.publishedAt ?? at) : row.publishedAt } });
  },
  restoreDraft: async (scope, id, live) => applyRecorded(scope, "page", pageHistory, id, await withLiveContent(scope, pageHistory, id, live)),
  get revisions() {
    return { entityType: "page" as const, history: pageHistory };
  },
};

const post: PublishableKind = {
  kind: "post",
  async draft(tx, id) {
    const row = await tx.post.findUnique({ where: { id }, include: { tags: { orderBy: { name: "asc" } } } });
    if (!row || row.deletedAt || row.status === "archived") return null;
    return toSnapshot({
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      body: row.body,
      coverImageId: row.coverImageId,
      authorId: row.authorId,
      tags: row.tags.map((tag) => tag.name),
    });
  },
  draftIds: async (tx) => (await tx.post.findMany({ where: { deletedAt: null, status: { not: "archived" } }, select: { id: true } })).map((row) => row.id),
  lookup: async (_tx, snapshot) => ({ slug: String(snapshot.slug), scope: null }),
  label: (snapshot) => String(snapshot.title),
  async markLive(tx, id, live, at) {
    const row = await tx.post.findUniqueOrThrow({ where: { id }, select: { publishedAt: true, status: true } });
    const status = live ? "published" : row.status === "archived" ? "archived" : "draft";
    await tx.post.update({ where: { id }, data: { status, publishedAt: live ? (row.publishedAt ?? at) : row.publishedAt } });
  },
  restoreDraft: async (scope, id, live) => applyRecorded(scope, "post", postHistory, id, await withLiveContent(scope, postHistory, id, live)),
  get revisions() {
    return { entityType: "post" as const, history: postHistory };
  },
};

type MenuItem = { id: string; label: string; pageId: string | null; url: string | null; position: number; visible: boolean; parentId: string | null };

const navigation: PublishableKind = {
  kind: "navigation",
  async draft(tx) {
    const items = await tx.navItem.findMany({
      where: { deletedAt: null },
      orderBy: [{ position: "asc" }, { createdAt: "asc" }],
      select: { id: true, label: true, pageId: true, url: true, position: true, visible: true, parentId: true },
    });
    return toSnapshot({ items });
  },
  draftIds: async () => [MENU_ID],
  lookup: noLookup,
  label: () => "Menu",
  baseline: () => ({ items: [] }),
  async restoreDraft(scope, _id, live) {
    const items = live.items as MenuItem[];
    const keep = new Set(items.map((item) => item.id));
    const extra = await scope.tx.navItem.findMany({ where: { deletedAt: null, id: { notIn: [...keep] } }, select: { id: true, parentId: true } });
    // Sub-items first when removing, parents first when putting back, so no item points at a missing parent.
    for (const item of extra.sort((a, b) => Number(!a.parentId) - Number(!b.parentId))) {
      await applyRecorded(scope, "navItem", navItemHistory, item.id, null);
    }
    for (const item of [...items].sort((a, b) => Number(!!a.parentId) - Number(!!b.parentId))) {
      const wanted = toSnapshot({ ...item, deletedAt: null });
      if (canonicalJson(await navItemHistory.load(scope.tx, item.id)) === canonicalJson(wanted)) continue;
      await applyRecorded(scope, "navItem", navItemHistory, item.id, wanted);
    }
  },
};

const settings: PublishableKind = {
  kind: "settings",
  draft: async (tx) => (await settingsHistory.load(tx, SETTINGS_ID)) ?? defaultSettingsSnapshot(),
  draftIds: async () => [SETTINGS_ID],
  lookup: noLookup,
  label: () => "Site settings",
  baseline: () => defaultSettingsSnapshot(),
  restoreDraft: (scope, id, live) => applyRecorded(scope, "settings", settingsHistory, id, live),
};

const entry: PublishableKind = {
  kind: "entry",
  async draft(tx, id) {
    const row = await tx.entry.findUnique({ where: { id } });
    if (!row || row.deletedAt || row.status !== "published") return null;
    return toSnapshot({ collectionId: row.collectionId, slug: row.slug, title: row.title, data: row.data, position: row.position });
  },
  draftIds: async (tx) => (await tx.entry.findMany({ where: { deletedAt: null }, select: { id: true } })).map((row) => row.id),
  async lookup(tx, snapshot) {
    const collection = await tx.collection.findUnique({ where: { id: String(snapshot.collectionId) }, select: { slug: true } });
    if (!collection) throw conflict(`The collection of entry '${String(snapshot.title)}' no longer exists.`);
    return { slug: String(snapshot.slug), scope: collection.slug };
  },
  label: (snapshot) => String(snapshot.title),
  restoreDraft: async (scope, id, live) => applyRecorded(scope, "entry", entryHistory, id, { ...(await withLiveContent(scope, entryHistory, id, live)), status: "published" }),
};

export const PUBLISHABLE_KINDS: Record<ContentKind, PublishableKind> = { page, post, navigation, settings, entry };
