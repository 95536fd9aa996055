import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { ownDatabase, seedSite, type SeededSite } from "../support/seeded-site";

/**
 * The agent's way to go live (issue 9): edits only change drafts, and one gated call puts a whole
 * plan live on one card that shows every change and is bound to the drafts it showed.
 */
const useOwnDatabase = ownDatabase("publishing-tools");
const editor: ServiceContext = { actor: { id: null, label: "editor@test", role: "editor", kind: "user" } };

let site: SeededSite;
beforeAll(async () => {
  useOwnDatabase();
  site = await seedSite(editor);
}, 60_000);

async function loaded() {
  const { cmsListUnpublishedChanges, cmsPublishChanges } = await import("@/lib/tools/publishing");
  const { staleReason } = await import("@/lib/agent/approval-freshness");
  const { callTool, ok, toolContext } = await import("../support/tool-context");
  const services = (await import("@/lib/tools/services")).toolServices;
  return { cmsListUnpublishedChanges, cmsPublishChanges, staleReason, callTool, ok, tool: toolContext(editor), services };
}

describe("publishing tools", () => {
  it("list what waits, then put a page and the menu live together on one card that shows every change", async () => {
    const { cmsListUnpublishedChanges, cmsPublishChanges, callTool, ok, tool, services } = await loaded();
    await services.pages.update(editor, "about", { title: "About us" });
    await services.navigation.setVisible(editor, site.blogLink.id, false);

    const listed = ok(await callTool(cmsListUnpublishedChanges, {}, editor));
    expect(listed.items.map((item) => `${item.kind}:${item.name}`)).toEqual(expect.arrayContaining(["page:About us", "page:Careers", "post:Later", "navigation:Menu"]));

    const input = { items: [{ kind: "page" as const, ref: "about" }, { kind: "navigation" as const }] };
    const preview = await cmsPublishChanges.preview(cmsPublishChanges.input.parse(input), tool);
    expect(preview.action).toBe("Publish 2 changes together: page “About us”, the menu");
    expect(preview.changes).toEqual(expect.arrayContaining([{ field: "page “About us” › Title", from: "About", to: "About us" }]));
    expect(preview.changes!.some((change) => change.field.startsWith("the menu ›"))).toBe(true);
    expect(preview.impact).toEqual(["Page “About us”: changed.", "The menu: changed.", expect.stringContaining("undone as one")]);

    const result = ok(await callTool(cmsPublishChanges, input, editor));
    expect(result.published).toEqual(["page “About us”", "the menu"]);
    const { published } = await import("@/lib/services/published");
    expect((await published.menu()).map((item) => item.label)).not.toContain("Blog");
    const [release] = await services.releases.list(editor);
    expect(release.id).toBe(result.releaseId);
    expect(release.items).toHaveLength(2);
  });

  it("expire a card once a draft it showed changes, so only what the person saw can go live", async () => {
    const { cmsPublishChanges, staleReason, tool, services } = await loaded();
    const input = cmsPublishChanges.input.parse({ items: [{ kind: "post", ref: "later" }] });
    const shown = await cmsPublishChanges.preview(input, tool);
    expect(await staleReason(cmsPublishChanges, input, tool, shown)).toBeUndefined();
    await services.posts.update(editor, "later", { body: "Not yet, and a phishing link." });
    expect(await staleReason(cmsPublishChanges, input, tool, shown)).toMatch(/has changed since this card was shown/);
  });

  it("refuse items with nothing to publish, and say how to find what waits", async () => {
    const { cmsPublishChanges, callTool } = await loaded();
    expect(await callTool(cmsPublishChanges, { items: [{ kind: "page", ref: "home" }] }, editor)).toMatchObject({
      ok: false,
      code: "conflict",
      error: expect.stringContaining("no unpublished changes"),
      hint: expect.stringContaining("cms_listUnpublishedChanges"),
    });
    expect(await callTool(cmsPublishChanges, { items: [{ kind: "page" }] }, editor)).toMatchObject({ ok: false, code: "validation" });
    expect(await callTool(cmsPublishChanges, {}, editor)).toMatchObject({ ok: false, code: "validation" });
  });

  it("publish everything that waits with all: true, and tell the model what a denial means", async () => {
    const { cmsListUnpublishedChanges, cmsPublishChanges, callTool, ok } = await loaded();
    ok(await callTool(cmsPublishChanges, { all: true }, editor));
    expect(ok(await callTool(cmsListUnpublishedChanges, {}, editor)).total).toBe(0);
    expect(await callTool(cmsPublishChanges, { all: true }, editor)).toMatchObject({ ok: false, code: "conflict" });
    expect(cmsPublishChanges.deniedNote).toMatch(/Nothing went live/);
  });
});
