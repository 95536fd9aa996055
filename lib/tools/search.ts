import "server-only";
import { z } from "zod";
import { SEARCH_TYPES } from "@/lib/services/content-search";
import { isServiceError } from "@/lib/services/errors";
import { resultSchema, type ToolDefinition } from "./define";
import { defineReadTool } from "./read-only";
import { success, toolFailure, withHints, type DomainHints } from "./summaries";

const hints: DomainHints = {
  notFound: "Call search_content with other words.",
  conflict: "Call search_content with other words.",
};

const typesField = z
  .array(z.enum(SEARCH_TYPES))
  .min(1)
  .optional()
  .describe('Only these kinds of content (default all): "page", "post", "image", "navItem", "entry".');
const limitField = z.number().int().min(1).max(50).optional().describe("How many results to return at most (default 10).");
const offsetField = z.number().int().min(0).optional().describe("How many of the best results to skip, for the next page of results (default 0).");

const identitySchema = {
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  status: z.string().optional().describe("draft, published or archived (pages, posts, entries); visible or hidden (menu links)."),
  collection: z.string().optional(),
  score: z.number(),
};

const describeHit = (hit: { type: string; title: string; status?: string }) => `${hit.type} '${hit.title}'${hit.status ? ` (${hit.status})` : ""}`;

/** "Showing 11–20" when a page of results is not all of them. */
const shownOf = (offset: number, count: number, total: number) => (count < total ? ` (showing ${offset + 1}–${offset + count})` : "");

export const searchContent = defineReadTool({
  name: "search_content",
  label: "Search the site",
  readAction: "Search the site's content for words",
  domain: "search",
  risk: "safe",
  tags: ["search", "find", "read", "page", "post", "image", "navigation", "entry"],
  description:
    "Full-text search across the whole site, drafts included: pages (title, slug, SEO, section text), posts (title, excerpt, tags, body), images (alt text, caption, file name), navigation items and collection entries. Items with every word first, ranked by relevance; each says where it matched, shows a snippet and its status (draft or published). Page through with offset.",
  input: z
    .object({
      query: z.string().describe('Words to look for, e.g. "free trial" (any letter case; word endings and accents ignored).'),
      types: typesField,
      limit: limitField,
      offset: offsetField,
    })
    .describe("What to search for."),
  output: resultSchema({
    items: z.array(z.object({ ...identitySchema, matchedIn: z.array(z.string()), snippet: z.string() })),
    total: z.number(),
    offset: z.number(),
  }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { items, total, matched, offset } = await tool.services.contentSearch.search(tool.ctx, input);
      if (!items.length) {
        return success(total ? `No more matches for "${input.query}" after the first ${total}.` : `Nothing on the site matches "${input.query}".`, { items, total, offset });
      }
      const some = matched === "any" ? " (no item has every word; these have some)" : "";
      return success(`Found ${total} match(es) for "${input.query}"${some}${shownOf(offset, items.length, total)}; best: ${describeHit(items[0])}.`, {
        items,
        total,
        offset,
      });
    }),
});

export const searchSemantic = defineReadTool({
  name: "search_semantic",
  label: "Search the site by meaning",
  readAction: "Search the site's content by meaning",
  domain: "search",
  risk: "safe",
  tags: ["search", "find", "semantic", "read"],
  description:
    'Search the site\'s content by meaning rather than exact words (e.g. "pictures of hills" also finds an image of a mountain, "pages about pricing" finds "Plans & costs"). Uses the configured embedding model, else the built-in sentence model. Best first, with a similarity from -1 to 1.',
  input: z
    .object({
      query: z.string().trim().min(1).describe('What you are looking for, in plain words, e.g. "how to contact support".'),
      types: typesField,
      limit: limitField,
      offset: offsetField,
    })
    .describe("What to search for."),
  output: resultSchema({ items: z.array(z.object(identitySchema)), total: z.number(), offset: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      let result: Awaited<ReturnType<typeof tool.services.contentSearch.semantic>>;
      try {
        result = await tool.services.contentSearch.semantic(tool.ctx, input);
      } catch (error) {
        if (isServiceError(error)) throw error;
        tool.log("embedding failed", error);
        return toolFailure("provider_error", `The embedding model failed: ${(error as Error).message}`, "Use search_content with the key words instead.");
      }
      const { items, total, pending, offset } = result;
      const waiting = pending ? ` ${pending} recently changed item(s) are not searchable by meaning yet.` : "";
      if (!items.length) return success(`There is no content to search.${waiting}`, { items, total, offset });
      return success(`Closest in meaning to "${input.query}": ${describeHit(items[0])} (similarity ${items[0].score}).${waiting}`, { items, total, offset });
    }),
});

export const searchTools: ToolDefinition<any, any>[] = [searchContent, searchSemantic];
