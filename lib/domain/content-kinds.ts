import { entityHref, type EntityType } from "./entities";

/**
 * The kinds of public content that have a published version beside their working draft
 * (docs/drafts.md). Pure vocabulary shared by services and the UI: adding a kind starts here and in
 * lib/services/publishing/kinds.ts.
 */
export const CONTENT_KINDS = ["page", "post", "navigation", "settings", "entry"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The menu and the site settings are one entity each. */
export const MENU_ID = "menu";
export const SETTINGS_ID = "site";

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  page: "Page",
  post: "Post",
  navigation: "Menu",
  settings: "Site settings",
  entry: "Entry",
};

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** The entity whose history stands for each kind (the menu's history is its links'). */
const KIND_ENTITIES: Record<ContentKind, EntityType> = { page: "page", post: "post", navigation: "navItem", settings: "settings", entry: "entry" };

/** Where a person edits the draft of one entity. */
export function editorHref(kind: ContentKind, id: string): string | null {
  return entityHref(KIND_ENTITIES[kind], id);
}

/** Statuses of a release (a published or scheduled set of changes). */
export const RELEASE_STATUSES = ["scheduled", "published", "failed", "cancelled", "undone"] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
