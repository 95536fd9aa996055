"use server";

import { redirect } from "next/navigation";
import { endSession, startSession } from "@/lib/auth/session";
import { audit } from "@/lib/services/audit";
import { isServiceError } from "@/lib/services/errors";
import { users } from "@/lib/services/users";

/** Only same-site paths are followed after sign-in, never another origin. */
function safeNext(value: FormDataEntryValue | null): string {
  const next = typeof value === "string" ? value : "";
  return next.startsWith("/") && !next.startsWith("//") ? next : "/dashboard";
}

export async function signIn(_previous: { error: string } | null, formData: FormData): Promise<{ error: string } | null> {
  let user;
  try {
    user = await users.authenticate(String(formData.get("email") ?? ""), String(formData.get("password") ?? ""));
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
