import { imageVariantUrl, type ImageVariantName, type ImageVariants } from "@/lib/media/urls";

/** The fields of an image record the site needs. */
export type SiteImageRecord = {
  id: string;
  filename: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  variants: unknown;
};

/** Images of a page, by id, resolved on the server before rendering. */
export type ImageLookup = ReadonlyMap<string, SiteImageRecord>;

/**
 * A library image at the given variant, with its intrinsic size (so the layout does not jump) and its
 * alt text. Tailwind's base styles already keep images within their container at their aspect ratio.
 */
export function SiteImage({
  image,
  variant = "medium",
  className,
  eager = false,
}: {
  image: SiteImageRecord;
  variant?: ImageVariantName;
  className?: string;
  eager?: boolean;
}) {
  const stored = ((image.variants ?? {}) as ImageVariants)[variant];
  return (
    <img
      src={imageVariantUrl(image, variant)}
      width={stored?.width ?? image.width}
      height={stored?.height ?? image.height}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
