/** Runs once when the server starts: the database is migrated and, on first run, seeded. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./lib/startup/prepare-database");
  await prepareDatabase();
}
