"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { clientAddress } from "@/lib/auth/client-address";
import { endSession, startSession } from "@/lib/auth/session";
import { isSitePath } from "@/lib/content/site-path";
import { audit } from "@/lib/services/audit";
import { isServiceError } from "@/lib/services/errors";
import { users } from "@/lib/services/users";

/** Only same-site paths are followed after sign-in, never another origin. */
function safeNext(value: FormDataEntryValue | null): string {
  return typeof value === "string" && isSitePath(value) ? value : "/dashboard";
}

export async function signIn(_previous: { error: string } | null, formData: FormData): Promise<{ error: string } | null> {
  let user;
  try {
    user = await users.authenticate(String(formData.get("email") ?? ""), String(formData.get("password") ?? ""), clientAddress(await headers()));
  } catch (error) {
    if (isServiceError(error)) return { error: error.message };
    throw error;
  }
  await startSession(user.id);
  await audit.record({ actor: { id: user.id, label: user.email, role: user.role as "admin", kind: "user" } }, { action: "auth.sign-in", outcome: "success", targetType: "user", targetId: user.id, targetLabel: user.email });
  redirect(safeNext(formData.get("next")));
}

export async function signOut() {
  await endSession();
  redirect("/login");
}
