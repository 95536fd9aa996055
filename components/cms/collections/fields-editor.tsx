"use client";

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import type { FieldDef, FieldType } from "@/lib/content/section-templates";

/** The kinds of field a person picks here; lists (fields within fields) are made by the assistant and kept as they are. */
const TYPE_LABELS: Record<Exclude<FieldType, "list">, string> = {
  text: "Short text",
  textarea: "Long text",
  markdown: "Formatted text",
  url: "Link",
  image: "Image",
  select: "Choice",
  boolean: "Yes or no",
};
const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** One row of the editor: the field as stored, with its choices as typed and a key that stays put. */
type Row = { key: number; field: FieldDef; options: string; isNew: boolean };

/** "Job title" → "jobTitle": the key entry data uses, made once when the field is new. */
function nameFrom(label: string, taken: Set<string>): string {
  const words = label.normalize("NFKD").replace(/[^A-Za-z0-9 ]/g, " ").trim().split(/\s+/).filter(Boolean);
  const base = words.map((word, index) => (index ? word[0].toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase())).join("").replace(/^[0-9]+/, "") || "field";
  let name = base.slice(0, 40);
  for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 37)}${n}`;
  return name;
}

/** The field list to save, named and with choices split: what the service validates. */
function toFields(rows: Row[]): FieldDef[] {
  const taken = new Set(rows.filter((row) => !row.isNew).map((row) => row.field.name));
  return rows.map(({ field, options, isNew }) => {
    const name = isNew ? nameFrom(field.label, taken) : field.name;
    taken.add(name);
    const choices = options.split(",").map((option) => option.trim()).filter(Boolean);
    const { options: _old, ...rest } = field;
    return { ...rest, name, ...(field.type === "select" ? { options: choices } : {}) };
  });
}

type Props = { initial: FieldDef[]; error?: string };

/**
 * The fields every entry of a collection has: a label, a kind and whether it is required. Sent as
 * JSON in the "fields" form field; a field's key is made from its label when it is added and never
 * changes after, so entries keep their values when a field is renamed.
 */
export function FieldsEditor({ initial, error }: Props) {
  const [rows, setRows] = useState<Row[]>(() => initial.map((field, key) => ({ key, field, options: field.options?.join(", ") ?? "", isNew: false })));
  const nextKey = Math.max(-1, ...rows.map((row) => row.key)) + 1;
  const change = (key: number, patch: Partial<Omit<FieldDef, "options">> & { options?: string }) =>
    setRows((current) =>
      current.map((row) => {
        if (row.key !== key) return row;
        const { options, ...field } = patch;
        return { ...row, field: { ...row.field, ...field }, options: options ?? row.options };
      }),
    );

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Fields</legend>
      <p className="text-xs text-slate-500">What every entry has besides its title. Renaming a field keeps the entries' values.</p>
      <input type="hidden" name="fields" value={JSON.stringify(toFields(rows))} />
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const label = row.field.label || `field ${index + 1}`;
          return (
            <li key={row.key} className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_10rem_auto]">
              <TextField label="Label" value={row.field.label} onChange={(event) => change(row.key, { label: event.target.value })} required maxLength={80} />
              {row.field.type === "list" ? (
                <p className="text-sm text-slate-700">
                  <span className="block font-medium text-slate-800">Kind</span>A list of {row.field.itemFields?.map((item) => item.label).join(", ")}
                </p>
              ) : (
                <SelectField label="Kind" value={row.field.type} options={TYPE_OPTIONS} onChange={(event) => change(row.key, { type: event.target.value as FieldType })} />
              )}
              <div className="flex items-end gap-3">
                <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
                  <input type="checkbox" checked={row.field.required ?? false} onChange={(event) => change(row.key, { required: event.target.checked })} />
                  Required
                </label>
                <Button variant="ghost" size="sm" className="mb-1" onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}>
                  <X aria-hidden className="size-4" />
                  <span className="sr-only">Remove {label}</span>
                </Button>
              </div>
              {row.field.type === "select" && (
                <TextField
                  className="sm:col-span-3"
                  label={`Choices for ${label}`}
                  value={row.options}
                  onChange={(event) => change(row.key, { options: event.target.value })}
                  hint="Separate the choices with commas, e.g. kitchen, floor."
                  required
                />
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => setRows((current) => [...current, { key: nextKey, field: { name: "", label: "", type: "text" }, options: "", isNew: true }])}>
        <Plus aria-hidden className="size-4" /> Add field
      </Button>
    </fieldset>
  );
}
