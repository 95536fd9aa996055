import { describe, expect, it } from "vitest";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import type { ServiceContext } from "@/lib/services/context";
import {
  cmsAddNavigationItem,
  cmsGetNavigation,
  cmsMoveNavigationItem,
  cmsRemoveNavigationItem,
  cmsToggleNavigationItem,
  cmsUpdateNavigationItem,
} from "@/lib/tools/navigation";
import type { ToolDefinition } from "@/lib/tools/define";
import { editor, unique, viewer } from "../support/actors";
import { callTool, toolContext } from "../support/tool-context";

/** Runs the tool and checks its result against the tool's own output schema. */
async function call(definition: ToolDefinition<any, any>, input: unknown, ctx: ServiceContext = editor) {
  const result = await callTool(definition, input, ctx);
  definition.output.parse(result);
  return result;
}

const newPage = (title: string) => pages.create(editor, { title, slug: unique("nav-tool") });
const urlItem = (label: string, extra: Record<string, unknown> = {}) => navigation.add(editor, { label, url: `https://example.com/${unique("link")}`, ...extra });

describe("cms_getNavigation", () => {
  it("returns the menu as a tree with ids, labels, targets and visibility", async () => {
    const page = await newPage("Team");
    const parent = await navigation.add(editor, { label: unique("Company"), pageId: page.id });
    const child = await urlItem("Jobs", { parentId: parent.id, visible: false });
    const result = await call(cmsGetNavigation, {});
    expect(result.ok).toBe(true);
    const node = result.items.find((item: { id: string }) => item.id === parent.id);
    expect(node).toMatchObject({
      label: parent.label,
      visible: true,
      parentId: null,
      page: { id: page.id, title: "Team", slug: page.slug, status: "draft" },
      target: `page 'Team' (/${page.slug}, draft)`,
      children: [{ id: child.id, label: "Jobs", visible: false, parentId: parent.id, target: child.url, page: null }],
    });
    expect(result.total).toBeGreaterThanOrEqual(2);
  });
});

describe("cms_addNavigationItem", () => {
  it("links a page by slug, or a URL, at a position", async () => {
    const page = await newPage("Pricing");
    const added = await call(cmsAddNavigationItem, { label: "Pricing", page: page.slug });
    expect(added).toMatchObject({ ok: true, navItem: { label: "Pricing", page: { id: page.id }, url: null } });
    expect(added.message).toContain(`page 'Pricing' (/${page.slug}, draft)`);

    const parent = await urlItem(unique("Help"));
    await urlItem("Second", { parentId: parent.id });
    const first = await call(cmsAddNavigationItem, { label: "First", url: "/docs", parentId: parent.id, position: 0 });
    expect(first).toMatchObject({ ok: true, navItem: { label: "First", url: "/docs", parentId: parent.id, position: 0 } });
  });

  it("fails with a hint for a missing page, and on invalid or forbidden input", async () => {
    expect(await call(cmsAddNavigationItem, { label: "Ghost", page: "no-such-page" })).toMatchObject({
      ok: false,
      code: "not_found",
      hint: expect.stringContaining("cms_getPages"),
    });
    expect(await call(cmsAddNavigationItem, { label: "Both", page: "x", url: "/x" })).toMatchObject({ ok: false, code: "validation" });
    expect(await call(cmsAddNavigationItem, { label: "Script", url: "javascript:alert(1)" })).toMatchObject({ ok: false, code: "validation" });
    expect(await call(cmsAddNavigationItem, { label: "Viewer", url: "/x" }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });
});

describe("cms_updateNavigationItem", () => {
  it("changes the label and link, and moves an item to the top level", async () => {
    const parent = await urlItem(unique("Parent"));
    const child = await urlItem("Child", { parentId: parent.id });
    const page = await newPage("Contact");
    const updated = await call(cmsUpdateNavigationItem, { itemId: child.id, label: "Contact us", page: page.id, parentId: null });
    expect(updated).toMatchObject({ ok: true, navItem: { id: child.id, label: "Contact us", parentId: null, url: null, page: { id: page.id } } });
  });

  it("fails for an unknown item and for a viewer", async () => {
    expect(await call(cmsUpdateNavigationItem, { itemId: "nope", label: "X" })).toMatchObject({ ok: false, code: "not_found", hint: expect.stringContaining("cms_getNavigation") });
    const item = await urlItem(unique("Locked"));
    expect(await call(cmsUpdateNavigationItem, { itemId: item.id, label: "X" }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await call(cmsUpdateNavigationItem, { itemId: item.id })).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("Nothing to update") });
  });
});

describe("cms_toggleNavigationItem", () => {
  it("hides and shows an item found by its label in any letter case", async () => {
    const label = unique("Blog");
    const item = await urlItem(label);
    const hidden = await call(cmsToggleNavigationItem, { label: label.toUpperCase(), visible: false });
    expect(hidden).toMatchObject({ ok: true, navItem: { id: item.id, visible: false }, message: expect.stringContaining("hidden") });
    expect(await call(cmsToggleNavigationItem, { itemId: item.id, visible: true })).toMatchObject({ ok: true, navItem: { visible: true } });
  });

  it("lists the candidates when a label is ambiguous, and the labels when it is unknown", async () => {
    const label = unique("News");
    const top = await urlItem(label);
    const parent = await urlItem(unique("Section"));
    const nested = await urlItem(label, { parentId: parent.id });
    const ambiguous = await call(cmsToggleNavigationItem, { label, visible: false });
    expect(ambiguous).toMatchObject({ ok: false, code: "validation", error: `2 navigation items are labelled '${label}'.` });
    expect(ambiguous.hint).toContain(top.id);
    expect(ambiguous.hint).toContain(`"${nested.id}" (under '${parent.label}'`);

    const unknown = await call(cmsToggleNavigationItem, { label: unique("Nothing"), visible: false });
    expect(unknown).toMatchObject({ ok: false, code: "not_found", error: expect.stringContaining(`'${label}'`) });
    expect(await call(cmsToggleNavigationItem, { visible: false })).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("itemId or label") });
  });

  it("refuses a viewer", async () => {
    const item = await urlItem(unique("Viewer"));
    expect(await call(cmsToggleNavigationItem, { itemId: item.id, visible: false }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });
});

describe("cms_moveNavigationItem", () => {
  /** Three sub-items under a parent of their own, so other tests' items never share the level. */
  async function level() {
    const parent = await urlItem(unique("Studio"));
    const [first, second, third] = [await urlItem("Team", { parentId: parent.id }), await urlItem("Jobs", { parentId: parent.id }), await urlItem("Press", { parentId: parent.id })];
    const order = async () => (await navigation.list(editor)).find((item) => item.id === parent.id)!.children.map((child) => child.label);
    return { parent, first, second, third, order };
  }

  it("previews the level's order before and after, then moves the item first or last", async () => {
    const { second, third, order } = await level();
    const preview = await cmsMoveNavigationItem.preview!({ itemId: third.id, position: 0 }, toolContext(editor));
    expect(preview).toMatchObject({
      action: "Move 'Press' in the menu",
      current: { order: "Team, Jobs, Press" },
      changes: [{ field: "order", from: "Team, Jobs, Press", to: "Press, Team, Jobs" }],
    });
    expect(await call(cmsMoveNavigationItem, { itemId: third.id, position: 0 })).toMatchObject({ ok: true, order: ["Press", "Team", "Jobs"], message: expect.stringContaining("place 1 of 3") });
    expect(await call(cmsMoveNavigationItem, { itemId: second.id, position: 99 })).toMatchObject({ ok: true, order: ["Press", "Team", "Jobs"] });
    expect(await call(cmsMoveNavigationItem, { itemId: second.id, position: 1 })).toMatchObject({ ok: true, order: ["Press", "Jobs", "Team"] });
    expect(await order()).toEqual(["Press", "Jobs", "Team"]);
  });

  it("says when the item is already there, and fails for an unknown label or a viewer without moving anything", async () => {
    const { first, order } = await level();
    const preview = await cmsMoveNavigationItem.preview!({ itemId: first.id, position: 0 }, toolContext(editor));
    expect(preview).toMatchObject({ changes: [], impact: ["'Team' is already there; nothing changes."] });
    expect(await call(cmsMoveNavigationItem, { label: unique("Nowhere"), position: 0 })).toMatchObject({ ok: false, code: "not_found" });
    expect(await call(cmsMoveNavigationItem, { itemId: first.id, position: 2 }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    expect(() => cmsMoveNavigationItem.input.parse({ itemId: first.id, position: -1 })).toThrow();
    expect(await order()).toEqual(["Team", "Jobs", "Press"]);
  });
});

describe("cms_removeNavigationItem", () => {
  it("previews the item, its target and the sub-items that go with it, then removes them", async () => {
    const page = await newPage("Services");
    const label = unique("Services");
    const parent = await navigation.add(editor, { label, pageId: page.id });
    await urlItem("Consulting", { parentId: parent.id });
    await urlItem("Training", { parentId: parent.id });

    const preview = await cmsRemoveNavigationItem.preview!({ label: label.toLowerCase() }, toolContext(editor));
    expect(preview).toEqual({
      action: `Remove '${label}' from the menu`,
      target: { type: "navItem", id: parent.id, label },
      current: { label, target: `page 'Services' (/${page.slug}, draft)`, visible: true, level: "top level" },
      impact: ["2 sub-item(s) go with it: 'Consulting', 'Training'", "The menu's change is saved as a draft; visitors see it once the menu is published.", "It goes to the trash and can be restored."],
    });

    const removed = await call(cmsRemoveNavigationItem, { itemId: parent.id });
    expect(removed).toMatchObject({ ok: true, navItem: { id: parent.id, label }, removedChildren: 2 });
    const tree = await navigation.list(editor);
    expect(tree.some((item) => item.id === parent.id)).toBe(false);
  });

  it("fails for a missing item, in the preview too, and for a viewer", async () => {
    expect(await call(cmsRemoveNavigationItem, { itemId: "nope" })).toMatchObject({ ok: false, code: "not_found" });
    await expect(cmsRemoveNavigationItem.preview!({ itemId: "nope" }, toolContext(editor))).rejects.toMatchObject({ code: "not_found" });
    const item = await urlItem(unique("Keep"));
    expect(await call(cmsRemoveNavigationItem, { itemId: item.id }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("ignores a model-invented confirmed flag", () => {
    expect(cmsRemoveNavigationItem.input.parse({ itemId: "x", confirmed: true })).toEqual({ itemId: "x" });
  });
});
