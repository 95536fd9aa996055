"use client";

import { LoaderCircle } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { MessageView } from "./message-view";
import type { ChatMessage } from "./types";

type Props = { messages: ChatMessage[]; status: "submitted" | "streaming" | "ready" | "error" };

/** How close to the bottom still counts as "following along" (then new content scrolls into view). */
const FOLLOW_DISTANCE = 120;

/** The conversation as a live log: new content is announced politely and scrolled to while following. */
export function MessageList({ messages, status }: Props) {
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const busy = status === "submitted" || status === "streaming";

  useLayoutEffect(() => {
    const element = log.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [messages, status]);

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
