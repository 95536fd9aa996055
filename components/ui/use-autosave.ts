"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { ActionResult } from "@/lib/action-result";

export type AutosaveState = "saved" | "unsaved" | "saving" | "failed";

/**
 * Saves a form on its own a moment after the person stops typing, and warns before leaving while
 * anything is unsaved. `result` and `pending` come from the form's action; an edit made while a
 * save is on its way keeps the form "unsaved" and is saved next.
 */
export function useAutosave(formRef: RefObject<HTMLFormElement | null>, { enabled, delayMs, result, pending }: { enabled: boolean; delayMs: number; result: ActionResult | null; pending: boolean }) {
  const [edits, setEdits] = useState(0);
  const [savedEdits, setSavedEdits] = useState(0);
  const submittedEdits = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onEdit = useCallback(() => {
    if (!enabled) return;
    setEdits((count) => count + 1);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => formRef.current?.requestSubmit(), delayMs);
  }, [enabled, delayMs, formRef]);

  /** Called as a save starts (by autosave or the Save button): what it will contain. */
  const onSubmit = useCallback(() => {
    clearTimeout(timer.current);
    submittedEdits.current = edits;
  }, [edits]);

  useEffect(() => {
    if (result?.ok) setSavedEdits(submittedEdits.current);
  }, [result]);

  const dirty = enabled && edits > savedEdits;
  useEffect(() => {
    if (!dirty && !pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, pending]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const state: AutosaveState = pending ? "saving" : result && !result.ok && dirty ? "failed" : dirty ? "unsaved" : "saved";
  return { onEdit, onSubmit, state };
}
