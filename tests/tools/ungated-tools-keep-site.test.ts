import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import type { AnyToolDefinition } from "@/lib/tools/registry";
import { ownDatabase, SEEDED_CHAT_ID, seedSite, type SeededSite } from "../support/seeded-site";
import { toolSamples } from "../support/tool-samples";

/**
 * The promise behind drafts (docs/drafts.md): no tool that runs without a person's click can
 * change what visitors see. Every tool in the registry is enumerated; each one the approval policy
 * lets run on its own is run on a seeded live site with a valid input, and the published output —
 * the HTML of every public page, the blog and each post, the menu, the settings and the entries —
 * must be byte-identical afterwards. A new ungated tool without a sample input fails the test too.
 */
const useOwnDatabase = ownDatabase("ungated-tools");
const editor: ServiceContext = { actor: { id: null, label: "editor@test", role: "editor", kind: "user" } };
/** As the assistant in the seeded chat, where "undo the last changes" has a turn to undo. */
const inSeededChat: ServiceContext = { ...editor, chatId: SEEDED_CHAT_ID };

let site: SeededSite;
let publicOutput: () => Promise<string>;
let registry: readonly AnyToolDefinition[];

beforeAll(async () => {
  useOwnDatabase();
  site = await seedSite(editor);
  const { renderPublicSite } = await import("../support/public-html");
  const { loadLiveSite } = await import("../support/live-site");
  const { published } = await import("@/lib/services/published");
  publicOutput = async () =>
    JSON.stringify({
      html: renderPublicSite(await loadLiveSite()),
      menu: await published.menu(),
      settings: await published.settings(),
      entries: await published.entries(site.collection.slug),
    });
  registry = (await import("@/lib/tools/registry")).TOOL_DEFINITIONS;
}, 60_000);

describe("every tool that runs without a person's click", () => {
  it("leaves what visitors see byte-identical", async () => {
    const { runTool } = await import("@/lib/tools/define");
    const { resolvePolicy } = await import("@/lib/agent/approval-policy");
    const { toolContext } = await import("../support/tool-context");
    const { pages } = await import("@/lib/services/pages");
    const homeSectionIds = async () => (await pages.get(editor, "home")).sections.map((section) => section.id);
    // The card samples, with inputs that also run one after another (the card samples' title is over the limit on purpose).
    const samples: Record<string, { input: unknown } | (() => Promise<{ input: unknown }>)> = {
      ...toolSamples(site),
      cms_updatePage: { input: { page: "home", title: "Welcome home", seoDescription: "New words" } },
      cms_createPageWithContent: { input: { title: "Plans", sections: [{ templateKey: "hero", content: { heading: "Plans" } }] } },
      cms_reorderSections: async () => ({ input: { page: "home", sectionIds: (await homeSectionIds()).reverse() } }),
    };
    const before = await publicOutput();
    expect(before).toContain("Calm websites");
    const ran: string[] = [];
    const missing: string[] = [];
    for (const definition of registry) {
      const tool = toolContext(inSeededChat);
      const entry = samples[definition.name];
      const sample = typeof entry === "function" ? await entry() : entry;
      if (sample === undefined) {
        if (definition.risk !== "high") missing.push(definition.name);
        continue;
      }
      const input = definition.input.parse(sample.input);
      const decision = resolvePolicy({ rule: await definition.approval?.(input, tool), risk: definition.risk });
      if (decision.mode !== "allow") continue;
      const result = (await runTool(definition, input, tool)) as { ok?: boolean };
      if (result.ok !== false) ran.push(definition.name);
      expect(await publicOutput(), `${definition.name} changed the public site without a card`).toBe(before);
    }
    expect(missing, "ungated tools need a sample input in tests/support/tool-samples.ts").toEqual([]);
    // The writers among them really wrote (to drafts), so the comparison above proves something.
    expect(ran).toEqual(expect.arrayContaining(["cms_updatePage", "cms_createPageWithContent", "cms_addPageSection", "cms_syncSectionContent", "cms_reorderSections", "cms_updateSectionImage", "cms_updatePost", "cms_toggleNavigationItem", "cms_updateSiteSettings"]));
  }, 120_000);

  it("asks before an image's texts change while the image shows on the live site, and not before", async () => {
    const { getToolDefinition } = await import("@/lib/tools/registry");
    const { toolContext } = await import("../support/tool-context");
    const { images } = await import("@/lib/services/images");
    const { pngBuffer } = await import("../support/images");
    const definition = getToolDefinition("cms_updateImageMetadata")!;
    const unused = await images.upload(editor, { buffer: await pngBuffer(20, 20), originalName: "spare.png", alt: "Spare" });
    expect(await definition.approval!({ imageId: site.harbour.id, alt: "A harbour at dawn" }, toolContext(editor))).toBe("ask");
    expect(await definition.approval!({ imageId: unused.id, alt: "Still spare" }, toolContext(editor))).toBeUndefined();
  });
});
