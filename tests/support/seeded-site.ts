import path from "node:path";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { afterAll } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { pngBuffer } from "./images";

/**
 * A database file of the test file's own, for registry-wide checks that compare the whole site
 * before and after: other test files writing to the shared database cannot disturb them. Call it at
 * the top of the file and await the result in `beforeAll`, before importing any service. It is a
 * copy of the run's database as global-setup.ts migrated it, before any test wrote to it: the same
 * file the migrations make, without starting the Prisma CLI again for each file that asks.
 */
export function ownDatabase(name: string): () => void {
  const root = path.resolve("data/test-runs", `${name}-${process.pid}-${Date.now()}`);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return () => {
    const file = path.join(root, "cms.db");
    const url = `file:${file}`;
    mkdirSync(root, { recursive: true });
    copyFileSync(process.env.TEST_MIGRATED_DATABASE!, file);
    // A client made before this point is bound to the shared database for good (modules are cached).
    if ((globalThis as { cmsDb?: unknown }).cmsDb) throw new Error("The database client was created before ownDatabase(): import services dynamically, after it");
    process.env.DATABASE_URL = url;
  };
}

export type SeededSite = Awaited<ReturnType<typeof seedSite>>;

/** The chat in which the seeded site's assistant made a change; tools run "in" it can undo that. */
export const SEEDED_CHAT_ID = "seeded-chat";

/**
 * A small live site: two images; pages Home (hero, two texts), About (published) and Careers (draft);
 * posts Hello (published, with a cover) and Later (draft); a menu of Home, About and Blog; settings
 * with a logo; a collection with one entry. Menu, settings and entry are published. Page Old offer
 * is in the trash, and page Team (draft) was created by the assistant in chat SEEDED_CHAT_ID.
 */
export async function seedSite(editor: ServiceContext) {
  const { pages } = await import("@/lib/services/pages");
  const { posts } = await import("@/lib/services/posts");
  const { images } = await import("@/lib/services/images");
  const { navigation } = await import("@/lib/services/navigation");
  const { settings } = await import("@/lib/services/settings");
  const { entries } = await import("@/lib/services/entries");
  const { sections } = await import("@/lib/services/sections");
  const { releases } = await import("@/lib/services/publishing/releases");
  const { MENU_ID, SETTINGS_ID } = await import("@/lib/domain/content-kinds");
  await sections.syncTemplates();
  const harbour = await images.upload(editor, { buffer: await pngBuffer(80, 60), originalName: "harbour.png", alt: "A harbour" });
  const studio = await images.upload(editor, { buffer: await pngBuffer(80, 60), originalName: "studio.png", alt: "The studio" });
  const home = await pages.create(editor, {
    title: "Home",
    slug: "home",
    sections: [
      { templateKey: "hero", content: { heading: "Calm websites", imageId: harbour.id } },
      { templateKey: "text", content: { heading: "Why", body: "We care." } },
      { templateKey: "text", content: { heading: "How", body: "Slowly." } },
    ],
  });
  const about = await pages.create(editor, { title: "About", slug: "about", sections: [{ templateKey: "text", content: { body: "Four people." } }] });
  await pages.create(editor, { title: "Careers", slug: "careers" });
  for (const page of [home, about]) await pages.publish(editor, page.id);
  const post = await posts.create(editor, { title: "Hello", slug: "hello", body: "First post.", coverImageId: harbour.id, tags: ["news"] });
  await posts.publish(editor, post.id);
  await posts.create(editor, { title: "Later", slug: "later", body: "Not yet." });
  const homeLink = await navigation.add(editor, { label: "Home", pageId: home.id });
  const aboutLink = await navigation.add(editor, { label: "About", pageId: about.id });
  const blogLink = await navigation.add(editor, { label: "Blog", url: "/blog" });
  await settings.update(editor, { name: "Harbour Café", tagline: "Coffee", logoImageId: studio.id });
  const collection = await entries.createCollection(editor, { slug: "quotes", name: "Quotes", fields: [{ name: "text", label: "Text", type: "text", required: true }] });
  const quote = await entries.create(editor, collection.slug, { title: "Kind words", data: { text: "Lovely" } });
  await releases.publish(editor, { items: [{ kind: "navigation", entityId: MENU_ID }, { kind: "settings", entityId: SETTINGS_ID }, { kind: "entry", entityId: quote.id }] });
  await pages.trash(editor, (await pages.create(editor, { title: "Old offer", slug: "old-offer" })).id);
  await pages.create({ ...editor, chatId: SEEDED_CHAT_ID, turnId: "seeded-turn" }, { title: "Team", slug: "team" });
  const homeSections = (await pages.get(editor, home.id)).sections;
  return { harbour, studio, homeSections, homeLink, aboutLink, blogLink, collection, quote };
}
