import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/db";
import type { FieldDef } from "@/lib/content/section-templates";
import { sectionTexts, textsIn } from "@/lib/content/visible-text";

export const SEARCH_TYPES = ["page", "post", "image", "navItem", "entry"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const isSearchType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value);

/**
 * A live item as the index keeps it. Its text sits in four columns of falling weight: the name
 * people know it by, its address or file name, the short texts about it, and its body. What it
 * means is read from the name, the short texts and the body (never the address).
 */
export type IndexedDocument = {
  type: SearchType;
  entityId: string;
  title: string;
  /** The slug of a page, post or entry; an image's file name; a menu link's URL. */
  address: string | null;
  /** draft | published | archived for content, visible | hidden for menu links, none for images. */
  status: string | null;
  /** For entries: the collection's slug. */
  collection: string | null;
  summary: string;
  body: string;
};

/** Kinds whose address is a slug, which results show as such. */
export const hasSlug = (type: SearchType) => type === "page" || type === "post" || type === "entry";

/** Which rows to read: these ids, or the next `take` after `afterId` in id order (for a rebuild). */
export type DocumentFilter = { ids: string[] } | { afterId: string; take: number };

/**
 * Raise when what documents hold changes (a new column or text source): every database then
 * rebuilds its index once, on the next search or start-up.
 */
export const DOCUMENT_VERSION = "1";

const lines = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");

type RowScope = { where: { id: { in: string[] } | { gt: string }; deletedAt: null }; take?: number; orderBy: { id: "asc" } };

const scopeOf = (filter: DocumentFilter): RowScope => ({
  where: { id: "ids" in filter ? { in: filter.ids } : { gt: filter.afterId }, deletedAt: null },
  take: "take" in filter ? filter.take : undefined,
  orderBy: { id: "asc" },
});

const LOADERS: Record<SearchType, (tx: Tx, filter: DocumentFilter) => Promise<IndexedDocument[]>> = {
  async page(tx, filter) {
    const rows = await tx.page.findMany({
      ...scopeOf(filter),
      select: { id: true, title: true, slug: true, status: true, seoTitle: true, seoDescription: true, sections: { select: { templateKey: true, content: true }, orderBy: { position: "asc" } } },
    });
    return rows.map((page) => ({
      type: "page",
      entityId: page.id,
      title: page.title,
      address: page.slug,
      status: page.status,
      collection: null,
      summary: lines(page.seoTitle, page.seoDescription),
      body: lines(...page.sections.flatMap((section) => sectionTexts(section.templateKey, section.content))),
    }));
  },
  async post(tx, filter) {
    const rows = await tx.post.findMany({ ...scopeOf(filter), include: { tags: { orderBy: { name: "asc" } } } });
    return rows.map((post) => ({
      type: "post",
      entityId: post.id,
      title: post.title,
      address: post.slug,
      status: post.status,
      collection: null,
      summary: lines(post.excerpt, post.tags.map((tag) => tag.name).join(", ")),
      body: lines(post.body),
    }));
  },
  async image(tx, filter) {
    const rows = await tx.image.findMany({ ...scopeOf(filter) });
    return rows.map((image) => ({
      type: "image",
      entityId: image.id,
      title: image.alt || image.originalName,
      // Like a slug, the file name names the image but says little about what it shows.
      address: image.originalName.replace(/\.\w+$/, ""),
      status: null,
      collection: null,
      summary: lines(image.caption),
      body: "",
    }));
  },
  async navItem(tx, filter) {
    const rows = await tx.navItem.findMany({ ...scopeOf(filter) });
    return rows.map((item) => ({
      type: "navItem",
      entityId: item.id,
      title: item.label,
      address: item.url,
      status: item.visible ? "visible" : "hidden",
      collection: null,
      summary: "",
      body: "",
    }));
  },
  async entry(tx, filter) {
    const rows = await tx.entry.findMany({ ...scopeOf(filter), include: { collection: { select: { slug: true, fields: true } } } });
    return rows.map((entry) => ({
      type: "entry",
      entityId: entry.id,
      title: entry.title,
      address: entry.slug,
      status: entry.status,
      collection: entry.collection.slug,
      summary: "",
      body: lines(...textsIn(entry.collection.fields as unknown as FieldDef[], entry.data)),
    }));
  },
};

/** The live items of one type that the filter names, in id order; trashed and missing ones are left out. */
export const loadDocuments = (tx: Tx, type: SearchType, filter: DocumentFilter) => LOADERS[type](tx, filter);

/** The text a document is embedded from for search by meaning: its name first, then what it says. */
export const meaningText = (doc: Pick<IndexedDocument, "title" | "summary" | "body">) => lines(doc.title, doc.summary, doc.body).slice(0, MEANING_CHARS);

/** Sentence models read the opening of a text; embedding more costs time and adds little. */
const MEANING_CHARS = 1000;

/** Identifies a document's text, so an embedding is redone only when what it embeds changed. */
export const textHash = (doc: Pick<IndexedDocument, "title" | "summary" | "body">) => createHash("sha256").update(meaningText(doc)).digest("hex").slice(0, 32);
