/** Display formats of the calculators (BRAND.md): en-CA dollars, rates with 2 decimals. */

export { formatCents, formatDollars, NO_FIGURE } from "../../../domain/money";
import { formatPercent as formatPercentage } from "../../../domain/format";
import { NO_FIGURE } from "../../../domain/money";

/** `4.79%` from a percentage such as 4.79. */
export function formatPercent(percent: number): string {
  return Number.isFinite(percent) ? formatPercentage(percent) : NO_FIGURE;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** A number of payments as years and months, e.g. 70 monthly payments → "5 years 10 months". */
export function formatPeriods(periods: number, paymentsPerYear: number): string {
  if (!Number.isFinite(periods) || paymentsPerYear <= 0 || periods <= 0) return "0 months";
  const totalMonths = Math.round((periods / paymentsPerYear) * 12);
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  if (totalMonths === 0) return "less than a month";
  if (years === 0) return plural(months, "month");
  if (months === 0) return plural(years, "year");
  return `${plural(years, "year")} ${plural(months, "month")}`;
}
