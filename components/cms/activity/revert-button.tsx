"use client";

import { Undo2 } from "lucide-react";
import { useState } from "react";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";

type Props = { action: () => Promise<ActionResult>; revisionId: string };

/** Reverts one revision after confirmation; a refusal (it changed since, already reverted) stays visible. */
export function RevertButton({ action, revisionId }: Props) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-1">
      <ConfirmButton
        action={action}
        title="Revert this change?"
        description="The item goes back to how it was before this change. The revert is recorded too, so it can itself be undone."
        confirmLabel="Revert"
        variant="secondary"
        onDone={(result) => setError(result.ok ? null : result.error)}
      >
        <Undo2 aria-hidden className="size-3.5" /> Revert<span className="sr-only"> revision {revisionId}</span>
      </ConfirmButton>
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
