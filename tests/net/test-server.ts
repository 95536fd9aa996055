import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type TestServer = {
  /** e.g. http://127.0.0.1:43121 — also its origin. */
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

/**
 * A real HTTP server on 127.0.0.1 (the only address tests may send traffic to) that records every
 * request. The network code refuses loopback addresses, so tests trust this origin explicitly.
 */
export async function startTestServer(handle: (request: RecordedRequest, response: ServerResponse) => void): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(request);
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Sets environment variables for a test file and returns a function that puts the old values back. */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (vars: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(vars)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  return () => apply(previous);
}
