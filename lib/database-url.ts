// Shared by the Prisma CLI config and the runtime client so both open the same file.
export const DEFAULT_DATABASE_URL = "file:./data/cms.db";

export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** The better-sqlite3 adapter wants a plain path or `file:` URL relative to the working directory. */
export function sqliteUrl(): string {
  const url = databaseUrl();
  if (!url.startsWith("file:")) {
    throw new Error(`Only SQLite file URLs are supported by this build (got "${url}").`);
  }
  return url;
}
