import "server-only";
import { z } from "zod";
import type { ServiceContext } from "@/lib/services/context";
import { isServiceError } from "@/lib/services/errors";
import type { ToolServices } from "./services";
import type { ToolDomain } from "@/lib/domain/tool-domains";
import type { PolicyMode } from "@/lib/services/policy-modes";

export type Risk = "safe" | "moderate" | "high";
export type { ToolDomain };

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
export type ApprovalRule<I> = (input: I, tool: ToolContext) => PolicyMode | undefined | Promise<PolicyMode | undefined>;

/** A label is a short phrase in an editor's words: a capital first, 3–41 characters, no code (`_`, `{}`). */
export const TOOL_LABEL = /^[A-Z][^_{}]{2,40}$/;

export type ToolFailure = { ok: false; error: string; code: string; hint?: string };

export type ToolDefinition<I = unknown, O = unknown> = {
  name: string;
  /** What the tool does in a few words an editor reads ("Publish a page"): the chat, CLI and settings show it. */
  label: string;
  domain: ToolDomain;
  /*
   * The three flags are what the tool does, and tests/tools/tool-metadata.test.ts derives them from
   * behaviour: it runs every tool twice on a seeded site and compares the database. For a tool whose
   * effects can reach beyond this database (tagged "external" and not read-only: http_post, custom
   * tools) the flags are declared, and the test holds it to the ones that promise safety.
   */
  /** Changes nothing: no row of the database differs after it ran. */
  readOnly: boolean;
  /**
   * Takes away something people rely on: deletes a stored item (a page, section, post, image, menu
   * item, entry…) or moves it to the trash, or takes something visitors see off the site (unpublish,
   * archive). Changing values is not destructive, in a draft or in many at once: each change is a
   * revision that undo restores, and visitors see a draft only once it is published.
   */
  destructive: boolean;
  /**
   * Run again with the same input, it changes no content beyond what the first run did. Bookkeeping
   * does not count (audit rows, revisions, release history, timestamps moving), and a second run
   * that is refused as already done changes nothing.
   */
  idempotent: boolean;
  /** What the items of its list result are, when they carry no `type`: the chat links each one. */
  lists?: "page" | "post" | "image" | "navItem";
  /** It moves its target to the trash: the chat links to the trash. */
  trashes?: true;
  /** The agent's run ends once it has run (seed 002's terminal tools, e.g. "hand over to a person"). */
  terminal?: true;
  risk: Risk;
  tags: string[];
  description: string;
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  approval?: ApprovalRule<I>;
  /** What the approval rule asks for, in an editor's words (shown in Settings → Agent approvals). */
  approvalNote?: string;
  /** What the model is told besides "denied" when a person denies the call (e.g. that nothing went live). */
  deniedNote?: string;
  /**
   * What the approval card shows for this call, read-only. Required of every tool: an admin can set
   * any tool to "ask", and a person must then see exactly what they approve.
   */
  preview: (input: I, tool: ToolContext) => Promise<ApprovalPreview>;
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
