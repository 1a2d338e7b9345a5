import { formatDollars } from "../../../domain/money";

/** `$2,434`: CAD with no decimals (spec section 9). */
export const formatWholeDollars = formatDollars;

/**
 * A typed amount or rate as a number: blank is 0, "$500,000" and "500 000" are 500000, and anything
 * else that is not a finite number (or is negative) is null.
 */
export function parseFigure(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, "");
  if (cleaned === "") return 0;
  const figure = Number(cleaned);
  return Number.isFinite(figure) && figure >= 0 ? figure : null;
}
