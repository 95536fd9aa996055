import { isFinishedTurn } from "@/lib/domain/chat-turn";
import type { ChatMessage } from "./types";

/**
 * What Retry does after a failed request, given what the person sees and what the server stored:
 * - `show-stored`: the server finished the answer although the browser did not see it end (the
 *   connection dropped, or an error was shown early): show the stored chat, run nothing again;
 * - `send-answers`: answers to approval cards never reached the server: send them;
 * - `resend`: the person's message got no answer: send it again;
 * - `continue`: the answer broke off: the server runs on from the stored turn.
 */
export type RetryPlan = "show-stored" | "send-answers" | "resend" | "continue";

export function retryPlan(shown: ChatMessage[], stored: ChatMessage[] | undefined, unsentAnswers: boolean): RetryPlan {
  if (unsentAnswers) return "send-answers";
  const asked = shown.findLast((message) => message.role === "user");
  const answered = !!stored && isFinishedTurn(stored.at(-1)) && (!asked || stored.some((message) => message.id === asked.id));
  if (answered) return "show-stored";
  return shown.at(-1)?.role === "user" ? "resend" : "continue";
}
