import type { StopCondition, TextStreamPart, ToolSet } from "ai";
import type { LanguageModelV4Middleware, LanguageModelV4StreamPart } from "@ai-sdk/provider";

/**
 * How one run meets a model that fails mid-stream.
 * - A stream that reported an error (an unreadable chunk, the provider's own error event) ends the
 *   run after that step: what arrived may be incomplete, so the person sees the error and Retry
 *   rather than the agent acting on half a reply.
 * - A timeout ends the run as an abort, which the chat would show as a quiet stop; that abort (and
 *   only that one: Stop stays a stop) becomes an error the person reads, with Retry.
 */
export function runFaults() {
  let streamFailed = false;
  let abortReason: unknown;
  const watchStream: LanguageModelV4Middleware = {
    specificationVersion: "v4",
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      const watch = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
        transform(part, controller) {
          if (part.type === "error") streamFailed = true;
          controller.enqueue(part);
        },
      });
      return { ...rest, stream: stream.pipeThrough(watch) };
    },
  };
  const stopAfterStreamError: StopCondition<ToolSet> = () => streamFailed;
  return {
    watchStream,
    stopAfterStreamError,
    /** Whether a step's stream reported an error: the answer may be incomplete. */
    streamFailed: () => streamFailed,
    onAbort: (event: { reason?: unknown }) => {
      abortReason = event.reason;
    },
    timeoutsAsErrors: () =>
      new TransformStream<TextStreamPart<ToolSet>, TextStreamPart<ToolSet>>({
        transform(part, controller) {
          const timedOut = part.type === "abort" && abortReason instanceof Error && abortReason.name === "TimeoutError";
          controller.enqueue(timedOut ? { type: "error", error: abortReason } : part);
        },
      }),
  };
}
