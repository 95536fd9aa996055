import "server-only";
import { z } from "zod";
import { NetError } from "./errors";
import { callJsonApi } from "./json-api";

export type WebResult = { title: string; url: string; snippet: string; publishedDate?: string };
export type WebPage = { url: string; title: string; text: string };

export type WebResearchProvider = {
  name: "Exa" | "Tavily";
  /** `deep` asks for longer excerpts (and, where the provider offers it, a synthesised answer). */
  search(query: string, options: { maxResults: number; deep: boolean }): Promise<{ answer?: string; results: WebResult[] }>;
  fetchContent(url: string): Promise<WebPage>;
};

const QUICK_EXCERPT_CHARS = 500;
const DEEP_EXCERPT_CHARS = 3000;
const PAGE_CHARS = 20_000;

const trimSlash = (url: string) => url.replace(/\/+$/, "");

const exaResult = z.object({
  url: z.string(),
  title: z.string().nullish(),
  text: z.string().nullish(),
  publishedDate: z.string().nullish(),
});

function exa(apiKey: string, baseUrl: string): WebResearchProvider {
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    callJsonApi("Exa", `${baseUrl}${path}`, { method: "POST", headers: { "x-api-key": apiKey }, body }, schema);
  return {
    name: "Exa",
    async search(query, { maxResults, deep }) {
      const body = { query, numResults: maxResults, type: "auto", contents: { text: { maxCharacters: deep ? DEEP_EXCERPT_CHARS : QUICK_EXCERPT_CHARS } } };
      const { results } = await post("/search", body, z.object({ results: z.array(exaResult) }));
      return {
        results: results.map((r) => ({ title: r.title ?? r.url, url: r.url, snippet: r.text ?? "", publishedDate: r.publishedDate ?? undefined })),
      };
    },
    async fetchContent(url) {
      const { results } = await post("/contents", { urls: [url], text: { maxCharacters: PAGE_CHARS } }, z.object({ results: z.array(exaResult) }));
      const page = results[0];
      if (!page?.text) throw new NetError("provider_error", `Exa could not read ${url}.`, "Check the address, or try another page.");
      return { url: page.url, title: page.title ?? "", text: page.text };
    },
  };
}

const tavilyResult = z.object({
  url: z.string(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  published_date: z.string().nullish(),
});

function tavily(apiKey: string, baseUrl: string): WebResearchProvider {
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    callJsonApi("Tavily", `${baseUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${apiKey}` }, body }, schema);
  return {
    name: "Tavily",
    async search(query, { maxResults, deep }) {
      const body = { query, max_results: maxResults, search_depth: deep ? "advanced" : "basic", include_answer: deep };
      const { answer, results } = await post("/search", body, z.object({ answer: z.string().nullish(), results: z.array(tavilyResult) }));
      return {
        answer: answer ?? undefined,
        results: results.map((r) => ({
          title: r.title ?? r.url,
          url: r.url,
          snippet: (r.content ?? "").slice(0, deep ? DEEP_EXCERPT_CHARS : QUICK_EXCERPT_CHARS),
          publishedDate: r.published_date ?? undefined,
        })),
      };
    },
    async fetchContent(url) {
      const schema = z.object({
        results: z.array(z.object({ url: z.string(), title: z.string().nullish(), raw_content: z.string().nullish() })),
        failed_results: z.array(z.object({ url: z.string().optional(), error: z.string().optional() })).nullish(),
      });
      const { results, failed_results } = await post("/extract", { urls: [url] }, schema);
      const page = results[0];
      if (!page?.raw_content) {
        const reason = failed_results?.[0]?.error;
        throw new NetError("provider_error", `Tavily could not read ${url}${reason ? `: ${reason}` : ""}.`, "Check the address, or try another page.");
      }
      return { url: page.url, title: page.title ?? "", text: page.raw_content };
    },
  };
}

/** The configured web research provider (Exa first, then Tavily), or null when neither key is set. */
export function webResearchProvider(env: NodeJS.ProcessEnv = process.env): WebResearchProvider | null {
  if (env.EXA_API_KEY) return exa(env.EXA_API_KEY, trimSlash(env.EXA_BASE_URL || "https://api.exa.ai"));
  if (env.TAVILY_API_KEY) return tavily(env.TAVILY_API_KEY, trimSlash(env.TAVILY_BASE_URL || "https://api.tavily.com"));
  return null;
}
