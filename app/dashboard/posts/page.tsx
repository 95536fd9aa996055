import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PostsTable } from "@/components/cms/posts/posts-table";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { controlClasses } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import { requireUser } from "@/lib/auth/session";
import { can } from "@/lib/services/permissions";
import { POST_STATUSES, posts, type PostStatus } from "@/lib/services/posts";

export const metadata: Metadata = { title: "Posts" };

const PAGE_SIZE = 25;

type Search = { status?: string; query?: string; page?: string };

export default async function PostsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { user, ctx } = await requireUser();
  const params = await searchParams;
  const status = POST_STATUSES.includes(params.status as PostStatus) ? (params.status as PostStatus) : undefined;
  const query = params.query?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1);
  const { items, total } = await posts.list(ctx, { status, query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const filtered = Boolean(status || query);

  return (
    <>
      <PageHeader
        title="Posts"
        description="Blog posts: write in markdown, preview, then publish."
        actions={
          can(user.role, "content.write") && (
            <Link href="/dashboard/posts/new" className={buttonClasses()}>
              <Plus aria-hidden className="size-4" /> New post
            </Link>
          )
        }
      />
      <FilterForm label="Filter posts" query={query} searchLabel="Search posts" placeholder="Title, slug or text">
        <div className="space-y-1">
          <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={status ?? ""} className={controlClasses}>
            <option value="">All statuses</option>
            {POST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0].toUpperCase() + value.slice(1)}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>
      {items.length === 0 ? (
        <EmptyState>
          {filtered ? (
            <>
              No posts match these filters. <Link href="/dashboard/posts" className="text-brand-700 underline">Show all posts</Link>
            </>
          ) : (
            "No posts yet. Create the first one with “New post”."
          )}
        </EmptyState>
      ) : (
        <>
          <PostsTable posts={items} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} params={{ status, query }} noun="posts" />
        </>
      )}
    </>
  );
}
