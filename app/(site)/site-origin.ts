import "server-only";
import { headers } from "next/headers";

/**
 * The site's public address, so social previews (og:image) get absolute URLs: SITE_URL when set
 * (needed behind a proxy that rewrites the host), else the address this request came to.
 */
export async function siteOrigin(): Promise<URL | undefined> {
  if (process.env.SITE_URL) return new URL(process.env.SITE_URL);
  const host = (await headers()).get("host");
  return host ? new URL(`${process.env.COOKIE_SECURE === "true" ? "https" : "http"}://${host}`) : undefined;
}
