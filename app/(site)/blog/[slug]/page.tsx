import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PostView } from "@/components/site/post-view";
import { imageVariantUrl } from "@/lib/media/urls";
import { published } from "@/lib/services/published";
import { loadSettings } from "../../site-data";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

const loadPost = cache((slug: string) => published.post(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [post, site] = await Promise.all([loadPost((await params).slug), loadSettings()]);
  if (!post) return {};
  const description = post.excerpt || site.seoDescription || undefined;
  return {
    title: post.title,
    description,
    openGraph: {
      type: "article",
      title: post.title,
      description,
      publishedTime: post.publishedAt?.toISOString(),
      images: post.coverImage ? [{ url: imageVariantUrl(post.coverImage, "medium"), alt: post.coverImage.alt }] : undefined,
    },
  };
}

export default async function BlogPost({ params }: Props) {
  const post = await loadPost((await params).slug);
  if (!post) notFound();
  return <PostView post={post} />;
}
