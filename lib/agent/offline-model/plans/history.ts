import { ENTITY_LABELS, isEntityType } from "@/lib/domain/entities";
import { nameScore } from "../fuzzy";
import { isPronoun, type IntentOf } from "../intents";
import { bullets, doneText, Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { getToolDefinition } from "@/lib/tools/registry";
import { listOf } from "../text";
import { asRecord, itemsOf } from "../resolve";
import type { RecordedCall, ToolResult } from "../conversation";
import { draftName } from "../drafts";
import { capitalize } from "../text";

/** A call that changes content (never a lookup, nor the assistant's own planning). */
const isChange = (call: RecordedCall) => getToolDefinition(call.toolName)?.readOnly === false && !call.toolName.startsWith("agent_");

/**
 * "Undo that", "put it back": everything the previous reply that changed something did, undone on one
 * card. When the reply just before changed nothing ("add careers to the menu" found no page), "that"
 * is not the change before it: that one is undone only when asked for ("undo the change before").
 */
export function* undoLast({ earlier }: IntentOf<"undoLast">, ctx: PlanContext): Plan {
  if (!earlier && ctx.lastCalls.length && !ctx.lastCalls.some((call) => isChange(call) && call.outcome?.status === "ok")) {
    throw new Halt("My last reply changed nothing, so there is nothing of it to undo. The changes before it are still in place — say “undo the change before” if you want the last change I made undone.");
  }
  const result = yield* run({
    toolName: "cms_undoLastChanges",
    input: {},
    describe: "undo my last changes",
    declined: (why) => `OK — nothing was undone: the changes stay as they are.${why}`,
  });
  return { text: doneText(result, "Undone.") };
}

/** The words a change set (not the ids it was given): "The people behind Northwind Studio." for an SEO description. */
function wordsSet(input: unknown): string[] {
  const fields = Object.entries(asRecord(input) ?? {}).flatMap(([key, value]) => (asRecord(value) ? Object.entries(asRecord(value)!) : [[key, value] as const]));
  const words = fields.flatMap(([key, value]) => (typeof value === "string" && value && !/^(?:page|post|image|section|entry|collection|item|slug|templateKey|status|type|kind|field|which|mode)$|Id$/.test(key) ? [value.length > 80 ? `${value.slice(0, 77)}…` : value] : []));
  return words.length <= 2 ? words : [];
}

/** "What did you just do?": what the previous reply changed, in its tools' own words, with what was declined or failed. */
export function* recapLast({ chat }: IntentOf<"recapLast">, ctx: PlanContext): Plan {
  // "a quick summary of everything I changed today": every draft this chat changed
  if (chat) {
    const edits = ctx.chatEdits ?? [];
    return { text: edits.length ? `In this chat I changed:\n\n${bullets(edits.map((item) => capitalize(draftName(item))))}\n\nAsk me “what's in drafts?” to see which changes are not live yet.` : "I haven't changed anything in this chat." };
  }
  const changes = ctx.lastCalls.filter(isChange);
  if (!changes.length) return { text: ctx.lastCalls.length ? "My last reply only looked things up: nothing was changed." : "I haven't changed anything in this chat." };
  const said = changes.map(({ toolName, input, outcome }) => {
    const label = getToolDefinition(toolName)?.label ?? "A change";
    if (outcome?.status === "ok") {
      const done = typeof outcome.result.message === "string" ? outcome.result.message.replace(/\.$/, "") : label;
      const values = wordsSet(input);
      return values.length ? `${done} — now ${listOf(values.map(quote))}.` : `${done}.`;
    }
    return `${label}: ${outcome?.status === "denied" ? "declined, so not done" : "it failed, so nothing changed"}.`;
  });
  return { text: `In my last reply:\n\n${bullets(said)}` };
}

/** A kind of trashed item in the words of a reply: "page", "menu link". */
const kindWord = (type: unknown) => (isEntityType(type) ? ENTITY_LABELS[type].toLowerCase() : "item");

const itemName = (item: ToolResult) => `${kindWord(item.type)} ${quote(String(item.name))}`;

/** "Bring back the page I deleted", "restore the Old Prices page from the trash": by name, else the newest item of that kind. */
export function* restoreFromTrash({ name: said, type }: IntentOf<"restoreFromTrash">, ctx: PlanContext): Plan {
  const listed = yield* run({ toolName: "cms_listTrash", input: type ? { type } : {}, describe: "look in the trash" });
  const items = itemsOf(listed);
  if (!items.length) throw new Halt(type ? `There is no ${kindWord(type)} in the trash, so there is nothing to bring back.` : "The trash is empty, so there is nothing to bring back.");
  // "rm post 'Holiday hours 2024'" → "wait no. restore it": "it" is what was just deleted
  const deleted = said !== undefined && isPronoun(said) ? ctx.recent.find((entity) => items.some((item) => item.id === entity.id)) : undefined;
  const name = deleted ? undefined : said;
  const scored = name ? items.map((item) => ({ item, score: nameScore(name, String(item.name)) })).filter(({ score }) => score >= 0.6) : [];
  const best = scored.length ? Math.max(...scored.map(({ score }) => score)) : 0;
  const found = deleted ? items.filter((item) => item.id === deleted.id) : name ? scored.filter(({ score }) => score === best).map(({ item }) => item) : items.slice(0, 1);
  if (!found.length) throw new Halt(`Nothing called ${quote(name!)} is in the trash. It holds: ${listOf(items.slice(0, 8).map(itemName))}. Which one should come back?`);
  if (found.length > 1) throw new Halt(`More than one item in the trash matches ${quote(name!)}: ${listOf(found.map(itemName))}. Which one should come back?`);
  const [item] = found;
  const result = yield* run({ toolName: "cms_restoreFromTrash", input: { type: item.type, item: item.id }, describe: `restore ${itemName(item)} from the trash` });
  return { text: doneText(result, `Restored ${itemName(item)}.`) };
}
