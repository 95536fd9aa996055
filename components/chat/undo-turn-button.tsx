"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";
import { chatApi, readableError, type UndoneTurn } from "./chat-api";

type UndoneTurns = {
  /** What was reverted, by turn id, for every turn of the open chat that has been undone. */
  reverted: ReadonlyMap<string, readonly string[]>;
  markUndone: (turnId: string, reverted: readonly string[]) => void;
};

const UndoneTurnsContext = createContext<UndoneTurns>({ reverted: new Map(), markUndone: () => undefined });

/** The undone turns of one chat: as the server stored them when it loaded, then each undo made here. */
export function UndoneTurnsProvider({ initial, children }: { initial: UndoneTurn[]; children: ReactNode }) {
  const [reverted, setReverted] = useState<ReadonlyMap<string, readonly string[]>>(() => new Map(initial.map((turn) => [turn.turnId, turn.reverted])));
  const value = useMemo<UndoneTurns>(
    () => ({ reverted, markUndone: (turnId, changes) => setReverted((current) => new Map(current).set(turnId, changes)) }),
    [reverted],
  );
  return <UndoneTurnsContext.Provider value={value}>{children}</UndoneTurnsContext.Provider>;
}

/** What undoing this turn reverted, or undefined while it is not undone. */
export function useUndoneTurn(turnId: string): readonly string[] | undefined {
  return useContext(UndoneTurnsContext).reverted.get(turnId);
}

const changeCount = (count: number) => `${count} change${count === 1 ? "" : "s"}`;

/**
 * "Undo this turn": reverts every write of one assistant reply (the turn id is the message id).
 * Once undone it says so, and lists what was reverted, for good (also after a reload).
 */
export function UndoTurnButton({ chatId, turnId }: { chatId: string; turnId: string }) {
  const router = useRouter();
  const { markUndone } = useContext(UndoneTurnsContext);
  const reverted = useUndoneTurn(turnId);
  const justUndone = useRef<readonly string[]>(undefined);
  const focusNote = useRef(false);

  const undo = async (): Promise<ActionResult> => {
    try {
      const summaries = (await chatApi.undoTurn(chatId, turnId)).reverted.map((change) => change.summary);
      justUndone.current = summaries;
      return { ok: true, message: `Undone ${changeCount(summaries.length)}: ${summaries.join("; ")}` };
    } catch (error) {
      return { ok: false, error: readableError(error) };
    }
  };

  if (reverted) {
    return (
      <div
        tabIndex={-1}
        // The button that had focus is gone: the note that replaces it takes focus instead.
        ref={(note) => {
          if (note && focusNote.current) note.focus();
          focusNote.current = false;
        }}
        className="space-y-1 text-xs text-slate-600 outline-none"
      >
        <p>The changes of this turn were undone.</p>
        <ul aria-label="Undone changes" className="list-disc space-y-0.5 pl-4">
          {reverted.map((change, index) => (
            <li key={index}>{change}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ConfirmButton
      action={undo}
      title="Undo this turn?"
      description="Every change the assistant made in this reply is reverted in one step. The undo is recorded in the activity log."
      confirmLabel="Undo changes"
      variant="secondary"
      onDone={(result) => {
        if (!result.ok || !justUndone.current) return;
        focusNote.current = true;
        markUndone(turnId, justUndone.current);
        router.refresh();
      }}
    >
      Undo this turn
    </ConfirmButton>
  );
}
