import { Chat } from "@ai-sdk/react";
import { describe, expect, it } from "vitest";
import { ChatTransport } from "@/components/chat/chat-transport";
import type { ChatMessage } from "@/components/chat/types";

const body = (chunks: object[]) => chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join("") + "data: [DONE]\n\n";

/** A chat as useChat runs it, with our transport, against a server that answers with these chunks. */
async function chatAgainst(chunks: object[]) {
  const transport = new ChatTransport({
    api: "http://cms.test/api/chat",
    fetch: async () => new Response(body(chunks), { headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" } }),
  });
  const chat = new Chat<ChatMessage>({ transport });
  await chat.sendMessage({ text: "list my pages" });
  const answer = chat.messages.at(-1)!;
  return { error: chat.error?.message, text: answer.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("") };
}

const step = (id: string, text: string) => [
  { type: "start-step" },
  { type: "text-start", id },
  { type: "text-delta", id, delta: text },
  { type: "text-end", id },
  { type: "finish-step" },
];

describe("the chat transport", () => {
  it("reads on past an error the server recovered from: the person sees the whole answer and no error", async () => {
    const seen = await chatAgainst([
      { type: "start", messageId: "turn-1" },
      ...step("t1", "Checking. "),
      { type: "error", errorText: "The model provider sent a reply that could not be read (bad response)." },
      ...step("t2", "You have three pages."),
      { type: "finish" },
    ]);
    expect(seen).toEqual({ error: undefined, text: "Checking. You have three pages." });
  });

  it("still shows an error the run ended with, after what came before it", async () => {
    const seen = await chatAgainst([
      { type: "start", messageId: "turn-1" },
      ...step("t1", "Checking. "),
      { type: "error", errorText: "The model is not answering. Press Retry, or choose another model." },
      { type: "finish" },
    ]);
    expect(seen).toEqual({ error: "The model is not answering. Press Retry, or choose another model.", text: "Checking. " });
  });
});
