import "server-only";
import { z } from "zod";
import { downloadImage, type DownloadedImage } from "@/lib/net/download-image";
import { orNetFailure } from "@/lib/net/errors";
import { pexelsClient } from "@/lib/net/pexels";
import { ServiceError } from "@/lib/services/errors";
import { defineTool, resultSchema, type ToolDefinition, type ToolFailure } from "./define";
import { defineReadTool } from "./read-only";
import { imageSummary, imageSummarySchema, newValues, success, toolFailure, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "Call stock_searchPhotos to find a photo id.",
  conflict: "Use the existing image id named in the error instead of importing it again.",
};

const notConfigured = () =>
  toolFailure(
    "not_configured",
    "Stock photos are not configured on this server: set PEXELS_API_KEY.",
    "Ask the user to upload an image instead, or use one from the media library (cms_findImage).",
  );

const photoSchema = z.object({
  id: z.number(),
  alt: z.string(),
  photographer: z.string(),
  width: z.number(),
  height: z.number(),
  pageUrl: z.string(),
  previewUrl: z.string(),
});

export const stockSearchPhotos = defineReadTool({
  name: "stock_searchPhotos",
  label: "Search stock photos",
  readAction: "Search free stock photos on Pexels",
  reads: "Pexels, a free stock photo site",
  domain: "images",
  risk: "safe",
  tags: ["image", "stock", "photo", "search", "external"],
  description: "Search free stock photos on Pexels. Returns ids, descriptions, photographers and preview links; import one into the media library with stock_importPhoto.",
  input: z
    .object({
      query: z.string().trim().min(1).describe('What the photo should show, e.g. "fresh bread on a wooden table".'),
      perPage: z.number().int().min(1).max(30).optional().describe("How many photos at most (default 10)."),
    })
    .describe("The stock photo search."),
  output: resultSchema({ items: z.array(photoSchema), total: z.number() }),
  execute: async (input) => {
    const pexels = pexelsClient();
    if (!pexels) return notConfigured();
    return orNetFailure(async () => {
      const { photos, total } = await pexels.search(input.query, input.perPage ?? 10);
      const items = photos.map(({ downloadUrl: _downloadUrl, ...photo }) => photo);
      return success(items.length ? `${total} stock photo(s) for "${input.query}"; showing ${items.length}.` : `No stock photos for "${input.query}".`, { items, total });
    });
  },
});

type ImportInput = { photoId?: number; url?: string; alt?: string };

const ONE_SOURCE = { error: "Give exactly one of photoId or url.", hint: "Use a photo id from stock_searchPhotos, or the address of an image file." };
const hasOneSource = (input: ImportInput) => (input.photoId === undefined) !== (input.url === undefined);

/** "cup.png" for https://images.example/photos/cup.png, else the address itself. */
const fileNameOf = (address: string) => (URL.canParse(address) && new URL(address).pathname.split("/").filter(Boolean).at(-1)) || address;
type ImportSource = DownloadedImage & { alt?: string; caption?: string };

/** The image's bytes and description: a Pexels photo (credited in the caption) or a file at a URL. */
async function importSource(input: ImportInput): Promise<ImportSource | ToolFailure> {
  if (input.photoId === undefined) return { ...(await downloadImage(input.url!)), alt: input.alt };
  const pexels = pexelsClient();
  if (!pexels) return notConfigured();
  const photo = await pexels.photo(input.photoId);
  return { ...(await pexels.download(photo)), alt: input.alt ?? photo.alt, caption: `Photo by ${photo.photographer} on Pexels (${photo.pageUrl})` };
}

export const stockImportPhoto = defineTool({
  name: "stock_importPhoto",
  label: "Import a stock photo",
  readOnly: false,
  destructive: false,
  idempotent: false,
  domain: "images",
  risk: "moderate",
  tags: ["image", "stock", "photo", "import", "create", "external"],
  description:
    "Import a photo into the media library, exactly like an upload: a Pexels photo by id (from stock_searchPhotos, credited in the caption) or any public image URL. Returns the new image's id for use in sections or as a post cover.",
  input: z
    .object({
      photoId: z.number().int().positive().optional().describe("The Pexels photo id from stock_searchPhotos."),
      url: z.string().trim().optional().describe("Or: the full http(s) address of an image file to import."),
      alt: z.string().optional().describe("Alt text describing the image for screen readers (defaults to the photo's description)."),
    })
    .describe("Which photo to import: photoId or url."),
  output: resultSchema({ image: imageSummarySchema }),
  preview: async (input) => {
    if (!hasOneSource(input)) throw new ServiceError("validation", ONE_SOURCE.error, { hint: ONE_SOURCE.hint });
    const source = input.photoId === undefined ? { address: input.url } : { pexelsPhoto: `number ${input.photoId} on Pexels, credited in the caption` };
    const host = input.url && URL.canParse(input.url) ? new URL(input.url).host : "Pexels";
    return {
      action: input.photoId === undefined ? `Import the image at ${input.url} into the media library` : "Import a stock photo from Pexels into the media library",
      target: { type: "image", label: input.url ? fileNameOf(input.url) : "a stock photo from Pexels" },
      changes: newValues({ ...source, alt: input.alt ?? (input.photoId === undefined ? undefined : "the photo's own description") }),
      impact: [`The file is downloaded from ${host} and added to the media library.`, "Nothing on the site shows it until it is used and published."],
    };
  },
  execute: (input, tool) =>
    withHints(hints, () =>
      orNetFailure(async () => {
        if (!hasOneSource(input)) return toolFailure("validation", ONE_SOURCE.error, ONE_SOURCE.hint);
        const source = await importSource(input);
        if ("ok" in source) return source;
        const image = await tool.services.images.upload(tool.ctx, { buffer: source.buffer, originalName: source.fileName, alt: source.alt, caption: source.caption });
        return success(`Imported '${image.originalName}' (${image.width}×${image.height}) into the media library as image ${image.id}.`, {
          image: imageSummary(image),
        });
      }),
    ),
});

export const stockTools: ToolDefinition<any, any>[] = [stockSearchPhotos, stockImportPhoto];
