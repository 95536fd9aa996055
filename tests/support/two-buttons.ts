import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { editor, unique } from "./actors";

/** A draft page with two buttons — the hero's "See the menu" (/menu) and, below it, a call to action's "Get in touch" (/contact). */
export async function pageWithTwoButtons(): Promise<{ id: string; title: string }> {
  const title = unique("Bookings");
  const page = await pages.create(editor, { title });
  await sections.add(editor, page.id, { templateKey: "hero", content: { heading: "Book a table", ctaLabel: "See the menu", ctaUrl: "/menu" } });
  await sections.add(editor, page.id, { templateKey: "cta", content: { heading: "Hungry?", buttonLabel: "Get in touch", buttonUrl: "/contact" } });
  return { id: page.id, title };
}
