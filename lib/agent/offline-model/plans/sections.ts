import type { IntentOf, NewSectionPlace } from "../intents";
import { placeholderContent } from "../placeholders";
import { attempt, doneText, Halt, quote, run, type Plan, type PlanContext, type Step } from "../plan-kit";
import { templateOf } from "@/lib/content/visible-text";
import { pageHref } from "@/lib/content/page-href";
import { capitalize } from "../text";
import { asRecord, entityOf, type Entity } from "../resolve";
import { ANY_SECTION, LAST_SECTION_WITH, fieldFor, fieldLabel, templateName } from "../vocabulary";
import { findPage, pageWithContent, type SectionRecord } from "./lookups";
import { imageLine } from "./images";
import { imagesFor } from "./pages";
import { sectionAt } from "./section-edits";
import { pageNamedAsLink } from "../link-target";

const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth"];

/** "make the hero button go to the Book a Call page": a link field given a page by name holds that page's address. */
function* linkValue(templateKey: string, field: string, value: string, ctx: PlanContext): Step<string> {
  const page = pageNamedAsLink(value);
  if (!page || templateOf(templateKey)?.fields.find((candidate) => candidate.name === field)?.type !== "url") return value;
  const found = yield* findPage(page, ctx);
  return typeof found.record.slug === "string" ? pageHref(found.record.slug) : value;
}

/** The page's sections of one template; halts when there is none. */
function sectionsOfTemplate(page: Entity, sections: SectionRecord[], templateKey: string): SectionRecord[] {
  const matching = sections.filter((section) => section.templateKey === templateKey);
  if (!matching.length) {
    const present = sections.length ? `Its sections are: ${sections.map((section) => templateName(section.templateKey)).join(", ")}.` : "It has no sections.";
    throw new Halt(`The page ${quote(page.label)} has no ${templateName(templateKey)} section. ${present}`);
  }
  return matching;
}

/** The section's content, read with cms_getSectionContent when the page listing left it out. */
function* contentOf(section: SectionRecord): Step<Record<string, unknown>> {
  if (section.content) return section.content;
  const result = yield* run({ toolName: "cms_getSectionContent", input: { sectionId: section.id }, describe: "read the section" });
  return asRecord(asRecord(result.section)?.content) ?? {};
}

/**
 * The section and field a request means: the first section of the template, or — when no template
 * was named (ANY_SECTION, `field` holds the words typed) — the first section that has such a field.
 */
function* sectionAndField(page: Entity, sections: SectionRecord[], templateKey: string, field: string, shows?: string): Step<{ section: SectionRecord; templateKey: string; field: string }> {
  if (templateKey !== ANY_SECTION && templateKey !== LAST_SECTION_WITH) return { section: sectionsOfTemplate(page, sections, templateKey)[0], templateKey, field };
  const candidates = (templateKey === LAST_SECTION_WITH ? [...sections].reverse() : sections).flatMap((section) => {
    const name = fieldFor(section.templateKey, field);
    return name ? [{ section, templateKey: section.templateKey, field: name }] : [];
  });
  if (!candidates.length) throw new Halt(`No section of the page ${quote(page.label)} has a ${field}. ${sections.length ? `Its sections are: ${sections.map((section) => templateName(section.templateKey)).join(", ")}.` : "It has no sections."}`);
  if (!shows) return candidates[0];
  // "the get in touch button": the section whose words say so
  for (const candidate of candidates) {
    const content = yield* contentOf(candidate.section);
    if (Object.values(content).some((value) => typeof value === "string" && value.trim().toLowerCase() === shows.toLowerCase())) return candidate;
  }
  throw new Halt(`No ${field} on ${quote(page.label)} says ${quote(shows)}, so nothing was changed.`);
}

export function* askSectionField(intent: IntentOf<"askSectionField">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(intent.page, ctx, intent.templateKey);
  const { section, templateKey, field } = yield* sectionAndField(found, sections, intent.templateKey, intent.field);
  const value = (yield* contentOf(section))[field];
  const what = `the ${fieldLabel(templateKey, field)} of the ${templateName(templateKey)} section on ${quote(found.label)}`;
  if (typeof value !== "string" || !value) return { text: `${capitalize(what)} is empty.`, entity: found };
  // A picture is named as editors know it, by its file and description, never by its id.
  if (templateOf(templateKey)?.fields.find((candidate) => candidate.name === field)?.type === "image") {
    // (looked up by its id, however large the library: a list would stop at its first hundred)
    const looked = yield* attempt({ toolName: "cms_getImageUsage", input: { imageId: value }, describe: "look up that picture" });
    const image = looked.status === "ok" ? asRecord(looked.result.image) : undefined;
    return { text: `${capitalize(what)} is ${image ? imageLine(image) : "a picture no longer in the library"}.`, entity: found };
  }
  return { text: `${capitalize(what)} is:\n\n> ${value}`, entity: found };
}

export function* setSectionField(intent: IntentOf<"setSectionField">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(intent.page, ctx, intent.templateKey);
  const { section, templateKey, field } = yield* sectionAndField(found, sections, intent.templateKey, intent.field, intent.shows);
  const value = yield* linkValue(templateKey, field, intent.value, ctx);
  const result = yield* run({
    toolName: "cms_syncSectionContent",
    input: { sectionId: section.id, content: { [field]: value } },
    describe: `change the ${fieldLabel(templateKey, field)} of the ${templateName(templateKey)} section on ${quote(found.label)}`,
  });
  return { text: doneText(result, `Updated the ${templateName(templateKey)} section.`), entity: found };
}

/** Where a new section goes among the page's sections: 0 for first, after or before the one named; undefined for the end. */
function* positionFor(at: NewSectionPlace | undefined, page: string, ctx: PlanContext): Step<{ found: Entity; position?: number }> {
  if (at?.to !== "above" && at?.to !== "below") return { found: yield* findPage(page, ctx), ...(at ? { position: 0 } : {}) };
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  const index = sections.indexOf(sectionAt(sections, at.other, found.label));
  return { found, position: at.to === "above" ? index : index + 1 };
}

export function* addSection({ page, templateKey, values, at }: IntentOf<"addSection">, ctx: PlanContext): Plan {
  const { found, position } = yield* positionFor(at, page, ctx);
  const imageIds = yield* imagesFor([templateKey]);
  const result = yield* run({
    toolName: "cms_addPageSection",
    input: { page: found.id, templateKey, content: { ...placeholderContent(templateKey, found.label, imageIds), ...values }, ...(position !== undefined ? { position } : {}) },
    describe: `add a ${templateName(templateKey)} section to the page ${quote(found.label)}`,
  });
  const placeholders = values && Object.keys(values).length ? "" : " It has placeholder text to replace.";
  return { text: `${doneText(result, `Added a ${templateName(templateKey)} section.`)}${placeholders}`, entity: entityOf(result, "page") ?? found };
}

export function* removeSection({ page, templateKey, ordinal }: IntentOf<"removeSection">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx, templateKey);
  const matching = sectionsOfTemplate(found, sections, templateKey);
  const name = templateName(templateKey);
  if (matching.length > 1 && !ordinal) {
    const positions = matching.map((section) => sections.indexOf(section) + 1).join(" and ");
    throw new Halt(`The page ${quote(found.label)} has ${matching.length} ${name} sections (sections ${positions}). Which one? Say e.g. "remove the second ${name} section from ${found.label}".`);
  }
  const section = ordinal === -1 ? matching[matching.length - 1] : matching[(ordinal ?? 1) - 1];
  if (!section) throw new Halt(`The page ${quote(found.label)} has only ${matching.length} ${name} section${matching.length === 1 ? "" : "s"}.`);
  const which = matching.length > 1 ? `${ordinal === -1 ? "last" : ORDINAL_WORDS[(ordinal ?? 1) - 1]} ` : "";
  const result = yield* run({ toolName: "cms_deletePageSection", input: { sectionId: section.id }, describe: `remove the ${which}${name} section from the page ${quote(found.label)}` });
  return { text: doneText(result, `Removed the ${name} section.`), entity: found };
}
