import "server-only";
import { z } from "zod";
import { pageHref } from "@/lib/content/page-href";
import { hasMeaning } from "@/lib/embeddings/has-meaning";
import { ServiceError, isServiceError } from "@/lib/services/errors";
import { defineTool, resultSchema, type ToolContext, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import {
  askWhenLive,
  changesOf,
  countOf,
  draftImpact,
  imageLabel,
  imageMatchScore,
  imageRef,
  imageSummary,
  imageSummarySchema,
  postSummary,
  postSummarySchema,
  foundScore,
  NAME_CANDIDATES,
  nameQuery,
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

export const cmsListImages = defineReadTool({
  name: "cms_listImages",
  label: "List images",
  lists: "image",
  readAction: "Look up images in the media library",
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

/**
 * The images closest in meaning to a description that shares no word with any of them ("pictures
 * of hills" → the mountain photo), scored 0–1; only those related in meaning, and none for a
 * description without real words or when the embedding model fails.
 */
async function imagesByMeaning(description: string, tool: ToolContext) {
  if (!hasMeaning(description)) return [];
  try {
    const { items, related } = await tool.services.contentSearch.semantic(tool.ctx, { query: description, types: ["image"], limit: MAX_MATCHES });
    const score = new Map(items.filter((hit) => hit.score >= related).map((hit) => [hit.id, Math.round(hit.score * 100) / 100]));
    const library = await tool.services.images.getMany(tool.ctx, [...score.keys()]);
    return library.map((image) => ({ ...imageSummary(image), score: score.get(image.id)! })).sort((a, b) => b.score - a.score);
  } catch (error) {
    if (isServiceError(error)) throw error;
    tool.log("embedding failed", error);
    return [];
  }
}

export const cmsFindImage = defineReadTool({
  name: "cms_findImage",
  label: "Find an image",
  lists: "image",
  readAction: "Find an image by its description",
  domain: "images",
  risk: "safe",
  tags: ["image", "find", "read"],
  description:
    'Find the images that best fit a description ("the team photo", "sunset over the sea") among all of them, ranked by the words they share with the alt text, caption and file name, or, when no image shares a word, by meaning ("pictures of hills" finds a mountain); each has a score from 0 to 1.',
  input: z.object({ description: z.string().trim().min(1).describe("What the image shows or how the user named it.") }).describe("The image to look for."),
  output: resultSchema({ items: z.array(imageSummarySchema.extend({ score: z.number(), byMeaning: z.boolean().optional() })), total: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const found = await tool.services.contentSearch.findByName(tool.ctx, { query: nameQuery(input.description), types: ["image"], limit: NAME_CANDIDATES });
      const library = await tool.services.images.getMany(tool.ctx, found.items.map((hit) => hit.id));
      const byWords = library
        .map((image) => ({ ...imageSummary(image), score: foundScore(imageMatchScore(input.description, image)) }))
        .sort((a, b) => b.score - a.score);
      if (byWords.length) {
        const best = byWords[0];
        // (the id is in the items: the message is what a person reads on the card)
        return success(`Best match: '${best.alt ?? best.originalName}' (score ${best.score}).`, { items: byWords.slice(0, MAX_MATCHES), total: found.total });
      }
      const byMeaning = (await imagesByMeaning(input.description, tool)).map((image) => ({ ...image, byMeaning: true }));
      const best = byMeaning[0];
      return success(
        best
          ? `No image mentions "${input.description}"; closest in meaning: '${best.alt ?? best.originalName}' (score ${best.score}).`
          : `No image fits "${input.description}". Call cms_listImages to browse the library.`,
        { items: byMeaning, total: byMeaning.length },
      );
    }),
});

export const cmsGetImageUsage = defineReadTool({
  name: "cms_getImageUsage",
  label: "See where an image is used",
  readAction: "See where an image is used",
  domain: "images",
  risk: "safe",
  tags: ["image", "usage", "read"],
  description: "Where one image is used: the pages whose sections show it, the posts it is the cover of, and whether it is the site logo (places in the trash are marked). Ask before deleting or replacing an image.",
  input: z.object({ imageId: imageRef }).describe("The image to look up."),
  output: resultSchema({ image: imageSummarySchema, usedIn: z.array(z.string()), count: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const image = await tool.services.images.get(tool.ctx, input.imageId);
      const usage = await tool.services.images.usage(tool.ctx, image.id);
      const usedIn = usageLines(usage);
      const where = usage.count ? `is used in ${countOf(usage.count, "place")}: ${usedIn.join("; ")}.` : "is not used anywhere on the site.";
      return success(`Image '${imageLabel(image)}' ${where}`, { image: imageSummary(image), usedIn, count: usage.count });
    }),
});

export const cmsSearchImages = defineReadTool({
  name: "cms_searchImages",
  label: "Search images",
  lists: "image",
  readAction: "Search the media library for a text",
  domain: "images",
  risk: "safe",
  tags: ["image", "search", "read"],
  description: "Search every image's file name, alt text and caption for words, best matches first (at most 20 at a time; page through with offset). For a looser match on a description, use cms_findImage.",
  input: z
    .object({
      query: z.string().trim().min(1).describe('The words to look for, e.g. "logo".'),
      offset: z.number().int().min(0).optional().describe("How many of the best matches to skip, for the next page of results (default 0)."),
    })
    .describe("What to search for."),
  output: listOutput,
  execute: (input, tool) =>
    withHints(hints, async () => {
      const found = await tool.services.contentSearch.search(tool.ctx, { query: input.query, types: ["image"], limit: 20, offset: input.offset ?? 0 });
      const items = await tool.services.images.getMany(tool.ctx, found.items.map((hit) => hit.id));
      return success(found.total ? `Found ${countOf(found.total, "image")} for "${input.query}".` : `No image mentions "${input.query}".`, {
        items: items.map(imageSummary),
        total: found.total,
      });
    }),
});

/** The template's image field of that name, or a validation error naming the ones it has. */
async function imageFieldOf(tool: ToolContext, templateKey: string, name: string) {
  const template = await tool.services.sections.getTemplate(templateKey);
  const field = template.fields.find((f) => f.name === name);
  if (field?.type === "image") return field;
  const imageFields = template.fields.filter((f) => f.type === "image").map((f) => f.name);
  throw new ServiceError("validation", `"${name}" is not an image field of the ${template.name} template.`, {
    hint: imageFields.length
      ? `Use ${imageFields.map((fieldName) => `"${fieldName}"`).join(" or ")}.`
      : `The ${template.name} template has no image field of its own; change images inside its lists with cms_syncSectionContent.`,
  });
}

/** How an editor knows the image an id names: by its alt text or file name ("no image" for none). */
export async function imageNameOf(tool: ToolContext, imageId: unknown): Promise<string> {
  if (typeof imageId !== "string" || !imageId) return "no image";
  try {
    return imageLabel(await tool.services.images.get(tool.ctx, imageId));
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") return "an image that is no longer in the library";
    throw error;
  }
}

export const cmsUpdateSectionImage = defineTool({
  name: "cms_updateSectionImage",
  label: "Set a section's image",
  readOnly: false,
  destructive: false,
  idempotent: true,
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
  preview: async (input, tool) => {
    const section = await tool.services.sections.get(tool.ctx, input.sectionId);
    const field = await imageFieldOf(tool, section.templateKey, input.field);
    const image = await tool.services.images.get(tool.ctx, input.imageId);
    const shown = await imageNameOf(tool, (section.content as Record<string, unknown>)[field.name]);
    const label = field.label.toLowerCase();
    return {
      action: `Show image '${imageLabel(image)}' in ${sectionLabel(section.templateKey, section.page.title)}`,
      target: { type: "section", id: section.id, label: sectionLabel(section.templateKey, section.page.title) },
      current: { [label]: shown },
      changes: changesOf({ [label]: shown }, { [label]: imageLabel(image) }),
      impact: [draftImpact(`Page '${section.page.title}'`, section.page.status === "published" ? pageHref(section.page.slug) : undefined)],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const section = await tool.services.sections.get(tool.ctx, input.sectionId);
      const field = await imageFieldOf(tool, section.templateKey, input.field);
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
  label: "Replace an image everywhere",
  readOnly: false,
  destructive: false,
  idempotent: true,
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
      impact: usage.count
        ? [
            ...usageLines(usage),
            ...(usage.pages.length || usage.posts.length ? ["Pages and posts change in their drafts; visitors see the new image once they are published."] : []),
          ]
        : ["The image is not used anywhere."],
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
  label: "Edit an image's texts",
  readOnly: false,
  destructive: false,
  idempotent: true,
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
  approval: ({ imageId }, tool) => askWhenLive(async () => (await tool.services.published.imageUses((await tool.services.images.get(tool.ctx, imageId)).id)).length > 0),
  approvalNote: "Asks when the image shows on the live site: its texts are not drafted",
  preview: async ({ imageId, ...patch }, tool) => {
    const image = await tool.services.images.get(tool.ctx, imageId);
    const current = { alt: image.alt, caption: image.caption };
    const changes = changesOf(current, patch);
    const live = await tool.services.published.imageUses(image.id);
    const texts = changes.map((change) => (change.field === "alt" ? "alt text" : change.field)).join(" and ") || "texts";
    return {
      action: `Change the ${texts} of image '${imageLabel(image)}'`,
      target: { type: "image", id: image.id, label: imageLabel(image) },
      current,
      changes,
      impact: !changes.length
        ? ["Nothing would change: the image already has these texts."]
        : live.length
          ? [`An image's texts are not drafted: this shows at once on the live site, on ${live.join(", ")}.`]
          : ["The image is not on the live site yet; the new texts show wherever it is published."],
    };
  },
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
  label: "Move an image to the trash",
  trashes: true,
  readOnly: false,
  destructive: true,
  idempotent: true,
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
  cmsGetImageUsage,
  cmsSearchImages,
  cmsUpdateSectionImage,
  cmsReplaceImage,
  cmsUpdateImageMetadata,
  cmsDeleteImage,
];
