export type NetErrorCode =
  | "invalid_url"
  | "refused"
  | "too_large"
  | "timeout"
  | "too_many_redirects"
  | "unreachable"
  | "unsupported_content"
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

/** The failure shape agent tools return (ToolFailure in lib/tools/define). */
export type NetFailure = { ok: false; error: string; code: NetErrorCode; hint?: string };

/** Runs a network step; a NetError becomes the tool's failure result, anything else still throws. */
export async function orNetFailure<T>(run: () => Promise<T>): Promise<T | NetFailure> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NetError) return { ok: false, error: error.message, code: error.code, hint: error.hint };
    throw error;
  }
}
