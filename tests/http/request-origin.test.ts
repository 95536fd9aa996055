import { describe, expect, it } from "vitest";
import { crossSiteReason, type RequestSource } from "@/lib/request-origin";

const request = (over: Partial<RequestSource>): RequestSource => ({ method: "POST", origin: null, secFetchSite: null, host: "cms.example:3000", forwardedHost: null, ...over });

describe("cross-site requests that change state", () => {
  it.each([
    ["another site", { origin: "http://evil.example" }],
    ["another port of this host", { origin: "http://cms.example:4000", secFetchSite: "same-site" }],
    ["a sandboxed frame (Origin: null)", { origin: "null" }],
    ["a browser that says cross-site", { secFetchSite: "cross-site" }],
    ["a sibling subdomain", { origin: "http://blog.cms.example:3000", secFetchSite: "same-site" }],
  ])("refuses %s", (_name, over) => {
    expect(crossSiteReason(request(over))).toMatch(/^Requests from other sites are refused/);
  });

  it.each([
    ["this origin", { origin: "http://cms.example:3000", secFetchSite: "same-origin" }],
    ["a client that is no browser page (no Origin)", {}],
    ["the address typed by the person (Sec-Fetch-Site: none)", { secFetchSite: "none" }],
    ["a reading method from anywhere", { method: "GET", origin: "http://evil.example" }],
    ["this origin behind a proxy", { origin: "https://www.example.com", host: "127.0.0.1:3000", forwardedHost: "www.example.com" }],
  ])("lets through %s", (_name, over) => {
    expect(crossSiteReason(request(over))).toBeUndefined();
  });

  it("accepts the operator's configured site address", () => {
    expect(crossSiteReason(request({ origin: "https://www.example.com", host: "10.0.0.5:3000" }), ["https://www.example.com"])).toBeUndefined();
  });
});
