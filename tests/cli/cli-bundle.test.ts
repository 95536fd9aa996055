import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type CliBundle = (root: string) => Promise<string>;

/** A project of its own with a one-line CLI, so the real sources (and the app's build check) are never touched. */
function projectWith(source: string) {
  const root = mkdtempSync(path.join(process.env.TEST_RUN_DIR!, "cli-bundle-"));
  mkdirSync(path.join(root, "lib/cli"), { recursive: true });
  writeFileSync(path.join(root, "lib/cli/main.ts"), source);
  return root;
}

describe("the CLI's bundle (bin/agent-cms.mjs)", () => {
  it("is built on the first run, reused while its sources are unchanged, and rebuilt when one changes", async () => {
    const { cliBundle } = (await import(path.resolve("scripts/cli-bundle.mjs"))) as { cliBundle: CliBundle };
    const root = projectWith('import "server-only";\nconst version: string = "first";\nconsole.log(version);\n');
    const bundle = await cliBundle(root);
    expect(readFileSync(bundle, "utf8")).toContain('"first"');
    expect(readFileSync(bundle, "utf8")).not.toContain("server-only");
    const builtAt = statSync(bundle).mtimeMs;

    expect(await cliBundle(root)).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(builtAt);

    const main = path.join(root, "lib/cli/main.ts");
    writeFileSync(main, 'const version: string = "second";\nconsole.log(version);\n');
    const later = new Date(builtAt + 5_000);
    utimesSync(main, later, later);
    await cliBundle(root);
    expect(readFileSync(bundle, "utf8")).toContain('"second"');
  });
});
