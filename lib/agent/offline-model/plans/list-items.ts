import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
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
  const { page: found, sections } = yield* pageWithContent(page, ctx);
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
