/**
 * The languages a person chooses for what they write or read: a blog post's language, and the one
 * a broker receives the product's e-mails in. Two-letter codes, as `<html lang>` and `hreflang`
 * write them (languageOf in src/i18n/locale.ts gives a page's).
 */
export const LANGUAGES = ["en", "fr"] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}
