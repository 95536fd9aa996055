import { APICallError, InvalidToolApprovalSignatureError, JSONParseError, RetryError, StreamProviderError, TypeValidationError } from "ai";
import { ServiceError } from "@/lib/services/errors";

const OTHER_MODEL = "or choose another model";

export const MODEL_ERRORS = {
  timedOut: `The model is not answering. Press Retry, ${OTHER_MODEL}.`,
  rateLimited: `The model provider is limiting requests right now (rate limited). Wait a minute and press Retry, ${OTHER_MODEL}.`,
  unavailable: `The model provider is down or overloaded right now. Press Retry in a few minutes, ${OTHER_MODEL}.`,
  unauthorised: `The model provider did not accept this app's API key (unauthorised). An administrator needs to check the key; until then, choose another model.`,
  badResponse: `The model provider sent a reply that could not be read (bad response). Press Retry; if it happens again, choose another model.`,
  brokeOff: `The connection to the model provider broke off. Press Retry, ${OTHER_MODEL}.`,
  unreachable: `The model provider could not be reached. Check its address and your connection, ${OTHER_MODEL}.`,
  unknown: "Something went wrong while the assistant was working. Press Retry.",
} as const;

/** The provider's own words, short enough to show. */
const quoted = (message: string) => {
  const clean = message.replace(/\s+/g, " ").trim();
  return clean.length > 200 ? `${clean.slice(0, 199)}…` : clean;
};

function byStatus(status: number, message: string): string {
  if (status === 401 || status === 403) return MODEL_ERRORS.unauthorised;
  if (status === 429) return MODEL_ERRORS.rateLimited;
  if (status === 408 || status === 504) return MODEL_ERRORS.timedOut;
  if (status >= 500) return MODEL_ERRORS.unavailable;
  return `The model provider refused the request (HTTP ${status}): ${quoted(message)}. Start a new chat, ${OTHER_MODEL}.`;
}

/** A provider's error event inside a 200 stream: `{ type, message }`, `{ message, code }`… */
function providerEvent({ message, type, code }: { message?: unknown; type?: unknown; code?: unknown }): string | undefined {
  if (typeof message !== "string") return undefined;
  const said = `${String(type ?? "")} ${String(code ?? "")} ${message}`;
  if (/overload|unavailable|capacity|server_error|api_error|\b5\d\d\b/i.test(said)) return MODEL_ERRORS.unavailable;
  if (/rate.?limit|\b429\b/i.test(said)) return MODEL_ERRORS.rateLimited;
  return `The model provider reported an error: ${quoted(message)}. Press Retry, ${OTHER_MODEL}.`;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === "TimeoutError";

/**
 * Model and provider failures as a sentence a person can act on: what happened (rate limited,
 * provider down, bad response, timed out, unauthorised) and what to do. Unknown errors are logged.
 */
export function readableError(error: unknown): string {
  if (RetryError.isInstance(error)) return readableError(error.lastError);
  if (isTimeout(error)) return MODEL_ERRORS.timedOut;
  if (StreamProviderError.isInstance(error)) return error.statusCode ? byStatus(error.statusCode, error.message) : (providerEvent(error) ?? MODEL_ERRORS.unavailable);
  if (APICallError.isInstance(error)) {
    // A 200 whose stream then failed: the cause says how (cut off, or unreadable).
    if (error.statusCode && error.statusCode < 300) return error.cause ? readableError(error.cause) : MODEL_ERRORS.badResponse;
    if (error.statusCode) return byStatus(error.statusCode, error.message);
    if (isTimeout(error.cause)) return MODEL_ERRORS.timedOut;
    return MODEL_ERRORS.unreachable;
  }
  if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error)) return MODEL_ERRORS.badResponse;
  if (error instanceof ServiceError) return error.message;
  if (InvalidToolApprovalSignatureError.isInstance(error)) return "This approval could not be verified, so nothing was done. Ask the assistant again.";
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `${error.cause.message} ${(error.cause as { code?: string }).code ?? ""}` : "";
    if (/terminated|other side closed|socket hang up|ECONNRESET|premature close/i.test(`${error.message} ${cause}`)) return MODEL_ERRORS.brokeOff;
    if (/fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN/i.test(`${error.message} ${cause}`)) return MODEL_ERRORS.unreachable;
  } else if (error && typeof error === "object") {
    const said = providerEvent(error);
    if (said) return said;
  }
  console.error(error);
  return MODEL_ERRORS.unknown;
}
