/** The image formats the media library accepts, keyed by the format name sharp reports. */
export const IMAGE_FORMATS = {
  jpeg: { ext: "jpg", mime: "image/jpeg" },
  png: { ext: "png", mime: "image/png" },
  webp: { ext: "webp", mime: "image/webp" },
  gif: { ext: "gif", mime: "image/gif" },
  avif: { ext: "avif", mime: "image/avif" },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The largest image the library stores (also checked in the browser before sending). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The largest canvas (width × height) the library decodes: 40 megapixels, e.g. 8000 × 5000. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const ACCEPTED_FORMAT_NAMES = Object.keys(IMAGE_FORMATS).join(", ");

/** The Content-Type for a stored file's extension, or null for an extension we never store. */
export function mimeForExtension(ext: string): string | null {
  return Object.values(IMAGE_FORMATS).find((format) => format.ext === ext)?.mime ?? null;
}
