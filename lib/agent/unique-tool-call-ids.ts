import { generateId, wrapLanguageModel, type LanguageModel } from "ai";
import type { LanguageModelV4CallOptions, LanguageModelV4Middleware, LanguageModelV4StreamPart } from "@ai-sdk/provider";

/** Every tool call id the conversation sent to the model already holds. */
function idsInPrompt(prompt: LanguageModelV4CallOptions["prompt"]): Set<string> {
  const ids = new Set<string>();
  for (const message of prompt) {
    if (message.role !== "assistant" && message.role !== "tool") continue;
    for (const part of message.content) if ("toolCallId" in part) ids.add(part.toolCallId);
  }
  return ids;
}

/**
 * Tool call ids come from the model, and a model may repeat one (by mistake, or because content it
 * read told it to). Approvals, results and the stored chat are keyed by these ids, so a repeated
 * id is replaced by a fresh one before anything sees it: no call can pose as an earlier, approved
 * one or overwrite its record.
 */
export function uniqueToolCallIds(): LanguageModelV4Middleware {
  return {
    specificationVersion: "v4",
    wrapStream: async ({ doStream, params }) => {
      const taken = idsInPrompt(params.prompt);
      const renamed = new Map<string, string>();
      const called = new Set<string>();
      const fresh = (id: string) => {
        const next = taken.has(id) ? `call_${generateId()}` : id;
        taken.add(next);
        renamed.set(id, next);
        return next;
      };
      const { stream, ...rest } = await doStream();
      const transform = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
        transform(part, controller) {
          switch (part.type) {
            case "tool-input-start":
              return controller.enqueue({ ...part, id: fresh(part.id) });
            case "tool-input-delta":
            case "tool-input-end":
              return controller.enqueue({ ...part, id: renamed.get(part.id) ?? part.id });
            case "tool-call": {
              // Streamed input already claimed its id at tool-input-start; a bare call claims it now.
              const streamed = renamed.get(part.toolCallId);
              const id = streamed !== undefined && !called.has(streamed) ? streamed : fresh(part.toolCallId);
              called.add(id);
              return controller.enqueue({ ...part, toolCallId: id });
            }
            default:
              return controller.enqueue(part);
          }
        },
      });
      return { ...rest, stream: stream.pipeThrough(transform) };
    },
    wrapGenerate: async ({ doGenerate, params }) => {
      const taken = idsInPrompt(params.prompt);
      const result = await doGenerate();
      const content = result.content.map((part) => {
        if (part.type !== "tool-call") return part;
        const id = taken.has(part.toolCallId) ? `call_${generateId()}` : part.toolCallId;
        taken.add(id);
        return { ...part, toolCallId: id };
      });
      return { ...result, content };
    },
  };
}

/** The model with repeated tool call ids made unique (see `uniqueToolCallIds`). */
export function withUniqueToolCallIds(model: LanguageModel) {
  if (typeof model === "string") throw new Error("Models are resolved to instances before a chat runs.");
  return wrapLanguageModel({ model, middleware: uniqueToolCallIds() });
}
