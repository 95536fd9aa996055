import "server-only";
import { z } from "zod";
import { SETTING_KEYS } from "@/lib/services/settings";
import { defineTool, resultSchema, type ToolContext, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { imageNameOf } from "./images";
import { changesOf, iso, success, toolFailure, withHints, type DomainHints } from "./summaries";
import { settingInSentence, settingLabel } from "@/lib/content/setting-labels";

const hints: DomainHints = {
  notFound: "Call cms_getSiteSettings to see the current settings.",
  conflict: "Call cms_getSiteSettings to check the current settings.",
};

type SiteSettings = Awaited<ReturnType<ToolContext["services"]["settings"]["get"]>>;

const themeColorsSchema = z.object({ primary: z.string(), accent: z.string(), background: z.string(), text: z.string() });
const socialLinkSchema = z.object({ label: z.string(), url: z.string() });

const settingsSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  logoImageId: z.string().nullable(),
  themeColors: themeColorsSchema,
  socialLinks: z.array(socialLinkSchema),
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
});

const settingsResult = ({ updatedAt, ...values }: SiteSettings) => ({ ...values, updatedAt: iso(updatedAt)! });

const colour = (name: string) => z.string().optional().describe(`${name} colour as a hex code like #1d4ed8.`);

const updateInput = z
  .object({
    name: z.string().optional().describe("The site's name, shown in the header and browser tab (at most 80 characters)."),
    tagline: z.string().optional().describe('A short line under the name (at most 160 characters); "" clears it.'),
    logoImageId: z.string().trim().min(1).nullable().optional().describe("Id of an image from the media library to use as the logo; null removes the logo."),
    themeColors: z
      .object({ primary: colour("Primary"), accent: colour("Accent"), background: colour("Background"), text: colour("Text") })
      .optional()
      .describe("Theme colours to change; colours left out keep their value."),
    socialLinks: z
      .array(z.object({ label: z.string().describe('e.g. "Mastodon"'), url: z.string().describe("Full https:// address.") }).describe("One social link."))
      .optional()
      .describe("The complete list of social links (replaces the current list; [] removes them all; at most 10)."),
    seoTitle: z.string().optional().describe("Default title for search engines (at most 70 characters)."),
    seoDescription: z.string().optional().describe("Default description for search engines (at most 160 characters)."),
  })
  .describe("The settings to change; fields left out stay as they are.");

type SettingsPatch = z.infer<typeof updateInput>;

/** Each field the patch really changes, theme colours one by one (they are merged, not replaced). */
function settingChanges(current: SiteSettings, { themeColors, ...patch }: SettingsPatch) {
  return [
    ...changesOf(current, patch),
    ...changesOf(current.themeColors, themeColors ?? {}).map((change) => ({ ...change, field: `themeColors.${change.field}` })),
  ];
}

export const cmsGetSiteSettings = defineReadTool({
  name: "cms_getSiteSettings",
  label: "Read the site settings",
  readAction: "Look up the site settings",
  domain: "settings",
  risk: "safe",
  tags: ["settings", "site", "read"],
  description: "Get all site-wide settings: name, tagline, logo image id, theme colours, social links and default SEO title/description.",
  input: z.object({}).describe("No input needed."),
  output: resultSchema({ settings: settingsSchema }),
  execute: (_input, tool) =>
    withHints(hints, async () => {
      const settings = await tool.services.settings.get(tool.ctx);
      return success(`Site settings of '${settings.name}'.`, { settings: settingsResult(settings) });
    }),
});

export const cmsGetSiteSetting = defineReadTool({
  name: "cms_getSiteSetting",
  label: "Read a site setting",
  readAction: "Look up one site setting",
  domain: "settings",
  risk: "safe",
  tags: ["settings", "site", "read"],
  description: "Get one site setting by key.",
  input: z.object({ key: z.enum(SETTING_KEYS).describe("Which setting to read.") }).describe("The setting to read."),
  output: resultSchema({ key: z.string(), value: z.unknown() }),
  execute: ({ key }, tool) =>
    withHints(hints, async () => {
      const value = await tool.services.settings.getOne(tool.ctx, key);
      return success(`${key}: ${JSON.stringify(value)}`, { key, value });
    }),
});

export const cmsUpdateSiteSettings = defineTool({
  name: "cms_updateSiteSettings",
  label: "Change the site settings",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "settings",
  risk: "moderate",
  tags: ["settings", "site", "update"],
  description: "Change site-wide settings (name, tagline, logo, theme colours, social links, default SEO). The change shows on the whole public site at once.",
  input: updateInput,
  output: resultSchema({ settings: settingsSchema, changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })) }),
  preview: async (input, tool) => {
    const current = await tool.services.settings.get(tool.ctx);
    // Each setting by the label the settings form shows; the logo by the image's name, not its id.
    const changes = await Promise.all(
      settingChanges(current, input).map(async (change) =>
        change.field === "logoImageId"
          ? { field: settingLabel(change.field), from: await imageNameOf(tool, change.from), to: await imageNameOf(tool, change.to) }
          : { ...change, field: settingLabel(change.field) },
      ),
    );
    return {
      action: "Update the site settings",
      target: { type: "settings", id: "site", label: `site settings of '${current.name}'` },
      current: Object.fromEntries(changes.map(({ field, from }) => [field, from])),
      changes,
      impact: [
        changes.length
          ? "The settings are saved as a draft; every page shows the change once the settings are published."
          : "Nothing would change: the values are already set.",
      ],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const changes = settingChanges(await tool.services.settings.get(tool.ctx), input);
      if (!changes.length) return toolFailure("validation", "Nothing to change: the settings already have these values.", "Call cms_getSiteSettings to see the current values.");
      const settings = await tool.services.settings.update(tool.ctx, input);
      return success(`Updated the site settings: ${changes.map((change) => settingInSentence(change.field)).join(", ")}.`, { settings: settingsResult(settings), changes });
    }),
});

export const settingsTools: ToolDefinition<any, any>[] = [cmsGetSiteSettings, cmsGetSiteSetting, cmsUpdateSiteSettings];
