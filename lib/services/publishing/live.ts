import "server-only";
import { createHash } from "node:crypto";
import { canonicalJson } from "@/lib/canonical-json";
import type { Tx } from "@/lib/db";
import type { ContentKind } from "@/lib/domain/content-kinds";
import type { JsonSnapshot } from "../history";
import { PUBLISHABLE_KINDS } from "./kinds";

/** The version visitors see of one entity, or null when it was never published. */
export function currentVersion(tx: Tx, kind: ContentKind, entityId: string) {
  return tx.publishedVersion.findFirst({ where: { kind, entityId, isCurrent: true } });
}

/** What visitors see of one entity: its current snapshot, the kind's defaults, or null (not on the site). */
export async function visibleSnapshot(tx: Tx, kind: ContentKind, entityId: string): Promise<JsonSnapshot | null> {
  const current = await currentVersion(tx, kind, entityId);
  if (current) return current.snapshot as JsonSnapshot | null;
  return PUBLISHABLE_KINDS[kind].baseline?.() ?? null;
}

/** A short, stable name for one exact draft, so a review can prove nothing changed after it was shown. */
export function fingerprint(snapshot: JsonSnapshot | null): string {
  return createHash("sha256").update(canonicalJson(snapshot)).digest("hex").slice(0, 16);
}

export const sameSnapshot = (a: JsonSnapshot | null, b: JsonSnapshot | null) => canonicalJson(a) === canonicalJson(b);
