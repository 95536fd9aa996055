import "server-only";
import { db } from "@/lib/db";
import { pageHref } from "@/lib/content/page-href";
import { SECTION_TEMPLATES } from "@/lib/content/section-templates";
import { editorHref } from "@/lib/domain/content-kinds";
import type { ServiceContext } from "./context";
import { findPage } from "./pages";
import { assertCan } from "./permissions";
import { findPost } from "./posts";
import { escapeRegExp } from "@/lib/text/regex";

/** One place in other content that links to a page or post, named for people. */
export type InboundLink = { where: string; editorHref: string | null };


/** Whether a field value is the address itself (a button link) or markdown that links to it. */
function linksTo(value: string, href: string): boolean {
  const exact = new RegExp(`^${escapeRegExp(href)}(?:[#?].*)?$`);
  const markdown = new RegExp(`\\]\\(\\s*${escapeRegExp(href)}(?:[#?][^)\\s]*)?(?:\\s+"[^"]*")?\\s*\\)`);
  return exact.test(value.trim()) || markdown.test(value);
}

/** Paths (field labels) inside a value whose text links to the address. */
function matchingFields(value: unknown, href: string, label: string, labels: Map<string, string>): string[] {
  if (typeof value === "string") return linksTo(value, href) ? [label] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => matchingFields(item, href, `${label} › item ${index + 1}`, labels));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => matchingFields(item, href, [label, labels.get(key) ?? key].filter(Boolean).join(" › "), labels));
  }
  return [];
}

/** A section template's field labels by field name (list items' fields included). */
function fieldLabels(templateKey: string): Map<string, string> {
  const fields = SECTION_TEMPLATES.find((template) => template.key === templateKey)?.fields ?? [];
  return new Map(fields.flatMap((field) => [[field.name, field.label] as const, ...(field.itemFields ?? []).map((item) => [item.name, item.label] as const)]));
}

async function linksToHref(href: string, except: { kind: "page" | "post"; id: string }): Promise<InboundLink[]> {
  const found: InboundLink[] = [];
  const pageRows = await db.page.findMany({ where: { deletedAt: null }, include: { sections: { orderBy: { position: "asc" } } }, orderBy: { title: "asc" } });
  for (const page of pageRows) {
    if (except.kind === "page" && page.id === except.id) continue;
    page.sections.forEach((section, index) => {
      const name = SECTION_TEMPLATES.find((t) => t.key === section.templateKey)?.name ?? section.templateKey;
      for (const field of matchingFields(section.content, href, "", fieldLabels(section.templateKey))) {
        found.push({ where: `page “${page.title}” › section ${index + 1} (${name})${field ? ` › ${field}` : ""}`, editorHref: editorHref("page", page.id) });
      }
    });
  }
  const postRows = await db.post.findMany({ where: { deletedAt: null }, select: { id: true, title: true, body: true, excerpt: true }, orderBy: { title: "asc" } });
  for (const post of postRows) {
    if (except.kind === "post" && post.id === except.id) continue;
    if (linksTo(post.body, href) || linksTo(post.excerpt, href)) found.push({ where: `post “${post.title}”`, editorHref: editorHref("post", post.id) });
  }
  const navRows = await db.navItem.findMany({ where: { deletedAt: null, url: { not: null } }, select: { label: true, url: true } });
  for (const item of navRows) if (linksTo(item.url!, href)) found.push({ where: `menu item “${item.label}”`, editorHref: editorHref("navigation", "menu") });
  return found;
}

/** Links to a page or post written into other content (section buttons and text, post bodies, menu links by address). */
export const inboundLinks = {
  async toPage(ctx: ServiceContext, idOrSlug: string) {
    assertCan(ctx, "content.read");
    const page = await findPage(db, idOrSlug);
    return linksToHref(pageHref(page.slug), { kind: "page", id: page.id });
  },

  async toPost(ctx: ServiceContext, idOrSlug: string) {
    assertCan(ctx, "content.read");
    const post = await findPost(db, idOrSlug);
    return linksToHref(`/blog/${post.slug}`, { kind: "post", id: post.id });
  },
};
