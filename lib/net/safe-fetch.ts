import "server-only";
import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { blockedAddressReason, isBlockedHostname } from "./address-policy";
import { NetError } from "./errors";
import { formatBytes } from "@/lib/format-bytes";

const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

export type SafeFetchOptions = {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The response body is cut off (and the request refused) beyond this many bytes, after decompression. */
  maxBytes?: number;
  /** One deadline for the whole exchange, redirects included. */
  timeoutMs?: number;
  /**
   * Origins (scheme://host:port) the *caller* vouches for, exempt from the address check: operator
   * configuration such as a provider's base URL, never anything taken from a tool's input. A redirect
   * to any other origin is checked as usual. Origins listed in NET_TRUSTED_ORIGINS are always trusted.
   */
  trustedOrigins?: readonly string[];
};

export type SafeResponse = {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Buffer;
  redirects: string[];
};

// Headers the transport owns; a caller (or a model) cannot set them.
const TRANSPORT_HEADERS = new Set(["host", "content-length", "connection", "transfer-encoding", "upgrade", "accept-encoding", "te", "keep-alive"]);
// Credentials are not carried to another origin on a redirect (as browsers do).
const CREDENTIAL_HEADERS = new Set(["authorization", "cookie", "proxy-authorization", "x-api-key"]);

const refused = (message: string) => new NetError("refused", `refused: ${message}`, "Use a public http(s) address on the internet.");

/** Parses and checks a URL given to a network tool: absolute, http or https, no credentials. */
export function parseHttpUrl(raw: string): URL {
  if (!URL.canParse(raw)) throw new NetError("invalid_url", `"${raw}" is not a valid URL.`, "Give a full address such as https://example.com/page.");
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refused(`only http and https URLs are allowed, not ${url.protocol}`);
  if (url.username || url.password) throw refused("URLs with a user name or password are not allowed");
  return url;
}

/** Origins the operator allows the network tools to reach even on private addresses (e.g. an intranet API). */
function operatorTrustedOrigins(): string[] {
  return (process.env.NET_TRUSTED_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean);
}

const originOf = (value: string) => (URL.canParse(value) ? new URL(value).origin : value);

type Target = { address: string; family: 4 | 6 };

/** Resolves the host once and checks every address it resolves to; the request then connects to that very address. */
async function vetTarget(url: URL, trusted: boolean): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!trusted && isBlockedHostname(host)) throw refused(`${host} is a cloud metadata host`);
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new NetError("unreachable", `Could not resolve the host name ${host}.`, "Check the address for typos.");
      });
  if (!trusted) {
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason) throw refused(literal ? `${address} is ${reason}` : `${host} resolves to ${address}, ${reason}`);
    }
  }
  const [first] = addresses;
  if (!first) throw new NetError("unreachable", `The host name ${host} has no addresses.`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A DNS lookup that always answers with the vetted address, so a second resolution cannot be swapped (DNS rebinding). */
function pinnedLookup({ address, family }: Target): LookupFunction {
  return ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function cleanHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (!TRANSPORT_HEADERS.has(key)) clean[key] = value;
  }
  return clean;
}

type Exchange = { method: string; headers: Record<string, string>; body?: string | Buffer };

function send(url: URL, target: Target, exchange: Exchange, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  const headers = {
    "user-agent": "agent-cms (+safe-fetch)",
    ...exchange.headers,
    "accept-encoding": "gzip, deflate, br",
    ...(exchange.body === undefined ? {} : { "content-length": String(Buffer.byteLength(exchange.body)) }),
  };
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: exchange.method, headers, lookup: pinnedLookup(target), signal }, resolve);
    request.on("error", reject);
    request.end(exchange.body);
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  const decoder = encoding === "gzip" ? createGunzip() : encoding === "deflate" ? createInflate() : encoding === "br" ? createBrotliDecompress() : null;
  if (!decoder) return response;
  response.on("error", (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

const tooLarge = (maxBytes: number) =>
  new NetError("too_large", `refused: the response is larger than ${formatBytes(maxBytes)}.`, "Fetch a smaller resource.");

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers["content-length"]) > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      stream.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

function flatHeaders(response: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value ?? "")]));
}

/** The exchange for the next hop: 303 (and 301/302 after a POST) turn into a GET without a body, as browsers do. */
function redirectedExchange(exchange: Exchange, status: number, from: URL, to: URL): Exchange {
  const toGet = status === 303 || ((status === 301 || status === 302) && exchange.method === "POST");
  const headers = Object.fromEntries(
    Object.entries(exchange.headers).filter(([name]) => {
      if (toGet && name === "content-type") return false;
      return from.origin === to.origin || !CREDENTIAL_HEADERS.has(name);
    }),
  );
  return toGet ? { method: "GET", headers } : { ...exchange, headers };
}

/**
 * fetch for URLs that may come from a model: http(s) only; every hop (the first request and each
 * redirect, followed by hand, at most 5) is resolved and refused if any address is not public; the
 * connection goes to the address that was checked; the body and the time are capped. Every refusal
 * says why, e.g. "refused: 127.0.0.1 is a loopback address".
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const trusted = new Set([...(options.trustedOrigins ?? []), ...operatorTrustedOrigins()].map(originOf));
  const signal = AbortSignal.timeout(timeoutMs);
  let url = parseHttpUrl(rawUrl);
  let exchange: Exchange = { method: options.method ?? "GET", headers: cleanHeaders(options.headers), body: options.body };
  const redirects: string[] = [];
  try {
    for (;;) {
      const target = await vetTarget(url, trusted.has(url.origin));
      signal.throwIfAborted();
      const response = await send(url, target, exchange, signal);
      const location = response.headers.location;
      if (isRedirect(response.statusCode ?? 0) && location) {
        response.resume();
        if (redirects.length >= MAX_REDIRECTS) {
          throw new NetError("too_many_redirects", `Stopped after ${MAX_REDIRECTS} redirects (last one to ${location}).`, "Use the final address directly.");
        }
        const next = parseHttpUrl(new URL(location, url).href);
        exchange = redirectedExchange(exchange, response.statusCode!, url, next);
        redirects.push(next.href);
        url = next;
        continue;
      }
      return {
        url: url.href,
        status: response.statusCode ?? 0,
        statusText: response.statusMessage ?? "",
        headers: flatHeaders(response),
        body: await readBody(response, maxBytes),
        redirects,
      };
    }
  } catch (error) {
    if (signal.aborted) throw new NetError("timeout", `${url.host} did not answer within ${timeoutMs / 1000} s.`, "Try again later or use another source.");
    if (error instanceof NetError) throw error;
    throw new NetError("unreachable", `Could not reach ${url.host}: ${(error as Error).message}.`, "Check the address, or try again later.");
  }
}

