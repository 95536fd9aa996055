import "server-only";
import type { ToolDefinition } from "./define";
import { collectionTools } from "./collections";
import { entryTools } from "./entries";
import { historyTools } from "./history";
import { httpTools } from "./http";
import { imageTools } from "./images";
import { metaTools } from "./meta";
import { navigationTools } from "./navigation";
import { pageTools } from "./pages";
import { planningTools } from "./planning";
import { postTools } from "./posts";
import { publishingTools } from "./publishing";
import { searchTools } from "./search";
import { sectionTools } from "./sections";
import { settingsTools } from "./settings";
import { stockTools } from "./stock";
import { webTools } from "./web";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition keeps its own input type
export type AnyToolDefinition = ToolDefinition<any, any>;

/** The tools this codebase ships; custom tools from the tools folder join them in the registry. */
export const BUILT_IN_TOOLS: AnyToolDefinition[] = [
  ...pageTools,
  ...sectionTools,
  ...imageTools,
  ...postTools,
  ...navigationTools,
  ...settingsTools,
  ...entryTools,
  ...collectionTools,
  ...publishingTools,
  ...historyTools,
  ...searchTools,
  ...webTools,
  ...stockTools,
  ...httpTools,
  ...planningTools,
  ...metaTools,
];

