import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { asRecord } from "../resolve";
import { listOf } from "../text";
import { templateName } from "../vocabulary";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import { findImage, pageWithContent, type SectionRecord } from "./lookups";
import { sectionAt } from "./section-edits";

/** Where a template shows a picture: one image field ("imageId"), or a list of them (a gallery's "images"). */
function pictureField(templateKey: string): { name: string; list: boolean } | undefined {
  const fields = SECTION_TEMPLATES.find((template) => template.key === templateKey)?.fields ?? [];
  const single = fields.find((field) => field.type === "image");
  if (single) return { name: single.name, list: false };
  const list = fields.find((field) => field.type === "list" && field.itemFields?.some((item) => item.type === "image"));
  return list ? { name: list.name, list: true } : undefined;
}

/**
 * "use the autumn picture in the home hero", "swap the image on the about page for the blue coast
 * one", "add the autumn valley photo to the gallery on the contact page": the section of the page
 * that shows a picture (of the template named, if any) gets the image; a gallery gets it added.
 * A page with several such sections and no template named ends in a question.
 */
export function* setSectionImage({ page, image, templateKey, sectionText }: IntentOf<"setSectionImage">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx, templateKey);
  // "the 'Where we work' picture": the section is named by its heading.
  const named = sectionText ? [sectionAt(sections, { text: sectionText }, found.label)] : sections;
  const showing = named.filter((section) => pictureField(section.templateKey) && (!templateKey || section.templateKey === templateKey));
  const names = (list: SectionRecord[]) => list.map((section) => templateName(section.templateKey)).join(", ");
  if (!showing.length) {
    const what = templateKey ? `no ${templateName(templateKey)} section` : "no section that shows a picture";
    throw new Halt(`The page ${quote(found.label)} has ${what}, so I changed nothing. Its sections are: ${names(sections) || "none"}.`);
  }
  if (showing.length > 1 && !templateKey && new Set(showing.map((section) => section.templateKey)).size > 1) {
    throw new Halt(`The page ${quote(found.label)} shows pictures in several sections (${names(showing)}). Which one should get the image?`);
  }
  const section = showing[0];
  const field = pictureField(section.templateKey)!;
  const picture = yield* findImage(image, ctx);
  const existing = Array.isArray(section.content?.[field.name]) ? (section.content![field.name] as unknown[]).map(asRecord).filter((item) => !!item) : [];
  const value = field.list ? [...existing.filter((item) => item.imageId !== picture.id), { imageId: picture.id }] : picture.id;
  const result = yield* run({
    toolName: "cms_syncSectionContent",
    input: { sectionId: section.id, content: { [field.name]: value } },
    describe: `${field.list ? "add" : "use"} the image ${quote(picture.label)} ${field.list ? "to" : "in"} the ${templateName(section.templateKey)} section on ${quote(found.label)}`,
  });
  return { text: doneText(result, `The ${templateName(section.templateKey)} section on ${quote(found.label)} now shows ${quote(picture.label)}.`), entity: found };
}

/** "take the coast picture out of the gallery on the contact page": the gallery keeps its other pictures, in order. */
export function* removeSectionImage({ page, image }: IntentOf<"removeSectionImage">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx, "gallery");
  const picture = yield* findImage(image, ctx);
  const holding = sections.filter((section) => {
    const field = pictureField(section.templateKey);
    const items = field?.list && Array.isArray(section.content?.[field.name]) ? (section.content![field.name] as unknown[]) : [];
    return items.some((item) => asRecord(item)?.imageId === picture.id);
  });
  if (!holding.length) throw new Halt(`No gallery on ${quote(found.label)} shows ${quote(picture.label)}, so nothing was changed.`);
  if (holding.length > 1) throw new Halt(`${holding.length} galleries on ${quote(found.label)} show ${quote(picture.label)}. Which one should lose it — say e.g. "remove it from the first gallery".`);
  const section = holding[0];
  const field = pictureField(section.templateKey)!;
  const kept = (section.content![field.name] as unknown[]).filter((item) => asRecord(item)?.imageId !== picture.id);
  const result = yield* run({
    toolName: "cms_syncSectionContent",
    input: { sectionId: section.id, content: { [field.name]: kept } },
    describe: `take ${quote(picture.label)} out of the ${templateName(section.templateKey)} on ${quote(found.label)}`,
  });
  return { text: doneText(result, `The ${templateName(section.templateKey)} on ${quote(found.label)} no longer shows ${quote(picture.label)}.`), entity: found };
}

/** A section's picture value with one image put in place of another (a gallery keeps its order). */
function swapped(section: SectionRecord, from: string, to: string): unknown | undefined {
  const field = pictureField(section.templateKey);
  const value = field && section.content?.[field.name];
  if (!field) return undefined;
  if (!field.list) return value === from ? to : undefined;
  const items = Array.isArray(value) ? value.map((item) => asRecord(item) ?? {}) : [];
  if (!items.some((item) => item.imageId === from)) return undefined;
  const kept = items.filter((item) => item.imageId !== to);
  return kept.map((item) => (item.imageId === from ? { ...item, imageId: to } : item));
}

/**
 * "replace the sunrise picture with the autumn valley one everywhere": every section and post cover
 * that shows it (cms_replaceImage); "contact gallery: take out the coast pic and put the autumn
 * valley one instead": only the sections of that page (of the template named) that show it.
 */
export function* replaceImage({ image, replacement, page, templateKey }: IntentOf<"replaceImage">, ctx: PlanContext): Plan {
  const old = yield* findImage(image, ctx);
  const put = yield* findImage(replacement, ctx);
  if (old.id === put.id) throw new Halt(`${quote(image)} and ${quote(replacement)} are the same picture (${quote(old.label)}), so there is nothing to swap.`);
  if (page === undefined) {
    const result = yield* run({ toolName: "cms_replaceImage", input: { imageId: old.id, replacementImageId: put.id }, describe: `use ${quote(put.label)} everywhere ${quote(old.label)} is used` });
    const places = (Array.isArray(result.sections) ? result.sections.length : 0) + (Array.isArray(result.posts) ? result.posts.length : 0);
    return { text: doneText(result, places ? `${quote(put.label)} is now used everywhere ${quote(old.label)} was.` : `${quote(old.label)} wasn't used anywhere, so nothing changed.`) };
  }
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  const showing = sections.flatMap((section) => {
    const value = (!templateKey || section.templateKey === templateKey) && swapped(section, old.id, put.id);
    return value ? [{ section, value }] : [];
  });
  if (!showing.length) throw new Halt(`${quote(old.label)} isn't shown on ${quote(found.label)}${templateKey ? ` in the ${templateName(templateKey)} section` : ""}, so I changed nothing.`);
  for (const { section, value } of showing) {
    yield* run({
      toolName: "cms_syncSectionContent",
      input: { sectionId: section.id, content: { [pictureField(section.templateKey)!.name]: value } },
      describe: `show ${quote(put.label)} instead of ${quote(old.label)} in the ${templateName(section.templateKey)} section on ${quote(found.label)}`,
    });
  }
  return { text: `The ${listOf(showing.map(({ section }) => templateName(section.templateKey)))} section${showing.length > 1 ? "s" : ""} on ${quote(found.label)} now show${showing.length > 1 ? "" : "s"} ${quote(put.label)} instead of ${quote(old.label)}.`, entity: found };
}
