import { describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/auth/client-address";

const from = (forwardedFor?: string) => clientAddress(new Headers(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }));

describe("client address for throttling", () => {
  it("takes the address the nearest hop added, not one the client wrote in front of it", () => {
    expect(from("203.0.113.9")).toBe("203.0.113.9");
    expect(from("10.9.9.9, 198.51.100.4")).toBe("198.51.100.4");
    expect(from("::ffff:127.0.0.1")).toBe("127.0.0.1");
  });

  it("groups IPv6 clients by their /64, so rotating addresses in one block counts as one source", () => {
    expect(from("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(from("2001:db8:aa:bb:ffff:1:2:3")).toBe("2001:db8:aa:bb::/64");
  });

  it("has no address when the header is missing or not an IP address", () => {
    expect(from()).toBeNull();
    expect(from("")).toBeNull();
    expect(from("unknown")).toBeNull();
  });
});

describe("the address the server hands the app (scripts/serve.mjs)", () => {
  /** What a real connection from `localAddress`, sending `header`, gets as X-Forwarded-For. */
  async function seenAs(header: string, trustProxy: boolean) {
    const http = await import("node:http");
    // @ts-expect-error: a plain .mjs script without types
    const { forwardedFor } = await import("../../scripts/serve.mjs");
    const server = http.createServer((request, response) => response.end(forwardedFor(request, trustProxy)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    try {
      return await new Promise<string>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, localAddress: "127.0.0.7", headers: { "x-forwarded-for": header } }, (response) => {
            let body = "";
            response.on("data", (chunk) => (body += chunk));
            response.on("end", () => resolve(body));
          })
          .on("error", reject);
      });
    } finally {
      server.close();
    }
  }

  it("is the connection's own address, whatever a client writes in X-Forwarded-For", async () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": await seenAs("203.0.113.9", false) }))).toBe("127.0.0.7");
  });

  it("is what a trusted reverse proxy sent, with TRUST_PROXY", async () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": await seenAs("10.0.0.1, 203.0.113.9", true) }))).toBe("203.0.113.9");
  });
});
