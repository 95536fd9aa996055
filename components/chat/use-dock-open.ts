"use client";

import { useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "cms.chatDock.open";

/** Whether the docked assistant is open, remembered in this browser (closed until read, so SSR matches). */
export function useDockOpen() {
  const [open, setOpenState] = useState(false);
  useEffect(() => {
    setOpenState(localStorage.getItem(STORAGE_KEY) === "true");
  }, []);
  const setOpen = useCallback((value: boolean) => {
    localStorage.setItem(STORAGE_KEY, String(value));
    setOpenState(value);
  }, []);
  return [open, setOpen] as const;
}
