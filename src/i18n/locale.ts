/**
 * The product's two languages and where each lives: English at the site's own paths, Canadian French
 * under `/fr` followed by the English path (`/fr/rates`, `/fr/agent/{slug}`). A page's language is
 * read from its address alone, so the server, the browser and a crawler always agree on it.
 */

export const LOCALES = ["en-CA", "fr-CA"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en-CA";

/** The path prefix of the French site. */
export const FRENCH_PREFIX = "/fr";

/** The cookie that keeps a visitor's choice of language; read only on a visit to `/`. */
export const LOCALE_COOKIE = "vayu_locale";

/** A year: the choice outlives any session. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The two-letter language a locale writes in `hreflang`, `<html lang>` and a blog post's language. */
export function languageOf(locale: Locale): "en" | "fr" {
  return locale === "fr-CA" ? "fr" : "en";
}

export function localeOfLanguage(language: string): Locale {
  return language === "fr" ? "fr-CA" : "en-CA";
}

function isFrenchPath(pathname: string): boolean {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`);
}

/** The language of the page at `pathname`. */
export function localeOfPath(pathname: string): Locale {
  return isFrenchPath(pathname.toLowerCase()) ? "fr-CA" : "en-CA";
}

/** The English path of a page in either language: `/fr/rates` → `/rates`, `/fr` → `/`. */
export function englishPath(pathname: string): string {
  if (!isFrenchPath(pathname.toLowerCase())) return pathname;
  return pathname.slice(FRENCH_PREFIX.length) || "/";
}

/** The same page in `locale`: `/rates` → `/fr/rates` in French, `/fr/rates` → `/rates` in English. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const path = englishPath(pathname);
  if (locale === "en-CA") return path;
  return path === "/" ? FRENCH_PREFIX : `${FRENCH_PREFIX}${path}`;
}

/** The router's base path for a language: every link of the French site stays under `/fr`. */
export function routerBasename(locale: Locale): string {
  return locale === "fr-CA" ? FRENCH_PREFIX : "/";
}

/**
 * The language an Accept-Language header prefers among the two, by its quality values; undefined
 * when it names neither (the site's English is then the answer).
 */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  let best: { locale: Locale; quality: number } | undefined;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const language = tag.split("-")[0];
    if (language !== "en" && language !== "fr") continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality) best = { locale: localeOfLanguage(language), quality };
  }
  return best?.locale;
}

/** The value of the locale cookie in a Cookie header, when it holds one of the two. */
export function localeFromCookie(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}
