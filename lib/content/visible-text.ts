import { SECTION_TEMPLATES, type FieldDef } from "./section-templates";

/** Field types whose values are words a visitor reads (not ids, links, switches or choices). */
export const TEXT_FIELD_TYPES: ReadonlySet<string> = new Set(["text", "textarea", "markdown"]);

export const templateOf = (key: string) => SECTION_TEMPLATES.find((template) => template.key === key);
export const fieldsOf = (templateKey: string) => templateOf(templateKey)?.fields ?? [];

/** The readable strings of content stored under a field list (a section's or an entry's), list items included, in order. */
export function textsIn(fields: FieldDef[], content: unknown): string[] {
  const values = (content ?? {}) as Record<string, unknown>;
  return fields.flatMap((field) => {
    const value = values[field.name];
    if (TEXT_FIELD_TYPES.has(field.type) && typeof value === "string") return [value];
    if (field.type === "list" && Array.isArray(value)) return value.flatMap((item) => textsIn(field.itemFields ?? [], item));
    return [];
  });
}

/** The words a visitor reads in a section (text fields, list items included), not ids or links. */
export const sectionTexts = (templateKey: string, content: unknown) => textsIn(fieldsOf(templateKey), content);
