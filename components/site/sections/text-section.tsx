import { MarkdownContent } from "@/components/ui/markdown";
import { cn } from "@/lib/cn";
import { sectionContainer, sectionHeading, type SectionProps } from "./section-props";

type TextContent = { heading?: string; body: string };

export function TextSection({ content }: SectionProps) {
  const { heading, body } = content as TextContent;
  return (
    <section className={cn(sectionContainer, "py-8 sm:py-12")}>
      <div className="max-w-3xl">
        {heading && <h2 className={sectionHeading}>{heading}</h2>}
        <MarkdownContent source={body} />
      </div>
    </section>
  );
}
