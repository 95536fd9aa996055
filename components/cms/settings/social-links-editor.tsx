"use client";

import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useServerState } from "@/components/ui/use-server-state";
import { fieldError, type ActionResult } from "@/lib/action-result";

const MAX_SOCIAL_LINKS = 10;

type Row = { key: number; label: string; url: string };

type Props = { defaultValue: { label: string; url: string }[]; result: ActionResult | null; disabled?: boolean };

/** Repeatable label + URL rows; they are submitted in order as socialLinks.label / socialLinks.url. */
export function SocialLinksEditor({ defaultValue, result, disabled }: Props) {
  const [rows, setRows] = useServerState<Row[]>(defaultValue.map((link, key) => ({ key, ...link })));
  const nextKey = Math.max(-1, ...rows.map((row) => row.key)) + 1;
  const update = (key: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <div className="space-y-3">
      {rows.length === 0 && <p className="text-sm text-slate-600">No social links yet.</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.key} className="grid items-start gap-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]">
            <TextField
              label={`Link ${index + 1} label`}
              name="socialLinks.label"
              value={row.label}
              onChange={(event) => update(row.key, { label: event.target.value })}
              placeholder="Instagram"
              maxLength={40}
              disabled={disabled}
              error={fieldError(result, `socialLinks.${index}.label`)}
            />
            <TextField
              label={`Link ${index + 1} URL`}
              name="socialLinks.url"
              value={row.url}
              onChange={(event) => update(row.key, { url: event.target.value })}
              placeholder="https://instagram.com/…"
              disabled={disabled}
              error={fieldError(result, `socialLinks.${index}.url`)}
            />
            {!disabled && (
              <Button variant="ghost" size="sm" className="sm:mt-6" onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}>
                <Trash2 aria-hidden className="size-3.5" /> Remove<span className="sr-only"> link {index + 1}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {!disabled && (
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= MAX_SOCIAL_LINKS}
          onClick={() => setRows((current) => [...current, { key: nextKey, label: "", url: "" }])}
        >
          <Plus aria-hidden className="size-3.5" /> Add social link
        </Button>
      )}
      {rows.length >= MAX_SOCIAL_LINKS && <p className="text-xs text-slate-500">At most {MAX_SOCIAL_LINKS} social links.</p>}
      {fieldError(result, "socialLinks") && (
        <p role="alert" className="text-xs text-red-700">
          {fieldError(result, "socialLinks")}
        </p>
      )}
    </div>
  );
}
