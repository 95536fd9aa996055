// Prints search latency on a site of 100,000 items (written with raw SQL, then indexed the way an
// upgraded site is), each against a floor measured in the same run: the cheapest query through the
// same database client, and for search by meaning the cost of embedding the query alone.
// Run: npm run bench:search
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { migrateDatabase } from "../lib/startup/migrate";
import { fillLargeSite, OLD_PAGE_WORD, SHARED_WORD } from "../tests/support/large-site";

const RUNS = Number(process.env.BENCH_RUNS || 20);
const FILE = "data/bench-search/cms.db";
rmSync("data/bench-search", { recursive: true, force: true });
process.env.DATABASE_URL = `file:./${FILE}`;
migrateDatabase(process.env.DATABASE_URL);

const { sections } = await import("@/lib/services/sections");
const { db } = await import("@/lib/db");
const { contentSearch } = await import("@/lib/services/content-search");
const { rebuildIndex } = await import("@/lib/services/search/index-writer");
const { indexMeanings } = await import("@/lib/services/search/semantic");
const { sentenceEncoder } = await import("@/lib/embeddings/sentence-encoder");
const viewer = { actor: { id: null, label: "bench", role: "viewer" as const, kind: "user" as const } };

async function once(label: string, run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(0).padStart(8)} ms`);
}

await sections.syncTemplates();
let site!: ReturnType<typeof fillLargeSite>;
await once("write 100,000 items (raw SQL)", async () => (site = fillLargeSite(FILE)));
await once("build the full-text index", rebuildIndex);
await once("embed them (equal texts share a vector)", () => indexMeanings(sentenceEncoder, 2_000, async () => undefined));
console.log(`\n${site.total.toLocaleString("en")} items; ${RUNS} runs each (after 3 warm-ups); median and 95th percentile\n`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function time(label: string, run: () => Promise<unknown>, floor?: number) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  const over = floor === undefined ? "" : `  ${(median / floor).toFixed(1).padStart(6)}× floor`;
  console.log(`${label.padEnd(44)} ${median.toFixed(2).padStart(8)} ms  p95 ${percentile(times, 0.95).toFixed(2).padStart(8)} ms${over}`);
  return median;
}

const floor = await time("floor: SELECT 1 through the client", () => db.$queryRawUnsafe("SELECT 1"));
await time(`words: "${OLD_PAGE_WORD}" (1 match)`, () => contentSearch.search(viewer, { query: OLD_PAGE_WORD }), floor);
await time(`words: "${SHARED_WORD}" (${site.sharedWordPosts} matches)`, () => contentSearch.search(viewer, { query: SHARED_WORD }), floor);
await time(`words: "${SHARED_WORD}", results 1,001–1,050`, () => contentSearch.search(viewer, { query: SHARED_WORD, limit: 50, offset: 1_000 }), floor);
await time('words: "the" (about 40,000 matches)', () => contentSearch.search(viewer, { query: "the" }), floor);
await time('words: "pricing zzyzx" (no item has both)', () => contentSearch.search(viewer, { query: "pricing zzyzx" }), floor);
await time('by name: "pricing"', () => contentSearch.findByName(viewer, { query: "pricing", types: ["page", "post", "image"], limit: 25 }), floor);
console.log("");
const embedFloor = await time("floor: embed the query alone", () => sentenceEncoder.embed(["pictures of hills"]));
await time('meaning: "pictures of hills", images', () => contentSearch.semantic(viewer, { query: "pictures of hills", types: ["image"] }), embedFloor);
await time('meaning: "pictures of hills", everything', () => contentSearch.semantic(viewer, { query: "pictures of hills" }), embedFloor);
await db.$disconnect();
rmSync("data/bench-search", { recursive: true, force: true });
