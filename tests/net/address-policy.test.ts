import { describe, expect, it } from "vitest";
import { blockedAddressReason, isBlockedHostname } from "@/lib/net/address-policy";

describe("address policy", () => {
  it.each([
    ["127.0.0.1", "a loopback address"],
    ["127.255.0.9", "a loopback address"],
    ["10.20.30.40", "a private address"],
    ["172.16.0.1", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.1", "a private address"],
    ["169.254.10.10", "a link-local address"],
    ["169.254.169.254", "the cloud metadata address"],
    ["100.64.0.1", "a carrier-grade NAT address"],
    ["100.127.255.254", "a carrier-grade NAT address"],
    ["0.0.0.0", "a 'this network' address"],
    ["224.0.0.251", "a multicast address"],
    ["255.255.255.255", "a reserved address"],
    ["::1", "a loopback address"],
    ["::", "the unspecified address"],
    ["fc00::1", "a private address"],
    ["fd12:3456::1", "a private address"],
    ["fe80::1", "a link-local address"],
    ["ff02::1", "a multicast address"],
    ["fd00:ec2::254", "the cloud metadata address"],
    ["::ffff:127.0.0.1", "a loopback address"],
    ["::ffff:a9fe:a9fe", "the cloud metadata address"],
    ["64:ff9b::a00:1", "a NAT64 address"],
    ["64:ff9b:1::808:808", "a NAT64 address"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "a Teredo tunnel address"],
    ["fe80::1%eth0", "a link-local address"],
  ])("refuses %s as %s", (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each([
    ["::127.0.0.1", "an IPv6 form of 127.0.0.1, a loopback address"],
    ["::7f00:1", "an IPv6 form of 127.0.0.1, a loopback address"],
    ["0:0:0:0:0:0:127.0.0.1", "an IPv6 form of 127.0.0.1, a loopback address"],
    ["::a9fe:a9fe", "an IPv6 form of 169.254.169.254, the cloud metadata address"],
    ["::ffff:0:127.0.0.1", "an IPv6 form of 127.0.0.1, a loopback address"],
    ["::ffff:0:a00:1", "an IPv6 form of 10.0.0.1, a private address"],
    ["2002:7f00:1::", "an IPv6 form of 127.0.0.1, a loopback address"],
    ["2002:c0a8:101::1", "an IPv6 form of 192.168.1.1, a private address"],
    ["2002:a9fe:a9fe:0:0:0:0:1", "an IPv6 form of 169.254.169.254, the cloud metadata address"],
  ])("judges %s by the IPv4 address it carries", (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "169.255.0.1", "2606:4700::1111", "::ffff:8.8.8.8", "2002:808:808::1", "2001:db9::1"])("allows the public address %s", (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it("names cloud metadata hosts whatever their case or trailing dot", () => {
    expect(isBlockedHostname("metadata.google.internal")).toBe(true);
    expect(isBlockedHostname("Metadata.Google.Internal.")).toBe(true);
    expect(isBlockedHostname("example.com")).toBe(false);
  });
});
