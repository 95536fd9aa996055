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
  ["64:ff9b:1::", 48, "a NAT64 address"],
  // Teredo hides the client's IPv4 address (inverted) in the last 32 bits and sends traffic through
  // relays; the protocol is obsolete, so the whole range is refused rather than decoded.
  ["2001::", 32, "a Teredo tunnel address"],
  ["fc00::", 7, "a private address"],
  ["fe80::", 10, "a link-local address"],
  ["ff00::", 8, "a multicast address"],
];

const subnet = (network: string, prefix: number) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, isIP(network) === 6 ? "ipv6" : "ipv4");
  return list;
};

const RULES = BLOCKED_RANGES.map(([network, prefix, reason]) => ({ list: subnet(network, prefix), reason }));

/** Host names of cloud metadata services, refused before any lookup. */
const BLOCKED_HOSTNAMES = new Set(["metadata.google.internal", "metadata.goog"]);

/**
 * IPv6 ranges whose addresses carry an IPv4 address, and which 16-bit groups hold it. Such an
 * address is judged by the IPv4 address it carries, so ::127.0.0.1 or 2002:7f00:1:: is loopback.
 */
const IPV4_CARRIERS = [
  { list: subnet("::", 96), groups: [6, 7] }, // IPv4-compatible (deprecated): ::127.0.0.1
  { list: subnet("::ffff:0:0:0", 96), groups: [6, 7] }, // IPv4-translated: ::ffff:0:127.0.0.1
  { list: subnet("2002::", 16), groups: [1, 2] }, // 6to4: 2002:7f00:1::
];

/** The eight 16-bit groups of an IPv6 address, whatever its spelling (zeros compressed, dotted tail). */
export function ipv6Groups(address: string): number[] {
  // The URL parser writes IPv6 hosts in one canonical form: hex groups, at most one "::".
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

function embeddedIPv4(address: string): string | null {
  const carrier = IPV4_CARRIERS.find((candidate) => candidate.list.check(address, "ipv6"));
  if (!carrier) return null;
  const groups = ipv6Groups(address);
  const [high, low] = carrier.groups.map((index) => groups[index]!);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

const directReason = (address: string, type: "ipv4" | "ipv6") => RULES.find((rule) => rule.list.check(address, type))?.reason ?? null;

/** Why an IP address may not be reached (e.g. "a loopback address"), or null for a public address. */
export function blockedAddressReason(address: string): string | null {
  const family = isIP(address);
  if (!family) return "not an IP address";
  if (family === 4) return directReason(address, "ipv4");
  const bare = address.replace(/%.*$/, ""); // a zone id (fe80::1%eth0) names the interface, not the address
  const direct = directReason(bare, "ipv6");
  if (direct) return direct;
  const ipv4 = embeddedIPv4(bare);
  const carried = ipv4 && directReason(ipv4, "ipv4");
  return carried ? `an IPv6 form of ${ipv4}, ${carried}` : null;
}

export function isBlockedHostname(hostname: string): boolean {
  return BLOCKED_HOSTNAMES.has(hostname.toLowerCase().replace(/\.$/, ""));
}
