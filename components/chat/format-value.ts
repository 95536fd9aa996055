/** How much of a long value a card shows before "Show all". */
export const CLIP_LENGTH = 200;

/**
 * A field value on an approval card, whole and in words: lists one item a line, objects as
 * "label: value" lines — never "[object Object]" or JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => `• ${valueText(item).replace(/\n/g, "\n  ")}`).join("\n") : "(none)";
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${fieldLabel(key)}: ${valueText(item).replace(/\n/g, "\n  ")}`)
    .join("\n");
}

/** "seoTitle" → "SEO title", "publishedAt" → "published at"; a key already written in words stays as it is. */
export function fieldLabel(field: string): string {
  if (/\s/.test(field)) return field.charAt(0).toUpperCase() + field.slice(1);
  const words = field.split(/(?=[A-Z])|[_.]/).filter(Boolean).map((word) => word.toLowerCase());
  const text = words.map((word) => (word === "seo" || word === "url" || word === "id" ? word.toUpperCase() : word)).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
