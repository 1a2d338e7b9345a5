/**
 * Display formats of the calculators (BRAND.md): dollars and rates in the page's language, with
 * 2-decimal rates; a figure that could not be computed shows as a dash, never NaN.
 */
import { formatCurrency, formatPercent as formatPercentage, type Locale } from "../../../domain/format";
import { NO_FIGURE } from "../../../domain/money";
import type { Translate } from "../../../i18n/translate";

export { NO_FIGURE };

/** `$2,920` / `2 920 $`: whole dollars. */
export function formatDollars(value: number, locale?: Locale): string {
  return Number.isFinite(value) ? formatCurrency(value, 0, locale) : NO_FIGURE;
}

/** `$2,443.10` / `2 443,10 $`: to the cent. */
export function formatCents(value: number, locale?: Locale): string {
  return Number.isFinite(value) ? formatCurrency(value, 2, locale) : NO_FIGURE;
}

/** `4.79%` / `4,79 %` from a percentage such as 4.79. */
export function formatPercent(percent: number, locale?: Locale): string {
  return Number.isFinite(percent) ? formatPercentage(percent, 2, locale) : NO_FIGURE;
}

/** A number of payments as years and months, e.g. 70 monthly payments → "5 years 10 months". */
export function formatPeriods(periods: number, paymentsPerYear: number, t: Translate): string {
  if (!Number.isFinite(periods) || paymentsPerYear <= 0 || periods <= 0)
    return t("calculators.period.months", { months: 0 });
  const totalMonths = Math.round((periods / paymentsPerYear) * 12);
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  if (totalMonths === 0) return t("calculators.period.lessThanAMonth");
  if (years === 0) return t("calculators.period.months", { months });
  if (months === 0) return t("calculators.period.years", { years });
  return t("calculators.period.yearsAndMonths", { years, months });
}

/** The calculators' formats in one language, for components (useCalculatorFormats) and pure text builders. */
export interface CalculatorFormats {
  t: Translate;
  locale: Locale;
  dollars: (value: number) => string;
  cents: (value: number) => string;
  percent: (percent: number) => string;
  periods: (periods: number, paymentsPerYear: number) => string;
}

export function calculatorFormats(t: Translate, locale: Locale): CalculatorFormats {
  return {
    t,
    locale,
    dollars: (value) => formatDollars(value, locale),
    cents: (value) => formatCents(value, locale),
    percent: (percent) => formatPercent(percent, locale),
    periods: (periods, paymentsPerYear) => formatPeriods(periods, paymentsPerYear, t),
  };
}
