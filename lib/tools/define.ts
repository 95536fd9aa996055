import "server-only";
import { z } from "zod";
import type { ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";
import type { ToolServices } from "./services";

export type Risk = "safe" | "moderate" | "high";
export type ToolDomain =
  | "pages" | "sections" | "images" | "posts" | "navigation" | "settings" | "entries"
  | "search" | "web" | "http" | "planning" | "meta";

/**
 * What a tool can reach, and nothing else: the services, the acting user's context (with the chat,
 * turn and tool call ids, so writes are attributed) and a logger.
 */
export type ToolContext = {
  services: ToolServices;
  ctx: ServiceContext;
  log: (message: string, data?: unknown) => void;
};

/** A read-only description of what a gated call will do, shown on the approval card. */
export type ApprovalPreview = {
  action: string;
  target: { type: string; id?: string; label: string };
  current?: Record<string, unknown>;
  changes?: { field: string; from: unknown; to: unknown }[];
  impact?: string[];
};

/** The tool's own input-aware approval rule; `undefined` falls back to the risk default. */
export type ApprovalRule<I> = (input: I, tool: ToolContext) => "ask" | "allow" | undefined | Promise<"ask" | "allow" | undefined>;

export type ToolFailure = { ok: false; error: string; code: string; hint?: string };

export type ToolDefinition<I = unknown, O = unknown> = {
  name: string;
  domain: ToolDomain;
  risk: Risk;
  tags: string[];
  description: string;
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  approval?: ApprovalRule<I>;
  preview?: (input: I, tool: ToolContext) => Promise<ApprovalPreview>;
  execute: (input: I, tool: ToolContext) => Promise<O>;
};

export function defineTool<I, O>(definition: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return definition;
}

/** The shape every failed tool call returns, so the model can read the error and act on the hint. */
export const toolFailureSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  code: z.string(),
  hint: z.string().optional(),
});

/** Success shape helper: `{ ok: true, message, ...fields }`, or the failure shape. */
export function resultSchema<S extends z.ZodRawShape>(shape: S) {
  return z.union([z.object({ ok: z.literal(true), message: z.string(), ...shape }), toolFailureSchema]);
}

/**
 * Runs a tool: expected service failures become `{ ok: false, … }` results; bugs still throw,
 * and so does a result that breaks the tool's own output schema.
 */
export async function runTool<I, O>(definition: ToolDefinition<I, O>, input: I, tool: ToolContext): Promise<O | ToolFailure> {
  let result: O | ToolFailure;
  try {
    result = await definition.execute(input, tool);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    result = { ok: false, error: error.message, code: error.code, ...(error.hint ? { hint: error.hint } : {}) };
  }
  const checked = definition.output.safeParse(result);
  if (!checked.success) throw new Error(`Tool ${definition.name} returned a result outside its output schema: ${checked.error.message}`);
  return result;
}
