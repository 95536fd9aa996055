import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { ChatWorkspace } from "@/components/chat/chat-workspace";
import { PageHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { audit } from "@/lib/services/audit";
import { chats } from "@/lib/services/chats";
import type { ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";

export const metadata: Metadata = { title: "Assistant" };

type Search = { chat?: string; turn?: string };

/** The chat a turn belongs to, from the activity log (a turn's events carry its chat id). */
async function chatOfTurn(ctx: ServiceContext, turnId: string): Promise<string | undefined> {
  try {
    const { items } = await audit.list(ctx, { turnId, limit: 1 });
    return items[0]?.chatId ?? undefined;
  } catch (error) {
    if (isServiceError(error)) return undefined;
    throw error;
  }
}

export default async function ChatPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { user, ctx } = await requireUser();
  const { chat, turn } = await searchParams;
  const list = (await chats.list(ctx)).map((item) => ({ ...item, createdAt: item.createdAt.toISOString(), updatedAt: item.updatedAt.toISOString() }));
  const mine = (id: string | undefined) => (id && list.some((item) => item.id === id) ? id : undefined);
  const turnChat = turn ? await chatOfTurn(ctx, turn) : undefined;
  const wanted = mine(chat) ?? mine(turnChat);
  // The turn is shown only in its own chat (a hand-edited ?chat= may name another one).
  const linkedTurn = wanted && wanted === turnChat ? turn : undefined;
  const missing = (chat || turn) && !wanted ? (turn && !chat ? "The chat with that turn is not among your chats." : "That chat is not among your chats.") : undefined;

  return (
    <>
      <PageHeader title="Assistant" description="Ask the assistant to create, change, publish or find content. It asks before anything risky." />
      {missing && (
        <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {missing} Pick one from the list or start a new chat.
        </p>
      )}
      <ChatWorkspace initialChats={list} initialChatId={wanted} initialTurnId={linkedTurn} freshChatId={randomUUID()} role={user.role} />
    </>
  );
}
