import { NextResponse, type NextRequest } from "next/server";
import { crossSiteReason } from "@/lib/request-origin";
import { RESOURCE_CSP, newNonce, pageArea, pageContentSecurityPolicy } from "@/lib/security-headers";

const SESSION_COOKIE = "cms_session";

/** Where a session is required and state-changing requests must come from this site. */
const GUARDED = /^\/(dashboard|api|preview)(\/|$)/;
/** API routes that authenticate with a personal API token instead of a session (the route checks it). */
const TOKEN_AUTHENTICATED = /^\/api\/mcp$/;

/** The public address the operator configured, for deployments whose proxy rewrites the Host header. */
const configuredOrigins = (() => {
  const site = process.env.SITE_URL;
  return site && URL.canParse(site) ? [new URL(site).origin] : [];
})();

/**
 * A fast first gate. State-changing requests from another site (or another port of this host) are
 * refused on every path (server actions such as sign-in post to page paths) before any handler
 * runs. Without a session cookie there is no dashboard or API; the session itself is verified
 * against the database in the dashboard layout and every route handler.
 */
function guard(request: NextRequest): NextResponse | undefined {
  const isApi = request.nextUrl.pathname.startsWith("/api/");
  const crossSite = crossSiteReason(
    {
      method: request.method,
      origin: request.headers.get("origin"),
      secFetchSite: request.headers.get("sec-fetch-site"),
      host: request.headers.get("host"),
      forwardedHost: request.headers.get("x-forwarded-host"),
    },
    configuredOrigins,
  );
  if (crossSite) {
    return isApi ? NextResponse.json({ ok: false, error: crossSite, code: "forbidden" }, { status: 403 }) : new NextResponse(crossSite, { status: 403 });
  }
  if (!GUARDED.test(request.nextUrl.pathname) || request.cookies.has(SESSION_COOKIE) || TOKEN_AUTHENTICATED.test(request.nextUrl.pathname)) return undefined;
  if (isApi) {
    return NextResponse.json({ ok: false, error: "Sign in to use this API.", code: "unauthenticated" }, { status: 401 });
  }
  const login = new URL("/login", request.url);
  login.searchParams.set("next", request.nextUrl.pathname);
  return NextResponse.redirect(login);
}

/**
 * Pages get a Content-Security-Policy with a nonce of their own. Next reads the policy from the
 * request headers while rendering and puts the nonce on its scripts; the response carries it to
 * the browser. API answers get their fixed policy from next.config.ts.
 */
function withPagePolicy(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  const policy = pageContentSecurityPolicy({
    nonce: newNonce(),
    area: pageArea(request.nextUrl.pathname),
    development: process.env.NODE_ENV === "development",
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export function proxy(request: NextRequest) {
  const refused = guard(request);
  if (!refused) return withPagePolicy(request);
  // A refusal or a redirect to sign in is no page; API paths have this policy from next.config.ts already.
  if (!request.nextUrl.pathname.startsWith("/api/")) refused.headers.set("Content-Security-Policy", RESOURCE_CSP);
  return refused;
}

// Every route but build assets and media files (which get fixed headers from next.config.ts).
export const config = { matcher: ["/((?!_next/static|_next/image|media/|favicon\\.ico).*)"] };
