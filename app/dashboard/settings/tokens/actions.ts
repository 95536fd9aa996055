"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { apiTokens } from "@/lib/services/api-tokens";

const revalidate = ["/dashboard/settings/tokens"];

/** Creates a token; its value comes back once, in the result, for the person to copy. */
export async function createToken(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const input = { name: String(formData.get("name") ?? ""), role: String(formData.get("role") ?? "") };
  return runAction((ctx) => apiTokens.create(ctx, input), { success: (token) => `Token “${token.name}” created. Copy it now: it is not shown again.`, revalidate });
}

export async function revokeToken(id: string): Promise<ActionResult> {
  return runAction((ctx) => apiTokens.revoke(ctx, id), { success: "Token revoked: it no longer works.", revalidate });
}
