import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { startTestServer, type TestServer } from "../net/test-server";

/** One scripted reply: text, or tool calls whose ids the script chooses (a hostile model re-uses them). */
export type HostileReply = { text: string } | { calls: { id: string; name: string; input: unknown }[] };

const chunk = (delta: unknown, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-hostile", object: "chat.completion.chunk", created: 0, model: "hostile", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function replyStream(reply: HostileReply): string {
  if ("text" in reply) return chunk({ role: "assistant", content: reply.text }) + chunk({}, "stop") + "data: [DONE]\n\n";
  const toolCalls = reply.calls.map((call, index) => ({ index, id: call.id, type: "function", function: { name: call.name, arguments: JSON.stringify(call.input) } }));
  return chunk({ role: "assistant", content: null, tool_calls: toolCalls }) + chunk({}, "tool_calls") + "data: [DONE]\n\n";
}

/**
 * A model that does what content it read told it to: a loopback server speaking the Chat
 * Completions streaming format, answering each request with the next scripted reply, driving the
 * real OpenAI-compatible adapter.
 */
export async function startHostileModel() {
  let script: HostileReply[] = [];
  const server: TestServer = await startTestServer((_request, response) => {
    const reply = script.shift() ?? { text: "Done." };
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.end(replyStream(reply));
  });
  const provider = createOpenAICompatible({ name: "hostile", baseURL: server.url, apiKey: "test-key" });
  return {
    server,
    model: provider.chatModel("hostile"),
    /** The replies to give, in order; once they run out it answers "Done.". */
    script: (replies: HostileReply[]) => {
      script = [...replies];
    },
    close: () => server.close(),
  };
}
