// Prints how long `agent-cms` takes to start and answer, in wall time and CPU time (user + system,
// which a busy machine inflates less), against a bare `node -e ""` measured in the same run as the
// floor, and against running lib/cli/main.ts through tsx as the bin did before it was bundled.
// Run: npm run bench:cli-startup   (BENCH_RUNS=5 by default)
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const RUNS = Number(process.env.BENCH_RUNS || 5);
const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "data/bench-cli");
const env = { ...process.env, DATABASE_URL: `file:${path.join(dir, "cms.db")}`, MEDIA_DIR: path.join(dir, "media"), CUSTOM_TOOLS_DIR: "" };
const bin = [path.join(root, "bin/agent-cms.mjs")];
const tsx = ["--conditions=react-server", "--import", "tsx", path.join(root, "lib/cli/main.ts")];

/** Median wall and CPU milliseconds of one command, measured with the shell's `times` of its child. */
function measure(args) {
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    const script = `start=$(date +%s%N); "$@" >/dev/null 2>&1; end=$(date +%s%N); times; echo $(( (end - start) / 1000000 ))`;
    const result = spawnSync("bash", ["-c", script, "bench", process.execPath, ...args], { cwd: root, env: { ...env, TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json") }, encoding: "utf8" });
    const [times, wall] = result.stdout.trim().split("\n").slice(-2); // the children's line of `times`, then the wall time
    const [user, system] = times.split(/\s+/).map((value) => Number(/(\d+)m([\d.]+)s/.exec(value).slice(1).reduce((m, s) => m * 60 + Number(s))) * 1000);
    samples.push({ wall: Number(wall), cpu: user + system });
  }
  const median = (key) => samples.map((sample) => sample[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  return { wall: median("wall"), cpu: median("cpu") };
}

rmSync(dir, { recursive: true, force: true });
spawnSync(process.execPath, [...bin, "migrate"], { cwd: root, env, stdio: "ignore" });
spawnSync(process.execPath, [...bin, "seed"], { cwd: root, env, stdio: "ignore" });
spawnSync(process.execPath, [...bin, "--help"], { cwd: root, env, stdio: "ignore" }); // builds the bundle once

const floor = measure(["-e", ""]);
const rows = [
  ["node -e \"\" (floor)", floor],
  ["agent-cms --help", measure([...bin, "--help"])],
  ["agent-cms pages get-pages", measure([...bin, "--as", "admin@example.com", "pages", "get-pages"])],
  ["tsx main.ts --help (before)", measure([...tsx, "--help"])],
  ["tsx main.ts pages get-pages (before)", measure([...tsx, "--as", "admin@example.com", "pages", "get-pages"])],
];
console.log(`median of ${RUNS} runs         wall ms   cpu ms   cpu × floor`);
for (const [label, { wall, cpu }] of rows) console.log(`${label.padEnd(38)} ${String(wall).padStart(7)} ${String(Math.round(cpu)).padStart(8)} ${(cpu / floor.cpu).toFixed(1).padStart(12)}`);
rmSync(dir, { recursive: true, force: true });
