import type { MetadataRoute } from "next";
import { pageHref } from "@/lib/content/page-href";
import { published } from "@/lib/services/published";
import { siteOrigin } from "./(site)/site-origin";

// Publishing changes it at any time.
export const dynamic = "force-dynamic";

/** What search engines may list: only what visitors can see (published pages, the blog and its posts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = (await siteOrigin()) ?? new URL("http://localhost");
  const at = (path: string) => new URL(path, origin).href;
  const [pages, posts] = await Promise.all([published.pages(), published.postAddresses()]);
  return [
    ...pages.map((page) => ({ url: at(pageHref(page.slug)), lastModified: page.publishedAt })),
    { url: at("/blog") },
    ...posts.map((post) => ({ url: at(`/blog/${post.slug}`), lastModified: post.publishedAt })),
  ];
}
