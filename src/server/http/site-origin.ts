import type { Context } from "hono";
import type { AppEnv } from "../deps";
import { originOfRequest } from "./security";

/**
 * The site's public address, for links that leave the page (sitemap, e-mails): PUBLIC_SITE_URL, else
 * the address this request came to, as a trusted proxy reports it.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  const configured = c.get("deps").config.publicSiteUrl;
  if (configured) return configured;
  return originOfRequest(c);
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The origin for links in e-mails a visitor's request causes (a password reset, a new lead's
 * notification). The e-mail reaches someone else later, so the Host header of an anonymous request
 * must never become its link: that would let anyone mail a broker a reset or lead link to a site of
 * their own. Only PUBLIC_SITE_URL is trusted, or, without it, a loopback address (a trial on one's
 * own machine); otherwise null, and the e-mail goes without a link.
 */
export function emailLinkOrigin(c: Context<AppEnv>): string | null {
  const configured = c.get("deps").config.publicSiteUrl;
  if (configured) return configured;
  const origin = originOfRequest(c);
  return isLoopbackOrigin(origin) ? origin : null;
}

/** Whether an origin (scheme, host and port, as URL.origin writes it) names this machine. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = origin.slice(origin.indexOf("//") + 2);
  // A port follows the host's last colon, except inside an IPv6 address's brackets.
  const port = host.lastIndexOf(":");
  return LOOPBACK_HOST.test(port > host.lastIndexOf("]") ? host.slice(0, port) : host);
}
