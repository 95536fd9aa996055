import "server-only";
import { z } from "zod";
import { pageHref } from "@/lib/content/page-href";
import type { FieldDef } from "@/lib/content/section-templates";
import { ServiceError } from "@/lib/services/errors";
import { defineTool, resultSchema, type ToolContext, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import {
  changedFieldsText,
  changesOf,
  countOf,
  draftImpact,
  newSectionValues,
  pageRef,
  pageSummary,
  pageSummarySchema,
  sectionContentField,
  sectionFieldWords,
  sectionLabel,
  sectionLine,
  sectionOrder,
  sectionRef,
  sectionSummary,
  sectionSummarySchema,
  success,
  templateKeyField,
  toolFailure,
  withHints,
  type DomainHints,
} from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_getPageSections with the page's id or slug to list its section ids (cms_getPages lists pages).",
  conflict: "Call cms_getPageSections to check the page's current sections.",
};

const fieldDefSchema: z.ZodType<FieldDef> = z.lazy(() =>
  z.object({
    name: z.string(),
    label: z.string(),
    type: z.enum(["text", "textarea", "markdown", "url", "image", "select", "boolean", "list"]),
    required: z.boolean().optional(),
    maxLength: z.number().optional(),
    help: z.string().optional(),
    options: z.array(z.string()).optional(),
    itemFields: z.array(fieldDefSchema).optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
  }),
);

const templateSummarySchema = z.object({ key: z.string(), name: z.string(), description: z.string() });

export const cmsListSectionTemplates = defineReadTool({
  name: "cms_listSectionTemplates",
  label: "List section templates",
  readAction: "Look up the kinds of section a page can have",
  domain: "sections",
  risk: "safe",
  tags: ["section", "template", "list", "read"],
  description: "List the section templates a page can use (key, name, description). Call cms_getSectionDef for a template's fields.",
  input: z.object({}).describe("No input."),
  output: resultSchema({ items: z.array(templateSummarySchema), total: z.number() }),
  execute: (_input, tool) =>
    withHints(hints, async () => {
      const templates = await tool.services.sections.listTemplates();
      return success(`${templates.length} section templates: ${templates.map((t) => t.key).join(", ")}.`, {
        items: templates.map(({ key, name, description }) => ({ key, name, description })),
        total: templates.length,
      });
    }),
});

const describeField = (field: FieldDef) => `${field.name} (${field.type}${field.required ? ", required" : ""})`;

export const cmsGetSectionDef = defineReadTool({
  name: "cms_getSectionDef",
  label: "Read a section template",
  readAction: "Look up the fields of a kind of section",
  domain: "sections",
  risk: "safe",
  tags: ["section", "template", "read"],
  description: "Get a section template's fields: name, type, whether required, limits and options. Use it before writing section content.",
  input: z.object({ templateKey: templateKeyField }).describe("Which template to describe."),
  output: resultSchema({ template: templateSummarySchema.extend({ fields: z.array(fieldDefSchema) }) }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const template = await tool.services.sections.getTemplate(input.templateKey);
      return success(`The ${template.name} template has fields: ${template.fields.map(describeField).join(", ")}.`, { template });
    }),
});

export const cmsGetPageSections = defineReadTool({
  name: "cms_getPageSections",
  label: "List a page's sections",
  readAction: "Look up the sections of a page",
  domain: "sections",
  risk: "safe",
  tags: ["section", "list", "read"],
  description: "List a page's sections in order: id, template, position (0 = first) and a one-line summary. Use cms_getSectionContent to read one in full.",
  input: z.object({ page: pageRef }).describe("Whose sections to list."),
  output: resultSchema({ page: pageSummarySchema, items: z.array(sectionSummarySchema), total: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const page = await tool.services.pages.get(tool.ctx, input.page);
      return success(`Page '${page.title}' has ${countOf(page.sections.length, "section")}.`, {
        page: pageSummary(page),
        items: page.sections.map(sectionSummary),
        total: page.sections.length,
      });
    }),
});

export const cmsGetSectionContent = defineReadTool({
  name: "cms_getSectionContent",
  label: "Read a section",
  readAction: "Read one section of a page",
  domain: "sections",
  risk: "safe",
  tags: ["section", "read"],
  description: "Get one section's full content, field by field.",
  input: z.object({ sectionId: sectionRef }).describe("Which section to read."),
  output: resultSchema({
    section: sectionSummarySchema.extend({ content: z.record(z.string(), z.unknown()) }),
    page: pageSummarySchema,
  }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const section = await tool.services.sections.get(tool.ctx, input.sectionId);
      return success(`Content of ${sectionLabel(section.templateKey, section.page.title)} (section ${section.position + 1} of the page).`, {
        section: { ...sectionSummary(section), content: section.content as Record<string, unknown> },
        page: pageSummary(section.page),
      });
    }),
});

/** What a change to a page's sections means for visitors: it goes to the page's draft. */
const pageDraftImpact = (page: { title: string; slug: string; status: string }) =>
  draftImpact(`Page '${page.title}'`, page.status === "published" ? pageHref(page.slug) : undefined);

export const cmsAddPageSection = defineTool({
  name: "cms_addPageSection",
  label: "Add a section",
  readOnly: false,
  destructive: false,
  idempotent: false,
  domain: "sections",
  risk: "safe",
  tags: ["section", "create"],
  description: "Add a section to a page, at the end or at a given position. Check the template's fields with cms_getSectionDef first.",
  input: z
    .object({
      page: pageRef,
      templateKey: templateKeyField,
      content: sectionContentField,
      position: z.number().int().min(0).optional().describe("Where to insert it: 0 = first. Omit to add it at the end."),
    })
    .describe("The page and the new section."),
  output: resultSchema({ section: sectionSummarySchema, page: pageSummarySchema }),
  preview: async ({ page: ref, templateKey, content, position }, tool) => {
    const [page, template] = await Promise.all([tool.services.pages.get(tool.ctx, ref), tool.services.sections.getTemplate(templateKey)]);
    const place = Math.min(position ?? page.sections.length, page.sections.length) + 1;
    return {
      action: `Add a ${template.name} section to page '${page.title}'`,
      target: { type: "page", id: page.id, label: page.title },
      current: { sections: sectionOrder(page.sections) },
      changes: newSectionValues(`section ${place}`, templateKey, content),
      impact: [`It becomes section ${place} of ${page.sections.length + 1}.`, pageDraftImpact(page)],
    };
  },
  execute: ({ page: ref, ...input }, tool) =>
    withHints(hints, async () => {
      const section = await tool.services.sections.add(tool.ctx, ref, input);
      const page = await tool.services.pages.get(tool.ctx, section.pageId);
      return success(
        `Added ${sectionLabel(section.templateKey, page.title)} as section ${section.position + 1} of ${page.sections.length}.`,
        { section: sectionSummary(section), page: pageSummary(page) },
      );
    }),
});

type SectionWithPage = Awaited<ReturnType<ToolContext["services"]["sections"]["get"]>>;

/** Who and what an approval card for one section shows. */
const sectionCard = (section: SectionWithPage) => ({
  target: { type: "section", id: section.id, label: `${section.templateKey} section on '${section.page.title}'` },
  current: { page: section.page.title, template: section.templateKey, position: section.position, summary: sectionLine(section.templateKey, section.content) },
});

export const cmsSyncSectionContent = defineTool({
  name: "cms_syncSectionContent",
  label: "Edit a section",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "sections",
  risk: "moderate",
  tags: ["section", "update"],
  description:
    'Change fields of a section: the given fields are merged into its content, others stay as they are; a field set to null or "" is cleared. A list field is replaced as a whole.',
  input: z.object({ sectionId: sectionRef, content: sectionContentField.describe('The fields to change, e.g. {"heading": "New heading"}.') }).describe("The section and its changed fields."),
  output: resultSchema({ section: sectionSummarySchema }),
  preview: async (input, tool) => {
    const section = await tool.services.sections.get(tool.ctx, input.sectionId);
    return {
      action: `Update ${sectionLabel(section.templateKey, section.page.title)}`,
      ...sectionCard(section),
      changes: changesOf(section.content as Record<string, unknown>, input.content),
      impact: [pageDraftImpact(section.page)],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const fields = Object.keys(input.content);
      if (!fields.length) return toolFailure("validation", "No fields to change were given.", "Pass the fields to change in content; cms_getSectionDef lists the template's fields.");
      const before = await tool.services.sections.get(tool.ctx, input.sectionId);
      const section = await tool.services.sections.updateContent(tool.ctx, input.sectionId, input.content);
      return success(`Updated the ${changedFieldsText(input.content, sectionFieldWords(section.templateKey))} of ${sectionLabel(section.templateKey, before.page.title)}.`, { section: sectionSummary(section) });
    }),
});

export const cmsReorderSections = defineTool({
  name: "cms_reorderSections",
  label: "Reorder sections",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "sections",
  risk: "moderate",
  tags: ["section", "reorder", "update"],
  description: "Put a page's sections in a new order. List every section id of the page exactly once, top to bottom (cms_getPageSections gives them).",
  input: z
    .object({ page: pageRef, sectionIds: z.array(sectionRef).min(1).describe("All of the page's section ids in their new order, first to last.") })
    .describe("The page and its sections' new order."),
  output: resultSchema({ page: pageSummarySchema, items: z.array(sectionSummarySchema), total: z.number() }),
  preview: async (input, tool) => {
    const page = await tool.services.pages.get(tool.ctx, input.page);
    const byId = new Map(page.sections.map((section) => [section.id, section]));
    const reordered = [...new Set(input.sectionIds)].flatMap((id) => byId.get(id) ?? []);
    if (reordered.length !== page.sections.length || input.sectionIds.length !== page.sections.length) {
      throw new ServiceError("validation", `The new order must list every section of page '${page.title}' exactly once.`, {
        hint: `The page's section ids are: ${page.sections.map((section) => section.id).join(", ")}.`,
      });
    }
    const changes = changesOf({ order: sectionOrder(page.sections) }, { order: sectionOrder(reordered) });
    return {
      action: `Reorder the sections of page '${page.title}'`,
      target: { type: "page", id: page.id, label: page.title },
      current: { order: sectionOrder(page.sections) },
      changes,
      impact: [changes.length ? pageDraftImpact(page) : "Nothing would change: the sections are already in this order."],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      await tool.services.sections.reorder(tool.ctx, input.page, input.sectionIds);
      const page = await tool.services.pages.get(tool.ctx, input.page);
      return success(`New order of page '${page.title}': ${page.sections.map((s) => s.templateKey).join(", ")}.`, {
        page: pageSummary(page),
        items: page.sections.map(sectionSummary),
        total: page.sections.length,
      });
    }),
});

/** How a section to be removed is listed on an approval card. */
function removalLine(section: SectionWithPage) {
  const summary = sectionLine(section.templateKey, section.content);
  return `${section.templateKey} section ${section.position + 1} on '${section.page.title}'${summary ? `: ${summary}` : ""}`;
}

export const cmsDeletePageSection = defineTool({
  name: "cms_deletePageSection",
  label: "Delete a section",
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "sections",
  risk: "high",
  tags: ["section", "delete", "destructive"],
  description: "Remove one section from its page. It can be brought back by reverting the change in the page's history.",
  input: z.object({ sectionId: sectionRef }).describe("The section to remove."),
  output: resultSchema({ page: pageSummarySchema, removed: z.number() }),
  preview: async (input, tool) => {
    const section = await tool.services.sections.get(tool.ctx, input.sectionId);
    return {
      action: `Remove ${sectionLabel(section.templateKey, section.page.title)}`,
      ...sectionCard(section),
      impact: [removalLine(section), pageDraftImpact(section.page)],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const section = await tool.services.sections.get(tool.ctx, input.sectionId);
      await tool.services.sections.remove(tool.ctx, input.sectionId);
      return success(`Removed ${sectionLabel(section.templateKey, section.page.title)}.`, { page: pageSummary(section.page), removed: 1 });
    }),
});

export const cmsDeletePageSections = defineTool({
  name: "cms_deletePageSections",
  label: "Delete sections",
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "sections",
  risk: "high",
  tags: ["section", "delete", "destructive"],
  description: "Remove several sections of one page in one step. They can be brought back by reverting the change in the page's history.",
  input: z.object({ sectionIds: z.array(sectionRef).min(1).describe("The ids of the sections to remove, all on the same page.") }).describe("The sections to remove."),
  output: resultSchema({ page: pageSummarySchema, removed: z.number() }),
  preview: async (input, tool) => {
    const found = await Promise.all([...new Set(input.sectionIds)].map((id) => tool.services.sections.get(tool.ctx, id)));
    const pageTitles = [...new Set(found.map((section) => section.page.title))];
    return {
      action: `Remove ${countOf(found.length, "section")} from page '${pageTitles.join("', '")}'`,
      target: { type: "page", id: found[0].pageId, label: pageTitles.join(", ") },
      current: { sections: found.length },
      impact: [...found.map(removalLine), pageDraftImpact(found[0].page)],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { removed, pageId } = await tool.services.sections.removeMany(tool.ctx, [...new Set(input.sectionIds)]);
      const page = await tool.services.pages.get(tool.ctx, pageId);
      return success(`Removed ${countOf(removed, "section")} from page '${page.title}'; ${page.sections.length} left.`, {
        page: pageSummary(page),
        removed,
      });
    }),
});

export const sectionTools: ToolDefinition<any, any>[] = [
  cmsListSectionTemplates,
  cmsGetSectionDef,
  cmsGetPageSections,
  cmsGetSectionContent,
  cmsAddPageSection,
  cmsSyncSectionContent,
  cmsReorderSections,
  cmsDeletePageSection,
  cmsDeletePageSections,
];
