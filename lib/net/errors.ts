import type { ToolFailure } from "@/lib/tools/define";

export type NetErrorCode =
  | "invalid_url"
  | "refused"
  | "too_large"
  | "timeout"
  | "too_many_redirects"
  | "unreachable"
  | "provider_error";

/** An expected network failure, worded for a person; tools return it as a failure with a hint. */
export class NetError extends Error {
  readonly code: NetErrorCode;
  readonly hint?: string;

  constructor(code: NetErrorCode, message: string, hint?: string) {
    super(message);
    this.name = "NetError";
    this.code = code;
    this.hint = hint;
  }
}

export function isNetError(error: unknown): error is NetError {
  return error instanceof NetError;
}

export function netFailure(error: NetError): ToolFailure {
  return { ok: false, error: error.message, code: error.code, hint: error.hint };
}

/** Runs a network step; a NetError becomes the tool's failure result, anything else still throws. */
export async function orNetFailure<T>(run: () => Promise<T>): Promise<T | ToolFailure> {
  try {
    return await run();
  } catch (error) {
    if (isNetError(error)) return netFailure(error);
    throw error;
  }
}
