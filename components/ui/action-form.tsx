"use client";

import { useActionState, useEffect, useRef, type ReactNode } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action-result";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  children: ReactNode | ((state: { result: ActionResult | null; pending: boolean }) => ReactNode);
  className?: string;
  onSuccess?: (result: ActionResult) => void;
  resetOnSuccess?: boolean;
};

/** A form bound to a server action; outcomes are toasted and the error stays visible in the form. */
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

  return (
    <form ref={formRef} action={formAction} className={className} aria-busy={pending}>
      {result && !result.ok && (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {result.error}
        </p>
      )}
      {typeof children === "function" ? children({ result, pending }) : children}
    </form>
  );
}
