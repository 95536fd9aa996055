import Link from "next/link";
import { Card, PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { dashboardSummary } from "@/lib/services/summary";

export default async function DashboardHome({ searchParams }: { searchParams: Promise<{ denied?: string }> }) {
  const { user, ctx } = await requireUser();
  const { denied } = await searchParams;
  const [summary, changes] = await Promise.all([dashboardSummary(ctx), unpublishedChanges.list(ctx)]);
  const tiles = [
    { label: "Pages", href: "/dashboard/pages", value: summary.pages, detail: `${summary.publishedPages} published` },
    { label: "Posts", href: "/dashboard/posts", value: summary.posts, detail: `${summary.draftPosts} drafts` },
    { label: "Unpublished changes", href: "/dashboard/review", value: changes.length, detail: "waiting for review" },
    { label: "Images", href: "/dashboard/media", value: summary.images, detail: "in the library" },
    { label: "In trash", href: "/dashboard/trash", value: summary.trashed, detail: "restorable" },
  ];
  return (
    <>
      <PageHeader title={`Welcome, ${user.name}`} description="Manage your website's pages, posts, media and navigation." />
      {denied && (
        <p role="alert" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your role ({user.role}) cannot open that part of the dashboard.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {tiles.map((tile) => (
          <Link key={tile.label} href={tile.href} className="rounded-lg focus-visible:outline-2">
            <Card>
              <p className="text-sm text-slate-600">{tile.label}</p>
              <p className="text-3xl font-semibold">{tile.value}</p>
              <p className="text-xs text-slate-500">{tile.detail}</p>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
