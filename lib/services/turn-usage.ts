import "server-only";
import { db } from "@/lib/db";
import type { TurnTokens } from "@/lib/domain/turn-usage";
import type { ServiceContext } from "./context";
import { notFound } from "./errors";
import { assertCan } from "./permissions";

/** Usage as models report it (AI SDK `LanguageModelUsage`); a provider may leave any figure out. */
export type ReportedUsage = {
  inputTokens?: number;
  outputTokens?: number;
  inputTokenDetails?: { cacheReadTokens?: number; cacheWriteTokens?: number };
};

const SELECT = { turnId: true, modelId: true, inputTokens: true, cachedInputTokens: true, cacheWriteTokens: true, outputTokens: true, steps: true } as const;

/** What each chat turn cost in tokens: recorded by the chat run, read in the chat and the activity log. */
export const turnUsage = {
  /** Adds one model call to its turn's total. */
  async add(ctx: ServiceContext & { chatId: string; turnId: string }, modelId: string, usage: ReportedUsage) {
    const call = {
      inputTokens: usage.inputTokens ?? 0,
      cachedInputTokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
      cacheWriteTokens: usage.inputTokenDetails?.cacheWriteTokens ?? 0,
      outputTokens: usage.outputTokens ?? 0,
      steps: 1,
    };
    const increments = Object.fromEntries(Object.entries(call).map(([field, value]) => [field, { increment: value }]));
    await db.turnUsage.upsert({
      where: { turnId: ctx.turnId },
      create: { turnId: ctx.turnId, chatId: ctx.chatId, modelId, ...call },
      update: { modelId, ...increments },
    });
  },

  /** One turn of the actor's own chat; null before its first model call. */
  async ofOwnTurn(ctx: ServiceContext, chatId: string, turnId: string): Promise<TurnTokens | null> {
    const chat = await db.chat.findUnique({ where: { id: chatId }, select: { userId: true } });
    if (!chat || chat.userId !== ctx.actor.id) throw notFound(`Chat "${chatId}"`);
    return db.turnUsage.findFirst({ where: { turnId, chatId }, select: SELECT });
  },

  /** The turns the activity log shows, by turn id. */
  async ofTurns(ctx: ServiceContext, turnIds: string[]): Promise<Map<string, TurnTokens>> {
    assertCan(ctx, "audit.read");
    const rows = await db.turnUsage.findMany({ where: { turnId: { in: [...new Set(turnIds)] } }, select: SELECT });
    return new Map(rows.map(({ turnId, ...tokens }) => [turnId, tokens]));
  },
};
