"use client";

import { ArrowDown, ArrowUp, Pencil } from "lucide-react";
import { useId, useState } from "react";
import type { ImageSummary } from "@/components/cms/media/image-summary";
import { SectionForm } from "@/components/cms/section-form/section-form";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import type { ActionResult } from "@/lib/action-result";
import type { SectionTemplateDef } from "@/lib/content/section-templates";
import { summarizeSection } from "./section-summary";

export type SectionEditActions = {
  update: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  remove: () => Promise<ActionResult>;
  move: (delta: -1 | 1) => Promise<ActionResult>;
};

type Props = {
  position: number;
  count: number;
  templateKey: string;
  template: SectionTemplateDef | undefined;
  content: Record<string, unknown>;
  images: ImageSummary[];
  /** Absent when the person may only read. */
  edit?: SectionEditActions;
};

/** One section of a page: its summary and, for editors, its form and controls. */
export function SectionEditor({ position, count, templateKey, template, content, images, edit }: Props) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const formId = useId();
  const name = template?.name ?? templateKey;
  const summary = summarizeSection(template, content);
  // Every section has the same buttons; the hidden text tells them apart for screen readers.
  const which = <span className="sr-only"> section {position} ({name})</span>;

  return (
    <article aria-labelledby={headingId} className="rounded-md border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            {position}. {name}
          </h3>
          <p className="mt-0.5 break-words text-sm text-slate-600">{summary}</p>
        </div>
        {edit && (
          <div className="flex flex-wrap gap-1">
            {template && (
              <Button variant="secondary" size="sm" aria-expanded={editing} aria-controls={formId} onClick={() => setEditing(!editing)}>
                <Pencil aria-hidden className="size-3.5" />
                Edit{which}
              </Button>
            )}
            <ActionButton action={() => edit.move(-1)} disabled={position === 1}>
              <ArrowUp aria-hidden className="size-3.5" />
              Move up{which}
            </ActionButton>
            <ActionButton action={() => edit.move(1)} disabled={position === count}>
              <ArrowDown aria-hidden className="size-3.5" />
              Move down{which}
            </ActionButton>
            <ConfirmButton
              action={edit.remove}
              title={`Remove the ${name} section?`}
              description={`Section ${position} (“${summary}”) is removed from this page. The page's history keeps it, so the change can be reverted.`}
              confirmLabel="Remove section"
            >
              Remove{which}
            </ConfirmButton>
          </div>
        )}
      </div>
      {edit && template && editing && (
        <div id={formId} className="mt-3 border-t border-slate-200 pt-3">
          <SectionForm
            fields={template.fields}
            content={content}
            images={images}
            action={edit.update}
            submitLabel="Save section"
            onSuccess={() => setEditing(false)}
            onCancel={() => setEditing(false)}
            autosave
          />
        </div>
      )}
    </article>
  );
}
