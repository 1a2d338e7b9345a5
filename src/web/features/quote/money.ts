import { formatCurrency, type Locale } from "../../../domain/format";
import { NO_FIGURE } from "../../../domain/money";
import { parseDecimalInput } from "../../../domain/number-input";

/** `$2,434` (`2 434 $` in French): CAD with no decimals (spec section 9). */
export function formatWholeDollars(value: number, locale: Locale = "en-CA"): string {
  return Number.isFinite(value) ? formatCurrency(value, 0, locale) : NO_FIGURE;
}

/**
 * A typed amount or rate as a number, read the way the page's language writes figures: blank is 0,
 * "$500,000" and "500 000" are 500000, "3,94" is 3.94 in French, and anything else that is not a
 * finite number (or is negative) is null.
 */
export function parseFigure(value: string, locale: Locale = "en-CA"): number | null {
  if (value.trim() === "") return 0;
  const figure = parseDecimalInput(value, locale);
  return figure !== null && figure >= 0 ? figure : null;
}
