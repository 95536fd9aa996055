"use client";

import { useRef } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { TextAreaField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useResetOnServerChange } from "@/components/ui/use-reset-on-server-change";
import type { ActionResult } from "@/lib/action-result";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  hosts: string[];
};

/** An admin's editor for the hosts the assistant may read from without asking: one per line. */
export function AllowedHostsForm({ action, hosts }: Props) {
  const fields = useRef<HTMLDivElement>(null);
  useResetOnServerChange(fields, hosts);
  return (
    <ActionForm action={action} className="space-y-3">
      <div ref={fields}>
        <TextAreaField
          name="hosts"
          label="Hosts"
          hint="One per line, e.g. api.example.com. Each host covers its subdomains too."
          defaultValue={hosts.join("\n")}
          rows={Math.min(12, Math.max(4, hosts.length + 1))}
          spellCheck={false}
          autoCapitalize="none"
        />
      </div>
      <div className="flex justify-end">
        <SubmitButton>Save hosts</SubmitButton>
      </div>
    </ActionForm>
  );
}
