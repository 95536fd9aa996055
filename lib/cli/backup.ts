import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { sqliteUrl } from "@/lib/database-url";
import { CliError } from "./cli-error";

/** Where the person ran the command: paths they type are relative to it, not to the project. */
export const userPath = (file: string) => path.resolve(process.env.AGENT_CMS_CWD ?? process.cwd(), file);

/**
 * A consistent copy of the live database (SQLite's online backup: the app may keep writing).
 * An existing file is never overwritten.
 */
export async function backupDatabase(target: string): Promise<{ file: string; pages: number }> {
  const file = userPath(target);
  if (existsSync(file)) throw new CliError(`${file} already exists; choose a new file name (a backup never overwrites).`);
  const database = path.resolve(sqliteUrl().replace(/^file:/, ""));
  if (!existsSync(database)) throw new CliError(`There is no database at ${database} yet; run agent-cms migrate first.`);
  const source = new Database(database, { readonly: true });
  try {
    const { totalPages } = await source.backup(file);
    return { file, pages: totalPages };
  } finally {
    source.close();
  }
}
