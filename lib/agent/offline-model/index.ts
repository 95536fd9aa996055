import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { readConversation } from "./conversation";
import { decideUnderstood } from "./meaning/understand";
import { stepParts } from "./stream";

const OFFLINE_PROVIDER = "offline";
const OFFLINE_MODEL_NAME = "cms-offline-1";

export type OfflineModelOptions = {
  /** Pause between stream parts, so the chat visibly streams (default 0: as fast as possible). */
  chunkDelayMs?: number;
};

async function partsFor(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamPart[]> {
  return stepParts(await decideUnderstood(readConversation(options)), options.prompt, OFFLINE_MODEL_NAME);
}

/** Collects one step's stream parts into a non-streaming result. */
function collect(parts: LanguageModelV4StreamPart[]): LanguageModelV4GenerateResult {
  const content: LanguageModelV4Content[] = [];
  let text = "";
  let result: Pick<LanguageModelV4GenerateResult, "finishReason" | "usage"> | undefined;
  let responseId: string | undefined;
  for (const part of parts) {
    if (part.type === "text-delta") text += part.delta;
    if (part.type === "text-end") content.push({ type: "text", text });
    if (part.type === "tool-call") content.push(part);
    if (part.type === "response-metadata") responseId = part.id;
    if (part.type === "finish") result = { finishReason: part.finishReason, usage: part.usage };
  }
  if (!result) throw new Error("The offline model produced no finish part.");
  return { content, ...result, warnings: [], response: { id: responseId, modelId: OFFLINE_MODEL_NAME } };
}

/**
 * The built-in offline model: an AI SDK `LanguageModelV4` that understands plain CMS requests
 * without a network or an API key (grammar and limits: docs/offline-model.md). Deterministic —
 * the same prompt always yields the same parts.
 */
export function createOfflineModel({ chunkDelayMs = 0 }: OfflineModelOptions = {}): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: OFFLINE_PROVIDER,
    modelId: OFFLINE_MODEL_NAME,
    supportedUrls: {},
    async doGenerate(options) {
      return collect(await partsFor(options));
    },
    async doStream(options) {
      return { stream: simulateReadableStream({ chunks: await partsFor(options), initialDelayInMs: null, chunkDelayInMs: chunkDelayMs || null }) };
    },
  };
}
