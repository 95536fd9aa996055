"use client";

import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";
import { cn } from "@/lib/cn";
import { POLICY_CHOICES, POLICY_ROLES, choiceField, rolePhrase, savedField, type PolicyRole } from "./policy-options";
import { PolicyTable, type PolicyRow } from "./policy-table";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  label: string;
  rows: PolicyRow[];
};

const selectClasses =
  "w-full rounded-md border bg-white px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

/** An admin's editor for one tool group: a select per tool and role, saved together. */
export function PolicyGroupForm({ action, label, rows }: Props) {
  const [edits, setEdits] = useState<Record<string, string>>({});
  const valueOf = (row: PolicyRow, role: PolicyRole) => edits[choiceField(row.name, role)] ?? row.saved[role];
  const unsaved = rows.reduce((count, row) => count + POLICY_ROLES.filter(({ value }) => valueOf(row, value) !== row.saved[value]).length, 0);

  return (
    <ActionForm action={action} className="space-y-3">
      <div className="overflow-x-auto">
        <PolicyTable
          caption={`${label} tools`}
          rows={rows}
          roleCell={(row, role) => {
            const name = choiceField(row.name, role);
            const changed = valueOf(row, role) !== row.saved[role];
            return (
              <>
                <input type="hidden" name={savedField(row.name, role)} value={row.saved[role]} />
                <select
                  name={name}
                  value={valueOf(row, role)}
                  onChange={(event) => setEdits((current) => ({ ...current, [name]: event.target.value }))}
                  aria-label={`${row.label} for ${rolePhrase(role)}`}
                  className={cn(selectClasses, changed ? "border-amber-500 bg-amber-50" : "border-slate-300")}
                >
                  {POLICY_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </>
            );
          }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p aria-live="polite" className="text-sm text-amber-800">
          {unsaved > 0 && `${unsaved} unsaved change${unsaved === 1 ? "" : "s"}`}
        </p>
        <SubmitButton>{`Save changes to ${label}`}</SubmitButton>
      </div>
    </ActionForm>
  );
}
