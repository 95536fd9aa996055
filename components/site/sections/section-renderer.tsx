import type { ComponentType } from "react";
import { CtaSection } from "./cta-section";
import { FaqSection } from "./faq-section";
import { FeatureGridSection } from "./feature-grid-section";
import { GallerySection } from "./gallery-section";
import { HeroSection } from "./hero-section";
import { ImageTextSection } from "./image-text-section";
import type { SectionProps } from "./section-props";
import { TextSection } from "./text-section";

/** One renderer per template in lib/content/section-templates.ts. */
const RENDERERS: Record<string, ComponentType<SectionProps>> = {
  hero: HeroSection,
  text: TextSection,
  featureGrid: FeatureGridSection,
  cta: CtaSection,
  imageText: ImageTextSection,
  faq: FaqSection,
  gallery: GallerySection,
};

export function hasRenderer(templateKey: string): boolean {
  return Object.hasOwn(RENDERERS, templateKey);
}

/** Renders a section by its template; a template the site cannot show renders nothing. */
export function SectionRenderer({ templateKey, ...props }: SectionProps & { templateKey: string }) {
  if (!hasRenderer(templateKey)) return null;
  const Renderer = RENDERERS[templateKey];
  return <Renderer {...props} />;
}
