/**
 * One case's conversation through the real chat path (handleChatRequest: validation, persistence,
 * approval gate, tools, audit) with the offline model: each message is sent, and every approval
 * card is answered as the case says until the turn ends.
 */
import { randomUUID } from "node:crypto";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { handleChatRequest } from "@/lib/agent/run-chat";
import { chats } from "@/lib/services/chats";
import { userContext } from "@/lib/services/context";
import type { SessionUser } from "@/lib/services/sessions";

type Part = Record<string, unknown> & { type: string };
type Message = { id: string; role: string; parts: Part[] };

/** Cards answered in one turn before the runner gives up (a model that asks forever). */
const MAX_ROUNDS = 8;

export type Transcript = {
  /** All text the assistant wrote after the last message (cards and tool output left out). */
  reply: string;
  /** Whether an approval card appeared at any point. */
  cardShown: boolean;
  /** Tool calls of the whole conversation, in order, for failure reports. */
  calls: string[];
  /** Errors the chat endpoint answered with (a broken run), if any. */
  errors: string[];
};

const isCard = (part: Part) => part.state === "approval-requested";

export async function converse(say: string[], user: SessionUser, cards: "approve" | "deny"): Promise<Transcript> {
  const model = createOfflineModel();
  const chatId = `bench-${randomUUID()}`;
  const errors: string[] = [];
  const stored = async () => (await chats.messagesOf(userContext(user), chatId)) as unknown as Message[];
  const post = async (message: Message) => {
    try {
      const response = await handleChatRequest({ id: chatId, messages: [message] }, user, { model });
      const body = await response.text();
      if (response.status !== 200) errors.push(`HTTP ${response.status}: ${body.slice(0, 200)}`);
      for (const line of body.split("\n")) if (line.startsWith('data: {"type":"error"')) errors.push(line.slice(6, 300));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  };

  let cardShown = false;
  for (const text of say) {
    await post({ id: randomUUID(), role: "user", parts: [{ type: "text", text }] });
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const last = (await stored()).at(-1);
      if (!last || last.role !== "assistant" || !last.parts.some(isCard)) break;
      cardShown = true;
      // A viewer cannot answer cards: the request waits for someone who can.
      if (user.role === "viewer") break;
      const approved = cards === "approve";
      const parts = last.parts.map((part) =>
        isCard(part) ? { ...part, state: "approval-responded", approval: { ...(part.approval as object), approved, ...(approved ? {} : { reason: "Not now" }) } } : part,
      );
      await post({ ...last, parts });
    }
  }

  const messages = await stored();
  const lastUser = messages.findLastIndex((message) => message.role === "user");
  const reply = messages
    .slice(lastUser + 1)
    .flatMap((message) => message.parts)
    .flatMap((part) => (part.type === "text" && typeof part.text === "string" ? [part.text] : []))
    .join("\n");
  const calls = messages.flatMap((message) => message.parts).flatMap((part) => (part.type.startsWith("tool-") ? [part.type.slice(5)] : []));
  return { reply, cardShown: cardShown || messages.some((message) => message.parts.some((part) => part.approval !== undefined)), calls, errors };
}
