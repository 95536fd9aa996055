import { beforeAll, describe, expect, it } from "vitest";
import { DEV_CASES } from "@/bench/offline-model/cases/dev";
import { DOMAINS } from "@/bench/offline-model/cases/types";
import { ownDatabase } from "../support/seeded-site";

/**
 * The offline model on a fixed quarter of the development set (every fourth case, so every domain
 * and intent is in it), through the real chat path on a demo site of its own, exactly as
 * `npm run bench:offline-model` runs them. Its accuracy may not fall below what it reached.
 */
const SAMPLE = DEV_CASES.filter((_, index) => index % 4 === 0);
/** Measured 2026-11-29 on this sample of 893 (76 %, 679 of 893), which holds all twenty-eight development passes (docs/offline-model.md), less a small margin. */
const MIN_ACCURACY = 75;

describe("the offline model on a quarter of the development cases", () => {
  const useOwnDatabase = ownDatabase("offline-model-accuracy");
  let results: Awaited<ReturnType<typeof import("@/bench/offline-model/run-case").runCase>>[] = [];

  beforeAll(async () => {
    useOwnDatabase();
    const { prepareDemoSite } = await import("@/bench/offline-model/site");
    const { runCase } = await import("@/bench/offline-model/run-case");
    const site = await prepareDemoSite();
    results = [];
    for (const c of SAMPLE) results.push(await runCase(c, site));
  }, 300_000);

  it("covers every domain", () => {
    expect(DOMAINS.filter((domain) => !SAMPLE.some((c) => c.domain === domain))).toEqual([]);
  });

  it(`does what was asked in at least ${MIN_ACCURACY} % of the sample`, async () => {
    const { accuracy } = await import("@/bench/offline-model/run-case");
    const failed = results.filter((result) => !result.passed).map((result) => `${result.case.id}: ${result.failures[0]}`);
    expect(accuracy(results), failed.join("\n")).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });

  it("never ends a run with an error", () => {
    expect(results.flatMap((result) => result.transcript.errors.map((error) => `${result.case.id}: ${error}`))).toEqual([]);
  });
});
