import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import { sectionImageIds } from "@/components/site/section-image-ids";
import type { SiteChrome } from "@/components/site/site-chrome";
import type { SiteImageRecord } from "@/components/site/site-image";
import { images } from "@/lib/services/images";
import { published } from "@/lib/services/published";

/** Live library images by id; missing or trashed ones are left out, so the site simply shows no image. */
export async function loadImages(ids: string[]): Promise<Map<string, SiteImageRecord>> {
  const found = await images.findPublic([...new Set(ids)]);
  return new Map(found.map((image) => [image.id, image]));
}

export function loadSectionImages(sections: { templateKey: string; content: unknown }[]) {
  return loadImages(sectionImageIds(sections));
}

/** Site settings for this request (the layout and generateMetadata share one read). */
export const loadSettings = cache(() => published.settings());

type ChromeSource = { settings: () => Promise<Awaited<ReturnType<typeof published.settings>>>; menu: () => Promise<SiteChrome["menu"]> };

/** Everything the header and footer show: the published versions, or (for a signed-in preview) the drafts. */
export async function loadSiteChrome(source: ChromeSource = { settings: loadSettings, menu: published.menu }): Promise<SiteChrome> {
  const [site, menu] = await Promise.all([source.settings(), source.menu()]);
  const logo = site.logoImageId ? ((await loadImages([site.logoImageId])).get(site.logoImageId) ?? null) : null;
  return {
    name: site.name,
    tagline: site.tagline,
    logo,
    theme: site.themeColors,
    socialLinks: site.socialLinks,
    menu,
  };
}

/** The published page for this request (the page and its generateMetadata share one read). */
export const loadPublishedPage = cache((slug: string) => published.page(slug));

/** Title and description of a page, falling back to the page title and the site's default SEO text. */
export async function pageMetadata(page: { title: string; seoTitle: string | null; seoDescription: string | null }): Promise<Metadata> {
  const site = await loadSettings();
  return {
    title: page.seoTitle || page.title,
    description: page.seoDescription || site.seoDescription || site.tagline || undefined,
  };
}
