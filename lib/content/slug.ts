import { z } from "zod";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Autumn Sale — 2026!" → "autumn-sale-2026" */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

export const slugSchema = z
  .string()
  .trim()
  .min(1, "Slug is required")
  .max(80, "Slug must be at most 80 characters")
  .regex(SLUG_PATTERN, "Use lowercase letters, numbers and single hyphens (e.g. about-us)");
