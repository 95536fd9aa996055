import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";
import { sectionContainer, sectionHeading, type SectionProps } from "./section-props";

type FaqContent = { heading?: string; items?: { question: string; answer: string }[] };

/** Native disclosure widgets: keyboard and screen-reader friendly, no script needed. */
export function FaqSection({ content }: SectionProps) {
  const { heading, items = [] } = content as FaqContent;
  return (
    <section className={cn(sectionContainer, "py-8 sm:py-12")}>
      <div className="max-w-3xl">
        {heading && <h2 className={cn(sectionHeading, "mb-6")}>{heading}</h2>}
        <div className="divide-y divide-black/10 rounded-lg border border-black/10">
          {items.map((item, index) => (
            <details key={index} className="group px-4 py-3">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-2 whitespace-pre-line opacity-85">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
