import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/site/site-shell";
import { loadSettings, loadSiteChrome } from "./site-data";
import { siteOrigin } from "./site-origin";

// Content changes at any time, so every site route renders per request.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const [site, origin] = await Promise.all([loadSettings(), siteOrigin()]);
  return {
    metadataBase: origin,
    title: { absolute: site.seoTitle || site.name, template: `%s · ${site.name}` },
    description: site.seoDescription || site.tagline || undefined,
    alternates: { types: { "application/rss+xml": [{ url: "/blog/feed.xml", title: `${site.name} blog` }] } },
  };
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell chrome={await loadSiteChrome()}>{children}</SiteShell>;
}
