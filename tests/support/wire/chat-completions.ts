import { callArguments, pieces } from "../provider-script";
import { itemsOf, sse, textOf, wireId, type WireFormat } from "./sse";

const chunk = (choice: Record<string, unknown> | null, extra: Record<string, unknown> = {}) =>
  sse({ id: "chatcmpl-loopback", object: "chat.completion.chunk", created: 1_760_000_000, model: "test-model", choices: choice ? [{ index: 0, logprobs: null, finish_reason: null, ...choice }] : [], ...extra });

/**
 * OpenAI Chat Completions streaming (`POST /v1/chat/completions`): what OpenAI's chat endpoint,
 * OpenRouter, Ollama, vLLM and LM Studio speak. Tool calls arrive as `tool_calls` deltas.
 */
export const chatCompletions: WireFormat = {
  begin({ text, calls = [] }) {
    const out = [chunk({ delta: { role: "assistant", content: "" } })];
    for (const piece of text ? pieces(text) : []) out.push(chunk({ delta: { content: piece } }));
    calls.forEach((call, index) => {
      const [first, ...rest] = pieces(callArguments(call), 9);
      out.push(chunk({ delta: { tool_calls: [{ index, id: call.id ?? wireId("call_"), type: "function", function: { name: call.name, arguments: first } }] } }));
      for (const piece of rest) out.push(chunk({ delta: { tool_calls: [{ index, function: { arguments: piece } }] } }));
    });
    return out;
  },
  end: ({ calls = [] }, usage) => [
    chunk({ delta: {}, finish_reason: calls.length ? "tool_calls" : "stop" }),
    chunk(null, {
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output, prompt_tokens_details: { cached_tokens: usage.cacheRead ?? 0 } },
    }),
    sse("[DONE]"),
  ],
  // OpenRouter and most gateways report a failure mid-stream as an `error` object, then end the stream.
  errorEvent: (message) => [sse({ error: { message, code: 502, type: "provider_error" } }), sse("[DONE]")],
  malformedChunk: sse('{"id":"chatcmpl-x","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"cont'),
  toolResults: (body) =>
    itemsOf(body.messages)
      .filter((message) => message.role === "tool")
      .map((message) => ({ callId: String(message.tool_call_id), text: textOf(message.content) })),
  endsWithAssistant: (body) => itemsOf(body.messages).at(-1)?.role === "assistant",
  errorBody: (status, message) => ({ error: { message, type: status === 429 ? "rate_limit_exceeded" : "server_error", code: status } }),
};
