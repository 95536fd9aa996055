// Prints the tool schema bytes the chat really sends a model per step, read from the request bodies
// a recording loopback model server received, against the whole registry sent the same way.
// Run: npm run bench:tool-tokens
import { rmSync } from "node:fs";
import { migrateDatabase } from "../lib/startup/migrate";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percent = (share: number) => `${Math.round(share * 100)}%`;

process.env.DATABASE_URL = "file:./data/bench-tool-tokens/cms.db";
rmSync("data/bench-tool-tokens", { recursive: true, force: true });
migrateDatabase(process.env.DATABASE_URL);
const { measureSchemaBytes } = await import("./schema-bytes");
const { systemContext } = await import("@/lib/services/context");
const { users } = await import("@/lib/services/users");
const { TOOL_DEFINITIONS } = await import("@/lib/tools/registry");
const created = await users.create(systemContext, { email: "bench@example.com", name: "Bench", role: "editor", password: "bench-password-123" });

const { full, requests } = await measureSchemaBytes({ id: created.id, email: created.email, name: created.name, role: "editor" });
console.log(`Full registry: ${TOOL_DEFINITIONS.length} tools, ${full} bytes (~${Math.ceil(full / 4)} tokens) of tool schemas\n`);
console.log("request".padEnd(55), "bytes per step".padStart(16), "share".padStart(11));
const shares: number[] = [];
for (const { request, steps } of requests) {
  shares.push(...steps.map((bytes) => bytes / full));
  console.log(request.padEnd(55), steps.join(" / ").padStart(16), steps.map((bytes) => percent(bytes / full)).join(" / ").padStart(11));
}
console.log(`\nMedian share of the full set per step: ${percent(median(shares))} (goal: at most 50%)`);
