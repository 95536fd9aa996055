"use client";

import { useRouter } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { PageMetaForm } from "./page-meta-form";

type Props = { action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult> };

/** Creates a page, then opens its editor so sections can be added. */
export function NewPageForm({ action }: Props) {
  const router = useRouter();
  return (
    <PageMetaForm
      action={action}
      submitLabel="Create page"
      slugHint="Optional: derived from the title when left blank. Lowercase letters, numbers and hyphens."
      onSuccess={(result) => {
        const created = result.ok ? (result.data as { id: string } | undefined) : undefined;
        if (created) router.push(`/dashboard/pages/${created.id}`);
      }}
    />
  );
}
