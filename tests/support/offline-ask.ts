import { isStepCount, streamText } from "ai";
import { createOfflineModel } from "@/lib/agent/offline-model";
import { ApprovedCalls } from "@/lib/agent/approved-calls";
import { toAiTools } from "@/lib/agent/tool-runtime";
import { TOOL_DEFINITIONS } from "@/lib/tools/registry";
import { editor } from "./actors";

/** One request to the offline model with every tool, run by an editor whose cards are approved: its last reply and the tools it called. */
export async function askOffline(prompt: string): Promise<{ text: string; calls: string[] }> {
  const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
  const steps = await streamText({ model: createOfflineModel(), tools, prompt, stopWhen: isStepCount(20) }).steps;
  return { text: steps.at(-1)?.text ?? "", calls: steps.flatMap((step) => step.toolCalls.map((call) => call.toolName)) };
}
