"use client";

import { useState } from "react";
import type { ImageSummary } from "@/components/cms/media/image-summary";
import { SectionForm } from "@/components/cms/section-form/section-form";
import { SelectField } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import type { SectionTemplateDef } from "@/lib/content/section-templates";

type Props = {
  templates: SectionTemplateDef[];
  images: ImageSummary[];
  /** Adds a section at the end of the page; receives "templateKey" and "content". */
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
};

/** Choose a template, fill in its generated form, and the section is added at the end of the page. */
export function AddSection({ templates, images, action }: Props) {
  const [templateKey, setTemplateKey] = useState("");
  const template = templates.find((candidate) => candidate.key === templateKey);
  return (
    <div className="space-y-4">
      <SelectField
        label="Template"
        value={templateKey}
        onChange={(event) => setTemplateKey(event.target.value)}
        options={[
          { value: "", label: "Choose a template…" },
          ...templates.map((candidate) => ({ value: candidate.key, label: `${candidate.name} — ${candidate.description}` })),
        ]}
      />
      {template && (
        <SectionForm
          key={template.key}
          fields={template.fields}
          images={images}
          action={action}
          submitLabel="Add section"
          onSuccess={() => setTemplateKey("")}
          onCancel={() => setTemplateKey("")}
        >
          <input type="hidden" name="templateKey" value={template.key} />
        </SectionForm>
      )}
    </div>
  );
}
