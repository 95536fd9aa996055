import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { linkSchema } from "@/lib/content/section-schema";
import type { ServiceContext } from "./context";
import { ServiceError, alreadyDone, conflict, notFound } from "./errors";
import { runWrite, toSnapshot, type EntityHistory, type JsonSnapshot, type WriteScope } from "./history";
import { findPage } from "./pages";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

const labelSchema = z.string().trim().min(1, "Label is required").max(60, "At most 60 characters");
const idSchema = z.string().trim().min(1);

const addNavItemSchema = z
  .object({
    label: labelSchema,
    pageId: idSchema.optional(),
    url: linkSchema.optional(),
    parentId: idSchema.nullable().optional(),
    position: z.number().int().min(0).optional(),
    visible: z.boolean().optional(),
  })
  .refine((v) => (v.pageId === undefined) !== (v.url === undefined), {
    message: "Give exactly one of pageId (link to a page) or url (any other link)",
    path: ["pageId"],
  });

const updateNavItemSchema = z
  .object({
    label: labelSchema.optional(),
    pageId: idSchema.optional(),
    url: linkSchema.optional(),
    parentId: idSchema.nullable().optional(),
    visible: z.boolean().optional(),
  })
  .refine((v) => !(v.pageId !== undefined && v.url !== undefined), {
    message: "Give either pageId or url, not both",
    path: ["pageId"],
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update" });

const reorderSchema = z.object({
  parentId: idSchema.nullable(),
  orderedIds: z.array(idSchema).min(1, "Give the item ids in their new order"),
});

const invalid = (message: string, hint?: string) => new ServiceError("validation", message, { hint });

const itemOrder = [{ position: "asc" as const }, { createdAt: "asc" as const }];
const pageSummary = { select: { id: true, title: true, slug: true, status: true, deletedAt: true } };

type NavItemSnapshot = {
  label: string;
  pageId: string | null;
  url: string | null;
  position: number;
  visible: boolean;
  parentId: string | null;
  deletedAt: string | null;
};

// updatedAt is left out on purpose: renumbering siblings must not make an unrelated revision look stale.
const snapshotFields = { id: true, label: true, pageId: true, url: true, position: true, visible: true, parentId: true, deletedAt: true };

async function loadNavItem(tx: Tx, id: string): Promise<JsonSnapshot | null> {
  const item = await tx.navItem.findUnique({ where: { id }, select: snapshotFields });
  return item ? toSnapshot(item) : null;
}

async function findItem(tx: Tx, id: string, { includeTrashed = false } = {}) {
  const item = await tx.navItem.findFirst({ where: { id, ...(includeTrashed ? {} : { deletedAt: null }) }, include: { page: pageSummary } });
  if (!item) throw notFound(`Navigation item "${id}"`, "List the navigation to find the right id.");
  return item;
}

/** Resolves a page id or slug to a live page id; a trashed page cannot be linked. */
async function linkablePageId(tx: Tx, idOrSlug: string) {
  const page = await findPage(tx, idOrSlug, { includeTrashed: true });
  if (page.deletedAt) throw conflict(`Page "${page.title}" is in the trash.`, "Restore the page first, or link another page.");
  return page.id;
}

/** The menu is at most two levels deep: a parent must be a live top-level item, and an item with sub-items stays on top. */
async function assertPlacement(tx: Tx, itemId: string | undefined, parentId: string | null | undefined) {
  if (!parentId) return;
  if (parentId === itemId) throw invalid("A navigation item cannot be its own parent.");
  const parent = await findItem(tx, parentId);
  if (parent.parentId) {
    throw invalid(`"${parent.label}" is itself a sub-item; the menu is at most two levels deep.`, "Choose a top-level item as the parent.");
  }
  if (itemId && (await tx.navItem.count({ where: { parentId: itemId, deletedAt: null } }))) {
    const item = await findItem(tx, itemId);
    throw invalid(`"${item.label}" has sub-items, so it must stay at the top level.`, "Move or remove its sub-items first.");
  }
}

/**
 * A second link to the same page or address at one level of the menu is a mistake, not a wish:
 * asking twice to "add Blog (/blog) to the nav" must not show Blog twice.
 */
async function assertNotListed(tx: Tx, parentId: string | null, link: { pageId: string } | { url: string | null }) {
  const same = await tx.navItem.findFirst({ where: { deletedAt: null, parentId, ...link } });
  if (!same) return;
  const where = parentId ? "at that level of the menu" : "in the menu";
  throw alreadyDone(
    `"${same.label}" already links there ${where}${same.visible ? "" : " (hidden)"}.`,
    same.visible ? "Rename or move that link instead of adding another." : "Show that link instead of adding another.",
  );
}

async function siblingIds(tx: Tx, parentId: string | null) {
  const siblings = await tx.navItem.findMany({ where: { parentId, deletedAt: null }, orderBy: itemOrder, select: { id: true } });
  return siblings.map((s) => s.id);
}

/** Gives the listed items consecutive positions under `parentId`, recording a revision for each item that moved. */
async function arrange({ tx, record }: WriteScope, parentId: string | null, orderedIds: string[]) {
  for (const [position, id] of orderedIds.entries()) {
    const before = await loadNavItem(tx, id);
    if (before?.position === position && before.parentId === parentId) continue;
    await tx.navItem.update({ where: { id }, data: { position, parentId } });
    record({ entityType: "navItem", entityId: id, before, after: await loadNavItem(tx, id) });
  }
}

export function buildTree<T extends { id: string; parentId: string | null }>(items: T[]) {
  return items
    .filter((item) => !item.parentId)
    .map((item) => ({ ...item, children: items.filter((child) => child.parentId === item.id) }));
}

/** Runs a write on one nav item and records its before/after snapshot. */
async function writeNavItem<T>(
  ctx: ServiceContext,
  action: string,
  id: string,
  input: unknown,
  change: (scope: WriteScope, item: Awaited<ReturnType<typeof findItem>>) => Promise<T>,
  { permission = "content.write", includeTrashed = false }: { permission?: "content.write" | "trash.purge"; includeTrashed?: boolean } = {},
): Promise<T> {
  return runWrite(ctx, { action, permission, input, target: { type: "navItem", id } }, async (scope) => {
    const item = await findItem(scope.tx, id, { includeTrashed });
    scope.setTarget({ type: "navItem", id: item.id, label: item.label });
    const before = await loadNavItem(scope.tx, item.id);
    const result = await change(scope, item);
    scope.record({ entityType: "navItem", entityId: item.id, before, after: await loadNavItem(scope.tx, item.id) });
    return result;
  });
}

export const navItemHistory: EntityHistory = {
  load: loadNavItem,
  async apply(tx, id, snapshot) {
    if (!snapshot) {
      await tx.navItem.update({ where: { id }, data: { deletedAt: new Date() } });
      return;
    }
    const s = snapshot as unknown as NavItemSnapshot;
    if (s.pageId && !(await tx.page.findUnique({ where: { id: s.pageId } }))) {
      throw conflict(`The page navigation item '${s.label}' linked to has been permanently deleted.`, "Edit the item by hand instead.");
    }
    if (s.parentId && !(await tx.navItem.findUnique({ where: { id: s.parentId } }))) {
      throw conflict(`The parent of navigation item '${s.label}' has been permanently deleted.`, "Edit the item by hand instead.");
    }
    const data = {
      label: s.label,
      pageId: s.pageId,
      url: s.url,
      position: s.position,
      visible: s.visible,
      parentId: s.parentId,
      deletedAt: s.deletedAt ? new Date(s.deletedAt) : null,
    };
    await tx.navItem.upsert({ where: { id }, update: data, create: { id, ...data } });
  },
  describe: (snapshot) => `navigation item '${String(snapshot.label)}'`,
};

export const navigation = {
  /** The whole menu as a tree (top-level items with their ordered children), each with its linked page. */
  async list(ctx: ServiceContext, { includeHidden = true }: { includeHidden?: boolean } = {}) {
    assertCan(ctx, "content.read");
    const items = await db.navItem.findMany({
      where: { deletedAt: null, ...(includeHidden ? {} : { visible: true }) },
      orderBy: itemOrder,
      include: { page: pageSummary },
    });
    return buildTree(items);
  },

  async get(ctx: ServiceContext, id: string) {
    assertCan(ctx, "content.read");
    return findItem(db, id);
  },

  /** Adds a link to a page (id or slug) or to a URL, at the end of its level unless a position is given. */
  async add(ctx: ServiceContext, rawInput: unknown) {
    const input = parseInput(addNavItemSchema, rawInput, "Invalid navigation item");
    return runWrite(ctx, { action: "navigation.add", permission: "content.write", input, target: { type: "navItem", label: input.label } }, async (scope) => {
      const { tx } = scope;
      const parentId = input.parentId ?? null;
      await assertPlacement(tx, undefined, parentId);
      const pageId = input.pageId ? await linkablePageId(tx, input.pageId) : null;
      await assertNotListed(tx, parentId, pageId ? { pageId } : { url: input.url ?? null });
      const ids = await siblingIds(tx, parentId);
      const position = Math.min(input.position ?? ids.length, ids.length);
      const item = await tx.navItem.create({
        data: { label: input.label, pageId, url: input.url ?? null, parentId, position, visible: input.visible ?? true },
      });
      ids.splice(position, 0, item.id);
      await arrange(scope, parentId, ids);
      scope.setTarget({ type: "navItem", id: item.id, label: item.label });
      scope.record({ entityType: "navItem", entityId: item.id, before: null, after: await loadNavItem(tx, item.id) });
      return findItem(tx, item.id);
    });
  },

  /** Changes an item; a new pageId replaces its url and vice versa; a new parent puts it at the end of that level. */
  async update(ctx: ServiceContext, id: string, rawInput: unknown) {
    const input = parseInput(updateNavItemSchema, rawInput, "Invalid navigation item");
    return writeNavItem(ctx, "navigation.update", id, input, async ({ tx }, item) => {
      const link = input.pageId
        ? { pageId: await linkablePageId(tx, input.pageId), url: null }
        : input.url
          ? { pageId: null, url: input.url }
          : {};
      const parentId = input.parentId === undefined ? item.parentId : input.parentId;
      const moving = parentId !== item.parentId;
      if (moving) await assertPlacement(tx, item.id, parentId);
      await tx.navItem.update({
        where: { id: item.id },
        data: {
          label: input.label,
          visible: input.visible,
          ...link,
          ...(moving ? { parentId, position: (await siblingIds(tx, parentId)).length } : {}),
        },
      });
      return findItem(tx, item.id);
    });
  },

  async setVisible(ctx: ServiceContext, id: string, visible: boolean) {
    const input = parseInput(z.object({ visible: z.boolean() }), { visible }, "Invalid visibility");
    return writeNavItem(ctx, visible ? "navigation.show" : "navigation.hide", id, { id, ...input }, async ({ tx }, item) => {
      if (item.visible === input.visible) throw alreadyDone(`Navigation item "${item.label}" is already ${visible ? "visible" : "hidden"}.`);
      await tx.navItem.update({ where: { id: item.id }, data: { visible: input.visible } });
      return findItem(tx, item.id);
    });
  },

  /**
   * Puts the items of one level (top level when parentId is null) in the given order. Every current
   * item of that level must be listed once; listing an item from elsewhere moves it here.
   */
  async reorder(ctx: ServiceContext, rawInput: unknown) {
    const { parentId, orderedIds } = parseInput(reorderSchema, rawInput, "Invalid order");
    return runWrite(ctx, { action: "navigation.reorder", permission: "content.write", input: { parentId, orderedIds } }, async (scope) => {
      const { tx } = scope;
      await assertPlacement(tx, undefined, parentId);
      const current = await siblingIds(tx, parentId);
      const missing = current.filter((id) => !orderedIds.includes(id));
      if (new Set(orderedIds).size !== orderedIds.length || missing.length) {
        throw invalid("The new order must list every item of that level exactly once.", `The level's item ids are: ${current.join(", ") || "(none)"}.`);
      }
      for (const id of orderedIds.filter((id) => !current.includes(id))) {
        await findItem(tx, id);
        await assertPlacement(tx, id, parentId);
      }
      if (parentId) {
        const parent = await findItem(tx, parentId);
        scope.setTarget({ type: "navItem", id: parent.id, label: parent.label });
      }
      await arrange(scope, parentId, orderedIds);
      return tx.navItem.findMany({ where: { parentId, deletedAt: null }, orderBy: itemOrder, include: { page: pageSummary } });
    });
  },

  /**
   * Moves an item to the trash together with its sub-items: keeping them under their parent loses
   * nothing (the whole branch comes back on restore), whereas promoting them to the top level would
   * silently change the live menu and the branch's shape.
   */
  async remove(ctx: ServiceContext, id: string) {
    return writeNavItem(ctx, "navigation.remove", id, { id }, async ({ tx, record }, item) => {
      const deletedAt = new Date();
      const children = await siblingIds(tx, item.id);
      for (const childId of children) {
        const before = await loadNavItem(tx, childId);
        await tx.navItem.update({ where: { id: childId }, data: { deletedAt } });
        record({ entityType: "navItem", entityId: childId, before, after: await loadNavItem(tx, childId) });
      }
      await tx.navItem.update({ where: { id: item.id }, data: { deletedAt } });
      return { id: item.id, label: item.label, removedChildren: children.length };
    });
  },

  /** Restores a trashed item and the sub-items that were trashed with it. */
  async restore(ctx: ServiceContext, id: string) {
    return writeNavItem(ctx, "navigation.restore", id, { id }, async ({ tx, record }, item) => {
      if (!item.deletedAt) throw conflict(`Navigation item "${item.label}" is not in the trash.`);
      if (item.parentId) {
        const parent = await findItem(tx, item.parentId, { includeTrashed: true });
        if (parent.deletedAt) throw conflict(`Its parent "${parent.label}" is in the trash.`, "Restore the parent; its sub-items come back with it.");
      }
      const children = await tx.navItem.findMany({ where: { parentId: item.id, deletedAt: item.deletedAt }, select: { id: true } });
      for (const { id: childId } of children) {
        const before = await loadNavItem(tx, childId);
        await tx.navItem.update({ where: { id: childId }, data: { deletedAt: null } });
        record({ entityType: "navItem", entityId: childId, before, after: await loadNavItem(tx, childId) });
      }
      await tx.navItem.update({ where: { id: item.id }, data: { deletedAt: null } });
      return findItem(tx, item.id);
    }, { includeTrashed: true });
  },

  /** Permanently deletes a trashed item and its trashed sub-items. Revisions stay readable. */
  async purge(ctx: ServiceContext, id: string) {
    return writeNavItem(ctx, "navigation.purge", id, { id }, async ({ tx, record }, item) => {
      if (!item.deletedAt) throw conflict(`Navigation item "${item.label}" must be in the trash before it can be purged.`, "Remove it first.");
      const children = await tx.navItem.findMany({ where: { parentId: item.id }, select: { id: true, deletedAt: true } });
      if (children.some((child) => !child.deletedAt)) {
        throw conflict(`Navigation item "${item.label}" still has live sub-items.`, "Move or remove its sub-items first.");
      }
      for (const child of children) {
        record({ entityType: "navItem", entityId: child.id, before: await loadNavItem(tx, child.id), after: null });
        await tx.navItem.delete({ where: { id: child.id } });
      }
      await tx.navItem.delete({ where: { id: item.id } });
      return { id: item.id, label: item.label, purgedChildren: children.length };
    }, { permission: "trash.purge", includeTrashed: true });
  },
};
