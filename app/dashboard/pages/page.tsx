import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PagesTable } from "@/components/cms/pages/pages-table";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { StatusFilter } from "@/components/ui/status-filter";
import { FilterForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import { requireUser } from "@/lib/auth/session";
import { listParams } from "@/lib/list-params";
import { PAGE_STATUSES, pages } from "@/lib/services/pages";
import { can } from "@/lib/services/permissions";

export const metadata: Metadata = { title: "Pages" };

const PAGE_SIZE = 25;

type Search = { status?: string; query?: string; page?: string };

export default async function PagesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { user, ctx } = await requireUser();
  const params = await searchParams;
  const { status, query, page, filtered } = listParams(params, PAGE_STATUSES);
  const { items, total } = await pages.list(ctx, { status, query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="Pages"
        description="The website's pages, each built from sections."
        actions={
          can(user.role, "content.write") && (
            <Link href="/dashboard/pages/new" className={buttonClasses()}>
              <Plus aria-hidden className="size-4" /> New page
            </Link>
          )
        }
      />
      <FilterForm label="Filter pages" query={query} searchLabel="Search pages" placeholder="Title or slug">
        <StatusFilter statuses={PAGE_STATUSES} value={status} />
      </FilterForm>
      {items.length === 0 ? (
        <EmptyState>
          {filtered ? (
            <>
              No pages match these filters.{" "}
              <Link href="/dashboard/pages" className="text-brand-700 underline">
                Show all pages
              </Link>
            </>
          ) : (
            "No pages yet. Create the first one with “New page”."
          )}
        </EmptyState>
      ) : (
        <>
          <PagesTable pages={items} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} params={{ status, query }} noun="pages" />
        </>
      )}
    </>
  );
}
