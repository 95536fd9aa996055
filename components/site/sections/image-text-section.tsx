import { MarkdownContent } from "@/components/ui/markdown";
import { cn } from "@/lib/cn";
import { SiteImage } from "../site-image";
import { sectionContainer, sectionHeading, type SectionProps } from "./section-props";

type ImageTextContent = { heading?: string; body: string; imageId: string; imagePosition?: "left" | "right" };

export function ImageTextSection({ content, images }: SectionProps) {
  const { heading, body, imageId, imagePosition = "left" } = content as ImageTextContent;
  // A trashed or purged image leaves the text on its own.
  const image = images.get(imageId);
  return (
    <section className={cn(sectionContainer, "grid items-center gap-8 py-8 sm:py-12", image && "md:grid-cols-2")}>
      {image && (
        <figure className={cn(imagePosition === "right" && "md:order-last")}>
          <SiteImage image={image} className="w-full rounded-lg object-cover shadow-sm" />
          {image.caption && <figcaption className="mt-2 text-sm opacity-70">{image.caption}</figcaption>}
        </figure>
      )}
      <div>
        {heading && <h2 className={sectionHeading}>{heading}</h2>}
        <MarkdownContent source={body} />
      </div>
    </section>
  );
}
