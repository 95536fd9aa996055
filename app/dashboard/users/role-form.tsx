"use client";

import { ActionForm } from "@/components/ui/action-form";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { ROLE_OPTIONS } from "./roles";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  name: string;
  role: string;
};

/** Changes one user's role from their table row. */
export function RoleForm({ action, name, role }: Props) {
  return (
    <ActionForm action={action} className="flex flex-wrap items-center gap-2 [&>[role=alert]]:mb-0 [&>[role=alert]]:basis-full">
      <select name="role" defaultValue={role} aria-label={`Role of ${name}`} className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100">
        {ROLE_OPTIONS.map(({ value }) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <SubmitButton variant="secondary" pendingLabel="Saving…">
        Save role
      </SubmitButton>
    </ActionForm>
  );
}
