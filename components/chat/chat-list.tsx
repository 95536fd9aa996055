"use client";

import { MessageSquarePlus, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { DateTime } from "@/components/ui/date-time";
import type { ActionResult } from "@/lib/action-result";
import { cn } from "@/lib/cn";
import { chatApi } from "./chat-api";
import { ChatRenameForm } from "./chat-rename-form";
import type { ChatSummary } from "./types";

type Props = {
  chats: ChatSummary[];
  selectedId: string;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRenamed: (chat: ChatSummary) => void;
  onDeleted: (id: string) => void;
};

const removeChat = async (id: string): Promise<ActionResult> => {
  try {
    await chatApi.remove(id);
    return { ok: true, message: "Chat deleted" };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "The chat could not be deleted." };
  }
};

/** Past chats, newest first: pick one, rename it in place or delete it (after a confirmation). */
export function ChatList({ chats, selectedId, onSelect, onNew, onRenamed, onDeleted }: Props) {
  const [editing, setEditing] = useState<string>();
  // After a rename is saved or cancelled, focus goes back to that chat's rename button.
  const refocus = useRef<string>(undefined);
  const focusIfRenamed = (id: string) => (button: HTMLButtonElement | null) => {
    if (!button || refocus.current !== id) return;
    refocus.current = undefined;
    button.focus();
  };
  return (
    <nav aria-label="Chats" className="flex min-h-0 flex-col rounded-lg border border-slate-200 bg-white">
      <div className="border-b border-slate-200 p-2">
        <Button size="sm" className="w-full" onClick={onNew}>
          <MessageSquarePlus aria-hidden className="size-4" /> New chat
        </Button>
      </div>
      {chats.length === 0 ? (
        <p className="p-3 text-sm text-slate-600">No chats yet.</p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
          {chats.map((chat) =>
            editing === chat.id ? (
              <li key={chat.id}>
                <ChatRenameForm
                  chat={chat}
                  onDone={(renamed) => {
                    refocus.current = chat.id;
                    setEditing(undefined);
                    if (renamed) onRenamed(renamed);
                  }}
                />
              </li>
            ) : (
              <li key={chat.id} className={cn("flex items-center gap-1 px-1", chat.id === selectedId && "bg-brand-50")}>
                <button
                  type="button"
                  onClick={() => onSelect(chat.id)}
                  aria-current={chat.id === selectedId ? "true" : undefined}
                  className="min-w-0 flex-1 rounded-md px-2 py-2 text-left hover:bg-slate-50"
                >
                  <span className={cn("block truncate text-sm", chat.id === selectedId ? "font-medium text-brand-700" : "text-slate-800")}>{chat.title}</span>
                  <span className="block text-xs text-slate-600">
                    <DateTime value={chat.updatedAt} withTime />
                  </span>
                </button>
                <button
                  ref={focusIfRenamed(chat.id)}
                  type="button"
                  className={buttonClasses("ghost", "sm")}
                  onClick={() => setEditing(chat.id)}
                  aria-label={`Rename chat “${chat.title}”`}
                >
                  <Pencil aria-hidden className="size-3.5" />
                </button>
                <ConfirmButton
                  action={() => removeChat(chat.id)}
                  title="Delete this chat?"
                  description={`“${chat.title}” and its messages are deleted for good. Changes the assistant made stay, and the activity log keeps them.`}
                  confirmLabel="Delete chat"
                  variant="ghost"
                  confirmVariant="danger"
                  onDone={(result) => result.ok && onDeleted(chat.id)}
                >
                  <Trash2 aria-hidden className="size-3.5" />
                  <span className="sr-only">Delete chat “{chat.title}”</span>
                </ConfirmButton>
              </li>
            ),
          )}
        </ul>
      )}
    </nav>
  );
}
