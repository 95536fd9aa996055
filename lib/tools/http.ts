import "server-only";
import { z } from "zod";
import { orNetFailure } from "@/lib/net/errors";
import { isTextContentType, truncateText } from "@/lib/net/readable-text";
import { formatBytes } from "@/lib/format-bytes";
import { parseHttpUrl, safeFetch, type SafeResponse } from "@/lib/net/safe-fetch";
import { ServiceError, forbidden } from "@/lib/services/errors";
import { can } from "@/lib/services/permissions";
import { defineTool, resultSchema, type ToolDefinition } from "./define";
import { ALLOWED_HEADER_LIST, reasonsToAsk, refusedHeaders } from "./http-get-policy";
import { success, toolFailure } from "./summaries";

const BODY_CHARS = 20_000;

const urlField = z.string().trim().describe("The full http(s) address, e.g. https://api.example.com/items. Private and local addresses are refused.");
const postHeadersField = z.record(z.string(), z.string()).optional().describe('Extra request headers, e.g. {"content-type": "application/xml"}.');

const responseSchema = z.object({
  url: z.string(),
  status: z.number(),
  statusText: z.string(),
  contentType: z.string(),
  bytes: z.number(),
  /** The body as text (cut at 20 000 characters); absent for binary content. */
  body: z.string().optional(),
  truncated: z.boolean(),
  redirects: z.array(z.string()),
});

function responseResult(method: string, response: SafeResponse) {
  const contentType = response.headers["content-type"] ?? "";
  const readable = !contentType || isTextContentType(contentType);
  const { text, truncated } = readable ? truncateText(response.body.toString("utf8"), BODY_CHARS) : { text: undefined, truncated: false };
  const size = formatBytes(response.body.length);
  return success(`${method} ${response.url} → ${response.status} ${response.statusText} (${size}${readable ? "" : `, ${contentType} not shown`}).`, {
    response: {
      url: response.url,
      status: response.status,
      statusText: response.statusText,
      contentType,
      bytes: response.body.length,
      ...(text === undefined ? {} : { body: text }),
      truncated,
      redirects: response.redirects,
    },
  });
}

const getHeadersField = z
  .record(z.string(), z.string())
  .optional()
  .describe(`Request headers, only these: ${ALLOWED_HEADER_LIST}; e.g. {"accept": "application/json"}.`);

/** The URL as a tool input names it, or a validation error fit for a card. */
function requestUrl(raw: string): URL {
  try {
    return parseHttpUrl(raw);
  } catch (error) {
    throw new ServiceError("validation", (error as Error).message, { hint: "Give a full http(s) address." });
  }
}

const headersRefused = (names: string[]) =>
  toolFailure(
    "validation",
    `A GET request sends only these headers: ${ALLOWED_HEADER_LIST}. Not sent: ${names.join(", ")}.`,
    "Call again without those headers. To send data to a site, make a POST request, which a person confirms first.",
  );

export const httpGet = defineTool({
  name: "http_get",
  label: "Fetch an address",
  readOnly: true,
  destructive: false,
  idempotent: true,
  domain: "http",
  risk: "safe",
  tags: ["http", "external", "read"],
  description:
    "Fetch a URL with GET and return the status, content type and body text (an API's JSON, a feed, a file). Runs on its own for hosts an admin listed; other hosts, long values or the site's own text in the address ask a person first. To read a web page as text prefer web_fetchContent.",
  input: z.object({ url: urlField, headers: getHeadersField }).describe("The request."),
  output: resultSchema({ response: responseSchema }),
  approvalNote: "Asks for hosts not on the assistant's host list, and for addresses carrying long values or the site's text",
  approval: async (input, tool) => {
    // A call that cannot be sent (bad address, refused header) fails on its own; no card for it.
    if (!URL.canParse(input.url) || refusedHeaders(input.headers).length) return undefined;
    return (await reasonsToAsk(new URL(input.url), input.headers ?? {}, tool)).length ? "ask" : undefined;
  },
  preview: async (input, tool) => {
    const url = requestUrl(input.url);
    const headers = input.headers ?? {};
    return {
      action: `Read ${url.host} with a GET request`,
      target: { type: "url", label: url.href },
      current: { method: "GET", url: url.href, host: url.host, ...(Object.keys(headers).length ? { headers } : {}) },
      impact: [...(await reasonsToAsk(url, headers, tool)), `Everything in the address and headers is sent to ${url.host}, outside this site.`],
    };
  },
  execute: (input) =>
    orNetFailure(async () => {
      const refused = refusedHeaders(input.headers);
      if (refused.length) return headersRefused(refused);
      return responseResult("GET", await safeFetch(input.url, { headers: input.headers }));
    }),
});

const postBodyField = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .describe("The request body: text, or a JSON object/array (sent as application/json).");

type PostInput = { url: string; body: string | Record<string, unknown> | unknown[]; headers?: Record<string, string> };

/** The body as sent, and its content type (a caller's own content-type header wins). */
function encodeBody(input: PostInput) {
  const isJson = typeof input.body !== "string";
  const declared = Object.entries(input.headers ?? {}).find(([name]) => name.toLowerCase() === "content-type")?.[1];
  const contentType = declared ?? (isJson ? "application/json" : "text/plain; charset=utf-8");
  return { text: isJson ? JSON.stringify(input.body) : (input.body as string), contentType, headers: { ...input.headers, "content-type": contentType } };
}

export const httpPost = defineTool({
  name: "http_post",
  label: "Send data to another site",
  readOnly: false,
  destructive: true,
  idempotent: false,
  domain: "http",
  risk: "high",
  tags: ["http", "external", "write"],
  description: "Send data to a URL with POST (e.g. a webhook or a form endpoint) and return the response. This acts outside the site and cannot be undone, so it waits for approval.",
  input: z.object({ url: urlField, body: postBodyField, headers: postHeadersField }).describe("The request."),
  output: resultSchema({ response: responseSchema }),
  preview: async (input) => {
    const url = requestUrl(input.url);
    const body = encodeBody(input);
    return {
      action: `Send a POST request to ${url.host}`,
      target: { type: "url", label: url.href },
      current: { method: "POST", url: url.href, host: url.host, contentType: body.contentType, body: body.text },
      impact: [`Sends ${formatBytes(Buffer.byteLength(body.text))} to ${url.host}, outside this site; it cannot be undone.`],
    };
  },
  execute: (input, tool) =>
    orNetFailure(async () => {
      // A POST acts on the world; read-only roles may not make one.
      if (!can(tool.ctx.actor.role, "content.write")) throw forbidden(`Your role (${tool.ctx.actor.role}) is not allowed to send data to other sites.`);
      const body = encodeBody(input);
      return responseResult("POST", await safeFetch(input.url, { method: "POST", body: body.text, headers: body.headers }));
    }),
});

export const httpTools: ToolDefinition<any, any>[] = [httpGet, httpPost];
