import { getToolName, isToolUIPart } from "ai";
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

/** A tool's id as the model knows it (cms_getPages, agent_plan, web_fetchContent…): never shown to people. */
const TOOL_ID = /`?\b(?:cms|agent|search|web|stock|http)_[A-Za-z]\w*`?/g;

/**
 * A tool's message, error or hint as people read it: sentences that direct the model to other tools
 * ("Call cms_getPages to find the page's id.") are left out; they mean nothing to a person.
 */
export function withoutToolDirections(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.match(TOOL_ID))
    .join(" ");
}

/** The labels of the tools an answer called, by tool id. */
export function toolLabels(message: ChatMessage): Map<string, string> {
  return new Map(message.parts.filter(isToolUIPart).map((part) => [getToolName(part), toolLabel(part)]));
}

/** The assistant's reply with any tool id it slipped in replaced by what the tool does ("List pages"). */
export function withToolLabels(text: string, labels: ReadonlyMap<string, string>): string {
  return text.replace(TOOL_ID, (id) => {
    const label = labels.get(id.replace(/`/g, ""));
    return label ? `“${label}”` : "a tool";
  });
}
