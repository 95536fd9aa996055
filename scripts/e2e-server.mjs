// One of Playwright's web servers (one per test worker, playwright.config.ts): the production build,
// built here when needed, serving a throwaway database and media folder of its own.
import { rmSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { serve } from "./serve.mjs";

const dataDir = process.env.E2E_DATA_DIR || "data/e2e";
rmSync(dataDir, { recursive: true, force: true });
process.env.DATABASE_URL = `file:./${dataDir}/cms.db`;
process.env.MEDIA_DIR = `${dataDir}/media`;
// The shipped example tool, one the configuration blocks and one that fails to load (e2e/agent-policy.spec.ts).
process.env.CUSTOM_TOOLS_DIR = "e2e/fixtures/custom-tools";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";
buildIfNeeded();

await serve(process.env.E2E_PORT || "3210");
