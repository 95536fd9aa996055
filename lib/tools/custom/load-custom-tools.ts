import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import type { ToolDefinition } from "../define";
import { customDefinition, customShape } from "./custom-export";

const toolName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,60}$/, "a tool name is letters, digits and _");

/**
 * The configuration file in the tools folder: which module holds which tools (nothing else in the
 * folder is ever imported), and each tool's policy (default ask). Unknown keys are refused, so a
 * misspelt key is reported instead of silently loading nothing.
 */
const configSchema = z.strictObject({
  modules: z.record(z.string(), z.array(toolName).min(1)).default({}),
  approval: z.record(toolName, z.enum(["allow", "ask", "block"])).default({}),
});

export const CONFIG_FILE = "tools.config.json";
/** A module is named by its file name alone: nothing outside the folder can be listed. */
const MODULE_FILE = /^\w[\w.-]*\.m?js$/;

export type CustomToolProblem = { file: string; reason: string };
export type CustomTools = { definitions: ToolDefinition<any, any>[]; problems: CustomToolProblem[] };

/** The built-in tools a custom tool may not be mistaken for: their names and labels. */
export type TakenNames = { names: Set<string>; labels: Set<string> };

function readConfig(configPath: string): z.infer<typeof configSchema> | CustomToolProblem {
  try {
    return configSchema.parse(existsSync(configPath) ? JSON.parse(readFileSync(configPath, "utf8")) : {});
  } catch (error) {
    return { file: configPath, reason: error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message };
  }
}

/**
 * Loads the whitelisted tools of a folder (seed 004). Only the modules the configuration lists are
 * imported. Nothing here throws: a module that fails to import or breaks the shape becomes a problem
 * with its file and reason, and the rest still load.
 */
export async function loadCustomTools(folder: string, taken: TakenNames): Promise<CustomTools> {
  const result: CustomTools = { definitions: [], problems: [] };
  if (!existsSync(folder)) return result;
  const configPath = path.join(folder, CONFIG_FILE);
  const config = readConfig(configPath);
  if ("reason" in config) return { definitions: [], problems: [config] };
  const problem = (file: string, reason: string) => result.problems.push({ file, reason });

  const listed = Object.values(config.modules).flat();
  for (const name of new Set(listed.filter((name, index) => listed.indexOf(name) !== index))) problem(configPath, `${name} is listed under more than one module`);
  for (const name of Object.keys(config.approval).filter((name) => !listed.includes(name))) problem(configPath, `approval names ${name}, which no module in "modules" lists`);

  const labels = new Set(taken.labels);
  const loaded = new Set<string>();
  for (const [file, names] of Object.entries(config.modules).sort(([a], [b]) => a.localeCompare(b))) {
    const full = path.join(folder, file);
    if (!MODULE_FILE.test(file)) {
      problem(configPath, `"${file}" in "modules" is not a .mjs or .js file directly in the tools folder (write its file name, e.g. "word-count.mjs")`);
      continue;
    }
    if (!existsSync(full)) {
      problem(configPath, `${file} is listed in "modules", but there is no such file in ${folder}`);
      continue;
    }
    let exports: Record<string, unknown>;
    try {
      exports = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(full).href);
    } catch (error) {
      problem(full, `could not be loaded: ${(error as Error).message}`);
      continue;
    }
    for (const name of names) {
      if (!(name in exports)) {
        problem(full, `${name} is listed for this module in ${CONFIG_FILE}, but the module does not export it`);
        continue;
      }
      const shape = customShape(name, exports);
      if (typeof shape === "string") problem(full, shape);
      else if (taken.names.has(name)) problem(full, `${name} is already the name of a built-in tool`);
      else if (loaded.has(name)) continue;
      else if (labels.has(shape.label)) problem(full, `${name}'s label “${shape.label}” is already another tool's; give it its own`);
      else {
        loaded.add(name);
        labels.add(shape.label);
        result.definitions.push(customDefinition(name, shape, config.approval[name] ?? "ask", CONFIG_FILE));
      }
    }
  }
  return result;
}
