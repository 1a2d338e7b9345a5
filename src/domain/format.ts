/**
 * Money, percentages and dates as visitors read them (BRAND.md: en-CA, CAD), written by the platform's
 * `Intl` formats. Each formatter is made once per locale and options and then kept: making one loads the
 * locale's data, which costs far more than formatting with it.
 */

export type Locale = "en-CA" | "fr-CA";

export const DEFAULT_LOCALE: Locale = "en-CA";

/** The brokerage's zone: days on public pages are days on its calendar. */
export const BROKERAGE_TIME_ZONE = "America/Toronto";

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * `$1,234` or `$1,234.56` (`-$1,234.56` below zero) in Canadian dollars. An amount that rounds to zero
 * reads `$0`, never `-$0`.
 */
export function formatCurrency(
  value: number,
  fractionDigits: 0 | 2,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return numberFormat(locale, {
    style: "currency",
    currency: "CAD",
    signDisplay: "negative",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** `4.79%` from a percentage such as 4.79 (not the fraction 0.0479), with exactly `fractionDigits` decimals. */
export function formatPercent(percent: number, fractionDigits = 2, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: "unit",
    unit: "percent",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent);
}

/** `1,234,567`: a whole number grouped the locale's way; a bigint keeps every digit of a long one. */
export function formatInteger(value: number | bigint, locale: Locale = DEFAULT_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

const DATE_STYLES = {
  /** November 5, 2026 */
  long: { dateStyle: "long" },
  /** Nov 5, 2026 */
  medium: { dateStyle: "medium" },
  /** November 2026 */
  monthYear: { month: "long", year: "numeric" },
  /** Nov 2026 */
  shortMonthYear: { month: "short", year: "numeric" },
  /** Nov 5, 2026, 2:00 p.m. */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** Tue, Nov 24 */
  weekdayDay: { weekday: "short", month: "short", day: "numeric" },
  /** 2:00 p.m. */
  time: { hour: "numeric", minute: "2-digit" },
  /** Nov 5: a chart's axis, where the year is the chart's */
  dayMonth: { month: "short", day: "numeric" },
  /** Nov 5, 2:00 p.m.: a recent event */
  dayMonthTime: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

interface DateOptions {
  /** The zone whose calendar day is shown; without one, the zone the code runs in (a visitor's, in a browser). */
  timeZone?: string;
  locale?: Locale;
}

/** An instant as a day (or month) in one of the styles above, on the calendar of `timeZone`. */
export function formatDate(
  date: Date,
  style: DateStyle,
  { timeZone, locale = DEFAULT_LOCALE }: DateOptions = {},
): string {
  return dateFormat(locale, { ...DATE_STYLES[style], timeZone }).format(date);
}

/** "Eastern Time" for America/Toronto on `at`: how a zone is named next to a time of day. */
export function formatTimeZoneName(timeZone: string, at: Date, locale: Locale = DEFAULT_LOCALE): string {
  const parts = dateFormat(locale, { timeZone, timeZoneName: "longGeneric" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "yesterday" for a negative `value`; "in 2 days" ahead. */
export function formatRelativeTime(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale: Locale = DEFAULT_LOCALE,
): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormats.set(locale, format);
  }
  return format.format(value, unit);
}
