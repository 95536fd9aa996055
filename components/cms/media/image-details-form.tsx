"use client";

import { useRef } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useResetOnServerChange } from "@/components/ui/use-reset-on-server-change";
import { fieldError, type ActionResult } from "@/lib/action-result";

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  alt: string;
  caption: string;
  readOnly?: boolean;
};

/** Alt text and caption of one image. */
export function ImageDetailsForm({ action, alt, caption, readOnly = false }: Props) {
  const fields = useRef<HTMLDivElement>(null);
  useResetOnServerChange(fields, { alt, caption });
  return (
    <ActionForm action={action}>
      {({ result }) => (
        <div ref={fields} className="space-y-4">
          <TextField
            label="Alt text"
            name="alt"
            defaultValue={alt}
            maxLength={300}
            disabled={readOnly}
            hint="What the image shows, for people using screen readers. Leave empty only for purely decorative images."
            error={fieldError(result, "alt")}
          />
          <TextAreaField
            label="Caption"
            name="caption"
            defaultValue={caption}
            rows={2}
            maxLength={1000}
            disabled={readOnly}
            hint="Shown under the image where the layout has room for it."
            error={fieldError(result, "caption")}
          />
          {readOnly ? (
            <p className="text-sm text-slate-600">Your role can view images but not change them.</p>
          ) : (
            <SubmitButton>Save details</SubmitButton>
          )}
        </div>
      )}
    </ActionForm>
  );
}
