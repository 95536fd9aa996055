"use client";

import { useRouter } from "next/navigation";
import { ActionForm } from "@/components/ui/action-form";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { fieldError, type ActionResult } from "@/lib/action-result";
import type { FieldDef } from "@/lib/content/section-templates";
import { FieldsEditor } from "./fields-editor";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  initial?: { name: string; description: string; fields: FieldDef[] };
  /** "create" also asks for the slug and opens the new collection afterwards. */
  mode: "create" | "edit";
};

const BLANK = { name: "", description: "", fields: [{ name: "text", label: "Text", type: "textarea" as const }] };

/** A collection's name, description and fields; saved on a click, since a field change reaches every entry. */
export function CollectionForm({ action, initial = BLANK, mode }: Props) {
  const router = useRouter();
  const openCreated = (result: ActionResult) => {
    const created = result.ok ? (result.data as { id?: string } | undefined) : undefined;
    if (mode === "create" && created?.id) router.push(`/dashboard/collections/${created.id}`);
  };
  return (
    <ActionForm action={action} onSuccess={openCreated} className="space-y-4">
      {({ result }) => (
        <>
          <TextField label="Name" name="name" defaultValue={initial.name} required maxLength={80} error={fieldError(result, "name")} />
          {mode === "create" && (
            <TextField
              label="Slug"
              name="slug"
              maxLength={80}
              hint="Optional: made from the name when left blank. Lowercase letters, numbers and hyphens; it cannot change later."
              error={fieldError(result, "slug")}
            />
          )}
          <TextAreaField label="Description" name="description" defaultValue={initial.description} rows={2} maxLength={500} error={fieldError(result, "description")} />
          <FieldsEditor initial={initial.fields} error={result && !result.ok ? result.issues?.find((issue) => issue.path.startsWith("fields"))?.message : undefined} />
          <SubmitButton>{mode === "create" ? "Create collection" : "Save collection"}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
