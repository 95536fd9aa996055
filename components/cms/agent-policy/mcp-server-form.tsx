"use client";

import { ActionForm } from "@/components/ui/action-form";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/action-result";

type Props = { action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult> };

/** An admin adds an external MCP server: its tools join the assistant's and ask first by default. */
export function McpServerForm({ action }: Props) {
  return (
    <ActionForm action={action} className="space-y-3" resetOnSuccess>
      <TextField name="name" label="Short name" hint="Lower-case letters and digits, e.g. weather. The server's tools are named after it." required maxLength={20} autoCapitalize="none" spellCheck={false} />
      <TextField name="url" label="Address" hint="Its Streamable HTTP address, e.g. https://tools.example.com/mcp" type="url" required />
      <TextAreaField
        name="headers"
        label="Headers (optional)"
        hint="One per line as Name: value, e.g. Authorization: Bearer … They are kept on the server and never shown again."
        rows={2}
        spellCheck={false}
        autoCapitalize="none"
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="enabled" defaultChecked className="size-4" /> Use its tools now
      </label>
      <div className="flex justify-end">
        <SubmitButton>Add server</SubmitButton>
      </div>
    </ActionForm>
  );
}
