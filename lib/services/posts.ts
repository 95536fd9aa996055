import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { slugify, slugSchema } from "@/lib/content/slug";
import type { ServiceContext } from "./context";
import { ServiceError, conflict, notFound } from "./errors";
import { runWrite, toSnapshot, type EntityHistory, type JsonSnapshot } from "./history";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";
import { publishItem } from "./publishing/releases";
import { restoreLiveState, takeDown } from "./publishing/versions";

export const POST_STATUSES = ["draft", "published", "archived"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

const tagsSchema = z
  .array(z.string().trim().min(1, "A tag cannot be empty").max(40, "Tags are at most 40 characters"))
  .max(20, "At most 20 tags");

export const createPostSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "At most 200 characters"),
  slug: slugSchema.optional(),
  excerpt: z.string().trim().max(500, "At most 500 characters").optional(),
  body: z.string().max(100_000, "At most 100000 characters").optional(),
  coverImageId: z.string().trim().min(1, "Cover image id is empty").optional(),
  tags: tagsSchema.optional(),
});

export const updatePostSchema = createPostSchema
  .partial()
  .extend({ coverImageId: z.string().trim().min(1, "Cover image id is empty").nullable().optional() })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "Nothing to update" });

const pagingSchema = {
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
};

export const listPostsSchema = z.object({
  status: z.enum(POST_STATUSES).optional(),
  query: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(40).optional(),
  // "missing": no cover image, or one that is in the trash (visitors see none)
  cover: z.enum(["missing", "set"]).optional(),
  trashed: z.boolean().optional(),
  ...pagingSchema,
});

const MISSING_COVER = { OR: [{ coverImageId: null }, { coverImage: { deletedAt: { not: null } } }] };
const WITH_COVER = { coverImage: { deletedAt: null } };

const postInclude = {
  tags: { orderBy: { name: "asc" as const } },
  author: { select: { id: true, name: true } },
  coverImage: true,
};

export async function findPost(tx: Tx, idOrSlug: string, { includeTrashed = false } = {}) {
  const post = await tx.post.findFirst({
    where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }], ...(includeTrashed ? {} : { deletedAt: null }) },
    include: postInclude,
  });
  if (!post) throw notFound(`Post "${idOrSlug}"`, "List posts to find the right id or slug.");
  return post;
}

type PostWithRelations = Awaited<ReturnType<typeof findPost>>;

async function assertSlugFree(tx: Tx, slug: string, exceptId?: string) {
  const existing = await tx.post.findUnique({ where: { slug } });
  if (existing && existing.id !== exceptId) {
    throw conflict(
      existing.deletedAt
        ? `The slug "${slug}" belongs to post "${existing.title}" in the trash.`
        : `The slug "${slug}" is already used by post "${existing.title}".`,
      existing.deletedAt ? "Restore or purge the trashed post, or choose another slug." : "Choose another slug.",
    );
  }
}

async function assertCoverImage(tx: Tx, imageId: string) {
  const image = await tx.image.findFirst({ where: { id: imageId, deletedAt: null }, select: { id: true } });
  if (!image) {
    throw new ServiceError("validation", `Invalid post: cover image "${imageId}" does not exist or is in the trash.`, {
      hint: "List images to find a valid id, or upload the image first.",
      issues: [{ path: "coverImageId", message: "Unknown image" }],
    });
  }
}

/** The existing tag with this name in any letter case, if there is one. */
function matchTag<T extends { name: string }>(tags: T[], name: string): T | undefined {
  const wanted = name.toLowerCase();
  return tags.find((tag) => tag.name.toLowerCase() === wanted);
}

/** Tag rows for the names: existing tags are reused whatever their case; new ones keep the spelling given. */
async function resolveTags(tx: Tx, names: string[]): Promise<{ id: string }[]> {
  const known = await tx.tag.findMany();
  const resolved: { id: string; name: string }[] = [];
  for (const name of names) {
    if (matchTag(resolved, name)) continue;
    const tag = matchTag(known, name) ?? (await tx.tag.create({ data: { name } }));
    resolved.push(tag);
  }
  return resolved.map(({ id }) => ({ id }));
}

/** Where-clause part for a tag filter; null when no tag of that name exists (nothing can match). */
async function tagFilter(name: string | undefined) {
  if (!name) return {};
  const tag = matchTag(await db.tag.findMany(), name);
  return tag ? { tags: { some: { id: tag.id } } } : null;
}

async function loadPost(tx: Tx, id: string): Promise<JsonSnapshot | null> {
  const post = await tx.post.findUnique({ where: { id }, include: { tags: { orderBy: { name: "asc" } } } });
  if (!post) return null;
  const { tags, ...fields } = post;
  return toSnapshot({ ...fields, tags: tags.map((tag) => tag.name) });
}

type PostSnapshot = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  status: string;
  publishedAt: string | null;
  coverImageId: string | null;
  authorId: string | null;
  deletedAt: string | null;
  tags: string[];
};

export const postHistory: EntityHistory = {
  load: loadPost,
  async apply(tx, id, snapshot) {
    if (!snapshot) {
      await tx.post.update({ where: { id }, data: { deletedAt: new Date() } });
      await restoreLiveState(tx, "post", id, false);
      return;
    }
    const s = snapshot as unknown as PostSnapshot;
    await assertSlugFree(tx, s.slug, id);
    const date = (value: string | null) => (value ? new Date(value) : null);
    // An old snapshot may name an image or user purged since; the reference is dropped, not the revert.
    const coverImageId = s.coverImageId && (await tx.image.count({ where: { id: s.coverImageId } })) ? s.coverImageId : null;
    const authorId = s.authorId && (await tx.user.count({ where: { id: s.authorId } })) ? s.authorId : null;
    const data = {
      title: s.title,
      slug: s.slug,
      excerpt: s.excerpt,
      body: s.body,
      status: s.status,
      publishedAt: date(s.publishedAt),
      deletedAt: date(s.deletedAt),
      coverImageId,
      authorId,
    };
    const tags = await resolveTags(tx, s.tags);
    await tx.post.upsert({
      where: { id },
      update: { ...data, tags: { set: tags } },
      create: { id, ...data, tags: { connect: tags } },
    });
    await restoreLiveState(tx, "post", id, s.status === "published" && !s.deletedAt);
  },
  describe: (snapshot) => `post '${String(snapshot.title)}'`,
};

/** Runs a write on one post and records the post's before/after snapshot (tags included). */
async function writePost<T>(
  ctx: ServiceContext,
  action: string,
  idOrSlug: string,
  input: unknown,
  change: (tx: Tx, post: PostWithRelations) => Promise<T>,
  { permission = "content.write", includeTrashed = false }: { permission?: "content.write" | "content.publish"; includeTrashed?: boolean } = {},
): Promise<T> {
  return runWrite(ctx, { action, permission, input, target: { type: "post", id: idOrSlug } }, async ({ tx, record, setTarget }) => {
    const post = await findPost(tx, idOrSlug, { includeTrashed });
    setTarget({ type: "post", id: post.id, label: post.title });
    const before = await loadPost(tx, post.id);
    const result = await change(tx, post);
    record({ entityType: "post", entityId: post.id, before, after: await loadPost(tx, post.id) });
    return result;
  });
}

export const posts = {
  async list(ctx: ServiceContext, rawInput: unknown = {}) {
    assertCan(ctx, "content.read");
    const input = parseInput(listPostsSchema, rawInput);
    const byTag = await tagFilter(input.tag);
    if (!byTag) return { items: [], total: 0 };
    const where = {
      deletedAt: input.trashed ? { not: null } : null,
      ...(input.status ? { status: input.status } : {}),
      ...(input.query
        ? {
            OR: [
              { title: { contains: input.query } },
              { slug: { contains: input.query } },
              { excerpt: { contains: input.query } },
              { body: { contains: input.query } },
            ],
          }
        : {}),
      ...byTag,
      ...(input.cover ? { AND: [input.cover === "missing" ? MISSING_COVER : WITH_COVER] } : {}),
    };
    const [items, total] = await Promise.all([
      db.post.findMany({ where, orderBy: { updatedAt: "desc" }, take: input.limit, skip: input.offset, include: postInclude }),
      db.post.count({ where }),
    ]);
    return { items, total };
  },

  async get(ctx: ServiceContext, idOrSlug: string) {
    assertCan(ctx, "content.read");
    return findPost(db, idOrSlug);
  },

  /** Creates a draft post. */
  async create(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(createPostSchema, rawInput, "Invalid post");
    return runWrite(ctx, { action: "post.create", permission: "content.write", input, target: { type: "post", label: input.title } }, async ({ tx, record, setTarget }) => {
      const slug = input.slug ?? (slugify(input.title) || "post");
      await assertSlugFree(tx, slug);
      if (input.coverImageId) await assertCoverImage(tx, input.coverImageId);
      const post = await tx.post.create({
        data: {
          title: input.title,
          slug,
          excerpt: input.excerpt ?? "",
          body: input.body ?? "",
          coverImageId: input.coverImageId ?? null,
          authorId: ctx.actor.id,
          tags: { connect: await resolveTags(tx, input.tags ?? []) },
        },
      });
      setTarget({ type: "post", id: post.id, label: post.title });
      record({ entityType: "post", entityId: post.id, before: null, after: await loadPost(tx, post.id) });
      return findPost(tx, post.id);
    });
  },

  /** Updates the given fields; `tags` replaces the whole set and `coverImageId: null` removes the cover. */
  async update(ctx: ServiceContext, idOrSlug: string, rawInput: unknown) {
    const input = parseInput(updatePostSchema, rawInput, "Invalid post");
    return writePost(ctx, "post.update", idOrSlug, input, async (tx, post) => {
      if (input.slug && input.slug !== post.slug) await assertSlugFree(tx, input.slug, post.id);
      if (input.coverImageId) await assertCoverImage(tx, input.coverImageId);
      await tx.post.update({
        where: { id: post.id },
        data: {
          title: input.title,
          slug: input.slug,
          excerpt: input.excerpt,
          body: input.body,
          coverImageId: input.coverImageId,
          tags: input.tags ? { set: await resolveTags(tx, input.tags) } : undefined,
        },
      });
      return findPost(tx, post.id);
    });
  },

  /** Puts the post's draft on the blog (an archived post must be taken back to draft first). */
  async publish(ctx: ServiceContext, idOrSlug: string) {
    const post = await findPost(db, idOrSlug);
    if (post.status === "archived") throw conflict(`Post "${post.title}" is archived.`, "Unarchive it (back to draft) before publishing.");
    await publishItem(ctx, "post", post.id, "post.publish");
    return findPost(db, post.id);
  },

  /** Takes a published or archived post back to draft; a live post leaves the blog at once. */
  async unpublish(ctx: ServiceContext, idOrSlug: string) {
    return writePost(ctx, "post.unpublish", idOrSlug, { id: idOrSlug }, async (tx, post) => {
      if (post.status === "draft") throw conflict(`Post "${post.title}" is already a draft.`);
      await takeDown(tx, ctx, "post", post.id);
      await tx.post.update({ where: { id: post.id }, data: { status: "draft" } });
      return findPost(tx, post.id);
    }, { permission: "content.publish" });
  },

  /** Takes a post off the blog at once while keeping it apart from drafts. */
  async archive(ctx: ServiceContext, idOrSlug: string) {
    return writePost(ctx, "post.archive", idOrSlug, { id: idOrSlug }, async (tx, post) => {
      if (post.status === "archived") throw conflict(`Post "${post.title}" is already archived.`);
      await tx.post.update({ where: { id: post.id }, data: { status: "archived" } });
      await takeDown(tx, ctx, "post", post.id);
      return findPost(tx, post.id);
    }, { permission: "content.publish" });
  },

  /** Moves a post to the trash and off the blog. */
  async trash(ctx: ServiceContext, idOrSlug: string) {
    return writePost(ctx, "post.trash", idOrSlug, { id: idOrSlug }, async (tx, post) => {
      await takeDown(tx, ctx, "post", post.id);
      return tx.post.update({ where: { id: post.id }, data: { deletedAt: new Date() } });
    });
  },

  async restore(ctx: ServiceContext, id: string) {
    return writePost(ctx, "post.restore", id, { id }, async (tx, post) => {
      if (!post.deletedAt) throw conflict(`Post "${post.title}" is not in the trash.`);
      return tx.post.update({ where: { id: post.id }, data: { deletedAt: null } });
    }, { includeTrashed: true });
  },

  /** Permanently deletes a trashed post. Its revisions stay, so the history remains readable. */
  async purge(ctx: ServiceContext, id: string) {
    return runWrite(ctx, { action: "post.purge", permission: "trash.purge", input: { id }, target: { type: "post", id } }, async ({ tx, record, setTarget }) => {
      const post = await findPost(tx, id, { includeTrashed: true });
      if (!post.deletedAt) throw conflict(`Post "${post.title}" must be in the trash before it can be purged.`, "Move it to the trash first.");
      setTarget({ type: "post", id: post.id, label: post.title });
      record({ entityType: "post", entityId: post.id, before: await loadPost(tx, post.id), after: null });
      await tx.post.delete({ where: { id: post.id } });
      return { id: post.id, title: post.title };
    });
  },
};
