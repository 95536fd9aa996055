import { describe, expect, it } from "vitest";
import { isSitePath, sitePathProblem } from "@/lib/content/site-path";

describe("site paths", () => {
  it.each(["/", "/about", "/blog/hello-world", "/blog?page=2#top", "/search?q=a%2Fb", "/über", "/dashboard/pages?status=draft"])("accepts %s", (value) => {
    expect(sitePathProblem(value)).toBeNull();
  });

  it.each([
    ["//evil.example", "browsers read a path starting with // as another site's address"],
    ["/\\evil.example", "browsers read a backslash (\\) as /, which makes it another site's address"],
    ["/\\127.0.0.1:3714/pwned", "browsers read a backslash (\\) as /, which makes it another site's address"],
    ["/%5C127.0.0.1:3714/pwned", "browsers read a backslash (\\) as /, which makes it another site's address"],
    ["/%5cevil.example", "browsers read a backslash (\\) as /, which makes it another site's address"],
    ["/about\\..\\..", "browsers read a backslash (\\) as /, which makes it another site's address"],
    ["/%2F/evil.example", "browsers read a path starting with // as another site's address"],
    ["/%2fevil.example", "browsers read a path starting with // as another site's address"],
    ["/\t/evil.example", "it contains control characters"],
    ["/\n/evil.example", "it contains control characters"],
    ["/%09/evil.example", "it contains control characters"],
    ["/about\u0000", "it contains control characters"],
    ["https://evil.example/", "it does not start with /"],
    ["javascript:alert(1)", "it does not start with /"],
    [" /about", "it does not start with /"],
    ["\\\\evil.example", "it does not start with /"],
    ["", "it does not start with /"],
  ])("refuses %j", (value, problem) => {
    expect(sitePathProblem(value)).toBe(problem);
    expect(isSitePath(value)).toBe(false);
  });

  it("never passes a path that the browser's own URL parser sends to another origin", () => {
    const here = "https://cms.example";
    const tricks = ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\r\n/evil.example", "\\/evil.example", "/\\/evil.example"];
    for (const value of tricks) {
      expect(new URL(value, here).origin, value).not.toBe(here);
      expect(isSitePath(value), value).toBe(false);
    }
  });
});
