import { useEffect } from "react";
import { fullTitle, sayPageMeta, type PageMeta } from "../../domain/page-meta";
import { LOCALES, pathInLocale } from "../../i18n/locale";
import { useLocale, useT } from "../i18n/use-t";

/** The page's address for the head: a path on this site, or null for a page that has none (not found). */
export type CanonicalPath = string | null;

/**
 * Tags the server wrote about the one page it rendered, which the pages here cannot write for
 * another: its type, picture and dates for link previews, and its structured data.
 */
const SERVER_PAGE_ONLY = [
  'meta[property="og:type"]',
  'meta[property="og:image"]',
  'meta[property^="article:"]',
  'meta[name="twitter:card"]',
  'meta[name="twitter:image"]',
  'script[type="application/ld+json"]',
].join(", ");

const CANONICAL = 'link[rel="canonical"]';
const ALTERNATES = 'link[rel="alternate"][hreflang]';

/** The path the document was loaded at: the page the server wrote the head for. */
const loadedPath = typeof window === "undefined" ? "" : window.location.pathname;
/** The server's tags for the loaded page while another page is shown. */
let setAside: Element[] | null = null;

/** Puts the loaded page's own tags back on that page, and takes them away on any other. */
function showServerPageTags(show: boolean) {
  if (show && setAside) {
    document.head.append(...setAside);
    setAside = null;
  } else if (!show && !setAside) {
    setAside = [...document.head.querySelectorAll(SERVER_PAGE_ONLY)];
    for (const tag of setAside) tag.remove();
  }
}

function headTag<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const created = create();
  document.head.append(created);
  return created;
}

function metaTag(attribute: "name" | "property", key: string): HTMLMetaElement {
  return headTag(`meta[${attribute}="${key}"]`, () => {
    const tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    return tag;
  });
}

let origin: string | undefined;

/**
 * The site's address as the server first wrote it in the canonical link (PUBLIC_SITE_URL, which may
 * differ from the address in the window), else this window's.
 */
function siteOrigin(): string {
  const href = document.head.querySelector<HTMLLinkElement>(CANONICAL)?.href;
  origin ??= href ? new URL(href).origin : window.location.origin;
  return origin;
}

/** What the hook writes into the head, as read back from it to be restored later. */
interface HeadState {
  title: string;
  description: string;
  url: string | null;
  noindex: boolean;
  /** The page in each language, by hreflang ("en-CA", "fr-CA", "x-default"). */
  alternates: [string, string][];
}

function readHead(): HeadState {
  return {
    title: document.title,
    description: metaTag("name", "description").content,
    url: document.head.querySelector<HTMLLinkElement>(CANONICAL)?.href ?? null,
    noindex: document.head.querySelector('meta[name="robots"]') !== null,
    alternates: [...document.head.querySelectorAll<HTMLLinkElement>(ALTERNATES)].map((link) => [
      link.hreflang,
      link.href,
    ]),
  };
}

function writeAlternates(alternates: [string, string][]) {
  for (const link of document.head.querySelectorAll(ALTERNATES)) link.remove();
  document.head.append(
    ...alternates.map(([hreflang, href]) =>
      Object.assign(document.createElement("link"), { rel: "alternate", hreflang, href }),
    ),
  );
}

function writeHead({ title, description, url, noindex, alternates }: HeadState) {
  writeAlternates(alternates);
  document.title = title;
  if (noindex) metaTag("name", "robots").content = "noindex";
  else document.head.querySelector('meta[name="robots"]')?.remove();
  metaTag("name", "description").content = description;
  metaTag("property", "og:title").content = title;
  metaTag("property", "og:description").content = description;
  metaTag("name", "twitter:title").content = title;
  metaTag("name", "twitter:description").content = description;
  if (url === null) {
    document.head.querySelector(CANONICAL)?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
    return;
  }
  headTag<HTMLLinkElement>(CANONICAL, () =>
    Object.assign(document.createElement("link"), { rel: "canonical" }),
  ).href = url;
  metaTag("property", "og:url").content = url;
}

/**
 * Keeps the head in step with the page shown after a navigation in the browser: the title and
 * description (the texts come from domain/page-meta, as the server's do), their Open Graph and
 * Twitter copies, the canonical address and og:url, and robots noindex. Tags are written in place,
 * never added twice (a second description would be ignored by crawlers). The server's preview
 * picture, dates and structured data describe only the page it rendered: they are set aside while
 * another page is shown. What was there is restored when the page unmounts.
 *
 * The texts are said in the page's language, and the page's twin in the other language is named in
 * its hreflang alternates.
 *
 * `canonicalPath` defaults to the current path; pass the page's own (English) address when it can be
 * reached by another (a broker's id rather than their slug), and null when it has none.
 */
export function usePageMeta(meta: PageMeta, canonicalPath?: CanonicalPath) {
  const t = useT();
  const locale = useLocale();
  const { title, description, noindex } = sayPageMeta(meta, t);
  useEffect(() => {
    // A page's own address is given in English; the French page's is its /fr twin.
    const path = canonicalPath === undefined ? window.location.pathname : canonicalPath;
    const url = path === null ? null : `${siteOrigin()}${pathInLocale(path, locale)}`;
    const alternates: [string, string][] =
      path === null || noindex
        ? []
        : [
            ...LOCALES.map((each): [string, string] => [each, `${siteOrigin()}${pathInLocale(path, each)}`]),
            ["x-default", `${siteOrigin()}${pathInLocale(path, "en-CA")}`],
          ];
    const previous = readHead();
    writeHead({ title: fullTitle(title), description, url, noindex, alternates });
    const onLoadedPage = window.location.pathname === loadedPath;
    showServerPageTags(onLoadedPage);
    return () => writeHead(previous);
  }, [title, description, noindex, canonicalPath, locale]);
}
