import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { trash, type TrashType } from "@/lib/services/trash";
import { admin, editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";

/** One trashed item of every kind, trashed in this order. */
async function trashOneOfEach() {
  const page = await pages.create(editor, { title: unique("Trash page"), slug: unique("trash-page") });
  const post = await posts.create(editor, { title: unique("Trash post"), slug: unique("trash-post") });
  const image = await images.upload(editor, { buffer: await pngBuffer(20, 20), originalName: `${unique("trash")}.png` });
  const nav = await navigation.add(editor, { label: unique("Trash link"), url: `/${unique("gone")}` });
  const collection = await entries.createCollection(editor, { slug: unique("trash-col"), name: "Quotes", fields: [{ name: "text", label: "Text", type: "text" }] });
  const entry = await entries.create(editor, collection.slug, { title: unique("Trash entry"), data: {} });

  await pages.trash(editor, page.id);
  await posts.trash(editor, post.id);
  await images.trash(editor, image.id);
  await navigation.remove(editor, nav.id);
  await entries.trash(editor, entry.id);
  return [
    { type: "page", id: page.id, label: page.title },
    { type: "post", id: post.id, label: post.title },
    { type: "image", id: image.id, label: image.originalName },
    { type: "navItem", id: nav.id, label: nav.label },
    { type: "entry", id: entry.id, label: `Quotes: ${entry.title}` },
  ] as { type: TrashType; id: string; label: string }[];
}

const listed = async (ids: string[]) => (await trash.list(viewer)).filter((item) => ids.includes(item.id));

describe("trash service", () => {
  it("lists trashed items of every kind, newest first", async () => {
    const items = await trashOneOfEach();
    const all = await trash.list(viewer);
    const times = all.map((item) => item.deletedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mine = (await listed(items.map((item) => item.id))).map(({ type, id, label }) => ({ type, id, label }));
    expect(mine).toEqual(expect.arrayContaining(items));
    expect(mine).toHaveLength(items.length);
    // Several writes apart, so never trashed within the same millisecond.
    expect(mine.findIndex((item) => item.type === "entry")).toBeLessThan(mine.findIndex((item) => item.type === "page"));
  });

  it("restores each kind through its own service", async () => {
    const items = await trashOneOfEach();
    for (const item of items) await trash.restore(editor, item.type, item.id);
    expect(await listed(items.map((item) => item.id))).toEqual([]);
    expect((await pages.get(viewer, items[0].id)).deletedAt).toBeNull();
    expect((await navigation.get(viewer, items[3].id)).deletedAt).toBeNull();
    expect((await entries.get(viewer, items[4].id)).deletedAt).toBeNull();
    await expect(trash.restore(editor, "page", items[0].id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("purges for admins only, and only what is in the trash", async () => {
    const items = await trashOneOfEach();
    for (const item of items) await expect(trash.purge(editor, item.type, item.id)).rejects.toMatchObject({ code: "forbidden" });
    expect(await listed(items.map((item) => item.id))).toHaveLength(items.length);

    for (const item of items) await trash.purge(admin, item.type, item.id);
    expect(await listed(items.map((item) => item.id))).toEqual([]);
    expect(await db.page.findUnique({ where: { id: items[0].id } })).toBeNull();
    expect(await db.entry.findUnique({ where: { id: items[4].id } })).toBeNull();

    const live = await pages.create(editor, { title: "Live", slug: unique("live") });
    await expect(trash.purge(admin, "page", live.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("names the valid kinds for an unknown one", async () => {
    await expect(trash.restore(editor, "user" as TrashType, "x")).rejects.toMatchObject({ code: "validation", message: expect.stringContaining("navItem") });
  });
});
