import { NextResponse } from "next/server";
import { withUser } from "@/lib/http";
import { images } from "@/lib/services/images";
import { imageJson } from "../image-json";
import { readUpload } from "../upload-request";

type Params = { id: string };

/** GET /api/media/:id — one image with where it is used. */
export const GET = withUser<Params>(async (_request, { ctx }, { id }) => {
  const [image, usage] = await Promise.all([images.get(ctx, id), images.usage(ctx, id)]);
  return NextResponse.json({ ok: true, image: imageJson(image), usage });
});

/** PUT /api/media/:id (multipart: file) — replaces the image's file, keeping its id and every use of it. */
export const PUT = withUser<Params>(async (request, { ctx }, { id }) => {
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  const image = await images.replace(ctx, id, { buffer: upload.buffer, originalName: upload.originalName });
  return NextResponse.json({ ok: true, image: imageJson(image) });
});
