import { slugify } from "@/lib/content/slug";
import type { IntentOf } from "../intents";
import { bullets, byStatus, messageOf, run, type Plan } from "../plan-kit";
import { asRecord, itemsOf, labelOf } from "../resolve";

export function* listCollections(): Plan {
  const result = yield* run({ toolName: "cms_getCollections", input: {}, describe: "list the collections" });
  const lines = itemsOf(result).map((collection) => `**${labelOf(collection)}** (${String(collection.slug ?? "")}) — ${String(collection.entryCount ?? 0)} entries`);
  return { text: lines.length ? `${messageOf(result) ?? "Collections:"}\n\n${bullets(lines)}` : "There are no collections." };
}

export function* listEntries({ collection, live }: IntentOf<"listEntries">): Plan {
  const slug = slugify(collection);
  const result = yield* run({ toolName: "cms_getEntries", input: { collection: slug }, describe: `list the ${collection}` });
  const name = labelOf(asRecord(result.collection) ?? { name: collection });
  const entries = itemsOf(result);
  // "which of those can customers actually see?": only the ones on the site
  if (live) {
    const shown = entries.filter((entry) => entry.status === "published");
    return { text: shown.length ? `${shown.length} of the ${entries.length} ${name.toLowerCase()} ${shown.length === 1 ? "is" : "are"} on the site:\n\n${bullets(shown.map((entry) => `**${labelOf(entry)}**`))}` : `None of the ${name.toLowerCase()} is on the site yet.` };
  }
  const lines = entries.map((entry) => `**${labelOf(entry)}** — ${String(entry.status ?? "")}`);
  return { text: lines.length ? `${messageOf(result) ?? `${name}:`}${byStatus(entries)}\n\n${bullets(lines)}` : `${name} has no entries yet.` };
}
