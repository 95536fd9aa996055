/**
 * Everything the CMS keeps a history of, named for people, with where the dashboard shows it.
 * Pure vocabulary: the activity log, the trash, revisions and review all name and link entities
 * from here (lib/services/entity-registry.ts says how each one is stored, trashed and reverted).
 */
export const ENTITY_TYPES = ["page", "post", "image", "navItem", "settings", "entry", "collection", "user", "release"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_LABELS: Record<EntityType, string> = {
  page: "Page",
  post: "Post",
  image: "Image",
  navItem: "Menu link",
  settings: "Site settings",
  entry: "Entry",
  collection: "Collection",
  user: "User",
  release: "Published set",
};

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === "string" && (ENTITY_TYPES as readonly string[]).includes(value);
}

/** Where the dashboard shows one entity; null for those without a screen of their own. */
export function entityHref(type: EntityType, id: string | null): string | null {
  switch (type) {
    case "page":
      return id && `/dashboard/pages/${id}`;
    case "post":
      return id && `/dashboard/posts/${id}`;
    case "image":
      return id && `/dashboard/media/${id}`;
    case "navItem":
      return "/dashboard/navigation";
    case "settings":
      return "/dashboard/settings";
    case "user":
      return "/dashboard/users";
    case "release":
      return "/dashboard/review";
    case "entry":
      return id && `/dashboard/collections/entries/${id}`;
    case "collection":
      return id ? `/dashboard/collections/${id}` : "/dashboard/collections";
  }
}
