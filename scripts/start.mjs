// `npm start`: build when sources changed, then serve. The server migrates and seeds the database
// itself on start (instrumentation.ts), so a fresh clone needs nothing else.
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";
buildIfNeeded();

const port = process.env.PORT || "3000";
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", port], { stdio: "inherit", env: { ...process.env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
