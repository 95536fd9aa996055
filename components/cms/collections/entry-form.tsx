"use client";

import { useRouter } from "next/navigation";
import type { ImageSummary } from "@/components/cms/media/image-summary";
import { SectionForm } from "@/components/cms/section-form/section-form";
import { TextField } from "@/components/ui/field";
import type { ActionResult } from "@/lib/action-result";
import type { FieldDef } from "@/lib/content/section-templates";

type Props = {
  fields: FieldDef[];
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  images: ImageSummary[];
  /** The entry being edited (saved to its draft as the person types); none for a new one. */
  entry?: { title: string; slug: string; data: Record<string, unknown> };
  /** Where a new entry's editor goes once it is added (the collection's list). */
  doneHref: string;
};

/** An entry's title and slug, then a form generated from its collection's fields, as sections have. */
export function EntryForm({ fields, action, images, entry, doneHref }: Props) {
  const router = useRouter();
  return (
    <SectionForm
      fields={fields}
      content={entry?.data}
      images={images}
      action={action}
      submitLabel={entry ? "Save" : "Add entry"}
      autosave={!!entry}
      onSuccess={entry ? undefined : () => router.push(doneHref)}
    >
      <TextField label="Title" name="title" defaultValue={entry?.title} required maxLength={200} />
      <TextField
        label="Slug"
        name="slug"
        defaultValue={entry?.slug}
        maxLength={80}
        hint={entry ? "Lowercase letters, numbers and hyphens." : "Optional: made from the title when left blank."}
      />
    </SectionForm>
  );
}
