/**
 * Where a button or link may be said to go: an address, or a page by its name ("the contact page"),
 * whose address the plan looks up when the change is made (plans/sections.ts).
 */
const PAGE_BY_NAME = String.raw`(?:the\s+|our\s+)?([\w' &-]+?)\s+page`;

/** A link's target as a pattern with one capture (an address, or "the X page" said whole). */
export const LINK_TARGET = String.raw`(\/\S*|https?:\/\/\S+?|(?:the\s+|our\s+)?[\w' &-]+?\s+page)`;

/** "the contact page", "our Book a Call page" as a link's value: the page's name; undefined for an address. */
export function pageNamedAsLink(value: string): string | undefined {
  return new RegExp(`^${PAGE_BY_NAME}$`, "i").exec(value.trim())?.[1];
}
