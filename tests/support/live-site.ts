import { loadSectionImages, loadSiteChrome } from "@/app/(site)/site-data";
import { published } from "@/lib/services/published";
import type { PublicSite } from "./public-html";

/** The public site as visitors get it today: through the published-version readers the site routes use. */
export async function loadLiveSite(): Promise<PublicSite> {
  const pages = [];
  for (const { slug } of (await published.pages()).sort((a, b) => a.slug.localeCompare(b.slug))) {
    const page = (await published.page(slug))!;
    pages.push({ slug, page, images: await loadSectionImages(page.sections) });
  }
  return { chrome: await loadSiteChrome(), pages, posts: (await published.posts({ limit: 200 })).items };
}
