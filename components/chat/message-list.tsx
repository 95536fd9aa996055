"use client";

import { LoaderCircle } from "lucide-react";
import { createContext, useContext, useLayoutEffect, useRef } from "react";
import { MessageView, messageElementId } from "./message-view";
import type { ChatMessage } from "./types";

type Props = { messages: ChatMessage[]; status: "submitted" | "streaming" | "ready" | "error" };

/** How close to the bottom still counts as "following along" (then new content scrolls into view). */
const FOLLOW_DISTANCE = 120;
/** Room above a linked turn scrolled to the top of the log, so its highlight shows whole. */
const LINKED_TURN_MARGIN = 16;

/** The turn a link asked to show (/dashboard/chat?turn=…), if any: the list scrolls to it once. */
export const LinkedTurnContext = createContext<string | undefined>(undefined);

/** The conversation as a live log: new content is announced politely and scrolled to while following. */
export function MessageList({ messages, status }: Props) {
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const linkedTurn = useContext(LinkedTurnContext);
  const linkedShown = useRef(false);
  const busy = status === "submitted" || status === "streaming";

  useLayoutEffect(() => {
    const element = log.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [messages, status]);

  // Runs after the jump to the bottom above: a linked turn far up the chat wins, once.
  // Only the log scrolls (not the page), so the chat's title and the message box stay in view.
  useLayoutEffect(() => {
    const element = log.current;
    const turn = linkedTurn && document.getElementById(messageElementId(linkedTurn));
    if (!element || !turn || linkedShown.current) return;
    linkedShown.current = true;
    following.current = false;
    element.scrollTop += turn.getBoundingClientRect().top - element.getBoundingClientRect().top - LINKED_TURN_MARGIN;
    turn.focus({ preventScroll: true });
  }, [linkedTurn, messages]);

  const onScroll = () => {
    const element = log.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_DISTANCE;
  };

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-busy={busy}
      aria-label="Conversation"
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 space-y-4 overflow-y-auto p-3"
    >
      {messages.length === 0 && (
        <div className="mx-auto max-w-sm py-6 text-center text-sm text-slate-600">
          <p className="font-medium text-slate-800">Ask the assistant to work on your site.</p>
          <p className="mt-1">For example: “create a page called Pricing with a hero and a FAQ” or “list draft posts”.</p>
        </div>
      )}
      {messages.map((message, index) => (
        <MessageView
          key={message.id}
          message={message}
          linked={message.role === "assistant" && message.id === linkedTurn}
          isLast={index === messages.length - 1}
          active={busy && index === messages.length - 1 && message.role === "assistant"}
        />
      ))}
      {status === "submitted" && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" /> The assistant is thinking…
        </p>
      )}
    </div>
  );
}
