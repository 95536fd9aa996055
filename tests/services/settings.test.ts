import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { images } from "@/lib/services/images";
import { settings } from "@/lib/services/settings";
import { editor, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";
import { acquireSettingsLock, releaseSettingsLock } from "../support/settings-lock";

beforeAll(acquireSettingsLock);
afterAll(releaseSettingsLock);

const uploadImage = async () => images.upload(editor, { buffer: await pngBuffer(40, 30), originalName: "logo.png" });

describe("settings service", () => {
  it("creates the settings with defaults on first read", async () => {
    await db.siteSettings.deleteMany();
    const current = await settings.get(viewer);
    expect(current).toMatchObject({ name: "My Site", tagline: "", logoImageId: null, socialLinks: [], seoTitle: "", seoDescription: "" });
    expect(Object.values(current.themeColors)).toHaveLength(4);
    expect(await settings.getPublic()).toEqual(current);
  });

  it("updates fields, merges theme colours and records a revision", async () => {
    const before = await settings.get(editor);
    const updated = await settings.update(editor, {
      name: "Acme",
      tagline: "We make things",
      themeColors: { primary: "#112233" },
      socialLinks: [{ label: "Mastodon", url: "https://social.example/@acme" }],
      seoDescription: "Acme makes things",
    });
    expect(updated).toMatchObject({ name: "Acme", tagline: "We make things", seoDescription: "Acme makes things" });
    expect(updated.themeColors).toEqual({ ...before.themeColors, primary: "#112233" });
    expect(updated.socialLinks).toEqual([{ label: "Mastodon", url: "https://social.example/@acme" }]);

    const revision = await db.revision.findFirstOrThrow({ where: { entityType: "settings", entityId: "site" }, orderBy: { createdAt: "desc" } });
    expect(revision).toMatchObject({ action: "settings.update", before: { name: before.name }, after: { name: "Acme" } });
  });

  it("refuses invalid settings and changes nothing", async () => {
    const before = await settings.get(editor);
    const bad = [
      {},
      { name: "" },
      { name: "x".repeat(81) },
      { tagline: "x".repeat(161) },
      { seoTitle: "x".repeat(71) },
      { themeColors: { primary: "blue" } },
      { themeColors: { shadow: "#000000" } },
      { socialLinks: [{ label: "Bad", url: "javascript:alert(1)" }] },
      { socialLinks: [{ label: "Ftp", url: "ftp://example.com" }] },
      { socialLinks: Array.from({ length: 11 }, (_, i) => ({ label: `L${i}`, url: "https://example.com" })) },
      { favicon: "x" },
    ];
    for (const input of bad) await expect(settings.update(editor, input)).rejects.toMatchObject({ code: "validation" });
    expect(await settings.get(editor)).toEqual(before);
  });

  it("accepts only a live image as the logo", async () => {
    const image = await uploadImage();
    await expect(settings.update(editor, { logoImageId: "no-such-image" })).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("no-such-image") });
    expect((await settings.update(editor, { logoImageId: image.id })).logoImageId).toBe(image.id);
    await images.trash(editor, image.id);
    await settings.update(editor, { logoImageId: null });
    await expect(settings.update(editor, { logoImageId: image.id })).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("trash") });
    expect(await settings.getOne(editor, "logoImageId")).toBeNull();
  });

  it("reads one setting by key and names the valid keys for an unknown one", async () => {
    await settings.update(editor, { tagline: "One key" });
    expect(await settings.getOne(viewer, "tagline")).toBe("One key");
    await expect(settings.getOne(viewer, "colour" as "tagline")).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("themeColors") });
  });

  it("denies viewers any change and audits the attempt", async () => {
    const before = await settings.get(viewer);
    await expect(settings.update(viewer, { name: "Hacked" })).rejects.toMatchObject({ code: "forbidden" });
    expect(await settings.get(viewer)).toEqual(before);
    const event = await db.auditEvent.findFirstOrThrow({ where: { actorLabel: "viewer@test", action: "settings.update" } });
    expect(event.outcome).toBe("denied");
  });
});
