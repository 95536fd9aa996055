/** Where an entity a tool returned lives in the dashboard, and how a list item is named. */

type Entity = { id?: unknown; title?: unknown; label?: unknown; alt?: unknown; originalName?: unknown; pageId?: unknown; type?: unknown };
export type ResultLink = { href: string; label: string };

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

const ROUTES: Record<string, (id: string) => string> = {
  page: (id) => `/dashboard/pages/${encodeURIComponent(id)}`,
  post: (id) => `/dashboard/posts/${encodeURIComponent(id)}`,
  image: (id) => `/dashboard/media/${encodeURIComponent(id)}`,
  navItem: () => "/dashboard/navigation",
};

/** What list tools return when their items carry no `type` of their own. */
const LIST_KINDS: Record<string, string> = {
  cms_getPages: "page",
  cms_searchPages: "page",
  cms_getPosts: "post",
  cms_listImages: "image",
  cms_findImage: "image",
  cms_searchImages: "image",
  cms_getNavigation: "navItem",
};

/** The name a person knows an item by: its title, label, alt text or file name. */
export function itemName(item: unknown): string {
  const entity = (item ?? {}) as Entity;
  return text(entity.title) ?? text(entity.label) ?? text(entity.alt) ?? text(entity.originalName) ?? text(entity.id) ?? "item";
}

/** The dashboard page of a page, post, image or navigation item. */
export const entityHref = (kind: string, id: string): string | undefined => ROUTES[kind]?.(id);

export function itemHref(toolName: string, item: unknown): string | undefined {
  const entity = (item ?? {}) as Entity;
  const kind = text(entity.type) ?? LIST_KINDS[toolName];
  const id = text(entity.id);
  return kind && id ? entityHref(kind, id) : undefined;
}

const isTrashing = (toolName: string) => /^cms_(delete|remove)/.test(toolName);

/** Links for the entities in a successful result: the page, post, image, section's page or navigation. */
export function resultLinks(toolName: string, output: Record<string, unknown>): ResultLink[] {
  if (isTrashing(toolName) && !/Section/.test(toolName)) return [{ href: "/dashboard/trash", label: "Open the trash" }];
  const links: ResultLink[] = [];
  const add = (kind: string, entity: unknown, noun: string) => {
    const id = text((entity as Entity | undefined)?.id);
    if (id) links.push({ href: ROUTES[kind](id), label: `Open ${noun} '${itemName(entity)}'` });
  };
  add("page", output.page, "page");
  add("post", output.post, "post");
  add("image", output.image, "image");
  const sectionPage = text((output.section as Entity | undefined)?.pageId);
  if (sectionPage && !output.page) links.push({ href: ROUTES.page(sectionPage), label: "Open the page" });
  if (output.navItem) links.push({ href: "/dashboard/navigation", label: "Open navigation" });
  if (output.settings) links.push({ href: "/dashboard/settings", label: "Open settings" });
  return links;
}
