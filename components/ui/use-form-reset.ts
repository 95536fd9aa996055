"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * Calls `onReset` after the form around `ref` has been reset, so state mirrored from uncontrolled
 * fields (a preview, which fields to show) follows them. React 19 resets a form after every action
 * submission, not only when a reset button is pressed.
 */
export function useFormReset(ref: RefObject<HTMLElement | null>, onReset: () => void) {
  const latest = useRef(onReset);
  useEffect(() => {
    latest.current = onReset;
  });
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    // The event fires before the fields take their default values; read them afterwards.
    const handle = () => setTimeout(() => latest.current(), 0);
    form.addEventListener("reset", handle);
    return () => form.removeEventListener("reset", handle);
  }, [ref]);
}
