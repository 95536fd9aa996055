import { isIP } from "node:net";
import { ipv6Groups } from "@/lib/net/address-policy";

/**
 * Where a request comes from, for throttling: the last entry of X-Forwarded-For, i.e. the address
 * the nearest hop saw. The server (scripts/serve.mjs) overwrites the header with the socket's
 * address unless TRUST_PROXY says a reverse proxy in front sets or appends it, so a client cannot
 * choose it. IPv6 clients are grouped by their /64, the block one subscriber usually holds, so
 * rotating addresses inside it does not reset the count.
 */
export function clientAddress(headers: Headers): string | null {
  const last = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  if (!last || !isIP(last)) return null;
  if (isIP(last) === 4) return last;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(last);
  if (mapped) return mapped[1]!;
  const prefix = ipv6Groups(last.replace(/%.*$/, "")).slice(0, 4);
  return `${prefix.map((group) => group.toString(16)).join(":")}::/64`;
}
