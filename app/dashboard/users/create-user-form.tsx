"use client";

import { ActionForm } from "@/components/ui/action-form";
import { SelectField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { fieldError, type ActionResult } from "@/lib/action-result";
import { ROLE_OPTIONS } from "./roles";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  passwordMinLength: number;
};

export function CreateUserForm({ action, passwordMinLength }: Props) {
  return (
    <ActionForm action={action} resetOnSuccess className="space-y-4">
      {({ result }) => (
        <>
          <TextField label="Email" name="email" type="email" autoComplete="off" required error={fieldError(result, "email")} />
          <TextField label="Name" name="name" required maxLength={80} error={fieldError(result, "name")} />
          <SelectField label="Role" name="role" defaultValue="editor" options={ROLE_OPTIONS} error={fieldError(result, "role")} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${passwordMinLength} characters.`}
            error={fieldError(result, "password")}
          />
          <SubmitButton>Create user</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
