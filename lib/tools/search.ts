import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EmbeddingModelV4 } from "@ai-sdk/provider";
import { cosineSimilarity, embed, embedMany } from "ai";
import { z } from "zod";
import { SEARCH_TYPES, type SearchDocument } from "@/lib/services/content-search";
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

const identitySchema = {
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  status: z.string().optional(),
  collection: z.string().optional(),
  score: z.number(),
};

const describeHit = (hit: { type: string; title: string }) => `${hit.type} '${hit.title}'`;

export const searchContent = defineReadTool({
  name: "search_content",
  label: "Search the site",
  readAction: "Search the site's content for words",
  domain: "search",
  risk: "safe",
  tags: ["search", "find", "read", "page", "post", "image", "navigation", "entry"],
  description:
    "Full-text search across the whole site: pages (title, slug, SEO, section text), posts (title, excerpt, tags, body), images (alt text, caption, file name), navigation items and collection entries. Best matches first, with where each matched and a snippet.",
  input: z
    .object({
      query: z.string().describe('Words to look for, e.g. "free trial" (any letter case; items with every word rank first).'),
      types: typesField,
      limit: limitField,
    })
    .describe("What to search for."),
  output: resultSchema({ items: z.array(z.object({ ...identitySchema, matchedIn: z.array(z.string()), snippet: z.string() })), total: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const { items, total } = await tool.services.contentSearch.search(tool.ctx, input);
      const shown = items.length < total ? ` (showing the best ${items.length})` : "";
      return success(
        total ? `Found ${total} match(es) for "${input.query}"${shown}; best: ${describeHit(items[0])}.` : `Nothing on the site matches "${input.query}".`,
        { items, total },
      );
    }),
});

/**
 * The embedding model from the environment, or null: EMBEDDING_BASE_URL (or OPENAI_COMPATIBLE_BASE_URL)
 * with EMBEDDING_MODEL for an OpenAI-compatible server (Ollama, LM Studio, vLLM), else OpenAI itself
 * when OPENAI_API_KEY is set (EMBEDDING_MODEL, default text-embedding-3-small).
 */
export function embeddingModelFromEnv(env: NodeJS.ProcessEnv = process.env): EmbeddingModelV4 | null {
  const modelId = env.EMBEDDING_MODEL;
  const baseURL = env.EMBEDDING_BASE_URL || env.OPENAI_COMPATIBLE_BASE_URL;
  if (baseURL && modelId) {
    const apiKey = env.EMBEDDING_API_KEY || env.OPENAI_COMPATIBLE_API_KEY;
    return createOpenAICompatible({ name: "embeddings", baseURL, apiKey }).embeddingModel(modelId);
  }
  if (env.OPENAI_API_KEY) return createOpenAI({ apiKey: env.OPENAI_API_KEY }).embedding(modelId || "text-embedding-3-small");
  return null;
}

// Every call embeds the documents afresh (no vector store), so the work is bounded.
const MAX_DOCUMENTS_PER_TYPE = 100;
const DOCUMENT_CHARS = 2000;

const documentText = (doc: SearchDocument) => `${doc.type}: ${doc.title}\n${doc.fields.map((f) => f.text).join("\n")}`.slice(0, DOCUMENT_CHARS);

function boundedDocuments(documents: SearchDocument[]) {
  const perType = new Map<string, number>();
  return documents.filter((doc) => {
    const seen = perType.get(doc.type) ?? 0;
    perType.set(doc.type, seen + 1);
    return seen < MAX_DOCUMENTS_PER_TYPE;
  });
}

export const searchSemantic = defineReadTool({
  name: "search_semantic",
  label: "Search the site by meaning",
  readAction: "Search the site's content by meaning",
  domain: "search",
  risk: "safe",
  tags: ["search", "find", "semantic", "read"],
  description:
    "Search the site's content by meaning rather than exact words (e.g. \"pages about pricing\" also finds \"Plans & costs\"). Needs an embedding model configured on the server; otherwise use search_content.",
  input: z
    .object({
      query: z.string().trim().min(1).describe('What you are looking for, in plain words, e.g. "how to contact support".'),
      types: typesField,
      limit: limitField,
    })
    .describe("What to search for."),
  output: resultSchema({ items: z.array(z.object(identitySchema)), total: z.number() }),
  execute: (input, tool) =>
    withHints(hints, async () => {
      const model = embeddingModelFromEnv();
      if (!model) {
        return toolFailure(
          "not_configured",
          "Semantic search is not configured on this server (no embedding model).",
          "Use search_content with the key words instead.",
        );
      }
      const documents = boundedDocuments(await tool.services.contentSearch.documents(tool.ctx, input.types));
      if (!documents.length) return success("There is no content to search.", { items: [], total: 0 });
      let vectors: { query: number[]; documents: number[][] };
      try {
        const [query, many] = await Promise.all([
          embed({ model, value: input.query, maxRetries: 1 }),
          embedMany({ model, values: documents.map(documentText), maxRetries: 1 }),
        ]);
        vectors = { query: query.embedding, documents: many.embeddings };
      } catch (error) {
        tool.log("embedding failed", error);
        return toolFailure("provider_error", `The embedding model failed: ${(error as Error).message}`, "Use search_content with the key words instead.");
      }
      const ranked = documents
        .map(({ fields: _fields, ...doc }, i) => ({ ...doc, score: Math.round(cosineSimilarity(vectors.query, vectors.documents[i]) * 1000) / 1000 }))
        .sort((a, b) => b.score - a.score);
      const items = ranked.slice(0, input.limit ?? 10);
      return success(`Closest in meaning to "${input.query}": ${describeHit(items[0])} (similarity ${items[0].score}).`, { items, total: ranked.length });
    }),
});

export const searchTools: ToolDefinition<any, any>[] = [searchContent, searchSemantic];
