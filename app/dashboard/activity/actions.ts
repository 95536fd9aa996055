"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { revisions } from "@/lib/services/revisions";

export async function revertRevision(revisionId: string): Promise<ActionResult> {
  return runAction((ctx) => revisions.revert(ctx, revisionId), {
    success: (reverted) => `Reverted the change to the ${reverted.description}.`,
    // A revert can touch any kind of content, and the public site.
    revalidate: ["/"],
  });
}
