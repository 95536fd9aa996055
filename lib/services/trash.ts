import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { ServiceContext } from "./context";
import { entries } from "./entries";
import { images } from "./images";
import { navigation } from "./navigation";
import { pages } from "./pages";
import { assertCan } from "./permissions";
import { posts } from "./posts";
import { parseInput } from "./validate";

export const TRASH_TYPES = ["page", "post", "image", "navItem", "entry"] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

export type TrashItem = { type: TrashType; id: string; label: string; deletedAt: Date };

type Restorable = {
  restore(ctx: ServiceContext, id: string): Promise<unknown>;
  purge(ctx: ServiceContext, id: string): Promise<unknown>;
};

const SERVICES: Record<TrashType, Restorable> = { page: pages, post: posts, image: images, navItem: navigation, entry: entries };

const trashTypeSchema = z.enum(TRASH_TYPES, { error: `Unknown item type; use one of: ${TRASH_TYPES.join(", ")}` });

const inTrash = { deletedAt: { not: null } };

export const trash = {
  /** Everything in the trash, newest first. */
  async list(ctx: ServiceContext): Promise<TrashItem[]> {
    assertCan(ctx, "content.read");
    const [pageRows, postRows, imageRows, navRows, entryRows] = await Promise.all([
      db.page.findMany({ where: inTrash, select: { id: true, title: true, deletedAt: true } }),
      db.post.findMany({ where: inTrash, select: { id: true, title: true, deletedAt: true } }),
      db.image.findMany({ where: inTrash, select: { id: true, originalName: true, deletedAt: true } }),
      db.navItem.findMany({ where: inTrash, select: { id: true, label: true, deletedAt: true } }),
      db.entry.findMany({ where: inTrash, select: { id: true, title: true, deletedAt: true, collection: { select: { name: true } } } }),
    ]);
    const items: TrashItem[] = [
      ...pageRows.map((row) => ({ type: "page" as const, id: row.id, label: row.title, deletedAt: row.deletedAt! })),
      ...postRows.map((row) => ({ type: "post" as const, id: row.id, label: row.title, deletedAt: row.deletedAt! })),
      ...imageRows.map((row) => ({ type: "image" as const, id: row.id, label: row.originalName, deletedAt: row.deletedAt! })),
      ...navRows.map((row) => ({ type: "navItem" as const, id: row.id, label: row.label, deletedAt: row.deletedAt! })),
      ...entryRows.map((row) => ({ type: "entry" as const, id: row.id, label: `${row.collection.name}: ${row.title}`, deletedAt: row.deletedAt! })),
    ];
    return items.sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
  },

  async restore(ctx: ServiceContext, type: TrashType, id: string) {
    return SERVICES[parseInput(trashTypeSchema, type, "Invalid trash item")].restore(ctx, id);
  },

  /** Permanently deletes a trashed item (admins only; each service enforces both rules). */
  async purge(ctx: ServiceContext, type: TrashType, id: string) {
    return SERVICES[parseInput(trashTypeSchema, type, "Invalid trash item")].purge(ctx, id);
  },
};
