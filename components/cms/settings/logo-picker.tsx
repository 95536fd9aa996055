"use client";

import { useRef, useState } from "react";
import { SelectField } from "@/components/ui/field";
import { useFormReset } from "@/components/ui/use-form-reset";
import { SETTING_LABELS } from "@/lib/content/setting-labels";

export type LogoOption = { id: string; label: string; previewUrl: string };

type Props = { options: LogoOption[]; defaultValue: string | null; error?: string; disabled?: boolean };

/** Picks the logo from the image library, with a preview of the choice. */
export function LogoPicker({ options, defaultValue, error, disabled }: Props) {
  const [selected, setSelected] = useState(defaultValue ?? "");
  const wrapper = useRef<HTMLDivElement>(null);
  useFormReset(wrapper, () => setSelected(wrapper.current?.querySelector("select")?.value ?? ""));
  const known = !defaultValue || options.some((option) => option.id === defaultValue);
  const choices = [
    { value: "", label: "No logo" },
    // The current logo may have been moved to the trash since it was chosen.
    ...(known ? [] : [{ value: defaultValue, label: "Current logo (image is in the trash)" }]),
    ...options.map((option) => ({ value: option.id, label: option.label })),
  ];
  const preview = options.find((option) => option.id === selected);
  return (
    <div ref={wrapper} className="flex flex-wrap items-end gap-4">
      <SelectField
        label={SETTING_LABELS.logo}
        name="logoImageId"
        defaultValue={defaultValue ?? ""}
        onChange={(event) => setSelected(event.target.value)}
        options={choices}
        error={error}
        disabled={disabled}
        hint={options.length ? "Choose an image from the media library." : "The media library is empty; upload an image first."}
        className="min-w-56 flex-1"
      />
      <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 text-xs text-slate-500">
        {preview ? <img src={preview.previewUrl} alt={`Logo preview: ${preview.label}`} className="max-h-full max-w-full object-contain" /> : "No logo"}
      </div>
    </div>
  );
}
