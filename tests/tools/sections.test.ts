import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import {
  cmsAddPageSection,
  cmsDeletePageSection,
  cmsDeletePageSections,
  cmsGetPageSections,
  cmsGetSectionContent,
  cmsGetSectionDef,
  cmsListSectionTemplates,
  cmsReorderSections,
  cmsSyncSectionContent,
} from "@/lib/tools/sections";
import { editor, unique, viewer } from "../support/actors";
import { callTool, toolContext, ok } from "../support/tool-context";

beforeAll(() => sections.syncTemplates());

const tool = toolContext(editor);
const hero = (heading: string) => ({ templateKey: "hero", content: { heading } });
const text = (body: string) => ({ templateKey: "text", content: { body } });

const pageWith = (...content: { templateKey: string; content: Record<string, unknown> }[]) =>
  pages.create(editor, { title: "Home", slug: unique("home"), sections: content });

describe("section tools", () => {
  it("lists templates without their fields, and describes one template's fields", async () => {
    const list = ok(await callTool(cmsListSectionTemplates, {}, editor));
    expect(list.items).toContainEqual({ key: "hero", name: "Hero", description: expect.any(String) });
    expect(list.items[0]).not.toHaveProperty("fields");

    const def = ok(await callTool(cmsGetSectionDef, { templateKey: "hero" }, editor));
    expect(def.template.fields).toContainEqual({ name: "imageId", label: "Background image", type: "image" });
    expect(def.message).toContain("heading (text, required)");
    expect(await callTool(cmsGetSectionDef, { templateKey: "nope" }, editor)).toMatchObject({
      ok: false,
      code: "validation",
      hint: expect.stringContaining("hero"),
    });
  });

  it("lists a page's sections with one-line summaries", async () => {
    const page = await pageWith(hero("Welcome"), { templateKey: "featureGrid", content: { heading: "Why", features: [{ title: "Fast" }, { title: "Safe" }] } });
    const result = ok(await callTool(cmsGetPageSections, { page: page.slug }, editor));
    expect(result.page).toEqual({ id: page.id, title: "Home", slug: page.slug, status: "draft" });
    expect(result.items.map((s) => s.summary)).toEqual(["Welcome", "Why · Features: 2"]);
    expect(await callTool(cmsGetPageSections, { page: unique("missing") }, editor)).toMatchObject({
      ok: false,
      code: "not_found",
      hint: expect.stringContaining("cms_getPages"),
    });
  });

  it("reads one section's content, or says how to find the id", async () => {
    const page = await pageWith(text("Body text"));
    const result = ok(await callTool(cmsGetSectionContent, { sectionId: page.sections[0].id }, editor));
    expect(result.section).toMatchObject({ id: page.sections[0].id, pageId: page.id, content: { body: "Body text" } });
    expect(result.message).toBe("Content of the Text section on page 'Home' (section 1 of the page).");
    expect(await callTool(cmsGetSectionContent, { sectionId: "missing" }, editor)).toMatchObject({
      ok: false,
      code: "not_found",
      hint: expect.stringContaining("cms_getPageSections"),
    });
  });

  it("adds a section at a position, validating its content and the role", async () => {
    const page = await pageWith(hero("Welcome"));
    const added = ok(await callTool(cmsAddPageSection, { page: page.id, templateKey: "text", content: { body: "Intro" }, position: 0 }, editor));
    expect(added.message).toBe("Added the Text section on page 'Home' as section 1 of 2.");
    expect((await sections.list(editor, page.id)).map((s) => s.templateKey)).toEqual(["text", "hero"]);

    expect(await callTool(cmsAddPageSection, { page: page.id, templateKey: "cta", content: { heading: "Go" } }, editor)).toMatchObject({
      ok: false,
      code: "validation",
      error: expect.stringContaining("buttonLabel"),
    });
    expect(await callTool(cmsAddPageSection, { page: page.id, templateKey: "text", content: { body: "x" } }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await sections.list(editor, page.id)).toHaveLength(2);
  });

  it("merges changed fields into a section", async () => {
    const page = await pageWith({ templateKey: "hero", content: { heading: "Old", subheading: "Keep" } });
    const id = page.sections[0].id;
    const result = ok(await callTool(cmsSyncSectionContent, { sectionId: id, content: { heading: "New" } }, editor));
    expect(result.message).toBe("Updated the heading of the Hero section on page 'Home'.");
    expect((await sections.get(editor, id)).content).toEqual({ heading: "New", subheading: "Keep" });
    expect(await callTool(cmsSyncSectionContent, { sectionId: id, content: {} }, editor)).toMatchObject({ ok: false, code: "validation", hint: expect.stringContaining("cms_getSectionDef") });
    expect(await callTool(cmsSyncSectionContent, { sectionId: id, content: { ctaUrl: "javascript:alert(1)" } }, editor)).toMatchObject({ ok: false, code: "validation" });
  });

  it("edits only the draft of a published page's section, with no rule of its own, and previews the changed fields", async () => {
    const page = await pageWith({ templateKey: "hero", content: { heading: "Old", subheading: "Same" } });
    const id = page.sections[0].id;
    const input = { sectionId: id, content: { heading: "New", subheading: "Same" } };
    expect(cmsSyncSectionContent.approval).toBeUndefined();
    await pages.publish(editor, page.id);

    const preview = await cmsSyncSectionContent.preview!(input, tool);
    expect(preview).toMatchObject({ action: "Update the Hero section on page 'Home'", target: { type: "section", id }, current: { summary: "Old · Same" } });
    expect(preview.changes).toEqual([{ field: "heading", from: "Old", to: "New" }]);
    expect(preview.impact).toEqual([`Page 'Home' is live at /${page.slug}; visitors see this change only once it is published.`]);
  });

  it("reorders sections, explaining a wrong list of ids", async () => {
    const page = await pageWith(hero("A"), text("B"), text("C"));
    const [a, b, c] = page.sections.map((s) => s.id);
    const result = ok(await callTool(cmsReorderSections, { page: page.slug, sectionIds: [c, a, b] }, editor));
    expect(result.items.map((s) => s.id)).toEqual([c, a, b]);
    expect(result.message).toBe("New order of page 'Home': text, hero, text.");
    expect(await callTool(cmsReorderSections, { page: page.slug, sectionIds: [a, b] }, editor)).toMatchObject({
      ok: false,
      code: "validation",
      hint: expect.stringContaining(c),
    });
  });

  it("previews and removes one section", async () => {
    const page = await pageWith(hero("Stay"), text("Goodbye text"));
    const id = page.sections[1].id;
    const preview = await cmsDeletePageSection.preview!({ sectionId: id }, tool);
    expect(preview).toMatchObject({
      action: "Remove the Text section on page 'Home'",
      current: { template: "text", page: "Home", summary: "Goodbye text" },
      impact: ["text section 2 on 'Home': Goodbye text", "Page 'Home' is saved as a draft; visitors see nothing of it until it is published."],
    });
    expect(ok(await callTool(cmsDeletePageSection, { sectionId: id, confirmed: true }, editor)).message).toBe("Removed the Text section on page 'Home'.");
    expect((await sections.list(editor, page.id)).map((s) => s.id)).toEqual([page.sections[0].id]);
    await expect(cmsDeletePageSection.preview!({ sectionId: id }, tool)).rejects.toMatchObject({ code: "not_found" });
    expect(await callTool(cmsDeletePageSection, { sectionId: id }, editor)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("previews and removes several sections of one page, refusing sections of two pages", async () => {
    const page = await pageWith(hero("One"), text("Two"), text("Three"));
    const ids = page.sections.slice(1).map((s) => s.id);
    const preview = await cmsDeletePageSections.preview!({ sectionIds: ids }, tool);
    expect(preview.action).toBe("Remove 2 sections from page 'Home'");
    expect(preview.impact).toEqual([
      "text section 2 on 'Home': Two",
      "text section 3 on 'Home': Three",
      "Page 'Home' is saved as a draft; visitors see nothing of it until it is published.",
    ]);

    const other = await pageWith(hero("Elsewhere"));
    expect(await callTool(cmsDeletePageSections, { sectionIds: [page.sections[0].id, other.sections[0].id] }, editor)).toMatchObject({
      ok: false,
      code: "conflict",
      hint: "Remove sections of one page at a time.",
    });

    const result = ok(await callTool(cmsDeletePageSections, { sectionIds: [...ids, ids[0]] }, editor));
    expect(result).toMatchObject({ removed: 2, message: "Removed 2 sections from page 'Home'; 1 left." });
    expect(await sections.list(editor, page.id)).toHaveLength(1);
  });

  it("strips a model-invented confirmed flag", () => {
    expect(cmsDeletePageSections.input.parse({ sectionIds: ["a"], confirmed: true })).toEqual({ sectionIds: ["a"] });
  });
});
