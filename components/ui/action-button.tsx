"use client";

import { useTransition, type ReactNode } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action-result";
import { Button, type ButtonVariant } from "./button";

type Props = {
  /** A server action with its arguments bound; its outcome is toasted. */
  action: () => Promise<ActionResult>;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: "sm" | "md";
  disabled?: boolean;
};

/** A button for quick, reversible actions (reorder, show/hide) that need no confirmation. */
export function ActionButton({ action, children, variant = "secondary", size = "sm", disabled }: Props) {
  const [pending, startTransition] = useTransition();
  const run = () =>
    startTransition(async () => {
      const result = await action();
      if (result.ok) toast.success(result.message);
      else toast.error(result.error);
    });
  return (
    <Button variant={variant} size={size} onClick={run} disabled={disabled || pending} aria-busy={pending}>
      {children}
    </Button>
  );
}
