import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import type { ToolDefinition } from "@/lib/tools/define";
import { allowedHosts } from "@/lib/services/allowed-hosts";
import { pages } from "@/lib/services/pages";
import { sections } from "@/lib/services/sections";
import { httpGet, httpPost } from "@/lib/tools/http";
import { admin, editor, unique, viewer } from "../support/actors";
import { withSettingsLock } from "../support/settings-lock";
import { callTool, toolContext } from "../support/tool-context";
import { sendJson, setEnv, startTestServer, type TestServer } from "../net/test-server";

/** Runs the tool and checks its result against the tool's own output schema. */
async function call(definition: ToolDefinition<any, any>, input: unknown, ctx: ServiceContext = editor) {
  const result = await callTool(definition, input, ctx);
  definition.output.parse(result);
  return result;
}

let server: TestServer;
let restoreEnv: () => void;

beforeAll(async () => {
  server = await startTestServer((request, res) => {
    const routes: Record<string, () => void> = {
      "/api/items": () => sendJson(res, { items: [1, 2] }),
      "/echo": () => sendJson(res, request),
      "/logo.png": () => res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(64)),
      "/huge-text": () => res.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(30_000)),
      "/to-metadata": () => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
    };
    (routes[request.path] ?? (() => res.writeHead(404).end()))();
  });
  // The operator's allowance for this loopback test server; tool input can never grant it.
  restoreEnv = setEnv({ NET_TRUSTED_ORIGINS: server.url });
});

afterAll(async () => {
  restoreEnv();
  await server.close();
});

describe("http_get", () => {
  it("returns the status, type and body text", async () => {
    const result = await call(httpGet, { url: `${server.url}/api/items`, headers: { accept: "application/json" } }, viewer);
    expect(result).toMatchObject({
      ok: true,
      response: { url: `${server.url}/api/items`, status: 200, statusText: "OK", contentType: "application/json", body: '{"items":[1,2]}', truncated: false, redirects: [] },
    });
    expect(result.message).toBe(`GET ${server.url}/api/items → 200 OK (15 B).`);
  });

  it("leaves binary bodies out and cuts long text", async () => {
    const image = await call(httpGet, { url: `${server.url}/logo.png` });
    expect(image.response).toMatchObject({ contentType: "image/png", bytes: 64, truncated: false });
    expect(image.response).not.toHaveProperty("body");
    const long = await call(httpGet, { url: `${server.url}/huge-text` });
    expect(long.response).toMatchObject({ bytes: 30_000, truncated: true });
    expect(long.response.body.length).toBeLessThanOrEqual(20_001);
  });

  it("refuses private addresses and their redirects, with the reason", async () => {
    expect(await call(httpGet, { url: "http://127.0.0.2:8080/" })).toMatchObject({ ok: false, code: "refused", error: "refused: 127.0.0.2 is a loopback address", hint: expect.any(String) });
    expect(await call(httpGet, { url: "http://169.254.169.254/latest/meta-data/" })).toMatchObject({ ok: false, code: "refused" });
    expect(await call(httpGet, { url: `${server.url}/to-metadata` })).toMatchObject({ ok: false, code: "refused", error: "refused: 169.254.169.254 is the cloud metadata address" });
    expect(await call(httpGet, { url: "gopher://example.com/" })).toMatchObject({ ok: false, code: "refused" });
  });
});

describe("http_get sends only harmless headers", () => {
  it("refuses other headers with the list of allowed ones, and sends nothing", async () => {
    const before = server.requests.length;
    for (const headers of [{ "X-HTTP-Method-Override": "DELETE", accept: "application/json" }, { Authorization: "Bearer secret" }, { cookie: "a=b" }, { "User-Agent": "Mozilla/5.0" }]) {
      const result = await call(httpGet, { url: `${server.url}/echo`, headers });
      expect(result).toMatchObject({
        ok: false,
        code: "validation",
        error: `A GET request sends only these headers: Accept, Accept-Language, If-None-Match, If-Modified-Since. Not sent: ${Object.keys(headers).filter((name) => name !== "accept").join(", ")}.`,
        hint: expect.stringContaining("POST request, which a person confirms first"),
      });
    }
    expect(server.requests.length).toBe(before);
  });

  it("sends the allowed ones, whatever their case", async () => {
    const result = await call(httpGet, { url: `${server.url}/echo`, headers: { "Accept-Language": "fr", "if-none-match": '"v1"' } });
    expect(JSON.parse(result.response.body).headers).toMatchObject({ "accept-language": "fr", "if-none-match": '"v1"' });
  });
});

describe("http_get asks a person first", () => {
  const phrase = `our ${unique("winter").replace("-", "")} launch date moves to March`;
  const ask = (input: { url: string; headers?: Record<string, string> }) => httpGet.approval!(httpGet.input.parse(input), toolContext(editor));
  /** Runs with the allow-list set to the test server's host, then empties it again. */
  const withListedServer = (run: () => Promise<void>) =>
    withSettingsLock(async () => {
      await allowedHosts.replace(admin, [new URL(server.url).hostname]);
      try {
        await run();
      } finally {
        await allowedHosts.replace(admin, []);
      }
    });

  beforeAll(async () => {
    await sections.syncTemplates();
    await pages.create(editor, { title: "Plans", slug: unique("plans"), sections: [{ templateKey: "text", content: { body: `Internal: ${phrase}.` } }] });
  });

  it("runs plain reads of a listed host on its own", () =>
    withListedServer(async () => {
      expect(await ask({ url: `${server.url}/api/items?page=2&sort=new&q=weather+in+paris+today` })).toBeUndefined();
      expect(await ask({ url: `${server.url}/api/items`, headers: { accept: "application/json" } })).toBeUndefined();
    }));

  it("asks for a host nobody listed, and says why on the card", () =>
    withSettingsLock(async () => {
      const url = `${server.url}/api/items?page=2`;
      expect(await ask({ url })).toBe("ask");
      const preview = await httpGet.preview!(httpGet.input.parse({ url }), toolContext(editor));
      expect(preview).toEqual({
        action: `Read ${new URL(server.url).host} with a GET request`,
        target: { type: "url", label: url },
        current: { method: "GET", url, host: new URL(server.url).host },
        impact: [
          "127.0.0.1 is not on the list of hosts the assistant may read from without asking (Settings → Agent approvals).",
          `Everything in the address and headers is sent to ${new URL(server.url).host}, outside this site.`,
        ],
      });
    }));

  it("asks when the address of a listed host carries a long value or the site's own text", () =>
    withListedServer(async () => {
      const long = "x".repeat(101);
      expect(await ask({ url: `${server.url}/api/items?page=${long}` })).toBe("ask");
      const words = phrase.split(" ").slice(1, 5);
      const cases = [
        [`${server.url}/api/items?q=${words.join("+")}`, "the query parameter “q”"],
        [`${server.url}/search/${encodeURIComponent(`Just ${words.join(" ")} okay`)}`, "the path"],
        [`${server.url}/api/items?${words.join("-")}=1`, `the query parameter name “${words.join("-")}”`],
      ] as const;
      for (const [url, where] of cases) {
        expect(await ask({ url }), url).toBe("ask");
        const preview = await httpGet.preview!(httpGet.input.parse({ url }), toolContext(editor));
        expect(preview.impact, url).toContain(`The request carries words from the site's content in ${where}: “${words.join(" ").toLowerCase()}…”.`);
      }
      expect(await ask({ url: `${server.url}/api/items`, headers: { "if-none-match": words.join(" ") } })).toBe("ask");
      const preview = await httpGet.preview!(httpGet.input.parse({ url: `${server.url}/api/items?page=${long}` }), toolContext(editor));
      expect(preview.impact).toEqual([
        "The request carries a long value (101 characters) in the query parameter “page”.",
        `Everything in the address and headers is sent to ${new URL(server.url).host}, outside this site.`,
      ]);
    }));

  it("shows no card for a call that fails before sending anything", () =>
    withSettingsLock(async () => {
      expect(await ask({ url: `${server.url}/api/items`, headers: { "x-secret": "1" } })).toBeUndefined();
      expect(await ask({ url: "not a url" })).toBeUndefined();
    }));
});

describe("http_post", () => {
  it("previews the method, address, host and body without sending anything", async () => {
    const before = server.requests.length;
    const preview = await httpPost.preview!({ url: `${server.url}/echo`, body: { event: "published", id: 7 } }, toolContext(editor));
    expect(preview).toEqual({
      action: `Send a POST request to ${new URL(server.url).host}`,
      target: { type: "url", label: `${server.url}/echo` },
      current: { method: "POST", url: `${server.url}/echo`, host: new URL(server.url).host, contentType: "application/json", body: '{"event":"published","id":7}' },
      impact: [`Sends 28 B to ${new URL(server.url).host}, outside this site; it cannot be undone.`],
    });
    expect(server.requests.length).toBe(before);
    await expect(httpPost.preview!({ url: "not a url", body: "x" }, toolContext(editor))).rejects.toMatchObject({ code: "validation" });
  });

  it("sends JSON or text with the right content type", async () => {
    const json = await call(httpPost, { url: `${server.url}/echo`, body: { event: "published" } });
    expect(JSON.parse(json.response.body)).toMatchObject({ method: "POST", body: '{"event":"published"}', headers: { "content-type": "application/json" } });
    const text = await call(httpPost, { url: `${server.url}/echo`, body: "a=1&b=2", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(JSON.parse(text.response.body)).toMatchObject({ body: "a=1&b=2", headers: { "content-type": "application/x-www-form-urlencoded" } });
  });

  it("refuses a viewer and private addresses", async () => {
    expect(await call(httpPost, { url: `${server.url}/echo`, body: "x" }, viewer)).toMatchObject({ ok: false, code: "forbidden" });
    expect(await call(httpPost, { url: "http://10.0.0.5/hook", body: "x" })).toMatchObject({ ok: false, code: "refused", error: "refused: 10.0.0.5 is a private address" });
  });

  it("ignores a model-invented confirmed flag", () => {
    expect(httpPost.input.parse({ url: "https://example.com", body: "x", confirmed: true })).toEqual({ url: "https://example.com", body: "x" });
  });
});
