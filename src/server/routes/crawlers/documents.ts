import { DEFAULT_LOCALE, LOCALES, pathInLocale } from "../../../i18n/locale";
import type { SitemapData } from "./queries";

/** Public pages with content of their own; forms that only collect data and the off news page are left out. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/rates",
  "/calculators",
  "/mortgage-calculator",
  "/affordability-calculator",
  "/land-transfer-tax-calculator",
  "/cmhc-insurance-calculator",
  "/closing-costs-calculator",
  "/find-broker",
  "/applications",
  "/products",
  "/services",
  "/blog",
  "/mortgage-options",
  "/why-broker",
  "/app",
  "/become-broker",
  "/contact",
  "/privacy",
  "/terms",
] as const;

/** Areas that only signed-in staff can use, and the API: nothing a search engine should list. */
const STAFF_ONLY = ["/super-admin", "/agent-dashboard", "/auth", "/reset-password"];
const DISALLOWED = [...STAFF_ONLY, ...STAFF_ONLY.map((path) => pathInLocale(path, "fr-CA")), "/api/"];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

interface SitemapEntry {
  path: string;
  lastmod?: Date | null;
}

/**
 * The sitemap protocol's urlset: every page in English and in French, each naming both versions and
 * English as the default (xhtml:link alternates, as search engines read hreflang in a sitemap).
 * lastmod is given only where the database knows when the content last changed (a post's
 * updated_at; for the rate pages, the newest active rate's); agents, products and services keep no
 * such date, and a made-up one would mislead crawlers.
 */
export function sitemapXml(origin: string, data: SitemapData): string {
  const ratesChanged = { lastmod: data.ratesUpdatedAt };
  const entries: SitemapEntry[] = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({
      path,
      ...(path === "/" || path === "/rates" ? ratesChanged : {}),
    })),
    ...data.agents.map((agent) => ({ path: `/agent/${encodeURIComponent(agent.slug ?? agent.id)}` })),
    ...data.posts.map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.updatedAt,
    })),
    ...data.products.map((product) => ({ path: `/products/${product.id}` })),
    ...data.services.map((service) => ({ path: `/services/${service.id}` })),
  ];
  const url = (path: string) => escapeXml(origin + path);
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(pathInLocale(path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(pathInLocale(path, DEFAULT_LOCALE))}"/>`,
    ].join("");
    const changed = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    return LOCALES.map(
      (locale) => `  <url><loc>${url(pathInLocale(path, locale))}</loc>${changed}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
