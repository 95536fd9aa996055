import http from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_USAGE, type Reply } from "./provider-script";
import type { WireFormat } from "./wire/sse";

export type RecordedRequest = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" };

/**
 * A loopback model provider speaking one wire format for real. Each request takes the next scripted
 * reply (`script(...)`); every request body is recorded. A request with no reply left gets a 400,
 * which the SDK does not retry, so a test that under-scripts fails at once.
 */
export async function startProviderServer(format: WireFormat) {
  const queue: Reply[] = [];
  const requests: RecordedRequest[] = [];

  const answer = (reply: Reply | undefined, res: http.ServerResponse) => {
    if (!reply) return void res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify(format.errorBody(400, "The test scripted no reply for this request.")));
    switch (reply.kind) {
      case "reply": {
        const usage = reply.usage ?? DEFAULT_USAGE;
        res.writeHead(200, SSE_HEADERS);
        return void res.end([...format.begin(reply, usage), ...format.end(reply, usage)].join(""));
      }
      case "status":
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        return void res.end(JSON.stringify(format.errorBody(reply.status, reply.message)));
      case "malformed":
        res.writeHead(200, SSE_HEADERS);
        return void res.end([...format.begin(reply.before, DEFAULT_USAGE), format.malformedChunk, ...format.end(reply.before, DEFAULT_USAGE)].join(""));
      case "close":
        res.writeHead(200, SSE_HEADERS);
        res.write(format.begin(reply.before, DEFAULT_USAGE).join(""));
        return void setTimeout(() => res.socket?.destroy(), 20);
      case "error-event":
        res.writeHead(200, SSE_HEADERS);
        return void res.end([...format.begin(reply.before, DEFAULT_USAGE), ...format.errorEvent(reply.message)].join(""));
      case "hang-before-headers":
        return;
      case "hang-mid-body":
        res.writeHead(200, SSE_HEADERS);
        return void res.write(format.begin(reply.before, DEFAULT_USAGE).join(""));
    }
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString() || "{}") });
    answer(queue.shift(), res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    /** Queues replies for the next requests, in order. */
    script: (...replies: Reply[]) => void queue.push(...replies),
    /** Replies scripted but not asked for yet. */
    unused: () => queue.length,
    /** Forgets the script and the recorded requests, between tests. */
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ProviderServer = Awaited<ReturnType<typeof startProviderServer>>;
