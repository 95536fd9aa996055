import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { ServiceContext } from "@/lib/services/context";
import { entries } from "@/lib/services/entries";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { revisions } from "@/lib/services/revisions";
import { sections } from "@/lib/services/sections";
import { settings } from "@/lib/services/settings";
import { editor, unique, viewer } from "../support/actors";
import { withSettingsLock } from "../support/settings-lock";

beforeAll(() => sections.syncTemplates());

const hero = (heading: string) => ({ templateKey: "hero", content: { heading } });
const newPage = () => pages.create(editor, { title: "Original", slug: unique("rev"), sections: [hero("Welcome")] });

async function lastRevision(entityType: string, entityId: string) {
  return db.revision.findFirstOrThrow({ where: { entityType, entityId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

const snapshotOf = async (pageId: string) => {
  const { title, sections: list } = await db.page.findUniqueOrThrow({ where: { id: pageId }, include: { sections: { orderBy: { position: "asc" } } } });
  return { title, sections: list.map((s) => ({ id: s.id, templateKey: s.templateKey, content: s.content })) };
};

describe("revisions.revert", () => {
  it("puts a page's title back after an update", async () => {
    const page = await newPage();
    await pages.update(editor, page.id, { title: "Renamed" });
    const revision = await lastRevision("page", page.id);
    const result = await revisions.revert(editor, revision.id);
    expect(result).toMatchObject({ entityType: "page", entityId: page.id });
    expect((await pages.get(editor, page.id)).title).toBe("Original");
    const reverted = await db.revision.findUniqueOrThrow({ where: { id: revision.id } });
    expect(reverted.revertedById).not.toBeNull();
    const event = await db.auditEvent.findFirstOrThrow({ where: { revisions: { some: { id: reverted.revertedById! } } } });
    expect(event).toMatchObject({ action: "revision.revert", outcome: "success", targetId: page.id });
  });

  it("puts a page's sections back, content and order included", async () => {
    const page = await newPage();
    const original = await snapshotOf(page.id);
    await sections.removeMany(editor, page.sections.map((s) => s.id));
    await sections.add(editor, page.id, { templateKey: "text", content: { body: "Replacement" } });
    await sections.updateContent(editor, (await sections.list(editor, page.id))[0].id, { body: "Edited" });
    for (const action of ["section.update", "section.add", "section.remove"]) {
      const revision = await db.revision.findFirstOrThrow({ where: { entityId: page.id, action } });
      await revisions.revert(editor, revision.id);
    }
    expect(await snapshotOf(page.id)).toEqual(original);
  });

  it("refuses to revert a change made stale by a later one, changing nothing", async () => {
    const page = await newPage();
    await pages.update(editor, page.id, { title: "Second" });
    const stale = await lastRevision("page", page.id);
    await pages.update(editor, page.id, { title: "Third" });
    await expect(revisions.revert(editor, stale.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("changed since") });
    expect((await pages.get(editor, page.id)).title).toBe("Third");
    expect((await db.revision.findUniqueOrThrow({ where: { id: stale.id } })).revertedById).toBeNull();
  });

  it("refuses to revert the same change twice", async () => {
    const page = await newPage();
    await pages.update(editor, page.id, { title: "Once" });
    const revision = await lastRevision("page", page.id);
    await revisions.revert(editor, revision.id);
    await expect(revisions.revert(editor, revision.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("already been reverted") });
    expect((await pages.get(editor, page.id)).title).toBe("Original");
  });

  it("reverts navigation and entry changes, including a removal", async () => {
    const item = await navigation.add(editor, { label: "Blog", url: `/${unique("blog")}` });
    await navigation.update(editor, item.id, { label: "Journal" });
    await revisions.revert(editor, (await lastRevision("navItem", item.id)).id);
    expect((await navigation.get(editor, item.id)).label).toBe("Blog");
    await navigation.remove(editor, item.id);
    await revisions.revert(editor, (await lastRevision("navItem", item.id)).id);
    expect((await navigation.get(editor, item.id)).deletedAt).toBeNull();

    const collection = await entries.createCollection(editor, { slug: unique("rev-col"), name: "Quotes", fields: [{ name: "text", label: "Text", type: "text", required: true }] });
    const entry = await entries.create(editor, collection.slug, { title: "Quote", data: { text: "Before" } });
    await entries.update(editor, entry.id, { data: { text: "After" }, status: "draft" });
    await revisions.revert(editor, (await lastRevision("entry", entry.id)).id);
    expect(await entries.get(editor, entry.id)).toMatchObject({ data: { text: "Before" }, status: "published" });
  });

  it("denies viewers", async () => {
    const page = await newPage();
    await pages.update(editor, page.id, { title: "Viewer" });
    await expect(revisions.revert(viewer, (await lastRevision("page", page.id)).id)).rejects.toMatchObject({ code: "forbidden" });
    expect((await pages.get(editor, page.id)).title).toBe("Viewer");
  });
});

describe("revisions.revertTurn", () => {
  const turnContext = (): ServiceContext => ({ ...editor, chatId: "c1", turnId: unique("t-xyz") });

  it("undoes every write of one turn in one go, and only once", async () => {
    await withSettingsLock(async () => {
      const item = await navigation.add(editor, { label: unique("Visible"), url: `/${unique("visible")}` });
      const taglineBefore = (await settings.get(editor)).tagline;
      const turn = turnContext();

      const page = await pages.create(turn, { title: "Made by the agent", slug: unique("agent") });
      await sections.add(turn, page.id, hero("Agent hero"));
      await settings.update(turn, { tagline: unique("Agent tagline") });
      await navigation.setVisible(turn, item.id, false);
      expect(await revisions.listForTurn(editor, turn.turnId!)).toHaveLength(4);

      const result = await revisions.revertTurn(editor, turn.turnId!);
      expect(result.reverted).toHaveLength(4);
      expect((await db.page.findUniqueOrThrow({ where: { id: page.id } })).deletedAt).not.toBeNull();
      expect((await settings.get(editor)).tagline).toBe(taglineBefore);
      expect((await navigation.get(editor, item.id)).visible).toBe(true);

      const turnRevisions = await db.revision.findMany({ where: { turnId: turn.turnId } });
      expect(turnRevisions.every((r) => r.revertedById)).toBe(true);
      const events = await db.auditEvent.findMany({ where: { revisions: { some: { id: { in: turnRevisions.map((r) => r.revertedById!) } } } } });
      expect(events.map((e) => e.action)).toEqual(["turn.revert"]);
      expect(events[0].input).toEqual({ turnId: turn.turnId });

      await expect(revisions.revertTurn(editor, turn.turnId!)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("no changes left") });
    });
  });

  it("changes nothing when one of the turn's writes cannot be undone", async () => {
    const item = await navigation.add(editor, { label: unique("Menu"), url: `/${unique("menu")}` });
    const page = await newPage();
    const turn = turnContext();
    await navigation.setVisible(turn, item.id, false);
    await pages.update(turn, page.id, { title: "Agent title" });
    await pages.update(editor, page.id, { title: "Human title" });

    await expect(revisions.revertTurn(editor, turn.turnId!)).rejects.toMatchObject({ code: "conflict" });
    expect((await navigation.get(editor, item.id)).visible).toBe(false);
    expect((await pages.get(editor, page.id)).title).toBe("Human title");
    expect(await db.revision.count({ where: { turnId: turn.turnId, revertedById: { not: null } } })).toBe(0);
  });
});
