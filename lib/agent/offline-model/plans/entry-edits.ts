import { slugify } from "@/lib/content/slug";
import { draftItem } from "../drafts";
import { bestNamed } from "../fuzzy";
import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan } from "../plan-kit";
import { asRecord, labelOf } from "../resolve";
import { capitalize } from "../text";
import { whichOf } from "./lookups";
import { entriesWithData } from "./entry-reads";
import { publishDrafts } from "./publishing";
import { replacedIn, wholeWordAt } from "./section-edits";

/** Entries written: a new testimonial, one changed, trashed or put live. */

const REQUIRED: Record<string, string[]> = { testimonials: ["quote", "author"] };
const LATEST = /^(?:new|newest|latest|last|recent|most recent)(?: one)?$/i;

export function* createEntry({ collection, values }: IntentOf<"createEntry">): Plan {
  const missing = (REQUIRED[collection] ?? []).filter((field) => !values[field]);
  if (missing.length) {
    throw new Halt(`What does the testimonial say, and who is it from (and their company)? For example: “add a testimonial from Jane Doe at Acme: 'They made it easy.'”`);
  }
  const title = values.company ?? values.author ?? values.quote.slice(0, 40);
  const result = yield* run({ toolName: "cms_createEntry", input: { collection: slugify(collection), title, data: values }, describe: `add the ${collection.replace(/s$/, "")} ${quote(title)}` });
  return { text: `${doneText(result, `Added ${quote(title)}.`)} Say "publish it" when it should appear on the site.` };
}

function* findEntry(collection: string, name: string) {
  const entries = yield* entriesWithData(collection);
  if (LATEST.test(name)) return entries.at(-1)!;
  const texts = (entry: Record<string, unknown>) => [labelOf(entry), ...Object.values(asRecord(entry.data) ?? {}).filter((value): value is string => typeof value === "string")];
  const best = bestNamed(name, entries, texts);
  if (best.length === 1) return best[0];
  throw best.length ? whichOf("entry", best) : whichOf("entry", entries, `No ${collection.replace(/s$/, "")} mentions ${quote(name)}. `);
}

export function* editEntry({ collection, name, field, value }: IntentOf<"editEntry">): Plan {
  const entry = yield* findEntry(collection, name);
  const input = field === "title" ? { entryId: String(entry.id), title: value } : { entryId: String(entry.id), data: { [field]: value } };
  const result = yield* run({ toolName: "cms_updateEntry", input, describe: `change the ${field} of ${quote(labelOf(entry))}` });
  return { text: doneText(result, `Changed the ${field} of ${quote(labelOf(entry))}.`) };
}

export function* replaceEntryWords({ collection, name, old, replacement }: IntentOf<"replaceEntryWords">): Plan {
  const entry = yield* findEntry(collection, name);
  const data = asRecord(entry.data) ?? {};
  const field = Object.keys(data).find((key) => typeof data[key] === "string" && wholeWordAt(data[key], old) !== -1);
  if (!field) throw new Halt(`${capitalize(quote(labelOf(entry)))} doesn't say ${quote(old)}, so I changed nothing. It says: ${Object.values(data).filter((value) => typeof value === "string").map((value) => quote(String(value))).join(", ")}.`);
  const value = replacedIn(String(data[field]), old, replacement);
  const result = yield* run({ toolName: "cms_updateEntry", input: { entryId: String(entry.id), data: { [field]: value } }, describe: `change the ${field} of ${quote(labelOf(entry))}` });
  return { text: doneText(result, `The ${field} of ${quote(labelOf(entry))} now reads ${quote(value)}.`) };
}

export function* entryAction({ collection, name, action }: IntentOf<"entryAction">): Plan {
  const entry = yield* findEntry(collection, name);
  if (action === "publish") {
    // An entry held back ("draft") is left off the site by publishing: asking to publish it means letting it on first.
    if (entry.status === "draft") yield* run({ toolName: "cms_updateEntry", input: { entryId: String(entry.id), status: "published" }, describe: `let ${quote(labelOf(entry))} go on the site` });
    return yield* publishDrafts([draftItem("entry", String(entry.id), labelOf(entry), entry.status === "published")]);
  }
  if (action === "unpublish") {
    // Held back ("draft") and that published: it leaves the site and stays in the collection, to come back later.
    if (entry.status === "draft") return { text: `${capitalize(quote(labelOf(entry)))} is already held back from the site.` };
    yield* run({ toolName: "cms_updateEntry", input: { entryId: String(entry.id), status: "draft" }, describe: `hold ${quote(labelOf(entry))} back from the site` });
    return yield* publishDrafts([draftItem("entry", String(entry.id), labelOf(entry), true)]);
  }
  const result = yield* run({ toolName: "cms_deleteEntry", input: { entryId: String(entry.id) }, describe: `delete the entry ${quote(labelOf(entry))}` });
  return { text: doneText(result, `Moved ${quote(labelOf(entry))} to the trash.`) };
}
