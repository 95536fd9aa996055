import path from "node:path";
import { BUILT_IN_TOOLS } from "../built-ins";
import { loadCustomTools, type CustomTools } from "./load-custom-tools";

/**
 * The folder custom tools load from: CUSTOM_TOOLS_DIR, or `tools/` at the project root. Read at run
 * time, so the build must not trace it (it would copy the whole project into the server output).
 */
export const customToolsFolder = () => path.resolve(/*turbopackIgnore: true*/ process.env.CUSTOM_TOOLS_DIR || "tools");

// Kept on globalThis: the server's start-up hook and its route bundles are separate module graphs.
const store = globalThis as unknown as { cmsCustomTools?: CustomTools };

/**
 * Loads the custom tools once, before the registry is first imported (server start, CLI start).
 * Problems are logged with file and reason; the app starts without the tools that failed.
 */
export async function installCustomTools(log: (line: string) => void = console.error): Promise<CustomTools> {
  if (store.cmsCustomTools) return store.cmsCustomTools;
  const loaded = await loadCustomTools(customToolsFolder(), {
    names: new Set(BUILT_IN_TOOLS.map((definition) => definition.name)),
    labels: new Set(BUILT_IN_TOOLS.map((definition) => definition.label)),
  });
  for (const problem of loaded.problems) log(`[custom tools] ${problem.file}: ${problem.reason}`);
  store.cmsCustomTools = loaded;
  return loaded;
}

/** What installCustomTools loaded (nothing when it has not run). */
export const installedCustomTools = (): CustomTools => store.cmsCustomTools ?? { definitions: [], problems: [] };
