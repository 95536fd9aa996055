import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pages } from "@/lib/services/pages";
import { published } from "@/lib/services/published";
import { sections } from "@/lib/services/sections";
import { admin, editor, unique, viewer } from "../support/actors";

beforeAll(() => sections.syncTemplates());

const hero = (heading: string) => ({ templateKey: "hero", content: { heading } });

describe("pages service", () => {
  it("creates a page with sections, recording a revision and an audit event", async () => {
    const slug = unique("pricing");
    const page = await pages.create(editor, { title: "Pricing", slug, sections: [hero("Plans"), { templateKey: "text", content: { body: "Hello" } }] });
    expect(page.slug).toBe(slug);
    expect(page.status).toBe("draft");
    expect(page.sections.map((s) => s.templateKey)).toEqual(["hero", "text"]);
    const revision = await db.revision.findFirstOrThrow({ where: { entityId: page.id } });
    expect(revision.before).toBeNull();
    expect((revision.after as { sections: unknown[] }).sections).toHaveLength(2);
    const event = await db.auditEvent.findFirstOrThrow({ where: { id: revision.auditEventId! } });
    expect(event).toMatchObject({ action: "page.create", outcome: "success", targetId: page.id, actorLabel: "editor@test" });
  });

  it("derives the slug from the title", async () => {
    const title = unique("Our Team");
    const page = await pages.create(editor, { title });
    expect(page.slug).toBe(title.toLowerCase().replace(/ /g, "-"));
  });

  it("refuses a duplicate slug with a conflict and changes nothing", async () => {
    const slug = unique("dup");
    await pages.create(editor, { title: "One", slug });
    await expect(pages.create(editor, { title: "Two", slug })).rejects.toMatchObject({ code: "conflict" });
    expect(await db.page.findMany({ where: { slug }, select: { title: true } })).toEqual([{ title: "One" }]);
  });

  it("refuses invalid section content without writing the page", async () => {
    const slug = unique("bad");
    await expect(pages.create(editor, { title: "Bad", slug, sections: [{ templateKey: "hero", content: { subheading: "no heading" } }] }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("heading") });
    await expect(pages.create(editor, { title: "Bad", slug, sections: [{ templateKey: "nope", content: {} }] }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("Unknown section template") });
    expect(await db.page.findUnique({ where: { slug } })).toBeNull();
  });

  it("refuses reserved and malformed slugs", async () => {
    await expect(pages.create(editor, { title: "Blog", slug: "blog" })).rejects.toMatchObject({ code: "validation" });
    await expect(pages.create(editor, { title: "X", slug: "Not A Slug" })).rejects.toMatchObject({ code: "validation" });
  });

  it("publishes, unpublishes and serves only published pages publicly", async () => {
    const page = await pages.create(editor, { title: "Launch", slug: unique("launch") });
    expect(await published.page(page.slug)).toBeNull();
    expect((await pages.publish(editor, page.id)).status).toBe("published");
    expect((await published.page(page.slug))?.id).toBe(page.id);
    await expect(pages.publish(editor, page.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("no unpublished changes") });
    await pages.unpublish(editor, page.id);
    expect(await published.page(page.slug)).toBeNull();
    expect((await pages.get(editor, page.id)).status).toBe("draft");
  });

  it("keeps saved edits of a live page in the draft until it is published again", async () => {
    const page = await pages.create(editor, { title: "Live", slug: unique("live"), sections: [hero("Before")] });
    await pages.publish(editor, page.id);
    await pages.update(editor, page.id, { title: "Renamed" });
    await sections.updateContent(editor, page.sections[0].id, { heading: "After" });
    expect(await published.page(page.slug)).toMatchObject({ title: "Live", sections: [{ content: { heading: "Before" } }] });
    await pages.publish(editor, page.id);
    expect(await published.page(page.slug)).toMatchObject({ title: "Renamed", sections: [{ content: { heading: "After" } }] });
  });

  it("takes a trashed page off the site at once; restoring brings back only the draft", async () => {
    const page = await pages.create(editor, { title: "Gone", slug: unique("gone") });
    await pages.publish(editor, page.id);
    await pages.trash(editor, page.id);
    expect(await published.page(page.slug)).toBeNull();
    await pages.restore(editor, page.id);
    expect(await published.page(page.slug)).toBeNull();
    await pages.publish(editor, page.id);
    expect((await published.page(page.slug))?.id).toBe(page.id);
  });

  it("trashes and restores a page; purge needs an admin and a trashed page", async () => {
    const page = await pages.create(editor, { title: "Temp", slug: unique("temp") });
    await expect(pages.purge(admin, page.id)).rejects.toMatchObject({ code: "conflict" });
    await pages.trash(editor, page.id);
    await expect(pages.get(editor, page.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await pages.list(editor, { trashed: true })).items.map((p) => p.id)).toContain(page.id);
    await expect(pages.purge(editor, page.id)).rejects.toMatchObject({ code: "forbidden" });
    await pages.restore(editor, page.id);
    expect((await pages.get(editor, page.id)).deletedAt).toBeNull();
    await pages.trash(editor, page.id);
    await pages.purge(admin, page.id);
    expect(await db.page.findUnique({ where: { id: page.id } })).toBeNull();
  });

  it("denies viewers any write and audits the attempt", async () => {
    const slug = unique("viewer");
    await expect(pages.create(viewer, { title: "Nope", slug })).rejects.toMatchObject({ code: "forbidden" });
    expect(await db.page.findUnique({ where: { slug } })).toBeNull();
    const event = await db.auditEvent.findFirstOrThrow({ where: { actorLabel: "viewer@test", action: "page.create" } });
    expect(event.outcome).toBe("denied");
    expect((await pages.list(viewer)).total).toBeGreaterThan(0);
  });

  it("updates metadata and rejects an empty update", async () => {
    const page = await pages.create(editor, { title: "Old", slug: unique("old") });
    const updated = await pages.update(editor, page.id, { title: "New", seoDescription: "Fresh" });
    expect(updated).toMatchObject({ title: "New", seoDescription: "Fresh" });
    await expect(pages.update(editor, page.id, {})).rejects.toMatchObject({ code: "validation" });
  });
});

describe("sections service", () => {
  it("adds, merges, reorders and removes sections", async () => {
    const page = await pages.create(editor, { title: "S", slug: unique("s"), sections: [hero("A")] });
    const text = await sections.add(editor, page.id, { templateKey: "text", content: { body: "B" }, position: 0 });
    expect((await sections.list(editor, page.id)).map((s) => s.id)).toEqual([text.id, page.sections[0].id]);

    const merged = await sections.updateContent(editor, page.sections[0].id, { subheading: "Sub" });
    expect(merged.content).toEqual({ heading: "A", subheading: "Sub" });
    await expect(sections.updateContent(editor, page.sections[0].id, { heading: "" })).rejects.toMatchObject({ code: "validation" });
    await expect(sections.updateContent(editor, page.sections[0].id, { bogus: 1 })).rejects.toMatchObject({ code: "validation" });

    await sections.reorder(editor, page.id, [page.sections[0].id, text.id]);
    expect((await sections.list(editor, page.id)).map((s) => s.id)).toEqual([page.sections[0].id, text.id]);
    await expect(sections.reorder(editor, page.id, [text.id])).rejects.toMatchObject({ code: "validation" });

    await sections.remove(editor, text.id);
    expect(await sections.list(editor, page.id)).toHaveLength(1);
  });

  it("refuses an image field pointing at a missing image", async () => {
    const page = await pages.create(editor, { title: "Img", slug: unique("img") });
    await expect(sections.add(editor, page.id, { templateKey: "imageText", content: { body: "x", imageId: "missing" } }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("missing") });
  });

  it("rejects javascript: links and paths a browser reads as another site", async () => {
    const page = await pages.create(editor, { title: "Links", slug: unique("links") });
    await expect(sections.add(editor, page.id, { templateKey: "cta", content: { heading: "H", buttonLabel: "Go", buttonUrl: "javascript:alert(1)" } }))
      .rejects.toMatchObject({ code: "validation" });
    await expect(sections.add(editor, page.id, { templateKey: "cta", content: { heading: "H", buttonLabel: "Go", buttonUrl: "/\\evil.example" } }))
      .rejects.toMatchObject({ code: "validation", message: expect.stringContaining("browsers read a backslash (\\) as /") });
    expect(await db.pageSection.count({ where: { pageId: page.id } })).toBe(0);
  });
});
