import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { PageView } from "@/components/site/page-view";
import { pageHref } from "@/lib/content/page-href";
import { loadPublishedPage, loadSectionImages, pageMetadata } from "../site-data";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPublishedPage((await params).slug);
  return page ? pageMetadata(page) : {};
}

export default async function SitePage({ params }: Props) {
  const { slug } = await params;
  // The home page lives at "/" only, so it has one address.
  if (pageHref(slug) === "/") permanentRedirect("/");
  const page = await loadPublishedPage(slug);
  if (!page) notFound();
  return <PageView page={page} images={await loadSectionImages(page.sections)} />;
}
