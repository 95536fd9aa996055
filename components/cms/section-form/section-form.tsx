"use client";

import { useRef, type ReactNode } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useServerState } from "@/components/ui/use-server-state";
import { fieldError, type ActionResult } from "@/lib/action-result";
import type { ImageSummary } from "@/components/cms/media/image-summary";
import type { FieldDef } from "@/lib/content/section-templates";
import { initialValues, toContentPayload } from "./content-values";
import { FieldInput } from "./field-inputs";

type Props = {
  fields: FieldDef[];
  /** The section's stored content when editing; blank for a new section. */
  content?: Record<string, unknown>;
  images: ImageSummary[];
  /** Receives the content as JSON in the "content" form field. */
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  submitLabel: string;
  onSuccess?: () => void;
  /** Closes the form; with autosave what was typed is already saved, so it reads "Close", not "Cancel". */
  onCancel?: () => void;
  /** Save to the draft as the person types (an existing section), with the saved state shown. */
  autosave?: boolean;
  /** Extra form fields (e.g. the chosen template). */
  children?: ReactNode;
};

/** A form generated from a section template's fields. */
export function SectionForm({ fields, content, images, action, submitLabel, onSuccess, onCancel, autosave = false, children }: Props) {
  const submitted = useRef<ReturnType<typeof initialValues> | undefined>(undefined);
  const [values, setValues] = useServerState(initialValues(fields, content), { ownSave: () => submitted.current });
  return (
    <ActionForm action={action} onSuccess={onSuccess} className="space-y-4" autosave={autosave} onSubmitStart={() => (submitted.current = values)}>
      {({ result }) => (
        <>
          {children}
          <input type="hidden" name="content" value={JSON.stringify(toContentPayload(fields, values))} />
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={values[field.name]}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              path={field.name}
              images={images}
              errorFor={(path) => fieldError(result, path)}
            />
          ))}
          <div className="flex flex-wrap gap-2">
            <SubmitButton>{submitLabel}</SubmitButton>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {autosave ? "Close" : "Cancel"}
              </Button>
            )}
          </div>
        </>
      )}
    </ActionForm>
  );
}
