import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { imageTools } from "@/lib/tools/images";
import {
  cmsCreatePage,
  cmsCreatePageWithContent,
  cmsDeletePage,
  cmsFindResource,
  cmsGetPage,
  cmsGetPages,
  cmsPublishPage,
  cmsSearchPages,
  cmsUnpublishPage,
  cmsUpdatePage,
  pageTools,
} from "@/lib/tools/pages";
import { postTools } from "@/lib/tools/posts";
import { sectionTools } from "@/lib/tools/sections";
import { admin, editor, unique, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";
import { callTool, toolContext, ok } from "../support/tool-context";

beforeAll(() => sections.syncTemplates());

const tool = toolContext(editor);
const hero = (heading: string) => ({ templateKey: "hero", content: { heading } });

describe("content tool definitions", () => {
  const definitions = [...pageTools, ...sectionTools, ...imageTools, ...postTools];

  it("have unique names and describe every input field", () => {
    expect(new Set(definitions.map((d) => d.name)).size).toBe(definitions.length);
    for (const definition of definitions) {
      const input = definition.input as z.ZodObject;
      expect(input.description, definition.name).toBeTruthy();
      for (const [field, schema] of Object.entries(input.shape)) expect((schema as z.ZodType).description, `${definition.name}.${field}`).toBeTruthy();
    }
  });

  it("give every high-risk or rule-gated tool a preview", () => {
    for (const definition of definitions.filter((d) => d.risk === "high" || d.approval)) expect(definition.preview, definition.name).toBeTypeOf("function");
  });

  it("strip a model-invented confirmed flag", () => {
    expect(cmsDeletePage.input.parse({ page: "about", confirmed: true })).toEqual({ page: "about" });
    expect(cmsPublishPage.input.parse({ page: "about", confirmed: true })).not.toHaveProperty("confirmed");
  });
});

describe("page tools", () => {
  it("creates a draft page and says where it lives", async () => {
    const slug = unique("pricing");
    const result = ok(await callTool(cmsCreatePage, { title: "Pricing", slug, seoTitle: "Plans" }, editor));
    expect(result.page).toEqual({ id: expect.any(String), title: "Pricing", slug, status: "draft" });
    expect(result.message).toBe(`Created draft page 'Pricing' (/${slug}).`);
    expect((await pages.get(editor, slug)).seoTitle).toBe("Plans");
  });

  it("returns validation and conflict failures with hints", async () => {
    expect(await callTool(cmsCreatePage, { title: "Bad", slug: "Not A Slug" }, editor)).toMatchObject({
      ok: false,
      code: "validation",
      error: expect.stringContaining("slug"),
      hint: expect.any(String),
    });
    const slug = unique("taken");
    await pages.create(editor, { title: "Taken", slug });
    expect(await callTool(cmsCreatePage, { title: "Again", slug }, editor)).toMatchObject({ ok: false, code: "conflict", hint: "Choose another slug." });
  });

  it("refuses a viewer's write with a forbidden failure", async () => {
    const slug = unique("viewer");
    expect(await callTool(cmsCreatePage, { title: "Nope", slug }, viewer)).toMatchObject({ ok: false, code: "forbidden", hint: expect.stringContaining("editor") });
    await expect(pages.get(editor, slug)).rejects.toMatchObject({ code: "not_found" });
  });

  it("creates a page with its sections in one step, or nothing at all", async () => {
    const slug = unique("launch");
    const result = ok(await callTool(cmsCreatePageWithContent, { title: "Launch", slug, sections: [hero("Big news"), { templateKey: "text", content: { body: "Details" } }] }, editor));
    expect(result.message).toBe(`Created draft page 'Launch' (/${slug}) with 2 sections.`);
    expect(result.sections.map((s) => [s.templateKey, s.position, s.summary])).toEqual([["hero", 0, "Big news"], ["text", 1, "Details"]]);

    const broken = unique("broken");
    const failed = await callTool(cmsCreatePageWithContent, { title: "Broken", slug: broken, sections: [hero("Fine"), { templateKey: "hero", content: {} }] }, editor);
    expect(failed).toMatchObject({ ok: false, code: "validation", error: expect.stringContaining("heading") });
    await expect(pages.get(editor, broken)).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists pages filtered by status and text, with section counts", async () => {
    const marker = unique("listing");
    const draft = await pages.create(editor, { title: `${marker} draft`, sections: [hero("One")] });
    const live = await pages.create(editor, { title: `${marker} live` });
    await pages.publish(editor, live.id);
    const all = ok(await callTool(cmsGetPages, { query: marker }, editor));
    expect(all.total).toBe(2);
    expect(all.items.find((p) => p.id === draft.id)?.sectionCount).toBe(1);
    const published = ok(await callTool(cmsGetPages, { query: marker, status: "published" }, editor));
    expect(published.items.map((p) => p.id)).toEqual([live.id]);
    expect(ok(await callTool(cmsGetPages, { query: unique("none") }, editor)).message).toBe("No pages match.");
  });

  it("reads a page's structure, and its content only when asked", async () => {
    const page = await pages.create(editor, { title: "About", slug: unique("about"), sections: [hero("Who we are"), { templateKey: "faq", content: { items: [{ question: "Q?", answer: "A." }] } }] });
    const light = ok(await callTool(cmsGetPage, { page: page.slug }, editor));
    expect(light.page).toMatchObject({ id: page.id, href: `/${page.slug}`, status: "draft", publishedAt: null });
    expect(light.sections).toEqual([
      { id: page.sections[0].id, pageId: page.id, templateKey: "hero", position: 0, summary: "Who we are" },
      { id: page.sections[1].id, pageId: page.id, templateKey: "faq", position: 1, summary: "Questions: 1" },
    ]);
    const full = ok(await callTool(cmsGetPage, { page: page.id, includeContent: true }, editor));
    expect(full.sections[0].content).toEqual({ heading: "Who we are" });
  });

  it("answers a missing page with a hint naming the listing tool", async () => {
    expect(await callTool(cmsGetPage, { page: unique("missing") }, editor)).toMatchObject({
      ok: false,
      code: "not_found",
      hint: expect.stringContaining("cms_getPages"),
    });
  });

  it("updates page fields, refusing an empty update", async () => {
    const page = await pages.create(editor, { title: "Old", slug: unique("old") });
    const newSlug = unique("new");
    const result = ok(await callTool(cmsUpdatePage, { page: page.id, title: "New", slug: newSlug }, editor));
    expect(result.page).toMatchObject({ title: "New", slug: newSlug });
    expect(result.message).toBe(`Updated the title and address of page 'New' (/${newSlug}).`);
    expect(await callTool(cmsUpdatePage, { page: page.id }, editor)).toMatchObject({ ok: false, code: "validation", hint: expect.stringContaining("title") });
  });

  it("edits only the draft of a published page, with no rule of its own, and previews the changes", async () => {
    const page = await pages.create(editor, { title: "Team", slug: unique("team") });
    expect(cmsUpdatePage.approval).toBeUndefined();
    await pages.publish(editor, page.id);

    const preview = await cmsUpdatePage.preview!({ page: page.slug, title: "Our team", seoTitle: undefined }, tool);
    expect(preview).toMatchObject({ action: "Update page 'Team'", target: { type: "page", id: page.id, label: "Team" }, current: { status: "published" } });
    expect(preview.changes).toEqual([{ field: "title", from: "Team", to: "Our team" }]);
    expect(preview.impact).toEqual([`Page 'Team' is live at /${page.slug}; visitors see this change only once it is published.`]);
  });

  it("previews and publishes, then unpublishes a page", async () => {
    const page = await pages.create(editor, { title: "Offer", slug: unique("offer"), sections: [hero("Deal")] });
    const preview = await cmsPublishPage.preview!({ page: page.slug }, tool);
    expect(preview).toMatchObject({ action: "Publish page “Offer”", target: { type: "page", id: page.id, label: "Offer" } });
    expect(preview.changes).toEqual(expect.arrayContaining([{ field: "Title", from: null, to: "Offer" }]));
    expect(preview.impact).toEqual([`Visitors will see it at /${page.slug}.`, "Page “Offer”: new on the site.", expect.stringContaining("undone")]);

    expect(ok(await callTool(cmsPublishPage, { page: page.slug }, editor)).message).toBe(`Published page 'Offer'; it is now visible at /${page.slug}.`);
    expect(await callTool(cmsPublishPage, { page: page.slug }, editor)).toMatchObject({ ok: false, code: "conflict", hint: expect.stringContaining("cms_getPage") });

    expect((await cmsUnpublishPage.preview!({ page: page.slug }, tool)).impact).toContain(`/${page.slug} will no longer be visible on the site.`);
    expect(ok(await callTool(cmsUnpublishPage, { page: page.slug }, editor)).page.status).toBe("draft");
  });

  it("previews a delete with its sections and navigation links, then moves the page to the trash", async () => {
    const page = await pages.create(editor, { title: "Contact", slug: unique("contact"), sections: [hero("Write"), hero("Call")] });
    const label = unique("Contact us");
    await navigation.add(editor, { label, pageId: page.id });
    const preview = await cmsDeletePage.preview!({ page: page.slug }, tool);
    expect(preview).toMatchObject({ action: "Delete page 'Contact'", target: { type: "page", id: page.id, label: "Contact" } });
    expect(preview.impact).toEqual(["2 sections", `Linked from navigation: ${label}`, "It goes to the trash and can be restored."]);

    // Links written into other content are named too: a section's button and a post's body.
    const pointer = await pages.create(editor, { title: "Pointer", slug: unique("pointer"), sections: [{ templateKey: "cta", content: { heading: "Ask", buttonLabel: "Write", buttonUrl: `/${page.slug}` } }] });
    const post = await posts.create(editor, { title: "Say hi", slug: unique("say-hi"), body: `Reach us [here](/${page.slug}).` });
    const linked = (await cmsDeletePage.preview!({ page: page.slug }, tool)).impact!.find((line) => line.startsWith("Linked from other content"));
    expect(linked).toContain("page “Pointer” › section 1 (Call to action) › Button link");
    expect(linked).toContain("post “Say hi”");
    await pages.trash(editor, pointer.id);
    await posts.trash(editor, post.id);

    expect(ok(await callTool(cmsDeletePage, { page: page.slug, confirmed: true }, editor)).message).toBe(
      "Moved page 'Contact' to the trash. It can be restored from the trash.",
    );
    await expect(pages.get(editor, page.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(cmsDeletePage.preview!({ page: page.slug }, tool)).rejects.toMatchObject({ code: "not_found" });
  });

  it("ranks fuzzy matches across pages, posts and images", async () => {
    const word = unique("zephyr").replace("-", "");
    const exact = await pages.create(editor, { title: `${word} plans`, slug: word });
    const partial = await pages.create(editor, { title: `All about ${word}`, slug: unique("all") });
    const post = await posts.create(editor, { title: `${word} launch notes` });
    const image = await images.upload(editor, { buffer: await pngBuffer(40, 30), originalName: "shot.png", alt: `The ${word} office` });

    const any = ok(await callTool(cmsFindResource, { query: word }, editor));
    expect(any.items[0]).toMatchObject({ type: "page", id: exact.id, score: 1 });
    expect(any.items.map((item) => item.id)).toEqual(expect.arrayContaining([partial.id, post.id, image.id]));
    expect(any.items.find((item) => item.id === post.id)?.score).toBe(0.8);

    const onlyImages = ok(await callTool(cmsFindResource, { query: `${word} office photo`, type: "image" }, editor));
    expect(onlyImages.items[0]).toMatchObject({ type: "image", id: image.id, title: `The ${word} office` });
    expect(onlyImages.items.every((item) => item.type === "image")).toBe(true);
    expect(ok(await callTool(cmsFindResource, { query: `The ${word}`, type: "image" }, editor)).items[0]).toMatchObject({ id: image.id, score: 0.8 });

    const none = ok(await callTool(cmsFindResource, { query: unique("qqq") }, editor));
    expect(none).toMatchObject({ items: [], total: 0, message: expect.stringContaining("cms_getPages") });
  });

  it("searches page titles, SEO fields and section text, saying where each matched", async () => {
    const phrase = unique("moonlit");
    const inSection = await pages.create(editor, {
      title: "Features",
      slug: unique("features"),
      sections: [hero("Hello"), { templateKey: "faq", content: { items: [{ question: "Why?", answer: `Because ${phrase}.` }] } }],
    });
    const inSeo = await pages.create(editor, { title: "Other", slug: unique("other"), seoDescription: `All ${phrase}` });
    const result = ok(await callTool(cmsSearchPages, { query: phrase.toUpperCase() }, editor));
    expect(result.total).toBe(2);
    expect(result.items.find((p) => p.id === inSection.id)?.matchedIn).toEqual([`section 2 (faq, id ${inSection.sections[1].id})`]);
    expect(result.items.find((p) => p.id === inSeo.id)?.matchedIn).toEqual(["SEO"]);
  });

  it("lets an admin or editor do what a viewer cannot", async () => {
    const page = await pages.create(admin, { title: "Admin page", slug: unique("admin") });
    expect(await callTool(cmsPublishPage, { page: page.id }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await callTool(cmsDeletePage, { page: page.id }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    expect(ok(await callTool(cmsGetPage, { page: page.id }, viewer)).page.id).toBe(page.id);
  });
});
