/** The public address of a page: the "home" page is the site's root. */
export function pageHref(slug: string): string {
  return slug === "home" ? "/" : `/${slug}`;
}
