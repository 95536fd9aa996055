import type { ZodError } from "zod";

export type ServiceErrorCode =
  | "not_found"
  | "conflict"
  /** What was asked for already holds (the link is already hidden, the page already in the menu): nothing changed. */
  | "already_done"
  | "validation"
  | "forbidden"
  | "unauthenticated"
  | "rate_limited";

export type FieldIssue = { path: string; message: string };

/** An expected failure with a message fit to show a person (and a hint a model can act on). */
export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  readonly hint?: string;
  readonly issues?: FieldIssue[];

  constructor(code: ServiceErrorCode, message: string, options: { hint?: string; issues?: FieldIssue[] } = {}) {
    super(message);
    this.name = "ServiceError";
    this.code = code;
    this.hint = options.hint;
    this.issues = options.issues;
  }
}

export const notFound = (what: string, hint?: string) =>
  new ServiceError("not_found", `${what} was not found.`, { hint });

export const conflict = (message: string, hint?: string) => new ServiceError("conflict", message, { hint });

export const alreadyDone = (message: string, hint?: string) => new ServiceError("already_done", message, { hint });

export const forbidden = (message: string) => new ServiceError("forbidden", message);

export function validationError(error: ZodError, prefix = "Invalid input"): ServiceError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ");
  return new ServiceError("validation", `${prefix}: ${summary}`, { issues });
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

export const HTTP_STATUS: Record<ServiceErrorCode, number> = {
  not_found: 404,
  conflict: 409,
  already_done: 409,
  validation: 400,
  forbidden: 403,
  unauthenticated: 401,
  rate_limited: 429,
};
