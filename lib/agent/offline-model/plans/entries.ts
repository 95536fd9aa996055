import { slugify } from "@/lib/content/slug";
import type { IntentOf } from "../intents";
import { bullets, byStatus, messageOf, run, type Plan } from "../plan-kit";
import { asRecord, itemsOf, labelOf } from "../resolve";

export function* listCollections(): Plan {
  const result = yield* run({ toolName: "cms_getCollections", input: {}, describe: "list the collections" });
  const lines = itemsOf(result).map((collection) => `**${labelOf(collection)}** (${String(collection.slug ?? "")}) — ${String(collection.entryCount ?? 0)} entries`);
  return { text: lines.length ? `${messageOf(result) ?? "Collections:"}\n\n${bullets(lines)}` : "There are no collections." };
}

export function* listEntries({ collection }: IntentOf<"listEntries">): Plan {
  const slug = slugify(collection);
  const result = yield* run({ toolName: "cms_getEntries", input: { collection: slug }, describe: `list the ${collection}` });
  const name = labelOf(asRecord(result.collection) ?? { name: collection });
  const entries = itemsOf(result);
  const lines = entries.map((entry) => `**${labelOf(entry)}** — ${String(entry.status ?? "")}`);
  return { text: lines.length ? `${messageOf(result) ?? `${name}:`}${byStatus(entries)}\n\n${bullets(lines)}` : `${name} has no entries yet.` };
}
