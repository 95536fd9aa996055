import { ArrowLeft, ExternalLink } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatBytes } from "@/lib/format-bytes";
import { ImageDetailsForm } from "@/components/cms/media/image-details-form";
import { ImageTrashButton } from "@/components/cms/media/image-trash-button";
import { ImageUsageList, usageSummary } from "@/components/cms/media/image-usage-list";
import { ReplaceImageForm } from "@/components/cms/media/replace-image-form";
import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { requireUser } from "@/lib/auth/session";
import { imageUrl, imageVariantUrl } from "@/lib/media/urls";
import type { ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";
import { images } from "@/lib/services/images";
import { can } from "@/lib/services/permissions";
import { trashImage, updateImageDetails } from "../actions";

type Params = { params: Promise<{ id: string }> };

async function loadImage(ctx: ServiceContext, id: string) {
  try {
    return await images.get(ctx, id);
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { ctx } = await requireUser();
  const image = await loadImage(ctx, (await params).id);
  return { title: image.originalName };
}

export default async function ImagePage({ params }: Params) {
  const { user, ctx } = await requireUser();
  const image = await loadImage(ctx, (await params).id);
  const usage = await images.usage(ctx, image.id);
  const canWrite = can(user.role, "content.write");

  return (
    <>
      <Link href="/dashboard/media" className="mb-3 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="size-4" /> Media library
      </Link>
      <PageHeader
        title={image.originalName}
        description={
          <>
            {image.mime} · {image.width} × {image.height} px · {formatBytes(image.size)} · uploaded <DateTime value={image.createdAt} />
          </>
        }
        actions={
          <>
            <a href={imageUrl(image.filename)} target="_blank" rel="noopener" className={buttonClasses("secondary", "sm")}>
              Open original <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {canWrite && (
              <ImageTrashButton
                action={trashImage.bind(null, image.id)}
                name={image.originalName}
                usageWarning={usage.count > 0 ? usageSummary(usage) : undefined}
              />
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="self-start overflow-hidden rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:24px_24px]">
          <img src={imageVariantUrl(image, "medium")} alt={image.alt} className="mx-auto max-h-[70vh] w-auto" />
          {image.caption && <figcaption className="border-t border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">{image.caption}</figcaption>}
        </figure>
        <div className="space-y-6">
          <Card title="Details">
            <ImageDetailsForm action={updateImageDetails.bind(null, image.id)} alt={image.alt} caption={image.caption} readOnly={!canWrite} />
          </Card>
          <Card title="Where it’s used">
            <ImageUsageList usage={usage} />
          </Card>
          {canWrite && (
            <Card title="Replace file">
              <ReplaceImageForm imageId={image.id} inUse={usage.count > 0} />
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
