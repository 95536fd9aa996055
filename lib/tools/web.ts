import "server-only";
import { z } from "zod";
import { NetError, orNetFailure } from "@/lib/net/errors";
import { extractReadableText, isTextContentType, truncateText } from "@/lib/net/readable-text";
import { parseHttpUrl, safeFetch } from "@/lib/net/safe-fetch";
import { webResearchProvider, type WebPage, type WebResearchProvider } from "@/lib/net/web-research";
import { resultSchema, type ToolDefinition } from "./define";
import { carriedContentReasons, carriers, type Carrier } from "./http-get-policy";
import { defineReadTool } from "./read-only";
import { success, toolFailure } from "./summaries";

const PAGE_TEXT_CHARS = 12_000;

const notConfigured = () =>
  toolFailure(
    "not_configured",
    "Web search is not configured on this server: set EXA_API_KEY or TAVILY_API_KEY.",
    "Tell the user web research is unavailable here; answer from what you know or from the site's content (search_content).",
  );

/** Runs a step with the configured provider; "not configured" and network failures come back as results. */
async function withProvider<T>(run: (provider: WebResearchProvider) => Promise<T>) {
  const provider = webResearchProvider();
  return provider ? orNetFailure(() => run(provider)) : notConfigured();
}

const resultItemSchema = z.object({ title: z.string(), url: z.string(), snippet: z.string(), publishedDate: z.string().optional() });

/**
 * A web read sends the model's words (a search question, an address) to another server, so a
 * model steered by text it read could carry the site's unpublished text out in them. Such a call
 * asks first, and its card says why.
 */
function asksWhenCarryingSiteText<I, O>(definition: ToolDefinition<I, O>, sent: (input: I) => Carrier[], options?: { longValues?: boolean }): ToolDefinition<I, O> {
  const reasons = (input: I, tool: Parameters<ToolDefinition<I, O>["preview"]>[1]) => carriedContentReasons(sent(input), tool, options);
  return {
    ...definition,
    approvalNote: "Asks when what it sends out carries the site's text",
    approval: async (input, tool) => ((await reasons(input, tool)).length ? "ask" : undefined),
    preview: async (input, tool) => {
      const card = await definition.preview(input, tool);
      return { ...card, impact: [...(await reasons(input, tool)), ...(card.impact ?? [])] };
    },
  };
}

const searchQuestion = (input: { query: string }): Carrier[] => [{ where: "the search question", text: input.query }];
const pageAddress = (input: { url: string }): Carrier[] => (URL.canParse(input.url) ? carriers(new URL(input.url)) : []);

const urlField = z.string().trim().describe("The full http(s) address of the page, e.g. https://example.com/article.");

export const webQuickSearch = asksWhenCarryingSiteText(defineReadTool({
  name: "web_quickSearch",
  label: "Search the web",
  readAction: "Search the web",
  domain: "web",
  risk: "safe",
  tags: ["web", "search", "research", "external"],
  description: "Search the web and get the top results with a short snippet each. For a question that needs several sources read in depth, use web_deepResearch.",
  input: z
    .object({
      query: z.string().trim().min(1).describe('What to search for, e.g. "average bakery opening hours".'),
      maxResults: z.number().int().min(1).max(10).optional().describe("How many results at most (default 5)."),
    })
    .describe("The web search."),
  output: resultSchema({ items: z.array(resultItemSchema), total: z.number(), provider: z.string() }),
  execute: (input, tool) =>
    withProvider(async (provider) => {
      const { results } = await provider.search(input.query, { maxResults: input.maxResults ?? 5, deep: false });
      tool.log(`web search via ${provider.name}`, { query: input.query, results: results.length });
      return success(results.length ? `${results.length} web result(s) for "${input.query}".` : `The web search found nothing for "${input.query}".`, {
        items: results,
        total: results.length,
        provider: provider.name,
      });
    }),
}), searchQuestion, { longValues: false });

export const webDeepResearch = asksWhenCarryingSiteText(defineReadTool({
  name: "web_deepResearch",
  label: "Research on the web",
  readAction: "Research a question on the web",
  domain: "web",
  risk: "safe",
  tags: ["web", "search", "research", "external"],
  description: "Research a question on the web in depth: more sources with long excerpts (and a synthesised answer when the provider offers one). Slower than web_quickSearch.",
  input: z
    .object({
      query: z.string().trim().min(1).describe('The question or topic, e.g. "benefits of sourdough for digestion".'),
      maxSources: z.number().int().min(1).max(10).optional().describe("How many sources at most (default 5)."),
    })
    .describe("The research question."),
  output: resultSchema({ answer: z.string().optional(), items: z.array(resultItemSchema), total: z.number(), provider: z.string() }),
  execute: (input, tool) =>
    withProvider(async (provider) => {
      const { answer, results } = await provider.search(input.query, { maxResults: input.maxSources ?? 5, deep: true });
      tool.log(`web research via ${provider.name}`, { query: input.query, results: results.length });
      return success(`Read ${results.length} source(s) about "${input.query}".`, { ...(answer ? { answer } : {}), items: results, total: results.length, provider: provider.name });
    }),
}), searchQuestion, { longValues: false });

/** Without a provider: the page itself, through the safe fetch, reduced to its readable text. */
async function fetchDirectly(url: string): Promise<WebPage> {
  const response = await safeFetch(url, { headers: { accept: "text/html, text/plain;q=0.9, */*;q=0.5" } });
  const contentType = response.headers["content-type"] ?? "";
  if (response.status >= 400) throw new NetError("unreachable", `${response.url} answered HTTP ${response.status}.`, "Check the address, or search for another source.");
  if (contentType && !isTextContentType(contentType)) {
    throw new NetError("unsupported_content", `${response.url} is ${contentType.split(";")[0]}, not a readable page.`, "Give the address of a web page (HTML or text).");
  }
  const body = response.body.toString("utf8");
  const { title, text } = /html/i.test(contentType) || !contentType ? extractReadableText(body) : { title: "", text: body };
  return { url: response.url, title, text };
}

export const webFetchContent = asksWhenCarryingSiteText(defineReadTool({
  name: "web_fetchContent",
  label: "Read a web page",
  readAction: "Read a web page",
  domain: "web",
  risk: "safe",
  tags: ["web", "fetch", "read", "external"],
  description: "Read one web page: its title and readable text (scripts, styles and navigation removed; long pages are cut).",
  input: z.object({ url: urlField }).describe("The page to read."),
  output: resultSchema({ content: z.object({ url: z.string(), title: z.string(), text: z.string(), truncated: z.boolean() }), source: z.string() }),
  execute: (input, tool) =>
    orNetFailure(async () => {
      parseHttpUrl(input.url);
      const provider = webResearchProvider();
      const page = provider ? await provider.fetchContent(input.url) : await fetchDirectly(input.url);
      const { text, truncated } = truncateText(page.text, PAGE_TEXT_CHARS);
      tool.log(`fetched ${page.url}`, { source: provider?.name ?? "direct", chars: page.text.length });
      return success(`Read '${page.title || page.url}' (${page.text.length} characters${truncated ? `, cut to ${PAGE_TEXT_CHARS}` : ""}).`, {
        content: { url: page.url, title: page.title, text, truncated },
        source: provider?.name ?? "direct",
      });
    }),
}), pageAddress);

export const webTools: ToolDefinition<any, any>[] = [webQuickSearch, webDeepResearch, webFetchContent];
