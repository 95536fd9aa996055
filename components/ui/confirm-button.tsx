"use client";

import { AlertDialog } from "radix-ui";
import { useState, useTransition, type ReactNode } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action-result";
import { Button, buttonClasses, type ButtonVariant } from "./button";

type Props = {
  /** Runs after the person confirms; its result is toasted. */
  action: () => Promise<ActionResult>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** The dialog's confirm button; by default red for a danger trigger, blue otherwise. */
  confirmVariant?: "danger" | "primary";
  size?: "sm" | "md";
  onDone?: (result: ActionResult) => void;
};

/** A button that asks before running a destructive or public action. */
export function ConfirmButton({ action, title, description, confirmLabel, children, variant = "danger", confirmVariant, size = "sm", onDone }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      const result = await action();
      if (result.ok) toast.success(result.message);
      else toast.error(result.error);
      setOpen(false);
      onDone?.(result);
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant={variant} size={size}>
          {children}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses("secondary")}>Cancel</AlertDialog.Cancel>
            <button type="button" className={buttonClasses(confirmVariant ?? (variant === "danger" ? "danger" : "primary"))} onClick={confirm} disabled={pending}>
              {pending ? "Working…" : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
