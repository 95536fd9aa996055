// `npm start`: build when sources changed, then serve. The server migrates and seeds the database
// itself on start (instrumentation.ts), so a fresh clone needs nothing else.
import { buildIfNeeded } from "./build-if-needed.mjs";
import { serve } from "./serve.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.CHECKPOINT_DISABLE = "1";
buildIfNeeded();

await serve(process.env.PORT || "3000");
