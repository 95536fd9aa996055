import { cn } from "@/lib/cn";
import { sectionContainer, siteButton, type SectionProps } from "./section-props";

type CtaContent = { heading: string; body?: string; buttonLabel: string; buttonUrl: string };

export function CtaSection({ content }: SectionProps) {
  const { heading, body, buttonLabel, buttonUrl } = content as CtaContent;
  return (
    <section className={cn(sectionContainer, "py-8 sm:py-12")}>
      <div className="rounded-2xl bg-[var(--site-primary)] px-6 py-10 text-center text-[var(--site-on-primary)] sm:px-12">
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{heading}</h2>
        {body && <p className="mx-auto mt-3 max-w-2xl whitespace-pre-line opacity-90">{body}</p>}
        <p className="mt-6">
          <a href={buttonUrl} className={siteButton}>
            {buttonLabel}
          </a>
        </p>
      </div>
    </section>
  );
}
