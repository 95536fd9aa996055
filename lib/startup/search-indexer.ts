import { embedderFromEnv } from "@/lib/embeddings/embedder";
import { ensureIndex } from "@/lib/services/search/index-writer";
import { indexMeanings } from "@/lib/services/search/semantic";
import { startPeriodicTask } from "./periodic-task";

/** How often the server looks for content changed since it last embedded (by itself or another process, e.g. the CLI). */
const INTERVAL_MS = 5_000;
/** Texts embedded per step: the built-in model holds the event loop while it runs (about 15 ms a text). */
const CHUNK = 8;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

/**
 * Keeps search current in the background: builds the full-text index if this database has none
 * yet (writes keep it current after that), then embeds what changed for search by meaning, a few
 * texts at a time, so a query rarely has any left to embed itself.
 */
export function startSearchIndexer(intervalMs = INTERVAL_MS): () => void {
  let lastError = "";
  return startPeriodicTask(async () => {
    try {
      await ensureIndex();
      await indexMeanings(embedderFromEnv(), CHUNK, pause);
      lastError = "";
    } catch (error) {
      // A provider that is down fails every tick: say so once, not every five seconds.
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastError) console.error("Search indexing failed:", error);
      lastError = message;
    }
  }, intervalMs);
}
