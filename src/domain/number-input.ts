/**
 * Figures typed into a form's fields, read the way the visitor's language writes them. English
 * writes "612,345.50" and "4.79"; Canadian French writes "612 345,50" and "4,79", grouping with a
 * space (often the no-break space a formatted figure carries) and separating decimals with a comma.
 * A French visitor who types "4.79" still means 4.79: with no comma, a single point is the decimal
 * separator in either language.
 */
import type { Locale } from "../i18n/locale";

/** Signs that sit beside a figure but are not part of it: the $ and % a field shows, and its spaces. */
const AFFIXES = /[$%\s]/g;

/** A plain decimal once grouping is gone: no exponent, hexadecimal or "Infinity" that Number() would take. */
const PLAIN_DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** The typography's minus (U+2212) and the dashes a pasted figure may carry read as a minus sign. */
const MINUS_SIGNS = /[\u2212\u2012\u2013]/g;

/**
 * The number a visitor typed, or null when the text is blank or not a figure in `locale`. In English
 * commas group thousands; in French a comma separates the decimals and a point is taken as one only
 * where no comma is written ("1.234,56" is refused rather than guessed).
 */
export function parseDecimalInput(text: string, locale: Locale): number | null {
  let plain = text.replace(AFFIXES, "").replace(MINUS_SIGNS, "-");
  if (locale === "fr-CA") {
    if (plain.includes(",")) {
      if (plain.includes(".")) return null;
      plain = plain.replace(",", ".");
    }
  } else {
    plain = plain.replaceAll(",", "");
  }
  if (!PLAIN_DECIMAL.test(plain)) return null;
  return Number(plain);
}

const inputFormats = new Map<string, Intl.NumberFormat>();

/**
 * A figure as a field shows it for editing: the locale's decimal separator, no grouping and no
 * currency sign (the field carries the $ or % beside it), at most `maxFractionDigits` decimals.
 * "4,79" in French, "4.79" in English.
 */
export function formatDecimalInput(value: number, locale: Locale, maxFractionDigits = 2): string {
  if (!Number.isFinite(value)) return "";
  const key = `${locale} ${maxFractionDigits}`;
  let format = inputFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: maxFractionDigits });
    inputFormats.set(key, format);
  }
  return format.format(value);
}
