import { sqliteUrl } from "@/lib/database-url";
import { DEMO_ACCOUNTS, seedDemoSite } from "@/lib/seed/demo-site";
import { isServiceError } from "@/lib/services/errors";
import { sections } from "@/lib/services/sections";
import { users } from "@/lib/services/users";
import { migrateDatabase } from "./migrate";

/** The demo accounts that still sign in with their published passwords (none once changed). */
async function workingDemoAccounts() {
  const working = [];
  for (const account of DEMO_ACCOUNTS) {
    try {
      await users.authenticate(account.email, account.password);
      working.push(account);
    } catch (error) {
      if (!isServiceError(error)) throw error;
    }
  }
  return working;
}

export async function prepareDatabase() {
  migrateDatabase(sqliteUrl());
  await sections.syncTemplates();
  const seeded = await seedDemoSite();
  const accounts = await workingDemoAccounts();
  if (!accounts.length) return;
  const port = process.env.PORT || "3000";
  console.log(`\n  ${seeded ? "Demo site ready." : "Demo accounts:"} Sign in at http://localhost:${port}/login with:`);
  for (const account of accounts) console.log(`    ${account.role.padEnd(7)} ${account.email} / ${account.password}`);
  console.log("");
}
