import type { Metadata } from "next";
import { useId } from "react";
import { PageView, type SitePage } from "@/components/site/page-view";
import { PreviewBanner } from "@/components/site/preview-banner";
import type { ImageLookup } from "@/components/site/site-image";
import { SiteShell } from "@/components/site/site-shell";
import { loadSectionImages, loadSiteChrome } from "@/app/(site)/site-data";
import { requireUser } from "@/lib/auth/session";
import { pageHref } from "@/lib/content/page-href";
import { draftSite } from "@/lib/services/draft-site";
import { pages } from "@/lib/services/pages";
import { published } from "@/lib/services/published";
import { loadOr404 } from "@/app/load-or-404";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx } = await requireUser();
  const page = await loadOr404(async () => pages.get(ctx, (await params).id));
  return { title: `Compare: ${page.title}` };
}

function Side({ title, page, images }: { title: string; page: SitePage | null; images: ImageLookup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="sticky top-10 z-30 border-b border-black/10 bg-white/90 px-4 py-2 text-sm font-semibold">
        {title}
      </h2>
      {page ? <PageView page={page} images={images} /> : <p className="px-4 py-12 text-center opacity-70">Not on the public site yet.</p>}
    </section>
  );
}

/** The page as visitors see it beside its draft, so an editor can see what publishing would change. */
export default async function ComparePage({ params }: Props) {
  const { ctx } = await requireUser();
  const draft = await loadOr404(async () => pages.get(ctx, (await params).id));
  const live = await published.pageById(draft.id);
  const [chrome, images] = await Promise.all([
    loadSiteChrome({ settings: () => draftSite.settings(ctx), menu: () => draftSite.menu(ctx) }),
    loadSectionImages([...draft.sections, ...(live?.sections ?? [])]),
  ]);
  const banner = <PreviewBanner status={draft.status} editorHref={`/dashboard/pages/${draft.id}`} liveHref={live ? pageHref(live.slug) : undefined} />;
  return (
    <SiteShell chrome={chrome} banner={banner}>
      <div className="grid divide-y divide-black/10 lg:grid-cols-2 lg:divide-x lg:divide-y-0">
        <Side title="Live — what visitors see" page={live} images={images} />
        <Side title="Draft — after publishing" page={draft} images={images} />
      </div>
    </SiteShell>
  );
}
