import type { ModelMessage, ToolModelMessage } from "ai";

export const DEFAULT_HISTORY_TOKENS = 16_000;
/** Old turns are left out this many at a time, so the cached start of the conversation changes rarely. */
export const TURNS_LEFT_OUT_TOGETHER = 8;
/** A tool result of an earlier turn is cut to this many characters; one of the current turn to the larger figure. */
export const EARLIER_RESULT_CHARS = 2_000;
export const CURRENT_RESULT_CHARS = 20_000;

/** The conversation the model may be sent, in tokens (`AGENT_HISTORY_TOKENS`), tools and instructions aside. */
export function historyTokens(): number {
  const value = Number(process.env.AGENT_HISTORY_TOKENS);
  return Number.isInteger(value) && value >= 1_000 ? value : DEFAULT_HISTORY_TOKENS;
}

/** About four characters a token for JSON-heavy text. */
const tokensOf = (messages: ModelMessage[]) => Math.ceil(JSON.stringify(messages).length / 4);

function shortResults(message: ToolModelMessage, limit: number): ToolModelMessage {
  const content = message.content.map((part) => {
    if (part.type !== "tool-result") return part;
    const { output } = part;
    const text = output.type === "text" || output.type === "error-text" ? output.value : output.type === "json" || output.type === "error-json" ? JSON.stringify(output.value) : undefined;
    if (text === undefined || text.length <= limit) return part;
    const value = `${text.slice(0, limit)}… (cut to ${limit.toLocaleString("en")} characters here; call the tool again for the rest)`;
    return { ...part, output: { type: output.type.startsWith("error") ? ("error-text" as const) : ("text" as const), value } };
  });
  return { ...message, content };
}

/**
 * What the model is sent of a long chat, never what is stored: tool results cut short (hard for
 * earlier turns, gently for the current one) and, over `budget` tokens, the oldest turns left out,
 * a block at a time, with a note saying so. The working memory in the instructions still names
 * what those turns touched. Without this a chat re-sends its whole history every step, growing
 * quadratically over its life.
 */
export function boundedContext(messages: ModelMessage[], budget = historyTokens()): ModelMessage[] {
  const turnStarts = messages.flatMap((message, index) => (message.role === "user" ? [index] : []));
  const currentTurn = turnStarts.at(-1) ?? 0;
  const shortened = messages.map((message, index) =>
    message.role === "tool" ? shortResults(message, index < currentTurn ? EARLIER_RESULT_CHARS : CURRENT_RESULT_CHARS) : message,
  );
  let leftOut = 0;
  const earlierTurns = turnStarts.length - 1;
  while (leftOut + TURNS_LEFT_OUT_TOGETHER <= earlierTurns && tokensOf(shortened.slice(turnStarts[leftOut])) > budget) leftOut += TURNS_LEFT_OUT_TOGETHER;
  if (leftOut === 0) return shortened;
  const note: ModelMessage = {
    role: "user",
    content: `(The first ${leftOut} turns of this chat are left out here to keep it short. The working memory in your instructions lists what they worked on; ask the person if you need more.)`,
  };
  return [note, ...shortened.slice(turnStarts[leftOut])];
}
