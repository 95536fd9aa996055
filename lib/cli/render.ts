import { fieldLabel, valueText } from "@/components/chat/format-value";
import type { ApprovalPreview } from "@/lib/tools/define";

const MAX_CELL = 40;
const MAX_COLUMNS = 6;

const isScalar = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

function cell(value: unknown): string {
  const text = valueText(value).replace(/\s+/g, " ");
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

/** Rows of records as an aligned table of their plain (not nested) fields. */
export function table(rows: Record<string, unknown>[]): string {
  if (!rows.length) return "(none)";
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => isScalar(row[key]))))].slice(0, MAX_COLUMNS);
  const lines = [columns.map(fieldLabel), ...rows.map((row) => columns.map((column) => cell(row[column])))];
  const widths = columns.map((_, index) => Math.max(...lines.map((line) => line[index].length)));
  return lines.map((line) => line.map((text, index) => text.padEnd(widths[index])).join("  ").trimEnd()).join("\n");
}

const indent = (text: string) => text.replace(/^/gm, "  ");

/** A tool's result for a person: its message, then lists as tables and records as "Label: value" lines. */
export function renderResult(result: Record<string, unknown>): string {
  const { ok: _ok, message, ...fields } = result;
  const blocks = typeof message === "string" ? [message] : [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every((item) => item && typeof item === "object" && !Array.isArray(item))) blocks.push(`${fieldLabel(key)}:\n${indent(table(value))}`);
    else if (value && typeof value === "object" && !Array.isArray(value)) blocks.push(`${fieldLabel(key)}:\n${indent(valueText(value))}`);
    else blocks.push(`${fieldLabel(key)}: ${valueText(value)}`);
  }
  return blocks.join("\n\n");
}

/** The approval card in text: the action, its target, what it is now, the changes and the impact. */
export function renderPreview(preview: ApprovalPreview): string {
  const lines = [preview.action, `${fieldLabel(preview.target.type)}: ${preview.target.label}`];
  const current = Object.entries(preview.current ?? {});
  if (current.length) lines.push("Now:", ...current.map(([field, value]) => indent(`${fieldLabel(field)}: ${valueText(value).replace(/\n/g, "\n  ")}`)));
  if (preview.changes?.length) lines.push("Changes:", ...preview.changes.map((change) => indent(`${fieldLabel(change.field)}: ${valueText(change.from)} → ${valueText(change.to)}`)));
  if (preview.impact?.length) lines.push("Impact:", ...preview.impact.map((line) => indent(`- ${line}`)));
  return lines.join("\n");
}
