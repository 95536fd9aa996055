import { callArguments, pieces } from "../provider-script";
import { itemsOf, sse, textOf, wireId, type WireFormat } from "./sse";

const response = { id: "resp_loopback", object: "response", created_at: 1_760_000_000, model: "gpt-4.1-mini", status: "in_progress", output: [] };
let sequence = 0;
const event = (data: Record<string, unknown>) => sse({ ...data, sequence_number: sequence++ }, String(data.type));

/** OpenAI Responses API streaming (`POST /v1/responses`, `stream: true`). */
export const openaiResponses: WireFormat = {
  begin({ text, calls = [] }) {
    const out = [event({ type: "response.created", response }), event({ type: "response.in_progress", response })];
    let outputIndex = 0;
    if (text) {
      const id = wireId("msg_");
      out.push(event({ type: "response.output_item.added", output_index: outputIndex, item: { type: "message", id, status: "in_progress", role: "assistant", content: [] } }));
      out.push(event({ type: "response.content_part.added", item_id: id, output_index: outputIndex, content_index: 0, part: { type: "output_text", text: "", annotations: [] } }));
      for (const piece of pieces(text)) out.push(event({ type: "response.output_text.delta", item_id: id, output_index: outputIndex, content_index: 0, delta: piece, logprobs: [] }));
      out.push(event({ type: "response.output_text.done", item_id: id, output_index: outputIndex, content_index: 0, text }));
      const done = { type: "message", id, status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] };
      out.push(event({ type: "response.output_item.done", output_index: outputIndex++, item: done }));
    }
    for (const call of calls) {
      const id = wireId("fc_");
      const callId = call.id ?? wireId("call_");
      const args = callArguments(call);
      out.push(event({ type: "response.output_item.added", output_index: outputIndex, item: { type: "function_call", id, call_id: callId, name: call.name, arguments: "", status: "in_progress" } }));
      for (const piece of pieces(args, 9)) out.push(event({ type: "response.function_call_arguments.delta", item_id: id, output_index: outputIndex, delta: piece }));
      out.push(event({ type: "response.function_call_arguments.done", item_id: id, output_index: outputIndex, arguments: args }));
      out.push(event({ type: "response.output_item.done", output_index: outputIndex++, item: { type: "function_call", id, call_id: callId, name: call.name, arguments: args, status: "completed" } }));
    }
    return out;
  },
  end(_content, usage) {
    const totals = {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: usage.cacheRead ?? 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: usage.input + usage.output,
    };
    return [event({ type: "response.completed", response: { ...response, status: "completed", usage: totals } })];
  },
  errorEvent: (message) => [sse({ type: "error", sequence_number: 99, code: "server_error", message, param: null }, "error")],
  malformedChunk: sse('{"type":"response.output_text.delta","item_id":"msg_1","del', "response.output_text.delta"),
  toolResults: (body) =>
    itemsOf(body.input)
      .filter((item) => item.type === "function_call_output")
      .map((item) => ({ callId: String(item.call_id), text: textOf(item.output) })),
  endsWithAssistant: (body) => itemsOf(body.input).at(-1)?.role === "assistant",
  errorBody: (status, message) => ({ error: { message, type: status === 429 ? "rate_limit_exceeded" : status === 401 ? "invalid_request_error" : "server_error", param: null, code: null } }),
};
