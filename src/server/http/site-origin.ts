import type { Context } from "hono";
import { fromTrustedProxy } from "./client-ip";
import type { AppEnv } from "./context";
import { requestOrigin } from "./security";

/**
 * The site's public address, for links that leave the page (sitemap, e-mails): PUBLIC_SITE_URL, else
 * the address this request came to, as a trusted proxy reports it.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  const configured = c.get("deps").config.publicSiteUrl;
  if (configured) return configured;
  const proxied = fromTrustedProxy(c);
  return requestOrigin(
    c.req.url,
    proxied ? c.req.header("x-forwarded-proto") : undefined,
    proxied ? c.req.header("x-forwarded-host") : undefined,
  );
}
