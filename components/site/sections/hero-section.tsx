import { cn } from "@/lib/cn";
import { SiteImage } from "../site-image";
import { sectionContainer, siteButton, type SectionProps } from "./section-props";

type HeroContent = { heading: string; subheading?: string; ctaLabel?: string; ctaUrl?: string; imageId?: string };

export function HeroSection({ content, images, isFirst }: SectionProps) {
  const { heading, subheading, ctaLabel, ctaUrl, imageId } = content as HeroContent;
  const image = imageId ? images.get(imageId) : undefined;
  const Heading = isFirst ? "h1" : "h2";
  return (
    <section
      className={cn(
        "relative isolate overflow-hidden",
        image ? "bg-slate-900 text-white" : "bg-[var(--site-primary)] text-[var(--site-on-primary)]",
      )}
    >
      {image && (
        <>
          <SiteImage image={image} eager className="absolute inset-0 -z-20 size-full object-cover" />
          <div aria-hidden className="absolute inset-0 -z-10 bg-black/55" />
        </>
      )}
      <div className={cn(sectionContainer, "py-20 text-center sm:py-28")}>
        <Heading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</Heading>
        {subheading && <p className="mx-auto mt-5 max-w-2xl text-lg whitespace-pre-line opacity-90 sm:text-xl">{subheading}</p>}
        {ctaLabel && ctaUrl && (
          <p className="mt-8">
            <a href={ctaUrl} className={siteButton}>
              {ctaLabel}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
