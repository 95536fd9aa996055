import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { slugify, slugSchema } from "@/lib/content/slug";
import type { ServiceContext } from "./context";
import { conflict, notFound } from "./errors";
import { runWrite, toJsonInput, toSnapshot, type EntityHistory, type JsonSnapshot } from "./history";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";
import { prepareSectionContent, sectionInputSchema } from "./section-content";
import { publishItem } from "./publishing/releases";
import { restoreLiveState, takeDown } from "./publishing/versions";

export const PAGE_STATUSES = ["draft", "published"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** Paths the app itself uses; a page cannot take them. */
const RESERVED_SLUGS = new Set(["blog", "dashboard", "api", "login", "logout", "preview", "media", "_next"]);

const pageSlugSchema = slugSchema.refine((slug) => !RESERVED_SLUGS.has(slug), {
  message: "This slug is reserved by the site (blog, dashboard, api, login, preview, media)",
});

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();

export const createPageSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(120, "At most 120 characters"),
  slug: pageSlugSchema.optional(),
  seoTitle: optionalText(70),
  seoDescription: optionalText(160),
  sections: z.array(sectionInputSchema).max(30).optional(),
});

export const updatePageSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(120, "At most 120 characters").optional(),
    slug: pageSlugSchema.optional(),
    seoTitle: optionalText(70),
    seoDescription: optionalText(160),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "Nothing to update" });

export const listPagesSchema = z.object({
  status: z.enum(PAGE_STATUSES).optional(),
  query: z.string().trim().max(200).optional(),
  trashed: z.boolean().optional(),
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

const sectionOrder = { orderBy: { position: "asc" as const } };

export async function findPage(tx: Tx, idOrSlug: string, { includeTrashed = false } = {}) {
  const page = await tx.page.findFirst({
    where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }], ...(includeTrashed ? {} : { deletedAt: null }) },
    include: { sections: sectionOrder },
  });
  if (!page) throw notFound(`Page "${idOrSlug}"`, "List pages to find the right id or slug.");
  return page;
}

async function assertSlugFree(tx: Tx, slug: string, exceptId?: string) {
  const existing = await tx.page.findUnique({ where: { slug } });
  if (existing && existing.id !== exceptId) {
    throw conflict(
      existing.deletedAt
        ? `The slug "${slug}" belongs to page "${existing.title}" in the trash.`
        : `The slug "${slug}" is already used by page "${existing.title}".`,
      existing.deletedAt ? "Restore or purge the trashed page, or choose another slug." : "Choose another slug.",
    );
  }
}

async function loadPage(tx: Tx, id: string): Promise<JsonSnapshot | null> {
  const page = await tx.page.findUnique({ where: { id }, include: { sections: sectionOrder } });
  if (!page) return null;
  const { sections, ...fields } = page;
  return toSnapshot({
    ...fields,
    sections: sections.map(({ id, templateKey, position, content }) => ({ id, templateKey, position, content })),
  });
}

type PageSnapshot = {
  title: string;
  slug: string;
  status: string;
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: string | null;
  deletedAt: string | null;
  sections: { id: string; templateKey: string; position: number; content: unknown }[];
};

export const pageHistory: EntityHistory = {
  load: loadPage,
  async apply(tx, id, snapshot) {
    if (!snapshot) {
      await tx.page.update({ where: { id }, data: { deletedAt: new Date() } });
      await restoreLiveState(tx, "page", id, false);
      return;
    }
    const s = snapshot as unknown as PageSnapshot;
    await assertSlugFree(tx, s.slug, id);
    const date = (value: string | null) => (value ? new Date(value) : null);
    const fields = {
      title: s.title,
      slug: s.slug,
      status: s.status,
      seoTitle: s.seoTitle,
      seoDescription: s.seoDescription,
      publishedAt: date(s.publishedAt),
      deletedAt: date(s.deletedAt),
    };
    await tx.page.upsert({ where: { id }, update: fields, create: { id, ...fields } });
    await tx.pageSection.deleteMany({ where: { pageId: id, id: { notIn: s.sections.map((x) => x.id) } } });
    for (const section of s.sections) {
      const data = { templateKey: section.templateKey, position: section.position, content: toJsonInput(section.content) ?? {} };
      await tx.pageSection.upsert({ where: { id: section.id }, update: data, create: { id: section.id, pageId: id, ...data } });
    }
    await restoreLiveState(tx, "page", id, s.status === "published" && !s.deletedAt);
  },
  describe: (snapshot) => `page '${String(snapshot.title)}'`,
};

/** Runs a write on one page and records the page's before/after snapshot (sections included). */
export async function writePage<T>(
  ctx: ServiceContext,
  action: string,
  idOrSlug: string,
  input: unknown,
  change: (tx: Tx, page: Awaited<ReturnType<typeof findPage>>) => Promise<T>,
  { permission = "content.write", includeTrashed = false }: { permission?: "content.write" | "content.publish" | "trash.purge"; includeTrashed?: boolean } = {},
): Promise<T> {
  return runWrite(ctx, { action, permission, input, target: { type: "page", id: idOrSlug } }, async ({ tx, record, setTarget }) => {
    const page = await findPage(tx, idOrSlug, { includeTrashed });
    setTarget({ type: "page", id: page.id, label: page.title });
    const before = await loadPage(tx, page.id);
    const result = await change(tx, page);
    record({ entityType: "page", entityId: page.id, before, after: await loadPage(tx, page.id) });
    return result;
  });
}

export const pages = {
  async list(ctx: ServiceContext, rawInput: unknown = {}) {
    assertCan(ctx, "content.read");
    const input = parseInput(listPagesSchema, rawInput);
    const where = {
      deletedAt: input.trashed ? { not: null } : null,
      ...(input.status ? { status: input.status } : {}),
      ...(input.query
        ? { OR: [{ title: { contains: input.query } }, { slug: { contains: input.query } }] }
        : {}),
    };
    const [items, total] = await Promise.all([
      db.page.findMany({
        where,
        orderBy: { updatedAt: "desc" },
        take: input.limit,
        skip: input.offset,
        include: { _count: { select: { sections: true } } },
      }),
      db.page.count({ where }),
    ]);
    return { items, total };
  },

  async get(ctx: ServiceContext, idOrSlug: string) {
    assertCan(ctx, "content.read");
    return findPage(db, idOrSlug);
  },

  async create(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(createPageSchema, rawInput, "Invalid page");
    return runWrite(ctx, { action: "page.create", permission: "content.write", input, target: { type: "page", label: input.title } }, async ({ tx, record, setTarget }) => {
      const slug = input.slug ?? (slugify(input.title) || "page");
      parseInput(z.object({ slug: pageSlugSchema }), { slug }, "Invalid page");
      await assertSlugFree(tx, slug);
      const page = await tx.page.create({
        data: { title: input.title, slug, seoTitle: input.seoTitle || null, seoDescription: input.seoDescription || null },
      });
      let position = 0;
      for (const section of input.sections ?? []) {
        const content = await prepareSectionContent(tx, section.templateKey, section.content, `sections.${position}`);
        await tx.pageSection.create({ data: { pageId: page.id, templateKey: section.templateKey, position: position++, content } });
      }
      setTarget({ type: "page", id: page.id, label: page.title });
      record({ entityType: "page", entityId: page.id, before: null, after: await loadPage(tx, page.id) });
      return findPage(tx, page.id);
    });
  },

  async update(ctx: ServiceContext, idOrSlug: string, rawInput: unknown) {
    const input = parseInput(updatePageSchema, rawInput, "Invalid page");
    return writePage(ctx, "page.update", idOrSlug, input, async (tx, page) => {
      if (input.slug && input.slug !== page.slug) await assertSlugFree(tx, input.slug, page.id);
      await tx.page.update({
        where: { id: page.id },
        data: {
          title: input.title,
          slug: input.slug,
          seoTitle: input.seoTitle === undefined ? undefined : input.seoTitle || null,
          seoDescription: input.seoDescription === undefined ? undefined : input.seoDescription || null,
        },
      });
      return findPage(tx, page.id);
    });
  },

  /** Puts the page's draft (sections included) on the site. */
  async publish(ctx: ServiceContext, idOrSlug: string) {
    const page = await findPage(db, idOrSlug);
    await publishItem(ctx, "page", page.id, "page.publish");
    return findPage(db, page.id);
  },

  /** Takes the page off the site at once; its draft stays. */
  async unpublish(ctx: ServiceContext, idOrSlug: string) {
    return writePage(ctx, "page.unpublish", idOrSlug, { id: idOrSlug }, async (tx, page) => {
      if (page.status !== "published") throw conflict(`Page "${page.title}" is not published.`);
      await takeDown(tx, ctx, "page", page.id);
      return findPage(tx, page.id);
    }, { permission: "content.publish" });
  },

  /** Moves a page to the trash and off the site; its navigation links disappear from the live menu with it. */
  async trash(ctx: ServiceContext, idOrSlug: string) {
    return writePage(ctx, "page.trash", idOrSlug, { id: idOrSlug }, async (tx, page) => {
      await takeDown(tx, ctx, "page", page.id);
      return tx.page.update({ where: { id: page.id }, data: { deletedAt: new Date() } });
    });
  },

  async restore(ctx: ServiceContext, id: string) {
    return writePage(ctx, "page.restore", id, { id }, async (tx, page) => {
      if (!page.deletedAt) throw conflict(`Page "${page.title}" is not in the trash.`);
      return tx.page.update({ where: { id: page.id }, data: { deletedAt: null } });
    }, { includeTrashed: true });
  },

  /** Permanently deletes a trashed page. Its revisions stay, so the history remains readable. */
  async purge(ctx: ServiceContext, id: string) {
    return runWrite(ctx, { action: "page.purge", permission: "trash.purge", input: { id }, target: { type: "page", id } }, async ({ tx, record, setTarget }) => {
      const page = await findPage(tx, id, { includeTrashed: true });
      if (!page.deletedAt) throw conflict(`Page "${page.title}" must be in the trash before it can be purged.`, "Move it to the trash first.");
      setTarget({ type: "page", id: page.id, label: page.title });
      record({ entityType: "page", entityId: page.id, before: await loadPage(tx, page.id), after: null });
      await tx.navItem.updateMany({ where: { pageId: page.id }, data: { pageId: null } });
      await tx.page.delete({ where: { id: page.id } });
      return { id: page.id, title: page.title };
    });
  },

  /** Read-only impact summary, e.g. for a delete confirmation. */
  async impact(ctx: ServiceContext, idOrSlug: string) {
    assertCan(ctx, "content.read");
    const page = await findPage(db, idOrSlug);
    const navItems = await db.navItem.findMany({ where: { pageId: page.id, deletedAt: null }, select: { id: true, label: true } });
    return { page: { id: page.id, title: page.title, slug: page.slug, status: page.status }, sectionCount: page.sections.length, navItems };
  },
};
