"use client";

import { Bot, Maximize2, MessageSquarePlus, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { Role } from "@/lib/services/context";
import { chatApi } from "./chat-api";
import { ChatLoader, type ChatSelection } from "./chat-loader";
import { newChatId } from "./new-chat-id";
import { useDockOpen } from "./use-dock-open";
import { useModalPanel } from "./use-modal-panel";
import { useNarrowScreen } from "./use-narrow-screen";

const PANEL_ID = "assistant-panel";

/**
 * The assistant on every dashboard page: a button bottom-right opens a right-hand column with the
 * most recent chat. On small screens the panel covers the page and is a modal dialog. Hidden on the
 * chat page itself.
 */
export function ChatDock({ role }: { role: Role }) {
  const pathname = usePathname();
  const [open, setOpen] = useDockOpen();
  const [selection, setSelection] = useState<ChatSelection>();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  /** Set when the panel closes, so the "Assistant" button takes focus as it appears again. */
  const refocusToggle = useRef(false);
  /** Focus moves into the message box only when the person opened the panel, not on a restored one. */
  const [openedByClick, setOpenedByClick] = useState(false);

  const onChatPage = pathname.startsWith("/dashboard/chat");
  const modal = useNarrowScreen() && open && !onChatPage;

  const closePanel = () => {
    refocusToggle.current = true;
    setOpen(false);
  };
  useModalPanel(panel, modal, closePanel);

  // The chat page may add, continue or delete chats: coming back, the dock starts from the list again.
  useEffect(() => {
    if (onChatPage) setSelection(undefined);
  }, [onChatPage]);

  useEffect(() => {
    if (!open || selection || onChatPage) return;
    // A "New chat" clicked while the list loads wins over the most recent chat.
    const fallBack = (chosen: ChatSelection) => setSelection((current) => current ?? chosen);
    chatApi
      .list()
      .then((chats) => fallBack(chats[0] ? { id: chats[0].id, isNew: false } : { id: newChatId(), isNew: true }))
      .catch(() => fallBack({ id: newChatId(), isNew: true }));
  }, [open, selection, onChatPage]);

  if (onChatPage) return null;

  const openPanel = () => {
    setOpenedByClick(true);
    setOpen(true);
  };
  const focusIfClosed = (button: HTMLButtonElement | null) => {
    if (!button || !refocusToggle.current) return;
    refocusToggle.current = false;
    button.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from dialogs portalled out of the panel (e.g. "Undo this turn?") are theirs to handle.
    if (event.key === "Escape" && !event.defaultPrevented && event.currentTarget.contains(event.target as Node)) closePanel();
  };

  if (!open) {
    return (
      <button
        ref={focusIfClosed}
        type="button"
        onClick={openPanel}
        aria-expanded={false}
        aria-controls={PANEL_ID}
        className="fixed bottom-4 right-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2.5 text-sm font-medium text-white shadow-lg hover:bg-brand-700"
      >
        <Bot aria-hidden className="size-5" /> Assistant
      </button>
    );
  }

  const fullPage = selection && !selection.isNew ? `/dashboard/chat?chat=${encodeURIComponent(selection.id)}` : "/dashboard/chat";
  return (
    <div
      ref={panel}
      id={PANEL_ID}
      role={modal ? "dialog" : "complementary"}
      aria-modal={modal || undefined}
      aria-label="Assistant"
      tabIndex={-1}
      // As a modal the panel hears Escape wherever focus is (useModalPanel).
      onKeyDown={modal ? undefined : onKeyDown}
      className="fixed inset-0 z-40 flex flex-col bg-slate-50 outline-none md:sticky md:bottom-auto md:left-auto md:right-auto md:z-auto md:h-[calc(100svh-3.1rem)] md:w-96 md:shrink-0 md:self-start md:border-l md:border-slate-200 lg:w-[26rem]"
    >
      <header className="flex items-center gap-1 border-b border-slate-200 bg-white px-3 py-2">
        <h2 className="mr-auto flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Bot aria-hidden className="size-4 text-brand-600" /> Assistant
        </h2>
        <button type="button" className={buttonClasses("ghost", "sm")} onClick={() => {
            setOpenedByClick(true);
            setSelection({ id: newChatId(), isNew: true });
          }}>
          <MessageSquarePlus aria-hidden className="size-4" /> New chat
        </button>
        <Link href={fullPage} className={buttonClasses("ghost", "sm")} aria-label="Open the chat as a full page">
          <Maximize2 aria-hidden className="size-4" />
        </Link>
        <button type="button" className={buttonClasses("ghost", "sm")} onClick={closePanel} aria-label="Close assistant" aria-expanded aria-controls={PANEL_ID}>
          <X aria-hidden className="size-4" />
        </button>
      </header>
      {selection ? (
        <ChatLoader selection={selection} role={role} inputRef={input} autoFocus={openedByClick} />
      ) : (
        <p role="status" className="flex-1 p-4 text-sm text-slate-600">
          Loading…
        </p>
      )}
    </div>
  );
}
