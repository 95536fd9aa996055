"use client";

import { useSyncExternalStore } from "react";

/** Below Tailwind's `md` breakpoint (48rem), where the docked assistant covers the whole screen. */
const NARROW = "(max-width: 47.99rem)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** Whether the window is narrower than the `md` breakpoint (false while rendering on the server). */
export function useNarrowScreen() {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches, () => false);
}
