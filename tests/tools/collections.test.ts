import { describe, expect, it } from "vitest";
import { entries } from "@/lib/services/entries";
import { published } from "@/lib/services/published";
import { releases } from "@/lib/services/publishing/releases";
import { cmsCreateCollection, cmsDeleteCollection, cmsUpdateCollection } from "@/lib/tools/collections";
import { editor, unique, viewer } from "../support/actors";
import { callTool, ok, toolContext } from "../support/tool-context";

const tool = toolContext(editor);
const role = { name: "role", label: "Role", type: "text" as const, required: true };
const team = { name: "team", label: "Team", type: "select" as const, options: ["kitchen", "floor"] };

describe("collection tools", () => {
  it("create a collection, with a card that lists its fields in words", async () => {
    const slug = unique("staff");
    const input = { name: "Staff", slug, fields: [role, team] };
    expect(await cmsCreateCollection.preview(cmsCreateCollection.input.parse(input), tool)).toEqual({
      action: "Create collection 'Staff'",
      target: { type: "collection", label: "Staff" },
      changes: [
        { field: "name", from: null, to: "Staff" },
        { field: "slug", from: null, to: slug },
        { field: "fields", from: null, to: "Role (text, required); Team (select, one of kitchen, floor)" },
      ],
      impact: ["The new collection starts empty; nothing on the site changes."],
    });
    const result = ok(await callTool(cmsCreateCollection, input, editor));
    expect(result).toMatchObject({ collection: { slug, name: "Staff" }, message: `Created collection 'Staff' (${slug}) with 2 fields.` });
    expect(await callTool(cmsCreateCollection, input, editor)).toMatchObject({ ok: false, code: "conflict" });
    expect(await callTool(cmsCreateCollection, { name: "Bad", fields: [{ name: "tier", label: "Tier", type: "select" }] }, editor)).toMatchObject({ ok: false, code: "validation" });
    expect(await callTool(cmsCreateCollection, { name: unique("Nope"), fields: [role] }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("rename it and change its fields, refusing a change its entries do not fit", async () => {
    const collection = await entries.createCollection(editor, { slug: unique("menu"), name: "Dishes", fields: [role] });
    await entries.create(editor, collection.slug, { title: "Soup", data: { role: "Starter" } });
    const preview = await cmsUpdateCollection.preview({ collection: collection.slug, name: "Our dishes", fields: [role, team] }, tool);
    expect(preview.changes).toEqual([
      { field: "name", from: "Dishes", to: "Our dishes" },
      { field: "fields", from: "Role (text, required)", to: "Role (text, required); Team (select, one of kitchen, floor)" },
    ]);
    expect(ok(await callTool(cmsUpdateCollection, { collection: collection.slug, name: "Our dishes", fields: [role, team] }, editor)).message).toBe(
      "Updated name, fields of collection 'Our dishes'.",
    );
    expect(await callTool(cmsUpdateCollection, { collection: collection.slug, fields: [team] }, editor)).toMatchObject({
      ok: false,
      code: "conflict",
      error: 'The new fields do not fit the data of entry "Soup" in Our dishes.',
      hint: expect.stringContaining("Clear or change"),
    });
    expect(await callTool(cmsUpdateCollection, { collection: collection.slug }, editor)).toMatchObject({ ok: false, code: "validation" });
  });

  it("move it to the trash with its entries after a card that counts them and the live ones", async () => {
    const collection = await entries.createCollection(editor, { slug: unique("faq"), name: "FAQ", fields: [role] });
    const first = await entries.create(editor, collection.slug, { title: "Why", data: { role: "Q" } });
    await entries.create(editor, collection.slug, { title: "How", data: { role: "Q" } });
    await releases.publish(editor, { items: [{ kind: "entry", entityId: first.id }] });
    expect(await cmsDeleteCollection.preview({ collection: collection.slug }, tool)).toEqual({
      action: "Delete collection 'FAQ'",
      target: { type: "collection", id: collection.id, label: "FAQ" },
      current: { name: "FAQ", slug: collection.slug, entries: 2 },
      impact: ["Its 2 entries go to the trash with it.", "1 entry on the site leaves it at once.", "It can be restored from the trash."],
    });
    expect(ok(await callTool(cmsDeleteCollection, { collection: collection.slug }, editor)).message).toBe(
      "Moved collection 'FAQ' and 2 entries to the trash. It can be restored from the trash.",
    );
    expect(await published.entries(collection.slug)).toEqual([]);
    expect(await callTool(cmsDeleteCollection, { collection: collection.slug }, editor)).toMatchObject({ ok: false, code: "not_found", hint: expect.stringContaining("cms_getCollections") });
  });
});
