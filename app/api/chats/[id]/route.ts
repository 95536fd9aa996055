import { NextResponse } from "next/server";
import { jsonError, withUser } from "@/lib/http";
import { chats } from "@/lib/services/chats";

export const dynamic = "force-dynamic";

type Params = { id: string };

export const GET = withUser<Params>(async (_request, { ctx }, { id }) => NextResponse.json({ ok: true, chat: await chats.view(ctx, id) }));

export const PATCH = withUser<Params>(async (request, { ctx }, { id }) => {
  const body = (await request.json().catch(() => null)) as { title?: unknown } | null;
  if (!body) return jsonError(400, "The request body must be JSON with a title.", { code: "validation" });
  return NextResponse.json({ ok: true, chat: await chats.rename(ctx, id, body.title) });
});

export const DELETE = withUser<Params>(async (_request, { ctx }, { id }) => NextResponse.json({ ok: true, ...(await chats.remove(ctx, id)) }));
