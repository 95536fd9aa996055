"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { users } from "@/lib/services/users";

const revalidate = ["/dashboard/users"];

export async function createUser(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const text = (name: string) => String(formData.get(name) ?? "");
  return runAction(
    (ctx) => users.create(ctx, { email: text("email"), name: text("name"), role: text("role"), password: text("password") }),
    { success: (user) => `Created ${user.email}. Share the password with them privately.`, revalidate },
  );
}

export async function changeRole(id: string, _previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction((ctx) => users.update(ctx, id, { role: String(formData.get("role") ?? "") }), {
    success: (user) => `${user.email} is now ${user.role === "admin" ? "an" : "a"} ${user.role}.`,
    revalidate,
  });
}

export async function setUserDisabled(id: string, disabled: boolean): Promise<ActionResult> {
  return runAction((ctx) => users.update(ctx, id, { disabled }), {
    success: (user) => (disabled ? `Disabled ${user.email}; they were signed out.` : `Enabled ${user.email}.`),
    revalidate,
  });
}
