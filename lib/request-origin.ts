/** What a state-changing request tells of where it was sent from. */
export type RequestSource = { method: string; origin: string | null; secFetchSite: string | null; host: string | null; forwardedHost: string | null };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Why a request that changes state must be refused as cross-site, or undefined when it may go on.
 * Browsers send `Origin` (and `Sec-Fetch-Site`) with every POST, PUT, PATCH and DELETE; a page on
 * another site, or on another port of this host (same-site, so it carries the session cookie), is
 * refused. Requests with neither header come from no browser page (scripts, the CLI) and carry no
 * ambient cookie unless their sender holds it.
 */
export function crossSiteReason(request: RequestSource, extraOrigins: readonly string[] = []): string | undefined {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  if (request.secFetchSite && request.secFetchSite !== "same-origin" && request.secFetchSite !== "none") {
    return `Requests from other sites are refused (Sec-Fetch-Site: ${request.secFetchSite}).`;
  }
  if (request.origin === null) return undefined;
  const host = request.forwardedHost?.split(",")[0].trim() || request.host;
  let origin: URL;
  try {
    origin = new URL(request.origin);
  } catch {
    return "Requests from other sites are refused (unreadable Origin).";
  }
  if (host && origin.host === host) return undefined;
  if (extraOrigins.includes(origin.origin)) return undefined;
  return `Requests from other sites are refused (Origin: ${request.origin}).`;
}
