import "server-only";
import { db } from "@/lib/db";
import type { EntityType } from "@/lib/domain/entities";
import type { ServiceContext } from "./context";
import { collections } from "./collections";
import { collectionHistory, entries, entryHistory } from "./entries";
import type { EntityHistory } from "./history";
import { imageHistory, images } from "./images";
import { navigation, navItemHistory } from "./navigation";
import { pageHistory, pages } from "./pages";
import { postHistory, posts } from "./posts";
import { settingsHistory } from "./settings";

/** One row of the trash as a person reads it. */
export type TrashedRow = { id: string; label: string; deletedAt: Date };

/**
 * How one kind of entity is kept: its history (snapshot and revert) and, for kinds that go to the
 * trash, what is there and how one comes back or goes for good. Revisions, revert and the trash read
 * this one registry; publishing adds its own per-kind rules in publishing/kinds.ts.
 */
export type TrackedEntity = {
  history: EntityHistory;
  trash?: {
    trashed(): Promise<TrashedRow[]>;
    restore(ctx: ServiceContext, id: string): Promise<unknown>;
    purge(ctx: ServiceContext, id: string): Promise<unknown>;
  };
};

type Restorable = Pick<NonNullable<TrackedEntity["trash"]>, "restore" | "purge">;

const inTrash = { deletedAt: { not: null } };

/** A kind's trash: its service restores and purges; `find` lists what is there, named by `label`. */
function trashOf<T extends { id: string; deletedAt: Date | null }>(service: Restorable, find: () => Promise<T[]>, label: (row: T) => string): NonNullable<TrackedEntity["trash"]> {
  return {
    restore: (ctx, id) => service.restore(ctx, id),
    purge: (ctx, id) => service.purge(ctx, id),
    trashed: async () => (await find()).map((row) => ({ id: row.id, label: label(row), deletedAt: row.deletedAt! })),
  };
}

export const TRACKED_ENTITIES = {
  page: {
    history: pageHistory,
    trash: trashOf(pages, () => db.page.findMany({ where: inTrash, select: { id: true, title: true, deletedAt: true } }), (row) => row.title),
  },
  post: {
    history: postHistory,
    trash: trashOf(posts, () => db.post.findMany({ where: inTrash, select: { id: true, title: true, deletedAt: true } }), (row) => row.title),
  },
  image: {
    history: imageHistory,
    trash: trashOf(images, () => db.image.findMany({ where: inTrash, select: { id: true, originalName: true, deletedAt: true } }), (row) => row.originalName),
  },
  navItem: {
    history: navItemHistory,
    trash: trashOf(navigation, () => db.navItem.findMany({ where: inTrash, select: { id: true, label: true, deletedAt: true } }), (row) => row.label),
  },
  settings: { history: settingsHistory },
  entry: {
    history: entryHistory,
    trash: trashOf(
      entries,
      () => db.entry.findMany({ where: inTrash, select: { id: true, title: true, deletedAt: true, collection: { select: { name: true } } } }),
      (row) => `${row.collection.name}: ${row.title}`,
    ),
  },
  collection: {
    history: collectionHistory,
    trash: trashOf(collections, () => db.collection.findMany({ where: inTrash, select: { id: true, name: true, deletedAt: true } }), (row) => row.name),
  },
} satisfies Partial<Record<EntityType, TrackedEntity>>;

export type TrackedType = keyof typeof TRACKED_ENTITIES;

export function trackedEntity(type: string): TrackedEntity | undefined {
  return Object.hasOwn(TRACKED_ENTITIES, type) ? TRACKED_ENTITIES[type as TrackedType] : undefined;
}
