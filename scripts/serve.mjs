// Serves the production build. The one thing `next start` cannot do: give the app a client address
// the client cannot choose. Next fills X-Forwarded-For only when a request has none, so a client
// reaching the app directly could name any address and dodge the per-address sign-in limit. Here
// the header is the socket's address, unless TRUST_PROXY says a reverse proxy in front sets it.
import { createServer } from "node:http";

/** The X-Forwarded-For the app reads: as a trusted proxy sent it, else the connection's own address. */
export function forwardedFor(request, trustProxy = /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "")) {
  const sent = request.headers["x-forwarded-for"];
  return trustProxy && sent ? sent : (request.socket.remoteAddress ?? "");
}

export async function serve(port) {
  process.env.NODE_ENV = "production";
  // What the start-up hook prints as the sign-in address.
  process.env.PORT = String(port);
  const { default: next } = await import("next");
  const app = next({ dev: false, port: Number(port) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((request, response) => {
    request.headers["x-forwarded-for"] = forwardedFor(request);
    handle(request, response);
  });
  server.listen(Number(port), () => console.log(`Serving on http://localhost:${port}`));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
}
