// `npm test`: the whole suite — unit and integration (Vitest), then end-to-end (Playwright).
import { spawnSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1" };
const steps = [
  ["Type check", ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."]],
  ["Unit and integration tests", ["node_modules/vitest/vitest.mjs", "run"]],
  ["End-to-end tests", ["node_modules/@playwright/test/cli.js", "test"]],
];

for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
