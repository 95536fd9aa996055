import { describe, expect, it } from "vitest";
import { selectDomains } from "@/lib/agent/active-tools";

describe("choosing tool groups for a request", () => {
  it("picks groups by the words of the request", () => {
    expect(selectDomains("publish the post about autumn", [])).toEqual(expect.arrayContaining(["posts", "planning", "meta"]));
    expect(selectDomains("hide the Blog link", [])).toEqual(expect.arrayContaining(["navigation"]));
    expect(selectDomains("change the site tagline", [])).toContain("settings");
    expect(selectDomains("change the site tagline", [])).not.toContain("posts");
  });

  it("adds the groups of entities just worked on and of requested tools", () => {
    const memory = [{ type: "post" as const, id: "p1", label: "Autumn" }];
    expect(selectDomains("publish it", memory)).toContain("posts");
    expect(selectDomains("do it", [], ["images"])).toContain("images");
  });

  it("falls back to the common groups when nothing matches", () => {
    expect(selectDomains("hello there", [])).toEqual(expect.arrayContaining(["pages", "posts", "search"]));
  });
});

describe("the groups the model can ask for (agent_requestTools)", () => {
  it("are every group of the one domain list but those each turn has anyway", async () => {
    const { TOOL_DOMAINS } = await import("@/lib/domain/tool-domains");
    const { agentRequestTools } = await import("@/lib/tools/meta");
    for (const domain of TOOL_DOMAINS) {
      const always = ["planning", "meta"].includes(domain);
      expect(agentRequestTools.input.safeParse({ domains: [domain] }).success, domain).toBe(!always);
      expect(selectDomains("", []).includes(domain) || !always, `${domain} is active on every turn`).toBe(true);
    }
  });
});
