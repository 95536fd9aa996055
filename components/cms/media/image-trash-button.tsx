"use client";

import { useRouter } from "next/navigation";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";

type Props = {
  action: () => Promise<ActionResult>;
  name: string;
  /** Where the image is used ("2 pages and the site logo"), when it is. */
  usageWarning?: string;
};

/** Moves an image to the trash after a confirmation that warns when it is still in use. */
export function ImageTrashButton({ action, name, usageWarning }: Props) {
  const router = useRouter();
  return (
    <ConfirmButton
      action={action}
      title={`Move “${name}” to the trash?`}
      description={
        usageWarning ? (
          <>
            <strong className="font-semibold text-red-700">It is still used by {usageWarning}.</strong> Those places will show no image
            until it is restored from the trash.
          </>
        ) : (
          "It is not used anywhere. You can restore it from the trash."
        )
      }
      confirmLabel="Move to trash"
      onDone={(result) => {
        if (result.ok) router.push("/dashboard/media");
      }}
    >
      Move to trash
    </ConfirmButton>
  );
}
