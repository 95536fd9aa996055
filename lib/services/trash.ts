import "server-only";
import { z } from "zod";
import type { ServiceContext } from "./context";
import { TRACKED_ENTITIES, type TrackedType } from "./entity-registry";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

/** The kinds that go to the trash, as the entity registry declares them. */
export type TrashType = { [T in TrackedType]: "trash" extends keyof (typeof TRACKED_ENTITIES)[T] ? T : never }[TrackedType];

const TRASHABLE = Object.fromEntries(Object.entries(TRACKED_ENTITIES).flatMap(([type, entity]) => ("trash" in entity ? [[type, entity.trash]] : []))) as {
  [T in TrashType]: (typeof TRACKED_ENTITIES)[T]["trash"];
};
export const TRASH_TYPES = Object.keys(TRASHABLE) as TrashType[];

export type TrashItem = { type: TrashType; id: string; label: string; deletedAt: Date };

const trashTypeSchema = z.enum(TRASH_TYPES as [TrashType, ...TrashType[]], { error: `Unknown item type; use one of: ${TRASH_TYPES.join(", ")}` });

export const trash = {
  /** Everything in the trash, newest first. */
  async list(ctx: ServiceContext): Promise<TrashItem[]> {
    assertCan(ctx, "content.read");
    const kinds = await Promise.all(TRASH_TYPES.map(async (type) => (await TRASHABLE[type].trashed()).map((row) => ({ type, ...row }))));
    return kinds.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
  },

  async restore(ctx: ServiceContext, type: TrashType, id: string) {
    return TRASHABLE[parseInput(trashTypeSchema, type, "Invalid trash item")].restore(ctx, id);
  },

  /** Permanently deletes a trashed item (admins only; each service enforces both rules). */
  async purge(ctx: ServiceContext, type: TrashType, id: string) {
    return TRASHABLE[parseInput(trashTypeSchema, type, "Invalid trash item")].purge(ctx, id);
  },
};
