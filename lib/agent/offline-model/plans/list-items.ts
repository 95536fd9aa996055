import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { capitalize } from "../text";
import { bestNamed } from "../fuzzy";
import { asRecord } from "../resolve";
import { templateName } from "../vocabulary";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import { pageWithContent } from "./lookups";
import { sectionAt } from "./section-edits";

/** A template's list of items and the two text fields each item has first (a FAQ's question and answer, a feature's title and description). */
function listOf(templateKey: string): { name: string; fields: string[] } | undefined {
  const list = SECTION_TEMPLATES.find((template) => template.key === templateKey)?.fields.find((field) => field.type === "list" && field.itemFields?.some((item) => item.type !== "image"));
  const fields = list?.itemFields?.filter((item) => item.type === "text" || item.type === "textarea" || item.type === "markdown").map((item) => item.name) ?? [];
  return list && fields.length ? { name: list.name, fields } : undefined;
}

/**
 * "add a question to the about FAQ: Do you design logos? Answer: Yes…", "add a feature to 'What we
 * do' on the home page called Host, description: …": one more item at the end of a section's list,
 * the others kept as they are.
 */
export function* addListItem({ page, section, item }: IntentOf<"addListItem">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx, section.templateKey);
  const chosen = sectionAt(sections, section, found.label);
  const list = listOf(chosen.templateKey);
  if (!list) throw new Halt(`The ${templateName(chosen.templateKey)} section on ${quote(found.label)} has no list of items to add to, so I changed nothing.`);
  const existing = Array.isArray(chosen.content?.[list.name]) ? (chosen.content![list.name] as unknown[]).map(asRecord).filter((entry) => !!entry) : [];
  const added = Object.fromEntries(item.map((value, index) => [list.fields[index], value]).filter(([field, value]) => field && value));
  const result = yield* run({
    toolName: "cms_syncSectionContent",
    input: { sectionId: chosen.id, content: { [list.name]: [...existing, added] } },
    describe: `add ${quote(item[0])} to the ${templateName(chosen.templateKey)} section on ${quote(found.label)}`,
  });
  return { text: doneText(result, `Added ${quote(item[0])} to the ${templateName(chosen.templateKey)} section on ${quote(found.label)}.`), entity: found };
}

/** The item holding the words, else the one they describe best ("the answer about how long a website takes"); -1 when none or several. */
function itemWithText(items: Record<string, unknown>[], fields: string[], text: string): number {
  const texts = (entry: Record<string, unknown>) => fields.map((field) => String(entry[field] ?? ""));
  const exact = items.findIndex((entry) => texts(entry).some((value) => value.toLowerCase().includes(text.toLowerCase())));
  if (exact >= 0) return exact;
  const best = bestNamed(text, items, texts);
  return best.length === 1 ? items.indexOf(best[0]) : -1;
}

/** The list item a request points at ("the second question on About", "the last one"), with its section, its list and where it is; halts when there is none. */
function* listItemAt({ page, section, item }: Pick<IntentOf<"editListItem">, "page" | "section" | "item">, ctx: PlanContext) {
  const { page: found, sections } = yield* pageWithContent(page, ctx, section.templateKey);
  const withLists = sections.filter((candidate) => listOf(candidate.templateKey));
  const chosen = section.templateKey || section.text || section.ordinal ? sectionAt(sections, section, found.label) : withLists.length === 1 ? withLists[0] : undefined;
  if (!chosen) {
    const choices = withLists.map((candidate) => `the ${templateName(candidate.templateKey)}`);
    throw new Halt(choices.length ? `Which list on ${quote(found.label)} do you mean: ${choices.join(" or ")}? Nothing was changed.` : `The page ${quote(found.label)} has no section with a list of items, so I changed nothing.`);
  }
  const list = listOf(chosen.templateKey);
  if (!list) throw new Halt(`The ${templateName(chosen.templateKey)} section on ${quote(found.label)} has no list of items, so I changed nothing.`);
  const items = Array.isArray(chosen.content?.[list.name]) ? (chosen.content![list.name] as unknown[]).map((entry) => asRecord(entry) ?? {}) : [];
  const index = item.text ? itemWithText(items, list.fields, item.text) : item.ordinal === -1 ? items.length - 1 : (item.ordinal ?? 0) - 1;
  const where = `the ${templateName(chosen.templateKey)} section on ${quote(found.label)}`;
  if (index < 0 || index >= items.length) {
    const missing = item.text ? `no item with ${quote(item.text)}` : `no item number ${item.ordinal}`;
    throw new Halt(`${capitalize(where)} has ${items.length} item${items.length === 1 ? "" : "s"} and ${missing}, so I changed nothing.`);
  }
  return { found, chosen, list, items, index, where, name: String(items[index][list.fields[0]] ?? `item ${index + 1}`) };
}

/**
 * "change the answer of the second question on About to …", "rename the feature 'Care' on Home to
 * 'Support'": one item of a section's list changed, the others kept as they are.
 */
export function* editListItem({ page, section, item, part, value }: IntentOf<"editListItem">, ctx: PlanContext): Plan {
  const { found, chosen, list, items, index, where, name } = yield* listItemAt({ page, section, item }, ctx);
  const field = list.fields[part] ?? list.fields[0];
  const changed = items.map((entry, position) => (position === index ? { ...entry, [field]: value } : entry));
  yield* run({
    toolName: "cms_syncSectionContent",
    input: { sectionId: chosen.id, content: { [list.name]: changed } },
    describe: `change the ${field} of ${quote(name)} in ${where} to ${quote(value)}`,
  });
  // The new words said back, never only "updated the questions of the FAQ section": the editor sees what changed.
  return { text: `Done — the ${field} of ${quote(name)} in ${where} now reads ${quote(value)}.`, entity: found };
}

/** "delete the last one" after reading a FAQ, "remove the second question from the about FAQ": one item of a section's list taken out, the others kept. */
export function* removeListItem({ page, section, item }: IntentOf<"removeListItem">, ctx: PlanContext): Plan {
  const { found, chosen, list, items, index, where, name } = yield* listItemAt({ page, section, item }, ctx);
  const result = yield* run({
    toolName: "cms_syncSectionContent",
    input: { sectionId: chosen.id, content: { [list.name]: items.filter((_, position) => position !== index) } },
    describe: `remove ${quote(name)} from ${where}`,
  });
  return { text: doneText(result, `Removed ${quote(name)} from ${where}.`), entity: found };
}

/** "put the question about logos first", "oops put it first not last" after adding it: one item moved to the start or the end of its list. */
export function* moveListItem({ page, section, item, to }: IntentOf<"moveListItem">, ctx: PlanContext): Plan {
  const { found, chosen, list, items, index, where, name } = yield* listItemAt({ page, section, item }, ctx);
  const others = items.filter((_, position) => position !== index);
  const order = to === "first" ? [items[index], ...others] : [...others, items[index]];
  if (order.every((entry, position) => entry === items[position])) return { text: `${quote(name)} is already ${to} in ${where}; nothing was changed.`, entity: found };
  const moved = `${quote(name)} to the ${to === "first" ? "start" : "end"} of ${where}`;
  const result = yield* run({ toolName: "cms_syncSectionContent", input: { sectionId: chosen.id, content: { [list.name]: order } }, describe: `move ${moved}` });
  return { text: doneText(result, `Moved ${moved}.`), entity: found };
}
