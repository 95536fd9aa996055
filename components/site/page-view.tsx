import { cn } from "@/lib/cn";
import type { ImageLookup } from "./site-image";
import { hasRenderer, SectionRenderer } from "./sections/section-renderer";
import { sectionContainer } from "./sections/section-props";

export type SitePage = {
  title: string;
  sections: { id: string; templateKey: string; content: unknown }[];
};

/** A page's sections in order; the page title is the h1 unless an opening hero provides one. */
export function PageView({ page, images }: { page: SitePage; images: ImageLookup }) {
  const sections = page.sections.filter((section) => hasRenderer(section.templateKey));
  const heroOpens = sections[0]?.templateKey === "hero";
  return (
    <>
      {!heroOpens && (
        <div className={cn(sectionContainer, "pt-12")}>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{page.title}</h1>
        </div>
      )}
      {sections.map((section, index) => (
        <SectionRenderer
          key={section.id}
          templateKey={section.templateKey}
          content={(section.content ?? {}) as Record<string, unknown>}
          images={images}
          isFirst={index === 0}
        />
      ))}
      {sections.length === 0 && <p className={cn(sectionContainer, "py-8 opacity-70")}>This page has no content yet.</p>}
    </>
  );
}
