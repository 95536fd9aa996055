import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LanguageModel } from "ai";
import { chatEndpoint } from "@/lib/agent/chat-endpoint";
import { errorResponse } from "@/lib/http";
import type { SessionUser } from "@/lib/services/sessions";

/**
 * A real HTTP server around what the Next route runs after its session check (chatEndpoint: the
 * JSON body, then the chat), so tests can choose the signed-in user with a header and the model
 * with `setModel`.
 */
export async function startChatServer(users: Record<string, SessionUser>) {
  let model: LanguageModel | undefined;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const user = users[String(req.headers["x-test-user"])];
    let response: Response;
    try {
      if (!user) throw Object.assign(new Error("no user"), { status: 401 });
      const aborted = new AbortController();
      res.on("close", () => aborted.abort());
      const headers = Object.entries(req.headers).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]));
      const request = new Request("http://chat.test/api/chat", { method: "POST", headers, body: Buffer.concat(chunks), signal: aborted.signal });
      response = await chatEndpoint(request, user, { model });
    } catch (error) {
      response = (error as { status?: number }).status === 401 ? new Response("{}", { status: 401 }) : errorResponse(error);
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    try {
      if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    } finally {
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    setModel: (next: LanguageModel | undefined) => {
      model = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StreamChunk = { type: string; [key: string]: unknown };

/** Posts one message (an object, or JSON already written out) and returns the HTTP status, the parsed SSE chunks and the raw body. */
export async function postChat(url: string, who: string, body: unknown) {
  const json = typeof body === "string" ? body : JSON.stringify(body);
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-test-user": who }, body: json });
  const text = await response.text();
  const chunks: StreamChunk[] = text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as StreamChunk);
  return { status: response.status, chunks, text };
}

export const userMessage = (value: string) => ({ id: crypto.randomUUID(), role: "user", parts: [{ type: "text", text: value }] });
export const newChatId = () => `chat-${crypto.randomUUID()}`;

type StoredPart = Record<string, unknown>;
export type StoredAssistant = { id: string; role: string; parts: StoredPart[] };

/** The message useChat sends back once a person answered every pending card (`approve` decides each, `reason` goes with denials). */
export function answeredMessage(last: StoredAssistant, approve: (part: StoredPart) => boolean, reason?: string): StoredAssistant {
  const parts = last.parts.map((part) => {
    if (part.state !== "approval-requested") return part;
    const approved = approve(part);
    return { ...part, state: "approval-responded", approval: { ...(part.approval as object), approved, ...(reason && !approved ? { reason } : {}) } };
  });
  return { ...last, parts };
}
