import "server-only";
import path from "node:path";
import { MAX_IMAGE_BYTES } from "@/lib/media/formats";
import { NetError } from "./errors";
import { safeFetch } from "./safe-fetch";

const EXTENSIONS: Record<string, string> = { "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "image/gif": ".gif", "image/avif": ".avif" };

export type DownloadedImage = { buffer: Buffer; contentType: string; fileName: string };

/**
 * Downloads an image through the safe fetch, capped at the media library's size limit. The bytes
 * are checked by the image service on upload; here only an obviously non-image answer is refused.
 * `fileName` is `preferredName` (or the URL's last path segment) with an extension matching the type.
 */
export async function downloadImage(url: string, { preferredName, trustedOrigins }: { preferredName?: string; trustedOrigins?: string[] } = {}): Promise<DownloadedImage> {
  const response = await safeFetch(url, { maxBytes: MAX_IMAGE_BYTES, trustedOrigins, headers: { accept: "image/*" } });
  if (response.status >= 400) throw new NetError("unreachable", `The image at ${url} could not be downloaded (HTTP ${response.status}).`, "Check the address.");
  const contentType = (response.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (contentType && !contentType.startsWith("image/") && contentType !== "application/octet-stream") {
    throw new NetError("unsupported_content", `${url} is not an image (it is ${contentType}).`, "Give the address of the image file itself.");
  }
  const urlName = path.posix.basename(new URL(response.url).pathname);
  const base = preferredName ?? urlName.replace(/\.[a-z0-9]+$/i, "");
  const extension = EXTENSIONS[contentType] ?? (path.posix.extname(urlName) || ".jpg");
  return { buffer: response.body, contentType, fileName: `${base || "image"}${extension}` };
}
