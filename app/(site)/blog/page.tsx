import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostCard } from "@/components/site/post-card";
import { sectionContainer } from "@/components/site/sections/section-props";
import { Pagination } from "@/components/ui/pagination";
import { cn } from "@/lib/cn";
import { published } from "@/lib/services/published";

export const dynamic = "force-dynamic";

const PAGE_SIZE = 10;

type Props = { searchParams: Promise<{ page?: string; tag?: string }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { tag } = await searchParams;
  return { title: tag ? `Posts tagged “${tag}”` : "Blog" };
}

export default async function BlogIndex({ searchParams }: Props) {
  const { page: pageParam, tag: tagParam } = await searchParams;
  const page = /^[1-9]\d{0,5}$/.test(pageParam ?? "") ? Number(pageParam) : 1;
  const tag = tagParam?.trim().slice(0, 40) || undefined;
  const { items, total } = await published.posts({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, tag });
  if (page > 1 && items.length === 0) notFound();
  return (
    <div className={cn(sectionContainer, "py-12")}>
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{tag ? `Posts tagged “${tag}”` : "Blog"}</h1>
        {tag && (
          <p className="mt-2">
            <a href="/blog" className="underline underline-offset-4">
              Show all posts
            </a>
          </p>
        )}
        {items.length === 0 ? (
          <p className="mt-8 text-lg opacity-80">{tag ? "No published posts have this tag." : "No posts have been published yet."}</p>
        ) : (
          <ol className="mt-10 space-y-10">
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ol>
        )}
        {total > PAGE_SIZE && (
          <div className="mt-10 border-t border-black/10 pt-2">
            <Pagination page={page} pageSize={PAGE_SIZE} total={total} params={{ tag }} noun="posts" />
          </div>
        )}
      </div>
    </div>
  );
}
