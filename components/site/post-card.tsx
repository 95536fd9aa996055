import { formatDate } from "./format-date";
import { PostTags } from "./post-tags";
import { SiteImage, type SiteImageRecord } from "./site-image";

export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: Date | null;
  coverImage: SiteImageRecord | null;
  tags: { id: string; name: string }[];
};

/** One entry of the blog index. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="flex flex-col gap-4 sm:flex-row">
      {post.coverImage && (
        <SiteImage image={post.coverImage} variant="thumb" className="aspect-[4/3] w-full shrink-0 rounded-lg object-cover sm:w-48" />
      )}
      <div className="min-w-0">
        <h2 className="text-xl font-bold tracking-tight">
          <a href={`/blog/${post.slug}`} className="underline-offset-4 hover:underline">
            {post.title}
          </a>
        </h2>
        {post.publishedAt && (
          <p className="mt-1 text-sm opacity-75">
            <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time>
          </p>
        )}
        {post.excerpt && <p className="mt-2 opacity-90">{post.excerpt}</p>}
        <div className="mt-3">
          <PostTags tags={post.tags} />
        </div>
      </div>
    </article>
  );
}
