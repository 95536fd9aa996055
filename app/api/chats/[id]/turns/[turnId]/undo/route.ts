import { NextResponse } from "next/server";
import { withUser } from "@/lib/http";
import { chats } from "@/lib/services/chats";

export const dynamic = "force-dynamic";

/** "Undo this turn": reverts every write the agent made in one turn of the user's own chat. */
export const POST = withUser<{ id: string; turnId: string }>(async (_request, { ctx }, { id, turnId }) =>
  NextResponse.json({ ok: true, ...(await chats.undoTurn(ctx, id, turnId)) }),
);
