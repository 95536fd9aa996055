import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceContext } from "@/lib/services/context";
import type { ToolDefinition } from "@/lib/tools/define";
import { httpGet, httpPost } from "@/lib/tools/http";
import { editor, viewer } from "../support/actors";
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

describe("http_post", () => {
  it("previews the method, address, host and body without sending anything", async () => {
    const before = server.requests.length;
    const preview = await httpPost.preview!({ url: `${server.url}/echo`, body: { event: "published", id: 7 } }, toolContext(editor));
    expect(preview).toEqual({
      action: `Send a POST request to ${new URL(server.url).host}`,
      target: { type: "url", label: `${server.url}/echo` },
      current: { method: "POST", url: `${server.url}/echo`, host: new URL(server.url).host, contentType: "application/json", bodyPreview: '{"event":"published","id":7}' },
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
