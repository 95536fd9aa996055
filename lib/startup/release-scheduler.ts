import { releases } from "@/lib/services/publishing/releases";
import { startPeriodicTask } from "./periodic-task";

/** How often due scheduled releases are looked for; a set goes live at most this long after its time. */
const INTERVAL_MS = 15_000;

/**
 * Publishes scheduled releases when their time comes. Every app instance may run this: each due
 * release is claimed with a conditional update, so only one instance publishes it. Schedules live
 * in the database, so a restart loses none; one that came due while the app was down runs at start.
 */
export function startReleaseScheduler(intervalMs = INTERVAL_MS): () => void {
  return startPeriodicTask(async () => {
    try {
      for (const { id, outcome } of await releases.runDue()) {
        if (outcome !== "not-claimed") console.log(`Scheduled release ${id}: ${outcome}`);
      }
    } catch (error) {
      console.error("Scheduled releases could not run:", error);
    }
  }, intervalMs);
}
