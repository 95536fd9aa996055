import { ENTITY_LABELS, isEntityType } from "@/lib/domain/entities";
import { nameScore } from "../fuzzy";
import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan } from "../plan-kit";
import { listOf } from "../text";
import { itemsOf } from "../resolve";
import type { ToolResult } from "../conversation";

/** "Undo that", "put it back": everything the previous reply that changed something did, undone on one card. */
export function* undoLast(): Plan {
  const result = yield* run({
    toolName: "cms_undoLastChanges",
    input: {},
    describe: "undo my last changes",
    declined: (why) => `OK — nothing was undone: the changes stay as they are.${why}`,
  });
  return { text: doneText(result, "Undone.") };
}

/** A kind of trashed item in the words of a reply: "page", "menu link". */
const kindWord = (type: unknown) => (isEntityType(type) ? ENTITY_LABELS[type].toLowerCase() : "item");

const itemName = (item: ToolResult) => `${kindWord(item.type)} ${quote(String(item.name))}`;

/** "Bring back the page I deleted", "restore the Old Prices page from the trash": by name, else the newest item of that kind. */
export function* restoreFromTrash({ name, type }: IntentOf<"restoreFromTrash">): Plan {
  const listed = yield* run({ toolName: "cms_listTrash", input: type ? { type } : {}, describe: "look in the trash" });
  const items = itemsOf(listed);
  if (!items.length) throw new Halt(type ? `There is no ${kindWord(type)} in the trash, so there is nothing to bring back.` : "The trash is empty, so there is nothing to bring back.");
  const scored = name ? items.map((item) => ({ item, score: nameScore(name, String(item.name)) })).filter(({ score }) => score >= 0.6) : [];
  const best = scored.length ? Math.max(...scored.map(({ score }) => score)) : 0;
  const found = name ? scored.filter(({ score }) => score === best).map(({ item }) => item) : items.slice(0, 1);
  if (!found.length) throw new Halt(`Nothing called ${quote(name!)} is in the trash. It holds: ${listOf(items.slice(0, 8).map(itemName))}. Which one should come back?`);
  if (found.length > 1) throw new Halt(`More than one item in the trash matches ${quote(name!)}: ${listOf(found.map(itemName))}. Which one should come back?`);
  const [item] = found;
  const result = yield* run({ toolName: "cms_restoreFromTrash", input: { type: item.type, item: item.id }, describe: `restore ${itemName(item)} from the trash` });
  return { text: doneText(result, `Restored ${itemName(item)}.`) };
}
