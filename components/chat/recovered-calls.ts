import { getToolName, isToolUIPart } from "ai";
import { readsOnly, toolMetadataOf } from "./tool-names";
import type { ChatMessage, ToolPart } from "./types";

const failed = (part: ToolPart) => part.state === "output-error" || (part.state === "output-available" && (part.output as { ok?: unknown } | null)?.ok === false);
const succeeded = (part: ToolPart) => part.state === "output-available" && (part.output as { ok?: unknown } | null)?.ok === true;

/** What a call does to the site, from its definition: reads, changes, or takes away. */
const effect = (part: ToolPart) => (readsOnly(part) ? "read" : toolMetadataOf(part).destructive ? "destructive" : "write");

/** A later call that does what the failed one set out to: the same tool, or one of its group with the same effect (a lookup by another way, a write by another tool). */
function achieves(later: ToolPart, failedPart: ToolPart): boolean {
  if (!succeeded(later)) return false;
  if (getToolName(later) === getToolName(failedPart)) return true;
  const [a, b] = [toolMetadataOf(later), toolMetadataOf(failedPart)];
  return !!a.domain && a.domain === b.domain && effect(later) === effect(failedPart);
}

/**
 * The failed calls of one answer the assistant recovered from: a later call in the same answer
 * succeeded at the same thing. They are shown muted, not as a red failure, since nothing is left
 * undone by them.
 */
export function recoveredCalls(message: ChatMessage): Set<string> {
  const calls = message.parts.filter(isToolUIPart);
  const recovered = new Set<string>();
  calls.forEach((part, index) => {
    if (failed(part) && calls.slice(index + 1).some((later) => achieves(later, part))) recovered.add(part.toolCallId);
  });
  return recovered;
}
