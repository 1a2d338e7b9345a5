/** Display helpers for text and figures shown to visitors (BRAND.md: en-CA, CAD). */

import { BROKERAGE_TIME_ZONE, formatCurrency, formatDate } from "./format";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locale";

/** Length of the content teaser on product and service cards (spec section 2). */
export const TEASER_LENGTH = 180;

/** A Markdown list or heading marker at the start of a line. */
const LINE_MARKER = /^[ \t]*(?:[-*+]|\d+\.|#{1,6})[ \t]+/;
/** What a cut teaser must not end on before its '...'. */
const TRAILING_PUNCTUATION = /[\s,;:.!?\-–—(]+$/;

/**
 * Markdown content as one run of plain text: list and heading markers dropped, each such line closed
 * with a full stop when it has no punctuation of its own (so items do not run into each other), and
 * every run of whitespace a single space.
 */
function plainText(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => {
      const bare = line.replace(LINE_MARKER, "").trimEnd();
      return bare !== line.trimEnd() && /[^.!?:;,]$/.test(bare) ? `${bare}.` : bare;
    })
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * At most `length` characters of `text`, cut at the last word boundary and followed by '...', or the
 * whole text when it is not longer. The text is read as plain text first (see plainText), so a trailing
 * newline never earns an ellipsis; a single word longer than the limit is cut where it stands.
 */
export function teaser(text: string, length: number = TEASER_LENGTH): string {
  const plain = plainText(text);
  if (plain.length <= length) return plain;
  const head = plain.slice(0, length);
  const lastSpace = plain[length] === " " ? length : head.lastIndexOf(" ");
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(TRAILING_PUNCTUATION, "") || cut}...`;
}

/**
 * `$2,920` for whole amounts, `$995.50` when there are cents (`2 920 $`, `995,50 $` in French); null
 * for anything that is not a number.
 */
export function formatMoney(amount: unknown, locale: Locale = DEFAULT_LOCALE): string | null {
  const value = typeof amount === "string" && amount.trim() !== "" ? Number(amount) : amount;
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return formatCurrency(value, Number.isInteger(value) ? 0 : 2, locale);
}

/*
 * Dates on public pages are days on the brokerage's calendar (Toronto): the server renders those pages,
 * and the visitor's zone would make the two disagree.
 */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `November 22, 2026` on the brokerage's calendar, or null when the value is missing or not a date.
 * Public pages show it, and the server renders them: the visitor's zone would make the two disagree.
 */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? formatDate(date, "long", { timeZone: BROKERAGE_TIME_ZONE }) : null;
}

/** The latest of some timestamps, skipping missing and invalid ones; null when none is a date. */
export function latestDate(values: Iterable<string | null | undefined>): Date | null {
  let latest: Date | null = null;
  for (const value of values) {
    const date = toDate(value);
    if (date && (!latest || date > latest)) latest = date;
  }
  return latest;
}

/** `November 23, 2026` on the brokerage's calendar (Toronto), whatever the visitor's zone. */
export function formatBrokerageDate(date: Date): string {
  return formatDate(date, "long", { timeZone: BROKERAGE_TIME_ZONE });
}

/** `March 2026` on the brokerage's calendar, or null when the value is missing or not a date. */
export function formatMonthYear(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? formatDate(date, "monthYear", { timeZone: BROKERAGE_TIME_ZONE }) : null;
}
