import type { FieldIssue } from "@/lib/services/errors";

/** What every dashboard server action returns to its form. */
export type ActionResult<T = unknown> =
  | { ok: true; message: string; data?: T }
  | { ok: false; error: string; issues?: FieldIssue[] };

/** The error for one field (by its path, e.g. "title" or "sections.0.heading"), if any. */
export function fieldError(result: ActionResult | null | undefined, path: string): string | undefined {
  if (!result || result.ok) return undefined;
  return result.issues?.find((issue) => issue.path === path)?.message;
}
