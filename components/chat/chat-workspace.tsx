"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Role } from "@/lib/services/context";
import { chatApi } from "./chat-api";
import { ChatList } from "./chat-list";
import { ChatLoader, type ChatSelection } from "./chat-loader";
import { newChatId } from "./new-chat-id";
import type { ChatSummary } from "./types";
import { useNarrowScreen } from "./use-narrow-screen";

type Props = {
  initialChats: ChatSummary[];
  /** The stored chat to open (from ?chat= or ?turn=); otherwise a new chat with `freshChatId`. */
  initialChatId?: string;
  /** A turn of that chat to show (from ?turn=): scrolled to and highlighted. */
  initialTurnId?: string;
  freshChatId: string;
  role: Role;
};

function chatUrl(id?: string, turnId?: string) {
  if (!id) return "/dashboard/chat";
  return `/dashboard/chat?chat=${encodeURIComponent(id)}${turnId ? `&turn=${encodeURIComponent(turnId)}` : ""}`;
}

/** The full-page assistant: past chats on the left, the selected conversation on the right. */
export function ChatWorkspace({ initialChats, initialChatId, initialTurnId, freshChatId, role }: Props) {
  const titleId = useId();
  const [chats, setChats] = useState(initialChats);
  const [selection, setSelection] = useState<ChatSelection>(() => (initialChatId ? { id: initialChatId, isNew: false } : { id: freshChatId, isNew: true }));
  const [linkedTurnId, setLinkedTurnId] = useState(initialChatId ? initialTurnId : undefined);
  const [focusComposer, setFocusComposer] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const narrow = useNarrowScreen();

  const refreshChats = useCallback(() => {
    chatApi.list().then(setChats, () => undefined);
  }, []);

  // The address names the chat once it is stored (and the linked turn while it is shown), so a
  // reload or a shared link opens it again.
  useEffect(() => {
    const url = chats.some((chat) => chat.id === selection.id) ? chatUrl(selection.id, linkedTurnId) : chatUrl();
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(null, "", url);
  }, [chats, selection, linkedTurnId]);

  const select = (next: ChatSelection) => {
    setLinkedTurnId(undefined);
    setFocusComposer(true);
    setSelection(next);
  };
  const startNew = () => select({ id: newChatId(), isNew: true });
  const title = chats.find((chat) => chat.id === selection.id)?.title ?? "New chat";
  const chatList = (
    <ChatList
      chats={chats}
      selectedId={selection.id}
      onSelect={(id) => id !== selection.id && select({ id, isNew: false })}
      onNew={startNew}
      onRenamed={(renamed) => setChats((list) => list.map((chat) => (chat.id === renamed.id ? renamed : chat)))}
      onDeleted={(id) => {
        const rest = chats.filter((chat) => chat.id !== id);
        setChats(rest);
        if (id === selection.id) select(rest[0] ? { id: rest[0].id, isNew: false } : { id: newChatId(), isNew: true });
      }}
    />
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:h-[calc(100svh-12rem)] md:min-h-[30rem] md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="min-h-0">
        {narrow ? (
          // On a phone the list folds away, so the conversation and its message box fit the screen.
          <details className="rounded-lg border border-slate-200 bg-white">
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">Chats ({chats.length}) and New chat</summary>
            <div className="flex max-h-64 min-h-0 flex-col">{chatList}</div>
          </details>
        ) : (
          chatList
        )}
      </div>
      <section aria-labelledby={titleId} className="flex h-[calc(100svh-20rem)] min-h-[22rem] flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-50 md:h-auto">
        <h2 id={titleId} className="truncate border-b border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-900">
          {title}
        </h2>
        <ChatLoader
          selection={selection}
          role={role}
          onTurnEnd={refreshChats}
          inputRef={input}
          autoFocus={focusComposer}
          linkedTurnId={linkedTurnId}
        />
      </section>
    </div>
  );
}
