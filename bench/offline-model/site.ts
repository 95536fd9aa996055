/**
 * The demo site every case starts from, restored in a few milliseconds between cases, and the
 * case's `given` items created on top of it through the services. Import only after DATABASE_URL
 * points at the run's own database (see run.ts): the services bind to it on first use.
 */
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { approvalSecret } from "@/lib/agent/approval-secret";
import { SECTION_TEMPLATES, type FieldDef } from "@/lib/content/section-templates";
import { MENU_ID, SETTINGS_ID } from "@/lib/domain/content-kinds";
import { systemContext as ctx } from "@/lib/services/context";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { releases } from "@/lib/services/publishing/releases";
import { sections } from "@/lib/services/sections";
import type { SessionUser } from "@/lib/services/sessions";
import { settings } from "@/lib/services/settings";
import { DEMO_ACCOUNTS, seedDemoSite } from "@/lib/seed/demo-site";
import type { Case, Given } from "./cases/types";

export const databaseFile = () => path.resolve(process.env.DATABASE_URL!.replace(/^file:/, ""));

/** Tables that are the schema's bookkeeping, never restored. */
const KEEP = new Set(["_prisma_migrations", "sqlite_sequence"]);

export type DemoSite = { users: Record<"admin" | "editor" | "viewer", SessionUser>; restore: () => void };

/**
 * Seeds the demo site once, keeps a copy of every table, and returns `restore`, which puts every
 * table back as seeded (one transaction on a side connection; the app's client just reads the result).
 */
export async function prepareDemoSite(): Promise<DemoSite> {
  await sections.syncTemplates();
  await seedDemoSite();
  await approvalSecret();
  const database = new Database(databaseFile());
  database.pragma("busy_timeout = 10000");
  // Plain tables only: the full-text index (a virtual table and its shadow tables) follows
  // SearchDocument through its triggers.
  const tables = (database.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'").pluck().all() as string[]).filter(
    (name) => !KEEP.has(name) && !name.startsWith("sqlite_"),
  );
  const snapshot = new Map(tables.map((name) => [name, database.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]]));
  const restore = () => {
    database.pragma("foreign_keys = OFF");
    // Every table is emptied before any is filled, so a delete trigger (SearchDocument's clears its
    // vectors) cannot undo rows already put back.
    database.transaction(() => {
      for (const name of snapshot.keys()) database.prepare(`DELETE FROM "${name}"`).run();
      for (const [name, rows] of snapshot) {
        if (!rows.length) continue;
        const columns = Object.keys(rows[0]);
        const insert = database.prepare(`INSERT INTO "${name}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
        for (const row of rows) insert.run(...columns.map((column) => row[column]));
      }
    })();
    database.pragma("foreign_keys = ON");
  };
  const byRole = Object.fromEntries(
    await Promise.all(
      DEMO_ACCOUNTS.map(async ({ email, role }) => {
        const row = database.prepare("SELECT id, name FROM User WHERE email = ?").get(email) as { id: string; name: string };
        return [role, { id: row.id, email, name: row.name, role }];
      }),
    ),
  );
  return { users: byRole as DemoSite["users"], restore };
}

/** A small picture of its own for each given image (distinct bytes, so no upload is a duplicate). */
async function pictureFor(name: string, index: number): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 48 * 3, 120 + (index % 100));
  Buffer.from(name).copy(pixels);
  const image = sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } });
  return /\.png$/i.test(name) ? image.png().toBuffer() : image.jpeg().toBuffer();
}

const templateOf = (key: string) => SECTION_TEMPLATES.find((template) => template.key === key)!;

/** Section content with image file names replaced by the images' ids, in lists too. */
function withImageIds(fields: FieldDef[], content: Record<string, unknown>, imageId: (name: string) => string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([name, value]) => {
      const field = fields.find((candidate) => candidate.name === name);
      if (field?.type === "image" && typeof value === "string") return [name, imageId(value)];
      if (field?.type === "list" && Array.isArray(value)) return [name, value.map((item) => withImageIds(field.itemFields ?? [], item as Record<string, unknown>, imageId))];
      return [name, value];
    }),
  );
}

/** Moves a post's dates back `days` days (created and, when live, first published). */
function backdatePost(id: string, days: number) {
  const when = Date.now() - days * 86_400_000;
  const database = new Database(databaseFile());
  try {
    database.prepare("UPDATE Post SET createdAt = ?, publishedAt = CASE WHEN publishedAt IS NULL THEN NULL ELSE ? END WHERE id = ?").run(when, when, id);
    database.prepare("UPDATE PublishedVersion SET firstPublishedAt = ?, publishedAt = ? WHERE kind = 'post' AND entityId = ?").run(when, when, id);
  } finally {
    database.close();
  }
}

/** Creates a case's `given` items in order, as an editor would have made them. */
export async function createGiven(given: Case["given"], editor: SessionUser) {
  const author = { ...ctx, actor: { ...ctx.actor, id: editor.id } };
  const imageIds = new Map((await images.list(ctx, { limit: 100 })).items.map((image) => [image.originalName.toLowerCase(), image.id]));
  const imageId = (name: string) => imageIds.get(name.toLowerCase()) ?? name;
  const pageId = async (title: string) => (await pages.list(ctx, { query: title })).items.find((page) => page.title.toLowerCase() === title.toLowerCase())!.id;
  for (const [index, item] of (given ?? []).entries()) await createOne(item, index);

  async function createOne(item: Given, index: number) {
    if ("image" in item) {
      const { name, alt = "", caption = "" } = item.image;
      const image = await images.upload(ctx, { buffer: await pictureFor(name, index), originalName: name, alt, caption });
      imageIds.set(name.toLowerCase(), image.id);
    } else if ("page" in item) {
      const { live, sections: given = [], ...page } = item.page;
      const created = await pages.create(ctx, {
        ...page,
        sections: given.map((section) => ({ templateKey: section.template, content: withImageIds(templateOf(section.template).fields, section.content, imageId) })),
      });
      if (live) await pages.publish(ctx, created.id);
    } else if ("post" in item) {
      const { status = "draft", daysAgo, coverImage, ...post } = item.post;
      const created = await posts.create(author, { ...post, ...(coverImage ? { coverImageId: imageId(coverImage) } : {}) });
      if (status !== "draft") await posts.publish(ctx, created.id);
      if (status === "archived") await posts.archive(ctx, created.id);
      if (daysAgo) backdatePost(created.id, daysAgo);
    } else if ("menuItem" in item) {
      const { label, page, url, visible = true, parent, live = true } = item.menuItem;
      const parentId = parent ? (await navigation.list(ctx)).find((entry) => entry.label.toLowerCase() === parent.toLowerCase())?.id : undefined;
      await navigation.add(ctx, { label, ...(page ? { pageId: await pageId(page) } : { url }), visible, ...(parentId ? { parentId } : {}) });
      if (live) await releases.publish(ctx, { items: [{ kind: "navigation", entityId: MENU_ID }] });
    } else if ("entry" in item) {
      const { collection = "testimonials", title, data, live = true } = item.entry;
      const entry = await entries.create(ctx, collection, { title, data, status: live ? "published" : "draft" });
      if (live) await releases.publish(ctx, { items: [{ kind: "entry", entityId: entry.id }] });
    } else {
      const { logo, live = true, ...patch } = item.settings;
      await settings.update(ctx, { ...patch, ...(logo ? { logoImageId: imageId(logo) } : {}) });
      if (live) await releases.publish(ctx, { items: [{ kind: "settings", entityId: SETTINGS_ID }] });
    }
  }
}
