import { beforeAll, describe, expect, it } from "vitest";
import { images } from "@/lib/services/images";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { settings } from "@/lib/services/settings";
import {
  cmsDeleteImage,
  cmsFindImage,
  cmsListImages,
  cmsReplaceImage,
  cmsSearchImages,
  cmsUpdateImageMetadata,
  cmsUpdateSectionImage,
} from "@/lib/tools/images";
import { editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";
import { withSettingsLock } from "../support/settings-lock";
import { callTool, toolContext, ok } from "../support/tool-context";

beforeAll(() => sections.syncTemplates());

const tool = toolContext(editor);
const upload = async (alt: string, originalName = "photo.png", caption?: string) =>
  images.upload(editor, { buffer: await pngBuffer(40, 30), originalName, alt, caption });

describe("image tools", () => {
  it("lists and searches images by their texts, compactly", async () => {
    const marker = unique("harbour");
    const image = await upload(`Boats in the ${marker}`, "boats.png", "Morning light");
    const plain = await upload("", `${marker}.png`);
    const listed = ok(await callTool(cmsListImages, { query: marker }, editor));
    expect(listed.total).toBe(2);
    expect(listed.items).toContainEqual({ id: image.id, originalName: "boats.png", alt: `Boats in the ${marker}`, caption: "Morning light", width: 40, height: 30, url: `/media/${image.filename}` });
    expect(listed.items.find((item) => item.id === plain.id)).not.toHaveProperty("alt");
    expect(ok(await callTool(cmsListImages, { query: marker, limit: 1 }, editor)).message).toBe("Found 2 images (showing 1).");

    const searched = ok(await callTool(cmsSearchImages, { query: marker }, editor));
    expect(searched.items.map((item) => item.id).sort()).toEqual([image.id, plain.id].sort());
    expect(ok(await callTool(cmsSearchImages, { query: unique("nothing") }, editor)).items).toEqual([]);
  });

  it("finds the image that best fits a description, with a score", async () => {
    const word = unique("lighthouse").replace("-", "");
    const best = await upload(`A red ${word} on the cliffs at dusk`);
    const weaker = await upload(`Cliffs near the ${word}`);
    const result = ok(await callTool(cmsFindImage, { description: `photo of a red ${word} at dusk` }, editor));
    expect(result.items[0]).toMatchObject({ id: best.id, score: 0.5 });
    expect(result.items[1]).toMatchObject({ id: weaker.id, score: 0.17 });
    expect(result.message).toBe(`Best match: 'A red ${word} on the cliffs at dusk' (score 0.5).`);
    expect(result.message).not.toContain(best.id);
    expect(ok(await callTool(cmsFindImage, { description: unique("zzz") }, editor)).message).toContain("cms_listImages");
  });

  it("puts an image into a section's image field, checking the field", async () => {
    const image = await upload("Skyline");
    const page = await pages.create(editor, {
      title: "City",
      slug: unique("city"),
      sections: [{ templateKey: "hero", content: { heading: "Hi" } }, { templateKey: "gallery", content: { images: [{ imageId: image.id }] } }],
    });
    const [heroId, galleryId] = page.sections.map((s) => s.id);
    const result = ok(await callTool(cmsUpdateSectionImage, { sectionId: heroId, field: "imageId", imageId: image.id }, editor));
    expect(result.message).toBe("Set the background image of the Hero section on page 'City' to 'Skyline'.");
    expect((await sections.get(editor, heroId)).content).toEqual({ heading: "Hi", imageId: image.id });

    expect(await callTool(cmsUpdateSectionImage, { sectionId: heroId, field: "heading", imageId: image.id }, editor)).toMatchObject({
      ok: false,
      code: "validation",
      hint: 'Use "imageId".',
    });
    expect(await callTool(cmsUpdateSectionImage, { sectionId: galleryId, field: "images", imageId: image.id }, editor)).toMatchObject({
      ok: false,
      hint: expect.stringContaining("cms_syncSectionContent"),
    });
    expect(await callTool(cmsUpdateSectionImage, { sectionId: heroId, field: "imageId", imageId: "missing" }, editor)).toMatchObject({
      ok: false,
      code: "not_found",
      hint: expect.stringContaining("cms_findImage"),
    });
    expect(await callTool(cmsUpdateSectionImage, { sectionId: heroId, field: "imageId", imageId: image.id }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("replaces an image in live sections, list items and post covers, and previews where", async () => {
    const old = await upload("Old logo");
    const keep = await upload("Other");
    const replacement = await upload("New logo");
    const page = await pages.create(editor, {
      title: "Brand",
      slug: unique("brand"),
      sections: [
        { templateKey: "hero", content: { heading: "Hi", imageId: old.id } },
        { templateKey: "gallery", content: { images: [{ imageId: keep.id }, { imageId: old.id }] } },
      ],
    });
    const post = await posts.create(editor, { title: "Rebrand", coverImageId: old.id });
    const trashed = await pages.create(editor, { title: "Gone", slug: unique("gone"), sections: [{ templateKey: "hero", content: { heading: "x", imageId: old.id } }] });
    await pages.trash(editor, trashed.id);

    const input = { imageId: old.id, replacementImageId: replacement.id };
    const preview = await cmsReplaceImage.preview!(input, tool);
    expect(preview).toMatchObject({ action: "Replace image 'Old logo' with 'New logo' wherever it is used", current: { usedIn: 3 } });
    expect(preview.impact).toEqual([
      "Used on page 'Brand': 2 sections",
      "Used on page 'Gone' (in the trash): 1 section",
      "Cover of post 'Rebrand'",
      "Pages and posts change in their drafts; visitors see the new image once they are published.",
    ]);

    const result = ok(await callTool(cmsReplaceImage, input, editor));
    expect(result.message).toBe("Replaced image 'Old logo' with 'New logo' in 2 sections and 1 post cover. Items in the trash were left unchanged.");
    expect(result.sections.map((s) => s.id)).toEqual(page.sections.map((s) => s.id));
    expect(result.posts).toEqual([{ id: post.id, title: "Rebrand", slug: post.slug, status: "draft" }]);
    expect((await sections.list(editor, page.id)).map((s) => s.content)).toEqual([
      { heading: "Hi", imageId: replacement.id },
      { images: [{ imageId: keep.id }, { imageId: replacement.id }] },
    ]);
    expect((await posts.get(editor, post.id)).coverImageId).toBe(replacement.id);
    expect((await images.usage(editor, old.id)).pages.map((p) => p.id)).toEqual([trashed.id]);

    expect(await callTool(cmsReplaceImage, { imageId: old.id, replacementImageId: old.id }, editor)).toMatchObject({ ok: false, code: "validation" });
    expect(await callTool(cmsReplaceImage, { imageId: old.id, replacementImageId: "missing" }, editor)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("leaves the site logo to the settings and says so", async () => {
    const logo = await upload("Site logo");
    const replacement = await upload("Site logo v2");
    await withSettingsLock(async () => {
      const before = (await settings.get(editor)).logoImageId;
      await settings.update(editor, { logoImageId: logo.id });
      try {
        expect((await cmsReplaceImage.preview!({ imageId: logo.id, replacementImageId: replacement.id }, tool)).impact).toEqual(["The site logo"]);
        const result = ok(await callTool(cmsReplaceImage, { imageId: logo.id, replacementImageId: replacement.id }, editor));
        expect(result.message).toBe("Image 'Site logo' is not used on any live page or post; nothing was replaced. The site logo still uses it; change it in the site settings.");
        expect((await settings.get(editor)).logoImageId).toBe(logo.id);
      } finally {
        await settings.update(editor, { logoImageId: before });
      }
    });
  });

  it("updates alt text and caption, refusing an empty update", async () => {
    const image = await upload("Before", "desk.png");
    const result = ok(await callTool(cmsUpdateImageMetadata, { imageId: image.id, alt: "A tidy desk", caption: "Our office" }, editor));
    expect(result.message).toBe("Updated the alt text and caption of image 'desk.png'.");
    expect(result.image).toMatchObject({ alt: "A tidy desk", caption: "Our office" });
    expect(await callTool(cmsUpdateImageMetadata, { imageId: image.id }, editor)).toMatchObject({ ok: false, code: "validation", hint: "Give alt, caption or both." });
    expect(await callTool(cmsUpdateImageMetadata, { imageId: image.id, alt: "x".repeat(301) }, editor)).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("300") });
    expect(await callTool(cmsUpdateImageMetadata, { imageId: image.id, alt: "No" }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("previews where an image is used, then moves it to the trash with a warning", async () => {
    const image = await upload("Team photo", "team.png");
    await pages.create(editor, { title: "About", slug: unique("about"), sections: [{ templateKey: "hero", content: { heading: "Us", imageId: image.id } }] });
    const preview = await cmsDeleteImage.preview!({ imageId: image.id }, tool);
    expect(preview).toMatchObject({ action: "Delete image 'Team photo'", target: { type: "image", id: image.id, label: "Team photo" } });
    expect(preview.impact).toEqual([
      "Used on page 'About': 1 section",
      "These places show no image while it is in the trash.",
      "It goes to the trash and can be restored.",
    ]);
    expect(await callTool(cmsDeleteImage, { imageId: image.id }, viewer)).toMatchObject({ ok: false, code: "forbidden" });

    const result = ok(await callTool(cmsDeleteImage, { imageId: image.id, confirmed: true }, editor));
    expect(result.message).toBe("Moved image 'team.png' to the trash. It was used in 1 place (Used on page 'About': 1 section); they show no image until it is restored.");
    await expect(images.get(editor, image.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(cmsDeleteImage.preview!({ imageId: image.id }, tool)).rejects.toMatchObject({ code: "not_found" });
  });

  it("previews an unused image's delete plainly and strips a confirmed flag", async () => {
    const image = await upload("Unused");
    expect((await cmsDeleteImage.preview!({ imageId: image.id }, tool)).impact).toEqual(["The image is not used anywhere.", "It goes to the trash and can be restored."]);
    expect(cmsDeleteImage.input.parse({ imageId: image.id, confirmed: true })).toEqual({ imageId: image.id });
  });
});
