import "server-only";
import type { Tx } from "@/lib/db";
import type { FieldDef } from "@/lib/content/section-templates";
import { ServiceError } from "./errors";

/** The image ids named by a record's image fields, nested lists included. */
function imageFieldValues(fields: FieldDef[], content: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const field of fields) {
    const value = content[field.name];
    if (field.type === "image" && typeof value === "string") ids.push(value);
    if (field.type === "list" && Array.isArray(value)) {
      for (const item of value) ids.push(...imageFieldValues(field.itemFields ?? [], item as Record<string, unknown>));
    }
  }
  return ids;
}

/** Refuses content whose image fields name an image that does not exist or is in the trash; `what` opens the message. */
export async function assertImagesExist(tx: Tx, fields: FieldDef[], content: Record<string, unknown>, what: string): Promise<void> {
  const imageIds = imageFieldValues(fields, content);
  if (!imageIds.length) return;
  const found = await tx.image.findMany({ where: { id: { in: imageIds }, deletedAt: null }, select: { id: true } });
  const missing = imageIds.filter((id) => !found.some((image) => image.id === id));
  if (missing.length) throw new ServiceError("validation", `${what}: image ${missing.join(", ")} does not exist.`, { hint: "List images to find a valid id." });
}
