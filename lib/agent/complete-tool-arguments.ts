import type { LanguageModelV4Middleware, LanguageModelV4StreamPart } from "@ai-sdk/provider";

type ChatCompletionsChunk = { choices?: { delta?: { tool_calls?: { index?: number; id?: string; function?: { arguments?: string } }[] } }[] };

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * @openrouter/ai-sdk-provider turns tool arguments that were cut off mid-stream into `{}`, so a
 * tool would run with no input at all. This reads the arguments as they came over the wire and
 * passes on what really arrived when it is not valid JSON: the SDK then rejects the call as
 * invalid input and the model can try again, and nothing runs with made-up arguments.
 */
export function completeToolArguments(): LanguageModelV4Middleware {
  return {
    specificationVersion: "v4",
    // Raw chunks are asked for only to read the arguments here; the app never uses them otherwise.
    transformParams: async ({ params }) => ({ ...params, includeRawChunks: true }),
    wrapStream: async ({ doStream }) => {
      const { stream, ...rest } = await doStream();
      const sent = new Map<string, string>();
      const byIndex = new Map<number, string>();
      // An unreadable chunk has no value; the adapter reports it as an error of its own.
      const collect = (chunk: ChatCompletionsChunk | undefined) => {
        for (const delta of chunk?.choices?.[0]?.delta?.tool_calls ?? []) {
          const index = delta.index ?? 0;
          if (delta.id) byIndex.set(index, delta.id);
          const id = byIndex.get(index);
          if (id) sent.set(id, (sent.get(id) ?? "") + (delta.function?.arguments ?? ""));
        }
      };
      const transform = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
        transform(part, controller) {
          if (part.type === "raw") return collect(part.rawValue as ChatCompletionsChunk | undefined);
          if (part.type === "tool-call") {
            const arrived = sent.get(part.toolCallId);
            if (arrived !== undefined && arrived.trim() !== "" && !parses(arrived)) return controller.enqueue({ ...part, input: arrived });
          }
          controller.enqueue(part);
        },
      });
      return { ...rest, stream: stream.pipeThrough(transform) };
    },
  };
}
