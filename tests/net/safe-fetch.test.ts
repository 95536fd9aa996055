import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch } from "@/lib/net/safe-fetch";
import { sendJson, setEnv, startTestServer, type TestServer } from "./test-server";

let site: TestServer;
let other: TestServer;

const redirect = (location: string, status = 302) => (res: import("node:http").ServerResponse) => {
  res.writeHead(status, { location });
  res.end();
};

beforeAll(async () => {
  other = await startTestServer((request, res) => sendJson(res, request));
  site = await startTestServer((request, res) => {
    const routes: Record<string, () => void> = {
      "/hello": () => res.end("hello"),
      "/echo": () => sendJson(res, request),
      "/to-hello": () => redirect("/hello")(res),
      "/to-other": () => redirect(`${other.url}/`)(res),
      "/to-private": () => redirect("http://10.0.0.1/admin")(res),
      "/to-metadata": () => redirect("http://169.254.169.254/latest/meta-data/")(res),
      "/to-file": () => redirect("file:///etc/passwd")(res),
      "/loop": () => redirect("/loop")(res),
      "/post-303": () => redirect("/echo", 303)(res),
      "/to-other-echo": () => redirect(`${other.url}/echo`, 307)(res),
      "/big": () => res.end(Buffer.alloc(3 * 1024 * 1024, 97)),
      "/big-chunked": () => {
        res.writeHead(200, { "content-type": "text/plain" });
        for (let i = 0; i < 30; i++) res.write(Buffer.alloc(100 * 1024, 97));
        res.end();
      },
      "/bomb": () => {
        res.writeHead(200, { "content-encoding": "gzip" });
        res.end(gzipSync(Buffer.alloc(5 * 1024 * 1024)));
      },
      "/gzipped": () => {
        res.writeHead(200, { "content-encoding": "gzip", "content-type": "text/plain" });
        res.end(gzipSync("compressed hello"));
      },
      "/slow": () => {},
    };
    (routes[request.path] ?? (() => res.writeHead(404).end()))();
  });
});

afterAll(async () => {
  await site.close();
  await other.close();
});

const trusted = () => ({ trustedOrigins: [site.url] });

describe("safe fetch refuses what is not the public internet", () => {
  it.each([
    ["http://127.0.0.1:9/", "refused: 127.0.0.1 is a loopback address"],
    ["http://10.1.2.3/", "refused: 10.1.2.3 is a private address"],
    ["http://172.16.5.4/", "refused: 172.16.5.4 is a private address"],
    ["http://192.168.0.10/", "refused: 192.168.0.10 is a private address"],
    ["http://169.254.169.254/latest/meta-data/", "refused: 169.254.169.254 is the cloud metadata address"],
    ["http://169.254.1.1/", "refused: 169.254.1.1 is a link-local address"],
    ["http://100.64.0.7/", "refused: 100.64.0.7 is a carrier-grade NAT address"],
    ["http://0.0.0.0:3000/", "refused: 0.0.0.0 is a 'this network' address"],
    ["http://2130706433/", "refused: 127.0.0.1 is a loopback address"],
    ["http://0x7f.1/", "refused: 127.0.0.1 is a loopback address"],
    ["http://[::1]:3000/", "refused: ::1 is a loopback address"],
    ["http://[fd00::5]/", "refused: fd00::5 is a private address"],
    ["http://[fe80::1]/", "refused: fe80::1 is a link-local address"],
    ["http://[fd00:ec2::254]/", "refused: fd00:ec2::254 is the cloud metadata address"],
    ["http://[::ffff:127.0.0.1]/", "refused: ::ffff:7f00:1 is a loopback address"],
    ["http://[::127.0.0.1]:3714/", "refused: ::7f00:1 is an IPv6 form of 127.0.0.1, a loopback address"],
    ["http://[::ffff:0:127.0.0.1]/", "refused: ::ffff:0:7f00:1 is an IPv6 form of 127.0.0.1, a loopback address"],
    ["http://[2002:7f00:1::]/", "refused: 2002:7f00:1:: is an IPv6 form of 127.0.0.1, a loopback address"],
    ["http://metadata.google.internal/computeMetadata/v1/", "refused: metadata.google.internal is a cloud metadata host"],
  ])("%s", async (url, message) => {
    await expect(safeFetch(url)).rejects.toMatchObject({ code: "refused", message });
  });

  it("resolves host names and refuses one that points at loopback", async () => {
    await expect(safeFetch("http://localhost:9/")).rejects.toMatchObject({
      code: "refused",
      message: expect.stringMatching(/^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/),
    });
  });

  it("refuses other schemes, credentials in the URL and non-URLs", async () => {
    await expect(safeFetch("file:///etc/passwd")).rejects.toMatchObject({ code: "refused", message: "refused: only http and https URLs are allowed, not file:" });
    await expect(safeFetch("ftp://example.com/")).rejects.toMatchObject({ code: "refused" });
    await expect(safeFetch("http://user:secret@example.com/")).rejects.toMatchObject({ code: "refused", message: expect.stringContaining("password") });
    await expect(safeFetch("not a url")).rejects.toMatchObject({ code: "invalid_url", hint: expect.stringContaining("https://") });
  });

  it("refuses the loopback test server itself unless its origin is trusted", async () => {
    await expect(safeFetch(`${site.url}/hello`)).rejects.toMatchObject({ code: "refused" });
    const response = await safeFetch(`${site.url}/hello`, trusted());
    expect(response).toMatchObject({ status: 200, url: `${site.url}/hello`, redirects: [] });
    expect(response.body.toString()).toBe("hello");
  });

  it("trusts origins the operator lists in NET_TRUSTED_ORIGINS", async () => {
    const restore = setEnv({ NET_TRUSTED_ORIGINS: `https://intranet.example, ${site.url}` });
    try {
      expect((await safeFetch(`${site.url}/hello`)).body.toString()).toBe("hello");
    } finally {
      restore();
    }
    await expect(safeFetch(`${site.url}/hello`)).rejects.toMatchObject({ code: "refused" });
  });
});

describe("safe fetch checks every redirect", () => {
  it("follows a redirect within the trusted origin", async () => {
    const response = await safeFetch(`${site.url}/to-hello`, trusted());
    expect(response.body.toString()).toBe("hello");
    expect(response.redirects).toEqual([`${site.url}/hello`]);
  });

  it("refuses a redirect from the trusted server to another loopback server, without contacting it", async () => {
    await expect(safeFetch(`${site.url}/to-other`, trusted())).rejects.toMatchObject({ code: "refused", message: "refused: 127.0.0.1 is a loopback address" });
    expect(other.requests).toHaveLength(0);
  });

  it.each([
    ["/to-private", "refused: 10.0.0.1 is a private address"],
    ["/to-metadata", "refused: 169.254.169.254 is the cloud metadata address"],
    ["/to-file", "refused: only http and https URLs are allowed, not file:"],
  ])("refuses the redirect of %s", async (path, message) => {
    await expect(safeFetch(`${site.url}${path}`, trusted())).rejects.toMatchObject({ code: "refused", message });
  });

  it("stops after five redirects", async () => {
    await expect(safeFetch(`${site.url}/loop`, trusted())).rejects.toMatchObject({ code: "too_many_redirects", message: expect.stringContaining("5 redirects") });
  });

  it("turns a POST into a GET without a body on 303", async () => {
    const response = await safeFetch(`${site.url}/post-303`, { ...trusted(), method: "POST", body: "a=1", headers: { "content-type": "text/plain" } });
    const echoed = JSON.parse(response.body.toString());
    expect(echoed).toMatchObject({ method: "GET", path: "/echo", body: "" });
    expect(echoed.headers["content-type"]).toBeUndefined();
  });

  it("does not carry credentials to another origin", async () => {
    const response = await safeFetch(`${site.url}/to-other-echo`, {
      trustedOrigins: [site.url, other.url],
      headers: { Authorization: "Bearer secret", "X-Custom": "kept" },
    });
    const echoed = JSON.parse(response.body.toString());
    expect(echoed.headers.authorization).toBeUndefined();
    expect(echoed.headers["x-custom"]).toBe("kept");
  });
});

describe("safe fetch requests", () => {
  it("sends a POST body and keeps transport headers its own", async () => {
    const response = await safeFetch(`${site.url}/echo`, { ...trusted(), method: "POST", body: "a=1", headers: { Host: "evil.example", "Content-Type": "text/plain" } });
    const echoed = JSON.parse(response.body.toString());
    expect(echoed).toMatchObject({ method: "POST", body: "a=1" });
    expect(echoed.headers.host).toBe(new URL(site.url).host);
    expect(echoed.headers["content-length"]).toBe("3");
  });

  it("decompresses gzip bodies", async () => {
    expect((await safeFetch(`${site.url}/gzipped`, trusted())).body.toString()).toBe("compressed hello");
  });
});

describe("safe fetch caps size and time", () => {
  it.each(["/big", "/big-chunked", "/bomb"])("refuses the body of %s beyond 2 MB", async (path) => {
    await expect(safeFetch(`${site.url}${path}`, trusted())).rejects.toMatchObject({ code: "too_large", message: "refused: the response is larger than 2.0 MB." });
  });

  it("takes a smaller cap", async () => {
    await expect(safeFetch(`${site.url}/hello`, { ...trusted(), maxBytes: 3 })).rejects.toMatchObject({ code: "too_large" });
  });

  it("gives up when the server does not answer in time", async () => {
    const started = Date.now();
    await expect(safeFetch(`${site.url}/slow`, { ...trusted(), timeoutMs: 300 })).rejects.toMatchObject({
      code: "timeout",
      message: `${new URL(site.url).host} did not answer within 0.3 s.`,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
