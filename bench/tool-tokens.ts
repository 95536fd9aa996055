// Prints the approximate prompt tokens of tool schemas: the whole registry versus what typical
// requests send after tool-group selection. Run: npm run bench:tool-tokens
import { z } from "zod";
import { selectDomains } from "@/lib/agent/active-tools";
import { TOOL_DEFINITIONS, toolsInDomains, type AnyToolDefinition } from "@/lib/tools/registry";

/** About four characters a token for JSON-heavy text; the same rule for both sides of the ratio. */
const tokens = (text: string) => Math.ceil(text.length / 4);

export function schemaTokens(definitions: AnyToolDefinition[]): number {
  return definitions.reduce((sum, d) => sum + tokens(JSON.stringify({ name: d.name, description: d.description, parameters: z.toJSONSchema(d.input) })), 0);
}

export const TYPICAL_REQUESTS = [
  "create a page called Pricing with a hero and a FAQ",
  "list draft posts",
  "publish the post about autumn",
  "add Pricing to the navigation",
  "hide the Blog link",
  "delete the about page",
  "what's the hero heading on home?",
  "change the site tagline to Calm websites",
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const full = schemaTokens(TOOL_DEFINITIONS);
  console.log(`Full registry: ${TOOL_DEFINITIONS.length} tools, ~${full} schema tokens\n`);
  console.log("request".padEnd(55), "tools".padStart(6), "tokens".padStart(8), "share".padStart(7));
  const shares: number[] = [];
  for (const request of TYPICAL_REQUESTS) {
    const active = toolsInDomains(selectDomains(request, []));
    const count = schemaTokens(active);
    shares.push(count / full);
    console.log(request.padEnd(55), String(active.length).padStart(6), String(count).padStart(8), `${Math.round((count / full) * 100)}%`.padStart(7));
  }
  const median = [...shares].sort((a, b) => a - b)[Math.floor(shares.length / 2)];
  console.log(`\nMedian share of the full set: ${Math.round(median * 100)}% (goal: at most 50%)`);
}
