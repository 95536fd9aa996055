import type { Conversation, RecordedCall } from "@/lib/agent/offline-model/conversation";

/** A conversation as the offline model's engine sees it: the last user message, this turn's calls, the tools offered. */
export const conversation = (userText: string, extra: Partial<Conversation> = {}): Conversation => ({
  userText,
  turn: [],
  earlier: [],
  earlierTurns: [],
  lastReply: "",
  previousRequests: [],
  tools: new Set(["cms_getPage", "cms_deletePage", "cms_getPosts", "cms_archivePost", "cms_getPost", "cms_syncSectionContent", "cms_findImage", "cms_deleteImage"]),
  toolsAllowed: true,
  ...extra,
});

/** A call that was made and succeeded with this result. */
export const ok = (toolName: string, input: unknown, result: Record<string, unknown>): RecordedCall => ({ toolName, input, outcome: { status: "ok", result } });
