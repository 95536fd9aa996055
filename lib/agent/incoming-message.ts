import { safeValidateUIMessages, type ToolSet, type UIMessage } from "ai";
import { ServiceError } from "@/lib/services/errors";

/** Deeper than any real message; a bound that keeps validation and storage from recursing without end. */
const MAX_DEPTH = 32;

function depthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [next, depth] = stack.pop()!;
    if (!next || typeof next !== "object") continue;
    if (depth > limit) return true;
    for (const child of Object.values(next)) stack.push([child, depth + 1]);
  }
  return false;
}

const refuse = (message: string) => new ServiceError("validation", message);

/**
 * The one message a client sends, checked before anything is stored. A person's message is text
 * only: no file or URL part reaches the model from the browser (the chat offers no attachments),
 * and nothing but its text parts is kept. An assistant message only answers approvals; the stored
 * copy stays the source of truth for everything else (see merge-messages).
 */
export async function incomingMessage(raw: unknown, tools: ToolSet): Promise<UIMessage> {
  if (depthExceeds(raw, MAX_DEPTH)) throw refuse(`Invalid message: it is nested more than ${MAX_DEPTH} levels deep.`);
  const validated = await safeValidateUIMessages({ messages: [raw], tools });
  if (!validated.success) throw refuse(`Invalid message: ${validated.error.message}`);
  const message = validated.data[0];
  if (message.role === "assistant") return message;
  if (message.role !== "user") throw refuse(`Messages with role "${message.role}" cannot be sent.`);
  const other = message.parts.find((part) => part.type !== "text");
  if (other) throw refuse(`Messages can only contain text; a "${other.type}" part cannot be sent.`);
  return { id: message.id, role: "user", parts: message.parts };
}
