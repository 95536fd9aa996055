import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../lib/startup/migrate";

// The seed only runs on an empty database, so this file gets its own.
const dir = path.join(process.env.TEST_RUN_DIR!, "seed");
process.env.DATABASE_URL = `file:${path.join(dir, "cms.db")}`;
process.env.MEDIA_DIR = path.join(dir, "media");
migrateDatabase(process.env.DATABASE_URL);

const { db } = await import("@/lib/db");
const { sections } = await import("@/lib/services/sections");
const { seedDemoSite } = await import("@/lib/seed/demo-site");
const { users } = await import("@/lib/services/users");

describe("demo site seed", () => {
  beforeAll(() => sections.syncTemplates());

  it("starts from a migrated database in write-ahead-log mode", async () => {
    expect(await db.$queryRawUnsafe("PRAGMA journal_mode")).toEqual([{ journal_mode: "wal" }]);
  });

  it("builds a believable site once, with working accounts", async () => {
    const seeded = await seedDemoSite();
    expect(seeded?.accounts.map((a) => a.role)).toEqual(["admin", "editor", "viewer"]);

    const pages = await db.page.findMany({ include: { sections: true } });
    expect(pages.map((p) => p.slug).sort()).toEqual(["about", "contact", "home"]);
    expect(pages.every((p) => p.status === "published")).toBe(true);
    expect(new Set(pages.flatMap((p) => p.sections.map((s) => s.templateKey))).size).toBeGreaterThanOrEqual(5);

    const posts = await db.post.findMany();
    expect(posts).toHaveLength(3);
    expect(posts.filter((p) => p.status === "draft")).toHaveLength(1);
    expect(await db.image.count()).toBe(4);
    expect((await db.navItem.findMany()).map((n) => n.label)).toEqual(["Home", "About", "Blog", "Contact"]);
    expect((await db.siteSettings.findUniqueOrThrow({ where: { id: "site" } })).name).toBe("Northwind Studio");
    expect(await db.entry.count()).toBe(2);

    for (const account of seeded!.accounts) {
      await expect(users.authenticate(account.email, account.password)).resolves.toMatchObject({ role: account.role });
    }
    expect(await seedDemoSite()).toBeNull();
    expect(await db.page.count()).toBe(3);
  });
});
