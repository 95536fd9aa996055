"use client";

import { useChat } from "@ai-sdk/react";
import { isToolUIPart, lastAssistantMessageIsCompleteWithApprovalResponses } from "ai";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { Role } from "@/lib/services/context";
import { can } from "@/lib/services/permissions";
import { ChatError } from "./chat-error";
import { chatApi, readableError, statusOf } from "./chat-api";
import { ChatTransport } from "./chat-transport";
import { Composer } from "./composer";
import { ConversationContext, type ApprovalAnswer, type ConversationActions } from "./conversation-context";
import { MessageList } from "./message-list";
import { retryPlan } from "./retry-plan";
import { StoppedNote } from "./stopped-note";
import { changedContent } from "./tool-names";
import type { ChatMessage } from "./types";
import { useExpiredApprovals } from "./use-expired-approvals";
import { useModels } from "./use-models";

type Props = {
  chatId: string;
  initialMessages: ChatMessage[];
  role: Role;
  /** After every finished turn (e.g. to refresh the list of chats: a new chat now has a title). */
  onTurnEnd?: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  autoFocus?: boolean;
};

const waitingNotice = (open: number) =>
  `${open === 1 ? "A request above waits" : `${open} requests above wait`} for your answer. Sending a new message instead cancels ${open === 1 ? "it" : "them"}.`;

/**
 * One chat with the agent. Only the newest message is sent (the server keeps the history); answers
 * to approvals continue the conversation on their own once every pending request is answered.
 */
export function Conversation({ chatId, initialMessages, role, onTurnEnd, inputRef, autoFocus }: Props) {
  const router = useRouter();
  const { models, modelId, setModelId } = useModels();
  const modelRef = useRef(modelId);
  useEffect(() => {
    modelRef.current = modelId;
  }, [modelId]);
  /** Approvals answered since the last request went out: a 409 refuses exactly these. */
  const answered = useRef<string[]>([]);
  const [stopped, setStopped] = useState(false);
  /** The next request picks up the interrupted reply rather than sending a message. */
  const continuing = useRef(false);

  const [transport] = useState(
    () =>
      new ChatTransport({
        api: "/api/chat",
        prepareSendMessagesRequest: ({ id, messages }) => {
          const resume = continuing.current;
          continuing.current = false;
          return { body: { id, messages: messages.slice(-1), ...(modelRef.current ? { modelId: modelRef.current } : {}), ...(resume ? { continue: true } : {}) } };
        },
      }),
  );

  const { messages, setMessages, status, error, sendMessage, regenerate, stop, clearError, addToolApprovalResponse } = useChat<ChatMessage>({
    id: chatId,
    messages: initialMessages,
    transport,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onFinish: ({ message, isError }) => {
      if (!isError) answered.current = [];
      if (changedContent(message)) router.refresh();
      onTurnEnd?.();
    },
  });

  const busy = status === "submitted" || status === "streaming";
  const { expired, addExpired, open } = useExpiredApprovals(chatId, messages, busy, addToolApprovalResponse);

  // The server refuses an answer to an approval that no longer applies (409): the card shows its
  // message as expired instead of a general error.
  useEffect(() => {
    if (!error || statusOf(error) !== 409 || answered.current.length === 0) return;
    const message = readableError(error);
    const ids = answered.current;
    answered.current = [];
    addExpired(ids.map((id) => [id, message] as const));
    clearError();
  }, [error, clearError, addExpired]);

  const actions = useMemo<ConversationActions>(
    () => ({
      chatId,
      canApprove: can(role, "content.write"),
      busy,
      expired,
      respond: async ({ approvalId, approved, reason }: ApprovalAnswer) => {
        answered.current.push(approvalId);
        // The card turns into a status line: keep keyboard focus somewhere useful.
        inputRef.current?.focus();
        await addToolApprovalResponse({ id: approvalId, approved, reason });
      },
    }),
    [chatId, role, busy, expired, addToolApprovalResponse, inputRef],
  );

  const send = (text: string) => {
    answered.current = [];
    setStopped(false);
    void sendMessage({ text });
  };

  const stopReply = () => {
    setStopped(true);
    void stop();
  };
  const showLatest = () => {
    setStopped(false);
    chatApi.messages(chatId).then(setMessages, () => undefined);
  };

  /**
   * Sends again what failed (see retryPlan): the stored chat decides, so an answer the server
   * finished is shown rather than asked for again, and nothing already done runs twice.
   */
  const retry = async () => {
    const last = messages.at(-1);
    clearError();
    setStopped(false);
    const unsent = !!last?.parts.some((part) => isToolUIPart(part) && part.state === "approval-responded" && !expired.has(part.approval.id));
    const stored = await chatApi.messages(chatId).catch(() => undefined);
    const plan = retryPlan(messages, stored, unsent);
    if (plan === "show-stored") return setMessages(stored!);
    if (plan === "resend") return void regenerate();
    continuing.current = plan === "continue";
    void sendMessage();
  };

  return (
    <ConversationContext.Provider value={actions}>
      <div className="flex min-h-0 flex-1 flex-col">
        <MessageList messages={messages} status={status} />
        {error && <ChatError message={readableError(error)} onRetry={() => void retry()} onDismiss={clearError} />}
        {stopped && !busy && <StoppedNote onReload={showLatest} />}
        <Composer
          busy={busy}
          onSend={send}
          onStop={stopReply}
          models={models}
          modelId={modelId}
          onModelChange={setModelId}
          inputRef={inputRef}
          autoFocus={autoFocus}
          notice={open && actions.canApprove ? waitingNotice(open) : undefined}
        />
      </div>
    </ConversationContext.Provider>
  );
}
