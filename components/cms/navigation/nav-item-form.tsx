"use client";

import { useRef, useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { SelectField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFormReset } from "@/components/ui/use-form-reset";
import { useResetOnServerChange } from "@/components/ui/use-reset-on-server-change";
import { fieldError, type ActionResult } from "@/lib/action-result";

export type PageOption = { id: string; title: string; slug: string };
export type ParentOption = { id: string; label: string };
export type NavItemValues = { label: string; pageId: string | null; url: string | null; parentId: string | null };

type Props = {
  action: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  pages: PageOption[];
  parents: ParentOption[];
  initial?: NavItemValues;
  /** Why the parent cannot change (e.g. the item has sub-items), if it cannot. */
  parentLocked?: string;
  submitLabel: string;
  onSaved?: () => void;
};

type LinkKind = "page" | "url";

/** Add or edit one navigation link: its label, a page or URL target and an optional parent. */
export function NavItemForm({ action, pages, parents, initial, parentLocked, submitLabel, onSaved }: Props) {
  const initialKind: LinkKind = initial?.url ? "url" : "page";
  const [kind, setKind] = useState<LinkKind>(initialKind);
  const kindChoice = useRef<HTMLFieldSetElement>(null);
  useFormReset(kindChoice, () => {
    const checked = kindChoice.current?.querySelector<HTMLInputElement>("input:checked");
    setKind(checked?.value === "url" ? "url" : "page");
  });
  useResetOnServerChange(kindChoice, initial);
  const creating = !initial;

  return (
    <ActionForm action={action} resetOnSuccess={creating} onSuccess={onSaved} className="space-y-4">
      {({ result }) => (
        <>
          <TextField label="Label" name="label" defaultValue={initial?.label} required maxLength={60} error={fieldError(result, "label")} />
          <fieldset ref={kindChoice} className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Link to</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {(["page", "url"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="linkKind"
                    value={value}
                    defaultChecked={value === initialKind}
                    onChange={() => setKind(value)}
                    className="accent-brand-600"
                  />
                  {value === "page" ? "A page of this site" : "A web address"}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === "page" ? (
            <SelectField
              label="Target page"
              name="pageId"
              required
              defaultValue={initial?.pageId ?? ""}
              error={fieldError(result, "pageId")}
              hint={pages.length ? undefined : "There are no pages yet; create one first or link a URL."}
              options={[{ value: "", label: "Choose a page…" }, ...pages.map((page) => ({ value: page.id, label: `${page.title} (/${page.slug})` }))]}
            />
          ) : (
            <TextField
              label="URL"
              name="url"
              required
              defaultValue={initial?.url ?? ""}
              placeholder="https://example.com or /blog"
              hint="A site path like /blog, or a full address starting with https://"
              error={fieldError(result, "url")}
            />
          )}
          <SelectField
            label="Parent"
            name="parentId"
            defaultValue={initial?.parentId ?? ""}
            disabled={!!parentLocked}
            hint={parentLocked ?? "Sub-items appear in a drop-down under their parent."}
            error={fieldError(result, "parentId")}
            options={[{ value: "", label: "None (top level)" }, ...parents.map((parent) => ({ value: parent.id, label: parent.label }))]}
          />
          {/* A disabled select is not submitted; keep the current parent. */}
          {parentLocked && <input type="hidden" name="parentId" value={initial?.parentId ?? ""} />}
          {creating && (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="visible" defaultChecked className="size-4 accent-brand-600" />
              Visible in the menu
            </label>
          )}
          <SubmitButton>{submitLabel}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
