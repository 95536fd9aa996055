import { beforeAll, describe, expect, it } from "vitest";
import { inboundLinks } from "@/lib/services/inbound-links";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "../support/actors";

beforeAll(() => sections.syncTemplates());

describe("inbound links", () => {
  it("names section buttons, markdown links, post bodies and menu links that point at a page", async () => {
    const target = await pages.create(editor, { title: "Pricing", slug: unique("pricing") });
    const href = `/${target.slug}`;
    const linking = await pages.create(editor, {
      title: unique("Landing"),
      sections: [
        { templateKey: "hero", content: { heading: "Hi", ctaLabel: "See prices", ctaUrl: `${href}#plans` } },
        { templateKey: "text", content: { body: `Read [our prices](${href}) first.` } },
        { templateKey: "text", content: { body: `Not a link to ${href}-old or [this](${href}-old).` } },
      ],
    });
    const post = await posts.create(editor, { title: unique("News"), body: `New [prices](${href} "Pricing")!` });
    const item = await navigation.add(editor, { label: unique("Prices"), url: href });

    const links = await inboundLinks.toPage(editor, target.id);
    expect(links).toEqual(
      expect.arrayContaining([
        { where: `page “${linking.title}” › section 1 (Hero) › Button link`, editorHref: `/dashboard/pages/${linking.id}` },
        { where: `page “${linking.title}” › section 2 (Text) › Body`, editorHref: `/dashboard/pages/${linking.id}` },
        { where: `post “${post.title}”`, editorHref: `/dashboard/posts/${post.id}` },
        { where: `menu item “${item.label}”`, editorHref: "/dashboard/navigation" },
      ]),
    );
    expect(links.filter((link) => link.where.includes(linking.title))).toHaveLength(2);
  });

  it("finds links to a post by its blog address", async () => {
    const post = await posts.create(editor, { title: "Launch", slug: unique("launch") });
    const page = await pages.create(editor, { title: unique("Home"), sections: [{ templateKey: "text", content: { body: `See [the launch](/blog/${post.slug}).` } }] });
    expect(await inboundLinks.toPost(editor, post.id)).toEqual([{ where: `page “${page.title}” › section 1 (Text) › Body`, editorHref: `/dashboard/pages/${page.id}` }]);
  });
});
