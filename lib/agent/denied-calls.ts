import { getToolName, isToolUIPart, type ModelMessage, type UIMessage } from "ai";
import type { ApprovalExpiredData } from "./approval-freshness";

const PERSON_DENIED = "The person denied this action";
const NOT_RUN = "This action was not run";

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const note = (opening: string, reason?: string, after?: string) => {
  const first = reason ? `${opening}: ${reason}` : `${opening}.`;
  return after ? `${sentence(first)} ${after}` : first;
};

/**
 * A denial note back as its reason and whether a person denied it (the offline model reads the notes
 * it is sent); `after` is the tool's own note, left out of the reason. Undefined for any other text.
 */
export function readDeniedNote(text: string, after?: string): { reason?: string; byPerson: boolean } | undefined {
  for (const opening of [PERSON_DENIED, NOT_RUN]) {
    const byPerson = opening === PERSON_DENIED;
    if (text === `${opening}.` || text.startsWith(`${opening}. `)) return { byPerson };
    if (!text.startsWith(`${opening}: `)) continue;
    const reason = text.slice(opening.length + 2);
    const own = after && reason.endsWith(` ${after}`) ? reason.slice(0, -after.length - 1).replace(/\.$/, "") : reason;
    return { reason: own, byPerson };
  }
  return undefined;
}

/**
 * What the model hears of each call a person denied, or that expired before it could run, by tool
 * call id, read from the stored conversation; `deniedNote` adds what a tool's denial means (for a
 * publish: nothing went live, the drafts are kept).
 */
export function deniedCallNotes(messages: UIMessage[], deniedNote: (toolName: string) => string | undefined = () => undefined): Map<string, string> {
  const denied = new Map<string, string>();
  const expired = new Map<string, string>();
  for (const part of messages.flatMap((message) => message.parts)) {
    if (part.type === "data-approvalExpired") {
      const data = part.data as ApprovalExpiredData;
      expired.set(data.toolCallId, note(NOT_RUN, data.reason));
    } else if (isToolUIPart(part) && part.approval?.approved === false && !part.approval.isAutomatic) {
      denied.set(part.toolCallId, note(PERSON_DENIED, part.approval.reason, deniedNote(getToolName(part))));
    }
  }
  // A card declined because it had gone stale is expired, not the person's denial.
  return new Map([...denied, ...expired]);
}

/**
 * Denied calls reach the model as errors that say so, with the reason. The SDK sends a denial as
 * the bare reason text, which reads like the tool's own answer, and without Anthropic's is_error.
 */
export function markDeniedCalls(messages: ModelMessage[], notes: Map<string, string>): ModelMessage[] {
  return messages.map((message) => {
    if (message.role !== "tool") return message;
    const content = message.content.map((part) => {
      if (part.type !== "tool-result" || part.output.type !== "execution-denied") return part;
      const value = notes.get(part.toolCallId) ?? note(NOT_RUN, part.output.reason);
      return { ...part, output: { type: "error-text" as const, value } };
    });
    return { ...message, content };
  });
}
