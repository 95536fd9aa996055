import type { LanguageModelV4Middleware } from "@ai-sdk/provider";

export const DEFAULT_FIRST_CHUNK_TIMEOUT_MS = 60_000;
export const DEFAULT_CHUNK_TIMEOUT_MS = 30_000;

function milliseconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 100 && value <= 600_000 ? value : fallback;
}

/**
 * How long the agent waits for a model: for its first output in each step
 * (`AGENT_FIRST_CHUNK_TIMEOUT_MS`) and between outputs after that (`AGENT_CHUNK_TIMEOUT_MS`).
 * Without them a provider that never answers keeps the person waiting for Node's socket timeout,
 * about five minutes, once per retry.
 */
export function modelTimeouts(): { firstChunkMs: number; chunkMs: number } {
  return {
    firstChunkMs: milliseconds("AGENT_FIRST_CHUNK_TIMEOUT_MS", DEFAULT_FIRST_CHUNK_TIMEOUT_MS),
    chunkMs: milliseconds("AGENT_CHUNK_TIMEOUT_MS", DEFAULT_CHUNK_TIMEOUT_MS),
  };
}

/**
 * The SDK's first-chunk timer starts once the response headers are in, so a provider that never
 * answers at all is not covered by it. This gives the request itself the same time to answer.
 */
export function answerWithin(ms: number): LanguageModelV4Middleware {
  return {
    specificationVersion: "v4",
    wrapStream: async ({ params, model }) => {
      const timer = new AbortController();
      const abortSignal = params.abortSignal ? AbortSignal.any([params.abortSignal, timer.signal]) : timer.signal;
      const id = setTimeout(() => timer.abort(new DOMException(`The model sent no response within ${ms} ms`, "TimeoutError")), ms);
      try {
        return await model.doStream({ ...params, abortSignal });
      } finally {
        clearTimeout(id);
      }
    },
  };
}
