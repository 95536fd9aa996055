import type { Metadata } from "next";
import { PageView } from "@/components/site/page-view";
import { sectionContainer } from "@/components/site/sections/section-props";
import { cn } from "@/lib/cn";
import { loadPublishedPage, loadSectionImages, loadSettings, pageMetadata } from "./site-data";

export const dynamic = "force-dynamic";

const HOME_SLUG = "home";

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([loadPublishedPage(HOME_SLUG), loadSettings()]);
  if (!page) return {};
  const metadata = await pageMetadata(page);
  // The home page is the site itself: its title stands alone instead of "Home · Site".
  return { ...metadata, title: { absolute: page.seoTitle || site.seoTitle || site.name } };
}

export default async function HomePage() {
  const page = await loadPublishedPage(HOME_SLUG);
  if (!page) {
    return (
      <div className={cn(sectionContainer, "py-24 text-center")}>
        <h1 className="text-3xl font-extrabold tracking-tight">Welcome!</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg opacity-80">
          This site has no home page yet. Publish a page with the slug “home” and it will appear here.
        </p>
      </div>
    );
  }
  return <PageView page={page} images={await loadSectionImages(page.sections)} />;
}
