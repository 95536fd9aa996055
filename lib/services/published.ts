import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { pageHref } from "@/lib/content/page-href";
import { MENU_ID, SETTINGS_ID, type ContentKind } from "@/lib/domain/content-kinds";
import { images } from "./images";
import { buildTree } from "./navigation";
import { visibleSnapshot } from "./publishing/live";
import type { SiteSettingsData } from "./settings";
import { parseInput } from "./validate";

/**
 * What visitors see, read only from published versions (docs/drafts.md): the public site, its
 * sitemap, feeds and social previews use nothing else, so no draft can leak onto the site.
 */

type PageSnapshot = {
  title: string;
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
  sections: { id: string; templateKey: string; position: number; content: unknown }[];
};

type PostSnapshot = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImageId: string | null;
  authorId: string | null;
  tags: string[];
};

export type MenuSnapshot = { items: { id: string; label: string; pageId: string | null; url: string | null; visible: boolean; parentId: string | null }[] };

type EntrySnapshot = { collectionId: string; slug: string; title: string; data: Record<string, unknown>; position: number };

/** A menu snapshot as the site shows it, given the address of every page that can be linked. */
export function siteMenu(menu: MenuSnapshot, pageSlugs: ReadonlyMap<string, string>) {
  const links = menu.items
    .filter((item) => item.visible && (item.pageId ? pageSlugs.has(item.pageId) : item.url))
    .map((item) => ({ id: item.id, parentId: item.parentId, label: item.label, href: item.pageId ? pageHref(pageSlugs.get(item.pageId)!) : item.url! }));
  return buildTree(links).map(({ id, label, href, children }) => ({
    id,
    label,
    href,
    children: children.map((child) => ({ id: child.id, label: child.label, href: child.href })),
  }));
}

const live = (kind: ContentKind, where: { slug?: string; scope?: string } = {}) =>
  db.publishedVersion.findMany({ where: { kind, isCurrent: true, ...where, NOT: { slug: null } } });

const publishedPostsSchema = z.object({
  tag: z.string().trim().max(40).optional(),
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

/** Posts as the blog shows them: cover images that are still in the library, tags, author name, date. */
async function presentPosts(rows: Awaited<ReturnType<typeof live>>) {
  const snapshots = rows.map((row) => ({ row, post: row.snapshot as unknown as PostSnapshot }));
  const covers = await images.findPublic(snapshots.flatMap(({ post }) => (post.coverImageId ? [post.coverImageId] : [])));
  const authorIds = snapshots.flatMap(({ post }) => (post.authorId ? [post.authorId] : []));
  const authors = authorIds.length ? await db.user.findMany({ where: { id: { in: authorIds } }, select: { id: true, name: true } }) : [];
  return snapshots.map(({ row, post }) => ({
    id: row.entityId,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body: post.body,
    publishedAt: row.firstPublishedAt,
    coverImage: covers.find((image) => image.id === post.coverImageId) ?? null,
    author: authors.find((author) => author.id === post.authorId) ?? null,
    tags: post.tags.map((name) => ({ id: name, name })),
  }));
}

export const published = {
  /** The live page at this slug, or null. */
  async page(slug: string) {
    const [row] = await live("page", { slug });
    return row ? { id: row.entityId, ...(row.snapshot as unknown as PageSnapshot) } : null;
  },

  /** The live version of one page by id, or null when visitors do not see it. */
  async pageById(id: string) {
    const row = await db.publishedVersion.findFirst({ where: { kind: "page", entityId: id, isCurrent: true, NOT: { slug: null } } });
    return row ? { id: row.entityId, ...(row.snapshot as unknown as PageSnapshot) } : null;
  },

  /**
   * What visitors see of one library image: the live pages, posts and settings that show it. The
   * library is shared, not drafted, so changing an image's words or file changes these at once.
   */
  async imageUses(imageId: string) {
    const rows = await db.publishedVersion.findMany({ where: { isCurrent: true, kind: { in: ["page", "post", "settings"] } } });
    const quoted = JSON.stringify(imageId);
    return rows
      .filter((row) => row.snapshot && JSON.stringify(row.snapshot).includes(quoted))
      .map((row) => (row.kind === "settings" ? "the site's logo" : `${row.kind} “${String((row.snapshot as { title?: unknown }).title)}”`));
  },

  /** Every live page (for the sitemap). */
  async pages() {
    return (await live("page")).map((row) => ({ id: row.entityId, slug: row.slug!, publishedAt: row.publishedAt }));
  },

  /** Every live post's address and last publication (for the sitemap). */
  async postAddresses() {
    return (await live("post")).map((row) => ({ slug: row.slug!, publishedAt: row.publishedAt }));
  },

  async post(slug: string) {
    const rows = await live("post", { slug });
    return rows.length ? (await presentPosts(rows))[0] : null;
  },

  /** Live posts, newest first, optionally with one tag (any letter case). */
  async posts(rawInput: unknown = {}) {
    const input = parseInput(publishedPostsSchema, rawInput);
    const wanted = input.tag?.toLowerCase();
    const rows = (await live("post"))
      .filter((row) => !wanted || (row.snapshot as unknown as PostSnapshot).tags.some((name) => name.toLowerCase() === wanted))
      .sort((a, b) => (b.firstPublishedAt?.getTime() ?? 0) - (a.firstPublishedAt?.getTime() ?? 0));
    return { items: await presentPosts(rows.slice(input.offset, input.offset + input.limit)), total: rows.length };
  },

  /** The live menu: visible items whose page is live (at its live address), sub-items under their parent. */
  async menu() {
    const menu = (await visibleSnapshot(db, "navigation", MENU_ID)) as unknown as MenuSnapshot;
    return siteMenu(menu, new Map((await live("page")).map((row) => [row.entityId, row.slug!])));
  },

  async settings(): Promise<Omit<SiteSettingsData, "updatedAt">> {
    return (await visibleSnapshot(db, "settings", SETTINGS_ID)) as unknown as Omit<SiteSettingsData, "updatedAt">;
  },

  /** Live entries of a collection, in order (empty when the collection does not exist). */
  async entries(collectionSlug: string) {
    return (await live("entry", { scope: collectionSlug }))
      .map((row) => ({ id: row.entityId, ...(row.snapshot as unknown as EntrySnapshot) }))
      .sort((a, b) => a.position - b.position);
  },
};
