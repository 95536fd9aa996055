/** Where an entity a tool returned lives in the dashboard, and how a list item is named. */
import { editorHref, isContentKind } from "@/lib/domain/content-kinds";
import { entityHref as domainHref, isEntityType } from "@/lib/domain/entities";

type Entity = { id?: unknown; title?: unknown; label?: unknown; name?: unknown; alt?: unknown; originalName?: unknown; pageId?: unknown; type?: unknown; kind?: unknown };
export type ResultLink = { href: string; label: string };

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** The name a person knows an item by: its title, label, name, alt text or file name. */
export function itemName(item: unknown): string {
  const entity = (item ?? {}) as Entity;
  return text(entity.title) ?? text(entity.label) ?? text(entity.name) ?? text(entity.alt) ?? text(entity.originalName) ?? text(entity.id) ?? "item";
}

/** The dashboard page of an entity (a page, post, image, menu link…) or of a content kind's draft (the menu, an entry…). */
export function entityHref(kind: string, id: string): string | undefined {
  if (isEntityType(kind)) return domainHref(kind, id) ?? undefined;
  if (isContentKind(kind)) return editorHref(kind, id) ?? undefined;
  return undefined;
}

/** A list item's dashboard page: by its own `type` or `kind`, else by what the tool's definition says it lists. */
export function itemHref(lists: string | undefined, item: unknown): string | undefined {
  const entity = (item ?? {}) as Entity;
  const kind = text(entity.type) ?? text(entity.kind) ?? lists;
  const id = text(entity.id);
  return kind && id ? entityHref(kind, id) : undefined;
}

/** Links for the entities in a successful result: the trash it moved something to, or the page, post, image, entry, collection, section's page or navigation. */
export function resultLinks(trashes: boolean, output: Record<string, unknown>): ResultLink[] {
  if (trashes) return [{ href: "/dashboard/trash", label: "Open the trash" }];
  const links: ResultLink[] = [];
  const add = (kind: "page" | "post" | "image" | "entry" | "collection", entity: unknown, noun: string) => {
    const id = text((entity as Entity | undefined)?.id);
    const href = id && entityHref(kind, id);
    if (href) links.push({ href, label: `Open ${noun} '${itemName(entity)}'` });
  };
  add("page", output.page, "page");
  add("post", output.post, "post");
  add("image", output.image, "image");
  add("entry", output.entry, "entry");
  add("collection", output.collection, "collection");
  const sectionPage = text((output.section as Entity | undefined)?.pageId);
  const sectionHref = sectionPage && !output.page && entityHref("page", sectionPage);
  if (sectionHref) links.push({ href: sectionHref, label: "Open the page" });
  if (output.navItem) links.push({ href: domainHref("navItem", null)!, label: "Open navigation" });
  if (output.settings) links.push({ href: domainHref("settings", null)!, label: "Open settings" });
  return links;
}
