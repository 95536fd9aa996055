import type { FieldDef } from "@/lib/content/section-templates";

/** What a generated form holds for one field: text, a checkbox or the rows of a list. */
export type FieldValue = string | boolean | FormValues[];
export type FormValues = { [name: string]: FieldValue };

function initialValue(field: FieldDef, stored: unknown): FieldValue {
  switch (field.type) {
    case "boolean":
      return stored === true;
    case "select":
      return typeof stored === "string" ? stored : field.required ? (field.options?.[0] ?? "") : "";
    case "list": {
      const itemFields = field.itemFields ?? [];
      if (Array.isArray(stored)) return stored.map((item) => initialValues(itemFields, item as Record<string, unknown>));
      return Array.from({ length: field.minItems ?? 0 }, () => initialValues(itemFields));
    }
    default:
      return typeof stored === "string" ? stored : "";
  }
}

/** The form's starting values: the stored content where there is some, blanks elsewhere. */
export function initialValues(fields: FieldDef[], content: Record<string, unknown> = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field, content[field.name])]));
}

/**
 * The content to send to the service. Blank top-level fields are sent as "" so an update clears
 * them; inside list items blanks are left out, because items are replaced whole.
 */
export function toContentPayload(fields: FieldDef[], values: FormValues, keepBlanks = true): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (Array.isArray(value)) payload[field.name] = value.map((item) => toContentPayload(field.itemFields ?? [], item, false));
    else if (value !== "" || keepBlanks) payload[field.name] = value;
  }
  return payload;
}
