import type { LanguageModelV4Prompt, LanguageModelV4StreamPart, LanguageModelV4Usage } from "@ai-sdk/provider";
import type { ModelStep } from "./engine";

/** Words per text delta, and characters per tool-input delta: small, so the UI streams visibly. */
const WORDS_PER_DELTA = 3;
const INPUT_CHARS_PER_DELTA = 24;

/** The cyrb53 string hash in base 36: stable ids without randomness. */
function stableHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, "0");
}

/** "Done — created draft page" → ["Done — created ", "draft page"]: a few words each, spaces kept. */
function textDeltas(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const deltas: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA) deltas.push(words.slice(i, i + WORDS_PER_DELTA).join(""));
  return deltas;
}

function inputDeltas(json: string): string[] {
  const deltas: string[] = [];
  for (let i = 0; i < json.length; i += INPUT_CHARS_PER_DELTA) deltas.push(json.slice(i, i + INPUT_CHARS_PER_DELTA));
  return deltas;
}

/** A rough, deterministic token count (about four characters a token). */
const tokens = (text: string) => Math.ceil(text.length / 4);

function usageFor(promptText: string, outputText: string): LanguageModelV4Usage {
  const input = tokens(promptText);
  const output = tokens(outputText);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/**
 * The stream parts for one step, in the order the AI SDK expects: stream-start, response metadata,
 * the text block, each tool call (input start, deltas, end, call), finish. Ids derive from the
 * prompt, so the same prompt always gives the same parts.
 */
export function stepParts(step: ModelStep, prompt: LanguageModelV4Prompt, modelId: string): LanguageModelV4StreamPart[] {
  const promptText = JSON.stringify(prompt);
  const seed = stableHash(promptText);
  const parts: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "response-metadata", id: `offline-${seed}`, modelId },
  ];
  if (step.text) {
    const id = `text-${seed}-0`;
    parts.push({ type: "text-start", id }, ...textDeltas(step.text).map((delta) => ({ type: "text-delta" as const, id, delta })), { type: "text-end", id });
  }
  const inputs = (step.calls ?? []).map((call, index) => {
    const toolCallId = `call-${seed}-${index + 1}`;
    const input = JSON.stringify(call.input);
    parts.push(
      { type: "tool-input-start", id: toolCallId, toolName: call.toolName },
      ...inputDeltas(input).map((delta) => ({ type: "tool-input-delta" as const, id: toolCallId, delta })),
      { type: "tool-input-end", id: toolCallId },
      { type: "tool-call", toolCallId, toolName: call.toolName, input },
    );
    return input;
  });
  const finishReason = inputs.length ? "tool-calls" : "stop";
  parts.push({ type: "finish", finishReason: { unified: finishReason, raw: finishReason }, usage: usageFor(promptText, (step.text ?? "") + inputs.join("")) });
  return parts;
}
