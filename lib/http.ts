import "server-only";
import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { userContext, type ServiceContext } from "@/lib/services/context";
import { HTTP_STATUS, isServiceError } from "@/lib/services/errors";
import type { SessionUser } from "@/lib/services/sessions";

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ ok: false, error, ...extra }, { status });
}

/** Maps a ServiceError to its HTTP status with the message; anything else is a 500 without internals. */
export function errorResponse(error: unknown) {
  if (isServiceError(error)) {
    return jsonError(HTTP_STATUS[error.code], error.message, { code: error.code, hint: error.hint, issues: error.issues });
  }
  console.error(error);
  return jsonError(500, "Something went wrong on the server.");
}

/**
 * The JSON body of a request, or a 4xx Response to send back. JSON must be sent as JSON: a
 * `text/plain` body is what a cross-site form or a no-CORS fetch can send, so it is refused.
 */
export async function readJsonBody(request: Request): Promise<{ body: unknown } | Response> {
  const type = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (type !== "application/json") return jsonError(415, "The request body must be sent as application/json.", { code: "validation" });
  try {
    return { body: await request.json() };
  } catch {
    return jsonError(400, "The request body must be JSON.", { code: "validation" });
  }
}

type Handler<P> = (request: Request, auth: { user: SessionUser; ctx: ServiceContext }, params: P) => Promise<Response>;

/** Wraps an API route: 401 without a session, service errors mapped to clear JSON responses. */
export function withUser<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: Request, context: { params: Promise<P> }) => {
    const user = await currentUser();
    if (!user) return jsonError(401, "Sign in to use this API.", { code: "unauthenticated" });
    try {
      return await handler(request, { user, ctx: userContext(user) }, await context.params);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
