import "server-only";
import type { z } from "zod";
import { NetError } from "./errors";
import { safeFetch } from "./safe-fetch";

type JsonRequest = {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: unknown;
};

/**
 * Calls a provider's JSON API and checks the answer's shape. The URL is built from the provider's
 * configured base URL (operator configuration), so that origin is trusted even when it is local.
 */
export async function callJsonApi<S extends z.ZodType>(provider: string, url: string, request: JsonRequest, schema: S): Promise<z.output<S>> {
  const response = await safeFetch(url, {
    method: request.method,
    headers: { accept: "application/json", ...(request.body === undefined ? {} : { "content-type": "application/json" }), ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    trustedOrigins: [url],
  });
  const text = response.body.toString("utf8");
  if (response.status >= 400) {
    throw new NetError(
      "provider_error",
      `${provider} answered ${response.status} ${response.statusText}: ${text.slice(0, 300)}`.trim(),
      response.status === 401 || response.status === 403
        ? `Check the ${provider} API key on the server.`
        : response.status === 404
          ? "Check the id or search again."
          : "Try again later.",
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new NetError("provider_error", `${provider} sent a response that is not JSON.`, "Try again later.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new NetError("provider_error", `${provider} sent a response in an unexpected shape.`, "Try again later.");
  return parsed.data;
}
