import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { TYPICAL_REQUESTS, measureSchemaBytes, type SchemaBytes } from "../../bench/schema-bytes";
import { newEditor } from "../support/chat-turns";

type JsonSchema = { description?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

function undescribedFields(schema: JsonSchema, path = ""): string[] {
  const missing: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (!field.description) missing.push(`${path}${name}`);
    missing.push(...undescribedFields(field, `${path}${name}.`));
    if (field.items) missing.push(...undescribedFields(field.items, `${path}${name}[].`));
  }
  return missing;
}

describe("the tool registry", () => {
  it("has the whole catalogue under unique names", () => {
    const names = TOOL_DEFINITIONS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(45);
  });

  it.each(TOOL_DEFINITIONS.map((d) => [d.name, d] as const))("%s describes itself and every input field", (_name, definition) => {
    expect(definition.description.length).toBeGreaterThan(20);
    expect(definition.tags.length).toBeGreaterThan(0);
    const schema = z.toJSONSchema(definition.input) as JsonSchema;
    expect(schema.description, "the input object needs .describe()").toBeTruthy();
    expect(undescribedFields(schema)).toEqual([]);
  });

  it("gives every gated tool a preview for its approval card", () => {
    const gated = TOOL_DEFINITIONS.filter((d) => d.risk === "high" || d.approval);
    expect(gated.length).toBeGreaterThan(10);
    expect(gated.filter((d) => !d.preview).map((d) => d.name)).toEqual([]);
  });

});

describe("tool schemas a typical request really sends (what bench:tool-tokens prints)", () => {
  let measured: SchemaBytes;
  beforeAll(async () => {
    measured = await measureSchemaBytes(await newEditor());
  });

  it.each(TYPICAL_REQUESTS)("%j: every step sends at most half of the full registry's schema bytes", (request) => {
    const { steps } = measured.requests.find((r) => r.request === request)!;
    expect(steps).toHaveLength(2);
    for (const bytes of steps) expect(bytes / measured.full).toBeLessThanOrEqual(0.5);
  });
});
