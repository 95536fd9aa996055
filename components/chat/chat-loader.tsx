"use client";

import { useEffect, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/services/context";
import { chatApi, type StoredChat } from "./chat-api";
import { Conversation } from "./conversation";
import { LinkedTurnContext } from "./message-list";
import { UndoneTurnsProvider } from "./undo-turn-button";

/** Which chat to show; a new chat exists only in the browser until its first message. */
export type ChatSelection = { id: string; isNew: boolean };

type Props = {
  selection: ChatSelection;
  role: Role;
  onTurnEnd?: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Focus the message box once the conversation shows (after the person's own click). */
  autoFocus?: boolean;
  /** A turn (assistant message id) to scroll to and highlight, e.g. from the activity log. */
  linkedTurnId?: string;
};

type Loaded = ({ id: string } & StoredChat) | { id: string; error: string };

/** Loads a stored chat (messages and undone turns), then shows the conversation (a fresh one per chat). */
export function ChatLoader({ selection, role, onTurnEnd, inputRef, autoFocus, linkedTurnId }: Props) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (selection.isNew) return setLoaded({ id: selection.id, messages: [], undoneTurns: [] });
    let current = true;
    chatApi
      .get(selection.id)
      .then((chat) => current && setLoaded({ id: selection.id, ...chat }))
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
    <LinkedTurnContext.Provider value={linkedTurnId}>
      <UndoneTurnsProvider key={selection.id} initial={loaded.undoneTurns}>
        <Conversation
          chatId={selection.id}
          initialMessages={loaded.messages}
          role={role}
          onTurnEnd={onTurnEnd}
          inputRef={inputRef}
          autoFocus={autoFocus}
        />
      </UndoneTurnsProvider>
    </LinkedTurnContext.Provider>
  );
}
