"use client";

import { ActionForm } from "@/components/ui/action-form";
import { SelectField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { fieldError, type ActionResult } from "@/lib/action-result";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  /** The roles a token of this person may have: theirs and the ones below. */
  roles: { value: string; label: string }[];
};

/** Names a new token and its role; once created, shows the token a single time to copy. */
export function NewTokenForm({ action, roles }: Props) {
  return (
    <ActionForm action={action} className="space-y-3">
      {({ result }) => {
        const token = result?.ok ? (result.data as { token?: string } | undefined)?.token : undefined;
        return (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name="name" label="Name" hint="Where you use it, e.g. “Laptop CLI”." required maxLength={80} error={fieldError(result, "name")} />
              <SelectField name="role" label="May act as" options={roles} defaultValue={roles.at(-1)?.value} error={fieldError(result, "role")} />
            </div>
            <div className="flex justify-end">
              <SubmitButton>Create token</SubmitButton>
            </div>
            {token && (
              <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
                <TextField label="Your new token (shown only now)" value={token} readOnly onFocus={(event) => event.currentTarget.select()} className="font-mono" />
                <p className="mt-2 text-slate-700">
                  Use it with <code>npx agent-cms --token …</code> or set <code>AGENT_CMS_TOKEN</code>.
                </p>
              </div>
            )}
          </>
        );
      }}
    </ActionForm>
  );
}
