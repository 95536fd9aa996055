import type { UIMessage } from "ai";
import { isFinishedTurn } from "@/lib/domain/chat-turn";
import { ServiceError, conflict } from "@/lib/services/errors";
import { MAX_MESSAGE_CHARS } from "./message-limits";

/** A person's answer to a stored approval request, with the stored (approved) input. */
export type ApprovalAnswer = { toolCallId: string; toolName: string; input: unknown; approved: boolean; reason?: string };

/** A stored or sent tool part, as far as approvals need it. */
export type ToolPartLike = {
  type: string;
  toolCallId: string;
  toolName?: string;
  state: string;
  input?: unknown;
  approval?: { id: string; approved?: boolean; reason?: string };
};

export const isToolPart = (part: unknown): part is ToolPartLike =>
  !!part && typeof part === "object" && "toolCallId" in part && "state" in part;

const toolNameOf = (part: ToolPartLike) => part.toolName ?? part.type.replace(/^tool-/, "");

/** A new user message must say something, and not too much; answers to approvals carry no text. */
export function assertSendable(message: UIMessage): void {
  if (message.role !== "user") return;
  const text = messageText(message);
  if (!text) throw new ServiceError("validation", "The message is empty: type what the assistant should do.");
  if (text.length > MAX_MESSAGE_CHARS) {
    throw new ServiceError("validation", `The message is too long (${text.length.toLocaleString("en")} characters, at most ${MAX_MESSAGE_CHARS.toLocaleString("en")}). Shorten it or send it in parts.`);
  }
}

/**
 * Combines the stored conversation (the source of truth) with the one message the client sent.
 * A new user message is appended. An assistant message may only continue the last stored message
 * and only by answering its pending approvals: the stored parts (input, signature) are kept and just
 * the answer is taken from the client, so an edited input, an invented approval or a replay of an
 * answered one changes nothing.
 */
export function mergeIncomingMessage(stored: UIMessage[], incoming: UIMessage): { messages: UIMessage[]; approvals: ApprovalAnswer[] } {
  const last = stored.at(-1);
  if (incoming.role === "user") {
    const existing = stored.findIndex((m) => m.id === incoming.id);
    if (existing === -1) return { messages: [...stored, incoming], approvals: [] };
    // Resending the latest user message (a retry) replaces it and drops the answer it got.
    if (stored.slice(existing + 1).every((m) => m.role === "assistant")) return { messages: [...stored.slice(0, existing), incoming], approvals: [] };
    throw conflict("This message was already sent earlier in the chat.", "Send a new message instead.");
  }
  if (incoming.role !== "assistant") throw new ServiceError("validation", `Messages with role "${incoming.role}" cannot be sent.`);
  if (!last || last.id !== incoming.id || last.role !== "assistant") {
    throw conflict("This approval has expired: the conversation has moved on.", "Ask the assistant again.");
  }

  const answers = new Map<string, ToolPartLike>();
  for (const part of incoming.parts) {
    if (isToolPart(part) && part.state === "approval-responded" && typeof part.approval?.approved === "boolean") answers.set(part.toolCallId, part);
  }
  const approvals: ApprovalAnswer[] = [];
  const parts = last.parts.map((part) => {
    if (!isToolPart(part) || part.state !== "approval-requested" || !part.approval) return part;
    const answer = answers.get(part.toolCallId);
    if (!answer || answer.approval?.id !== part.approval.id) return part;
    const approved = answer.approval.approved === true;
    const reason = answer.approval.reason?.trim().slice(0, 500) || undefined;
    approvals.push({ toolCallId: part.toolCallId, toolName: toolNameOf(part), input: part.input, approved, reason });
    return { ...part, state: "approval-responded", approval: { ...part.approval, approved, ...(reason ? { reason } : {}) } };
  });
  if (!approvals.length) throw conflict("There is no pending approval to answer here: it was already answered or has expired.");
  return { messages: [...stored.slice(0, -1), { ...last, parts } as UIMessage], approvals };
}

/**
 * Retry after a reply broke off: the stored conversation runs on from where it stopped, so what
 * already ran is seen as done and not run again. Nothing is taken from the client's copy.
 */
export function continueStoredTurn(stored: UIMessage[], incoming: UIMessage): { messages: UIMessage[]; approvals: ApprovalAnswer[] } {
  const last = stored.at(-1);
  // Broke off before its first step was saved: the request runs again from the user's message.
  if (last?.role === "user") return { messages: stored, approvals: [] };
  if (!last || last.role !== "assistant" || last.id !== incoming.id) throw conflict("Only the newest reply can be continued.", "Send your request again.");
  if (last.parts.some((part) => isToolPart(part) && part.state === "approval-requested")) {
    throw conflict("This reply is waiting for your approval: answer its cards and the assistant continues.");
  }
  if (isFinishedTurn(last)) throw conflict("This reply is complete: there is nothing to continue.", "Send a new message instead.");
  return { messages: [...stored.slice(0, -1), withoutUnfinishedStep(last)], approvals: [] };
}

/**
 * The step a broken-off reply was writing, when it holds only words (no tool call): it is written
 * again. Sent as it is, the conversation would end in the assistant's half sentence, which the
 * model continues as "prefill" at best, and newer Claude models refuse outright.
 */
function withoutUnfinishedStep(message: UIMessage): UIMessage {
  const stepStart = message.parts.findLastIndex((part) => part.type === "step-start");
  if (stepStart === -1 || message.parts.slice(stepStart).some(isToolPart)) return message;
  return { ...message, parts: message.parts.slice(0, stepStart) };
}

/** States in which a stored call still waits for its result although no run is carrying it on. */
const UNFINISHED = new Set(["input-streaming", "input-available", "approval-responded"]);
export const INTERRUPTED_CALL_ERROR =
  "The reply broke off before this action finished, so its result is unknown. Check the activity log before asking again.";

/**
 * A stored chat must never be left unusable: a call that a broken-off reply left without a result
 * (a provider fault mid-stream, a crash) is settled as an error, so the model sees a finished call
 * and an approved one is never run a second time. Pending approval requests stay as they are.
 */
export function settleInterruptedCalls(stored: UIMessage[]): UIMessage[] {
  return stored.map((message) => {
    if (message.role !== "assistant" || !message.parts.some((part) => isToolPart(part) && UNFINISHED.has(part.state))) return message;
    const parts = message.parts.map((part) =>
      isToolPart(part) && UNFINISHED.has(part.state) ? { ...part, state: "output-error", input: part.input ?? {}, errorText: INTERRUPTED_CALL_ERROR } : part,
    );
    return { ...message, parts } as UIMessage;
  });
}

/** The text of a message (for titles and for choosing tools). */
export function messageText(message: UIMessage | undefined): string {
  if (!message) return "";
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join(" ").trim();
}
