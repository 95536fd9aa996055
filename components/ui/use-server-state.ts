"use client";

import { useState, type Dispatch, type SetStateAction } from "react";

/**
 * Form state seeded from the server's copy of a record. When a refresh brings different values
 * (the agent, another tab or this form's own save changed the record), the state starts over from
 * them, so a later save cannot write stale values back; a refresh with the same values keeps what
 * the person typed. Compared by value, so a new object with equal fields is no change.
 */
export function useServerState<T>(server: T, { ownSave }: { ownSave?: () => T | undefined } = {}): [T, Dispatch<SetStateAction<T>>] {
  const serverKey = JSON.stringify(server);
  const [state, setState] = useState(server);
  const [seenKey, setSeenKey] = useState(serverKey);
  if (seenKey !== serverKey) {
    // Adjusting state during render (React's pattern for "reset when a prop changes") keeps the
    // form mounted: focus, the last save's message and unrelated local state all survive.
    setSeenKey(serverKey);
    // The echo of this form's own save (e.g. an autosave) keeps whatever was typed since.
    if (JSON.stringify(ownSave?.()) !== serverKey) setState(server);
  }
  return [state, setState];
}
