import "server-only";
import { z } from "zod";
import { downloadImage, type DownloadedImage } from "./download-image";
import { callJsonApi } from "./json-api";

const photoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
  alt: z.string().nullish(),
  photographer: z.string(),
  photographer_url: z.string().nullish(),
  src: z.object({ original: z.string(), large2x: z.string(), medium: z.string() }),
});

export type StockPhoto = {
  id: number;
  alt: string;
  photographer: string;
  width: number;
  height: number;
  /** The photo's page on Pexels (for attribution). */
  pageUrl: string;
  previewUrl: string;
  /** A large rendition (about 1900 px wide) that stays well inside the media library's size limit. */
  downloadUrl: string;
};

const toStockPhoto = (photo: z.infer<typeof photoSchema>): StockPhoto => ({
  id: photo.id,
  alt: photo.alt ?? "",
  photographer: photo.photographer,
  width: photo.width,
  height: photo.height,
  pageUrl: photo.url,
  previewUrl: photo.src.medium,
  downloadUrl: photo.src.large2x,
});

export type PexelsClient = {
  search(query: string, perPage: number): Promise<{ photos: StockPhoto[]; total: number }>;
  photo(id: number): Promise<StockPhoto>;
  download(photo: StockPhoto): Promise<DownloadedImage>;
};

/** The Pexels client when PEXELS_API_KEY is set (PEXELS_BASE_URL overrides https://api.pexels.com/v1), else null. */
export function pexelsClient(env: NodeJS.ProcessEnv = process.env): PexelsClient | null {
  const apiKey = env.PEXELS_API_KEY;
  if (!apiKey) return null;
  const baseUrl = (env.PEXELS_BASE_URL || "https://api.pexels.com/v1").replace(/\/+$/, "");
  const get = <S extends z.ZodType>(path: string, schema: S) => callJsonApi("Pexels", `${baseUrl}${path}`, { method: "GET", headers: { authorization: apiKey } }, schema);
  return {
    async search(query, perPage) {
      const params = new URLSearchParams({ query, per_page: String(perPage) });
      const result = await get(`/search?${params}`, z.object({ total_results: z.number(), photos: z.array(photoSchema) }));
      return { photos: result.photos.map(toStockPhoto), total: result.total_results };
    },
    async photo(id) {
      return toStockPhoto(await get(`/photos/${id}`, photoSchema));
    },
    // Pexels serves the files from its CDN; a PEXELS_BASE_URL set by the operator is trusted for them too.
    download: (photo) => downloadImage(photo.downloadUrl, { preferredName: `pexels-${photo.id}`, trustedOrigins: [baseUrl] }),
  };
}
