"use client";

import { useState } from "react";
import { cn } from "@/lib/cn";
import { CLIP_LENGTH, valueText } from "./format-value";

/**
 * A value a person is asked to approve. Long ones start clipped but can always be read whole: an
 * approval covers every character, so every character must be reachable on the card.
 */
export function FullValue({ value, as: Tag = "span", className }: { value: unknown; as?: "span" | "del" | "ins"; className?: string }) {
  const [open, setOpen] = useState(false);
  const text = valueText(value);
  if (text.length <= CLIP_LENGTH) return <Tag className={cn("whitespace-pre-wrap break-words", className)}>{text}</Tag>;
  return (
    <>
      <Tag className={cn("whitespace-pre-wrap break-words", className)}>{open ? text : `${text.slice(0, CLIP_LENGTH - 1)}…`}</Tag>{" "}
      <button type="button" className="rounded text-brand-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-600" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "Show less" : `Show all ${text.length.toLocaleString("en")} characters`}
      </button>
    </>
  );
}
