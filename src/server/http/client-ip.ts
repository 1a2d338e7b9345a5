import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { normalizeIp, type TrustedProxies } from "../config";
import type { AppEnv } from "../deps";

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
function clientIp(c: Context<AppEnv>): string {
  return resolveClientIp(
    peerAddress(c),
    c.req.header("x-forwarded-for"),
    c.get("deps").config.trustedProxies,
  );
}

/** Whether the request came from a trusted proxy, whose X-Forwarded-Proto/Host may be believed. */
export function fromTrustedProxy(c: Context<AppEnv>): boolean {
  const peer = peerAddress(c);
  const address = peer === undefined ? undefined : normalizeIp(peer);
  return address !== undefined && c.get("deps").config.trustedProxies.trusts(address, 0);
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
