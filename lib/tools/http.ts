import "server-only";
import { z } from "zod";
import { orNetFailure } from "@/lib/net/errors";
import { isTextContentType, truncateText } from "@/lib/net/readable-text";
import { formatBytes } from "@/lib/format-bytes";
import { parseHttpUrl, safeFetch, type SafeResponse } from "@/lib/net/safe-fetch";
import { ServiceError, forbidden } from "@/lib/services/errors";
import { can } from "@/lib/services/permissions";
import { defineTool, resultSchema, type ToolDefinition } from "./define";
import { success } from "./summaries";

const BODY_CHARS = 20_000;
const PREVIEW_CHARS = 500;

const urlField = z.string().trim().describe("The full http(s) address, e.g. https://api.example.com/items. Private and local addresses are refused.");
const headersField = z.record(z.string(), z.string()).optional().describe('Extra request headers, e.g. {"accept": "application/json"}.');

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

export const httpGet = defineTool({
  name: "http_get",
  domain: "http",
  risk: "safe",
  tags: ["http", "external", "read"],
  description: "Fetch a URL with GET and return the status, content type and body text (an API's JSON, a feed, a file). To read a web page as text prefer web_fetchContent.",
  input: z.object({ url: urlField, headers: headersField }).describe("The request."),
  output: resultSchema({ response: responseSchema }),
  execute: (input) => orNetFailure(async () => responseResult("GET", await safeFetch(input.url, { headers: input.headers }))),
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
  domain: "http",
  risk: "high",
  tags: ["http", "external", "write"],
  description: "Send data to a URL with POST (e.g. a webhook or a form endpoint) and return the response. This acts outside the site and cannot be undone, so it waits for approval.",
  input: z.object({ url: urlField, body: postBodyField, headers: headersField }).describe("The request."),
  output: resultSchema({ response: responseSchema }),
  preview: async (input) => {
    let url: URL;
    try {
      url = parseHttpUrl(input.url);
    } catch (error) {
      throw new ServiceError("validation", (error as Error).message, { hint: "Give a full http(s) address." });
    }
    const body = encodeBody(input);
    const { text: bodyPreview } = truncateText(body.text, PREVIEW_CHARS);
    return {
      action: `Send a POST request to ${url.host}`,
      target: { type: "url", label: url.href },
      current: { method: "POST", url: url.href, host: url.host, contentType: body.contentType, bodyPreview },
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
