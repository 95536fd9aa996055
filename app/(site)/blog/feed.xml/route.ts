import { published } from "@/lib/services/published";
import { siteOrigin } from "../../site-origin";

// Publishing changes it at any time.
export const dynamic = "force-dynamic";

const FEED_SIZE = 20;

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/** The blog's RSS feed: the newest live posts only, as visitors see them (never a draft). */
export async function GET() {
  const origin = (await siteOrigin()) ?? new URL("http://localhost");
  const at = (path: string) => new URL(path, origin).href;
  const [site, { items }] = await Promise.all([published.settings(), published.posts({ limit: FEED_SIZE })]);
  const entries = items.map((post) =>
    [
      "<item>",
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(at(`/blog/${post.slug}`))}</link>`,
      `<guid isPermaLink="true">${xml(at(`/blog/${post.slug}`))}</guid>`,
      post.publishedAt ? `<pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
      post.excerpt ? `<description>${xml(post.excerpt)}</description>` : "",
      ...post.tags.map((tag) => `<category>${xml(tag.name)}</category>`),
      "</item>",
    ].join(""),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    `<title>${xml(site.name)}</title>`,
    `<link>${xml(at("/blog"))}</link>`,
    `<description>${xml(site.tagline || `The ${site.name} blog`)}</description>`,
    ...entries,
    "</channel></rss>",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
