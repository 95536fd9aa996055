import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import type { ApprovalPreview, ToolDefinition } from "@/lib/tools/define";
import { ownDatabase, SEEDED_CHAT_ID, seedSite, type SeededSite as Site } from "../support/seeded-site";
import { databaseState, toolSamples as samples } from "../support/tool-samples";

/**
 * Issue 13: an admin can set any tool to "ask", so every tool's approval card must say what the
 * person approves. Every tool in the registry is enumerated; each one's preview is drawn on a
 * seeded site with a valid input and must speak an editor's words, name its target as a person
 * does, show a writer's new values whole — and change nothing, down to the last row of the database.
 */
const useOwnDatabase = ownDatabase("previews");

const editor: ServiceContext = { actor: { id: null, label: "editor@test", role: "editor", kind: "user" } };
/** As the assistant in the seeded chat, where "undo the last changes" has a turn to undo. */
const inSeededChat: ServiceContext = { ...editor, chatId: SEEDED_CHAT_ID };

const TOOL_NAME = /\b(?:cms|agent|search|web|stock|http)_[A-Za-z]/;
const RAW_ID = /\b[a-z0-9]{20,}\b/;

/** The words of a card a person reads about the call (not the content values it carries). */
const cardWords = (preview: ApprovalPreview) => [preview.action, preview.target.type, preview.target.label, ...Object.keys(preview.current ?? {}), ...(preview.impact ?? [])].join("\n");

let site: Site;
let registry: readonly ToolDefinition<any, any>[];

beforeAll(async () => {
  useOwnDatabase();
  site = await seedSite(editor);
  registry = (await import("@/lib/tools/registry")).TOOL_DEFINITIONS;
}, 60_000);

describe("every tool's approval card", () => {
  it("has a sample input here, so the registry is covered whole", () => {
    expect(registry.map((definition) => definition.name).filter((name) => !(name in samples(site)))).toEqual([]);
  });

  it("says what happens in an editor's words, shows new values whole, and writes nothing", async () => {
    const { toolContext } = await import("../support/tool-context");
    const all = samples(site);
    for (const definition of registry) {
      const sample = all[definition.name];
      const before = databaseState();
      const preview = await definition.preview(definition.input.parse(sample.input), toolContext(inSeededChat));
      expect(databaseState(), `${definition.name}'s preview wrote to the database`).toBe(before);

      const words = cardWords(preview);
      expect(preview.action, definition.name).not.toMatch(/^Run\b/);
      expect(words, `${definition.name}'s card names a tool`).not.toMatch(TOOL_NAME);
      expect(`${preview.action}\n${preview.target.label}`, `${definition.name}'s card shows a raw id`).not.toMatch(RAW_ID);
      expect(words, `${definition.name}'s card shows JSON`).not.toMatch(/[{[]"/);
      expect(preview.target.label.trim(), definition.name).not.toBe("");
      if (sample.label) expect(preview.target.label, definition.name).toContain(sample.label);
      if (sample.full) expect(JSON.stringify(preview), `${definition.name}'s card clips the new value`).toContain(JSON.stringify(sample.full).slice(1, -1));

      if (preview.target.type === "readOnly") {
        expect(preview.impact, definition.name).toContain("Nothing on the site changes.");
        const shown = Object.values(preview.current ?? {}).join("\n");
        for (const value of Object.values(sample.input as Record<string, unknown>)) {
          if (typeof value === "string" || typeof value === "number") expect(shown, `${definition.name} hides its input`).toContain(String(value));
        }
      } else {
        expect(preview.changes?.length || Object.keys(preview.current ?? {}).length, `${definition.name}'s card shows neither changes nor current state`).toBeTruthy();
      }
    }
  }, 60_000);

  it("names the menu item a person would approve hiding", async () => {
    const { cmsToggleNavigationItem } = await import("@/lib/tools/navigation");
    const { toolContext } = await import("../support/tool-context");
    const preview = await cmsToggleNavigationItem.preview({ label: "blog", visible: false }, toolContext(editor));
    expect(preview).toMatchObject({
      action: "Hide 'Blog' in the menu",
      target: { type: "navItem", id: site.blogLink.id, label: "Blog" },
      current: { label: "Blog", linksTo: "/blog", visible: true, place: "top level" },
      changes: [{ field: "visible", from: true, to: false }],
      impact: ["The menu's change is saved as a draft; visitors see it once the menu is published."],
    });
  });

  it("labels a read-only call's input by its description, with the whole value", async () => {
    const { cmsGetPages } = await import("@/lib/tools/pages");
    const { agentPlan } = await import("@/lib/tools/planning");
    const { toolContext } = await import("../support/tool-context");
    expect(await cmsGetPages.preview({ query: "pricing", status: "draft" }, toolContext(editor))).toEqual({
      action: "Look up the list of pages",
      target: { type: "readOnly", label: "the site's pages" },
      current: { "Only pages with this status": "draft", "Only pages whose title or slug contains this text": "pricing" },
      impact: ["Nothing on the site changes."],
    });
    const plan = await agentPlan.preview({ goal: "Add a page", steps: [{ title: "Create it", status: "pending" }, { title: "Publish it", status: "done" }] }, toolContext(editor));
    expect(plan.current).toEqual({ "What the whole task achieves, in one sentence": "Add a page", "The steps in order, each with its status": "Create it, pending; Publish it, done" });
  });

  it("warns that an image's texts reach the live site at once", async () => {
    const { cmsUpdateImageMetadata } = await import("@/lib/tools/images");
    const { toolContext } = await import("../support/tool-context");
    const preview = await cmsUpdateImageMetadata.preview({ imageId: site.harbour.id, alt: "A harbour at dawn" }, toolContext(editor));
    expect(preview.action).toBe("Change the alt text of image 'A harbour'");
    expect(preview.changes).toEqual([{ field: "alt", from: "A harbour", to: "A harbour at dawn" }]);
    expect(preview.impact).toEqual(["An image's texts are not drafted: this shows at once on the live site, on page “Home”, post “Hello”."]);
  });

  it("refuses, like the call itself, an input that cannot run", async () => {
    const { stockImportPhoto } = await import("@/lib/tools/stock");
    const { cmsReorderSections } = await import("@/lib/tools/sections");
    const { cmsUpdateSectionImage } = await import("@/lib/tools/images");
    const { toolContext } = await import("../support/tool-context");
    const tool = toolContext(editor);
    const [hero, why] = site.homeSections;
    await expect(stockImportPhoto.preview({}, tool)).rejects.toMatchObject({ code: "validation" });
    await expect(cmsReorderSections.preview({ page: "home", sectionIds: [hero.id, why.id] }, tool)).rejects.toMatchObject({ code: "validation" });
    await expect(cmsUpdateSectionImage.preview({ sectionId: hero.id, field: "heading", imageId: site.studio.id }, tool)).rejects.toMatchObject({
      code: "validation",
      message: '"heading" is not an image field of the Hero template.',
    });
  });
});
