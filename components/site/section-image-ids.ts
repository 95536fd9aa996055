import { SECTION_TEMPLATES, type FieldDef } from "@/lib/content/section-templates";

const fieldsByTemplate = new Map(SECTION_TEMPLATES.map((template) => [template.key, template.fields]));

function collect(fields: FieldDef[], value: unknown, into: Set<string>) {
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  for (const field of fields) {
    const fieldValue = record[field.name];
    if (field.type === "image" && typeof fieldValue === "string") into.add(fieldValue);
    if (field.type === "list" && Array.isArray(fieldValue)) {
      for (const item of fieldValue) collect(field.itemFields ?? [], item, into);
    }
  }
}

/** Every image id the sections refer to (read from the templates' image fields), once each. */
export function sectionImageIds(sections: { templateKey: string; content: unknown }[]): string[] {
  const ids = new Set<string>();
  for (const section of sections) collect(fieldsByTemplate.get(section.templateKey) ?? [], section.content, ids);
  return [...ids];
}
