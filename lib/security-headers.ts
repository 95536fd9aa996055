/**
 * The browser-side defences every response carries (docs/security.md). The fixed headers are set
 * for every route in next.config.ts; pages get a Content-Security-Policy with a fresh nonce from
 * proxy.ts, because Next puts that nonce on its own scripts only while rendering the request.
 */

/** Headers that are the same for every response: page, API answer, image or redirect. */
export const FIXED_SECURITY_HEADERS = [
  // Old browsers' frame protection; CSP frame-ancestors 'none' is the current one.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Other sites learn that a visitor came from this site, never from which page (dashboard addresses name drafts).
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Nothing here uses these; a page that would (an injected script, an embedded frame) is refused them.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()" },
  // A page opened from here by another site cannot reach back into it through window.opener.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
] as const;

/** For responses that are never pages (JSON, images): nothing in them may run, load or be framed. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Where a page belongs: the public site (and previews of it) shows images from anywhere, as editors
 * link them in posts; the dashboard and sign-in load images from this site only, so an image a
 * model writes into a chat answer (![](https://elsewhere/?data)) cannot send data anywhere.
 */
export type PageArea = "site" | "dashboard";

export function pageArea(pathname: string): PageArea {
  return /^\/(dashboard|login)(\/|$)/.test(pathname) ? "dashboard" : "site";
}

/**
 * The policy for one page view. Scripts run only with this response's nonce (and what they load,
 * 'strict-dynamic'); React's development build also needs eval. Inline styles stay allowed: the
 * site's colours are style attributes and toasts insert a style element, and CSS cannot run code.
 */
export function pageContentSecurityPolicy({ nonce, area, development }: { nonce: string; area: PageArea; development: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(area === "site" ? ["https:"] : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
