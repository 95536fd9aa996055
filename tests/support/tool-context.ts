import { expect } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { runTool, type ToolContext, type ToolDefinition } from "@/lib/tools/define";
import { toolServices } from "@/lib/tools/services";

export function toolContext(ctx: ServiceContext): ToolContext {
  return { services: toolServices, ctx, log: () => {} };
}

/**
 * Executes a tool the way the registry does: input parsed by its schema, failures as results, the
 * result checked against the tool's output schema (by runTool).
 */
export async function callTool<I, O>(definition: ToolDefinition<I, O>, input: unknown, ctx: ServiceContext) {
  return runTool(definition, definition.input.parse(input), toolContext(ctx));
}

/** The successful result, or a test failure that shows the tool's error. */
export function ok<R extends { ok: boolean }>(result: R): Extract<R, { ok: true }> {
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return result as Extract<R, { ok: true }>;
}
