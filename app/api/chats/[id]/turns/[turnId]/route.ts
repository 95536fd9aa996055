import { NextResponse } from "next/server";
import { withUser } from "@/lib/http";
import { turnUsage } from "@/lib/services/turn-usage";

export const dynamic = "force-dynamic";

/** A turn of the user's own chat: what it cost in tokens (null before its first model call). */
export const GET = withUser<{ id: string; turnId: string }>(async (_request, { ctx }, { id, turnId }) =>
  NextResponse.json({ ok: true, usage: await turnUsage.ofOwnTurn(ctx, id, turnId) }),
);
