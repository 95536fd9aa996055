import { cn } from "@/lib/cn";
import { imageUrl } from "@/lib/media/urls";
import { SiteImage, type SiteImageRecord } from "../site-image";
import { sectionContainer, sectionHeading, type SectionProps } from "./section-props";

type GalleryContent = { heading?: string; images?: { imageId: string }[] };

export function GallerySection({ content, images }: SectionProps) {
  const { heading, images: items = [] } = content as GalleryContent;
  const shown = items.map((item) => images.get(item.imageId)).filter((image): image is SiteImageRecord => Boolean(image));
  if (shown.length === 0) return null;
  return (
    <section className={cn(sectionContainer, "py-8 sm:py-12")}>
      {heading && <h2 className={cn(sectionHeading, "mb-6")}>{heading}</h2>}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {shown.map((image, index) => (
          <li key={`${image.id}-${index}`}>
            <figure>
              <a href={imageUrl(image.filename)} className="block overflow-hidden rounded-lg">
                <SiteImage image={image} variant="thumb" className="aspect-square w-full object-cover transition-transform hover:scale-105" />
              </a>
              {image.caption && <figcaption className="mt-1 text-sm opacity-70">{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
