import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LanguageModel } from "ai";
import { handleChatRequest } from "@/lib/agent/run-chat";
import { errorResponse } from "@/lib/http";
import type { SessionUser } from "@/lib/services/sessions";

/**
 * A real HTTP server around the chat handler the Next route calls (after its session check), so
 * tests can choose the signed-in user with a header and the model with `setModel`.
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
      response = await handleChatRequest(JSON.parse(Buffer.concat(chunks).toString() || "null"), user, { model, abortSignal: aborted.signal });
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

/** Posts one message and returns the HTTP status, the parsed SSE chunks and the raw body. */
export async function postChat(url: string, who: string, body: unknown) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-test-user": who }, body: JSON.stringify(body) });
  const text = await response.text();
  const chunks: StreamChunk[] = text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as StreamChunk);
  return { status: response.status, chunks, text };
}
