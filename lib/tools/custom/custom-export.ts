import { z } from "zod";
import { TOOL_LABEL, type ApprovalPreview, type ToolContext, type ToolDefinition } from "../define";

/** What the configuration says about one tool: run, ask first (the default) or never run. */
export type CustomPolicy = "allow" | "ask" | "block";

/** A checked export, before it becomes a definition. */
export type CustomShape = {
  label: string;
  description: string;
  input: z.ZodObject;
  terminal: boolean;
  flags: Pick<ToolDefinition, "readOnly" | "destructive" | "idempotent">;
  run: (input: unknown, tool: ToolContext) => unknown;
};

type FullShape = { label?: unknown; description?: unknown; input?: unknown; execute?: unknown; terminal?: unknown; readOnly?: unknown; destructive?: unknown; idempotent?: unknown };

/** "wordCount" → "Word count", "fetch_rss" → "Fetch rss": a function-shape tool's label when it exports none. */
export const labelFromName = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Why a value cannot be a tool's input, or nothing: it must be a Zod 4 object schema that converts to
 * JSON Schema, because the model, the CLI's flags and MCP all read it in that form.
 */
export function inputProblem(value: unknown): string | undefined {
  const def = (value as { _zod?: { def?: { type?: unknown } } } | null)?._zod?.def;
  if (!value || typeof value !== "object" || !def) return "is not a Zod schema (write z.object({ … }) with zod 4)";
  if (def.type !== "object") return `is a Zod ${String(def.type)} schema; a tool's input is z.object({ … })`;
  try {
    z.toJSONSchema(value as z.ZodType, { io: "input", unrepresentable: "any" });
  } catch (error) {
    return `cannot be described as JSON Schema: ${(error as Error).message}`;
  }
  return undefined;
}

function labelProblem(name: string, label: string, whereToSet: string): string | undefined {
  if (TOOL_LABEL.test(label)) return undefined;
  return `${name} needs a label people read: a short phrase that starts with a capital letter, at most 41 characters, no _ or { } (got “${label}”; ${whereToSet})`;
}

/** What code nobody has described must be assumed to do: write, destroy, and not be safe to repeat. */
const UNKNOWN_CODE: CustomShape["flags"] = { readOnly: false, destructive: true, idempotent: false };

/**
 * The flags a full definition declares; what it leaves out is assumed as for unknown code, except
 * that a tool declared read-only neither destroys nor changes anything when repeated. The registry
 * test holds every declared claim to what the tool does.
 */
function flagsOf(name: string, full: FullShape): CustomShape["flags"] | string {
  for (const flag of ["readOnly", "destructive", "idempotent"] as const) {
    if (full[flag] !== undefined && typeof full[flag] !== "boolean") return `${name}.${flag} must be true or false`;
  }
  const readOnly = full.readOnly === true;
  if (readOnly && full.destructive === true) return `${name} cannot both read only and be destructive`;
  const assumed = readOnly ? { readOnly, destructive: false, idempotent: true } : UNKNOWN_CODE;
  return { readOnly, destructive: (full.destructive as boolean | undefined) ?? assumed.destructive, idempotent: (full.idempotent as boolean | undefined) ?? assumed.idempotent };
}

/**
 * Both export shapes of seed 004, checked: a function with a Zod object exported as `<name>Schema`
 * (and optionally a `<name>Label`), or a full definition object. A string is the reason it is broken.
 */
export function customShape(name: string, exports: Record<string, unknown>): CustomShape | string {
  const value = exports[name];
  if (typeof value === "function") {
    const schema = exports[`${name}Schema`];
    if (schema === undefined) return `function ${name} needs a Zod schema exported as ${name}Schema`;
    const problem = inputProblem(schema);
    if (problem) return `${name}Schema ${problem}`;
    const label = exports[`${name}Label`] ?? labelFromName(name);
    if (typeof label !== "string") return `${name}Label must be a string`;
    const badLabel = labelProblem(name, label, `export const ${name}Label = "…"`);
    if (badLabel) return badLabel;
    const input = schema as z.ZodObject;
    const run = value as (input: unknown, tool: ToolContext) => unknown;
    return { label, description: input.description ?? `Custom tool ${name}.`, input, terminal: false, flags: UNKNOWN_CODE, run };
  }
  if (!value || typeof value !== "object") return `${name} is neither a function with ${name}Schema nor a tool object`;
  const full = value as FullShape;
  if (typeof full.description !== "string" || !full.description.trim()) return `${name} needs a description`;
  const problem = inputProblem(full.input);
  if (problem) return `${name}.input ${problem}`;
  if (typeof full.execute !== "function") return `${name} needs an execute function`;
  const label = full.label ?? labelFromName(name);
  if (typeof label !== "string") return `${name}.label must be a string`;
  const badLabel = labelProblem(name, label, "set its label");
  if (badLabel) return badLabel;
  const flags = flagsOf(name, full);
  if (typeof flags === "string") return flags;
  const execute = full.execute as (input: unknown, tool: ToolContext) => unknown;
  return { label, description: full.description, input: full.input as z.ZodObject, terminal: full.terminal === true, flags, run: execute };
}

/** The card of a custom call: its input in full, and that it is code from this site's tools folder. */
function customPreview(label: string, input: unknown): ApprovalPreview {
  return {
    action: `Run the custom tool “${label}”`,
    target: { type: "customTool", label },
    current: Object.fromEntries(Object.entries((input ?? {}) as Record<string, unknown>).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])),
    impact: ["This runs code added to this site's tools folder, with your permissions."],
  };
}

const NOTES: Record<CustomPolicy, string> = { allow: "Runs, flagged", ask: "Asks first", block: "Blocked" };

/**
 * A checked export as a tool definition: domain "custom", moderate risk, tagged "external" (its code
 * may reach anything), and the policy from the configuration as its own approval rule, so an admin's
 * override on the settings screen still comes first.
 */
export function customDefinition(name: string, shape: CustomShape, policy: CustomPolicy, configFile: string): ToolDefinition<any, any> {
  return {
    ...(shape.terminal ? { terminal: true as const } : {}),
    name,
    label: shape.label,
    domain: "custom",
    risk: "moderate",
    tags: ["custom", "external"],
    ...shape.flags,
    description: shape.description,
    input: shape.input,
    output: z.object({ ok: z.boolean() }).passthrough(),
    approval: () => policy,
    approvalNote: `${NOTES[policy]} (${configFile})`,
    preview: async (input) => customPreview(shape.label, input),
    execute: async (input, tool) => {
      const value = await shape.run(input, tool);
      return value && typeof value === "object" && "ok" in value ? value : { ok: true, message: `${shape.label}: done.`, result: value };
    },
  };
}
