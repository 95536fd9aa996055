import { NextResponse } from "next/server";
import { jsonError, readJsonBody, withUser } from "@/lib/http";
import { chats } from "@/lib/services/chats";

export const dynamic = "force-dynamic";

type Params = { id: string };

export const GET = withUser<Params>(async (_request, { ctx }, { id }) => NextResponse.json({ ok: true, chat: await chats.view(ctx, id) }));

export const PATCH = withUser<Params>(async (request, { ctx }, { id }) => {
  const read = await readJsonBody(request);
  if (read instanceof Response) return read;
  const body = read.body as { title?: unknown } | null;
  if (!body || typeof body !== "object") return jsonError(400, "The request body must be JSON with a title.", { code: "validation" });
  return NextResponse.json({ ok: true, chat: await chats.rename(ctx, id, body.title) });
});

export const DELETE = withUser<Params>(async (_request, { ctx }, { id }) => NextResponse.json({ ok: true, ...(await chats.remove(ctx, id)) }));
