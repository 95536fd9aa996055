import "server-only";
import { db } from "@/lib/db";
import type { ServiceContext } from "./context";
import { assertCan } from "./permissions";

/** Counts for the dashboard overview. */
export async function dashboardSummary(ctx: ServiceContext) {
  assertCan(ctx, "content.read");
  const live = { deletedAt: null };
  const trashed = { deletedAt: { not: null } };
  const [pages, publishedPages, posts, draftPosts, images, trashedCounts] = await Promise.all([
    db.page.count({ where: live }),
    db.page.count({ where: { ...live, status: "published" } }),
    db.post.count({ where: live }),
    db.post.count({ where: { ...live, status: "draft" } }),
    db.image.count({ where: live }),
    Promise.all([db.page.count({ where: trashed }), db.post.count({ where: trashed }), db.image.count({ where: trashed }), db.navItem.count({ where: trashed }), db.entry.count({ where: trashed })]),
  ]);
  return { pages, publishedPages, posts, draftPosts, images, trashed: trashedCounts.reduce((a, b) => a + b, 0) };
}
