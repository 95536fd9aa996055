import { z } from "zod";
import type { FieldDef } from "./section-templates";
import { sitePathProblem } from "./site-path";

/**
 * Links may be site paths ("/about"), anchors ("#top") or absolute http(s)/mailto/tel URLs — never
 * javascript:, and never a "path" a browser reads as another site (see site-path.ts).
 */
export const linkSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, ctx) => {
    if (value.startsWith("/")) {
      const problem = sitePathProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: `Not a path on this site: ${problem}. Write site paths like /about, and other sites as a full https:// address` });
    } else if (!/^(#|https?:\/\/|mailto:|tel:)/i.test(value)) {
      ctx.addIssue({ code: "custom", message: "Use a site path like /about or a full http(s):// address" });
    }
  });

function fieldSchema(field: FieldDef): z.ZodType {
  let schema: z.ZodType;
  switch (field.type) {
    case "text":
    case "textarea":
    case "markdown": {
      let text = z.string().trim();
      if (field.maxLength) text = text.max(field.maxLength, `At most ${field.maxLength} characters`);
      schema = field.required ? text.min(1, `${field.label} is required`) : text;
      break;
    }
    case "url":
      schema = linkSchema;
      break;
    case "image":
      schema = z.string().trim().min(1, `${field.label} is required`);
      break;
    case "select":
      schema = z.enum(field.options as [string, ...string[]]);
      break;
    case "boolean":
      schema = z.boolean();
      break;
    case "list": {
      let list = z.array(contentSchemaFor(field.itemFields ?? []));
      if (field.minItems) list = list.min(field.minItems, `Add at least ${field.minItems} item(s)`);
      if (field.maxItems) list = list.max(field.maxItems, `At most ${field.maxItems} items`);
      schema = list;
      break;
    }
  }
  return field.required ? schema : schema.optional();
}

/** A strict Zod object for a template's content: unknown keys and missing required fields fail. */
export function contentSchemaFor(fields: FieldDef[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field);
  return z.strictObject(shape);
}

/** Empty optional strings are stored as absent, so forms can submit blank fields. */
export function dropEmptyValues(content: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(content).filter(([, value]) => value !== "" && value !== undefined && value !== null));
}
