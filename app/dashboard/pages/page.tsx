import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PagesTable } from "@/components/cms/pages/pages-table";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { controlClasses } from "@/components/ui/field";
import { FilterForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import { requireUser } from "@/lib/auth/session";
import { PAGE_STATUSES, pages, type PageStatus } from "@/lib/services/pages";
import { can } from "@/lib/services/permissions";

export const metadata: Metadata = { title: "Pages" };

const PAGE_SIZE = 25;

type Search = { status?: string; query?: string; page?: string };

export default async function PagesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { user, ctx } = await requireUser();
  const params = await searchParams;
  const status = PAGE_STATUSES.includes(params.status as PageStatus) ? (params.status as PageStatus) : undefined;
  const query = params.query?.trim().slice(0, 200) || undefined;
  const page = Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1);
  const { items, total } = await pages.list(ctx, { status, query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const filtered = Boolean(status || query);

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
        <div className="space-y-1">
          <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={status ?? ""} className={controlClasses}>
            <option value="">All statuses</option>
            {PAGE_STATUSES.map((value) => (
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
