import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { RESOURCE_CSP, newNonce, pageArea, pageContentSecurityPolicy } from "@/lib/security-headers";
import { proxy } from "@/proxy";

const policyOf = (area: "site" | "dashboard", development = false) => pageContentSecurityPolicy({ nonce: "abc123", area, development });

describe("page content security policy", () => {
  it("runs only scripts with the response's nonce, and is framed nowhere", () => {
    expect(policyOf("dashboard")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("allows eval only in development, where React's debugging needs it", () => {
    expect(policyOf("site", true)).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic' 'unsafe-eval';");
    expect(policyOf("site")).not.toContain("unsafe-eval");
  });

  it("lets the public site show images from anywhere, the dashboard only its own", () => {
    expect(policyOf("site")).toContain("img-src 'self' data: blob: https:;");
    expect(policyOf("dashboard")).toContain("img-src 'self' data: blob:;");
    expect(["/dashboard", "/dashboard/chat", "/login", "/", "/blog/hello", "/preview/pages/x", "/dashboards"].map(pageArea)).toEqual([
      "dashboard",
      "dashboard",
      "dashboard",
      "site",
      "site",
      "site",
      "site",
    ]);
  });

  it("makes a new 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("proxy", () => {
  const request = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) => new NextRequest(`http://cms.test${path}`, init);
  /** The policy the proxy hands to Next's renderer with the request. */
  const forwardedPolicy = (response: Response) => response.headers.get("x-middleware-request-content-security-policy");

  it("gives each page view a policy with a fresh nonce, in the response and in the request Next renders", () => {
    const first = proxy(request("/"));
    const second = proxy(request("/"));
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(forwardedPolicy(first)).toBe(policy);
    expect(second.headers.get("content-security-policy")).not.toBe(policy);
  });

  it("signs in first for the dashboard, and leaves API policies to the fixed headers", () => {
    const dashboard = proxy(request("/dashboard/pages"));
    expect(dashboard.status).toBe(307);
    expect(dashboard.headers.get("location")).toBe("http://cms.test/login?next=%2Fdashboard%2Fpages");
    expect(dashboard.headers.get("content-security-policy")).toBe(RESOURCE_CSP);
    const signedIn = proxy(request("/dashboard/pages", { headers: { cookie: "cms_session=token" } }));
    expect(signedIn.headers.get("content-security-policy")).toContain("img-src 'self' data: blob:;");
    const api = proxy(request("/api/media", { headers: { cookie: "cms_session=token" } }));
    expect(api.headers.get("content-security-policy")).toBeNull();
    expect(proxy(request("/api/media")).status).toBe(401);
  });

  it("refuses a cross-site post to a public page's server action (sign-in) with 403, not Next's 500", async () => {
    const foreign = proxy(request("/login", { method: "POST", headers: { origin: "http://evil.example", "next-action": "x" } }));
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("other sites");
    expect(proxy(request("/login", { method: "POST", headers: { origin: "http://cms.test", host: "cms.test", "next-action": "x" } })).status).toBe(200);
    expect(proxy(request("/", { headers: { origin: "http://evil.example" } })).status).toBe(200);
  });
});
