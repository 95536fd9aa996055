"use client";

import { useEffect, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/services/context";
import { chatApi } from "./chat-api";
import { Conversation } from "./conversation";
import type { ChatMessage } from "./types";

/** Which chat to show; a new chat exists only in the browser until its first message. */
export type ChatSelection = { id: string; isNew: boolean };

type Props = {
  selection: ChatSelection;
  role: Role;
  onTurnEnd?: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Focus the message box once the conversation shows (after the person's own click). */
  autoFocus?: boolean;
};

type Loaded = { id: string; messages: ChatMessage[] } | { id: string; error: string };

/** Loads a stored chat's messages, then shows the conversation (a fresh one per chat). */
export function ChatLoader({ selection, role, onTurnEnd, inputRef, autoFocus }: Props) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (selection.isNew) return setLoaded({ id: selection.id, messages: [] });
    let current = true;
    chatApi
      .messages(selection.id)
      .then((messages) => current && setLoaded({ id: selection.id, messages }))
      .catch((error: unknown) => current && setLoaded({ id: selection.id, error: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [selection, attempt]);

  if (loaded?.id !== selection.id) {
    return (
      <p role="status" className="flex-1 p-4 text-sm text-slate-600">
        Loading the conversation…
      </p>
    );
  }
  if ("error" in loaded) {
    return (
      <div role="alert" className="m-3 space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p>The conversation could not be loaded: {loaded.error}</p>
        <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <Conversation
      key={selection.id}
      chatId={selection.id}
      initialMessages={loaded.messages}
      role={role}
      onTurnEnd={onTurnEnd}
      inputRef={inputRef}
      autoFocus={autoFocus}
    />
  );
}
