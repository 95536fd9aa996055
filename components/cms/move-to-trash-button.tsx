"use client";

import { useRouter } from "next/navigation";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";

type Props = {
  action: () => Promise<ActionResult>;
  /** The record's title, as the confirmation names it. */
  title: string;
  /** What trashing it does (it leaves the site, it can be restored…). */
  description: string;
  /** Where the editor goes once the record is in the trash (its list). */
  listHref: string;
};

/** "Move to trash" with its confirmation; afterwards the editor is back on the list it came from. */
export function MoveToTrashButton({ action, title, description, listHref }: Props) {
  const router = useRouter();
  return (
    <ConfirmButton
      action={action}
      title={`Move “${title}” to the trash?`}
      description={description}
      confirmLabel="Move to trash"
      onDone={(result) => {
        if (result.ok) router.push(listHref);
      }}
    >
      Move to trash
    </ConfirmButton>
  );
}
