import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIE = "cms_session";

/**
 * A fast first gate: no session cookie, no dashboard or API. The session itself is verified
 * against the database in the dashboard layout and in every route handler.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  if (request.nextUrl.pathname.startsWith("/api/")) {
    return NextResponse.json({ ok: false, error: "Sign in to use this API.", code: "unauthenticated" }, { status: 401 });
  }
  const login = new URL("/login", request.url);
  login.searchParams.set("next", request.nextUrl.pathname);
  return NextResponse.redirect(login);
}

export const config = { matcher: ["/dashboard/:path*", "/api/:path*", "/preview/:path*"] };
