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

export function getToolDefinition(name: string): AnyToolDefinition | undefined {
  return BY_NAME.get(name);
}

export function toolsInDomains(domains: Iterable<ToolDomain>): AnyToolDefinition[] {
  const wanted = new Set(domains);
  return TOOL_DEFINITIONS.filter((definition) => wanted.has(definition.domain));
}
