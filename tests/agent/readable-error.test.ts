import { APICallError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { MODEL_ERRORS, readableError } from "@/lib/agent/readable-error";
import { ServiceError } from "@/lib/services/errors";

const apiError = (statusCode: number | undefined, message = "upstream said no", cause?: unknown) =>
  new APICallError({ message, url: "https://provider.example/v1", requestBodyValues: {}, statusCode, cause, isRetryable: false });

describe("model failures in words a person can act on", () => {
  it("names the cause of an HTTP failure", () => {
    expect(readableError(apiError(401))).toBe(MODEL_ERRORS.unauthorised);
    expect(readableError(apiError(403))).toBe(MODEL_ERRORS.unauthorised);
    expect(readableError(apiError(429))).toBe(MODEL_ERRORS.rateLimited);
    expect(readableError(apiError(503))).toBe(MODEL_ERRORS.unavailable);
    expect(readableError(apiError(504))).toBe(MODEL_ERRORS.timedOut);
    expect(readableError(apiError(400, "prompt is too long: 210000 tokens > 200000 maximum"))).toBe(
      "The model provider refused the request (HTTP 400): prompt is too long: 210000 tokens > 200000 maximum. Start a new chat, or choose another model.",
    );
  });

  it("reads the last attempt of exhausted retries", () => {
    const retried = new RetryError({ message: "Failed after 3 attempts", reason: "maxRetriesExceeded", errors: [apiError(500), apiError(500), apiError(429)] });
    expect(readableError(retried)).toBe(MODEL_ERRORS.rateLimited);
  });

  it("tells an unreachable provider, a cut-off stream and a timeout apart", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
    expect(readableError(apiError(undefined, "Cannot connect to API", refused))).toBe(MODEL_ERRORS.unreachable);
    expect(readableError(apiError(200, "Failed to process successful response", new TypeError("terminated")))).toBe(MODEL_ERRORS.brokeOff);
    expect(readableError(new DOMException("First chunk timeout of 60000ms exceeded", "TimeoutError"))).toBe(MODEL_ERRORS.timedOut);
  });

  it("says what a provider's error event said when it is not an outage", () => {
    expect(readableError({ message: "Context window exceeded", code: "context_length_exceeded" })).toBe(
      "The model provider reported an error: Context window exceeded. Press Retry, or choose another model.",
    );
  });

  it("keeps the app's own messages", () => {
    expect(readableError(new ServiceError("validation", 'Unknown model "x".'))).toBe('Unknown model "x".');
  });
});
