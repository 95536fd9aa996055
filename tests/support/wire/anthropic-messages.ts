import { callArguments, pieces } from "../provider-script";
import { itemsOf, sse, textOf, wireId, type WireFormat } from "./sse";

const ERROR_TYPES: Record<number, string> = { 401: "authentication_error", 429: "rate_limit_error", 500: "api_error", 529: "overloaded_error" };

/** Anthropic Messages API streaming (`POST /v1/messages`, `stream: true`). */
export const anthropicMessages: WireFormat = {
  begin({ text, calls = [] }, usage) {
    const out = [
      sse(
        {
          type: "message_start",
          message: {
            id: wireId("msg_"),
            type: "message",
            role: "assistant",
            model: "claude-sonnet-4-5",
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: usage.input, output_tokens: 1, cache_read_input_tokens: usage.cacheRead ?? 0, cache_creation_input_tokens: usage.cacheWrite ?? 0 },
          },
        },
        "message_start",
      ),
    ];
    let index = 0;
    if (text) {
      out.push(sse({ type: "content_block_start", index, content_block: { type: "text", text: "" } }, "content_block_start"));
      for (const piece of pieces(text)) out.push(sse({ type: "content_block_delta", index, delta: { type: "text_delta", text: piece } }, "content_block_delta"));
      out.push(sse({ type: "content_block_stop", index }, "content_block_stop"));
      index++;
    }
    for (const call of calls) {
      out.push(sse({ type: "content_block_start", index, content_block: { type: "tool_use", id: call.id ?? wireId("toolu_"), name: call.name, input: {} } }, "content_block_start"));
      for (const piece of pieces(callArguments(call), 9)) out.push(sse({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: piece } }, "content_block_delta"));
      out.push(sse({ type: "content_block_stop", index }, "content_block_stop"));
      index++;
    }
    return out;
  },
  end: ({ calls = [] }, usage) => [
    sse({ type: "message_delta", delta: { stop_reason: calls.length ? "tool_use" : "end_turn", stop_sequence: null }, usage: { output_tokens: usage.output } }, "message_delta"),
    sse({ type: "message_stop" }, "message_stop"),
  ],
  errorEvent: (message) => [sse({ type: "error", error: { type: "overloaded_error", message } }, "error")],
  malformedChunk: sse('{"type":"content_block_delta","index":0,"delta":{"type":"text_de', "content_block_delta"),
  toolResults: (body) =>
    itemsOf(body.messages)
      .flatMap((message) => itemsOf(message.content))
      .filter((block) => block.type === "tool_result")
      .map((block) => ({ callId: String(block.tool_use_id), text: textOf(block.content), isError: block.is_error === true })),
  endsWithAssistant: (body) => itemsOf(body.messages).at(-1)?.role === "assistant",
  errorBody: (status, message) => ({ type: "error", error: { type: ERROR_TYPES[status] ?? "api_error", message } }),
};
