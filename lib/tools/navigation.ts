import "server-only";
import { z } from "zod";
import { pageHref } from "@/lib/content/page-href";
import { ServiceError, notFound } from "@/lib/services/errors";
import { defineTool, resultSchema, type ToolContext, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { changesOf, newValues, pageSummary, pageSummarySchema, success, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_getNavigation for the menu's item ids, or cms_getPages for a page's id or slug.",
  conflict: "Call cms_getNavigation to check the item's current state.",
};

type NavTree = Awaited<ReturnType<ToolContext["services"]["navigation"]["list"]>>;
type NavRow = Omit<NavTree[number], "children">;

const navItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  visible: z.boolean(),
  parentId: z.string().nullable(),
  position: z.number(),
  /** In words: "page 'About' (/about)", a URL, or "nothing". */
  target: z.string(),
  page: pageSummarySchema.nullable(),
  url: z.string().nullable(),
});
const navTreeItemSchema = navItemSchema.extend({ children: z.array(navItemSchema) });

/** A page a menu item links to, in words: "page 'About' (/about, draft)". */
const pageLink = (page: { title: string; slug: string }, notes: unknown[] = []) => `page '${page.title}' (${[pageHref(page.slug), ...notes.filter(Boolean)].join(", ")})`;

function describeTarget(item: NavRow): string {
  if (item.page) return pageLink(item.page, [item.page.status !== "published" && item.page.status, item.page.deletedAt && "in the trash"]);
  return item.url ?? "nothing (its page was permanently deleted)";
}

const navItem = (item: NavRow) => ({
  id: item.id,
  label: item.label,
  visible: item.visible,
  parentId: item.parentId,
  position: item.position,
  target: describeTarget(item),
  page: item.page && pageSummary(item.page),
  url: item.url,
});

const flatten = (tree: NavTree) => tree.flatMap(({ children, ...item }) => [{ ...item, children }, ...children.map((child) => ({ ...child, children: [] }))]);

const itemRef = {
  itemId: z.string().trim().min(1).optional().describe("The navigation item's id (cms_getNavigation lists them). Preferred over label."),
  label: z.string().trim().min(1).optional().describe('The item\'s label as shown in the menu, e.g. "Blog" (any letter case), when the id is not known.'),
};

/** The item named by id, or by its label in any letter case; an unknown or ambiguous label fails with the candidates. */
async function resolveItem(tool: ToolContext, { itemId, label }: { itemId?: string; label?: string }) {
  if (!itemId && !label) {
    throw new ServiceError("validation", "Say which navigation item: give itemId or label.", { hint: "Call cms_getNavigation to see the items." });
  }
  const items = flatten(await tool.services.navigation.list(tool.ctx));
  if (itemId) {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) throw notFound(`Navigation item "${itemId}"`, hints.notFound);
    return item;
  }
  const wanted = label!.toLowerCase();
  const matches = items.filter((item) => item.label.toLowerCase() === wanted);
  if (matches.length === 1) return matches[0];
  if (!matches.length) {
    const labels = items.map((item) => `'${item.label}'`).join(", ") || "none";
    throw new ServiceError("not_found", `No navigation item is labelled '${label}'. The menu's items are: ${labels}.`);
  }
  const parentLabel = (parentId: string | null) => (parentId ? `under '${items.find((item) => item.id === parentId)?.label}'` : "top level");
  const candidates = matches.map((item) => `"${item.id}" (${parentLabel(item.parentId)}, links to ${describeTarget(item)})`).join("; ");
  throw new ServiceError("validation", `${matches.length} navigation items are labelled '${label}'.`, { hint: `Call again with itemId, one of: ${candidates}.` });
}

// ── Approval cards ──────────────────────────────────────────────────────────────────────────────

const MENU_DRAFT = "The menu's change is saved as a draft; visitors see it once the menu is published.";

/** Where an item sits: "top level" or "under 'Company'". */
const placeUnder = (parent: { label: string } | undefined) => (parent ? `under '${parent.label}'` : "top level");

const parentOf = (tool: ToolContext, parentId: string | null | undefined) => (parentId ? tool.services.navigation.get(tool.ctx, parentId) : Promise.resolve(undefined));

/** An item as its approval card shows it now. */
async function itemNow(tool: ToolContext, item: NavRow) {
  return { label: item.label, linksTo: describeTarget(item), visible: item.visible, place: placeUnder(await parentOf(tool, item.parentId)) };
}

/** What a new or changed link would point to, in words; the page is read so its title shows. */
async function newLink(tool: ToolContext, pageRef: string | undefined, url: string | undefined) {
  return pageRef ? pageLink(await tool.services.pages.get(tool.ctx, pageRef)) : url || undefined;
}

export const cmsGetNavigation = defineReadTool({
  name: "cms_getNavigation",
  label: "Read the menu",
  lists: "navItem",
  readAction: "Look up the site's menu",
  domain: "navigation",
  risk: "safe",
  tags: ["navigation", "menu", "read"],
  description: "Get the site's navigation menu as a tree: top-level items in order with their sub-items, each with its id, label, what it links to and whether it is visible.",
  input: z.object({}).describe("No input needed."),
  output: resultSchema({ items: z.array(navTreeItemSchema), total: z.number() }),
  execute: (_input, tool) =>
    withHints(hints, async () => {
      const tree = await tool.services.navigation.list(tool.ctx);
      const items = tree.map(({ children, ...item }) => ({ ...navItem(item), children: children.map(navItem) }));
      const total = flatten(tree).length;
      return success(total ? `The menu has ${total} item(s), ${tree.length} at the top level.` : "The menu is empty.", { items, total });
    }),
});

export const cmsAddNavigationItem = defineTool({
  name: "cms_addNavigationItem",
  label: "Add a menu link",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "navigation",
  risk: "safe",
  tags: ["navigation", "menu", "create"],
  description: "Add a link to the navigation menu: to a page of the site (page) or to any other address (url). Give exactly one of page or url.",
  input: z
    .object({
      label: z.string().describe('The text shown in the menu, e.g. "About" (at most 60 characters).'),
      page: z.string().trim().min(1).optional().describe('The page to link to, by id or slug, e.g. "about".'),
      url: z.string().trim().optional().describe('Any other link: a site path like "/blog" or a full https:// address.'),
      parentId: z.string().trim().min(1).optional().describe("Id of a top-level item to put this under as a sub-item (the menu has two levels)."),
      position: z.number().int().min(0).optional().describe("0-based place among its siblings; by default it goes last."),
    })
    .describe("The new menu item."),
  output: resultSchema({ navItem: navItemSchema }),
  preview: async ({ label, page, url, parentId, position }, tool) => {
    const parent = await parentOf(tool, parentId);
    const place = `${placeUnder(parent)}, ${position === undefined ? "last" : `place ${position + 1}`}`;
    return {
      action: `Add '${label}' to the menu${parent ? ` under '${parent.label}'` : ""}`,
      target: { type: "navItem", label },
      changes: newValues({ label, linksTo: await newLink(tool, page, url), place }),
      impact: [MENU_DRAFT],
    };
  },
  execute: ({ page, ...input }, tool) =>
    withHints(hints, async () => {
      const item = await tool.services.navigation.add(tool.ctx, { ...input, pageId: page });
      return success(`Added '${item.label}' to the menu, linking to ${describeTarget(item)}.`, { navItem: navItem(item) });
    }),
});

export const cmsUpdateNavigationItem = defineTool({
  name: "cms_updateNavigationItem",
  label: "Edit a menu link",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "navigation",
  risk: "moderate",
  tags: ["navigation", "menu", "update"],
  description: "Change a menu item's label, what it links to (page or url; one replaces the other) or its parent. To show or hide it use cms_toggleNavigationItem.",
  input: z
    .object({
      itemId: z.string().trim().min(1).describe("The navigation item's id (cms_getNavigation lists them)."),
      label: z.string().optional().describe("New label."),
      page: z.string().trim().min(1).optional().describe("Link it to this page instead (id or slug)."),
      url: z.string().trim().optional().describe('Link it to this address instead: a site path like "/blog" or a full https:// address.'),
      parentId: z.string().trim().min(1).nullable().optional().describe("Move it under this top-level item; null moves it to the top level."),
    })
    .describe("The item and the fields to change; fields left out stay as they are."),
  output: resultSchema({ navItem: navItemSchema }),
  preview: async ({ itemId, page, url, label, parentId }, tool) => {
    const item = await resolveItem(tool, { itemId });
    const now = await itemNow(tool, item);
    const place = parentId === undefined ? undefined : placeUnder(await parentOf(tool, parentId));
    const changes = changesOf(now, { label, linksTo: await newLink(tool, page, url), place });
    return {
      action: `Change '${item.label}' in the menu`,
      target: { type: "navItem", id: item.id, label: item.label },
      current: now,
      changes,
      impact: [
        ...(changes.some((change) => change.field === "place") ? [`It goes last ${place === "top level" ? "at the top level" : place}.`] : []),
        changes.length ? MENU_DRAFT : "Nothing would change: the item already looks like this.",
      ],
    };
  },
  execute: ({ itemId, page, ...patch }, tool) =>
    withHints(hints, async () => {
      const item = await tool.services.navigation.update(tool.ctx, itemId, { ...patch, pageId: page });
      return success(`Updated menu item '${item.label}'; it links to ${describeTarget(item)}.`, { navItem: navItem(item) });
    }),
});

export const cmsToggleNavigationItem = defineTool({
  name: "cms_toggleNavigationItem",
  label: "Show or hide a menu link",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "navigation",
  risk: "moderate",
  tags: ["navigation", "menu", "visibility", "update"],
  description: "Show or hide a menu item (a hidden item stays in the navigation list but not on the site). Name it by itemId, or by its label.",
  input: z.object({ ...itemRef, visible: z.boolean().describe("true to show the item on the site, false to hide it.") }).describe("Which item, and whether it is shown."),
  output: resultSchema({ navItem: navItemSchema }),
  preview: async (input, tool) => {
    const item = await resolveItem(tool, input);
    const shown = input.visible ? "shown" : "hidden";
    return {
      action: `${input.visible ? "Show" : "Hide"} '${item.label}' in the menu`,
      target: { type: "navItem", id: item.id, label: item.label },
      current: await itemNow(tool, item),
      changes: changesOf({ visible: item.visible }, { visible: input.visible }),
      impact: [item.visible === input.visible ? `It is already ${shown}; nothing changes.` : MENU_DRAFT],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const target = await resolveItem(tool, input);
      const item = await tool.services.navigation.setVisible(tool.ctx, target.id, input.visible);
      return success(`'${item.label}' is now ${item.visible ? "shown in" : "hidden from"} the menu.`, { navItem: navItem(item) });
    }),
});

/** The labels of one level of the menu, in order: "Home, About, Blog". */
const levelOrder = (items: { id: string; label: string }[]) => items.map((item) => item.label).join(", ");

export const cmsMoveNavigationItem = defineTool({
  name: "cms_moveNavigationItem",
  label: "Move a menu link",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "navigation",
  risk: "moderate",
  tags: ["navigation", "menu", "order", "update"],
  description: "Move a menu item to another place among the items of its level (0 = first; a place past the end puts it last). Name it by itemId, or by its label. To move it under another item use cms_updateNavigationItem.",
  input: z
    .object({
      ...itemRef,
      position: z.number().int().min(0).describe("Its new 0-based place among its siblings: 0 puts it first; a number past the end puts it last."),
    })
    .describe("Which item, and where it goes."),
  output: resultSchema({ navItem: navItemSchema, order: z.array(z.string()) }),
  preview: async (input, tool) => {
    const { item, before, after } = await plannedMove(tool, input);
    const unchanged = before.every((sibling, index) => sibling.id === after[index].id);
    return {
      action: `Move '${item.label}' in the menu`,
      target: { type: "navItem", id: item.id, label: item.label },
      current: { order: levelOrder(before) },
      changes: changesOf({ order: levelOrder(before) }, { order: levelOrder(after) }),
      impact: [unchanged ? `'${item.label}' is already there; nothing changes.` : MENU_DRAFT],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { item, after } = await plannedMove(tool, input);
      const level = await tool.services.navigation.reorder(tool.ctx, { parentId: item.parentId, orderedIds: after.map((sibling) => sibling.id) });
      const moved = level.find((sibling) => sibling.id === item.id)!;
      return success(`Moved '${item.label}' to place ${level.indexOf(moved) + 1} of ${level.length} in the menu: ${levelOrder(level)}.`, {
        navItem: navItem(moved),
        order: level.map((sibling) => sibling.label),
      });
    }),
});

/** The item, its level's order now, and the order once it sits at `position`. */
async function plannedMove(tool: ToolContext, input: { itemId?: string; label?: string; position: number }) {
  const item = await resolveItem(tool, input);
  const before = flatten(await tool.services.navigation.list(tool.ctx)).filter((sibling) => sibling.parentId === item.parentId);
  const after = before.filter((sibling) => sibling.id !== item.id);
  after.splice(Math.min(input.position, after.length), 0, item);
  return { item, before, after };
}

export const cmsRemoveNavigationItem = defineTool({
  name: "cms_removeNavigationItem",
  label: "Remove a menu link",
  trashes: true,
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "navigation",
  risk: "high",
  tags: ["navigation", "menu", "delete", "destructive"],
  description: "Remove an item from the menu, together with its sub-items. They go to the trash and can be restored. Name it by itemId, or by its label.",
  input: z.object(itemRef).describe("Which item to remove."),
  output: resultSchema({ navItem: z.object({ id: z.string(), label: z.string() }), removedChildren: z.number() }),
  preview: async (input, tool) => {
    const item = await resolveItem(tool, input);
    return {
      action: `Remove '${item.label}' from the menu`,
      target: { type: "navItem", id: item.id, label: item.label },
      current: { label: item.label, target: describeTarget(item), visible: item.visible, level: item.parentId ? "sub-item" : "top level" },
      impact: [
        ...(item.children.length ? [`${item.children.length} sub-item(s) go with it: ${item.children.map((child) => `'${child.label}'`).join(", ")}`] : []),
        ...(item.visible ? [MENU_DRAFT] : []),
        "It goes to the trash and can be restored.",
      ],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const item = await resolveItem(tool, input);
      const removed = await tool.services.navigation.remove(tool.ctx, item.id);
      const children = removed.removedChildren ? ` and its ${removed.removedChildren} sub-item(s)` : "";
      return success(`Removed '${removed.label}'${children} from the menu; restore it from the trash if needed.`, {
        navItem: { id: removed.id, label: removed.label },
        removedChildren: removed.removedChildren,
      });
    }),
});

export const navigationTools: ToolDefinition<any, any>[] = [
  cmsGetNavigation,
  cmsAddNavigationItem,
  cmsUpdateNavigationItem,
  cmsToggleNavigationItem,
  cmsMoveNavigationItem,
  cmsRemoveNavigationItem,
];
