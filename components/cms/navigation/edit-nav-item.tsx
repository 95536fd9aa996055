"use client";

import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { NavItemForm, type NavItemValues, type PageOption, type ParentOption } from "./nav-item-form";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  item: NavItemValues;
  pages: PageOption[];
  parents: ParentOption[];
  parentLocked?: string;
};

/** The "Edit" button of a navigation row, opening the item's form in place. */
export function EditNavItem({ action, item, pages, parents, parentLocked }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Pencil aria-hidden className="size-3.5" /> Edit<span className="sr-only"> {item.label}</span>
      </Button>
      {open && (
        <div id={panelId} className="order-last basis-full rounded-md border border-slate-200 bg-slate-50 p-4">
          <NavItemForm
            action={action}
            pages={pages}
            parents={parents}
            initial={item}
            parentLocked={parentLocked}
            submitLabel="Save link"
            onSaved={() => setOpen(false)}
          />
        </div>
      )}
    </>
  );
}
