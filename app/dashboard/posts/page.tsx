import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PostsTable } from "@/components/cms/posts/posts-table";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { StatusFilter } from "@/components/ui/status-filter";
import { FilterForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import { requireUser } from "@/lib/auth/session";
import { listParams } from "@/lib/list-params";
import { can } from "@/lib/services/permissions";
import { POST_STATUSES, posts } from "@/lib/services/posts";

export const metadata: Metadata = { title: "Posts" };

const PAGE_SIZE = 25;

type Search = { status?: string; query?: string; page?: string };

export default async function PostsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { user, ctx } = await requireUser();
  const params = await searchParams;
  const { status, query, page, filtered } = listParams(params, POST_STATUSES);
  const { items, total } = await posts.list(ctx, { status, query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

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
        <StatusFilter statuses={POST_STATUSES} value={status} />
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
