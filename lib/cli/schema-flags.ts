import { InvalidArgumentError, Option } from "commander";
import { z } from "zod";
import type { AnyToolDefinition } from "@/lib/tools/registry";
import { usageError } from "./cli-error";

type JsonSchema = { type?: string | string[]; enum?: unknown[]; items?: JsonSchema; anyOf?: JsonSchema[]; description?: string };

/** Flags of every tool command, so no input property can take their place. */
export const RESERVED_FLAGS = ["json", "yes", "as", "help"];

/** "seoTitle" → "seo-title". */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** A nullable field is its non-null type; other unions stay JSON-only. */
function unwrap(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf?.filter((option) => option.type !== "null");
  return options?.length === 1 ? { ...options[0], description: schema.description ?? options[0].description } : schema;
}

function numberParser(integer: boolean) {
  return (value: string) => {
    const number = Number(value);
    if (value.trim() === "" || !Number.isFinite(number) || (integer && !Number.isInteger(number))) throw new InvalidArgumentError(`Expected ${integer ? "a whole number" : "a number"}.`);
    return number;
  };
}

function scalarOption(flag: string, schema: JsonSchema, description: string, variadic = false): Option | undefined {
  const placeholder = variadic ? "<values...>" : "<value>";
  const choices = schema.enum?.every((value) => typeof value === "string") ? (schema.enum as string[]) : undefined;
  if (schema.type === "string") {
    const option = new Option(`--${flag} ${placeholder}`, description);
    return choices ? option.choices(choices) : option;
  }
  if (schema.type === "integer" || schema.type === "number") {
    const parse = numberParser(schema.type === "integer");
    const option = new Option(`--${flag} ${placeholder}`, description);
    return variadic ? option.argParser((value: string, previous: number[] = []) => [...previous, parse(value)]) : option.argParser(parse);
  }
  return undefined;
}

export type ToolFlags = {
  options: Option[];
  /** Commander's option key → the input property it fills. */
  properties: Map<string, string>;
  /** Input properties only `--json '{…}'` can give (nested objects, unions, names the CLI's own flags take). */
  jsonOnly: string[];
};

/** Command-line flags generated from a tool's input schema: strings, numbers, booleans, enums and lists of them. */
export function toolFlags(definition: AnyToolDefinition): ToolFlags {
  const schema = z.toJSONSchema(definition.input, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const required = new Set(schema.required ?? []);
  const result: ToolFlags = { options: [], properties: new Map(), jsonOnly: [] };
  for (const [property, raw] of Object.entries(schema.properties ?? {})) {
    const field = unwrap(raw);
    const flag = kebab(property);
    // An input named like the CLI's own flags (a custom tool's "json", say) can still be given in --json.
    if (RESERVED_FLAGS.includes(flag)) {
      result.jsonOnly.push(property);
      continue;
    }
    const description = `${field.description ?? property}${required.has(property) ? " (required)" : ""}`;
    const options =
      field.type === "boolean"
        ? [new Option(`--${flag}`, description), new Option(`--no-${flag}`, `Not: ${description}`)]
        : field.type === "array" && field.items
          ? [scalarOption(flag, unwrap(field.items), description, true)]
          : [scalarOption(flag, field, description)];
    if (options.some((option) => !option)) {
      result.jsonOnly.push(property);
      continue;
    }
    for (const option of options as Option[]) result.options.push(option);
    result.properties.set((options[0] as Option).attributeName(), property);
  }
  return result;
}

/** The tool's input: `--json '{…}'` first, the flags given on top of it. */
export function inputFrom(flags: ToolFlags, values: Record<string, unknown>, json: string | undefined): Record<string, unknown> {
  let base: unknown = {};
  if (json !== undefined) {
    try {
      base = JSON.parse(json);
    } catch (error) {
      throw usageError(`--json needs a JSON object: ${(error as Error).message}`);
    }
    if (!base || typeof base !== "object" || Array.isArray(base)) throw usageError("--json needs a JSON object, e.g. --json '{\"title\": \"Pricing\"}'.");
  }
  const input: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, property] of flags.properties) if (values[key] !== undefined) input[property] = values[key];
  return input;
}
