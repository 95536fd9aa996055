import { spawn } from "node:child_process";
import path from "node:path";

export type CliRun = { code: number; stdout: string; stderr: string };

const BIN = path.resolve("bin/agent-cms.mjs");
/** The run's database; custom tools from the test fixtures, unless a test names another folder. */
const env = (extra: Record<string, string> = {}) => ({ ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, MEDIA_DIR: process.env.TEST_MEDIA_DIR, CUSTOM_TOOLS_DIR: path.resolve("tests/fixtures/custom-tools"), FORCE_COLOR: "0", ...extra });

type RunOptions = { cwd?: string; env?: Record<string, string> };

function run(command: string, args: string[], input: string | undefined, options: RunOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env(options.env), cwd: options.cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}

/** The real binary, as `npx agent-cms …` runs it, on the test run's database; stdin is not a terminal. */
export const cli = (args: string[], options: RunOptions = {}) => run(process.execPath, [BIN, ...args], undefined, options);
