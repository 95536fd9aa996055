import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { contentSchemaFor, dropEmptyValues } from "@/lib/content/section-schema";
import type { FieldDef, SectionTemplateDef } from "@/lib/content/section-templates";
import { ServiceError } from "./errors";
import { assertImagesExist } from "./image-refs";
import { parseInput } from "./validate";

export const sectionInputSchema = z.object({
  templateKey: z.string().trim().min(1, "Template is required"),
  content: z.record(z.string(), z.unknown()).default({}),
});

export function toTemplate(row: { key: string; name: string; description: string; fields: Prisma.JsonValue }): SectionTemplateDef {
  return { key: row.key, name: row.name, description: row.description, fields: row.fields as unknown as FieldDef[] };
}

export async function getTemplate(tx: Tx, key: string): Promise<SectionTemplateDef> {
  const row = await tx.sectionTemplate.findUnique({ where: { key } });
  if (!row) {
    const keys = (await tx.sectionTemplate.findMany({ select: { key: true } })).map((t) => t.key);
    throw new ServiceError("validation", `Unknown section template "${key}".`, { hint: `Use one of: ${keys.join(", ")}.` });
  }
  return toTemplate(row);
}

/** Validates content against its template (and that referenced images exist); returns it ready to store. */
export async function prepareSectionContent(tx: Tx, templateKey: string, rawContent: unknown, label = "content") {
  const template = await getTemplate(tx, templateKey);
  const cleaned = dropEmptyValues((rawContent ?? {}) as Record<string, unknown>);
  const content = parseInput(contentSchemaFor(template.fields), cleaned, `Invalid ${template.name} ${label}`) as Record<string, unknown>;
  await assertImagesExist(tx, template.fields, content, `Invalid ${template.name} ${label}`);
  return content as Prisma.InputJsonObject;
}

