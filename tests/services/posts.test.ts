import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { images } from "@/lib/services/images";
import { postHistory, posts } from "@/lib/services/posts";
import { published } from "@/lib/services/published";
import { admin, editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";

const uploadImage = async () => images.upload(editor, { buffer: await pngBuffer(40, 30), originalName: "cover.png" });

describe("posts service", () => {
  it("creates a draft with tags, a revision and an audit event", async () => {
    const slug = unique("hello");
    // Tag names are shared across the test run, so these are unique to this test.
    const [launch, news] = [unique("Launch"), unique("News")];
    const post = await posts.create(editor, { title: "Hello", slug, body: "# Hi", tags: [news, `${news.toLowerCase()} `, launch] });
    expect(post).toMatchObject({ slug, status: "draft", body: "# Hi", excerpt: "", publishedAt: null });
    expect(post.tags.map((t) => t.name)).toEqual([launch, news]);
    const revision = await db.revision.findFirstOrThrow({ where: { entityType: "post", entityId: post.id } });
    expect(revision.before).toBeNull();
    expect((revision.after as { tags: string[] }).tags).toEqual([launch, news]);
    const event = await db.auditEvent.findFirstOrThrow({ where: { id: revision.auditEventId! } });
    expect(event).toMatchObject({ action: "post.create", outcome: "success", targetId: post.id });
  });

  it("derives the slug from the title and finds a post by id or slug", async () => {
    const title = unique("Spring Notes");
    const post = await posts.create(editor, { title });
    expect(post.slug).toBe(title.toLowerCase().replace(/ /g, "-"));
    expect((await posts.get(viewer, post.slug)).id).toBe(post.id);
    await expect(posts.get(viewer, "no-such-post")).rejects.toMatchObject({ code: "not_found" });
  });

  it("reuses tags whatever their case and replaces the set on update", async () => {
    const first = await posts.create(editor, { title: "A", slug: unique("a"), tags: [unique("Garden")] });
    const tagName = first.tags[0].name;
    const second = await posts.create(editor, { title: "B", slug: unique("b"), tags: [tagName.toUpperCase()] });
    expect(second.tags.map((t) => t.id)).toEqual([first.tags[0].id]);

    const updated = await posts.update(editor, second.id, { tags: ["Other", "other"] });
    expect(updated.tags.map((t) => t.name)).toEqual(["Other"]);
    expect((await posts.list(viewer, { tag: tagName.toLowerCase() })).items.map((p) => p.id)).toEqual([first.id]);
    expect(await posts.list(viewer, { tag: unique("missing") })).toEqual({ items: [], total: 0 });
  });

  it("refuses a duplicate slug, naming the owner and whether it is in the trash", async () => {
    const slug = unique("dup");
    const owner = await posts.create(editor, { title: "Owner", slug });
    await expect(posts.create(editor, { title: "Two", slug })).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining('"Owner"') });
    const other = await posts.create(editor, { title: "Other", slug: unique("other") });
    await expect(posts.update(editor, other.id, { slug })).rejects.toMatchObject({ code: "conflict" });
    await posts.trash(editor, owner.id);
    await expect(posts.create(editor, { title: "Three", slug })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("trash"),
      hint: expect.stringContaining("Restore or purge"),
    });
  });

  it("publishes, archives and unpublishes, refusing repeated transitions", async () => {
    const post = await posts.create(editor, { title: "Launch", slug: unique("launch") });
    expect(await published.post(post.slug)).toBeNull();

    const live = await posts.publish(editor, post.id);
    expect(live.status).toBe("published");
    const publishedAt = live.publishedAt;
    expect(publishedAt).toBeInstanceOf(Date);
    expect((await published.post(post.slug))?.id).toBe(post.id);
    expect((await published.posts({ limit: 200 })).items.map((p) => p.id)).toContain(post.id);
    await expect(posts.publish(editor, post.id)).rejects.toMatchObject({ code: "conflict" });

    await posts.archive(editor, post.id);
    expect(await published.post(post.slug)).toBeNull();
    await expect(posts.archive(editor, post.id)).rejects.toMatchObject({ code: "conflict" });
    await expect(posts.publish(editor, post.id)).rejects.toMatchObject({ code: "conflict" });

    await posts.unpublish(editor, post.id);
    const republished = await posts.publish(editor, post.id);
    expect(republished.publishedAt).toEqual(publishedAt);
    expect((await published.post(post.slug))?.publishedAt).toEqual(publishedAt);
    await posts.unpublish(editor, post.id);
    await expect(posts.unpublish(editor, post.id)).rejects.toMatchObject({ code: "conflict" });
    expect((await posts.get(editor, post.id)).status).toBe("draft");
  });

  it("lists by status and text", async () => {
    const word = unique("zebra");
    const draft = await posts.create(editor, { title: "Draft", slug: unique("d"), body: `About ${word}` });
    const live = await posts.create(editor, { title: `Live ${word}`, slug: unique("l") });
    await posts.publish(editor, live.id);
    expect((await posts.list(viewer, { query: word })).total).toBe(2);
    expect((await posts.list(viewer, { query: word, status: "published" })).items.map((p) => p.id)).toEqual([live.id]);
    expect((await posts.list(viewer, { query: word })).items.map((p) => p.id).sort()).toEqual([draft.id, live.id].sort());
  });

  it("accepts only an existing, untrashed cover image", async () => {
    await expect(posts.create(editor, { title: "X", slug: unique("x"), coverImageId: "missing" })).rejects.toMatchObject({ code: "validation" });
    const image = await uploadImage();
    const post = await posts.create(editor, { title: "Cover", slug: unique("cover"), coverImageId: image.id });
    expect(post.coverImage?.id).toBe(image.id);

    await posts.publish(editor, post.id);
    await images.trash(editor, image.id);
    expect((await published.post(post.slug))?.coverImage).toBeNull();
    await expect(posts.update(editor, post.id, { coverImageId: image.id })).rejects.toMatchObject({ code: "validation" });
    expect((await posts.update(editor, post.id, { coverImageId: null })).coverImageId).toBeNull();
  });

  it("lists the posts without a cover image, counting a cover in the trash as none", async () => {
    const word = unique("covers");
    const image = await uploadImage();
    const trashedImage = await uploadImage();
    const bare = await posts.create(editor, { title: `Bare ${word}`, slug: unique("bare") });
    const covered = await posts.create(editor, { title: `Covered ${word}`, slug: unique("covered"), coverImageId: image.id });
    const lost = await posts.create(editor, { title: `Lost ${word}`, slug: unique("lost"), coverImageId: trashedImage.id });
    await images.trash(editor, trashedImage.id);
    const ids = async (cover: "missing" | "set") => (await posts.list(viewer, { query: word, cover })).items.map((p) => p.id).sort();
    expect(await ids("missing")).toEqual([bare.id, lost.id].sort());
    expect(await ids("set")).toEqual([covered.id]);
    await expect(posts.list(viewer, { cover: "none" })).rejects.toMatchObject({ code: "validation" });
  });

  it("trashes and restores; purge needs an admin and a trashed post", async () => {
    const post = await posts.create(editor, { title: "Temp", slug: unique("temp") });
    await expect(posts.purge(admin, post.id)).rejects.toMatchObject({ code: "conflict" });
    await posts.trash(editor, post.id);
    await expect(posts.get(editor, post.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await posts.list(editor, { trashed: true, limit: 200 })).items.map((p) => p.id)).toContain(post.id);
    await expect(posts.purge(editor, post.id)).rejects.toMatchObject({ code: "forbidden" });
    await posts.restore(editor, post.id);
    await expect(posts.restore(editor, post.id)).rejects.toMatchObject({ code: "conflict" });
    await posts.trash(editor, post.id);
    await posts.purge(admin, post.id);
    expect(await db.post.findUnique({ where: { id: post.id } })).toBeNull();
  });

  it("denies viewers any write and audits the attempt", async () => {
    const slug = unique("viewer");
    await expect(posts.create(viewer, { title: "Nope", slug })).rejects.toMatchObject({ code: "forbidden" });
    expect(await db.post.findUnique({ where: { slug } })).toBeNull();
    const event = await db.auditEvent.findFirstOrThrow({ where: { actorLabel: "viewer@test", action: "post.create" } });
    expect(event.outcome).toBe("denied");
    const post = await posts.create(editor, { title: "Mine", slug: unique("mine") });
    await expect(posts.publish(viewer, post.id)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("rejects invalid input and an empty update", async () => {
    await expect(posts.create(editor, { title: "" })).rejects.toMatchObject({ code: "validation" });
    await expect(posts.create(editor, { title: "X", slug: "Not A Slug" })).rejects.toMatchObject({ code: "validation" });
    const post = await posts.create(editor, { title: "Y", slug: unique("y") });
    await expect(posts.update(editor, post.id, {})).rejects.toMatchObject({ code: "validation" });
  });

  it("restores tags and fields from a snapshot", async () => {
    const post = await posts.create(editor, { title: "Before", slug: unique("snap"), tags: ["Alpha"] });
    const before = await db.$transaction((tx) => postHistory.load(tx, post.id));
    await posts.update(editor, post.id, { title: "After", tags: ["Beta"] });
    await db.$transaction((tx) => postHistory.apply(tx, post.id, before));
    const restored = await posts.get(editor, post.id);
    expect(restored.title).toBe("Before");
    expect(restored.tags.map((t) => t.name)).toEqual(["Alpha"]);
  });
});
