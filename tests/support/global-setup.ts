import { mkdirSync, rmSync } from "node:fs";
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
  return () => rmSync(dir, { recursive: true, force: true });
}
