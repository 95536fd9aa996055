"use client";

import { useId } from "react";
import type { ModelOption } from "./types";

type Props = { models: ModelOption[]; value: string; onChange: (id: string) => void };

const optionLabel = (model: ModelOption) => (model.offline && !/offline/i.test(model.label) ? `${model.label} (offline)` : model.label);

/** Which model answers; the built-in offline model is labelled as such. */
export function ModelPicker({ models, value, onChange }: Props) {
  const id = useId();
  if (models.length === 0) return null;
  return (
    <div className="flex min-w-0 items-center gap-1.5 text-xs">
      <label htmlFor={id} className="shrink-0 text-slate-600">
        Model
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 max-w-full truncate rounded-md border border-slate-300 bg-white px-2 py-1 text-xs focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {models.map((model) => (
          <option key={model.id} value={model.id}>
            {optionLabel(model)}
          </option>
        ))}
      </select>
    </div>
  );
}
