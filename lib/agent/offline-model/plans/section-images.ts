import type { IntentOf } from "../intents";
import { doneText, Halt, quote, run, type Plan, type PlanContext } from "../plan-kit";
import { asRecord } from "../resolve";
import { templateName } from "../vocabulary";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import { findImage, pageWithContent, type SectionRecord } from "./lookups";

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
export function* setSectionImage({ page, image, templateKey }: IntentOf<"setSectionImage">, ctx: PlanContext): Plan {
  const { page: found, sections } = yield* pageWithContent(page, ctx);
  const showing = sections.filter((section) => pictureField(section.templateKey) && (!templateKey || section.templateKey === templateKey));
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
