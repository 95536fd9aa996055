import { BlockList, isIP } from "node:net";

/**
 * Address ranges the server's own network tools may never reach: anything that is not the public
 * internet. The metadata endpoints come first so a refusal names them rather than their wider range.
 * IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are matched by the IPv4 rules.
 */
const BLOCKED_RANGES: [network: string, prefix: number, reason: string][] = [
  ["169.254.169.254", 32, "the cloud metadata address"],
  ["fd00:ec2::254", 128, "the cloud metadata address"],
  ["0.0.0.0", 8, "a 'this network' address"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a carrier-grade NAT address"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address"],
  ["172.16.0.0", 12, "a private address"],
  ["192.168.0.0", 16, "a private address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved address"],
  ["::", 128, "the unspecified address"],
  ["::1", 128, "a loopback address"],
  ["64:ff9b::", 96, "a NAT64 address"],
  ["fc00::", 7, "a private address"],
  ["fe80::", 10, "a link-local address"],
  ["ff00::", 8, "a multicast address"],
];

const RULES = BLOCKED_RANGES.map(([network, prefix, reason]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, isIP(network) === 6 ? "ipv6" : "ipv4");
  return { list, reason };
});

/** Host names of cloud metadata services, refused before any lookup. */
const BLOCKED_HOSTNAMES = new Set(["metadata.google.internal", "metadata.goog"]);

/** Why an IP address may not be reached (e.g. "a loopback address"), or null for a public address. */
export function blockedAddressReason(address: string): string | null {
  const family = isIP(address);
  if (!family) return "not an IP address";
  const type = family === 6 ? "ipv6" : "ipv4";
  return RULES.find((rule) => rule.list.check(address, type))?.reason ?? null;
}

export function isBlockedHostname(hostname: string): boolean {
  return BLOCKED_HOSTNAMES.has(hostname.toLowerCase().replace(/\.$/, ""));
}
