import "server-only";
import { z } from "zod";
import { defineTool, resultSchema, type ToolContext, type ToolDefinition } from "./define";
import {
  countOf,
  imageLabel,
  imageMatchScore,
  imageRef,
  imageSummary,
  imageSummarySchema,
  postSummary,
  postSummarySchema,
  SCAN_LIMIT,
  sectionLabel,
  sectionRef,
  success,
  toolFailure,
  withHints,
  type DomainHints,
} from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_findImage with a description, or cms_listImages, to find the image's id (cms_getPageSections lists section ids).",
  conflict: "Call cms_listImages to check the image's current state.",
};

type ImageUsage = Awaited<ReturnType<ToolContext["services"]["images"]["usage"]>>;

const sectionKeySchema = z.object({ id: z.string(), pageId: z.string(), templateKey: z.string() });
const sectionKey = ({ id, pageId, templateKey }: z.infer<typeof sectionKeySchema>) => ({ id, pageId, templateKey });
const listOutput = resultSchema({ items: z.array(imageSummarySchema), total: z.number() });
const MAX_MATCHES = 5;

export const cmsListImages = defineTool({
  name: "cms_listImages",
  domain: "images",
  risk: "safe",
  tags: ["image", "list", "read"],
  description: "List images in the media library, newest first, optionally only those whose file name, alt text or caption contains a text.",
  input: z
    .object({
      query: z.string().optional().describe("Only images whose file name, alt text or caption contains this text."),
      limit: z.number().int().min(1).max(100).optional().describe("How many images to return at most (default 50)."),
    })
    .describe("Filters for the image list; all optional."),
  output: listOutput,
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { items, total } = await tool.services.images.list(tool.ctx, input);
      const shown = items.length < total ? ` (showing ${items.length})` : "";
      return success(total ? `Found ${countOf(total, "image")}${shown}.` : "No images match.", { items: items.map(imageSummary), total });
    }),
});

export const cmsFindImage = defineTool({
  name: "cms_findImage",
  domain: "images",
  risk: "safe",
  tags: ["image", "find", "read"],
  description:
    'Find the images that best fit a description ("the team photo", "sunset over the sea"), ranked by the words they share with the alt text, caption and file name; each has a score from 0 to 1.',
  input: z.object({ description: z.string().trim().min(1).describe("What the image shows or how the user named it.") }).describe("The image to look for."),
  output: resultSchema({ items: z.array(imageSummarySchema.extend({ score: z.number() })), total: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { items: library } = await tool.services.images.list(tool.ctx, { limit: SCAN_LIMIT });
      const matches = library
        .map((image) => ({ ...imageSummary(image), score: imageMatchScore(input.description, image) }))
        .filter((image) => image.score > 0)
        .sort((a, b) => b.score - a.score);
      const best = matches[0];
      return success(
        best
          ? `Best match: '${best.alt ?? best.originalName}' (id ${best.id}, score ${best.score}).`
          : `No image fits "${input.description}". Call cms_listImages to browse the library.`,
        { items: matches.slice(0, MAX_MATCHES), total: matches.length },
      );
    }),
});

export const cmsSearchImages = defineTool({
  name: "cms_searchImages",
  domain: "images",
  risk: "safe",
  tags: ["image", "search", "read"],
  description: "Search images whose file name, alt text or caption contains a text (at most 20). For a looser match on a description, use cms_findImage.",
  input: z.object({ query: z.string().trim().min(1).describe('The text to look for, e.g. "logo".') }).describe("What to search for."),
  output: listOutput,
  execute: (input, tool) =>
    withHints(hints, async () => {
      const items = await tool.services.images.search(tool.ctx, input.query);
      return success(items.length ? `Found ${countOf(items.length, "image")} for "${input.query}".` : `No image mentions "${input.query}".`, {
        items: items.map(imageSummary),
        total: items.length,
      });
    }),
});

export const cmsUpdateSectionImage = defineTool({
  name: "cms_updateSectionImage",
  domain: "images",
  risk: "moderate",
  tags: ["image", "section", "update"],
  description: "Put an image from the media library into an image field of a section (e.g. a hero's imageId). Images inside list fields, like a gallery's, are changed with cms_syncSectionContent.",
  input: z
    .object({
      sectionId: sectionRef,
      field: z.string().trim().min(1).describe('The image field\'s name, e.g. "imageId" (cms_getSectionDef lists a template\'s fields).'),
      imageId: imageRef,
    })
    .describe("The section, its image field and the image to show."),
  output: resultSchema({ section: sectionKeySchema, image: imageSummarySchema }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const section = await tool.services.sections.get(tool.ctx, input.sectionId);
      const template = await tool.services.sections.getTemplate(section.templateKey);
      const field = template.fields.find((f) => f.name === input.field);
      if (field?.type !== "image") {
        const imageFields = template.fields.filter((f) => f.type === "image").map((f) => f.name);
        return toolFailure(
          "validation",
          `"${input.field}" is not an image field of the ${template.name} template.`,
          imageFields.length
            ? `Use ${imageFields.map((name) => `"${name}"`).join(" or ")}.`
            : `The ${template.name} template has no image field of its own; change images inside its lists with cms_syncSectionContent.`,
        );
      }
      const image = await tool.services.images.get(tool.ctx, input.imageId);
      await tool.services.sections.updateContent(tool.ctx, section.id, { [field.name]: image.id });
      return success(`Set the ${field.label.toLowerCase()} of ${sectionLabel(section.templateKey, section.page.title)} to '${imageLabel(image)}'.`, {
        section: sectionKey(section),
        image: imageSummary(image),
      });
    }),
});

/** Where an image is used, in an editor's words, for approval cards. */
function usageLines(usage: ImageUsage): string[] {
  const inTrash = (item: { inTrash: boolean }) => (item.inTrash ? " (in the trash)" : "");
  return [
    ...usage.pages.map((page) => `Used on page '${page.title}'${inTrash(page)}: ${countOf(page.sectionIds.length, "section")}`),
    ...usage.posts.map((post) => `Cover of post '${post.title}'${inTrash(post)}`),
    ...(usage.siteLogo ? ["The site logo"] : []),
  ];
}

/** `json` with every occurrence of the value `from` replaced by `to`. */
function swapValue(json: unknown, from: string, to: string): unknown {
  if (json === from) return to;
  if (Array.isArray(json)) return json.map((item) => swapValue(item, from, to));
  if (json && typeof json === "object") return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, swapValue(value, from, to)]));
  return json;
}

/** Points one section's image fields (list items included) at the replacement. */
async function swapInSection(tool: ToolContext, sectionId: string, from: string, to: string) {
  const section = await tool.services.sections.get(tool.ctx, sectionId);
  const content = section.content as Record<string, unknown>;
  const patch = Object.fromEntries(
    Object.entries(content)
      .map(([field, value]) => [field, swapValue(value, from, to)] as const)
      .filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(content[field])),
  );
  await tool.services.sections.updateContent(tool.ctx, sectionId, patch);
  return sectionKey(section);
}

export const cmsReplaceImage = defineTool({
  name: "cms_replaceImage",
  domain: "images",
  risk: "moderate",
  tags: ["image", "replace", "update"],
  description:
    "Use another library image everywhere one image is used: in every page section (image fields and list items) and as post cover. Items in the trash and the site logo are left as they are.",
  input: z
    .object({
      imageId: imageRef.describe("The id of the image to replace."),
      replacementImageId: imageRef.describe("The id of the image to use instead."),
    })
    .describe("The image to replace and its replacement."),
  output: resultSchema({
    image: imageSummarySchema,
    sections: z.array(sectionKeySchema),
    posts: z.array(postSummarySchema),
  }),
  preview: async (input, tool) => {
    const [image, replacement, usage] = await Promise.all([
      tool.services.images.get(tool.ctx, input.imageId),
      tool.services.images.get(tool.ctx, input.replacementImageId),
      tool.services.images.usage(tool.ctx, input.imageId),
    ]);
    return {
      action: `Replace image '${imageLabel(image)}' with '${imageLabel(replacement)}' wherever it is used`,
      target: { type: "image", id: image.id, label: imageLabel(image) },
      current: { image: image.originalName, usedIn: usage.count },
      impact: usage.count ? usageLines(usage) : ["The image is not used anywhere."],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      if (input.imageId === input.replacementImageId) {
        return toolFailure("validation", "The image and its replacement are the same.", "Give the id of a different image as replacementImageId.");
      }
      const image = await tool.services.images.get(tool.ctx, input.imageId);
      const replacement = await tool.services.images.get(tool.ctx, input.replacementImageId);
      const usage = await tool.services.images.usage(tool.ctx, image.id);
      const live = (item: { inTrash: boolean }) => !item.inTrash;
      const sections = [];
      for (const page of usage.pages.filter(live)) {
        for (const sectionId of page.sectionIds) sections.push(await swapInSection(tool, sectionId, image.id, replacement.id));
      }
      const posts = [];
      for (const post of usage.posts.filter(live)) {
        posts.push(postSummary(await tool.services.posts.update(tool.ctx, post.id, { coverImageId: replacement.id })));
      }
      const left = [
        ...(usage.siteLogo ? ["The site logo still uses it; change it in the site settings."] : []),
        ...([...usage.pages, ...usage.posts].some((item) => item.inTrash) ? ["Items in the trash were left unchanged."] : []),
      ];
      const changed = sections.length || posts.length
        ? `Replaced image '${imageLabel(image)}' with '${imageLabel(replacement)}' in ${countOf(sections.length, "section")} and ${countOf(posts.length, "post cover")}.`
        : `Image '${imageLabel(image)}' is not used on any live page or post; nothing was replaced.`;
      return success([changed, ...left].join(" "), { image: imageSummary(replacement), sections, posts });
    }),
});

export const cmsUpdateImageMetadata = defineTool({
  name: "cms_updateImageMetadata",
  domain: "images",
  risk: "safe",
  tags: ["image", "update", "metadata"],
  description: "Change an image's alt text (read by screen readers and search engines) or caption.",
  input: z
    .object({
      imageId: imageRef,
      alt: z.string().optional().describe("New alt text: what the image shows, in one sentence (at most 300 characters)."),
      caption: z.string().optional().describe("New caption shown with the image (at most 1000 characters)."),
    })
    .describe("The image and the texts to change."),
  output: resultSchema({ image: imageSummarySchema }),
  execute: ({ imageId, ...patch }, tool) =>
    withHints(hints, async () => {
      const fields = [...(patch.alt !== undefined ? ["alt text"] : []), ...(patch.caption !== undefined ? ["caption"] : [])];
      if (!fields.length) return toolFailure("validation", "Nothing to update.", "Give alt, caption or both.");
      const image = await tool.services.images.update(tool.ctx, imageId, patch);
      return success(`Updated the ${fields.join(" and ")} of image '${image.originalName}'.`, { image: imageSummary(image) });
    }),
});

export const cmsDeleteImage = defineTool({
  name: "cms_deleteImage",
  domain: "images",
  risk: "high",
  tags: ["image", "delete", "destructive"],
  description: "Move an image to the trash. Places that use it show no image until it is restored; it can be restored until an admin purges it.",
  input: z.object({ imageId: imageRef }).describe("The image to delete."),
  output: resultSchema({ image: imageSummarySchema, usedIn: z.array(z.string()) }),
  preview: async (input, tool) => {
    const image = await tool.services.images.get(tool.ctx, input.imageId);
    const usage = await tool.services.images.usage(tool.ctx, image.id);
    return {
      action: `Delete image '${imageLabel(image)}'`,
      target: { type: "image", id: image.id, label: imageLabel(image) },
      current: { name: image.originalName, alt: image.alt, usedIn: usage.count },
      impact: [
        ...(usage.count ? [...usageLines(usage), "These places show no image while it is in the trash."] : ["The image is not used anywhere."]),
        "It goes to the trash and can be restored.",
      ],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { image, usage } = await tool.services.images.trash(tool.ctx, input.imageId);
      const usedIn = usageLines(usage);
      const warning = usage.count ? ` It was used in ${countOf(usage.count, "place")} (${usedIn.join("; ")}); they show no image until it is restored.` : "";
      return success(`Moved image '${image.originalName}' to the trash.${warning}`, { image: imageSummary(image), usedIn });
    }),
});

export const imageTools: ToolDefinition<any, any>[] = [
  cmsListImages,
  cmsFindImage,
  cmsSearchImages,
  cmsUpdateSectionImage,
  cmsReplaceImage,
  cmsUpdateImageMetadata,
  cmsDeleteImage,
];
