import { describe, expect, it } from "vitest";
import { images } from "@/lib/services/images";
import { posts } from "@/lib/services/posts";
import { published } from "@/lib/services/published";
import { cmsArchivePost, cmsCreatePost, cmsDeletePost, cmsGetPost, cmsGetPosts, cmsPublishPost, cmsUnpublishPost, cmsUpdatePost } from "@/lib/tools/posts";
import { editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";
import { callTool, toolContext, ok } from "../support/tool-context";

const tool = toolContext(editor);
// Tags are shared by name (in any case) across the test run, so this file uses its own.
const topic = unique("topic");
const draft = (title = "Notes") => posts.create(editor, { title, slug: unique("post"), body: "Hello **world**", tags: [topic] });

describe("post tools", () => {
  it("creates a draft post with tags and a cover", async () => {
    const cover = await images.upload(editor, { buffer: await pngBuffer(40, 30), originalName: "cover.png", alt: "Cover" });
    const slug = unique("spring");
    const result = ok(await callTool(cmsCreatePost, { title: "Spring launch", slug, tags: ["News", "launch"], coverImageId: cover.id }, editor));
    expect(result.post).toEqual({ id: expect.any(String), title: "Spring launch", slug, status: "draft" });
    expect(result.message).toBe(`Created draft post 'Spring launch' (/blog/${slug}).`);
    expect((await posts.get(editor, slug)).coverImageId).toBe(cover.id);
  });

  it("returns a validation failure with a hint, and refuses a viewer", async () => {
    expect(await callTool(cmsCreatePost, { title: "Bad cover", coverImageId: "missing" }, editor)).toMatchObject({
      ok: false,
      code: "validation",
      hint: expect.stringContaining("images"),
    });
    expect(await callTool(cmsCreatePost, { title: "Bad slug", slug: "Bad Slug" }, editor)).toMatchObject({ ok: false, code: "validation", hint: expect.any(String) });
    const slug = unique("viewer");
    expect(await callTool(cmsCreatePost, { title: "Nope", slug }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    await expect(posts.get(editor, slug)).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists posts by tag, status and text", async () => {
    const [tag, other] = [unique("tag"), unique("other")];
    const first = await posts.create(editor, { title: "First", tags: [tag] });
    const second = await posts.create(editor, { title: "Second", tags: [tag, other] });
    await posts.publish(editor, second.id);
    const byTag = ok(await callTool(cmsGetPosts, { tag }, editor));
    expect(byTag.total).toBe(2);
    expect(byTag.items.find((p) => p.id === second.id)?.tags).toEqual([other, tag]);
    expect(ok(await callTool(cmsGetPosts, { tag, status: "draft" }, editor)).items.map((p) => p.id)).toEqual([first.id]);
    expect(ok(await callTool(cmsGetPosts, { tag: unique("none") }, editor))).toMatchObject({ items: [], total: 0, message: "No posts match." });
  });

  it("reads a post without its body unless asked", async () => {
    const post = await draft("Readable");
    const light = ok(await callTool(cmsGetPost, { post: post.slug }, editor));
    expect(light.post).toMatchObject({ id: post.id, href: `/blog/${post.slug}`, tags: [topic], coverImage: null, bodyLength: 15, publishedAt: null });
    expect(light.post).not.toHaveProperty("body");
    expect(ok(await callTool(cmsGetPost, { post: post.id, includeBody: true }, editor)).post.body).toBe("Hello **world**");
    expect(await callTool(cmsGetPost, { post: unique("missing") }, editor)).toMatchObject({ ok: false, code: "not_found", hint: expect.stringContaining("cms_getPosts") });
  });

  it("updates a post, refusing an empty update and removing a cover on null", async () => {
    const cover = await images.upload(editor, { buffer: await pngBuffer(40, 30), originalName: "c.png" });
    const post = await posts.create(editor, { title: "Draft", coverImageId: cover.id });
    const result = ok(await callTool(cmsUpdatePost, { post: post.id, title: "Final", tags: ["a"], coverImageId: null }, editor));
    expect(result.message).toBe(`Updated the title, tags and cover image of post 'Final' (/blog/${post.slug}).`);
    const stored = await posts.get(editor, post.id);
    expect([stored.coverImageId, stored.tags.map((t) => t.name)]).toEqual([null, ["a"]]);
    expect(await callTool(cmsUpdatePost, { post: post.id }, editor)).toMatchObject({ ok: false, code: "validation", hint: expect.stringContaining("title") });
    expect(await callTool(cmsUpdatePost, { post: post.id, excerpt: "x" }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("edits only the draft of a published post, with no rule of its own, and previews the changes", async () => {
    const post = await draft("Live");
    expect(cmsUpdatePost.approval).toBeUndefined();
    await posts.publish(editor, post.id);

    const longBody = "word ".repeat(100);
    const preview = await cmsUpdatePost.preview!({ post: post.slug, body: longBody, tags: [topic], excerpt: undefined }, tool);
    expect(preview).toMatchObject({ action: "Update post 'Live'", target: { type: "post", id: post.id }, current: { status: "published", tags: topic, bodyLength: 15 } });
    expect(preview.changes).toEqual([{ field: "body", from: "Hello **world**", to: longBody }]);
    expect(preview.impact).toEqual([`Post 'Live' is live at /blog/${post.slug}; visitors see this change only once it is published.`]);
  });

  it("previews and publishes a post, then explains a second publish", async () => {
    const post = await draft("Announce");
    const preview = await cmsPublishPost.preview!({ post: post.slug }, tool);
    expect(preview).toMatchObject({ action: "Publish post “Announce”", target: { type: "post", id: post.id, label: "Announce" } });
    expect(preview.impact?.[0]).toBe(`Visitors will see it at /blog/${post.slug} and in the blog list.`);
    expect(ok(await callTool(cmsPublishPost, { post: post.slug, confirmed: true }, editor)).post.status).toBe("published");
    expect(await callTool(cmsPublishPost, { post: post.slug }, editor)).toMatchObject({ ok: false, code: "conflict", hint: expect.stringContaining("cms_getPost") });
  });

  it("previews and archives a published post", async () => {
    const post = await draft("Old news");
    await posts.publish(editor, post.id);
    expect((await cmsArchivePost.preview!({ post: post.id }, tool)).impact).toEqual([
      `It disappears from /blog/${post.slug} and the blog list.`,
      "It can be published again later.",
    ]);
    const result = ok(await callTool(cmsArchivePost, { post: post.id }, editor));
    expect(result).toMatchObject({ post: { status: "archived" }, message: "Archived post 'Old news'; it is no longer on the blog." });
    expect(await callTool(cmsArchivePost, { post: post.id }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("previews an unpublish with the content that links to the post, takes it off the blog and explains a second one", async () => {
    const post = await draft("Summer sale");
    await posts.publish(editor, post.id);
    const linking = await posts.create(editor, { title: unique("Roundup"), body: `Read [the sale](/blog/${post.slug}).` });
    const preview = await cmsUnpublishPost.preview({ post: post.slug }, tool);
    expect(preview).toEqual({
      action: "Unpublish post 'Summer sale'",
      target: { type: "post", id: post.id, label: "Summer sale" },
      current: { title: "Summer sale", slug: post.slug, status: "published" },
      impact: [
        `It disappears from /blog/${post.slug} and the blog list.`,
        "It becomes a draft again and can be published later.",
        `Linked from other content, which would then lead nowhere: post “${linking.title}”.`,
      ],
    });
    expect(await callTool(cmsUnpublishPost, { post: post.id }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    const result = ok(await callTool(cmsUnpublishPost, { post: post.id }, editor));
    expect(result).toMatchObject({ post: { status: "draft" }, message: `Unpublished post 'Summer sale'; it is a draft again and no longer visible at /blog/${post.slug}.` });
    expect(await published.post(post.slug)).toBeNull();
    expect(await callTool(cmsUnpublishPost, { post: post.id }, editor)).toMatchObject({ ok: false, code: "conflict", error: "Post \"Summer sale\" is already a draft." });
  });

  it("previews and moves a post to the trash", async () => {
    const post = await draft("Doomed");
    expect(await cmsDeletePost.preview!({ post: post.slug }, tool)).toEqual({
      action: "Delete post 'Doomed'",
      target: { type: "post", id: post.id, label: "Doomed" },
      current: { title: "Doomed", slug: post.slug, status: "draft" },
      impact: ["It goes to the trash and can be restored."],
    });
    expect(ok(await callTool(cmsDeletePost, { post: post.slug }, editor)).message).toBe("Moved post 'Doomed' to the trash. It can be restored from the trash.");
    await expect(posts.get(editor, post.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(cmsDeletePost.preview!({ post: post.slug }, tool)).rejects.toMatchObject({ code: "not_found" });
  });

  it("strips a model-invented confirmed flag", () => {
    expect(cmsDeletePost.input.parse({ post: "x", confirmed: true })).toEqual({ post: "x" });
  });
});
