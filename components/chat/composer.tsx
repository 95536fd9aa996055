"use client";

import { SendHorizontal, Square } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type RefObject } from "react";
import { buttonClasses } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { MAX_MESSAGE_CHARS } from "@/lib/agent/message-limits";
import { cn } from "@/lib/cn";
import { ModelPicker } from "./model-picker";
import type { ModelOption } from "./types";

type Props = {
  busy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  models: ModelOption[];
  modelId: string;
  onModelChange: (id: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  autoFocus?: boolean;
  /** Something to know before sending (e.g. that approval cards still wait); read with the message box. */
  notice?: string;
};

/** The message box: Enter sends, Shift+Enter starts a new line; Stop replaces Send while the assistant works. */
export function Composer({ busy, onSend, onStop, models, modelId, onModelChange, inputRef, autoFocus, notice }: Props) {
  const id = useId();
  const noticeId = useId();
  const [text, setText] = useState("");
  const canSend = !busy && text.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="space-y-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message the assistant
      </label>
      {notice && (
        <p id={noticeId} className="text-xs text-amber-800">
          {notice}
        </p>
      )}
      <textarea
        ref={inputRef}
        id={id}
        rows={2}
        autoFocus={autoFocus}
        aria-describedby={notice ? noticeId : undefined}
        maxLength={MAX_MESSAGE_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask the assistant… (Enter sends, Shift+Enter for a new line)"
        className={cn(controlClasses, "max-h-40 resize-y")}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ModelPicker models={models} value={modelId} onChange={onModelChange} />
        {busy ? (
          <SwapButton key="stop" inputRef={inputRef} type="button" onClick={onStop} className={cn(buttonClasses("secondary", "sm"), "ml-auto")}>
            <Square aria-hidden className="size-3.5" /> Stop
          </SwapButton>
        ) : (
          <SwapButton key="send" inputRef={inputRef} type="submit" disabled={!canSend} className={cn(buttonClasses("primary", "sm"), "ml-auto")}>
            <SendHorizontal aria-hidden className="size-4" /> Send
          </SwapButton>
        )}
      </div>
    </form>
  );
}

type SwapButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { inputRef: RefObject<HTMLTextAreaElement | null> };

/**
 * Send and Stop take each other's place. The one that goes away while focused (Send or Stop was
 * clicked, or the turn ended with focus on Stop) hands focus to the message box, not to <body>.
 */
function SwapButton({ inputRef, ...props }: SwapButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = ref.current;
    // A removed component's layout cleanup runs before React takes its button out of the page.
    return () => {
      if (button && button === document.activeElement) inputRef.current?.focus();
    };
  }, [inputRef]);
  return <button ref={ref} {...props} />;
}
