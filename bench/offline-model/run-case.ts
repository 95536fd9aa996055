/**
 * Runs one case from a fresh demo site: restore, create the `given` items, hold the conversation,
 * check every expectation. Import after DATABASE_URL points at the run's own database.
 */
import type { Case } from "./cases/types";
import { converse, type Transcript } from "./conversation";
import { failedChecks, siteState } from "./expect";
import { createGiven, databaseFile, type DemoSite } from "./site";

export type CaseResult = { case: Case; passed: boolean; failures: string[]; transcript: Transcript };

export async function runCase(c: Case, site: DemoSite): Promise<CaseResult> {
  site.restore();
  await createGiven(c.given, site.users.editor);
  const before = siteState(databaseFile());
  const transcript = await converse(c.say, site.users[c.as ?? "editor"], c.cards ?? "approve");
  const failures = [...transcript.errors.map((error) => `chat error: ${error}`), ...failedChecks(c, databaseFile(), before, transcript)];
  return { case: c, passed: failures.length === 0, failures, transcript };
}

/** Share of passed cases, as a percentage with one decimal. */
export const accuracy = (results: CaseResult[]) => (results.length ? Math.round((1000 * results.filter((r) => r.passed).length) / results.length) / 10 : 0);
