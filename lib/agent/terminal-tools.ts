import "server-only";
import type { StopCondition, ToolSet } from "ai";
import { getToolDefinition } from "@/lib/tools/registry";

/** Ends the agent's run after a step in which a terminal tool ran (its definition says `terminal`). */
export const stopAfterTerminalTool: StopCondition<ToolSet> = ({ steps }) =>
  steps.at(-1)?.toolResults.some((result) => getToolDefinition(result.toolName)?.terminal === true) ?? false;
