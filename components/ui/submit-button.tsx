"use client";

import { useContext } from "react";
import { useFormStatus } from "react-dom";
import { ActionFormPending } from "./action-form";
import { Button, type ButtonVariant } from "./button";

export function SubmitButton({ children, variant = "primary", pendingLabel = "Saving…" }: { children: string; variant?: ButtonVariant; pendingLabel?: string }) {
  const status = useFormStatus();
  const pending = useContext(ActionFormPending) ?? status.pending;
  return (
    <Button type="submit" variant={variant} disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
