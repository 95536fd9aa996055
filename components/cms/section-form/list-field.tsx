"use client";

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ImageSummary } from "@/components/cms/media/image-summary";
import type { FieldDef } from "@/lib/content/section-templates";
import { initialValues, type FormValues } from "./content-values";
import { FieldInput } from "./field-inputs";

type Props = {
  field: FieldDef;
  value: FormValues[];
  onChange: (rows: FormValues[]) => void;
  path: string;
  images: ImageSummary[];
  errorFor: (path: string) => string | undefined;
};

/** A repeatable group of item fields (e.g. the features of a feature grid). */
export function ListField({ field, value, onChange, path, images, errorFor }: Props) {
  const itemFields = field.itemFields ?? [];
  // Stable row keys, so removing a row keeps the other rows' inputs (and focus) in place.
  const [keys, setKeys] = useState(() => value.map((_, index) => index));
  const nextKey = Math.max(-1, ...keys) + 1;
  // The form took new content from the server with another number of rows: key them afresh.
  if (keys.length !== value.length) setKeys(value.map((_, index) => nextKey + index));
  const min = field.minItems ?? 0;
  const max = field.maxItems ?? Infinity;
  const error = errorFor(path);

  const add = () => {
    setKeys([...keys, nextKey]);
    onChange([...value, initialValues(itemFields)]);
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, i) => i !== index));
    onChange(value.filter((_, i) => i !== index));
  };
  const update = (index: number, row: FormValues) => onChange(value.map((current, i) => (i === index ? row : current)));

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{field.label}</legend>
      {field.help && <p className="text-xs text-slate-500">{field.help}</p>}
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      {value.map((row, index) => (
        <fieldset key={keys[index]} className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          <legend className="px-1 text-xs font-medium text-slate-600">{`${field.label} item ${index + 1}`}</legend>
          {itemFields.map((itemField) => (
            <FieldInput
              key={itemField.name}
              field={itemField}
              value={row[itemField.name]}
              onChange={(fieldValue) => update(index, { ...row, [itemField.name]: fieldValue })}
              path={`${path}.${index}.${itemField.name}`}
              images={images}
              errorFor={errorFor}
            />
          ))}
          <Button variant="ghost" size="sm" onClick={() => remove(index)} disabled={value.length <= min}>
            <X aria-hidden className="size-4" />
            Remove item<span className="sr-only"> {index + 1}</span>
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" size="sm" onClick={add} disabled={value.length >= max}>
        <Plus aria-hidden className="size-4" />
        Add item
      </Button>
    </fieldset>
  );
}
