"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * For forms of uncontrolled fields (`defaultValue`): when the server's copy of the record changes,
 * resets the form around `ref` to the new defaults (React has already written them to the fields),
 * so edited-but-stale values cannot be saved back. Fields that mirror their value in state follow
 * through `useFormReset` or `useServerState`. The form stays mounted, so focus is not lost.
 */
export function useResetOnServerChange(ref: RefObject<HTMLElement | null>, server: unknown) {
  const serverKey = JSON.stringify(server);
  const seenKey = useRef(serverKey);
  useEffect(() => {
    if (seenKey.current === serverKey) return;
    seenKey.current = serverKey;
    ref.current?.closest("form")?.reset();
  }, [ref, serverKey]);
}
