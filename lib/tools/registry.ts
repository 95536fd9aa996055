import "server-only";
import { BUILT_IN_TOOLS, type AnyToolDefinition } from "./built-ins";
import { installedCustomTools } from "./custom/install";
import type { ToolDomain } from "./define";

export type { AnyToolDefinition };

/**
 * Every capability the agent has — the built-ins and the custom tools installed at start — and each
 * definition also drives the CLI, tests and the approval policy.
 */
export const TOOL_DEFINITIONS: AnyToolDefinition[] = [...BUILT_IN_TOOLS, ...installedCustomTools().definitions];

const BY_NAME = new Map(TOOL_DEFINITIONS.map((definition) => [definition.name, definition]));

// The tools of external MCP servers, as the latest chat turn loaded them (lib/mcp/external-tools.ts).
const EXTERNAL = new Map<string, AnyToolDefinition>();

export function setExternalTools(definitions: AnyToolDefinition[]): void {
  EXTERNAL.clear();
  for (const definition of definitions) if (!BY_NAME.has(definition.name)) EXTERNAL.set(definition.name, definition);
}

export function getToolDefinition(name: string): AnyToolDefinition | undefined {
  return BY_NAME.get(name) ?? EXTERNAL.get(name);
}

export function toolsInDomains(domains: Iterable<ToolDomain>): AnyToolDefinition[] {
  const wanted = new Set(domains);
  return TOOL_DEFINITIONS.filter((definition) => wanted.has(definition.domain));
}
