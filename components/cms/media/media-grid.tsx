import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatBytes } from "@/lib/format-bytes";
import type { ImageSummary } from "./image-summary";

/** The library as thumbnails; each links to the image's details. */
export function MediaGrid({ images }: { images: ImageSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Images">
      {images.map((image) => (
        <li key={image.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <Link href={`/dashboard/media/${image.id}`} className="block focus-visible:outline-offset-[-2px]">
            <img src={image.thumbUrl} alt={image.alt} loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
            <span className="block truncate px-3 pt-2 text-sm font-medium text-brand-700">{image.originalName}</span>
          </Link>
          <div className="space-y-1 px-3 pb-3 pt-1 text-xs text-slate-600">
            {image.alt ? <p className="line-clamp-2" title={image.alt}>Alt: {image.alt}</p> : <Badge tone="amber">No alt text</Badge>}
            <p>
              {image.width} × {image.height} px · {formatBytes(image.size)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
