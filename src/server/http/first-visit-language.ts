import type { Context } from "hono";
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeFromCookie,
  pathInLocale,
  preferredLocale,
} from "../../i18n/locale";
import type { AppEnv } from "../deps";

/** Robots and link previewers: they always get the page they ask for, never a redirect. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

/**
 * The French home page for a visit to `/` that should have it, else undefined (the English page is
 * served). The visitor's own choice (the cookie the EN | FR switch sets) wins; without one, a
 * browser that prefers French is sent there once, and the cookie keeps that choice, so switching to
 * English afterwards sticks. Only `/` does this: every other address is one language's page, and
 * `/fr` never sends anyone back. Either answer of `/` depends on both headers (Vary).
 */
export function firstVisitRedirect(c: Context<AppEnv>): Response | undefined {
  if (c.req.path !== "/") return undefined;
  c.header("Vary", "Accept-Language, Cookie", { append: true });
  if (CRAWLER.test(c.req.header("user-agent") ?? "")) return undefined;
  const chosen = localeFromCookie(c.req.header("cookie"));
  const locale = chosen ?? preferredLocale(c.req.header("accept-language"));
  if (locale !== "fr-CA") return undefined;
  if (!chosen) {
    c.header(
      "Set-Cookie",
      `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`,
    );
  }
  c.header("Cache-Control", "private, no-cache");
  const query = new URL(c.req.url).search;
  return c.redirect(`${pathInLocale("/", locale)}${query}`, 302);
}
