/** Public URLs of stored media. Pure, so client components can use it too. */
export type ImageVariantName = "thumb" | "medium";

export type StoredVariant = { filename: string; width: number; height: number };
export type ImageVariants = Partial<Record<ImageVariantName, StoredVariant>>;

export function imageUrl(filename: string): string {
  return `/media/${filename}`;
}

/** The variant's URL, or the original's when the image has no such variant. */
export function imageVariantUrl(image: { filename: string; variants?: unknown }, variant: ImageVariantName): string {
  const variants = (image.variants ?? {}) as ImageVariants;
  return imageUrl(variants[variant]?.filename ?? image.filename);
}
