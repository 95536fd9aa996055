import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { collections } from "@/lib/services/collections";
import { entries } from "@/lib/services/entries";
import { published } from "@/lib/services/published";
import { releases } from "@/lib/services/publishing/releases";
import { revisions } from "@/lib/services/revisions";
import { trash } from "@/lib/services/trash";
import { admin, editor, unique, viewer } from "../support/actors";

const fields = [
  { name: "role", label: "Role", type: "text", required: true },
  { name: "bio", label: "Bio", type: "textarea" },
];

async function teamWithEntries() {
  const collection = await entries.createCollection(editor, { slug: unique("crew"), name: "Crew", fields });
  const ada = await entries.create(editor, collection.slug, { title: "Ada", data: { role: "CTO", bio: "Builds" } });
  const lin = await entries.create(editor, collection.slug, { title: "Lin", data: { role: "Designer" } });
  return { collection, ada, lin };
}

describe("collections", () => {
  it("derives the slug from the name and records the creation as a revision", async () => {
    const name = unique("Testimonials");
    const collection = await entries.createCollection(editor, { name, fields });
    expect(collection.slug).toBe(name.toLowerCase());
    expect(await db.revision.findFirst({ where: { entityType: "collection", entityId: collection.id } })).toMatchObject({ action: "collection.create", before: null });
  });

  it("renames and changes fields, refusing a field change that an entry's data no longer fits", async () => {
    const { collection, ada } = await teamWithEntries();
    const renamed = await collections.update(editor, collection.slug, { name: "Our crew", description: "Who we are" });
    expect(renamed).toMatchObject({ slug: collection.slug, name: "Our crew", description: "Who we are" });

    // Ada's bio would be an unknown field; a new required field would be empty in both entries.
    await expect(collections.update(editor, collection.id, { fields: [fields[0]] })).rejects.toMatchObject({
      code: "conflict",
      message: 'The new fields do not fit the data of entry "Ada" in Our crew.',
    });
    await expect(collections.update(editor, collection.id, { fields: [...fields, { name: "team", label: "Team", type: "text", required: true }] })).rejects.toMatchObject({
      message: 'The new fields do not fit the data of entries "Ada", "Lin" in Our crew.',
    });
    expect((await entries.getCollection(editor, collection.id)).fields).toEqual(fields);

    const added = await collections.update(editor, collection.id, { fields: [...fields, { name: "team", label: "Team", type: "text" }] });
    expect(added.fields.map((field) => field.name)).toEqual(["role", "bio", "team"]);
    await entries.update(editor, ada.id, { data: { bio: null } });
    expect((await collections.update(editor, collection.id, { fields: [fields[0]] })).fields).toEqual([fields[0]]);

    await expect(collections.update(editor, collection.id, {})).rejects.toMatchObject({ code: "validation" });
    await expect(collections.update(editor, collection.id, { name: " " })).rejects.toMatchObject({ code: "validation" });
    await expect(collections.update(viewer, collection.id, { name: "Nope" })).rejects.toMatchObject({ code: "forbidden" });
    expect((await entries.getCollection(editor, collection.id)).name).toBe("Our crew");
  });

  it("goes to the trash with its entries, live ones leaving the site at once, and comes back with exactly those", async () => {
    const { collection, ada, lin } = await teamWithEntries();
    const earlier = await entries.create(editor, collection.slug, { title: "Gone before", data: { role: "R" } });
    await entries.trash(editor, earlier.id);
    await releases.publish(editor, { items: [{ kind: "entry", entityId: ada.id }] });
    expect(await collections.impact(editor, collection.slug)).toMatchObject({ entryCount: 2, liveCount: 1 });

    expect(await collections.trash(editor, collection.slug)).toMatchObject({ entryCount: 2 });
    expect(await published.entries(collection.slug)).toEqual([]);
    await expect(entries.getCollection(editor, collection.slug)).rejects.toMatchObject({ code: "not_found" });
    expect((await entries.listCollections(editor)).some((c) => c.id === collection.id)).toBe(false);
    const inTrash = (await trash.list(viewer)).filter((item) => [collection.id, ada.id, lin.id].includes(item.id));
    expect(inTrash.map((item) => item.type).sort()).toEqual(["collection", "entry", "entry"]);
    await expect(trash.restore(editor, "entry", ada.id)).rejects.toMatchObject({ code: "conflict", hint: "Restore the collection first." });

    await trash.restore(editor, "collection", collection.id);
    const back = await entries.list(editor, collection.slug);
    expect(back.items.map((entry) => entry.title)).toEqual(["Ada", "Lin"]);
    expect(await published.entries(collection.slug), "a restore brings drafts back, not the live site").toEqual([]);
    await expect(collections.restore(editor, collection.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("is purged for good, with its entries, by an admin only and only from the trash", async () => {
    const { collection, ada } = await teamWithEntries();
    await expect(collections.purge(admin, collection.id)).rejects.toMatchObject({ code: "conflict" });
    await collections.trash(editor, collection.id);
    await expect(trash.purge(editor, "collection", collection.id)).rejects.toMatchObject({ code: "forbidden" });
    await trash.purge(admin, "collection", collection.id);
    expect(await db.collection.findUnique({ where: { id: collection.id } })).toBeNull();
    expect(await db.entry.findUnique({ where: { id: ada.id } })).toBeNull();
    expect(await db.revision.findFirst({ where: { entityId: ada.id, action: "collection.purge" } })).toMatchObject({ after: null });
  });

  it("is put back by reverting its move to the trash", async () => {
    const { collection } = await teamWithEntries();
    await collections.trash(editor, collection.id);
    const revision = await db.revision.findFirstOrThrow({ where: { entityType: "collection", entityId: collection.id, action: "collection.trash" } });
    const reverted = await revisions.revert(editor, revision.id);
    expect(reverted.summary).toBe("collection 'Crew' restored");
    expect((await entries.getCollection(editor, collection.id)).name).toBe("Crew");
  });
});
