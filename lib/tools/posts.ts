import "server-only";
import { z } from "zod";
import { slugify } from "@/lib/content/slug";
import { defineTool, resultSchema, type ApprovalPreview, type ToolContext, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { publishItemPreview } from "./publishing";
import {
  changedFieldsText,
  changesOf,
  countOf,
  draftImpact,
  inboundLinkImpact,
  imageLabel,
  imageRef,
  imageSummary,
  imageSummarySchema,
  iso,
  newValues,
  postHref,
  postRef,
  postSummary,
  postSummarySchema,
  success,
  toolFailure,
  withHints,
  type DomainHints,
} from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_getPosts or cms_findResource to find the post's id or slug.",
  conflict: "Call cms_getPost to check the post's current state.",
};

type Post = Awaited<ReturnType<ToolContext["services"]["posts"]["get"]>>;

const tagNames = (post: Post) => post.tags.map((tag) => tag.name);

const postFields = {
  slug: z.string().trim().optional().describe('URL slug: lowercase letters, numbers and hyphens, e.g. "spring-launch"; the post lives at /blog/<slug>.'),
  excerpt: z.string().optional().describe("A one or two sentence teaser shown in the blog list (at most 500 characters)."),
  body: z.string().optional().describe("The post's text in markdown."),
  tags: z.array(z.string()).optional().describe('Tag names, e.g. ["news", "product"]; existing tags are reused whatever their case.'),
};

export const cmsGetPosts = defineReadTool({
  name: "cms_getPosts",
  label: "List posts",
  lists: "post",
  readAction: "Look up the list of blog posts",
  domain: "posts",
  risk: "safe",
  tags: ["post", "list", "read"],
  description: "List blog posts (newest change first) with their status and tags. Filter by status, tag, whether they have a cover image, or text in the title, slug, excerpt or body.",
  input: z
    .object({
      status: z.enum(["draft", "published", "archived"]).optional().describe("Only posts with this status."),
      query: z.string().optional().describe("Only posts whose title, slug, excerpt or body contains this text."),
      tag: z.string().optional().describe("Only posts with this tag."),
      cover: z.enum(["missing", "set"]).optional().describe('"missing": only posts without a cover image (or whose cover is in the trash); "set": only posts with one.'),
      limit: z.number().int().min(1).max(100).optional().describe("How many posts to return at most (default 50)."),
    })
    .describe("Filters for the post list; all optional."),
  output: resultSchema({
    items: z.array(postSummarySchema.extend({ tags: z.array(z.string()), createdAt: z.string().nullable(), publishedAt: z.string().nullable() })),
    total: z.number(),
  }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { items, total } = await tool.services.posts.list(tool.ctx, input);
      const shown = items.length < total ? ` (showing ${items.length})` : "";
      return success(total ? `Found ${countOf(total, "post")}${shown}.` : "No posts match.", {
        items: items.map((post) => ({ ...postSummary(post), tags: tagNames(post), createdAt: iso(post.createdAt), publishedAt: iso(post.publishedAt) })),
        total,
      });
    }),
});

const postDetailSchema = postSummarySchema.extend({
  href: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  coverImage: imageSummarySchema.nullable(),
  author: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  bodyLength: z.number(),
  body: z.string().optional(),
});

export const cmsGetPost = defineReadTool({
  name: "cms_getPost",
  label: "Read a post",
  readAction: "Read one blog post",
  domain: "posts",
  risk: "safe",
  tags: ["post", "read"],
  description: "Get one blog post: title, slug, status, excerpt, tags, cover image and dates. The body is left out unless includeBody is true.",
  input: z
    .object({ post: postRef, includeBody: z.boolean().optional().describe("Also return the full markdown body (can be long).") })
    .describe("Which post to read."),
  output: resultSchema({ post: postDetailSchema }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const post = await tool.services.posts.get(tool.ctx, input.post);
      return success(`Post '${post.title}' (${postHref(post.slug)}) is ${post.status}.`, {
        post: {
          ...postSummary(post),
          href: postHref(post.slug),
          excerpt: post.excerpt,
          tags: tagNames(post),
          coverImage: post.coverImage && !post.coverImage.deletedAt ? imageSummary(post.coverImage) : null,
          author: post.author?.name ?? null,
          publishedAt: iso(post.publishedAt),
          updatedAt: post.updatedAt.toISOString(),
          bodyLength: post.body.length,
          ...(input.includeBody ? { body: post.body } : {}),
        },
      });
    }),
});

export const cmsCreatePost = defineTool({
  name: "cms_createPost",
  label: "Create a post",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "posts",
  risk: "safe",
  tags: ["post", "create"],
  description: "Create a blog post as a draft (publishing is a separate step: cms_publishPost).",
  input: z
    .object({
      title: z.string().describe('The post\'s title, e.g. "Our spring launch".'),
      ...postFields,
      slug: postFields.slug.describe('URL slug, e.g. "spring-launch"; omit to derive it from the title.'),
      coverImageId: imageRef.optional().describe("The id of a library image to show as the cover (cms_findImage finds one)."),
    })
    .describe("The new post."),
  output: resultSchema({ post: postSummarySchema }),
  preview: async ({ coverImageId, tags, ...input }, tool) => {
    const slug = input.slug ?? (slugify(input.title) || "post");
    const cover = coverImageId ? imageLabel(await tool.services.images.get(tool.ctx, coverImageId)) : undefined;
    return {
      action: `Create draft post '${input.title}'`,
      target: { type: "post", label: input.title },
      changes: newValues({ title: input.title, address: postHref(slug), excerpt: input.excerpt, body: input.body, tags: tags?.join(", "), coverImage: cover }),
      impact: [draftImpact(`The new post '${input.title}'`)],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const post = await tool.services.posts.create(tool.ctx, input);
      return success(`Created draft post '${post.title}' (${postHref(post.slug)}).`, { post: postSummary(post) });
    }),
});

const updateInput = z
  .object({
    post: postRef,
    title: z.string().optional().describe("New title."),
    ...postFields,
    slug: postFields.slug.describe("New URL slug. Changing it breaks links to the old address."),
    tags: postFields.tags.describe("The complete new set of tag names (replaces the current tags)."),
    coverImageId: imageRef.nullable().optional().describe("The id of a library image to use as the cover, or null to remove the cover."),
  })
  .describe("The post and the fields to change; fields left out stay as they are.");

const NO_COVER = "no cover";

/** The post's editable fields as an approval card shows them: tags in a line, the cover by its name. */
const editableFields = (post: Post) => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body: post.body,
  tags: tagNames(post).join(", "),
  coverImage: post.coverImage && !post.coverImage.deletedAt ? imageLabel(post.coverImage) : NO_COVER,
});

export const cmsUpdatePost = defineTool({
  name: "cms_updatePost",
  label: "Edit a post",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "posts",
  risk: "moderate",
  tags: ["post", "update"],
  description: "Change a blog post's title, slug, excerpt, body, tags or cover image. Its status does not change (see cms_publishPost, cms_archivePost).",
  input: updateInput,
  output: resultSchema({ post: postSummarySchema }),
  preview: async ({ post: ref, tags, coverImageId, ...patch }, tool) => {
    const post = await tool.services.posts.get(tool.ctx, ref);
    const { body, ...current } = editableFields(post);
    const cover = coverImageId ? imageLabel(await tool.services.images.get(tool.ctx, coverImageId)) : coverImageId === null ? NO_COVER : undefined;
    return {
      action: `Update post '${post.title}'`,
      target: { type: "post", id: post.id, label: post.title },
      current: { ...current, status: post.status, bodyLength: body.length },
      changes: changesOf(editableFields(post), { ...patch, tags: tags?.join(", "), coverImage: cover }),
      impact: [
        draftImpact(`Post '${post.title}'`, post.status === "published" ? postHref(post.slug) : undefined),
        ...(patch.slug && patch.slug !== post.slug ? [`Its address moves from ${postHref(post.slug)} to ${postHref(patch.slug)}.`] : []),
      ],
    };
  },
  execute: ({ post: ref, ...patch }, tool) =>
    withHints(hints, async () => {
      const fields = changedFieldsText(patch);
      if (!fields) return toolFailure("validation", "Nothing to update.", "Give at least one of title, slug, excerpt, body, tags or coverImageId.");
      const post = await tool.services.posts.update(tool.ctx, ref, patch);
      return success(`Updated the ${fields} of post '${post.title}' (${postHref(post.slug)}).`, { post: postSummary(post) });
    }),
});

/** An approval card for a status change or delete of a post. */
async function statusPreview(tool: ToolContext, ref: string, verb: string, impact: (post: Post) => string[]): Promise<ApprovalPreview> {
  const post = await tool.services.posts.get(tool.ctx, ref);
  const inbound = post.status === "published" ? await tool.services.inboundLinks.toPost(tool.ctx, post.id) : [];
  return {
    action: `${verb} post '${post.title}'`,
    target: { type: "post", id: post.id, label: post.title },
    current: { title: post.title, slug: post.slug, status: post.status },
    impact: [...impact(post), ...inboundLinkImpact(inbound)],
  };
}

const postInput = (purpose: string) => z.object({ post: postRef }).describe(purpose);

export const cmsPublishPost = defineTool({
  name: "cms_publishPost",
  label: "Publish a post",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "posts",
  risk: "high",
  tags: ["post", "publish"],
  description: "Put a post's draft live on the blog (a new post, or the edits of a live one). For several items at once, use cms_publishChanges instead.",
  input: postInput("The post to publish."),
  output: resultSchema({ post: postSummarySchema }),
  preview: async (input, tool) => {
    const post = await tool.services.posts.get(tool.ctx, input.post);
    return publishItemPreview(tool, "post", post.id, postHref(post.slug));
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const post = await tool.services.posts.publish(tool.ctx, input.post);
      return success(`Published post '${post.title}'; it is now visible at ${postHref(post.slug)}.`, { post: postSummary(post) });
    }),
});

export const cmsUnpublishPost = defineTool({
  name: "cms_unpublishPost",
  label: "Unpublish a post",
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "posts",
  risk: "high",
  tags: ["post", "unpublish"],
  description: "Take a published (or archived) post off the blog and back to draft; it keeps its content and can be published again.",
  input: postInput("The post to unpublish."),
  output: resultSchema({ post: postSummarySchema }),
  preview: (input, tool) =>
    statusPreview(tool, input.post, "Unpublish", (post) => [
      post.status === "published" ? `It disappears from ${postHref(post.slug)} and the blog list.` : `The post is ${post.status}, not on the blog.`,
      "It becomes a draft again and can be published later.",
    ]),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const post = await tool.services.posts.unpublish(tool.ctx, input.post);
      return success(`Unpublished post '${post.title}'; it is a draft again and no longer visible at ${postHref(post.slug)}.`, { post: postSummary(post) });
    }),
});

export const cmsArchivePost = defineTool({
  name: "cms_archivePost",
  label: "Archive a post",
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "posts",
  risk: "high",
  tags: ["post", "archive"],
  description: "Archive a post: it leaves the blog but is kept, apart from drafts, and can be published again.",
  input: postInput("The post to archive."),
  output: resultSchema({ post: postSummarySchema }),
  preview: (input, tool) =>
    statusPreview(tool, input.post, "Archive", (post) => [
      post.status === "published" ? `It disappears from ${postHref(post.slug)} and the blog list.` : `The post is ${post.status}, not on the blog.`,
      "It can be published again later.",
    ]),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const post = await tool.services.posts.archive(tool.ctx, input.post);
      return success(`Archived post '${post.title}'; it is no longer on the blog.`, { post: postSummary(post) });
    }),
});

export const cmsDeletePost = defineTool({
  name: "cms_deletePost",
  label: "Move a post to the trash",
  trashes: true,
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "posts",
  risk: "high",
  tags: ["post", "delete", "destructive"],
  description: "Move a post to the trash. It leaves the blog at once and can be restored from the trash until an admin purges it.",
  input: postInput("The post to delete."),
  output: resultSchema({ post: postSummarySchema }),
  preview: (input, tool) =>
    statusPreview(tool, input.post, "Delete", (post) => [
      ...(post.status === "published" ? [`It disappears from ${postHref(post.slug)} and the blog list.`] : []),
      "It goes to the trash and can be restored.",
    ]),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const post = await tool.services.posts.trash(tool.ctx, input.post);
      return success(`Moved post '${post.title}' to the trash. It can be restored from the trash.`, { post: postSummary(post) });
    }),
});

export const postTools: ToolDefinition<any, any>[] = [cmsGetPosts, cmsGetPost, cmsCreatePost, cmsUpdatePost, cmsPublishPost, cmsUnpublishPost, cmsArchivePost, cmsDeletePost];
