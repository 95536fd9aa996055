import path from "node:path";
import { isStepCount, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { installCustomTools } from "@/lib/tools/custom/install";
import { editor } from "../support/actors";
import { scriptedModel, text, toolCall } from "../support/scripted-model";

/** Seed 002's terminal tools: the AI SDK loop ends after the step in which one ran. */
async function run(steps: ReturnType<typeof toolCall>[]) {
  process.env.CUSTOM_TOOLS_DIR = path.resolve("tests/fixtures/custom-tools");
  await installCustomTools(() => {});
  const { TOOL_DEFINITIONS } = await import("@/lib/tools/registry");
  const { toAiTools } = await import("@/lib/agent/tool-runtime");
  const { ApprovedCalls } = await import("@/lib/agent/approved-calls");
  const { stopAfterTerminalTool } = await import("@/lib/agent/terminal-tools");
  const tools = toAiTools(TOOL_DEFINITIONS, { base: editor, approvals: new ApprovedCalls() });
  const result = streamText({ model: scriptedModel(steps).model, prompt: "go", tools, stopWhen: [isStepCount(5), stopAfterTerminalTool] });
  return { text: await result.text, steps: await result.steps };
}

describe("terminal tools", () => {
  it("end the run after the step in which one ran", async () => {
    const { text: said, steps } = await run([toolCall("handOver", { note: "needs a lawyer" }), text("Never said.")]);
    expect(steps).toHaveLength(1);
    expect(steps[0].toolResults[0].output).toMatchObject({ ok: true, message: "Handed over: needs a lawyer" });
    expect(said).not.toContain("Never said.");
  });

  it("leave other tools' runs going", async () => {
    const { text: said, steps } = await run([toolCall("cms_getPages", {}), text("Here they are.")]);
    expect(steps).toHaveLength(2);
    expect(said).toContain("Here they are.");
  });
});
