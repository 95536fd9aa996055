import { isToolUIPart } from "ai";
import type { ChatMessage, ToolPart } from "./types";

/** What the server sends with every tool part, from the tool's definition (lib/agent/tool-runtime.ts). */
export type ToolPartMetadata = { label?: string; domain?: string; risk?: string; readOnly?: boolean; destructive?: boolean; lists?: string; trashes?: boolean };

export const toolMetadataOf = (part: ToolPart): ToolPartMetadata => (part.toolMetadata ?? {}) as ToolPartMetadata;

/**
 * Whether the call only reads, as its definition says. A part stored before tools sent metadata
 * counts as a write: a needless refresh or undo button beats a missing one.
 */
export const readsOnly = (part: ToolPart) => toolMetadataOf(part).readOnly === true;

/** What the call does, in an editor's words. */
export const toolLabel = (part: ToolPart) => toolMetadataOf(part).label ?? "Using a tool";

/** A moderate-risk call that ran without a card: DESIGN §3 wants it flagged where the person sees it. */
export const ranUnaskedModerate = (part: ToolPart) => toolMetadataOf(part).risk === "moderate" && !("approval" in part && part.approval);

/** A successful tool result (`{ ok: true, … }`). */
const succeeded = (output: unknown) => (output as { ok?: unknown } | null)?.ok === true;

/** Whether an assistant message changed content: some write tool finished with `ok: true`. */
export function changedContent(message: ChatMessage): boolean {
  return message.parts.some((part) => isToolUIPart(part) && part.state === "output-available" && succeeded(part.output) && !readsOnly(part));
}
