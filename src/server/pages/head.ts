import { escapeHtml, jsonForScript } from "../../domain/html";
import { fullTitle, SITE_NAME } from "../../domain/page-meta";
import { DEFAULT_LOCALE, LOCALES, pathInLocale, type Locale } from "../../i18n/locale";

/** A schema.org object, as JSON-LD. */
export type JsonLd = Record<string, unknown>;

/**
 * What a page's head says about it, independent of how the page is rendered: the server writes it
 * into the built index.html today, and a server-rendered page can write the same description later.
 */
export interface PageHead {
  /** The page's language: its texts are in it, and its address is that language's. English by default. */
  locale?: Locale;
  /** The page's own title; " — Vayu" is appended. */
  title: string;
  description: string;
  /**
   * The page's address on this site, as its English path ("/agent/priya"; the French page's is its
   * /fr twin); null for a page with none (not found).
   */
  canonicalPath: string | null;
  ogType: "website" | "article" | "profile";
  /** A full URL or a path on this site. */
  ogImage?: string | null;
  noindex?: boolean;
  /** Extra Open Graph properties, e.g. article:published_time. */
  properties?: Record<string, string>;
  jsonLd?: JsonLd[];
}

/** A path on this site as a full URL; a full URL, or anything that is no path, stays as it is. */
export function absoluteUrl(value: string, origin: string): string {
  return value.startsWith("/") && !value.startsWith("//") ? `${origin}${value}` : value;
}

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** Open Graph writes a locale with an underscore. */
const ogLocale = (locale: Locale) => locale.replace("-", "_");

/**
 * The page in each language for search engines, English as the default for other languages: only
 * for a page with an address that search engines may list.
 */
function alternateLinks(head: PageHead, origin: string): string[] {
  if (head.canonicalPath === null || head.noindex) return [];
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(pathInLocale(head.canonicalPath!, locale), origin))}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link("x-default", DEFAULT_LOCALE)];
}

/** The head's tags as HTML, every text escaped, every address absolute on `origin`. */
export function renderHead(head: PageHead, origin: string): string {
  const locale = head.locale ?? DEFAULT_LOCALE;
  const title = fullTitle(head.title);
  const url =
    head.canonicalPath === null ? null : absoluteUrl(pathInLocale(head.canonicalPath, locale), origin);
  const image = head.ogImage ? absoluteUrl(head.ogImage, origin) : null;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description),
    head.noindex ? meta("name", "robots", "noindex") : "",
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : "",
    ...alternateLinks(head, origin),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:locale", ogLocale(locale)),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta("property", "og:locale:alternate", ogLocale(other)),
    ),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", title),
    meta("property", "og:description", head.description),
    url ? meta("property", "og:url", url) : "",
    image ? meta("property", "og:image", image) : "",
    ...Object.entries(head.properties ?? {}).map(([key, value]) => meta("property", key, value)),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", head.description),
    image ? meta("name", "twitter:image", image) : "",
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join("\n    ");
}
