import { imageUrl, imageVariantUrl } from "@/lib/media/urls";

/** What pickers and lists need to show an image; plain JSON, so it can cross to the browser. */
export type ImageSummary = {
  id: string;
  originalName: string;
  alt: string;
  width: number;
  height: number;
  size: number;
  url: string;
  thumbUrl: string;
};

export function toImageSummary(image: {
  id: string;
  filename: string;
  variants: unknown;
  originalName: string;
  alt: string;
  width: number;
  height: number;
  size: number;
}): ImageSummary {
  return {
    id: image.id,
    originalName: image.originalName,
    alt: image.alt,
    width: image.width,
    height: image.height,
    size: image.size,
    url: imageUrl(image.filename),
    thumbUrl: imageVariantUrl(image, "thumb"),
  };
}
