import "server-only";
import { z } from "zod";
import { pageHref } from "@/lib/content/page-href";
import { slugify } from "@/lib/content/slug";
import { sectionTexts } from "@/lib/content/visible-text";
import { defineTool, resultSchema, type ApprovalPreview, type ToolContext, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { publishItemPreview } from "./publishing";
import {
  changedFieldsText,
  changesOf,
  countOf,
  draftImpact,
  inboundLinkImpact,
  imageLabel,
  imageMatchScore,
  iso,
  matchScore,
  newSectionValues,
  newValues,
  pageRef,
  pageSummary,
  pageSummarySchema,
  sectionContentField,
  sectionSummary,
  sectionSummarySchema,
  foundScore,
  NAME_CANDIDATES,
  nameQuery,
  success,
  templateKeyField,
  toolFailure,
  withHints,
  type DomainHints,
} from "./summaries";

const hints: DomainHints = {
  notFound: "Call cms_getPages or cms_findResource to find the page's id or slug.",
  conflict: "Call cms_getPage to check the page's current state.",
};

const createFields = {
  title: z.string().describe('The page\'s title, e.g. "Pricing".'),
  slug: z.string().trim().optional().describe('URL slug: lowercase letters, numbers and hyphens, e.g. "about-us". Omit to derive it from the title.'),
  seoTitle: z.string().optional().describe("Title for search engines and the browser tab (at most 70 characters)."),
  seoDescription: z.string().optional().describe("Description for search engines (at most 160 characters)."),
};

const pageDetailSchema = pageSummarySchema.extend({
  href: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
const sectionWithContentSchema = sectionSummarySchema.extend({ content: z.record(z.string(), z.unknown()).optional() });

type PageWithSections = Awaited<ReturnType<ToolContext["services"]["pages"]["get"]>>;

type NewPage = { title: string; slug?: string; seoTitle?: string; seoDescription?: string; sections?: { templateKey: string; content: Record<string, unknown> }[] };

/** The approval card of a new page: every field it gets and each section's content, whole. */
async function newPagePreview(input: NewPage, tool: ToolContext): Promise<ApprovalPreview> {
  const sections = input.sections ?? [];
  // Reading each template refuses an unknown one, as creating the page would.
  await Promise.all(sections.map((section) => tool.services.sections.getTemplate(section.templateKey)));
  const address = pageHref(input.slug ?? (slugify(input.title) || "page"));
  return {
    action: `Create draft page '${input.title}'${sections.length ? ` with ${countOf(sections.length, "section")}` : ""}`,
    target: { type: "page", label: input.title },
    changes: [
      ...newValues({ title: input.title, address, seoTitle: input.seoTitle, seoDescription: input.seoDescription }),
      ...sections.flatMap((section, index) => newSectionValues(`section ${index + 1}`, section.templateKey, section.content)),
    ],
    impact: [draftImpact(`The new page '${input.title}'`)],
  };
}

const createdMessage = (page: PageWithSections) =>
  `Created draft page '${page.title}' (${pageHref(page.slug)})${page.sections.length ? ` with ${countOf(page.sections.length, "section")}` : ""}.`;

export const cmsGetPages = defineReadTool({
  name: "cms_getPages",
  label: "List pages",
  lists: "page",
  readAction: "Look up the list of pages",
  domain: "pages",
  risk: "safe",
  tags: ["page", "list", "read"],
  description: "List pages (newest change first) with their status and number of sections. Filter by status or by text in the title or slug.",
  input: z
    .object({
      status: z.enum(["draft", "published"]).optional().describe("Only pages with this status."),
      query: z.string().optional().describe("Only pages whose title or slug contains this text."),
      limit: z.number().int().min(1).max(100).optional().describe("How many pages to return at most (default 50)."),
    })
    .describe("Filters for the page list; all optional."),
  output: resultSchema({ items: z.array(pageSummarySchema.extend({ sectionCount: z.number() })), total: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { items, total } = await tool.services.pages.list(tool.ctx, input);
      const shown = items.length < total ? ` (showing ${items.length})` : "";
      return success(total ? `Found ${countOf(total, "page")}${shown}.` : "No pages match.", {
        items: items.map((page) => ({ ...pageSummary(page), sectionCount: page._count.sections })),
        total,
      });
    }),
});

export const cmsGetPage = defineReadTool({
  name: "cms_getPage",
  label: "Read a page",
  readAction: "Look up one page and its sections",
  domain: "pages",
  risk: "safe",
  tags: ["page", "read"],
  description:
    "Get one page: its fields and the list of its sections (id, template, position, one-line summary). Section content is left out unless includeContent is true; to read or change one section, prefer cms_getSectionContent.",
  input: z
    .object({
      page: pageRef,
      includeContent: z.boolean().optional().describe("Also return every section's full content (costly on long pages)."),
    })
    .describe("Which page to read."),
  output: resultSchema({ page: pageDetailSchema, sections: z.array(sectionWithContentSchema) }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const page = await tool.services.pages.get(tool.ctx, input.page);
      return success(`Page '${page.title}' (${pageHref(page.slug)}, ${page.status}) has ${countOf(page.sections.length, "section")}.`, {
        page: {
          ...pageSummary(page),
          href: pageHref(page.slug),
          seoTitle: page.seoTitle,
          seoDescription: page.seoDescription,
          publishedAt: iso(page.publishedAt),
          updatedAt: page.updatedAt.toISOString(),
        },
        sections: page.sections.map((section) => ({
          ...sectionSummary(section),
          ...(input.includeContent ? { content: section.content as Record<string, unknown> } : {}),
        })),
      });
    }),
});

export const cmsCreatePage = defineTool({
  name: "cms_createPage",
  label: "Create a page",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "pages",
  risk: "safe",
  tags: ["page", "create"],
  description: "Create an empty draft page. To create a page with its sections in one step, use cms_createPageWithContent.",
  input: z.object(createFields).describe("The new page."),
  output: resultSchema({ page: pageSummarySchema }),
  preview: newPagePreview,
  execute: (input, tool) =>
    withHints(hints, async () => {
      const page = await tool.services.pages.create(tool.ctx, input);
      return success(createdMessage(page), { page: pageSummary(page) });
    }),
});

export const cmsCreatePageWithContent = defineTool({
  name: "cms_createPageWithContent",
  label: "Create a page with sections",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "pages",
  risk: "safe",
  tags: ["page", "section", "create"],
  description:
    "Create a draft page together with its sections, in one step: either everything is created or nothing is. Check the fields of each template with cms_getSectionDef first.",
  input: z
    .object({
      ...createFields,
      sections: z
        .array(z.object({ templateKey: templateKeyField, content: sectionContentField }).describe("One section: its template and content."))
        .min(1)
        .describe("The page's sections, top to bottom."),
    })
    .describe("The new page and its sections."),
  output: resultSchema({ page: pageSummarySchema, sections: z.array(sectionSummarySchema) }),
  preview: newPagePreview,
  execute: (input, tool) =>
    withHints(hints, async () => {
      const page = await tool.services.pages.create(tool.ctx, input);
      return success(createdMessage(page), { page: pageSummary(page), sections: page.sections.map(sectionSummary) });
    }),
});

const updateInput = z
  .object({
    page: pageRef,
    title: z.string().optional().describe("New title."),
    slug: z.string().trim().optional().describe("New URL slug (lowercase letters, numbers and hyphens). Changing it breaks links to the old address."),
    seoTitle: z.string().optional().describe('New SEO title (at most 70 characters); "" clears it.'),
    seoDescription: z.string().optional().describe('New SEO description (at most 160 characters); "" clears it.'),
  })
  .describe("The page and the fields to change; fields left out stay as they are.");

export const cmsUpdatePage = defineTool({
  name: "cms_updatePage",
  label: "Edit a page's details",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "pages",
  risk: "moderate",
  tags: ["page", "update"],
  description: "Change a page's title, slug or SEO fields. To change what the page shows, update its sections instead (cms_syncSectionContent).",
  input: updateInput,
  output: resultSchema({ page: pageSummarySchema }),
  preview: async ({ page: ref, ...patch }, tool) => {
    const page = await tool.services.pages.get(tool.ctx, ref);
    return {
      action: `Update page '${page.title}'`,
      target: { type: "page", id: page.id, label: page.title },
      current: { title: page.title, slug: page.slug, status: page.status, seoTitle: page.seoTitle, seoDescription: page.seoDescription },
      changes: changesOf(page, patch),
      impact: [
        draftImpact(`Page '${page.title}'`, page.status === "published" ? pageHref(page.slug) : undefined),
        ...(patch.slug && patch.slug !== page.slug ? [`Its address moves from ${pageHref(page.slug)} to ${pageHref(patch.slug)}.`] : []),
      ],
    };
  },
  execute: ({ page: ref, ...patch }, tool) =>
    withHints(hints, async () => {
      const fields = changedFieldsText(patch);
      if (!fields) return toolFailure("validation", "Nothing to update.", "Give at least one of title, slug, seoTitle or seoDescription.");
      const page = await tool.services.pages.update(tool.ctx, ref, patch);
      return success(`Updated the ${fields} of page '${page.title}' (${pageHref(page.slug)}).`, { page: pageSummary(page) });
    }),
});

export const cmsPublishPage = defineTool({
  name: "cms_publishPage",
  label: "Publish a page",
  readOnly: false,
  destructive: false,
  idempotent: true,
  domain: "pages",
  risk: "high",
  tags: ["page", "publish"],
  description: "Put a page's draft live (a new page, or the edits of a live one, with its sections) so visitors see it. For several items at once (pages, posts, the menu), use cms_publishChanges instead.",
  input: z.object({ page: pageRef }).describe("The page to publish."),
  output: resultSchema({ page: pageSummarySchema }),
  preview: async (input, tool) => {
    const page = await tool.services.pages.get(tool.ctx, input.page);
    return publishItemPreview(tool, "page", page.id, pageHref(page.slug));
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const page = await tool.services.pages.publish(tool.ctx, input.page);
      return success(`Published page '${page.title}'; it is now visible at ${pageHref(page.slug)}.`, { page: pageSummary(page) });
    }),
});

/** Where the page is linked from (the menu, and links written into other content), for approval cards. */
async function linkImpact(tool: ToolContext, ref: string) {
  const { page, sectionCount, navItems } = await tool.services.pages.impact(tool.ctx, ref);
  const inbound = await tool.services.inboundLinks.toPage(tool.ctx, page.id);
  const linked = [...(navItems.length ? [`Linked from navigation: ${navItems.map((item) => item.label).join(", ")}`] : []), ...inboundLinkImpact(inbound)];
  return { page, sectionCount, linked };
}

export const cmsUnpublishPage = defineTool({
  name: "cms_unpublishPage",
  label: "Unpublish a page",
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "pages",
  risk: "high",
  tags: ["page", "unpublish"],
  description: "Take a published page off the public site; it becomes a draft again and keeps its content.",
  input: z.object({ page: pageRef }).describe("The page to unpublish."),
  output: resultSchema({ page: pageSummarySchema }),
  preview: async (input, tool) => {
    const { page, sectionCount, linked } = await linkImpact(tool, input.page);
    return {
      action: `Unpublish page '${page.title}'`,
      target: { type: "page", id: page.id, label: page.title },
      current: { status: page.status, slug: page.slug, sections: sectionCount },
      impact: [
        page.status === "published" ? `${pageHref(page.slug)} will no longer be visible on the site.` : "The page is not published.",
        ...linked,
      ],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const page = await tool.services.pages.unpublish(tool.ctx, input.page);
      return success(`Unpublished page '${page.title}'; it is a draft again and no longer visible at ${pageHref(page.slug)}.`, {
        page: pageSummary(page),
      });
    }),
});

export const cmsDeletePage = defineTool({
  name: "cms_deletePage",
  label: "Move a page to the trash",
  trashes: true,
  readOnly: false,
  destructive: true,
  idempotent: true,
  domain: "pages",
  risk: "high",
  tags: ["page", "delete", "destructive"],
  description: "Move a page to the trash. It leaves the site at once and can be restored from the trash until an admin purges it.",
  input: z.object({ page: pageRef }).describe("The page to delete."),
  output: resultSchema({ page: pageSummarySchema }),
  preview: async (input, tool) => {
    const { page, sectionCount, linked } = await linkImpact(tool, input.page);
    return {
      action: `Delete page '${page.title}'`,
      target: { type: "page", id: page.id, label: page.title },
      current: { title: page.title, slug: page.slug, status: page.status },
      impact: [
        countOf(sectionCount, "section"),
        ...linked,
        ...(page.status === "published" ? [`It disappears from ${pageHref(page.slug)}.`] : []),
        "It goes to the trash and can be restored.",
      ],
    };
  },
  execute: (input, tool) =>
    withHints(hints, async () => {
      const page = await tool.services.pages.trash(tool.ctx, input.page);
      return success(`Moved page '${page.title}' to the trash. It can be restored from the trash.`, { page: pageSummary(page) });
    }),
});

// ── Finding ──────────────────────────────────────────────────────────────────────────────────────

const RESOURCE_TYPES = ["page", "post", "image"] as const;
const MAX_MATCHES = 8;

const matchSchema = z.object({
  type: z.enum(RESOURCE_TYPES),
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  status: z.string().optional(),
  score: z.number(),
});
type Match = z.infer<typeof matchSchema>;

/** How well the query names each thing the index found by name, from 0 to 1. */
async function scoredMatches(tool: ToolContext, query: string, hits: { type: string; id: string; title: string; slug?: string; status?: string }[]): Promise<Match[]> {
  const imageIds = hits.filter((hit) => hit.type === "image").map((hit) => hit.id);
  const images = new Map((await tool.services.images.getMany(tool.ctx, imageIds)).map((image) => [image.id, image]));
  return hits.flatMap((hit): Match[] => {
    if (hit.type === "image") {
      const image = images.get(hit.id);
      return image ? [{ type: "image", id: image.id, title: imageLabel(image), score: foundScore(imageMatchScore(query, image)) }] : [];
    }
    const type = hit.type as "page" | "post";
    return [{ type, id: hit.id, title: hit.title, slug: hit.slug, status: hit.status, score: foundScore(matchScore(query, { names: [hit.title], slug: hit.slug })) }];
  });
}

export const cmsFindResource = defineReadTool({
  name: "cms_findResource",
  label: "Find a page, post or image",
  readAction: "Find pages, posts or images by name",
  domain: "pages",
  risk: "safe",
  tags: ["page", "post", "image", "search", "find", "read"],
  description:
    "Find pages, posts or images by an approximate name (\"the pricing page\", \"launch post\"), however many there are: ranks titles, slugs and image alt texts/file names and returns the best matches with a score from 0 to 1.",
  input: z
    .object({
      query: z.string().trim().min(1).describe('What the user called it, e.g. "pricing" or "team photo".'),
      type: z.enum([...RESOURCE_TYPES, "any"]).optional().describe("Only this kind of resource (default any)."),
    })
    .describe("What to look for."),
  output: resultSchema({ items: z.array(matchSchema), total: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const types = !input.type || input.type === "any" ? RESOURCE_TYPES : [input.type];
      const found = await tool.services.contentSearch.findByName(tool.ctx, { query: nameQuery(input.query), types: [...types], limit: NAME_CANDIDATES });
      const items = (await scoredMatches(tool, input.query, found.items)).sort((a, b) => b.score - a.score).slice(0, MAX_MATCHES);
      const best = items[0];
      return success(
        best ? `Best match: ${best.type} '${best.title}' (score ${best.score}).` : `Nothing matches "${input.query}". Call cms_getPages, cms_getPosts or cms_listImages to browse.`,
        { items, total: found.total },
      );
    }),
});

/** Whether a text holds one of the words, as search compares them (letter case and accents aside). */
const folded = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
const holdsAny = (text: string | null, words: string[]) => !!text && words.some((word) => folded(text).includes(word));

export const cmsSearchPages = defineReadTool({
  name: "cms_searchPages",
  label: "Search pages",
  lists: "page",
  readAction: "Search the pages for a text",
  domain: "pages",
  risk: "safe",
  tags: ["page", "search", "read"],
  description:
    "Search every page (drafts included) for words in its title, slug, SEO fields and section content, best matches first; says where each page matched, down to the section. Page through with offset.",
  input: z
    .object({
      query: z.string().trim().min(1).describe('The words to look for, e.g. "free trial".'),
      limit: z.number().int().min(1).max(50).optional().describe("How many pages to return at most (default 20)."),
      offset: z.number().int().min(0).optional().describe("How many of the best matches to skip, for the next page of results (default 0)."),
    })
    .describe("What to search for."),
  output: resultSchema({ items: z.array(pageSummarySchema.extend({ type: z.literal("page"), matchedIn: z.array(z.string()) })), total: z.number(), offset: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const found = await tool.services.contentSearch.search(tool.ctx, { query: input.query, types: ["page"], limit: input.limit ?? 20, offset: input.offset ?? 0 });
      const words = tool.services.contentSearch.termsOf(input.query).map(folded);
      const items = await Promise.all(
        found.items.map(async (hit) => {
          const page = await tool.services.pages.get(tool.ctx, hit.id);
          const sections = page.sections
            .filter((section) => sectionTexts(section.templateKey, section.content).some((text) => holdsAny(text, words)))
            .map((section) => `section ${section.position + 1} (${section.templateKey}, id ${section.id})`);
          // A match by a word's other ending is in the content, but no section holds the word as typed.
          const matchedIn = sections.length ? [...hit.matchedIn.filter((where) => where !== "content"), ...sections] : hit.matchedIn;
          return { type: "page" as const, ...pageSummary(page), matchedIn };
        }),
      );
      const { total, offset } = found;
      return success(
        items.length ? `Found "${input.query}" on ${countOf(total, "page")}${items.length < total ? ` (showing ${offset + 1}–${offset + items.length})` : ""}.` : `No page contains "${input.query}".`,
        { items, total, offset },
      );
    }),
});

export const pageTools: ToolDefinition<any, any>[] = [
  cmsGetPages,
  cmsGetPage,
  cmsCreatePage,
  cmsCreatePageWithContent,
  cmsUpdatePage,
  cmsPublishPage,
  cmsUnpublishPage,
  cmsDeletePage,
  cmsFindResource,
  cmsSearchPages,
];
