import type { ToolResult } from "../conversation";
import { MENU } from "../drafts";
import type { IntentOf } from "../intents";
import { Halt, quote, run, type Plan } from "../plan-kit";
import { labelOf } from "../resolve";
import { listOf } from "../text";
import { menuItems, pick } from "./menu-items";

/**
 * Menu items put in another order within their level: first, last, a place, before or after
 * another item, swapped with one, or a whole order. The order wanted is worked out first, then
 * reached one move at a time (a swap of two apart takes two moves).
 */
export function* moveMenuItem(intent: IntentOf<"moveMenuItem">): Plan {
  return yield* moveMenuItemIn(yield* menuItems(), intent);
}

export function* moveMenuItemIn(items: ToolResult[], intent: IntentOf<"moveMenuItem">): Plan {
  if (intent.to === "order" && !intent.order?.length) {
    const top = items.filter((item) => !item.parentId).map((item) => quote(labelOf(item)));
    return { text: `In what order should the menu go? It reads ${listOf(top)} now — for example "reorder the menu: ${items.filter((item) => !item.parentId).map(labelOf).reverse().join(", ")}".` };
  }
  const item = pick(items, intent.label);
  const level = items.filter((candidate) => (candidate.parentId ?? null) === (item.parentId ?? null));
  const other = intent.other === undefined ? undefined : pick(items.filter((candidate) => candidate.id !== item.id), intent.other);
  if (other && (other.parentId ?? null) !== (item.parentId ?? null)) {
    throw new Halt(`${quote(labelOf(item))} and ${quote(labelOf(other))} are at different levels of the menu, so I can't order one against the other. Nothing was changed.`);
  }
  const wanted = orderWanted(intent, level, item, other);
  // Each move takes an item out and puts it at its place; once the items before a place are right, they stay right.
  let current = level;
  for (const [position, next] of wanted.entries()) {
    if (current[position].id === next.id) continue;
    yield* run({ toolName: "cms_moveNavigationItem", input: { itemId: next.id, position }, describe: `move ${quote(labelOf(next))} to place ${position + 1} in the menu` });
    const rest = current.filter((candidate) => candidate.id !== next.id);
    current = [...rest.slice(0, position), next, ...rest.slice(position)];
  }
  const moved = wanted.some((candidate, index) => candidate.id !== level[index].id);
  const now = listOf(wanted.map((candidate) => quote(labelOf(candidate))));
  return { text: moved ? `Done — the menu now reads ${now}.` : `The menu already reads ${now}; nothing to move.`, drafts: [MENU] };
}

function orderWanted({ to, place, order }: IntentOf<"moveMenuItem">, level: ToolResult[], item: ToolResult, other?: ToolResult): ToolResult[] {
  const rest = level.filter((candidate) => candidate.id !== item.id);
  const at = (index: number) => [...rest.slice(0, index), item, ...rest.slice(index)];
  switch (to) {
    case "first":
      return at(0);
    case "last":
      return at(rest.length);
    case "place":
      return at(Math.min(Math.max((place ?? 1) - 1, 0), rest.length));
    case "before":
    case "after":
      return at(rest.indexOf(other!) + (to === "after" ? 1 : 0));
    case "swap":
      return level.map((candidate) => (candidate.id === item.id ? other! : candidate.id === other!.id ? item : candidate));
    case "order": {
      const named = (order ?? []).map((label) => pick(level, label));
      const unnamed = level.filter((candidate) => !named.includes(candidate));
      return [...new Set(named), ...unnamed];
    }
  }
}
