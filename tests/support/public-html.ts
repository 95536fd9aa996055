import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PageView, type SitePage } from "@/components/site/page-view";
import { PostCard, type PostSummary } from "@/components/site/post-card";
import { PostView, type SitePost } from "@/components/site/post-view";
import type { SiteChrome } from "@/components/site/site-chrome";
import type { ImageLookup } from "@/components/site/site-image";
import { SiteShell } from "@/components/site/site-shell";

/** Everything the public site shows, however it was loaded. */
export type PublicSite = {
  chrome: SiteChrome;
  pages: { slug: string; page: SitePage; images: ImageLookup }[];
  posts: (PostSummary & SitePost)[];
};

/** The HTML of every public page, the blog index and every post, each inside the site's header and footer, by address. */
export function renderPublicSite(site: PublicSite): Record<string, string> {
  const shell = (body: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(SiteShell, { chrome: site.chrome, children: body }));
  const html: Record<string, string> = {};
  for (const { slug, page, images } of site.pages) html[`/${slug}`] = shell(createElement(PageView, { page, images }));
  html["/blog"] = shell(createElement("ol", null, ...site.posts.map((post) => createElement("li", { key: post.id }, createElement(PostCard, { post })))));
  for (const post of site.posts) html[`/blog/${post.slug}`] = shell(createElement(PostView, { post }));
  return html;
}
