"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { chatApi } from "./chat-api";
import type { ChatSummary } from "./types";

type Props = { chat: ChatSummary; onDone: (renamed?: ChatSummary) => void };

/** Renames a chat in place: Enter saves, Escape cancels. */
export function ChatRenameForm({ chat, onDone }: Props) {
  const id = useId();
  const [title, setTitle] = useState(chat.title);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await chatApi.rename(chat.id, title);
      toast.success("Chat renamed");
      onDone({ ...chat, title: title.trim() });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The chat could not be renamed.");
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form
      className="space-y-2 p-2"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Chat title
      </label>
      <input id={id} className={controlClasses} value={title} maxLength={120} autoFocus onChange={(event) => setTitle(event.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving || !title.trim()}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
