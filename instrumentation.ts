/** Runs once when the server starts: the database is migrated and, on first run, seeded; scheduled publishing and search indexing start. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before anything imports the tool registry: custom tools join it; a broken one is logged, never fatal.
  const { installCustomTools } = await import("./lib/tools/custom/install");
  await installCustomTools();
  const { prepareDatabase } = await import("./lib/startup/prepare-database");
  await prepareDatabase();
  const { startReleaseScheduler } = await import("./lib/startup/release-scheduler");
  startReleaseScheduler();
  const { startSearchIndexer } = await import("./lib/startup/search-indexer");
  startSearchIndexer();
}
