import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { MENU_ID } from "@/lib/domain/content-kinds";
import { published } from "@/lib/services/published";
import { releases } from "@/lib/services/publishing/releases";
import { admin, editor, unique, viewer } from "../support/actors";

const newPage = (title = "Page") => pages.create(editor, { title, slug: unique("nav-page") });
const urlItem = (label: string, extra: Record<string, unknown> = {}) => navigation.add(editor, { label, url: `https://example.com/${unique("link")}`, ...extra });

/** Items with these labels: other files share the database, so a count of every item would race them. */
const itemsLabelled = (...labels: string[]) => db.navItem.count({ where: { label: { in: labels } } });

async function childrenOf(parentId: string) {
  const tree = await navigation.list(editor);
  return tree.find((item) => item.id === parentId)?.children.map((child) => child.label) ?? [];
}

describe("navigation service", () => {
  it("adds page and URL links and lists them as a tree with the linked page", async () => {
    const page = await newPage("About");
    const parent = await navigation.add(editor, { label: "About", pageId: page.slug });
    expect(parent).toMatchObject({ pageId: page.id, url: null, parentId: null, visible: true });
    const child = await urlItem("Docs", { parentId: parent.id });

    const tree = await navigation.list(editor);
    const node = tree.find((item) => item.id === parent.id)!;
    expect(node.page).toMatchObject({ id: page.id, title: "About", slug: page.slug, status: "draft", deletedAt: null });
    expect(node.children.map((c) => c.id)).toEqual([child.id]);
    expect(tree.some((item) => item.id === child.id)).toBe(false);

    const revision = await db.revision.findFirstOrThrow({ where: { entityType: "navItem", entityId: child.id } });
    expect(revision).toMatchObject({ action: "navigation.add", before: null });
  });

  it("inserts at a position, shifting later siblings with a revision each", async () => {
    const parent = await urlItem(unique("Menu"));
    const a = await urlItem("A", { parentId: parent.id });
    const b = await urlItem("B", { parentId: parent.id });
    const inserted = await urlItem("First", { parentId: parent.id, position: 0 });
    expect(await childrenOf(parent.id)).toEqual(["First", "A", "B"]);
    const shifted = await db.revision.findMany({ where: { auditEvent: { targetId: inserted.id }, entityId: { in: [a.id, b.id] } } });
    expect(shifted).toHaveLength(2);
  });

  it("refuses invalid items and changes nothing", async () => {
    const page = await newPage();
    const bad = [
      { label: "Both", pageId: page.id, url: "/x" },
      { label: "Neither" },
      { label: "", url: "/x" },
      { label: "Script", url: "javascript:alert(1)" },
    ];
    for (const input of bad) await expect(navigation.add(editor, input)).rejects.toMatchObject({ code: "validation" });
    await expect(navigation.add(editor, { label: "Ghost", pageId: "no-such-page" })).rejects.toMatchObject({ code: "not_found" });
    await expect(navigation.add(editor, { label: "Orphan", url: "/x", parentId: "no-such-item" })).rejects.toMatchObject({ code: "not_found" });
    for (const url of ["/\\evil.example", "//evil.example", "/%5Cevil.example"]) {
      await expect(navigation.add(editor, { label: "Elsewhere", url })).rejects.toMatchObject({
        code: "validation",
        message: expect.stringContaining("Not a path on this site: browsers read"),
      });
    }
    await pages.trash(editor, page.id);
    await expect(navigation.add(editor, { label: "Gone", pageId: page.id })).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("trash") });
    expect(await itemsLabelled(...bad.map((input) => input.label), "Ghost", "Orphan", "Elsewhere", "Gone")).toBe(0);
  });

  it("refuses a second link to the same page or address at one level, saying which link is there, and changes nothing", async () => {
    const page = await newPage("Team");
    const link = await navigation.add(editor, { label: "Team", pageId: page.id });
    await expect(navigation.add(editor, { label: "Our team", pageId: page.slug })).rejects.toMatchObject({
      code: "already_done",
      message: '"Team" already links there in the menu.',
      hint: expect.stringContaining("Rename or move"),
    });
    await navigation.setVisible(editor, link.id, false);
    await expect(navigation.add(editor, { label: "Team", pageId: page.id })).rejects.toMatchObject({ message: '"Team" already links there in the menu (hidden).', hint: expect.stringContaining("Show that link") });
    const shop = await urlItem("Shop");
    await expect(navigation.add(editor, { label: "Store", url: shop.url })).rejects.toMatchObject({ code: "already_done", message: '"Shop" already links there in the menu.' });
    expect(await itemsLabelled("Our team", "Store")).toBe(0);
    expect(await db.navItem.count({ where: { pageId: page.id } })).toBe(1);

    // Under another item it is a different place; once the first link is gone, adding it again works.
    const parent = await urlItem(unique("Parent"));
    await expect(navigation.add(editor, { label: "Team", pageId: page.id, parentId: parent.id })).resolves.toMatchObject({ parentId: parent.id });
    await navigation.remove(editor, link.id);
    await expect(navigation.add(editor, { label: "Team", pageId: page.id })).resolves.toMatchObject({ parentId: null });
  });

  it("keeps the menu at most two levels deep", async () => {
    const top = await urlItem(unique("Top"));
    const child = await urlItem("Child", { parentId: top.id });
    const other = await urlItem(unique("Other"));
    await expect(urlItem("Grandchild", { parentId: child.id })).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("two levels") });
    await expect(navigation.update(editor, top.id, { parentId: other.id })).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("sub-items") });
    await expect(navigation.update(editor, other.id, { parentId: other.id })).rejects.toMatchObject({ code: "validation" });
    expect((await db.navItem.findUniqueOrThrow({ where: { id: top.id } })).parentId).toBeNull();
  });

  it("updates label and link, and moves an item between levels", async () => {
    const page = await newPage("Team");
    const item = await navigation.add(editor, { label: "Team", pageId: page.id });
    const switched = await navigation.update(editor, item.id, { label: "Our team", url: "/team" });
    expect(switched).toMatchObject({ label: "Our team", url: "/team", pageId: null });
    const relinked = await navigation.update(editor, item.id, { pageId: page.id });
    expect(relinked).toMatchObject({ url: null, pageId: page.id, page: { title: "Team" } });

    const parent = await urlItem(unique("Company"));
    await urlItem("Jobs", { parentId: parent.id });
    await navigation.update(editor, item.id, { parentId: parent.id });
    expect(await childrenOf(parent.id)).toEqual(["Jobs", "Our team"]);
    await navigation.update(editor, item.id, { parentId: null });
    expect(await childrenOf(parent.id)).toEqual(["Jobs"]);
    await expect(navigation.update(editor, item.id, {})).rejects.toMatchObject({ code: "validation" });
  });

  it("hides and shows items; the public tree keeps only live, visible, published links", async () => {
    const home = await pages.create(editor, { title: "Home", slug: "home" });
    const livePage = await newPage("Live");
    const draft = await newPage("Draft");
    await pages.publish(editor, home.id);
    await pages.publish(editor, livePage.id);
    const homeLink = await navigation.add(editor, { label: "Home", pageId: home.id });
    const live = await navigation.add(editor, { label: "Live", pageId: livePage.id });
    const liveChild = await urlItem("Elsewhere", { parentId: live.id });
    const draftLink = await navigation.add(editor, { label: "Draft", pageId: draft.id });
    const hidden = await urlItem("Hidden");
    await navigation.setVisible(editor, hidden.id, false);
    await expect(navigation.setVisible(editor, hidden.id, false)).rejects.toMatchObject({ code: "already_done" });

    const mine = new Set([homeLink.id, live.id, draftLink.id, hidden.id]);
    expect((await published.menu()).some((item) => mine.has(item.id))).toBe(false);
    await releases.publish(editor, { items: [{ kind: "navigation", entityId: MENU_ID }] });
    const tree = (await published.menu()).filter((item) => mine.has(item.id));
    expect(tree).toEqual([
      { id: homeLink.id, label: "Home", href: "/", children: [] },
      { id: live.id, label: "Live", href: `/${livePage.slug}`, children: [{ id: liveChild.id, label: "Elsewhere", href: liveChild.url }] },
    ]);
    expect((await navigation.list(editor, { includeHidden: false })).some((item) => item.id === hidden.id)).toBe(false);

    await pages.trash(editor, livePage.id);
    expect((await published.menu()).some((item) => item.id === live.id)).toBe(false);
    await navigation.setVisible(editor, hidden.id, true);
    expect((await published.menu()).some((item) => item.id === hidden.id)).toBe(false);
    await releases.publish(editor, { items: [{ kind: "navigation", entityId: MENU_ID }] });
    expect((await published.menu()).some((item) => item.id === hidden.id)).toBe(true);
  });

  it("reorders one level, recording a revision only for items that moved", async () => {
    const parent = await urlItem(unique("Products"));
    const [a, b, c] = [await urlItem("A", { parentId: parent.id }), await urlItem("B", { parentId: parent.id }), await urlItem("C", { parentId: parent.id })];
    await navigation.reorder(editor, { parentId: parent.id, orderedIds: [a.id, c.id, b.id] });
    expect(await childrenOf(parent.id)).toEqual(["A", "C", "B"]);
    const moved = await db.revision.findMany({ where: { action: "navigation.reorder", entityId: { in: [a.id, b.id, c.id] } } });
    expect(moved.map((r) => r.entityId).sort()).toEqual([b.id, c.id].sort());

    await expect(navigation.reorder(editor, { parentId: parent.id, orderedIds: [a.id, c.id] })).rejects.toMatchObject({ code: "validation", hint: expect.stringContaining(b.id) });
    await expect(navigation.reorder(editor, { parentId: parent.id, orderedIds: [a.id, c.id, b.id, b.id] })).rejects.toMatchObject({ code: "validation" });
    expect(await childrenOf(parent.id)).toEqual(["A", "C", "B"]);
  });

  it("moves an item into another level by listing it there", async () => {
    const parent = await urlItem(unique("Services"));
    const child = await urlItem("Design", { parentId: parent.id });
    const loose = await urlItem("Consulting");
    await navigation.reorder(editor, { parentId: parent.id, orderedIds: [loose.id, child.id] });
    expect(await childrenOf(parent.id)).toEqual(["Consulting", "Design"]);
    await expect(navigation.reorder(editor, { parentId: child.id, orderedIds: [loose.id] })).rejects.toMatchObject({ code: "validation" });
  });

  it("trashes an item with its sub-items and restores the whole branch", async () => {
    const parent = await urlItem(unique("Shop"));
    const child = await urlItem("Cart", { parentId: parent.id });
    const removed = await navigation.remove(editor, parent.id);
    expect(removed.removedChildren).toBe(1);
    expect((await navigation.list(editor)).some((item) => item.id === parent.id)).toBe(false);
    await expect(navigation.get(editor, child.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(navigation.restore(editor, child.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("parent") });

    await navigation.restore(editor, parent.id);
    expect(await childrenOf(parent.id)).toEqual(["Cart"]);
    await expect(navigation.restore(editor, parent.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("purges only trashed items, and only for admins", async () => {
    const parent = await urlItem(unique("Old"));
    const child = await urlItem("Older", { parentId: parent.id });
    await expect(navigation.purge(admin, parent.id)).rejects.toMatchObject({ code: "conflict" });
    await navigation.remove(editor, parent.id);
    await expect(navigation.purge(editor, parent.id)).rejects.toMatchObject({ code: "forbidden" });
    const result = await navigation.purge(admin, parent.id);
    expect(result.purgedChildren).toBe(1);
    expect(await db.navItem.findMany({ where: { id: { in: [parent.id, child.id] } } })).toEqual([]);
  });

  it("denies viewers any write", async () => {
    const label = unique("Viewer");
    await expect(navigation.add(viewer, { label, url: "/x" })).rejects.toMatchObject({ code: "forbidden" });
    expect(await db.navItem.findFirst({ where: { label } })).toBeNull();
    expect(Array.isArray(await navigation.list(viewer))).toBe(true);
  });
});
