import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { migrateDatabase } from "../../lib/startup/migrate";

/** One fresh, migrated SQLite file and media folder per test run, removed afterwards. */
export default function setup() {
  const dir = path.resolve("data/test-runs", `${Date.now()}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.env.TEST_RUN_DIR = dir;
  process.env.TEST_DATABASE_URL = `file:${path.join(dir, "cms.db")}`;
  process.env.TEST_MEDIA_DIR = path.join(dir, "media");
  migrateDatabase(process.env.TEST_DATABASE_URL);
  // A copy of the freshly migrated file, before any test writes to it: what ownDatabase() starts from.
  process.env.TEST_MIGRATED_DATABASE = path.join(dir, "migrated.db");
  copyFileSync(path.join(dir, "cms.db"), process.env.TEST_MIGRATED_DATABASE);
  return () => rmSync(dir, { recursive: true, force: true });
}
