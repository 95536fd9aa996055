import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "components", "lib", "prisma", "public", "package.json", "next.config.ts", "instrumentation.ts", "proxy.ts", "postcss.config.mjs"];
const SKIP = new Set(["node_modules", "generated"]);

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (!SKIP.has(child)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

/** Runs `next build` unless the build folder is newer than every source file. */
export function buildIfNeeded(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const buildId = path.join(distDir, "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  console.log(`Building the app into ${distDir} …`);
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
