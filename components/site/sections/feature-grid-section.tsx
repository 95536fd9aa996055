import { cn } from "@/lib/cn";
import { sectionContainer, sectionHeading, type SectionProps } from "./section-props";

type FeatureGridContent = { heading?: string; features?: { title: string; description?: string }[] };

export function FeatureGridSection({ content }: SectionProps) {
  const { heading, features = [] } = content as FeatureGridContent;
  return (
    <section className={cn(sectionContainer, "py-8 sm:py-12")}>
      {heading && <h2 className={cn(sectionHeading, "mb-8 text-center")}>{heading}</h2>}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature, index) => (
          <li key={index} className="rounded-lg border border-black/10 border-t-4 border-t-[var(--site-primary)] p-5 shadow-sm">
            <h3 className="text-lg font-semibold">{feature.title}</h3>
            {feature.description && <p className="mt-2 whitespace-pre-line opacity-80">{feature.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
