/**
 * Where a button or link may be said to go: an address, or a page by its name ("the contact page"),
 * whose address the plan looks up when the change is made (plans/sections.ts).
 */
const pageSaid = (name: string) => String.raw`(?:the\s+|our\s+)?${name}\s+page`;
const PAGE_NAME = String.raw`[\w' &-]+?`;
const PAGE_ALONE = new RegExp(`^${pageSaid(`(${PAGE_NAME})`)}$`, "i");

/** A link's target as a pattern with one capture (an address, or "the X page" said whole). */
export const LINK_TARGET = String.raw`(\/\S*|https?:\/\/\S+?|${pageSaid(PAGE_NAME)})`;

/** "the contact page", "our Book a Call page" as a link's value: the page's name; undefined for an address. */
export function pageNamedAsLink(value: string): string | undefined {
  return PAGE_ALONE.exec(value.trim())?.[1];
}
