import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/media/[...path]/route";
import { db } from "@/lib/db";
import { mediaDir } from "@/lib/media/storage";
import type { ImageVariants } from "@/lib/media/urls";
import { MAX_IMAGE_BYTES } from "@/lib/media/formats";
import { imageHistory, images } from "@/lib/services/images";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { admin, editor, unique, viewer } from "../support/actors";
import { jpegBuffer, pngBuffer, pngClaimingSize } from "../support/images";

beforeAll(() => sections.syncTemplates());

const onDisk = (filename: string) => existsSync(path.join(mediaDir(), filename));
const widthOnDisk = async (filename: string) => (await sharp(path.join(mediaDir(), filename)).metadata()).width;
const filesOf = (image: { filename: string; variants: unknown }) => [
  image.filename,
  ...Object.values(image.variants as ImageVariants).map((v) => v.filename),
];
/** Rows under these upload names: other files share the database, so a count of every image would race them. */
const imagesNamed = (...names: string[]) => db.image.count({ where: { originalName: { in: names } } });
const fetchMedia = (...segments: string[]) => GET(new Request("http://test/media"), { params: Promise.resolve({ path: segments }) });

describe("images service", () => {
  it("stores a PNG with variants that never upscale", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(800, 600), originalName: "photos/diagram.png", alt: "A diagram" });
    expect(image).toMatchObject({ mime: "image/png", width: 800, height: 600, originalName: "diagram.png", alt: "A diagram" });
    expect(image.filename).toMatch(/^[a-f0-9]{32}\.png$/);
    const variants = image.variants as ImageVariants;
    expect(variants.thumb).toMatchObject({ width: 320, height: 240 });
    expect(variants.medium).toMatchObject({ width: 800, height: 600 });
    expect(await widthOnDisk(variants.thumb!.filename)).toBe(320);
    expect(await widthOnDisk(variants.medium!.filename)).toBe(800);
    expect(onDisk(image.filename)).toBe(true);
  });

  it("stores a JPEG whatever its claimed name and records its real type", async () => {
    const buffer = await jpegBuffer(1600, 900);
    const image = await images.upload(editor, { buffer, originalName: "photo.png", mime: "image/png" });
    expect(image).toMatchObject({ mime: "image/jpeg", size: buffer.length, width: 1600 });
    expect(image.filename).toMatch(/\.jpg$/);
    expect(await widthOnDisk((image.variants as ImageVariants).medium!.filename)).toBe(1024);
    expect(await widthOnDisk((image.variants as ImageVariants).thumb!.filename)).toBe(320);
  });

  it("rejects files that are not accepted images, and oversized files before decoding", async () => {
    await expect(images.upload(editor, { buffer: Buffer.from("just some text"), originalName: "notes.png" }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("not an image") });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expect(images.upload(editor, { buffer: svg, originalName: "logo.svg" }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("SVG") });
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } }).tiff().toBuffer();
    await expect(images.upload(editor, { buffer: tiff, originalName: "scan.tif" }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("TIFF") });
    await expect(images.upload(editor, { buffer: Buffer.alloc(MAX_IMAGE_BYTES + 1), originalName: "huge.png" }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("at most 10 MB") });
    expect(await imagesNamed("notes.png", "logo.svg", "scan.tif", "huge.png")).toBe(0);
  });

  it("refuses a canvas over 40 megapixels from its header, before decoding it", async () => {
    const bomb = await pngClaimingSize(16000, 16000);
    expect(bomb.length).toBeLessThan(100);
    await expect(images.upload(editor, { buffer: bomb, originalName: "bomb.png" })).rejects.toMatchObject({
      code: "validation",
      message: "The image is 16000 × 16000 pixels, more than the 40 megapixels an image may have.",
      hint: expect.stringContaining("Scale it down"),
    });
    await expect(images.upload(editor, { buffer: await pngClaimingSize(8000, 5001), originalName: "wide.png" }))
      .rejects.toMatchObject({ message: expect.stringContaining("more than the 40 megapixels") });
    // Exactly 40 megapixels passes the cap; these bytes then fail to decode, as they hold one pixel.
    await expect(images.upload(editor, { buffer: await pngClaimingSize(8000, 5000), originalName: "edge.png" }))
      .rejects.toMatchObject({ message: "The image is damaged and could not be processed." });
    expect(await imagesNamed("bomb.png", "wide.png", "edge.png")).toBe(0);
  });

  it("keeps only the visible name of an uploaded file: no control, NUL or direction-override characters", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(12, 12), originalName: "uploads/invoice\u202Egnp.exe\u0000\u0007\u200B\u2066.png " });
    expect(image.originalName).toBe("invoicegnp.exe.png");
    await expect(images.upload(editor, { buffer: await pngBuffer(12, 12), originalName: "\u202E\u0000" }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("File name is required") });
  });

  it("refuses a duplicate upload, pointing at the existing image", async () => {
    const buffer = await pngBuffer(64, 64);
    const first = await images.upload(editor, { buffer, originalName: "first.png" });
    const error = await images.upload(editor, { buffer, originalName: "again.png" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "conflict", message: expect.stringContaining('"first.png"'), hint: expect.stringContaining(first.id) });
    expect(await db.image.count({ where: { sha256: first.sha256 } })).toBe(1);
  });

  it("updates alt text and caption and finds images by them", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(20, 20), originalName: "x.png" });
    const word = unique("sunset");
    const updated = await images.update(editor, image.id, { alt: `A ${word}`, caption: "Taken at dusk" });
    expect(updated).toMatchObject({ alt: `A ${word}`, caption: "Taken at dusk" });
    expect((await images.list(viewer, { query: word })).items.map((i) => i.id)).toEqual([image.id]);
    expect(await images.getMany(viewer, [image.id, "missing"])).toMatchObject([{ id: image.id, alt: `A ${word}` }]);
    await expect(images.update(editor, image.id, {})).rejects.toMatchObject({ code: "validation" });
    await expect(images.update(viewer, image.id, { alt: "no" })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("reports where an image is used, and still trashes it", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(30, 30), originalName: "used.png" });
    const page = await pages.create(editor, {
      title: "Uses",
      slug: unique("uses"),
      sections: [
        { templateKey: "text", content: { body: "No image here" } },
        { templateKey: "imageText", content: { body: "Beside", imageId: image.id } },
        { templateKey: "gallery", content: { images: [{ imageId: image.id }] } },
      ],
    });
    const post = await posts.create(editor, { title: "Covered", slug: unique("covered"), coverImageId: image.id });

    const usage = await images.usage(viewer, image.id);
    expect(usage.pages).toEqual([{ id: page.id, title: "Uses", slug: page.slug, inTrash: false, sectionIds: [page.sections[1].id, page.sections[2].id] }]);
    expect(usage.posts).toEqual([{ id: post.id, title: "Covered", slug: post.slug, inTrash: false }]);
    expect(usage.count).toBe(2);

    const trashed = await images.trash(editor, image.id);
    expect(trashed.image.deletedAt).toBeInstanceOf(Date);
    expect(trashed.usage.count).toBe(2);
    await expect(images.get(editor, image.id)).rejects.toMatchObject({ code: "not_found" });

    const unused = await images.upload(editor, { buffer: await pngBuffer(31, 31), originalName: "unused.png" });
    expect((await images.usage(viewer, unused.id)).count).toBe(0);
  });

  it("replaces the file under the same id and keeps the old one for a revert", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(400, 300), originalName: "old.png", alt: "Kept" });
    const before = await db.$transaction((tx) => imageHistory.load(tx, image.id));
    const replaced = await images.replace(editor, image.id, { buffer: await jpegBuffer(1200, 600), originalName: "new.jpg" });
    expect(replaced).toMatchObject({ id: image.id, mime: "image/jpeg", width: 1200, originalName: "new.jpg", alt: "Kept" });
    expect(replaced.filename).not.toBe(image.filename);
    expect(filesOf(replaced).every(onDisk)).toBe(true);
    expect(filesOf(image).every(onDisk)).toBe(true);

    await db.$transaction((tx) => imageHistory.apply(tx, image.id, before));
    expect((await images.get(editor, image.id)).filename).toBe(image.filename);
  });

  it("purges only trashed images, as an admin, and deletes every file it had", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(100, 100), originalName: "gone.png" });
    const replaced = await images.replace(editor, image.id, { buffer: await pngBuffer(120, 100), originalName: "gone2.png" });
    const post = await posts.create(editor, { title: "Cover", slug: unique("cover"), coverImageId: image.id });
    await expect(images.purge(admin, image.id)).rejects.toMatchObject({ code: "conflict" });
    await images.trash(editor, image.id);
    await expect(images.purge(editor, image.id)).rejects.toMatchObject({ code: "forbidden" });
    expect(filesOf(replaced).every(onDisk)).toBe(true);

    const result = await images.purge(admin, image.id);
    expect(result.usage.posts.map((p) => p.id)).toEqual([post.id]);
    expect(await db.image.findUnique({ where: { id: image.id } })).toBeNull();
    expect([...filesOf(image), ...filesOf(replaced)].some(onDisk)).toBe(false);
    expect((await posts.get(editor, post.id)).coverImageId).toBeNull();

    const purgeRevision = await db.revision.findFirstOrThrow({ where: { entityId: image.id, action: "image.purge" } });
    await expect(db.$transaction((tx) => imageHistory.apply(tx, image.id, purgeRevision.before as never)))
      .rejects.toMatchObject({ code: "conflict" });
  });

  it("restores a trashed image", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(10, 10), originalName: "r.png" });
    await expect(images.restore(editor, image.id)).rejects.toMatchObject({ code: "conflict" });
    await images.trash(editor, image.id);
    expect((await images.list(viewer, { trashed: true, limit: 200 })).items.map((i) => i.id)).toContain(image.id);
    await images.restore(editor, image.id);
    expect((await images.get(viewer, image.id)).deletedAt).toBeNull();
  });
});

describe("media route", () => {
  it("serves originals and variants with long-lived caching", async () => {
    const image = await images.upload(editor, { buffer: await pngBuffer(500, 100), originalName: "served.png" });
    const response = await fetchMedia(image.filename);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).length).toBe(image.size);
    const thumb = await fetchMedia((image.variants as ImageVariants).thumb!.filename);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
  });

  it("answers 404 for unknown names and anything that is not a stored name", async () => {
    for (const segments of [["0".repeat(32) + ".png"], ["..", "cms.db"], ["..%2Fcms.db"], ["a".repeat(32) + ".svg"], ["x", "y.png"]]) {
      expect((await fetchMedia(...segments)).status).toBe(404);
    }
  });
});
