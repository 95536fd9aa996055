import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import type { ServiceContext } from "./context";
import { ServiceError, conflict, notFound } from "./errors";
import { getTemplate, prepareSectionContent, sectionInputSchema, toTemplate } from "./section-content";
import { findPage, writePage } from "./pages";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

const addSectionSchema = sectionInputSchema.extend({
  position: z.number().int().min(0).optional(),
});

async function findSection(tx: Tx, id: string) {
  const section = await tx.pageSection.findUnique({ where: { id }, include: { page: true } });
  if (!section || section.page.deletedAt) throw notFound(`Section "${id}"`, "List the page's sections to find the right id.");
  return section;
}

async function renumber(tx: Tx, orderedIds: string[]) {
  for (const [position, id] of orderedIds.entries()) {
    await tx.pageSection.update({ where: { id }, data: { position } });
  }
}

export const sections = {
  /** Writes the built-in templates into the database (idempotent; run at start-up). */
  async syncTemplates() {
    for (const template of SECTION_TEMPLATES) {
      const data = { name: template.name, description: template.description, fields: template.fields as unknown as Prisma.InputJsonArray };
      await db.sectionTemplate.upsert({ where: { key: template.key }, update: data, create: { key: template.key, ...data } });
    }
  },

  async listTemplates() {
    return (await db.sectionTemplate.findMany({ orderBy: { name: "asc" } })).map(toTemplate);
  },

  async getTemplate(key: string) {
    return getTemplate(db, key);
  },

  async list(ctx: ServiceContext, pageIdOrSlug: string) {
    assertCan(ctx, "content.read");
    return (await findPage(db, pageIdOrSlug)).sections;
  },

  async get(ctx: ServiceContext, sectionId: string) {
    assertCan(ctx, "content.read");
    return findSection(db, sectionId);
  },

  async add(ctx: ServiceContext, pageIdOrSlug: string, rawInput: unknown) {
    const input = parseInput(addSectionSchema, rawInput, "Invalid section");
    return writePage(ctx, "section.add", pageIdOrSlug, input, async (tx, page) => {
      const content = await prepareSectionContent(tx, input.templateKey, input.content);
      const ids = page.sections.map((s) => s.id);
      const position = Math.min(input.position ?? ids.length, ids.length);
      const section = await tx.pageSection.create({
        data: { pageId: page.id, templateKey: input.templateKey, position: ids.length, content },
      });
      ids.splice(position, 0, section.id);
      await renumber(tx, ids);
      return tx.pageSection.findUniqueOrThrow({ where: { id: section.id } });
    });
  },

  /** Merges the given fields into the section's content (fields set to null or "" are cleared). */
  async updateContent(ctx: ServiceContext, sectionId: string, rawPatch: unknown) {
    const patch = parseInput(z.record(z.string(), z.unknown()), rawPatch, "Invalid section content");
    const section = await findSection(db, sectionId);
    return writePage(ctx, "section.update", section.pageId, { sectionId, content: patch }, async (tx) => {
      const current = (await findSection(tx, sectionId)).content as Record<string, unknown>;
      const content = await prepareSectionContent(tx, section.templateKey, { ...current, ...patch });
      return tx.pageSection.update({ where: { id: sectionId }, data: { content } });
    });
  },

  /** Puts the page's sections in the given order; every section of the page must be listed once. */
  async reorder(ctx: ServiceContext, pageIdOrSlug: string, rawIds: unknown) {
    const orderedIds = parseInput(z.array(z.string()).min(1, "Give the section ids in their new order"), rawIds, "Invalid order");
    return writePage(ctx, "section.reorder", pageIdOrSlug, { orderedIds }, async (tx, page) => {
      const current = page.sections.map((s) => s.id);
      const sameSet = orderedIds.length === current.length && new Set(orderedIds).size === current.length && orderedIds.every((id) => current.includes(id));
      if (!sameSet) {
        throw new ServiceError("validation", "The new order must list every section of the page exactly once.", {
          hint: `The page's section ids are: ${current.join(", ")}.`,
        });
      }
      await renumber(tx, orderedIds);
      return (await findPage(tx, page.id)).sections;
    });
  },

  async remove(ctx: ServiceContext, sectionId: string) {
    return sections.removeMany(ctx, [sectionId]);
  },

  /** Removes several sections of one page in one write (restorable through the page's revision). */
  async removeMany(ctx: ServiceContext, rawIds: unknown) {
    const ids = parseInput(z.array(z.string()).min(1, "Give at least one section id"), rawIds, "Invalid sections");
    const first = await findSection(db, ids[0]);
    return writePage(ctx, "section.remove", first.pageId, { sectionIds: ids }, async (tx, page) => {
      const own = new Set(page.sections.map((s) => s.id));
      const foreign = ids.filter((id) => !own.has(id));
      if (foreign.length) throw conflict(`Sections ${foreign.join(", ")} are not on page "${page.title}".`, "Remove sections of one page at a time.");
      await tx.pageSection.deleteMany({ where: { id: { in: ids } } });
      await renumber(tx, page.sections.filter((s) => !ids.includes(s.id)).map((s) => s.id));
      return { removed: ids.length, pageId: page.id };
    });
  },
};
