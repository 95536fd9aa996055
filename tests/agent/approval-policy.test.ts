import { describe, expect, it } from "vitest";
import { findOverride, resolvePolicy } from "@/lib/agent/approval-policy";

describe("approval policy resolution", () => {
  it.each([
    // override, rule, risk → mode, source
    [undefined, undefined, "safe", "allow", "risk"],
    [undefined, undefined, "moderate", "allow", "risk"],
    [undefined, undefined, "high", "ask", "risk"],
    [undefined, "ask", "moderate", "ask", "rule"],
    [undefined, "allow", "high", "allow", "rule"],
    ["block", "allow", "safe", "block", "override"],
    ["allow", "ask", "high", "allow", "override"],
    ["ask", undefined, "safe", "ask", "override"],
  ] as const)("override %s, rule %s, risk %s → %s (from %s)", (override, rule, risk, mode, source) => {
    expect(resolvePolicy({ override, rule, risk })).toMatchObject({ mode, source });
  });

  it("flags moderate and high calls, not safe ones", () => {
    expect(resolvePolicy({ risk: "safe" }).flagged).toBe(false);
    expect(resolvePolicy({ risk: "moderate" }).flagged).toBe(true);
    expect(resolvePolicy({ risk: "high" }).flagged).toBe(true);
  });

  it("prefers the override for the exact role over the one for every role", () => {
    const overrides = [
      { toolName: "cms_deletePage", role: "*", mode: "block" },
      { toolName: "cms_deletePage", role: "admin", mode: "allow" },
      { toolName: "cms_publishPost", role: "editor", mode: "nonsense" },
    ];
    expect(findOverride(overrides, "cms_deletePage", "admin")).toBe("allow");
    expect(findOverride(overrides, "cms_deletePage", "editor")).toBe("block");
    expect(findOverride(overrides, "cms_publishPost", "editor")).toBeUndefined();
    expect(findOverride(overrides, "cms_getPages", "editor")).toBeUndefined();
  });
});
