import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import { editor, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";
import { fillLargeSite, LARGE_SITE, OLD_PAGE_WORD, SHARED_WORD } from "../support/large-site";
import { ownDatabase } from "../support/seeded-site";

// Search on a site of 100,000 items, written with raw SQL before the index existed: the first search
// builds the index, and every later write keeps it current.
const useOwnDatabase = ownDatabase("search-at-scale");

type Services = {
  contentSearch: typeof import("@/lib/services/content-search").contentSearch;
  pages: typeof import("@/lib/services/pages").pages;
  images: typeof import("@/lib/services/images").images;
};
let services: Services;
let site: ReturnType<typeof fillLargeSite>;

const elapsed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
};

beforeAll(async () => {
  useOwnDatabase();
  const { sections } = await import("@/lib/services/sections");
  await sections.syncTemplates();
  site = fillLargeSite(process.env.DATABASE_URL!.replace(/^file:/, ""));
  services = {
    contentSearch: (await import("@/lib/services/content-search")).contentSearch,
    pages: (await import("@/lib/services/pages")).pages,
    images: (await import("@/lib/services/images")).images,
  };
  // What the server's background indexer does: every item gets a stored vector (equal texts share one).
  const { indexMeanings } = await import("@/lib/services/search/semantic");
  const { sentenceEncoder } = await import("@/lib/embeddings/sentence-encoder");
  await services.contentSearch.search(viewer, { query: "warm up" });
  await indexMeanings(sentenceEncoder, 2_000, async () => undefined);
}, 120_000);

describe("search on 100,000 items", () => {
  it("has them all", () => {
    expect(site.total).toBe(100_000);
    expect(LARGE_SITE.pages + LARGE_SITE.posts + LARGE_SITE.images + LARGE_SITE.entries).toBe(100_000);
  });

  it("finds the oldest page by a word only it contains, quickly", async () => {
    const { value, ms } = await elapsed(() => services.contentSearch.search(viewer, { query: OLD_PAGE_WORD }));
    expect(value).toMatchObject({ total: 1, matched: "all", items: [{ type: "page", id: site.oldPageId, title: "Pricing", status: "draft", matchedIn: ["content"] }] });
    expect(value.items[0].snippet).toContain(`${OLD_PAGE_WORD} jam`);
    // Reading every item, as search did before the index, took seconds at this size.
    expect(ms).toBeLessThan(1_000);
  });

  it("pages through a thousand matches in a stable order, counting them all", async () => {
    const first = await services.contentSearch.search(viewer, { query: SHARED_WORD, limit: 50 });
    expect(first.total).toBe(site.sharedWordPosts);
    expect(site.sharedWordPosts).toBeGreaterThan(2_000);
    const second = await services.contentSearch.search(viewer, { query: SHARED_WORD, limit: 50, offset: 50 });
    expect(second.items).toHaveLength(50);
    const ids = [...first.items, ...second.items].map((hit) => hit.id);
    expect(new Set(ids).size).toBe(100);
    expect(first.items.every((hit) => hit.type === "post")).toBe(true);
    const last = await services.contentSearch.search(viewer, { query: SHARED_WORD, limit: 50, offset: site.sharedWordPosts - 7 });
    expect(last.items).toHaveLength(7);
    const again = await services.contentSearch.search(viewer, { query: SHARED_WORD, limit: 50, offset: 50 });
    expect(again.items.map((hit) => hit.id)).toEqual(second.items.map((hit) => hit.id));
  });

  it("keeps the index current on every write: an edit, the trash and a restore", async () => {
    const word = "zephyrine";
    expect((await services.contentSearch.search(viewer, { query: word })).total).toBe(0);
    await services.pages.update(editor, site.oldPageId, { title: `Pricing ${word}` });
    const found = await services.contentSearch.search(viewer, { query: word });
    expect(found.items).toMatchObject([{ id: site.oldPageId, title: `Pricing ${word}`, matchedIn: ["title"] }]);
    await services.pages.trash(editor, site.oldPageId);
    expect((await services.contentSearch.search(viewer, { query: OLD_PAGE_WORD })).total).toBe(0);
    await services.pages.restore(editor, site.oldPageId);
    expect((await services.contentSearch.search(viewer, { query: `${word} ${OLD_PAGE_WORD}` })).items.map((hit) => hit.id)).toEqual([site.oldPageId]);
  });

  it("finds the mountain image for “pictures of hills”, embedding only what changed", async () => {
    const mountain = await services.images.upload(editor, { buffer: await pngBuffer(64, 48), originalName: "IMG_2041.png", alt: "A snowy mountain peak above the valley" });
    const { value, ms } = await elapsed(() => services.contentSearch.semantic(viewer, { query: "pictures of hills", types: ["image"], limit: 5 }));
    expect(value).toMatchObject({ pending: 0, total: LARGE_SITE.images + 1 });
    expect(value.items[0]).toMatchObject({ type: "image", id: mountain.id });
    expect(ms).toBeLessThan(2_000);
    const everything = await services.contentSearch.semantic(viewer, { query: "pictures of hills", limit: 5 });
    expect(everything.total).toBeGreaterThan(100_000);
    expect(everything.items.map((hit) => hit.id)).toContain(mountain.id);
  });
});
