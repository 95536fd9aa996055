import { beforeAll, describe, expect, it } from "vitest";
import { ownDatabase } from "../support/seeded-site";

/**
 * Chores over the whole media library with the built-in model: deleting the pictures nothing uses
 * and filling in missing alt texts and captions. A database of its own, since "every image" here
 * would otherwise be every image other test files have uploaded.
 */
const useOwnDatabase = ownDatabase("offline-library-chores");

let ask: typeof import("../support/offline-ask").askOffline;
let images: typeof import("@/lib/services/images").images;
let editor: typeof import("../support/actors").editor;
let upload: (name: string, details?: { alt?: string; caption?: string }) => Promise<{ id: string }>;

beforeAll(async () => {
  useOwnDatabase();
  ({ askOffline: ask } = await import("../support/offline-ask"));
  ({ images } = await import("@/lib/services/images"));
  ({ editor } = await import("../support/actors"));
  const { pngBuffer } = await import("../support/images");
  const { sections } = await import("@/lib/services/sections");
  await sections.syncTemplates();
  upload = async (name, details = {}) => {
    const image = await images.upload(editor, { buffer: await pngBuffer(), originalName: name });
    return Object.keys(details).length ? images.update(editor, image.id, details) : image;
  };
}, 60_000);

const stillThere = async (id: string) => (await images.get(editor, id).then((image) => image.deletedAt === null).catch(() => false));

describe("offline model: pictures nothing uses", () => {
  it("lists them, deletes them all when asked for all, and asks which when one was meant and several are unused", async () => {
    const { pages } = await import("@/lib/services/pages");
    const used = await upload("harbour-view.png", { alt: "Boats in the harbour" });
    await pages.create(editor, { title: "Harbour", sections: [{ templateKey: "imageText", content: { heading: "Harbour", body: "Boats.", imageId: used.id } }] });
    const none = await ask("which images aren't used?");
    expect(none.text).toContain("Every image in the library is used");
    expect(none.text).not.toContain("deleted");
    const first = await upload("old-flyer.png");
    const second = await upload("spare-logo.png");

    const listed = await ask("which images aren't used?");
    expect(listed.text).toContain("old-flyer.png");
    expect(listed.text).toContain("spare-logo.png");
    expect(listed.text).not.toContain("harbour-view.png");

    const one = await ask("delete the picture we don't use anywhere");
    expect(one.text).toMatch(/which one/i);
    expect(await stillThere(first.id)).toBe(true);

    await ask("remove all the images we're not using anywhere");
    expect(await stillThere(first.id)).toBe(false);
    expect(await stillThere(second.id)).toBe(false);
    expect(await stillThere(used.id)).toBe(true);
  });
});

describe("offline model: missing alt texts and captions filled in", () => {
  it("makes alt text from file names, leaves a camera's file name alone and says so, and never touches alt text already there", async () => {
    const bicycle = await upload("red-bicycle.png");
    const camera = await upload("IMG_2231.png");
    const described = await upload("coffee-cup.png", { alt: "A flat white on the counter" });
    const { text } = await ask("fill in the missing alt texts please");
    expect((await images.get(editor, bicycle.id)).alt).toBe("Red bicycle");
    expect((await images.get(editor, camera.id)).alt).toBe("");
    expect((await images.get(editor, described.id)).alt).toBe("A flat white on the counter");
    expect(text).toContain("file names");
    expect(text).toContain("IMG_2231.png");
  });

  it("copies alt text into the captions that are missing", async () => {
    const image = await upload("market-stall.png", { alt: "Stalls at the Saturday market" });
    const captioned = await upload("bakery.png", { alt: "Loaves on a shelf", caption: "Our bakery" });
    await ask("Give every image that has no caption a caption that matches its alt text.");
    expect((await images.get(editor, image.id)).caption).toBe("Stalls at the Saturday market");
    expect((await images.get(editor, captioned.id)).caption).toBe("Our bakery");
  });
});

describe("offline model: a colour wanted instead of another", () => {
  it("sets the colour asked for, not the one it replaces", async () => {
    const { settings } = await import("@/lib/services/settings");
    await ask("The accent colour shall be a dark blue in place of the orange.");
    const { accent } = (await settings.get(editor)).themeColors as { accent: string };
    const [red, green, blue] = [1, 3, 5].map((at) => parseInt(accent.slice(at, at + 2), 16));
    expect(blue).toBeGreaterThan(red);
    expect(blue).toBeGreaterThan(green);
  });
});

describe("offline model: posts without a cover image", () => {
  it("lists the posts with no cover, or one in the trash, and says so when every post has one", async () => {
    const { posts } = await import("@/lib/services/posts");
    const cover = await upload("cover-ok.png", { alt: "A cover" });
    const lostCover = await upload("cover-lost.png", { alt: "A cover now in the trash" });
    await posts.create(editor, { title: "Covered Story", coverImageId: cover.id });
    const all = await ask("Which posts are missing a cover image? The blog cards look broken without one.");
    expect(all.text).toMatch(/every post has a cover image/i);

    await posts.create(editor, { title: "Bare Story" });
    await posts.create(editor, { title: "Lost Cover Story", coverImageId: lostCover.id });
    await images.trash(editor, lostCover.id);
    const { text } = await ask("which posts have no cover picture?");
    expect(text).toContain("2 posts without a cover image");
    expect(text).toContain("Bare Story");
    expect(text).toContain("Lost Cover Story");
    expect(text).not.toContain("Covered Story");
  });
});
