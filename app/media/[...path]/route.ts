import { readMediaFile } from "@/lib/media/storage";

/**
 * Serves stored media by file name. Names are random and never reused, so responses can be cached
 * forever. Files of trashed images are still served (the trash is undoable); purge deletes them.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const file = path.length === 1 ? await readMediaFile(path[0]) : null;
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(file.buffer), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.buffer.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
