import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { entries } from "@/lib/services/entries";
import { published } from "@/lib/services/published";
import { releases } from "@/lib/services/publishing/releases";
import { images } from "@/lib/services/images";
import { admin, editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";

const teamFields = [
  { name: "role", label: "Role", type: "text", required: true, maxLength: 80 },
  { name: "bio", label: "Bio", type: "textarea" },
  { name: "team", label: "Team", type: "select", options: ["design", "engineering"] },
  { name: "links", label: "Links", type: "list", itemFields: [{ name: "url", label: "URL", type: "url", required: true }] },
];

const newCollection = (name = "Team") => entries.createCollection(editor, { slug: unique("team"), name, fields: teamFields });

describe("collections", () => {
  it("creates and lists collections with their fields and entry counts", async () => {
    const collection = await newCollection();
    expect(collection.fields.map((f) => f.name)).toEqual(["role", "bio", "team", "links"]);
    await entries.create(editor, collection.slug, { title: "Ada", data: { role: "CTO" } });
    const listed = (await entries.listCollections(viewer)).find((c) => c.id === collection.id);
    expect(listed).toMatchObject({ slug: collection.slug, entryCount: 1 });
    expect((await entries.getCollection(viewer, collection.id)).slug).toBe(collection.slug);
    await expect(entries.getCollection(viewer, "no-such-collection")).rejects.toMatchObject({ code: "not_found" });
    const events = await db.auditEvent.findMany({ where: { action: "collection.create", outcome: "success" } });
    expect(events.some((event) => (event.input as { slug?: string }).slug === collection.slug)).toBe(true);
  });

  it("refuses malformed field lists and duplicate slugs without writing", async () => {
    const slug = unique("bad");
    const bad = [
      [],
      [{ name: "tier", label: "Tier", type: "select" }],
      [{ name: "items", label: "Items", type: "list" }],
      [{ name: "x", label: "X", type: "colour" }],
      [{ name: "1st", label: "First", type: "text" }],
      [{ name: "a", label: "A", type: "text" }, { name: "a", label: "A again", type: "text" }],
    ];
    for (const fields of bad) {
      await expect(entries.createCollection(editor, { slug, name: "Bad", fields })).rejects.toMatchObject({ code: "validation" });
    }
    expect(await db.collection.findUnique({ where: { slug } })).toBeNull();
    const existing = await newCollection();
    await expect(entries.createCollection(editor, { slug: existing.slug, name: "Again", fields: teamFields })).rejects.toMatchObject({ code: "conflict" });
  });

  it("denies viewers creating a collection", async () => {
    const slug = unique("viewer");
    await expect(entries.createCollection(viewer, { slug, name: "V", fields: teamFields })).rejects.toMatchObject({ code: "forbidden" });
    expect(await db.collection.findUnique({ where: { slug } })).toBeNull();
  });
});

describe("entries", () => {
  it("creates entries validated against the collection's fields, in order", async () => {
    const collection = await newCollection();
    const ada = await entries.create(editor, collection.slug, { title: "Ada Lovelace", data: { role: "CTO", bio: "", links: [{ url: "https://ada.example" }] } });
    expect(ada).toMatchObject({ slug: "ada-lovelace", status: "published", position: 0, data: { role: "CTO", links: [{ url: "https://ada.example" }] } });
    const grace = await entries.create(editor, collection.id, { title: "Grace", slug: "grace", data: { role: "Admiral" }, status: "draft" });
    expect(grace.position).toBe(1);

    const revision = await db.revision.findFirstOrThrow({ where: { entityType: "entry", entityId: ada.id } });
    expect(revision).toMatchObject({ action: "entry.create", before: null });
    expect((await entries.get(viewer, ada.id)).collection.slug).toBe(collection.slug);
  });

  it("refuses invalid data and duplicate slugs, changing nothing", async () => {
    const collection = await newCollection();
    await entries.create(editor, collection.slug, { title: "Taken", slug: "taken", data: { role: "R" } });
    const bad = [
      { title: "No role", data: {} },
      { title: "Unknown field", data: { role: "R", age: 3 } },
      { title: "Bad option", data: { role: "R", team: "sales" } },
      { title: "Bad link", data: { role: "R", links: [{ url: "javascript:alert(1)" }] } },
      { title: "", data: { role: "R" } },
      { title: "Bad slug", slug: "Not A Slug", data: { role: "R" } },
    ];
    for (const input of bad) await expect(entries.create(editor, collection.slug, input)).rejects.toMatchObject({ code: "validation" });
    await expect(entries.create(editor, collection.slug, { title: "Again", slug: "taken", data: { role: "R" } })).rejects.toMatchObject({ code: "conflict" });
    expect((await entries.list(editor, collection.slug)).total).toBe(1);

    const other = await newCollection("Other");
    expect((await entries.create(editor, other.slug, { title: "Taken", slug: "taken", data: { role: "R" } })).slug).toBe("taken");
  });

  it("takes an image field only when the image exists and is not in the trash", async () => {
    const collection = await entries.createCollection(editor, {
      slug: unique("people"),
      name: "People",
      fields: [{ name: "photo", label: "Photo", type: "image" }, { name: "gallery", label: "Gallery", type: "list", itemFields: [{ name: "image", label: "Image", type: "image" }] }],
    });
    const photo = await images.upload(editor, { buffer: await pngBuffer(), originalName: `${unique("photo")}.png`, alt: "A portrait" });
    const entry = await entries.create(editor, collection.slug, { title: "Ada", data: { photo: photo.id, gallery: [{ image: photo.id }] } });
    expect(entry.data).toEqual({ photo: photo.id, gallery: [{ image: photo.id }] });

    await expect(entries.create(editor, collection.slug, { title: "Ghost", data: { photo: "no-such-image" } })).rejects.toMatchObject({
      code: "validation",
      message: "Invalid People entry data: image no-such-image does not exist.",
    });
    await expect(entries.update(editor, entry.id, { data: { gallery: [{ image: "missing-too" }] } })).rejects.toMatchObject({ code: "validation" });
    await images.trash(editor, photo.id);
    await expect(entries.create(editor, collection.slug, { title: "Trashed", data: { photo: photo.id } })).rejects.toMatchObject({ code: "validation" });
    expect((await entries.list(editor, collection.slug)).items.map((item) => item.title)).toEqual(["Ada"]);
    expect((await entries.get(editor, entry.id)).data).toEqual({ photo: photo.id, gallery: [{ image: photo.id }] });
  });

  it("lists by status with paging", async () => {
    const collection = await newCollection();
    for (const [i, status] of (["published", "draft", "published"] as const).entries()) {
      await entries.create(editor, collection.slug, { title: `E${i}`, data: { role: "R" }, status });
    }
    const published = await entries.list(viewer, collection.slug, { status: "published" });
    expect(published.items.map((e) => e.title)).toEqual(["E0", "E2"]);
    const page = await entries.list(viewer, collection.slug, { limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 3, items: [{ title: "E1" }] });
    await expect(entries.list(viewer, collection.slug, { limit: 0 })).rejects.toMatchObject({ code: "validation" });
  });

  it("merges data on update, clearing fields set to null", async () => {
    const collection = await newCollection();
    const entry = await entries.create(editor, collection.slug, { title: "Lin", data: { role: "Designer", bio: "Draws", team: "design" } });
    const updated = await entries.update(editor, entry.id, { title: "Lin Wu", data: { bio: null, team: "engineering" } });
    expect(updated).toMatchObject({ title: "Lin Wu", data: { role: "Designer", team: "engineering" } });
    expect(updated.data).not.toHaveProperty("bio");

    await expect(entries.update(editor, entry.id, { data: { role: "" } })).rejects.toMatchObject({ code: "validation" });
    await expect(entries.update(editor, entry.id, {})).rejects.toMatchObject({ code: "validation" });
    expect((await entries.get(editor, entry.id)).data).toEqual(updated.data);
  });

  it("trashes and restores entries; only published live entries reach the site", async () => {
    const collection = await newCollection();
    const shown = await entries.create(editor, collection.slug, { title: "Shown", data: { role: "R" } });
    const draft = await entries.create(editor, collection.slug, { title: "Draft", data: { role: "R" }, status: "draft" });
    expect(await published.entries(collection.slug)).toEqual([]);
    await expect(releases.publish(editor, { items: [{ kind: "entry", entityId: draft.id }] })).rejects.toMatchObject({ code: "conflict" });
    await releases.publish(editor, { items: [{ kind: "entry", entityId: shown.id }] });
    expect((await published.entries(collection.slug)).map((e) => e.title)).toEqual(["Shown"]);

    await entries.trash(editor, shown.id);
    expect(await published.entries(collection.slug)).toEqual([]);
    await expect(entries.get(editor, shown.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await entries.list(editor, collection.slug, { trashed: true })).items.map((e) => e.id)).toEqual([shown.id]);
    await expect(entries.create(editor, collection.slug, { title: "Shown", data: { role: "R" } })).rejects.toMatchObject({ code: "conflict", hint: expect.stringContaining("trashed") });

    await entries.restore(editor, shown.id);
    expect(await published.entries(collection.slug)).toEqual([]);
    await releases.publish(editor, { items: [{ kind: "entry", entityId: shown.id }] });
    expect((await published.entries(collection.slug)).map((e) => e.title)).toEqual(["Shown"]);
    await expect(entries.restore(editor, shown.id)).rejects.toMatchObject({ code: "conflict" });
    expect(await published.entries(unique("missing"))).toEqual([]);
  });

  it("purges only trashed entries, and only for admins", async () => {
    const collection = await newCollection();
    const entry = await entries.create(editor, collection.slug, { title: "Temp", data: { role: "R" } });
    await expect(entries.purge(admin, entry.id)).rejects.toMatchObject({ code: "conflict" });
    await entries.trash(editor, entry.id);
    await expect(entries.purge(editor, entry.id)).rejects.toMatchObject({ code: "forbidden" });
    await entries.purge(admin, entry.id);
    expect(await db.entry.findUnique({ where: { id: entry.id } })).toBeNull();
  });

  it("denies viewers any write", async () => {
    const collection = await newCollection();
    const entry = await entries.create(editor, collection.slug, { title: "Keep", data: { role: "R" } });
    await expect(entries.create(viewer, collection.slug, { title: "No", data: { role: "R" } })).rejects.toMatchObject({ code: "forbidden" });
    await expect(entries.update(viewer, entry.id, { title: "Changed" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(entries.trash(viewer, entry.id)).rejects.toMatchObject({ code: "forbidden" });
    expect(await entries.get(viewer, entry.id)).toMatchObject({ title: "Keep", deletedAt: null });
    expect((await entries.list(viewer, collection.slug)).total).toBe(1);
  });
});
