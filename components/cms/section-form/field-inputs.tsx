"use client";

import { useId } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { ImageSummary } from "@/components/cms/media/image-summary";
import type { FieldDef } from "@/lib/content/section-templates";
import type { FieldValue, FormValues } from "./content-values";
import { ListField } from "./list-field";

export type FieldInputProps = {
  field: FieldDef;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** The field's path in the content ("features.0.title"), as the service names it in errors. */
  path: string;
  images: ImageSummary[];
  errorFor: (path: string) => string | undefined;
};

type InputProps<V> = { field: FieldDef; value: V; onChange: (value: V) => void; error?: string };

const hint = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ") || undefined;

function TextInput({ field, value, onChange, error }: InputProps<string>) {
  return (
    <TextField
      label={field.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={field.required}
      maxLength={field.maxLength}
      hint={field.help}
      error={error}
    />
  );
}

function TextAreaInput({ field, value, onChange, error }: InputProps<string>) {
  const markdown = field.type === "markdown";
  return (
    <TextAreaField
      label={field.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={field.required}
      maxLength={field.maxLength}
      rows={markdown ? 8 : 3}
      hint={hint(field.help, markdown ? "Markdown supported." : undefined)}
      error={error}
    />
  );
}

function UrlInput({ field, value, onChange, error }: InputProps<string>) {
  return (
    <TextField
      label={field.label}
      type="text"
      inputMode="url"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={field.required}
      placeholder="/about"
      hint={hint(field.help, "A site path like /about or a full https:// address.")}
      error={error}
    />
  );
}

function SelectInput({ field, value, onChange, error }: InputProps<string>) {
  const options = (field.options ?? []).map((option) => ({ value: option, label: option }));
  return (
    <SelectField
      label={field.label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={field.required}
      options={field.required ? options : [{ value: "", label: "(none)" }, ...options]}
      hint={field.help}
      error={error}
    />
  );
}

function CheckboxInput({ field, value, onChange, error }: InputProps<boolean>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : field.help ? `${id}-hint` : undefined}
          className="size-4 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {field.label}
        </label>
      </div>
      {field.help && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {field.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ImageInput({ field, value, onChange, error, images }: InputProps<string> & { images: ImageSummary[] }) {
  const selected = images.find((image) => image.id === value);
  const options = [
    { value: "", label: field.required ? "Choose an image…" : "(none)" },
    ...images.map((image) => ({ value: image.id, label: image.alt ? `${image.originalName} — ${image.alt}` : image.originalName })),
    // Keeps a stored id that is no longer in the library visible instead of silently dropping it.
    ...(value && !selected ? [{ value, label: `Missing image (${value})` }] : []),
  ];
  return (
    <div className="space-y-2">
      <SelectField
        label={field.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={field.required}
        options={options}
        hint={hint(field.help, images.length ? undefined : "The library has no images yet: upload some under Media.")}
        error={error}
      />
      {selected && (
        <img src={selected.thumbUrl} alt="" className="h-16 w-24 rounded border border-slate-200 object-cover" />
      )}
    </div>
  );
}

/** The control for one template field, chosen by its type. */
export function FieldInput({ field, value, onChange, path, images, errorFor }: FieldInputProps) {
  const error = errorFor(path);
  const text = typeof value === "string" ? value : "";
  switch (field.type) {
    case "text":
      return <TextInput field={field} value={text} onChange={onChange} error={error} />;
    case "textarea":
    case "markdown":
      return <TextAreaInput field={field} value={text} onChange={onChange} error={error} />;
    case "url":
      return <UrlInput field={field} value={text} onChange={onChange} error={error} />;
    case "select":
      return <SelectInput field={field} value={text} onChange={onChange} error={error} />;
    case "boolean":
      return <CheckboxInput field={field} value={value === true} onChange={onChange} error={error} />;
    case "image":
      return <ImageInput field={field} value={text} onChange={onChange} error={error} images={images} />;
    case "list":
      return (
        <ListField
          field={field}
          value={Array.isArray(value) ? value : []}
          onChange={(rows: FormValues[]) => onChange(rows)}
          path={path}
          images={images}
          errorFor={errorFor}
        />
      );
  }
}
