// Prints the per-step overhead of our chat route (validation, persistence, policy, audit, memory)
// against bare streamText with a no-op tool, both with the same mock model in this process.
// Run: npm run bench:agent-overhead
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { migrateDatabase } from "../lib/startup/migrate";

const RUNS = Number(process.env.BENCH_RUNS || 40);
process.env.DATABASE_URL = "file:./data/bench/cms.db";
rmSync("data/bench", { recursive: true, force: true });
migrateDatabase(process.env.DATABASE_URL);

const { isStepCount, streamText, tool } = await import("ai");
const { z } = await import("zod");
const { scriptedModel, text, toolCall } = await import("../tests/support/scripted-model");
const { handleChatRequest } = await import("@/lib/agent/run-chat");
const { systemContext } = await import("@/lib/services/context");
const { sections } = await import("@/lib/services/sections");
const { users } = await import("@/lib/services/users");

await sections.syncTemplates();
const created = await users.create(systemContext, { email: "bench@example.com", name: "Bench", role: "editor", password: "bench-password-123" });
const user = { id: created.id, email: created.email, name: created.name, role: "editor" as const };
const plan = { goal: "bench", steps: [{ title: "one", status: "pending" }] };

async function bare() {
  const { model } = scriptedModel([toolCall("noop", {}), text("done")]);
  const result = streamText({ model, prompt: "go", tools: { noop: tool({ inputSchema: z.object({}), execute: async () => ({ ok: true }) }) }, stopWhen: isStepCount(5) });
  await result.consumeStream();
}

async function ours(index: number) {
  const { model } = scriptedModel([toolCall("agent_plan", plan), text("done")]);
  const response = await handleChatRequest({ id: `bench-${index}`, messages: [{ id: `m-${index}`, role: "user", parts: [{ type: "text", text: "make a plan" }] }] }, user, { model });
  await response.text();
}

async function time(label: string, run: (i: number) => Promise<void>) {
  for (let i = 0; i < 3; i++) await run(-i - 1);
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) await run(i);
  const perRequest = (performance.now() - start) / RUNS;
  console.log(`${label.padEnd(34)} ${perRequest.toFixed(2).padStart(8)} ms/request  ${(perRequest / 2).toFixed(2).padStart(8)} ms/step`);
  return perRequest;
}

console.log(`${RUNS} requests of 2 steps each (one tool call, one text answer)\n`);
const bareMs = await time("bare streamText + no-op tool", bare);
const oursMs = await time("our chat route (handler)", ours);
console.log(`\nOverhead: ${((oursMs - bareMs) / 2).toFixed(2)} ms per step`);
