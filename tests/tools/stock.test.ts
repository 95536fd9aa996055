import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import { images } from "@/lib/services/images";
import type { ToolDefinition } from "@/lib/tools/define";
import { stockImportPhoto, stockSearchPhotos } from "@/lib/tools/stock";
import { editor, viewer } from "../support/actors";
import { pngBuffer } from "../support/images";
import { callTool } from "../support/tool-context";
import { sendJson, setEnv, startTestServer, type TestServer } from "../net/test-server";

/** Runs the tool and checks its result against the tool's own output schema. */
async function call(definition: ToolDefinition<any, any>, input: unknown, ctx: ServiceContext = editor) {
  const result = await callTool(definition, input, ctx);
  definition.output.parse(result);
  return result;
}

/** Imitates the Pexels API under /v1 and serves the photo files itself, like its CDN. */
let server: TestServer;
const files = new Map<string, Buffer>();
const photo = (id: number) => ({
  id,
  width: 40,
  height: 30,
  url: `https://www.pexels.com/photo/${id}/`,
  photographer: "Ana Baker",
  photographer_url: "https://www.pexels.com/@ana",
  alt: `Loaf number ${id}`,
  src: { original: `${server.url}/files/${id}.png`, large2x: `${server.url}/files/${id}.png?w=1880`, medium: `${server.url}/files/${id}.png?h=350` },
});

beforeAll(async () => {
  for (const name of ["101", "102", "103", "direct"]) files.set(name, await pngBuffer(40, 30));
  server = await startTestServer((request, res) => {
    const url = new URL(request.path, "http://pexels.test");
    if (url.pathname.startsWith("/v1/") && request.headers.authorization !== "pexels-key") return sendJson(res, { error: "Unauthorized" }, 401);
    const file = /^\/files\/(\w+)\.png$/.exec(url.pathname)?.[1];
    if (file && files.has(file)) return res.writeHead(200, { "content-type": "image/png" }).end(files.get(file));
    if (url.pathname === "/v1/search") {
      const perPage = Number(url.searchParams.get("per_page"));
      return sendJson(res, { total_results: 42, page: 1, per_page: perPage, photos: [101, 102, 103].slice(0, perPage).map(photo) });
    }
    const id = Number(/^\/v1\/photos\/(\d+)$/.exec(url.pathname)?.[1]);
    if (files.has(String(id))) return sendJson(res, photo(id));
    if (url.pathname === "/page.html") return res.writeHead(200, { "content-type": "text/html" }).end("<p>not an image</p>");
    sendJson(res, { error: "Not found" }, 404);
  });
});
afterAll(() => server.close());

let restoreEnv = () => {};
const useEnv = (values: Record<string, string | undefined>) => {
  restoreEnv();
  restoreEnv = setEnv({ PEXELS_API_KEY: undefined, PEXELS_BASE_URL: undefined, NET_TRUSTED_ORIGINS: undefined, ...values });
};
const usePexels = () => useEnv({ PEXELS_API_KEY: "pexels-key", PEXELS_BASE_URL: `${server.url}/v1` });
afterEach(() => {
  restoreEnv();
  restoreEnv = () => {};
});

describe("stock_searchPhotos", () => {
  it("returns photos with ids, descriptions, photographers and previews", async () => {
    usePexels();
    const result = await call(stockSearchPhotos, { query: "bread loaf", perPage: 2 }, viewer);
    expect(result).toMatchObject({ ok: true, total: 42, items: [{ id: 101, alt: "Loaf number 101", photographer: "Ana Baker", pageUrl: "https://www.pexels.com/photo/101/", previewUrl: `${server.url}/files/101.png?h=350` }, { id: 102 }] });
    const request = server.requests.filter((r) => r.path.startsWith("/v1/search")).at(-1)!;
    expect(request.path).toBe("/v1/search?query=bread+loaf&per_page=2");
  });

  it("says when Pexels is not configured, or rejects the key", async () => {
    useEnv({});
    expect(await call(stockSearchPhotos, { query: "bread" })).toMatchObject({ ok: false, code: "not_configured", error: expect.stringContaining("PEXELS_API_KEY"), hint: expect.any(String) });
    useEnv({ PEXELS_API_KEY: "wrong", PEXELS_BASE_URL: `${server.url}/v1` });
    expect(await call(stockSearchPhotos, { query: "bread" })).toMatchObject({ ok: false, code: "provider_error", hint: "Check the Pexels API key on the server." });
  });
});

describe("stock_importPhoto", () => {
  it("downloads a Pexels photo and stores it like an upload, crediting the photographer", async () => {
    usePexels();
    const result = await call(stockImportPhoto, { photoId: 101 });
    expect(result).toMatchObject({
      ok: true,
      image: { originalName: "pexels-101.png", alt: "Loaf number 101", caption: "Photo by Ana Baker on Pexels (https://www.pexels.com/photo/101/)", width: 40, height: 30 },
    });
    const stored = await images.get(editor, result.image.id);
    expect(stored.mime).toBe("image/png");
    expect(await call(stockImportPhoto, { photoId: 101, alt: "Again" })).toMatchObject({ ok: false, code: "conflict", hint: expect.stringContaining(result.image.id) });
  });

  it("imports an image from a URL through the safe fetch", async () => {
    useEnv({});
    expect(await call(stockImportPhoto, { url: `${server.url}/files/direct.png` })).toMatchObject({ ok: false, code: "refused", error: "refused: 127.0.0.1 is a loopback address" });
    useEnv({ NET_TRUSTED_ORIGINS: server.url });
    const imported = await call(stockImportPhoto, { url: `${server.url}/files/direct.png`, alt: "Fresh loaf" });
    expect(imported).toMatchObject({ ok: true, image: { originalName: "direct.png", alt: "Fresh loaf" } });
    expect((await images.get(editor, imported.image.id)).caption).toBe("");
    expect(await call(stockImportPhoto, { url: `${server.url}/page.html` })).toMatchObject({ ok: false, code: "unsupported_content" });
  });

  it("fails clearly on bad input, a missing photo, no configuration and for a viewer", async () => {
    usePexels();
    expect(await call(stockImportPhoto, { photoId: 102, url: "https://example.com/a.jpg" })).toMatchObject({ ok: false, code: "validation" });
    expect(await call(stockImportPhoto, {})).toMatchObject({ ok: false, code: "validation", hint: expect.stringContaining("stock_searchPhotos") });
    expect(await call(stockImportPhoto, { photoId: 999 })).toMatchObject({ ok: false, code: "provider_error", error: expect.stringContaining("404") });
    expect(await call(stockImportPhoto, { photoId: 102 }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    useEnv({});
    expect(await call(stockImportPhoto, { photoId: 103 })).toMatchObject({ ok: false, code: "not_configured" });
  });

  it("ignores a model-invented confirmed flag", () => {
    expect(stockImportPhoto.input.parse({ photoId: 5, confirmed: true })).toEqual({ photoId: 5 });
  });
});
