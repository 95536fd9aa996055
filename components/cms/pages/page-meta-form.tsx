"use client";

import { useRef, type ChangeEvent } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useServerState } from "@/components/ui/use-server-state";
import { fieldError, type ActionResult } from "@/lib/action-result";

export type PageMeta = { title: string; slug: string; seoTitle: string; seoDescription: string };

const BLANK: PageMeta = { title: "", slug: "", seoTitle: "", seoDescription: "" };

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  initial?: PageMeta;
  submitLabel: string;
  slugHint: string;
  onSuccess?: (result: ActionResult) => void;
  /** Editing an existing page: saves to the draft on its own as the person types. */
  autosave?: boolean;
};

/**
 * Title, slug and SEO fields of a page. Controlled, so a refused save keeps what was typed; when the
 * page changes on the server (e.g. the assistant renamed it) the fields take the new values.
 */
export function PageMetaForm({ action, initial = BLANK, submitLabel, slugHint, onSuccess, autosave = false }: Props) {
  const submitted = useRef<PageMeta | undefined>(undefined);
  const [meta, setMeta] = useServerState(initial, { ownSave: () => submitted.current });
  const bind = (name: keyof PageMeta) => ({
    name,
    value: meta[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setMeta((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <ActionForm action={action} onSuccess={onSuccess} className="space-y-4" autosave={autosave} onSubmitStart={() => (submitted.current = meta)}>
      {({ result }) => (
        <>
          <TextField label="Title" {...bind("title")} required maxLength={120} error={fieldError(result, "title")} />
          <TextField label="Slug" {...bind("slug")} maxLength={80} hint={slugHint} error={fieldError(result, "slug")} />
          <TextField
            label="SEO title"
            {...bind("seoTitle")}
            maxLength={70}
            hint="Shown in search results and the browser tab; the title is used when blank."
            error={fieldError(result, "seoTitle")}
          />
          <TextAreaField
            label="SEO description"
            {...bind("seoDescription")}
            maxLength={160}
            rows={3}
            hint="One or two sentences for search results (at most 160 characters)."
            error={fieldError(result, "seoDescription")}
          />
          <SubmitButton>{submitLabel}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
