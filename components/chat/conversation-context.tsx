"use client";

import { createContext, useContext } from "react";

export type ApprovalAnswer = { approvalId: string; approved: boolean; reason?: string };

/** What the parts of a conversation need from it: who may answer, and how answers are sent. */
export type ConversationActions = {
  chatId: string;
  /** Editors and admins may answer approvals and undo turns; viewers never. */
  canApprove: boolean;
  /** A request is in flight: answers wait until it ends. */
  busy: boolean;
  respond: (answer: ApprovalAnswer) => Promise<void>;
  /**
   * Approval requests that can no longer be answered, by approval id, with why: the server refused
   * the answer (409), or the card no longer matches its target (checked while it waits).
   */
  expired: ReadonlyMap<string, string>;
};

export const ConversationContext = createContext<ConversationActions | null>(null);

export function useConversation(): ConversationActions {
  const value = useContext(ConversationContext);
  if (!value) throw new Error("useConversation must be used inside a Conversation.");
  return value;
}
