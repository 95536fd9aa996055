import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import type { ToolDefinition } from "@/lib/tools/define";
import { webDeepResearch, webFetchContent, webQuickSearch } from "@/lib/tools/web";
import { editor, viewer } from "../support/actors";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { callTool, toolContext } from "../support/tool-context";
import { sendJson, setEnv, startTestServer, type RecordedRequest, type TestServer } from "../net/test-server";

/** Runs the tool and checks its result against the tool's own output schema. */
async function call(definition: ToolDefinition<any, any>, input: unknown, ctx: ServiceContext = editor) {
  const result = await callTool(definition, input, ctx);
  definition.output.parse(result);
  return result;
}

const ARTICLE = `<!doctype html><html><head><title>Sourdough &amp; you</title><style>body{color:red}</style>
<script>alert("x")</script></head><body><nav>Home | Menu</nav><main><h1>Sourdough</h1><p>Flour, water &amp; salt.</p>
<p>Bake at 250&#176;C.</p></main><footer>© Bakery</footer></body></html>`;

/** Imitates the Exa and Tavily APIs (under /exa and /tavily) and serves a few plain pages. */
let server: TestServer;
const NO_ENV = { EXA_API_KEY: undefined, EXA_BASE_URL: undefined, TAVILY_API_KEY: undefined, TAVILY_BASE_URL: undefined, NET_TRUSTED_ORIGINS: undefined };
let restoreEnv = () => {};

beforeAll(async () => {
  server = await startTestServer((request, res) => {
    const body = request.body ? JSON.parse(request.body) : {};
    const routes: Record<string, () => void> = {
      "/exa/search": () =>
        request.headers["x-api-key"] === "exa-key"
          ? sendJson(res, { results: [{ url: "https://bread.example/a", title: "Bread basics", text: "Flour and water.", publishedDate: "2025-01-02" }, { url: "https://bread.example/b", title: null, text: null }] })
          : sendJson(res, { error: "invalid api key" }, 401),
      "/exa/contents": () => sendJson(res, { results: [{ url: body.urls[0], title: "Exa page", text: "Text read by Exa." }] }),
      "/tavily/search": () =>
        sendJson(res, {
          query: body.query,
          ...(body.include_answer ? { answer: "Bake it hot." } : {}),
          results: [{ url: "https://bread.example/t", title: "Tavily bread", content: "Long content about bread.", score: 0.9 }],
        }),
      "/tavily/extract": () =>
        body.urls[0].includes("broken")
          ? sendJson(res, { results: [], failed_results: [{ url: body.urls[0], error: "Page blocked" }] })
          : sendJson(res, { results: [{ url: body.urls[0], raw_content: "Text read by Tavily." }], failed_results: [] }),
      "/article": () => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE),
      "/long": () => res.writeHead(200, { "content-type": "text/plain" }).end("word ".repeat(5000)),
      "/picture": () => res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(10)),
      "/missing": () => res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>"),
    };
    (routes[request.path] ?? (() => res.writeHead(404).end()))();
  });
});

afterAll(() => server.close());
/** Sets the provider variables for this test (unset ones are removed); afterEach puts the originals back. */
const useEnv = (values: Record<string, string | undefined>) => {
  restoreEnv();
  restoreEnv = setEnv({ ...NO_ENV, ...values });
};
afterEach(() => {
  restoreEnv();
  restoreEnv = () => {};
});
const lastRequest = (path: string): RecordedRequest => server.requests.filter((r) => r.path === path).at(-1)!;

describe("web tools without a provider", () => {
  it("say search is not configured, with a hint", async () => {
    useEnv({});
    for (const [definition, input] of [
      [webQuickSearch, { query: "bread" }],
      [webDeepResearch, { query: "bread" }],
    ] as const) {
      expect(await call(definition, input)).toMatchObject({ ok: false, code: "not_configured", error: expect.stringContaining("EXA_API_KEY or TAVILY_API_KEY"), hint: expect.any(String) });
    }
  });

  it("fetch a page directly and keep only its readable text", async () => {
    useEnv({ NET_TRUSTED_ORIGINS: server.url });
    const result = await call(webFetchContent, { url: `${server.url}/article` }, viewer);
    expect(result).toMatchObject({ ok: true, source: "direct", content: { url: `${server.url}/article`, title: "Sourdough & you", truncated: false } });
    expect(result.content.text).toBe("Sourdough\nFlour, water & salt.\nBake at 250°C.");
    const long = await call(webFetchContent, { url: `${server.url}/long` });
    expect(long.content).toMatchObject({ truncated: true });
    expect(long.content.text.length).toBeLessThanOrEqual(12_001);
  });

  it("refuse private addresses, non-pages and error pages with a reason", async () => {
    useEnv({});
    expect(await call(webFetchContent, { url: `${server.url}/article` })).toMatchObject({ ok: false, code: "refused", error: "refused: 127.0.0.1 is a loopback address" });
    expect(await call(webFetchContent, { url: "http://[::1]/" })).toMatchObject({ ok: false, code: "refused" });
    expect(await call(webFetchContent, { url: "bread" })).toMatchObject({ ok: false, code: "invalid_url", hint: expect.stringContaining("https://") });
    useEnv({ NET_TRUSTED_ORIGINS: server.url });
    expect(await call(webFetchContent, { url: `${server.url}/picture` })).toMatchObject({ ok: false, code: "unsupported_content", error: expect.stringContaining("image/png") });
    expect(await call(webFetchContent, { url: `${server.url}/missing` })).toMatchObject({ ok: false, code: "unreachable", error: expect.stringContaining("HTTP 404") });
  });
});

describe("web tools with Exa", () => {
  it("search with short snippets, research with long ones", async () => {
    useEnv({ EXA_API_KEY: "exa-key", EXA_BASE_URL: `${server.url}/exa/` });
    const quick = await call(webQuickSearch, { query: "bread basics", maxResults: 3 });
    expect(quick).toMatchObject({
      ok: true,
      provider: "Exa",
      total: 2,
      items: [
        { title: "Bread basics", url: "https://bread.example/a", snippet: "Flour and water.", publishedDate: "2025-01-02" },
        { title: "https://bread.example/b", snippet: "" },
      ],
    });
    expect(JSON.parse(lastRequest("/exa/search").body)).toMatchObject({ query: "bread basics", numResults: 3, contents: { text: { maxCharacters: 500 } } });
    await call(webDeepResearch, { query: "bread basics" });
    expect(JSON.parse(lastRequest("/exa/search").body)).toMatchObject({ numResults: 5, contents: { text: { maxCharacters: 3000 } } });
  });

  it("read a page through Exa's contents API", async () => {
    useEnv({ EXA_API_KEY: "exa-key", EXA_BASE_URL: `${server.url}/exa` });
    const result = await call(webFetchContent, { url: "https://bread.example/a" });
    expect(result).toMatchObject({ ok: true, source: "Exa", content: { title: "Exa page", text: "Text read by Exa." } });
    expect(JSON.parse(lastRequest("/exa/contents").body)).toMatchObject({ urls: ["https://bread.example/a"] });
  });

  it("report a rejected key with a hint", async () => {
    useEnv({ EXA_API_KEY: "wrong", EXA_BASE_URL: `${server.url}/exa` });
    expect(await call(webQuickSearch, { query: "bread" })).toMatchObject({ ok: false, code: "provider_error", error: expect.stringContaining("Exa answered 401"), hint: "Check the Exa API key on the server." });
  });
});

describe("web tools with Tavily", () => {
  it("search basic, research advanced with an answer", async () => {
    useEnv({ TAVILY_API_KEY: "tvly-key", TAVILY_BASE_URL: `${server.url}/tavily` });
    const quick = await call(webQuickSearch, { query: "bread" });
    expect(quick).toMatchObject({ ok: true, provider: "Tavily", items: [{ title: "Tavily bread", snippet: "Long content about bread." }] });
    expect(quick).not.toHaveProperty("answer");
    const request = lastRequest("/tavily/search");
    expect(request.headers.authorization).toBe("Bearer tvly-key");
    expect(JSON.parse(request.body)).toMatchObject({ query: "bread", max_results: 5, search_depth: "basic", include_answer: false });

    const deep = await call(webDeepResearch, { query: "bread", maxSources: 2 });
    expect(deep).toMatchObject({ ok: true, answer: "Bake it hot.", total: 1 });
    expect(JSON.parse(lastRequest("/tavily/search").body)).toMatchObject({ max_results: 2, search_depth: "advanced", include_answer: true });
  });

  it("read a page through Tavily's extract API, reporting its failure", async () => {
    useEnv({ TAVILY_API_KEY: "tvly-key", TAVILY_BASE_URL: `${server.url}/tavily` });
    expect(await call(webFetchContent, { url: "https://bread.example/t" })).toMatchObject({ ok: true, source: "Tavily", content: { text: "Text read by Tavily." } });
    expect(await call(webFetchContent, { url: "https://bread.example/broken" })).toMatchObject({
      ok: false,
      code: "provider_error",
      error: "Tavily could not read https://bread.example/broken: Page blocked.",
    });
  });
});

describe("web reads that would carry the site's text out", () => {
  const phrase = `the ${Math.random().toString(36).slice(2, 8)} merger closes in june`;
  const context = () => toolContext(editor);

  beforeAll(async () => {
    await sections.syncTemplates();
    await pages.create(editor, { title: "Confidential", slug: `confidential-${Math.random().toString(36).slice(2, 8)}`, sections: [{ templateKey: "text", content: { body: `Draft: ${phrase}.` } }] });
  });

  it("ask first, naming what they carry, and run on their own otherwise", async () => {
    const leak = `https://example.com/${encodeURIComponent(phrase)}`;
    expect(await webFetchContent.approval!(webFetchContent.input.parse({ url: leak }), context())).toBe("ask");
    expect(await webFetchContent.approval!(webFetchContent.input.parse({ url: `https://example.com/?q=${"x".repeat(101)}` }), context())).toBe("ask");
    expect(await webFetchContent.approval!(webFetchContent.input.parse({ url: "https://example.com/sourdough-basics" }), context())).toBeUndefined();
    const card = await webFetchContent.preview(webFetchContent.input.parse({ url: leak }), context());
    expect(card.impact?.[0]).toMatch(/^The request carries words from the site's content in the path/);

    for (const tool of [webQuickSearch, webDeepResearch]) {
      expect(await tool.approval!(tool.input.parse({ query: `news about ${phrase}` }), context())).toBe("ask");
      expect(await tool.approval!(tool.input.parse({ query: "what are typical opening hours of a bakery in a small town on sundays and holidays in spring" }), context())).toBeUndefined();
    }
  });
});
