import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context";

/**
 * Which hops in front of the server are our own reverse proxies (TRUST_PROXY). Hop 0 is the
 * socket peer, hop 1 the right-most X-Forwarded-For entry, and so on leftwards.
 */
export interface TrustedProxies {
  /** The setting as given, for messages. */
  setting: string;
  /** True when no proxy is trusted: X-Forwarded-* headers are ignored. */
  none: boolean;
  trusts(address: string, hop: number): boolean;
}

/** `TRUST_PROXY=true`: loopback, link-local and private (unique-local) ranges, IPv4 and IPv6. */
export const PRIVATE_RANGES = [
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "169.254.0.0/16",
  "::1/128",
  "fc00::/7",
  "fe80::/10",
];

const FALSE = new Set(["false", "0", "no", "off"]);
const TRUE = new Set(["true", "yes", "on"]);

/**
 * A bare IPv4 or IPv6 address from a header entry, lower-cased, with an IPv4-mapped IPv6
 * address turned into its IPv4 form; a port ("1.2.3.4:80", "[::1]:80") is dropped.
 * Anything else is undefined.
 */
export function normalizeIp(entry: string): string | undefined {
  let value = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value : undefined;
}

function addEntry(list: BlockList, entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  const ip = address === undefined ? undefined : normalizeIp(address);
  if (!ip || extra !== undefined) return false;
  const type = isIP(ip) === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) {
    list.addAddress(ip, type);
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (type === "ipv4" ? 32 : 128)) return false;
  list.addSubnet(ip, bits, type);
  return true;
}

/**
 * Reads TRUST_PROXY: false, true (PRIVATE_RANGES), a number of proxy hops, or a comma-separated
 * list of addresses and CIDRs. Throws an Error whose message completes "TRUST_PROXY …".
 */
export function parseTrustProxy(setting: string): TrustedProxies {
  const value = setting.trim().toLowerCase();
  if (FALSE.has(value)) return { setting, none: true, trusts: () => false };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return { setting, none: false, trusts: (_address, hop) => hop < hops };
  }
  const entries = TRUE.has(value) ? PRIVATE_RANGES : value.split(",").map((e) => e.trim());
  const list = new BlockList();
  const bad = entries.find((entry) => !addEntry(list, entry));
  if (bad !== undefined) {
    throw new Error(
      "must be true, false, a number of proxy hops, or a comma-separated list of IP addresses and CIDRs" +
        (entries.length > 1 ? ` (bad entry "${bad}")` : ""),
    );
  }
  return {
    setting,
    none: false,
    trusts: (address) => list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6"),
  };
}

/**
 * The client's address: walking from the socket peer leftwards through X-Forwarded-For, the
 * first address that is not a trusted proxy. Entries left of it were written by the client
 * and are never believed. An entry that is not an IP address ends the walk at the hop that
 * passed it on; when every hop is trusted, the left-most address is the client.
 */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const socket = peer === undefined ? undefined : normalizeIp(peer);
  if (socket === undefined) return "unknown";
  if (trusted.none || !forwardedFor) return socket;
  const chain = [socket, ...forwardedFor.split(",").reverse()];
  let client = socket;
  for (let hop = 0; hop < chain.length - 1 && trusted.trusts(client, hop); hop++) {
    const next = normalizeIp(chain[hop + 1]!);
    if (next === undefined) break;
    client = next;
  }
  return client;
}

/** The socket peer's address; undefined when the request did not come through a socket. */
function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The caller's address, as resolveClientIp finds it for this request. */
export function clientIp(c: Context<AppEnv>): string {
  return resolveClientIp(
    peerAddress(c),
    c.req.header("x-forwarded-for"),
    c.get("deps").config.trustedProxies,
  );
}

/** Whether the request came from a trusted proxy, whose X-Forwarded-Proto/Host may be believed. */
export function fromTrustedProxy(c: Context<AppEnv>): boolean {
  return isTrustedPeer(c.get("deps").config.trustedProxies, peerAddress(c));
}

/** Whether the socket peer at this address is one of our reverse proxies. */
export function isTrustedPeer(proxies: TrustedProxies, peer: string | undefined): boolean {
  const address = peer === undefined ? undefined : normalizeIp(peer);
  return address !== undefined && proxies.trusts(address, 0);
}

/**
 * The network a per-address limit counts against: an IPv4 address itself, or the /64 an IPv6
 * address belongs to. One home or phone line is given a whole /64 and may use any address in it,
 * so counting single IPv6 addresses would let one caller reset every limit at will.
 */
export function limitNetwork(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail] = ip.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  // An embedded IPv4 address (64:ff9b::192.0.2.1) fills the last two groups.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes(".") ? 2 : 1), 0);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill("0");
  const prefix = [...left, ...zeros, ...right].slice(0, 4);
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}

/** The caller's network for per-address limits (limitNetwork of clientIp). */
export function clientNetwork(c: Context<AppEnv>): string {
  return limitNetwork(clientIp(c));
}
