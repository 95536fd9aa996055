// Runs every case of the offline model's development and held-out sets (bench/offline-model/cases)
// through the real chat path on a demo site of its own, answering approval cards as each case says,
// and prints the accuracy per set and per domain, then the development failures in detail.
// Run: npm run bench:offline-model   (BENCH_ONLY=pages-001,posts-004 runs just those; BENCH_SET=dev one set)
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { migrateDatabase } from "../../lib/startup/migrate";

// A folder of its own per run, so two runs at once (a full run and one case) never clear each other's database.
const root = `data/bench-offline-model-${process.pid}`;
rmSync(root, { recursive: true, force: true });
process.env.DATABASE_URL = `file:./${root}/cms.db`;
process.env.MEDIA_DIR = `${root}/media`;
for (const key of ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENROUTER_API_KEY", "OPENAI_COMPATIBLE_BASE_URL"]) delete process.env[key];
migrateDatabase(process.env.DATABASE_URL);

const { DEV_CASES } = await import("./cases/dev");
const { HELD_OUT_CASES } = await import("./cases/held-out");
const { prepareDemoSite } = await import("./site");
const { accuracy, runCase } = await import("./run-case");
type CaseResult = Awaited<ReturnType<typeof runCase>>;

const only = new Set((process.env.BENCH_ONLY ?? "").split(",").map((id) => id.trim()).filter(Boolean));
const sets = { dev: DEV_CASES, "held-out": HELD_OUT_CASES };
const site = await prepareDemoSite();
const started = performance.now();
const results: Record<string, CaseResult[]> = {};
for (const [name, cases] of Object.entries(sets)) {
  if (process.env.BENCH_SET && process.env.BENCH_SET !== name) continue;
  results[name] = [];
  for (const c of cases.filter((candidate) => !only.size || only.has(candidate.id))) results[name].push(await runCase(c, site));
}

const pad = (text: string, width: number) => text.padEnd(width);
const line = (label: string, list: CaseResult[]) => `  ${pad(label, 14)} ${String(accuracy(list)).padStart(5)} %  (${list.filter((r) => r.passed).length}/${list.length})`;
for (const [name, list] of Object.entries(results)) {
  if (!list.length) continue;
  console.log(`\n${name}: ${accuracy(list)} % (${list.filter((r) => r.passed).length} of ${list.length})`);
  const domains = [...new Set(list.map((r) => r.case.domain))];
  for (const domain of domains) console.log(line(domain, list.filter((r) => r.case.domain === domain)));
  const intents = [...new Set(list.map((r) => r.case.intent))];
  console.log("  by intent:");
  for (const intent of intents) console.log(line(intent, list.filter((r) => r.case.intent === intent)));
}
const dev = results.dev ?? [];
const failed = dev.filter((r) => !r.passed);
if (failed.length) console.log(`\nDevelopment failures (${failed.length}):`);
// Verbose: every development case with its reply, passed ones too.
for (const { case: c, failures, transcript, passed } of process.env.BENCH_VERBOSE ? dev : failed) {
  console.log(`\n${passed ? "✓" : "✗"} ${c.id} [${c.intent}] ${c.say.map((text) => JSON.stringify(text)).join(" → ")}`);
  console.log(`    calls: ${transcript.calls.join(", ") || "none"}`);
  for (const failure of failures) console.log(`    - ${failure}`);
  if (process.env.BENCH_VERBOSE) console.log(`    reply: ${transcript.reply.replace(/\n/g, "\n           ")}`);
}
const heldOutFailed = (results["held-out"] ?? []).filter((r) => !r.passed);
if (heldOutFailed.length) console.log(`\nHeld-out failures (ids only, never tune to them): ${heldOutFailed.map((r) => r.case.id).join(" ")}`);
console.log(`\n${Object.values(results).flat().length} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);
rmSync(root, { recursive: true, force: true });

