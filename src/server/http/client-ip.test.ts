import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "../config";
import { limitNetwork, resolveClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  const privateProxies = parseTrustProxy("true");
  it.each([
    // The reproduction: a client prepends a new address each time; the proxy appends the real one.
    ["true", "127.0.0.1", "198.18.0.7, 192.0.2.10", "192.0.2.10"],
    ["true", "127.0.0.1", "198.18.0.8, 192.0.2.10", "192.0.2.10"],
    ["true", "127.0.0.1", "192.0.2.10", "192.0.2.10"],
    ["true", "127.0.0.1", undefined, "127.0.0.1"],
    ["true", "127.0.0.1", "", "127.0.0.1"],
    // A chain of private proxies is walked through; the left-most address is the last resort.
    ["true", "10.0.0.5", "198.18.0.1, 192.0.2.10, 10.0.0.9", "192.0.2.10"],
    ["true", "10.0.0.5", "10.1.2.3", "10.1.2.3"],
    ["true", "10.0.0.5", " 10.1.2.3 ,10.0.0.9", "10.1.2.3"],
    // A peer that is not a trusted proxy is the client, whatever it claims.
    ["true", "203.0.113.50", "192.0.2.10", "203.0.113.50"],
    ["false", "127.0.0.1", "192.0.2.10", "127.0.0.1"],
    ["0", "127.0.0.1", "192.0.2.10", "127.0.0.1"],
    // IPv4-mapped peers and entries.
    ["true", "::ffff:127.0.0.1", "::ffff:192.0.2.10", "192.0.2.10"],
    ["127.0.0.1", "::ffff:127.0.0.1", "192.0.2.10", "192.0.2.10"],
    ["true", "::1", "2001:db8::7", "2001:db8::7"],
    // Junk in the header ends trust at the hop that passed it on.
    ["true", "127.0.0.1", "192.0.2.10, junk", "127.0.0.1"],
    ["true", "127.0.0.1", "junk, 10.0.0.8", "10.0.0.8"],
    ["true", "127.0.0.1", "192.0.2.10,,10.0.0.8", "10.0.0.8"],
    // Listed addresses and CIDRs.
    ["203.0.113.0/24, 2001:db8::/32", "203.0.113.9", "198.18.0.1, 192.0.2.10", "192.0.2.10"],
    ["203.0.113.0/24", "203.0.113.9", "192.0.2.10, 203.0.113.4", "192.0.2.10"],
    ["203.0.113.0/24", "127.0.0.1", "192.0.2.10", "127.0.0.1"],
    ["2001:db8::/32", "2001:db8::1", "192.0.2.10", "192.0.2.10"],
    // Hop counts: that many proxies in front, whatever their addresses.
    ["1", "203.0.113.9", "198.18.0.1, 192.0.2.10", "192.0.2.10"],
    ["2", "203.0.113.9", "198.18.0.1, 192.0.2.10, 203.0.113.4", "192.0.2.10"],
    ["2", "203.0.113.9", "192.0.2.10", "192.0.2.10"],
    // No socket at all: nothing to trust.
    ["true", undefined, "192.0.2.10", "unknown"],
  ])("TRUST_PROXY=%j, peer %j, X-Forwarded-For %j → %j", (setting, peer, forwardedFor, expected) => {
    const trusted = setting === "true" ? privateProxies : parseTrustProxy(setting);
    expect(resolveClientIp(peer, forwardedFor, trusted)).toBe(expected);
  });
});

describe("limitNetwork", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3:8d3::/64"],
    ["2001:db8:85a3:8d3::1", "2001:db8:85a3:8d3::/64"],
    ["2001:0db8:0000:0001:ffff::9", "2001:db8:0:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["fe80::", "fe80:0:0:0::/64"],
  ])("counts %s as %s", (ip, network) => {
    expect(limitNetwork(ip)).toBe(network);
  });

  it("puts every address of one /64 in one network and a neighbouring /64 in another", () => {
    const home = limitNetwork("2001:db8:1:2:aaaa::1");
    expect(limitNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(home);
    expect(limitNetwork("2001:db8:1:3::1")).not.toBe(home);
  });
});
