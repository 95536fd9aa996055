const MAX_LENGTH = 200;

/** A field value on an approval card or result: short, readable, never "[object Object]". */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : JSON.stringify(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

/** "seoTitle" → "SEO title", "publishedAt" → "published at". */
export function fieldLabel(field: string): string {
  const words = field.split(/(?=[A-Z])|[_.]/).filter(Boolean).map((word) => word.toLowerCase());
  const text = words.map((word) => (word === "seo" || word === "url" || word === "id" ? word.toUpperCase() : word)).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
