import { existsSync, mkdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

const ENTRY = "lib/cli/main.ts";
export const CLI_CACHE = "node_modules/.cache/agent-cms";

/** `server-only` guards the Next bundle from client code; the CLI is server code, so it is empty here. */
const serverOnly = {
  name: "server-only",
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/** Fresh when the bundle is older than none of the files it was built from (listed beside it). */
function isFresh(root, bundle, inputsFile) {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return false;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
  return inputs.every((file) => {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).mtimeMs <= builtAt;
  });
}

/**
 * The CLI as one ES module (packages stay in node_modules), built with esbuild when it is missing or
 * any of its source files changed since. Written under a temporary name and renamed, so runs that
 * start side by side never read half a file; dated to when the build started, so an edit made while
 * it ran makes the next run build again.
 */
export async function cliBundle(root) {
  const dir = path.join(root, CLI_CACHE);
  const bundle = path.join(dir, "cli.mjs");
  const inputsFile = path.join(dir, "cli.inputs.json");
  if (isFresh(root, bundle, inputsFile)) return bundle;

  const { build } = await import("esbuild");
  const startedAt = new Date();
  const temporary = `${bundle}.${process.pid}.tmp`;
  mkdirSync(dir, { recursive: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outfile: temporary,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    plugins: [serverOnly],
    metafile: true,
    logLevel: "error",
  });
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(Object.keys(metafile.inputs).filter((file) => !file.includes(":"))));
  utimesSync(temporary, startedAt, startedAt);
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
  renameSync(temporary, bundle);
  return bundle;
}
