import { escapeHtml, jsonForScript } from "../../domain/html";
import { fullTitle, SITE_NAME } from "../../domain/page-meta";

/** A schema.org object, as JSON-LD. */
export type JsonLd = Record<string, unknown>;

/**
 * What a page's head says about it, independent of how the page is rendered: the server writes it
 * into the built index.html today, and a server-rendered page can write the same description later.
 */
export interface PageHead {
  /** The page's own title; " — Vayu" is appended. */
  title: string;
  description: string;
  /** The page's address on this site, a path ("/agent/priya"); null for a page with none (not found). */
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

/** The head's tags as HTML, every text escaped, every address absolute on `origin`. */
export function renderHead(head: PageHead, origin: string): string {
  const title = fullTitle(head.title);
  const url = head.canonicalPath === null ? null : absoluteUrl(head.canonicalPath, origin);
  const image = head.ogImage ? absoluteUrl(head.ogImage, origin) : null;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description),
    head.noindex ? meta("name", "robots", "noindex") : "",
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : "",
    meta("property", "og:site_name", SITE_NAME),
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
