import { beforeAll, describe, expect, it } from "vitest";
import { admin, editor, viewer } from "../support/actors";
import { ownDatabase, seedSite, type SeededSite } from "../support/seeded-site";

// The index must say exactly what a rebuild from the content would: every kind of write keeps it so.
const useOwnDatabase = ownDatabase("search-index");

let site: SeededSite;
let services: {
  contentSearch: typeof import("@/lib/services/content-search").contentSearch;
  pages: typeof import("@/lib/services/pages").pages;
  posts: typeof import("@/lib/services/posts").posts;
  images: typeof import("@/lib/services/images").images;
  navigation: typeof import("@/lib/services/navigation").navigation;
  entries: typeof import("@/lib/services/entries").entries;
  sections: typeof import("@/lib/services/sections").sections;
  revisions: typeof import("@/lib/services/revisions").revisions;
  db: typeof import("@/lib/db").db;
  rebuildIndex: typeof import("@/lib/services/search/index-writer").rebuildIndex;
};

beforeAll(async () => {
  useOwnDatabase();
  site = await seedSite(editor);
  services = {
    contentSearch: (await import("@/lib/services/content-search")).contentSearch,
    pages: (await import("@/lib/services/pages")).pages,
    posts: (await import("@/lib/services/posts")).posts,
    images: (await import("@/lib/services/images")).images,
    navigation: (await import("@/lib/services/navigation")).navigation,
    entries: (await import("@/lib/services/entries")).entries,
    sections: (await import("@/lib/services/sections")).sections,
    revisions: (await import("@/lib/services/revisions")).revisions,
    db: (await import("@/lib/db")).db,
    rebuildIndex: (await import("@/lib/services/search/index-writer")).rebuildIndex,
  };
});

/** The index's documents as text, without their row ids and change numbers. */
const indexRows = async () =>
  services.db.$queryRawUnsafe<unknown[]>(`SELECT "type", "entityId", "title", "address", "status", "collection", "summary", "body", "textHash" FROM "SearchDocument" ORDER BY "type", "entityId"`);

const titles = async (query: string, types?: string[]) => (await services.contentSearch.search(viewer, { query, types })).items.map((hit) => hit.title);

describe("the search index", () => {
  it("matches a rebuild after every kind of write", async () => {
    const { pages, posts, images, navigation, entries, sections, revisions } = services;
    const page = await pages.create(editor, { title: "Walks", slug: "walks", sections: [{ templateKey: "text", content: { heading: "Routes", body: "Cliff path" } }] });
    const [section] = (await pages.get(editor, page.id)).sections;
    await sections.updateContent(editor, section.id, { body: "Cliff path and the old quarry" });
    await pages.update(editor, page.id, { seoDescription: "Guided walks" });
    await pages.publish(editor, page.id);
    const post = await posts.create(editor, { title: "Quarry open day", body: "Bring boots.", tags: ["events"] });
    await posts.update(editor, post.id, { tags: ["events", "outdoors"] });
    await posts.trash(editor, post.id);
    await posts.restore(editor, post.id);
    await images.update(editor, site.harbour.id, { alt: "The harbour at low tide", caption: "Boats waiting" });
    await navigation.update(editor, site.blogLink.id, { label: "Journal" });
    await entries.update(editor, site.quote.id, { data: { text: "Lovely walks" } });
    const later = await posts.create(editor, { title: "Gone soon", body: "Temporary" });
    await posts.trash(editor, later.id);
    await posts.purge(admin, later.id);
    const renamed = await pages.update(editor, page.id, { title: "Coastal walks" });
    const [revision] = await revisions.listForEntity(editor, "page", page.id);
    await revisions.revert(editor, revision.id);

    const kept = await indexRows();
    await services.rebuildIndex();
    expect(await indexRows()).toEqual(kept);
    expect(renamed.title).toBe("Coastal walks");
    expect(await titles("walks", ["page"])).toEqual(["Walks"]);
    expect(await titles("quarry")).toEqual(expect.arrayContaining(["Walks", "Quarry open day"]));
    expect(await titles("outdoors")).toEqual(["Quarry open day"]);
    expect(await titles("low tide")).toEqual(["The harbour at low tide"]);
    expect(await titles("journal")).toEqual(["Journal"]);
    expect(await titles("temporary")).toEqual([]);
  });

  it("says whether each item is a draft or published", async () => {
    const [careers] = (await services.contentSearch.search(viewer, { query: "careers", types: ["page"] })).items;
    const [about] = (await services.contentSearch.search(viewer, { query: "about", types: ["page"] })).items;
    expect(careers).toMatchObject({ title: "Careers", status: "draft" });
    expect(about).toMatchObject({ title: "About", status: "published" });
  });

  it("reads whatever people type as words, never as query syntax", async () => {
    const hostile = ['"', "'", "AND", "OR NOT", "NEAR(a b)", "title:about", "{title}: x", "a*", "^about", "-about", "(((", "'; DROP TABLE Page; --", "\u0000", "🙂", "ümlaut ÜBER", "a".repeat(200)];
    for (const query of hostile) {
      const result = await services.contentSearch.search(viewer, { query });
      expect(result.total, query).toBeGreaterThanOrEqual(0);
    }
    expect(await titles("title:about")).toEqual(expect.arrayContaining(["About"]));
    expect((await services.contentSearch.search(viewer, { query: "   " }).catch((error: unknown) => error)) as object).toMatchObject({ code: "validation" });
    expect(await services.db.page.count()).toBeGreaterThan(0);
  });

  it("finds word endings and accents either way, and items with some words when none has all", async () => {
    await services.pages.create(editor, { title: "Café opening", slug: "cafe-opening" });
    expect(await titles("cafe opened", ["page"])).toEqual(["Café opening"]);
    const some = await services.contentSearch.search(viewer, { query: "café zzyzx", types: ["page"] });
    expect(some).toMatchObject({ matched: "any", items: [{ title: "Café opening" }] });
  });

  it("pages through results and refuses a page far past any a person reads", async () => {
    for (const title of ["Kite day", "Kite repair", "Kite shop"]) await services.posts.create(editor, { title });
    const first = await services.contentSearch.search(viewer, { query: "kite", limit: 2 });
    const second = await services.contentSearch.search(viewer, { query: "kite", limit: 2, offset: 2 });
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((hit) => hit.title))).toEqual(new Set(["Kite day", "Kite repair", "Kite shop"]));
    await expect(services.contentSearch.search(viewer, { query: "kite", offset: 20_000 })).rejects.toMatchObject({ code: "validation" });
  });
});
