import type { Metadata } from "next";
import { PostView } from "@/components/site/post-view";
import { PreviewBanner } from "@/components/site/preview-banner";
import { SiteShell } from "@/components/site/site-shell";
import { requireUser } from "@/lib/auth/session";
import { draftSite } from "@/lib/services/draft-site";
import { posts } from "@/lib/services/posts";
import { loadSiteChrome } from "@/app/(site)/site-data";
import { loadOr404 } from "@/app/load-or-404";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx } = await requireUser();
  const post = await loadOr404(async () => posts.get(ctx, (await params).id));
  return { title: `Preview: ${post.title}` };
}

export default async function PostPreview({ params }: Props) {
  const { ctx } = await requireUser();
  const post = await loadOr404(async () => posts.get(ctx, (await params).id));
  const chrome = await loadSiteChrome({ settings: () => draftSite.settings(ctx), menu: () => draftSite.menu(ctx) });
  const banner = (
    <PreviewBanner
      status={post.status}
      editorHref={`/dashboard/posts/${post.id}`}
      liveHref={post.status === "published" ? `/blog/${post.slug}` : undefined}
    />
  );
  return (
    <SiteShell chrome={chrome} banner={banner}>
      {/* The public blog hides a trashed cover; the preview shows what the public would see. */}
      <PostView post={{ ...post, coverImage: post.coverImage?.deletedAt ? null : post.coverImage }} />
    </SiteShell>
  );
}
