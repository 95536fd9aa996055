import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";

/** Applies committed migrations with the offline JS engine, creating the database folder first. */
export function migrateDatabase(databaseUrl: string): void {
  mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ databaseUrl.replace(/^file:/, ""))), { recursive: true });
  execFileSync(process.execPath, [path.resolve("node_modules/prisma/build/index.js"), "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, CHECKPOINT_DISABLE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
