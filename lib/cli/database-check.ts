import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { sqliteUrl } from "@/lib/database-url";
import { CliError } from "./cli-error";

const FIX = "run `agent-cms migrate` (or npm start) first";

/** The migrations this code needs, by folder name (prisma/migrations). */
const neededMigrations = () =>
  readdirSync("prisma/migrations", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The migrations the file has had applied; none when it is not a migrated database. */
function appliedMigrations(file: string): Set<string> {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'").get();
    if (!table) return new Set();
    return new Set(database.prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL").pluck().all() as string[]);
  } catch (error) {
    throw new CliError(`${file} is not a CMS database (${(error as Error).message}); check DATABASE_URL, or ${FIX}.`);
  } finally {
    database.close();
  }
}

/**
 * Before a command touches the database: the file exists and has every migration this code needs.
 * It is only ever opened read-only here, so a mistyped DATABASE_URL leaves no empty file behind.
 */
export function assertDatabaseReady(): void {
  const file = path.resolve(sqliteUrl().replace(/^file:/, ""));
  if (!existsSync(file)) throw new CliError(`No CMS database at ${file}: ${FIX}.`);
  const applied = appliedMigrations(file);
  if (!applied.size) throw new CliError(`No CMS database at ${file} (the file has no tables yet): ${FIX}.`);
  const missing = neededMigrations().filter((name) => !applied.has(name));
  if (missing.length) throw new CliError(`The CMS database at ${file} is out of date (${missing.length} migration${missing.length === 1 ? "" : "s"} to apply): ${FIX}.`);
}
