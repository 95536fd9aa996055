import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { ServiceContext } from "./context";
import { ServiceError } from "./errors";
import { runWrite, toJsonInput, toSnapshot, type EntityHistory } from "./history";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";
import { SETTINGS_ID } from "@/lib/domain/content-kinds";

export const SETTING_KEYS = ["name", "tagline", "logoImageId", "themeColors", "socialLinks", "seoTitle", "seoDescription"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, "Use a hex colour like #1d4ed8");

const themeColorsSchema = z.strictObject({ primary: hexColor, accent: hexColor, background: hexColor, text: hexColor });

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), { message: "Use a full http(s):// address" });

const socialLinkSchema = z.strictObject({
  label: z.string().trim().min(1, "Label is required").max(40, "At most 40 characters"),
  url: httpUrl,
});

export type ThemeColors = z.infer<typeof themeColorsSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const updateSettingsSchema = z
  .strictObject({
    name: z.string().trim().min(1, "Name is required").max(80, "At most 80 characters").optional(),
    tagline: z.string().trim().max(160, "At most 160 characters").optional(),
    logoImageId: z.string().trim().min(1).nullable().optional(),
    /** Colours not given keep their current value. */
    themeColors: themeColorsSchema.partial().optional(),
    /** Replaces the whole list. */
    socialLinks: z.array(socialLinkSchema).max(10, "At most 10 social links").optional(),
    seoTitle: z.string().trim().max(70, "At most 70 characters").optional(),
    seoDescription: z.string().trim().max(160, "At most 160 characters").optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "Nothing to update" });

const DEFAULTS = {
  name: "My Site",
  tagline: "",
  logoImageId: null,
  themeColors: { primary: "#2563eb", accent: "#f59e0b", background: "#ffffff", text: "#111827" } satisfies ThemeColors,
  socialLinks: [] as SocialLink[],
  seoTitle: "",
  seoDescription: "",
};

type SettingsRow = Awaited<ReturnType<Tx["siteSettings"]["findUniqueOrThrow"]>>;

function toSettings({ id: _id, ...row }: SettingsRow) {
  return { ...row, themeColors: row.themeColors as ThemeColors, socialLinks: row.socialLinks as SocialLink[] };
}

export type SiteSettingsData = ReturnType<typeof toSettings>;

/** The settings row, created with defaults the first time anyone reads it (not a user's change, so not audited). */
async function ensureSettings(tx: Tx) {
  const existing = await tx.siteSettings.findUnique({ where: { id: SETTINGS_ID } });
  if (existing) return existing;
  const defaults = { ...DEFAULTS, themeColors: toJsonInput(DEFAULTS.themeColors)!, socialLinks: toJsonInput(DEFAULTS.socialLinks)! };
  return tx.siteSettings.upsert({ where: { id: SETTINGS_ID }, update: {}, create: { id: SETTINGS_ID, ...defaults } });
}

/** What the site shows before anyone saved settings: the defaults, as a snapshot. */
export const defaultSettingsSnapshot = () => toSnapshot(DEFAULTS);

async function loadSettings(tx: Tx, id: string) {
  const row = await tx.siteSettings.findUnique({ where: { id } });
  if (!row) return null;
  // updatedAt is left out: a revision compares content, not timestamps.
  const { updatedAt: _updatedAt, ...content } = toSettings(row);
  return toSnapshot(content);
}

async function assertLogoImage(tx: Tx, imageId: string) {
  const image = await tx.image.findUnique({ where: { id: imageId }, select: { deletedAt: true } });
  if (!image || image.deletedAt) {
    throw new ServiceError("validation", `Invalid settings: logo image "${imageId}" does not exist${image ? " (it is in the trash)" : ""}.`, {
      hint: "List images to find a valid id, or restore the image first.",
    });
  }
}

export const settingsHistory: EntityHistory = {
  load: loadSettings,
  async apply(tx, id, snapshot) {
    // No row means "never changed": the next read recreates the defaults.
    if (!snapshot) {
      await tx.siteSettings.deleteMany({ where: { id } });
      return;
    }
    const s = snapshot as unknown as Omit<SiteSettingsData, "updatedAt">;
    const data = {
      name: s.name,
      tagline: s.tagline,
      logoImageId: s.logoImageId,
      themeColors: toJsonInput(s.themeColors)!,
      socialLinks: toJsonInput(s.socialLinks)!,
      seoTitle: s.seoTitle,
      seoDescription: s.seoDescription,
    };
    await tx.siteSettings.upsert({ where: { id }, update: data, create: { id, ...data } });
  },
  describe: () => "site settings",
};

export const settings = {
  async get(ctx: ServiceContext) {
    assertCan(ctx, "content.read");
    return toSettings(await ensureSettings(db));
  },

  /** The settings for the public site (no user involved). */
  async getPublic() {
    return toSettings(await ensureSettings(db));
  },

  async getOne<K extends SettingKey>(ctx: ServiceContext, key: K): Promise<SiteSettingsData[K]> {
    assertCan(ctx, "content.read");
    const valid = parseInput(z.enum(SETTING_KEYS, { error: `Unknown setting; valid keys are: ${SETTING_KEYS.join(", ")}` }), key, "Invalid setting");
    return (await settings.get(ctx))[valid as K];
  },

  async update(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(updateSettingsSchema, rawInput, "Invalid settings");
    const target = { type: "settings" as const, id: SETTINGS_ID, label: "site settings" };
    return runWrite(ctx, { action: "settings.update", permission: "settings.write", input, target }, async ({ tx, record }) => {
      const current = toSettings(await ensureSettings(tx));
      if (input.logoImageId) await assertLogoImage(tx, input.logoImageId);
      const before = await loadSettings(tx, SETTINGS_ID);
      const { themeColors, socialLinks, ...plain } = input;
      await tx.siteSettings.update({
        where: { id: SETTINGS_ID },
        data: {
          ...plain,
          themeColors: themeColors ? toJsonInput({ ...current.themeColors, ...themeColors }) : undefined,
          socialLinks: socialLinks ? toJsonInput(socialLinks) : undefined,
        },
      });
      record({ entityType: "settings", entityId: SETTINGS_ID, before, after: await loadSettings(tx, SETTINGS_ID) });
      return toSettings(await tx.siteSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } }));
    });
  },
};
