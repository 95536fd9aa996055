// Playwright's web server: a production build serving a throwaway database and media folder.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";

const dataDir = process.env.E2E_DATA_DIR || "data/e2e";
rmSync(dataDir, { recursive: true, force: true });
process.env.DATABASE_URL = `file:./${dataDir}/cms.db`;
process.env.MEDIA_DIR = `${dataDir}/media`;
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";
buildIfNeeded();

const port = process.env.E2E_PORT || "3210";
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], { stdio: "inherit", env: { ...process.env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
