/** Display formats of the calculators (BRAND.md): en-CA dollars, rates with 2 decimals. */

const wholeDollars = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Shown instead of a figure that could not be computed, so NaN or Infinity never reaches the screen. */
export const NO_FIGURE = "—";

function clean(value: number): number {
  // Rounding can leave -0.001, which would read "-$0.00".
  return Object.is(value, -0) || Math.abs(value) < 0.005 ? 0 : value;
}

/** `$2,920`: whole dollars, where the spec asks for no decimals. */
export function formatDollars(value: number): string {
  return Number.isFinite(value) ? wholeDollars.format(clean(value)) : NO_FIGURE;
}

/** `$2,443.10`: the full payment calculator's 2-decimal results. */
export function formatCents(value: number): string {
  return Number.isFinite(value) ? dollarsAndCents.format(clean(value)) : NO_FIGURE;
}

/** `4.79%` from a percentage such as 4.79. */
export function formatPercent(percent: number): string {
  return Number.isFinite(percent) ? `${percent.toFixed(2)}%` : NO_FIGURE;
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
