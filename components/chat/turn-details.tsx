"use client";

import { useState } from "react";
import { usageSummary, type TurnTokens } from "@/lib/domain/turn-usage";
import { chatApi } from "./chat-api";

type Loaded = { usage: TurnTokens | null } | { error: true };

/** "Turn details" under an answer: what the turn cost in tokens, read when opened (so it is current). */
export function TurnDetails({ chatId, turnId }: { chatId: string; turnId: string }) {
  const [loaded, setLoaded] = useState<Loaded>();
  const load = (open: boolean) => {
    if (open) chatApi.turnUsage(chatId, turnId).then((usage) => setLoaded({ usage }), () => setLoaded({ error: true }));
  };
  const text = !loaded ? "Loading…" : "error" in loaded ? "The details could not be loaded. Close and open them to try again." : loaded.usage ? usageSummary(loaded.usage) : "No model was asked in this turn.";
  return (
    <details className="text-xs text-slate-600" onToggle={(event) => load(event.currentTarget.open)}>
      <summary className="cursor-pointer text-slate-500 hover:text-slate-700">Turn details</summary>
      <p className="mt-1" aria-live="polite">
        {text}
      </p>
    </details>
  );
}
