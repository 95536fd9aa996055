import type { Metadata } from "next";
import Link from "next/link";
import { toImageSummary } from "@/components/cms/media/image-summary";
import { MediaGrid } from "@/components/cms/media/media-grid";
import { UploadForm } from "@/components/cms/media/upload-form";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { FilterForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import { requireUser } from "@/lib/auth/session";
import { images } from "@/lib/services/images";
import { can } from "@/lib/services/permissions";

export const metadata: Metadata = { title: "Media" };

const PAGE_SIZE = 40;

export default async function MediaPage({ searchParams }: { searchParams: Promise<{ query?: string; page?: string }> }) {
  const { user, ctx } = await requireUser();
  const params = await searchParams;
  const query = params.query?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1);
  const { items, total } = await images.list(ctx, { query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  return (
    <>
      <PageHeader title="Media" description="Images for pages, posts and the site. Give every image alt text so everyone can understand it." />
      {can(user.role, "content.write") && (
        <Card title="Upload an image" className="mb-6">
          <UploadForm />
        </Card>
      )}
      <FilterForm label="Search images" query={query} searchLabel="Search images" placeholder="File name, alt text or caption" />
      {items.length === 0 ? (
        <EmptyState>
          {query ? (
            <>
              No images match “{query}”. <Link href="/dashboard/media" className="text-brand-700 underline">Show all images</Link>
            </>
          ) : (
            "The media library is empty."
          )}
        </EmptyState>
      ) : (
        <>
          <MediaGrid images={items.map(toImageSummary)} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={total} params={{ query }} noun="images" />
        </>
      )}
    </>
  );
}
