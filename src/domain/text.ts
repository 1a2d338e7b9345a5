/** Display helpers for text and figures shown to visitors (BRAND.md: en-CA, CAD). */

import { formatCents, formatDollars } from "./money";

/** Length of the content teaser on product and service cards (spec section 2). */
export const TEASER_LENGTH = 180;

/**
 * The first `length` characters of `text` followed by '...', or the whole text when it is not longer.
 * Surrounding whitespace is ignored so a trailing newline never earns an ellipsis.
 */
export function teaser(text: string, length: number = TEASER_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= length) return trimmed;
  return `${trimmed.slice(0, length)}...`;
}

/** `$2,920` for whole amounts, `$995.50` when there are cents; null for anything that is not a number. */
export function formatMoney(amount: unknown): string | null {
  const value = typeof amount === "string" && amount.trim() !== "" ? Number(amount) : amount;
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return Number.isInteger(value) ? formatDollars(value) : formatCents(value);
}

const longDate = new Intl.DateTimeFormat("en-CA", { dateStyle: "long" });
const mediumDate = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium" });

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `November 22, 2026`, or null when the value is missing or not a date. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? longDate.format(date) : null;
}

/** `Nov 22, 2026`, or null when the value is missing or not a date. */
export function formatShortDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? mediumDate.format(date) : null;
}
