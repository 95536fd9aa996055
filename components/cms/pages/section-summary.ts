import type { SectionTemplateDef } from "@/lib/content/section-templates";

const TEXT_TYPES = new Set(["text", "textarea", "markdown"]);

/** Plain text for a one-line summary: markdown links keep their text, emphasis and heading marks go. */
function shorten(text: string, max = 90) {
  const flat = text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** One line describing a section's content: its first text, then how many items each list has. */
export function summarizeSection(template: SectionTemplateDef | undefined, content: Record<string, unknown>): string {
  if (!template) return "This section's template no longer exists.";
  const parts: string[] = [];
  const firstText = template.fields.find((field) => TEXT_TYPES.has(field.type) && typeof content[field.name] === "string" && content[field.name]);
  if (firstText) parts.push(shorten(content[firstText.name] as string));
  for (const field of template.fields) {
    const value = content[field.name];
    if (field.type === "list" && Array.isArray(value)) parts.push(`${field.label}: ${value.length}`);
  }
  return parts.join(" · ") || "No text yet";
}
