"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import type { ServiceContext } from "@/lib/services/context";
import { posts } from "@/lib/services/posts";

// The blog lists and renders the same posts, so it is revalidated with the dashboard.
const revalidate = ["/dashboard/posts", "/blog"];

const text = (formData: FormData, name: string) => String(formData.get(name) ?? "");

/** "news, Product launch ,, news" → ["news", "Product launch", "news"]; the service folds duplicates. */
function tagList(formData: FormData): string[] {
  return text(formData, "tags")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function postFields(formData: FormData) {
  return {
    title: text(formData, "title"),
    excerpt: text(formData, "excerpt"),
    body: text(formData, "body"),
    tags: tagList(formData),
  };
}

export async function createPost(_previous: ActionResult | null, formData: FormData): Promise<ActionResult<{ id: string }>> {
  return runAction(
    async (ctx) => {
      const post = await posts.create(ctx, {
        ...postFields(formData),
        slug: text(formData, "slug").trim() || undefined,
        coverImageId: text(formData, "coverImageId") || undefined,
      });
      return { id: post.id, title: post.title };
    },
    { success: ({ title }) => `Created draft "${title}".`, revalidate },
  );
}

export async function updatePost(id: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(
    async (ctx) => {
      const post = await posts.update(ctx, id, {
        ...postFields(formData),
        slug: text(formData, "slug"),
        coverImageId: text(formData, "coverImageId") || null,
      });
      return { title: post.title };
    },
    { success: ({ title }) => `Saved "${title}".`, revalidate },
  );
}

type PostChange = (ctx: ServiceContext, id: string) => Promise<{ title: string }>;

/** Runs a status change or trash and returns only the message (not the whole post) to the browser. */
function changePost(id: string, change: PostChange, message: (title: string) => string, extraPaths: string[] = []) {
  return runAction(async (ctx) => (await change(ctx, id)).title, { success: message, revalidate: [...revalidate, ...extraPaths] });
}

export async function publishPost(id: string): Promise<ActionResult> {
  return changePost(id, posts.publish, (title) => `Published "${title}".`);
}

export async function unpublishPost(id: string): Promise<ActionResult> {
  return changePost(id, posts.unpublish, (title) => `"${title}" is a draft again.`);
}

export async function archivePost(id: string): Promise<ActionResult> {
  return changePost(id, posts.archive, (title) => `Archived "${title}".`);
}

export async function trashPost(id: string): Promise<ActionResult> {
  return changePost(id, posts.trash, (title) => `Moved "${title}" to the trash.`, ["/dashboard/trash"]);
}
