import { beforeAll, describe, expect, it } from "vitest";
import { editor } from "../support/actors";
import { pngBuffer } from "../support/images";
import { ownDatabase } from "../support/seeded-site";

// Its own library: in the shared database other files' images ("hills" in the demo seed) would answer by words.
const useOwnDatabase = ownDatabase("find-image-by-meaning");

let find: (description: string) => Promise<{ message: string; items: { id: string; score: number; byMeaning?: boolean }[] }>;
const uploaded: Record<string, string> = {};

beforeAll(async () => {
  useOwnDatabase();
  const { images } = await import("@/lib/services/images");
  const { cmsFindImage } = await import("@/lib/tools/images");
  const { callTool, ok } = await import("../support/tool-context");
  for (const [key, alt] of Object.entries({ mountain: "A snowy mountain peak above the valley", cliffs: "Cliffs near the lighthouse", loaf: "A loaf on a board" })) {
    uploaded[key] = (await images.upload(editor, { buffer: await pngBuffer(30 + alt.length, 20), originalName: `${key}.png`, alt })).id;
  }
  find = async (description) => ok(await callTool(cmsFindImage, { description }, editor));
});

describe("finding an image by meaning", () => {
  it("answers a description no image shares a word with by the one related in meaning, and only that one", async () => {
    const result = await find("pictures of hills");
    expect(result.items.map((item) => item.id)).toEqual([uploaded.mountain]);
    expect(result.items[0]).toMatchObject({ byMeaning: true, score: expect.any(Number) });
    expect(result.items[0].score).toBeGreaterThanOrEqual(0.5);
    expect(result.message).toBe(`No image mentions "pictures of hills"; closest in meaning: 'A snowy mountain peak above the valley' (score ${result.items[0].score}).`);
  });

  it("finds nothing for gibberish, whatever is nearest to it", async () => {
    const result = await find("zzz-z9ahn3");
    expect(result.items).toEqual([]);
    expect(result.message).toContain("cms_listImages");
  });
});
