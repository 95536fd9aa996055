import type { ImageLookup } from "../site-image";

/** What every section renderer receives. Content was validated against the template when it was saved. */
export type SectionProps = {
  content: Record<string, unknown>;
  images: ImageLookup;
  /** The first section of a page; a hero there carries the page's h1. */
  isFirst: boolean;
};

/** Centred content column shared by the sections. */
export const sectionContainer = "mx-auto w-full max-w-5xl px-4 sm:px-6";

export const sectionHeading = "text-2xl font-bold tracking-tight sm:text-3xl";

/** The prominent button style of the site (hero and call to action). */
export const siteButton =
  "inline-flex items-center justify-center rounded-md bg-[var(--site-accent)] px-5 py-3 text-base font-semibold text-[var(--site-on-accent)] shadow-sm hover:opacity-90";
