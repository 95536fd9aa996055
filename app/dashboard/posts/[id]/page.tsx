import { ExternalLink } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { toImageSummary } from "@/components/cms/media/image-summary";
import { DraftStatus } from "@/components/cms/drafts/draft-status";
import { PostEditor } from "@/components/cms/posts/post-editor";
import { PostStatusActions } from "@/components/cms/posts/post-status-actions";
import { StatusBadge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { requireUser } from "@/lib/auth/session";
import { isServiceError } from "@/lib/services/errors";
import { inboundLinks } from "@/lib/services/inbound-links";
import { can } from "@/lib/services/permissions";
import { posts } from "@/lib/services/posts";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { discardDraft, publishDraft } from "../../review/actions";
import { archivePost, publishPost, trashPost, unpublishPost, updatePost } from "../actions";

type Params = { params: Promise<{ id: string }> };

async function loadPost(ctx: Parameters<typeof posts.get>[0], id: string) {
  try {
    return await posts.get(ctx, id);
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { ctx } = await requireUser();
  const post = await loadPost(ctx, (await params).id);
  return { title: `Edit “${post.title}”` };
}

export default async function EditPostPage({ params }: Params) {
  const { user, ctx } = await requireUser();
  const post = await loadPost(ctx, (await params).id);
  const canWrite = can(user.role, "content.write");
  const cover = post.coverImage && !post.coverImage.deletedAt ? toImageSummary(post.coverImage) : null;
  const [change, links] = await Promise.all([unpublishedChanges.of(ctx, "post", post.id), canWrite ? inboundLinks.toPost(ctx, post.id) : []]);

  return (
    <>
      <PageHeader
        title={post.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={post.status} />
            {post.status === "published" && (
              <span>
                Published <DateTime value={post.publishedAt} />
              </span>
            )}
            <span>
              Last saved <DateTime value={post.updatedAt} withTime />
            </span>
          </span>
        }
        actions={
          <>
            <a href={`/preview/posts/${post.id}`} target="_blank" rel="noopener" className={buttonClasses("secondary", "sm")}>
              Preview <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {post.status === "published" && (
              <a href={`/blog/${post.slug}`} target="_blank" rel="noopener" className={buttonClasses("secondary", "sm")}>
                View live <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
            <PostStatusActions
              title={post.title}
              status={post.status}
              publish={can(user.role, "content.publish") ? { publish: publishPost.bind(null, post.id), unpublish: unpublishPost.bind(null, post.id), archive: archivePost.bind(null, post.id) } : undefined}
              trash={canWrite ? { action: trashPost.bind(null, post.id), links: links.map((link) => link.where) } : undefined}
            />
          </>
        }
      />
      {!canWrite && (
        <p role="note" className="mb-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          Your role ({user.role}) can read posts but not change them.
        </p>
      )}
      {canWrite && (
        <DraftStatus
          noun="post"
          live={post.status === "published"}
          changeCount={change?.fields.length ?? 0}
          reviewHref={`/dashboard/review#post-${post.id}`}
          publish={can(user.role, "content.publish") ? publishDraft.bind(null, "post", post.id) : undefined}
          discard={discardDraft.bind(null, "post", post.id)}
        />
      )}
      {post.coverImage?.deletedAt && (
        <p role="note" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The cover image “{post.coverImage.originalName}” is in the trash, so the post shows no cover. Restore it from the trash to keep it; saving the post without choosing another removes it.
        </p>
      )}
      <PostEditor
        key={post.id}
        action={updatePost.bind(null, post.id)}
        initial={{ title: post.title, slug: post.slug, excerpt: post.excerpt, body: post.body, tags: post.tags.map((tag) => tag.name).join(", "), cover }}
        mode="edit"
        readOnly={!canWrite}
      />
    </>
  );
}
