import "server-only";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "./formats";
import type { ImageVariantName } from "./urls";

export const VARIANT_WIDTHS: Record<ImageVariantName, number> = { thumb: 320, medium: 1024 };

export type DetectedImage = { format: string; width: number; height: number };

/**
 * What the bytes really are, whatever the file name or claimed type says (AVIF is reported by
 * libvips as HEIF with AV1 compression). Null when sharp cannot read them as an image.
 */
export async function detectImage(buffer: Buffer): Promise<DetectedImage | null> {
  try {
    const meta = await sharp(buffer).metadata();
    const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
    return { format, width: meta.autoOrient.width, height: meta.autoOrient.height };
  } catch {
    return null;
  }
}

export type RenderedVariant = { name: ImageVariantName; buffer: Buffer; width: number; height: number };

/**
 * WebP copies at fixed widths, turned upright per EXIF and never wider than the original. libvips
 * stops decoding an image over the pixel cap even if its header understated the size.
 */
export async function renderVariants(buffer: Buffer): Promise<RenderedVariant[]> {
  return Promise.all(
    (Object.entries(VARIANT_WIDTHS) as [ImageVariantName, number][]).map(async ([name, width]) => {
      const { data, info } = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { name, buffer: data, width: info.width, height: info.height };
    }),
  );
}
