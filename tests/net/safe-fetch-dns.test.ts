import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { safeFetch } from "@/lib/net/safe-fetch";
import { startTestServer, type TestServer } from "./test-server";

// Names under .invalid never resolve for real, so only the answers below exist: a request that
// did its own second lookup instead of using the vetted address would fail.
const dns = vi.hoisted(() => ({
  answers: {
    "rebind.invalid": [{ address: "127.0.0.1", family: 4 }],
    "mixed.invalid": [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.1", family: 4 },
    ],
  } as Record<string, { address: string; family: number }[]>,
  calls: [] as string[],
}));

vi.mock("node:dns/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = async (hostname: string, options: object) => {
    dns.calls.push(hostname);
    return dns.answers[hostname] ?? actual.lookup(hostname, options);
  };
  return { ...actual, lookup, default: { ...actual, lookup } };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, res) => res.end(`host=${request.headers.host}`));
});
afterAll(() => server.close());

describe("safe fetch and DNS", () => {
  it("resolves a name once and connects to the address it checked", async () => {
    const url = `http://rebind.invalid:${new URL(server.url).port}/`;
    const response = await safeFetch(url, { trustedOrigins: [url] });
    expect(response.body.toString()).toBe(`host=rebind.invalid:${new URL(server.url).port}`);
    expect(dns.calls.filter((name) => name === "rebind.invalid")).toHaveLength(1);
  });

  it("refuses a name when any of its addresses is private", async () => {
    await expect(safeFetch("http://mixed.invalid/")).rejects.toMatchObject({
      code: "refused",
      message: "refused: mixed.invalid resolves to 10.0.0.1, a private address",
    });
  });
});
