import "server-only";
import type { ToolDefinition, ToolDomain } from "./define";
import { entryTools } from "./entries";
import { httpTools } from "./http";
import { imageTools } from "./images";
import { metaTools } from "./meta";
import { navigationTools } from "./navigation";
import { pageTools } from "./pages";
import { planningTools } from "./planning";
import { postTools } from "./posts";
import { searchTools } from "./search";
import { sectionTools } from "./sections";
import { settingsTools } from "./settings";
import { stockTools } from "./stock";
import { webTools } from "./web";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition keeps its own input type
export type AnyToolDefinition = ToolDefinition<any, any>;

/** Every capability the agent has; each definition also drives tests and the approval policy. */
export const TOOL_DEFINITIONS: AnyToolDefinition[] = [
  ...pageTools,
  ...sectionTools,
  ...imageTools,
  ...postTools,
  ...navigationTools,
  ...settingsTools,
  ...entryTools,
  ...searchTools,
  ...webTools,
  ...stockTools,
  ...httpTools,
  ...planningTools,
  ...metaTools,
];

const BY_NAME = new Map(TOOL_DEFINITIONS.map((definition) => [definition.name, definition]));

export function getToolDefinition(name: string): AnyToolDefinition | undefined {
  return BY_NAME.get(name);
}

export function toolsInDomains(domains: Iterable<ToolDomain>): AnyToolDefinition[] {
  const wanted = new Set(domains);
  return TOOL_DEFINITIONS.filter((definition) => wanted.has(definition.domain));
}
