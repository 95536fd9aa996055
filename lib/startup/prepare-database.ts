import { sqliteUrl } from "@/lib/database-url";
import { sections } from "@/lib/services/sections";
import { seedDemoSite } from "@/lib/seed/demo-site";
import { migrateDatabase } from "./migrate";

export async function prepareDatabase() {
  migrateDatabase(sqliteUrl());
  await sections.syncTemplates();
  const seeded = await seedDemoSite();
  if (seeded) {
    console.log("\n  Demo site ready. Sign in at /login with:");
    for (const account of seeded.accounts) console.log(`    ${account.role.padEnd(7)} ${account.email} / ${account.password}`);
    console.log("");
  }
}
