import { toImageSummary } from "@/components/cms/media/image-summary";

/** An image row as the media API returns it: every column plus its public URLs. */
export function imageJson<T extends Parameters<typeof toImageSummary>[0]>(image: T) {
  return { ...image, ...toImageSummary(image) };
}
