import "server-only";
import { jsonError } from "@/lib/http";
import { MAX_IMAGE_BYTES } from "@/lib/media/formats";

// The multipart framing and the text fields add a little to the file itself. Keep this in step
// with `experimental.proxyClientMaxBodySize` in next.config.ts, which truncates longer bodies.
const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const tooLarge = (bytes: number) =>
  jsonError(413, `The upload is ${megabytes(bytes)} MB; images can be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`, {
    code: "too_large",
    hint: "Resize or compress the image, then upload it again.",
  });

const badRequest = (error: string) =>
  jsonError(400, error, { code: "validation", hint: 'Send multipart/form-data with the image in a "file" field (and optional "alt" and "caption").' });

export type UploadRequest = { buffer: Buffer; originalName: string; form: FormData };

/**
 * Reads a multipart image upload. Oversized requests are refused from their Content-Length before
 * the body is read; a missing file is a 400. Returns a Response to send back when the request is refused.
 */
export async function readUpload(request: Request): Promise<UploadRequest | Response> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > MAX_REQUEST_BYTES) return tooLarge(declared);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return badRequest("The upload must be sent as multipart/form-data.");

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Next.js cuts bodies above its proxy limit short, which breaks the multipart framing.
    if (declared > MAX_IMAGE_BYTES) return tooLarge(declared);
    return badRequest("The upload could not be read as multipart/form-data.");
  }
  const file = form.get("file");
  // A browser form with no file chosen still sends an empty, nameless file part.
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return badRequest('No file was uploaded: choose an image and send it in the "file" field.');
  if (file.size > MAX_IMAGE_BYTES) return tooLarge(file.size);
  return { buffer: Buffer.from(await file.arrayBuffer()), originalName: file.name || "upload", form };
}

/** A text field of the form, or undefined when it was not sent. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}
