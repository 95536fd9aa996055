"use client";

import { createContext, startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action-result";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  children: ReactNode | ((state: { result: ActionResult | null; pending: boolean }) => ReactNode);
  className?: string;
  onSuccess?: (result: ActionResult) => void;
  resetOnSuccess?: boolean;
};

/** Whether the surrounding ActionForm is saving (read by SubmitButton). */
export const ActionFormPending = createContext<boolean | null>(null);

/**
 * A form bound to a server action; outcomes are toasted and the error stays visible in the form.
 * Submissions go through startTransition instead of the form's own action, because React resets a
 * form after every action — what a person typed must survive a validation error. Without
 * JavaScript the plain `action` still posts the form.
 */
export function ActionForm({ action, children, className, onSuccess, resetOnSuccess }: Props) {
  const [result, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast.success(result.message);
      if (resetOnSuccess) formRef.current?.reset();
      onSuccessRef.current?.(result);
    } else {
      toast.error(result.error);
    }
  }, [result, resetOnSuccess]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(formData));
  };

  return (
    <form ref={formRef} action={formAction} onSubmit={submit} className={className} aria-busy={pending}>
      {result && !result.ok && (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {result.error}
        </p>
      )}
      <ActionFormPending.Provider value={pending}>
        {typeof children === "function" ? children({ result, pending }) : children}
      </ActionFormPending.Provider>
    </form>
  );
}
