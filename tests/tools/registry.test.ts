import { describe, expect, it } from "vitest";
import { z } from "zod";
import { selectDomains } from "@/lib/agent/active-tools";
import { TOOL_DEFINITIONS, toolsInDomains } from "@/lib/tools/registry";
import { TYPICAL_REQUESTS, schemaTokens } from "../../bench/tool-tokens";

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

  it.each(TYPICAL_REQUESTS)("sends %j at most half of the full schema tokens", (request) => {
    const share = schemaTokens(toolsInDomains(selectDomains(request, []))) / schemaTokens(TOOL_DEFINITIONS);
    expect(share).toBeLessThanOrEqual(0.5);
  });
});
