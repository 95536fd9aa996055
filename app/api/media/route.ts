import { NextResponse } from "next/server";
import { z } from "zod";
import { withUser } from "@/lib/http";
import { images } from "@/lib/services/images";
import { parseInput } from "@/lib/services/validate";
import { imageJson } from "./image-json";
import { formText, readUpload } from "./upload-request";

const listQuerySchema = z.object({
  query: z.string().optional(),
  limit: z.coerce.number().int().optional(),
  offset: z.coerce.number().int().optional(),
});

/** GET /api/media?query=&limit=&offset= — the library (newest first), for pickers. */
export const GET = withUser(async (request, { ctx }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { items, total } = await images.list(ctx, parseInput(listQuerySchema, params, "Invalid query"));
  return NextResponse.json({ ok: true, items: items.map(imageJson), total });
});

/** POST /api/media (multipart: file, alt?, caption?) — uploads an image into the library. */
export const POST = withUser(async (request, { ctx }) => {
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  const image = await images.upload(ctx, {
    buffer: upload.buffer,
    originalName: upload.originalName,
    alt: formText(upload.form, "alt"),
    caption: formText(upload.form, "caption"),
  });
  return NextResponse.json({ ok: true, image: imageJson(image) }, { status: 201 });
});
