// `npm test`: the whole suite — unit and integration (Vitest), then end-to-end (Playwright).
import { spawnSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" };
const steps = [
  ["Type check", ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."]],
  ["Unit and integration tests", ["node_modules/vitest/vitest.mjs", "run"]],
  ["End-to-end tests", ["node_modules/@playwright/test/cli.js", "test"]],
];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;
const start = performance.now();
const took = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStart = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  took.push(`${name.toLowerCase()} ${seconds(stepStart)}`);
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
// The project keeps the whole suite well under 15 minutes (CI allows 90).
console.log(`\nTook ${seconds(start)}: ${took.join(", ")}.`);
