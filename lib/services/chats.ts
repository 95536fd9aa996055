import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceContext } from "./context";
import { ServiceError, conflict, notFound } from "./errors";
import { assertCan } from "./permissions";
import { revisions } from "./revisions";
import { parseInput } from "./validate";

/** A stored UI message: the AI SDK's `UIMessage` JSON, kept whole. */
export type StoredMessage = { id: string; role: string; parts: unknown[]; metadata?: unknown };

const titleSchema = z.string().trim().min(1, "Title is required").max(120, "At most 120 characters");

/** The first words of a message, cut at a word boundary. */
function shortTitle(text: string, max = 60): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 20 ? cut.lastIndexOf(" ") : max).trimEnd()}…`;
}

/** Another user's chat answers exactly as a missing one does, so ids reveal nothing. */
async function ownChat(ctx: ServiceContext, id: string) {
  const chat = await db.chat.findUnique({ where: { id } });
  if (!chat || chat.userId !== ctx.actor.id) throw notFound(`Chat "${id}"`);
  return chat;
}

async function chatWithMessages(ctx: ServiceContext, id: string) {
  const chat = await ownChat(ctx, id);
  const rows = await db.chatMessage.findMany({ where: { chatId: id }, orderBy: { position: "asc" } });
  return { ...chat, messages: rows.map((row) => row.message as unknown as StoredMessage) };
}

/** Chats belong to the user who started them; nobody else can read or continue them. */
export const chats = {
  async list(ctx: ServiceContext) {
    assertCan(ctx, "content.read");
    return db.chat.findMany({
      where: { userId: ctx.actor.id ?? "" },
      orderBy: { updatedAt: "desc" },
      select: { id: true, title: true, createdAt: true, updatedAt: true },
    });
  },

  get: chatWithMessages,

  /** The chat as the editor shows it: its messages and the turns already undone (so a reload still says so). */
  async view(ctx: ServiceContext, id: string) {
    const chat = await chatWithMessages(ctx, id);
    return { ...chat, undoneTurns: await revisions.undoneTurns(ctx, id) };
  },

  /** "Undo this turn" for a turn of the actor's own chat: reverts every write it made. */
  async undoTurn(ctx: ServiceContext, chatId: string, turnId: string) {
    await ownChat(ctx, chatId);
    const written = await revisions.listForTurn(ctx, turnId);
    if (written.some((revision) => revision.chatId !== chatId)) throw notFound(`Turn "${turnId}" in this chat`);
    return revisions.revertTurn(ctx, turnId);
  },

  /** The actor's chat with its messages, or no messages at all for an id not used yet (nothing is created). */
  async messagesOf(ctx: ServiceContext, id: string): Promise<StoredMessage[]> {
    assertCan(ctx, "content.read");
    if (!ctx.actor.id) throw new ServiceError("unauthenticated", "Sign in to chat.");
    const exists = await db.chat.findUnique({ where: { id }, select: { id: true } });
    return exists ? (await chatWithMessages(ctx, id)).messages : [];
  },

  async rename(ctx: ServiceContext, id: string, rawTitle: unknown) {
    const title = parseInput(titleSchema, rawTitle, "Invalid title");
    await ownChat(ctx, id);
    return db.chat.update({ where: { id }, data: { title } });
  },

  async remove(ctx: ServiceContext, id: string) {
    await ownChat(ctx, id);
    await db.chat.delete({ where: { id } });
    return { id };
  },

  /**
   * Stores messages by id: existing ones are replaced in place, new ones appended in order. A chat
   * id not used yet starts a chat owned by the actor, titled from `firstText`, in the same transaction.
   */
  async saveMessages(ctx: ServiceContext, chatId: string, messages: StoredMessage[], firstText = "") {
    assertCan(ctx, "content.read");
    if (!ctx.actor.id) throw new ServiceError("unauthenticated", "Sign in to chat.");
    const userId = ctx.actor.id;
    await db.$transaction(async (tx) => {
      const chat = await tx.chat.findUnique({ where: { id: chatId } });
      if (chat && chat.userId !== userId) throw notFound(`Chat "${chatId}"`);
      if (!chat) await tx.chat.create({ data: { id: chatId, userId, title: shortTitle(firstText) || "New chat" } });
      const existing = await tx.chatMessage.findMany({ where: { chatId }, select: { id: true, position: true } });
      const positions = new Map(existing.map((row) => [row.id, row.position]));
      let next = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
      for (const message of messages) {
        const json = JSON.parse(JSON.stringify(message)) as Prisma.InputJsonObject;
        const position = positions.get(message.id);
        if (position === undefined) {
          if (await tx.chatMessage.findUnique({ where: { id: message.id }, select: { id: true } })) {
            throw conflict("This message id is already used by another message.", "Send the message again with a new id.");
          }
          await tx.chatMessage.create({ data: { id: message.id, chatId, role: message.role, message: json, position: next++ } });
        } else {
          await tx.chatMessage.update({ where: { id: message.id }, data: { message: json } });
        }
      }
      await tx.chat.update({ where: { id: chatId }, data: { updatedAt: new Date() } });
    });
  },
};
