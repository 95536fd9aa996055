import type { Metadata } from "next";
import { PageView } from "@/components/site/page-view";
import { pageHref } from "@/lib/content/page-href";
import { PreviewBanner } from "@/components/site/preview-banner";
import { SiteShell } from "@/components/site/site-shell";
import { requireUser } from "@/lib/auth/session";
import { draftSite } from "@/lib/services/draft-site";
import { pages } from "@/lib/services/pages";
import { loadSectionImages, loadSiteChrome } from "@/app/(site)/site-data";
import { loadOr404 } from "@/app/load-or-404";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx } = await requireUser();
  const page = await loadOr404(async () => pages.get(ctx, (await params).id));
  return { title: `Preview: ${page.title}` };
}

export default async function PagePreview({ params }: Props) {
  const { ctx } = await requireUser();
  const page = await loadOr404(async () => pages.get(ctx, (await params).id));
  const [chrome, images] = await Promise.all([loadSiteChrome({ settings: () => draftSite.settings(ctx), menu: () => draftSite.menu(ctx) }), loadSectionImages(page.sections)]);
  const banner = (
    <PreviewBanner
      status={page.status}
      editorHref={`/dashboard/pages/${page.id}`}
      liveHref={page.status === "published" ? pageHref(page.slug) : undefined}
    />
  );
  return (
    <SiteShell chrome={chrome} banner={banner}>
      <PageView page={page} images={images} />
    </SiteShell>
  );
}
