import { db } from "@/lib/db";
import { systemContext } from "@/lib/services/context";
import { users } from "@/lib/services/users";

export const DEMO_ACCOUNTS = [
  { email: "admin@example.com", name: "Ada Admin", role: "admin", password: "admin-demo-password" },
  { email: "editor@example.com", name: "Eddie Editor", role: "editor", password: "editor-demo-password" },
  { email: "viewer@example.com", name: "Vera Viewer", role: "viewer", password: "viewer-demo-password" },
] as const;

/** Seeds the demo site once: does nothing when any user exists. Returns the accounts it made. */
export async function seedDemoSite() {
  if ((await db.user.count()) > 0) return null;
  for (const account of DEMO_ACCOUNTS) await users.create(systemContext, account);
  return { accounts: DEMO_ACCOUNTS };
}
