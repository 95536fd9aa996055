import type { ToolResult } from "../conversation";
import { MENU } from "../drafts";
import { bestNamed, namedWithin } from "../fuzzy";
import { isPronoun, type IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan, type PlanContext, type Step } from "../plan-kit";
import { asRecord, itemsOf, labelOf, type Entity } from "../resolve";
import { unquote } from "../text";
import { findPage, linkTo, pronounTarget, whichOf } from "./lookups";
import { moveMenuItemIn } from "./menu-order";
import { waitingFields } from "./waiting";

/** Menu items found by their label as it really is (slips allowed), then renamed, re-pointed or moved under another. */

export function* menuItems(): Step<ToolResult[]> {
  const result = yield* run({ toolName: "cms_getNavigation", input: {}, describe: "read the navigation" });
  return itemsOf(result).flatMap((item) => [item, ...(Array.isArray(item.children) ? item.children.map(asRecord).filter((child): child is ToolResult => !!child) : [])]);
}

/** "the second item" → the second top-level item; a label → the item with that label (closest). */
const ORDINAL_ITEM = /^(?:the )?(first|second|third|fourth|fifth|last)(?: (?:item|link|one|menu item))?$/i;

/**
 * "the second item", "the last one", "the blgo link": a menu item by its place or its label as it
 * really is, read from the menu; "take it out of the menu" after a page was named: that page's link.
 */
export function* itemLabel(label: string, ctx: PlanContext): Step<string> {
  const items = yield* menuItems();
  const page = isPronoun(label) ? ctx.recent.find((entity) => entity.kind === "page") : undefined;
  const linked = page && items.find((item) => asRecord(item.page)?.id === page.id);
  return labelOf(linked ?? pick(items, page?.label ?? label));
}

export function pick(items: ToolResult[], label: string): ToolResult {
  const ordinal = ORDINAL_ITEM.exec(label.trim())?.[1]?.toLowerCase();
  if (ordinal) {
    const top = items.filter((item) => !item.parentId);
    const found = ordinal === "last" ? top.at(-1) : top[["first", "second", "third", "fourth", "fifth"].indexOf(ordinal)];
    if (found) return found;
  }
  // "the link 'Old Shop'", "menu item Blog": the words around a label are no part of it.
  // …nor where it is ("'Home' link in our menu")
  const name = unquote(label.replace(/^(?:the\s+)?(?:menu\s+|nav\s+)?(?:link|item|tab|entry)\s+(?=\S)/i, "").replace(/\s+(?:link|item|tab|entry)(?:\s+(?:(?:in|on)\s+(?:the|our)\s+(?:main\s+|top\s+)?(?:menu|nav(?:igation)?)|at\s+the\s+(?:very\s+)?top))?$/i, ""));
  const named = bestNamed(name, items, (item) => [labelOf(item)]);
  // ("Blog one at the top": a label among a few other words)
  const best = named.length ? named : namedWithin(name, items, (item) => [labelOf(item)]);
  if (best.length === 1) return best[0];
  throw best.length ? whichOf("menu item", best) : whichOf("menu item", items, `I couldn't find a ${quote(label)} link in the menu. `);
}

export function* askMenuItem({ label, ask }: IntentOf<"askMenuItem">): Plan {
  const items = yield* menuItems();
  const best = bestNamed(label, items, (item) => [labelOf(item), String(asRecord(item.page)?.title ?? "")]);
  if (!best.length) return { text: `No — there is no ${quote(label)} in the menu. It has: ${items.map((item) => quote(labelOf(item))).join(", ")}.` };
  const item = best[0];
  if (ask === "live") return yield* liveInMenu(item);
  if (ask === "children") {
    const children = Array.isArray(item.children) ? item.children.map(asRecord).filter((child): child is ToolResult => !!child) : [];
    return { text: children.length ? `Under ${quote(labelOf(item))} in the menu: ${children.map((child) => quote(labelOf(child))).join(", ")}.` : `Nothing sits under ${quote(labelOf(item))} in the menu.` };
  }
  if (ask === "present") return { text: `Yes — ${quote(labelOf(item))} is in the menu${item.visible === false ? " (hidden)" : ""}, linking to ${String(item.target ?? item.url)}.` };
  return { text: `The ${quote(labelOf(item))} link goes to ${String(item.target ?? item.url)}${item.visible === false ? " (it is hidden)" : ""}.` };
}

export function* editMenuItem(intent: IntentOf<"editMenuItem">, ctx: PlanContext): Plan {
  const page = intent.page === undefined ? undefined : yield* findPage(intent.page, ctx);
  return yield* editMenuItemIn(yield* menuItems(), intent, page);
}

function* editMenuItemIn(items: ToolResult[], { label, newLabel, url, parent }: IntentOf<"editMenuItem">, page?: Entity): Plan {
  const item = pick(items, label);
  const input: Record<string, unknown> = { itemId: item.id };
  const changes: string[] = [];
  if (newLabel) {
    input.label = newLabel;
    changes.push(`rename it to ${quote(newLabel)}`);
  }
  if (url) {
    input.url = url;
    changes.push(`point it at ${url}`);
  }
  if (page) {
    input.page = page.id;
    changes.push(`link it to the page ${quote(page.label)}`);
  }
  if (parent !== undefined) {
    const under = parent ? parentFor(items.filter((candidate) => candidate.id !== item.id), parent, labelOf(item)) : undefined;
    input.parentId = under ? under.id : null;
    changes.push(under ? `move it under ${quote(labelOf(under))}` : "move it to the top level");
  }
  if (changes.length === 0) throw new Halt(`What should I change about the ${quote(labelOf(item))} link?`);
  const result = yield* run({ toolName: "cms_updateNavigationItem", input, describe: `change the ${quote(labelOf(item))} link: ${changes.join(", ")}` });
  return { text: doneText(result, `Updated the ${quote(labelOf(item))} link.`), drafts: [MENU] };
}

/** The item a link goes under; never a sub-item, since the menu has two levels (said, with what can be done instead). */
function parentFor(items: ToolResult[], label: string, moving: string): ToolResult {
  const parent = pick(items, label);
  if (!parent.parentId) return parent;
  const above = items.find((item) => item.id === parent.parentId);
  const instead = above ? ` I can put ${quote(moving)} under ${quote(labelOf(above))} instead.` : "";
  throw new Halt(`I can't put ${quote(moving)} under ${quote(labelOf(parent))}: it is itself a sub-item${above ? ` of ${quote(labelOf(above))}` : ""}, and the menu has only two levels. Nothing was changed.${instead}`);
}

/** Adds a page to the menu at a place: after an item, or under one. */
export function* addMenuItemAt({ page, label, after, before, under }: IntentOf<"addMenuItemAt">, ctx: PlanContext): Plan {
  const items = yield* menuItems();
  // "put blog under about in the menu" when Blog is in the menu already: it moves, rather than appearing twice.
  const listed = items.find((item) => labelOf(item).toLowerCase() === (label ?? page).toLowerCase());
  if (listed && under) return yield* editMenuItemIn(items, { kind: "editMenuItem", label: labelOf(listed), parent: under });
  if (listed && (after || before)) return yield* moveMenuItemIn(items, { kind: "moveMenuItem", label: labelOf(listed), to: after ? "after" : "before", other: after ?? before });
  // "add a 'Shop' link to https://shop.example.com after Blog": an address, not a page of the site.
  const address = /^https?:\/\/\S+$/i.test(page) ? page : undefined;
  // "a link to it called Autumn" after the autumn post: the post's address
  const found = address ? undefined : isPronoun(page) ? pronounTarget(ctx, ["page", "post"]) : yield* findPage(page, ctx);
  const input: Record<string, unknown> = found ? { label: label ?? found.label, ...linkTo(found) } : { label: label ?? page, url: address };
  if (under) input.parentId = parentFor(items, under, String(input.label)).id;
  if (after || before) {
    const anchor = pick(items, (after ?? before)!);
    const siblings = items.filter((item) => (item.parentId ?? null) === (anchor.parentId ?? null));
    input.position = siblings.indexOf(anchor) + (after ? 1 : 0);
    if (anchor.parentId) input.parentId = anchor.parentId;
  }
  const result = yield* run({ toolName: "cms_addNavigationItem", input, describe: `add ${quote(String(input.label))} to the navigation` });
  return { text: doneText(result, `Added ${quote(String(input.label))} to the navigation.`), ...(found ? { entity: found } : {}) };
}

/** Whether visitors see a menu link: it is in the draft menu; the menu's unpublished changes tell whether it is live. */
function* liveInMenu(item: ToolResult): Plan {
  const label = labelOf(item);
  // "Menu items › “Shop”" is the link itself, new in the draft; "Menu items › “Contact” › Order" only a change to a live one.
  const own = (yield* waitingFields(MENU)).filter((field) => field.toLowerCase().includes(`“${label.toLowerCase()}”`));
  const changes = own.map((field) => field.split(" › ").at(-1) ?? "").filter((last) => !last.startsWith("“"));
  if (own.length > changes.length) {
    return { text: `Not yet — ${quote(label)} is in the draft menu, but visitors don't see it until the menu is published. Say "publish the menu" to put it live.`, drafts: [MENU] };
  }
  if (item.visible === false) return { text: `No — ${quote(label)} is in the menu but hidden, so visitors don't see it. Say "show the ${label} link" to show it.` };
  const waiting = changes.length ? ` A change to it (${[...new Set(changes.map((change) => change.toLowerCase()))].join(", ")}) is waiting to be published.` : "";
  return { text: `Yes — ${quote(label)} is live in the menu, linking to ${String(item.target ?? item.url)}.${waiting}`, ...(waiting ? { drafts: [MENU] } : {}) };
}
