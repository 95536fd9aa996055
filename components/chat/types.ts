import type { DynamicToolUIPart, ToolUIPart, UIMessage } from "ai";
import type { ApprovalExpiredData, ApprovalPreviewData } from "@/lib/agent/approval-freshness";
import type { ModelOption } from "@/lib/agent/models";

export type { ApprovalExpiredData, ApprovalPreviewData, ModelOption };

/** A chat message as the server streams and stores it: tool parts plus the approval data parts. */
export type ChatMessage = UIMessage<unknown, { approvalPreview: ApprovalPreviewData; approvalExpired: ApprovalExpiredData }>;
export type ChatPart = ChatMessage["parts"][number];
export type ToolPart = ToolUIPart | DynamicToolUIPart;

/** A chat as GET /api/chats lists it. */
export type ChatSummary = { id: string; title: string; createdAt: string; updatedAt: string };
