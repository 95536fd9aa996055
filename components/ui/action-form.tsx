"use client";

import { createContext, startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action-result";
import { useAutosave, type AutosaveState } from "./use-autosave";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  children: ReactNode | ((state: { result: ActionResult | null; pending: boolean }) => ReactNode);
  className?: string;
  /** After a save the person asked for (a button); autosaves only update the status line. */
  onSuccess?: (result: ActionResult) => void;
  resetOnSuccess?: boolean;
  /** Save on its own shortly after typing stops, show the saved state instead of a toast per save, and guard leaving. */
  autosave?: boolean;
  /** Called as a save starts, e.g. to remember what it contains. */
  onSubmitStart?: () => void;
};

const AUTOSAVE_DELAY_MS = 1200;

const AUTOSAVE_LABELS: Record<AutosaveState, string> = {
  saved: "All changes saved to the draft",
  saving: "Saving…",
  unsaved: "Unsaved changes",
  failed: "Not saved — see the message above",
};

/** Whether the surrounding ActionForm is saving (read by SubmitButton). */
export const ActionFormPending = createContext<boolean | null>(null);

/**
 * A form bound to a server action; outcomes are toasted and the error stays visible in the form.
 * Submissions go through startTransition instead of the form's own action, because React resets a
 * form after every action — what a person typed must survive a validation error. Without
 * JavaScript the plain `action` still posts the form.
 */
export function ActionForm({ action, children, className, onSuccess, resetOnSuccess, autosave = false, onSubmitStart }: Props) {
  const [result, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const saving = useAutosave(formRef, { enabled: autosave, delayMs: AUTOSAVE_DELAY_MS, result, pending });
  // A save someone asked for (a button) is confirmed with a toast; autosaves only update the status line.
  const askedFor = useRef(true);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      if (!askedFor.current) return;
      toast.success(result.message);
      if (resetOnSuccess) formRef.current?.reset();
      onSuccessRef.current?.(result);
    } else if (askedFor.current) {
      toast.error(result.error);
    }
  }, [result, resetOnSuccess]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    askedFor.current = !autosave || submitter !== null;
    saving.onSubmit();
    onSubmitStart?.();
    startTransition(() => formAction(formData));
  };

  return (
    <form ref={formRef} action={formAction} onSubmit={submit} onChange={saving.onEdit} className={className} aria-busy={pending}>
      {result && !result.ok && (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {result.error}
        </p>
      )}
      <ActionFormPending.Provider value={pending}>
        {typeof children === "function" ? children({ result, pending }) : children}
      </ActionFormPending.Provider>
      {autosave && (
        <p role="status" className="mt-2 text-sm text-slate-600" data-autosave={saving.state}>
          {AUTOSAVE_LABELS[saving.state]}
        </p>
      )}
    </form>
  );
}
