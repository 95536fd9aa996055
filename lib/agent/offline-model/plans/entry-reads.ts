import { slugify } from "@/lib/content/slug";
import type { ToolResult } from "../conversation";
import { bestNamed } from "../fuzzy";
import type { IntentOf } from "../intents";
import { bullets, Halt, quote, run, settle, type Plan, type Step } from "../plan-kit";
import { asRecord, itemsOf, labelOf } from "../resolve";
import { whichOf } from "./lookups";

/** Collection entries read in full (the list names them only), so they can be found by anything they say: "what did Priya say". */

export function* entriesWithData(collection: string): Step<ToolResult[]> {
  const list = yield* run({ toolName: "cms_getEntries", input: { collection: slugify(collection) }, describe: `list the ${collection}` });
  const items = itemsOf(list);
  if (!items.length) throw new Halt(`There are no ${collection} yet.`);
  const outcomes = yield* settle(items.map((item) => ({ toolName: "cms_getEntry", input: { entryId: String(item.id) }, describe: `read ${quote(labelOf(item))}` })));
  return outcomes.flatMap((outcome) => (outcome.status === "ok" && asRecord(outcome.result.entry) ? [asRecord(outcome.result.entry)!] : []));
}

const dataOf = (entry: ToolResult) => asRecord(entry.data) ?? {};
/** Whether visitors see an entry: held back ("draft") or let on the site. */
const onSite = (entry: ToolResult) => (entry.status === "draft" ? "a draft — held back, not on the site" : entry.status === "published" ? "published — on the site" : undefined);
const describe = (entry: ToolResult) => {
  const fields = Object.entries(dataOf(entry)).filter(([, value]) => typeof value === "string" && value);
  const status = onSite(entry);
  return `**${labelOf(entry)}**${status ? ` is ${status}.` : ""}\n\n${bullets(fields.map(([name, value]) => `${name}: ${String(value)}`))}`;
};

export function* askEntry({ collection, name, ordinal }: IntentOf<"askEntry">): Plan {
  const entries = yield* entriesWithData(collection);
  if (ordinal) {
    const entry = ordinal === -1 ? entries.at(-1) : entries[ordinal - 1];
    if (!entry) throw new Halt(`There are only ${entries.length} ${collection}.`);
    return { text: describe(entry) };
  }
  const best = bestNamed(name ?? "", entries, (entry) => [labelOf(entry), ...Object.values(dataOf(entry)).filter((value): value is string => typeof value === "string")]);
  if (best.length === 1) return { text: describe(best[0]) };
  throw best.length ? whichOf("entry", best) : whichOf("entry", entries, `No ${collection.replace(/s$/, "")} mentions ${quote(name ?? "")}. `);
}

export function* collectionFields({ collection }: IntentOf<"collectionFields">): Plan {
  const result = yield* run({ toolName: "cms_getCollections", input: {}, describe: "list the collections" });
  const found = bestNamed(collection, itemsOf(result), (item) => [labelOf(item), String(item.slug ?? "")])[0];
  if (!found) throw new Halt(`There is no ${quote(collection)} collection. The collections are: ${itemsOf(result).map((item) => quote(labelOf(item))).join(", ") || "none"}.`);
  const fields = (Array.isArray(found.fields) ? found.fields : []).map(asRecord).filter((field): field is ToolResult => !!field);
  return { text: `A ${labelOf(found).replace(/s$/, "").toLowerCase()} has these fields:\n\n${bullets(fields.map((field) => `${String(field.name)} (${String(field.label)}, ${String(field.type)}${field.required ? ", required" : ""})`))}` };
}
