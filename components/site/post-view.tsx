import { MarkdownContent } from "@/components/ui/markdown";
import { cn } from "@/lib/cn";
import { formatDate } from "./format-date";
import { PostTags } from "./post-tags";
import { sectionContainer } from "./sections/section-props";
import { SiteImage, type SiteImageRecord } from "./site-image";

export type SitePost = {
  title: string;
  excerpt: string;
  body: string;
  publishedAt: Date | null;
  author: { name: string } | null;
  coverImage: SiteImageRecord | null;
  tags: { id: string; name: string }[];
};

/** A whole blog post: title, date and author, cover image, markdown body and tags. */
export function PostView({ post }: { post: SitePost }) {
  return (
    <div className={cn(sectionContainer, "py-12")}>
      <article className="max-w-3xl">
        <p className="mb-6 text-sm">
          <a href="/blog" className="underline-offset-4 hover:underline">
            ← All posts
          </a>
        </p>
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-sm opacity-75">
            {post.publishedAt ? <time dateTime={post.publishedAt.toISOString()}>{formatDate(post.publishedAt)}</time> : "Not published yet"}
            {post.author && <> · by {post.author.name}</>}
          </p>
        </header>
        {post.coverImage && (
          <figure className="mt-8">
            <SiteImage image={post.coverImage} eager className="w-full rounded-lg object-cover" />
            {post.coverImage.caption && <figcaption className="mt-2 text-sm opacity-70">{post.coverImage.caption}</figcaption>}
          </figure>
        )}
        <div className="mt-8">
          <MarkdownContent source={post.body} />
        </div>
        {post.tags.length > 0 && (
          <footer className="mt-10 border-t border-black/10 pt-6">
            <PostTags tags={post.tags} />
          </footer>
        )}
      </article>
    </div>
  );
}
