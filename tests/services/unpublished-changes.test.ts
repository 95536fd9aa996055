import { beforeAll, describe, expect, it } from "vitest";
import { MENU_ID } from "@/lib/domain/content-kinds";
import { draftSite } from "@/lib/services/draft-site";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { published } from "@/lib/services/published";
import { unpublishedChanges } from "@/lib/services/publishing/changes";
import { releases } from "@/lib/services/publishing/releases";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "../support/actors";

beforeAll(() => sections.syncTemplates());

describe("unpublished changes", () => {
  it("lists a live page's edits field by field, a new page as new, and nothing once published", async () => {
    const page = await pages.create(editor, { title: "Services", slug: unique("services"), sections: [{ templateKey: "hero", content: { heading: "What we do" } }] });
    expect(await unpublishedChanges.of(editor, "page", page.id)).toMatchObject({ state: "new", label: "Services" });
    await pages.publish(editor, page.id);
    expect(await unpublishedChanges.of(editor, "page", page.id)).toBeNull();

    await pages.update(editor, page.id, { title: "Our services" });
    await sections.updateContent(editor, page.sections[0].id, { heading: "What we do best" });
    const change = await unpublishedChanges.of(editor, "page", page.id);
    expect(change).toMatchObject({ state: "changed", label: "Our services", editorHref: `/dashboard/pages/${page.id}` });
    expect(change!.fields.map(({ path, before, after }) => ({ path, before, after }))).toEqual([
      { path: "Title", before: "Services", after: "Our services" },
      { path: "Sections › Section 1 (Hero) › Content › Heading", before: "What we do", after: "What we do best" },
    ]);
    const listed = (await unpublishedChanges.list(editor)).find((item) => item.entityId === page.id);
    expect(listed?.fingerprint).toBe(change!.fingerprint);
  });

  it("names linked pages instead of ids, and previews show the draft menu while visitors keep the live one", async () => {
    const page = await pages.create(editor, { title: "Careers", slug: unique("careers") });
    await pages.publish(editor, page.id);
    const label = unique("Jobs");
    const item = await navigation.add(editor, { label, pageId: page.id });
    const change = await unpublishedChanges.of(editor, "navigation", MENU_ID);
    expect(change?.fields).toContainEqual(expect.objectContaining({ path: `Menu items › “${label}”`, change: "added", after: expect.stringContaining("page “Careers”") }));
    expect((await draftSite.menu(editor)).some((link) => link.id === item.id)).toBe(true);
    expect((await published.menu()).some((link) => link.id === item.id)).toBe(false);
    await releases.publish(editor, { items: [{ kind: "navigation", entityId: MENU_ID }] });
    expect((await published.menu()).find((link) => link.id === item.id)?.href).toBe(`/${page.slug}`);
  });

  it("names the live content that shows a library image", async () => {
    const { images } = await import("@/lib/services/images");
    const { pngBuffer } = await import("../support/images");
    const image = await images.upload(editor, { buffer: await pngBuffer(40, 30), originalName: "shown.png" });
    const page = await pages.create(editor, { title: unique("Gallery"), sections: [{ templateKey: "hero", content: { heading: "Hi", imageId: image.id } }] });
    expect(await published.imageUses(image.id)).toEqual([]);
    await pages.publish(editor, page.id);
    expect(await published.imageUses(image.id)).toEqual([`page “${page.title}”`]);
  });
});
