"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { trash, type TrashType } from "@/lib/services/trash";

// A restored or purged item may show up anywhere (lists, the menu, the public site).
const revalidate = ["/"];

export async function restoreFromTrash(type: TrashType, id: string, label: string): Promise<ActionResult> {
  return runAction((ctx) => trash.restore(ctx, type, id), { success: `Restored "${label}".`, revalidate });
}

export async function purgeFromTrash(type: TrashType, id: string, label: string): Promise<ActionResult> {
  return runAction((ctx) => trash.purge(ctx, type, id), { success: `Deleted "${label}" permanently.`, revalidate });
}
