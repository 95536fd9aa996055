import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { allowedHosts, hostIsCovered } from "@/lib/services/allowed-hosts";
import { admin, editor, viewer } from "../support/actors";
import { withSettingsLock } from "../support/settings-lock";

describe("hosts the assistant may read from without asking", () => {
  it("stores host names only, whatever form an admin writes them in, and audits the change", () =>
    withSettingsLock(async () => {
      const saved = await allowedHosts.replace(admin, ["API.Example.com", "https://feeds.example.org/rss?x=1", "*.wikipedia.org", "api.example.com", "bücher.example"]);
      expect(saved).toEqual(["api.example.com", "feeds.example.org", "wikipedia.org", "xn--bcher-kva.example"]);
      expect(await allowedHosts.list(viewer)).toEqual(saved);
      const event = await db.auditEvent.findFirstOrThrow({ where: { action: "agent.hosts.update" }, orderBy: { createdAt: "desc" } });
      expect(event).toMatchObject({ outcome: "success", input: { hosts: saved } });
      expect(await allowedHosts.replace(admin, [])).toEqual([]);
      expect(await allowedHosts.all()).toEqual([]);
    }));

  it("refuses a list with anything that is not a host, and keeps the old list", () =>
    withSettingsLock(async () => {
      await allowedHosts.replace(admin, ["api.example.com"]);
      for (const bad of [["fine.example.com", "not a host"], ["localhost"], ["*"], ["http://"], Array.from({ length: 101 }, (_, i) => `h${i}.example.com`)]) {
        await expect(allowedHosts.replace(admin, bad)).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("Invalid host list") });
      }
      await expect(allowedHosts.replace(admin, ["not a host"])).rejects.toMatchObject({ message: expect.stringContaining("“not a host” is not a host name; write one like api.example.com") });
      expect(await allowedHosts.all()).toEqual(["api.example.com"]);
      await allowedHosts.replace(admin, []);
    }));

  it("lets only admins change the list", () =>
    withSettingsLock(async () => {
      await expect(allowedHosts.replace(editor, ["api.example.com"])).rejects.toMatchObject({ code: "forbidden" });
      expect(await allowedHosts.all()).toEqual([]);
    }));

  it("covers a listed host and its subdomains, never a look-alike", () => {
    const listed = ["example.com", "api.other.org"];
    expect(hostIsCovered("example.com", listed)).toBe(true);
    expect(hostIsCovered("API.Example.com.", listed)).toBe(true);
    expect(hostIsCovered("v2.api.other.org", listed)).toBe(true);
    expect(hostIsCovered("evilexample.com", listed)).toBe(false);
    expect(hostIsCovered("example.com.evil.net", listed)).toBe(false);
    expect(hostIsCovered("other.org", listed)).toBe(false);
  });
});
