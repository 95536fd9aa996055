import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV4, convertArrayToReadableStream } from "ai/test";

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 5, reasoning: 0 } };

export const toolCall = (toolName: string, input: unknown, toolCallId = `call-${toolName}-${Math.random().toString(36).slice(2, 7)}`): LanguageModelV4StreamPart[] => [
  { type: "tool-call", toolCallId, toolName, input: JSON.stringify(input) },
  { type: "finish", finishReason: { unified: "tool-calls", raw: undefined }, usage },
];

export const text = (value: string): LanguageModelV4StreamPart[] => [
  { type: "text-start", id: "t1" },
  { type: "text-delta", id: "t1", delta: value },
  { type: "text-end", id: "t1" },
  { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage },
];

/** A mock model that answers each call with the next scripted step and remembers the prompts. */
export function scriptedModel(steps: LanguageModelV4StreamPart[][]) {
  const prompts: LanguageModelV4CallOptions["prompt"][] = [];
  let index = 0;
  const model = new MockLanguageModelV4({
    doStream: async (options) => {
      prompts.push(options.prompt);
      const step = steps[Math.min(index++, steps.length - 1)];
      return { stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([{ type: "stream-start", warnings: [] }, ...step]) };
    },
  });
  return { model, prompts };
}
