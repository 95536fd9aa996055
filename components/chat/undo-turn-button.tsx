"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";
import { chatApi, readableError } from "./chat-api";

/** "Undo this turn": reverts every write of one assistant reply (the turn id is the message id). */
export function UndoTurnButton({ chatId, turnId }: { chatId: string; turnId: string }) {
  const router = useRouter();
  const [undone, setUndone] = useState(false);

  const undo = async (): Promise<ActionResult> => {
    try {
      const { reverted } = await chatApi.undoTurn(chatId, turnId);
      const list = reverted.map((change) => change.description).join("; ");
      return { ok: true, message: `Undone ${reverted.length} change${reverted.length === 1 ? "" : "s"}: ${list}` };
    } catch (error) {
      return { ok: false, error: readableError(error) };
    }
  };

  if (undone) return <p className="text-xs text-slate-500">The changes of this turn were undone.</p>;
  return (
    <ConfirmButton
      action={undo}
      title="Undo this turn?"
      description="Every change the assistant made in this reply is reverted in one step. The undo is recorded in the activity log."
      confirmLabel="Undo changes"
      variant="secondary"
      onDone={(result) => {
        if (!result.ok) return;
        setUndone(true);
        router.refresh();
      }}
    >
      Undo this turn
    </ConfirmButton>
  );
}
