import { NextResponse } from "next/server";
import { withUser } from "@/lib/http";
import { chats } from "@/lib/services/chats";
import { notFound } from "@/lib/services/errors";
import { revisions } from "@/lib/services/revisions";

export const dynamic = "force-dynamic";

/** "Undo this turn": reverts every write the agent made in one turn of the user's own chat. */
export const POST = withUser<{ id: string; turnId: string }>(async (_request, { ctx }, { id, turnId }) => {
  await chats.get(ctx, id);
  const written = await revisions.listForTurn(ctx, turnId);
  if (written.some((revision) => revision.chatId !== id)) throw notFound(`Turn "${turnId}" in this chat`);
  return NextResponse.json({ ok: true, ...(await revisions.revertTurn(ctx, turnId)) });
});
