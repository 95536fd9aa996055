import { describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { settings } from "@/lib/services/settings";
import type { ToolDefinition } from "@/lib/tools/define";
import { cmsGetSiteSetting, cmsGetSiteSettings, cmsUpdateSiteSettings } from "@/lib/tools/settings";
import { editor, unique, viewer } from "../support/actors";
import { withSettingsLock } from "../support/settings-lock";
import { callTool, toolContext } from "../support/tool-context";

/** Runs the tool and checks its result against the tool's own output schema. */
async function call(definition: ToolDefinition<any, any>, input: unknown, ctx: ServiceContext = editor) {
  const result = await callTool(definition, input, ctx);
  definition.output.parse(result);
  return result;
}

describe("settings tools", () => {
  it("read all settings and a single one", () =>
    withSettingsLock(async () => {
      const name = unique("Bakery");
      await settings.update(editor, { name, socialLinks: [{ label: "Mastodon", url: "https://social.example/@bakery" }] });
      const all = await call(cmsGetSiteSettings, {}, viewer);
      expect(all).toMatchObject({ ok: true, settings: { name, socialLinks: [{ label: "Mastodon" }], updatedAt: expect.any(String) } });
      expect(Object.keys(all.settings.themeColors)).toEqual(["primary", "accent", "background", "text"]);
      expect(await call(cmsGetSiteSetting, { key: "name" }, viewer)).toMatchObject({ ok: true, key: "name", value: name });
      expect(() => cmsGetSiteSetting.input.parse({ key: "password" })).toThrow();
    }));

  it("previews the changes from → to, colour by colour, then applies them", () =>
    withSettingsLock(async () => {
      await settings.update(editor, { name: "Old name", tagline: "Same", themeColors: { primary: "#111111", accent: "#222222" } });
      const input = { name: "New name", tagline: "Same", themeColors: { primary: "#333333", accent: "#222222" } };
      const preview = await cmsUpdateSiteSettings.preview!(input, toolContext(editor));
      expect(preview).toMatchObject({
        action: "Update the site settings",
        target: { type: "settings", id: "site" },
        // named as the settings form names them, not by their keys
        changes: [
          { field: "Site name", from: "Old name", to: "New name" },
          { field: "Primary colour", from: "#111111", to: "#333333" },
        ],
        current: { "Site name": "Old name", "Primary colour": "#111111" },
      });
      const result = await call(cmsUpdateSiteSettings, input);
      expect(result).toMatchObject({ ok: true, message: "Updated the site settings: site name, primary colour.", settings: { name: "New name" } });
      expect(result.settings.themeColors).toMatchObject({ primary: "#333333", accent: "#222222" });
      expect(result.changes).toEqual([
        { field: "name", from: "Old name", to: "New name" },
        { field: "themeColors.primary", from: "#111111", to: "#333333" },
      ]);
      // a label's capitals inside the sentence stay ("SEO"), only its first letter is lowered
      expect(await call(cmsUpdateSiteSettings, { seoTitle: "Calm web design" })).toMatchObject({ ok: true, message: "Updated the site settings: default SEO title." });
    }));

  it("fails with a hint on invalid values, nothing to change, and for a viewer", () =>
    withSettingsLock(async () => {
      expect(await call(cmsUpdateSiteSettings, { themeColors: { primary: "blue" } })).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("hex") });
      expect(await call(cmsUpdateSiteSettings, { logoImageId: "no-such-image" })).toMatchObject({ ok: false, code: "validation", hint: expect.stringContaining("image") });
      const { name } = await settings.get(editor);
      expect(await call(cmsUpdateSiteSettings, { name })).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("Nothing to change") });
      expect(await call(cmsUpdateSiteSettings, { name: "Viewer's site" }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
      expect((await settings.get(editor)).name).toBe(name);
    }));

  it("ignores a model-invented confirmed flag", () => {
    expect(cmsUpdateSiteSettings.input.parse({ name: "X", confirmed: true })).toEqual({ name: "X" });
  });
});
