import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { pageHref } from "@/lib/content/page-href";
import { renderPublicSite, type PublicSite } from "../support/public-html";

/**
 * Upgrading keeps the public site as it was: a database made by the schema before published
 * versions, holding real content in the old shape, is migrated and must render the same HTML.
 */
const MIGRATION = "20261123230000_published_versions";
const root = path.resolve("data/test-runs", `upgrade-${process.pid}-${Date.now()}`);
const file = path.join(root, "cms.db");
const url = `file:${file}`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `prisma migrate deploy` (the app's own startup step) against our file with the given migrations folder. */
function deploy(migrations: string) {
  const config = path.join(root, "prisma.config.ts");
  writeFileSync(
    config,
    `import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: ${JSON.stringify(path.resolve("prisma/schema.prisma"))},
  migrations: { path: ${JSON.stringify(migrations)} },
  adapter: async () => new PrismaBetterSQLite3({ url: ${JSON.stringify(url)} }),
});
`,
  );
  execFileSync(process.execPath, [path.resolve("node_modules/prisma/build/index.js"), "migrate", "deploy", "--config", config], {
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function createPreviousSchemaDatabase() {
  const previous = path.join(root, "previous-migrations");
  mkdirSync(previous, { recursive: true });
  for (const name of readdirSync("prisma/migrations")) {
    if (name === "migration_lock.toml" || name < MIGRATION) cpSync(path.join("prisma/migrations", name), path.join(previous, name), { recursive: true });
  }
  deploy(previous);
}

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000+00:00`;
const json = (value: unknown) => JSON.stringify(value);

/** Content written in the old shape: live state was the `status` column of the working rows. */
function writeOldContent(database: Database.Database) {
  const run = (sql: string, ...params: unknown[]) => database.prepare(sql).run(...params);
  run(`INSERT INTO User (id, email, name, role, passwordHash, createdAt, updatedAt) VALUES ('u1', 'ed@x.test', 'Eddie Editor', 'editor', 'x', ?, ?)`, at(1), at(1));
  for (const key of ["hero", "text"]) {
    run(`INSERT INTO SectionTemplate (key, name, description, fields, createdAt, updatedAt) VALUES (?, ?, '', '[]', ?, ?)`, key, key, at(1), at(1));
  }
  const image = (id: string, deletedAt: string | null) =>
    run(
      `INSERT INTO Image (id, filename, originalName, mime, size, width, height, sha256, alt, caption, variants, createdAt, updatedAt, deletedAt)
       VALUES (?, ?, ?, 'image/png', 10, 800, 600, 'abc', 'A harbour at dawn', '', ?, ?, ?, ?)`,
      id, `${id}.png`, `${id}.png`, json({ thumb: { filename: `${id}-thumb.webp`, width: 200, height: 150 }, medium: { filename: `${id}-medium.webp`, width: 800, height: 600 } }), at(1), at(1), deletedAt,
    );
  image("img1", null);
  image("img-gone", at(3));
  const page = (id: string, title: string, slug: string, status: string, deletedAt: string | null = null) =>
    run(`INSERT INTO Page (id, title, slug, status, seoTitle, seoDescription, publishedAt, createdAt, updatedAt, deletedAt) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
      id, title, slug, status, status === "published" ? `${title} — SEO` : null, status === "published" ? at(2) : null, at(1), at(4), deletedAt);
  const section = (id: string, pageId: string, templateKey: string, position: number, content: unknown) =>
    run(`INSERT INTO PageSection (id, pageId, templateKey, position, content, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)`, id, pageId, templateKey, position, json(content), at(1), at(1));
  page("p-home", "Home", "home", "published");
  section("s1", "p-home", "hero", 0, { heading: "Calm websites", subheading: "For “independent” shops & cafés", image: "img1", cta: { label: "About us", href: "/about" } });
  section("s2", "p-home", "text", 1, { heading: "Why", body: "We **care**.\n\n- fast\n- kind" });
  page("p-about", "About", "about", "published");
  section("s3", "p-about", "text", 1, { body: "Second by position" });
  section("s4", "p-about", "text", 0, { body: "First by position, written later" });
  page("p-draft", "Careers", "careers", "draft");
  section("s5", "p-draft", "hero", 0, { heading: "Not yet live" });
  page("p-trashed", "Old", "old", "published", at(5));

  const post = (id: string, title: string, slug: string, status: string, publishedAt: string | null, coverImageId: string | null) =>
    run(`INSERT INTO Post (id, title, slug, excerpt, body, status, publishedAt, coverImageId, authorId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'u1', ?, ?)`,
      id, title, slug, `${title} in short`, `# ${title}\n\nBody with [a link](/about).`, status, publishedAt, coverImageId, at(1), at(6));
  post("b1", "Hello world", "hello-world", "published", at(7), "img1");
  post("b2", "Second post", "second-post", "published", at(8), "img-gone");
  post("b3", "Unfinished", "unfinished", "draft", null, null);
  run(`INSERT INTO Tag (id, name) VALUES ('t1', 'news'), ('t2', 'Design')`);
  run(`INSERT INTO _PostToTag (A, B) VALUES ('b1', 't1'), ('b1', 't2'), ('b2', 't2')`);

  const nav = (id: string, label: string, pageId: string | null, url: string | null, position: number, visible = 1, parentId: string | null = null, deletedAt: string | null = null) =>
    run(`INSERT INTO NavItem (id, label, pageId, url, position, visible, parentId, createdAt, updatedAt, deletedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id, label, pageId, url, position, visible, parentId, at(1), at(1), deletedAt);
  nav("n1", "Home", "p-home", null, 0);
  nav("n2", "About", "p-about", null, 1);
  nav("n3", "Team", null, "/about#team", 0, 1, "n2");
  nav("n4", "Careers", "p-draft", null, 2);
  nav("n5", "Blog", null, "/blog", 3);
  nav("n6", "Secret", null, "https://example.com", 4, 0);
  nav("n7", "Gone", null, "/gone", 5, 1, null, at(5));
  run(
    `INSERT INTO SiteSettings (id, name, tagline, logoImageId, themeColors, socialLinks, seoTitle, seoDescription, updatedAt) VALUES ('site', 'Harbour Café', 'Coffee by the sea', 'img1', ?, ?, 'Harbour', 'Fresh coffee', ?)`,
    json({ primary: "#123456", accent: "#abcdef", background: "#ffffff", text: "#111111" }), json([{ label: "Mastodon", url: "https://mastodon.example/@harbour" }]), at(2),
  );
}

type Row = Record<string, unknown>;

/** The public site as the previous version read it: working rows whose status was "published". */
function loadSiteTheOldWay(database: Database.Database): PublicSite {
  const all = (sql: string, ...params: unknown[]) => database.prepare(sql).all(...params) as Row[];
  const images = new Map(
    all(`SELECT * FROM Image WHERE deletedAt IS NULL`).map((row) => [String(row.id), { id: String(row.id), filename: String(row.filename), width: Number(row.width), height: Number(row.height), alt: String(row.alt), caption: String(row.caption), variants: JSON.parse(String(row.variants)) }]),
  );
  const settings = all(`SELECT * FROM SiteSettings WHERE id = 'site'`)[0];
  const navRows = all(
    `SELECT n.*, p.slug AS pageSlug FROM NavItem n LEFT JOIN Page p ON p.id = n.pageId
     WHERE n.deletedAt IS NULL AND n.visible = 1 AND (n.url IS NOT NULL OR (p.status = 'published' AND p.deletedAt IS NULL))
     ORDER BY n.position, n.createdAt`,
  );
  const link = (row: Row) => ({ id: String(row.id), label: String(row.label), href: row.pageSlug ? pageHref(String(row.pageSlug)) : String(row.url) });
  const menu = navRows.filter((row) => !row.parentId).map((row) => ({ ...link(row), children: navRows.filter((child) => child.parentId === row.id).map(link) }));
  const pages = all(`SELECT * FROM Page WHERE status = 'published' AND deletedAt IS NULL ORDER BY slug`).map((row) => {
    const sections = all(`SELECT * FROM PageSection WHERE pageId = ? ORDER BY position`, row.id).map((s) => ({ id: String(s.id), templateKey: String(s.templateKey), content: JSON.parse(String(s.content)) }));
    return { slug: String(row.slug), page: { title: String(row.title), sections }, images };
  });
  const posts = all(`SELECT p.*, u.name AS authorName FROM Post p LEFT JOIN User u ON u.id = p.authorId WHERE p.status = 'published' AND p.deletedAt IS NULL ORDER BY p.publishedAt DESC`).map((row) => ({
    id: String(row.id),
    slug: String(row.slug),
    title: String(row.title),
    excerpt: String(row.excerpt),
    body: String(row.body),
    publishedAt: new Date(String(row.publishedAt)),
    author: row.authorName ? { name: String(row.authorName) } : null,
    coverImage: images.get(String(row.coverImageId)) ?? null,
    tags: all(`SELECT t.* FROM Tag t JOIN _PostToTag pt ON pt.B = t.id WHERE pt.A = ? ORDER BY t.name`, row.id).map((t) => ({ id: String(t.id), name: String(t.name) })),
  }));
  return {
    chrome: {
      name: String(settings.name),
      tagline: String(settings.tagline),
      logo: images.get(String(settings.logoImageId)) ?? null,
      theme: JSON.parse(String(settings.themeColors)),
      socialLinks: JSON.parse(String(settings.socialLinks)),
      menu,
    },
    pages,
    posts,
  };
}

describe("upgrading to published versions", () => {
  it("turns today's published content into published versions and the public site renders the same HTML", async () => {
    mkdirSync(root, { recursive: true });
    createPreviousSchemaDatabase();
    const database = new Database(file);
    writeOldContent(database);
    const before = renderPublicSite(loadSiteTheOldWay(database));
    database.close();
    expect(Object.keys(before).sort()).toEqual(["/about", "/blog", "/blog/hello-world", "/blog/second-post", "/home"]);
    expect(before["/home"]).toContain("Calm websites");
    expect(before["/home"]).toContain(">Team<");
    expect(before["/home"]).not.toContain(">Careers<");
    expect(before["/home"]).not.toContain(">Secret<");

    deploy(path.resolve("prisma/migrations"));
    process.env.DATABASE_URL = url;
    delete (globalThis as { cmsDb?: unknown }).cmsDb;
    const { loadLiveSite } = await import("../support/live-site");
    const after = renderPublicSite(await loadLiveSite());
    expect(after).toEqual(before);

    const { unpublishedChanges } = await import("@/lib/services/publishing/changes");
    const { editor } = await import("../support/actors");
    const changes = await unpublishedChanges.list(editor);
    expect(changes.map(({ kind, label, state }) => ({ kind, label, state }))).toEqual([
      { kind: "page", label: "Careers", state: "new" },
      { kind: "post", label: "Unfinished", state: "new" },
    ]);
  });
});
