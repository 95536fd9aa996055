import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * Applies committed migrations with the offline JS engine, creating the database folder first,
 * then switches the file to write-ahead logging. WAL keeps full durability but commits with one
 * sync instead of several, which roughly halves the cost of each agent step (bench:agent-overhead),
 * and lets readers go on while a write commits. The mode is stored in the file, so it holds for
 * every later connection.
 */
export function migrateDatabase(databaseUrl: string): void {
  const file = path.resolve(/*turbopackIgnore: true*/ databaseUrl.replace(/^file:/, ""));
  mkdirSync(path.dirname(file), { recursive: true });
  execFileSync(process.execPath, [path.resolve("node_modules/prisma/build/index.js"), "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, CHECKPOINT_DISABLE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const database = new Database(file);
  try {
    database.pragma("journal_mode = WAL");
  } finally {
    database.close();
  }
}
