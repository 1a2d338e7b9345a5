/**
 * Canadian English money and dates, written out here instead of asked of `Intl` for the forms public
 * pages show. A browser pays 20–50 ms (four times that on a mid-range phone) the first time a page
 * touches `Intl`, while it loads its locale data; every public page formats a price or a date while it
 * hydrates, so that cost landed in the page's longest task. The output is the same as `Intl`'s en-CA
 * formats, which the tests compare figure by figure and hour by hour across daylight-time changes.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A calendar day: `month` counts from 0 (January), as Date does. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** "1234567" → "1,234,567": digits only, grouped by three the en-CA way. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * The digits of a non-negative figure rounded to `fractionDigits` decimals, as `Intl` rounds them:
 * half away from zero, on the shortest decimal that reads back as the same double ("1.005", not the
 * 1.00499… stored), so 1.005 gives 1.01 as it does in `Intl`, where toFixed would give 1.00.
 */
function roundedDigits(magnitude: number, fractionDigits: number): { whole: string; fraction: string } {
  const text = String(magnitude);
  // Exponent form below 1e21 only means a figure under 1e-6, which rounds to nothing.
  if (text.includes("e")) return { whole: "0", fraction: "0".repeat(fractionDigits) };
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= fractionDigits) return { whole, fraction: fraction.padEnd(fractionDigits, "0") };
  let scaled = BigInt(whole + fraction.slice(0, fractionDigits));
  if (fraction[fractionDigits]! >= "5") scaled += 1n;
  const digits = scaled.toString().padStart(fractionDigits + 1, "0");
  const point = digits.length - fractionDigits;
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/**
 * `$1,234` or `$1,234.56` (`-$…` below zero), as `Intl`'s en-CA CAD currency format writes them.
 * Figures from 10^21 up, which JavaScript writes in exponent form, are left to `Intl`.
 */
export function formatCanadianDollars(value: number, fractionDigits: 0 | 2): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e21) {
    return new Intl.NumberFormat("en-CA", {
      style: "currency",
      currency: "CAD",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  const { whole, fraction } = roundedDigits(magnitude, fractionDigits);
  // As Intl: any value below zero keeps its sign, even one that rounds to 0 (callers clean those).
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}$${groupThousands(whole)}${fraction === "" ? "" : `.${fraction}`}`;
}

/** "November 5, 2026" */
export function longDate({ year, month, day }: CalendarDay): string {
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "Nov 5, 2026" */
export function shortDate({ year, month, day }: CalendarDay): string {
  return `${MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;
}

/** "November 2026" */
export function monthAndYear({ year, month }: CalendarDay): string {
  return `${MONTHS[month]} ${year}`;
}

/** "Nov 2026" */
export function shortMonthAndYear({ year, month }: CalendarDay): string {
  return `${MONTHS[month]!.slice(0, 3)} ${year}`;
}

/** The day an instant falls on in UTC. */
export function utcDay(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** The day an instant falls on where the code runs (the visitor's zone in a browser). */
export function localDay(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

const HOUR = 3_600_000;

/** Day of the month of the `nth` Sunday of a month (0-based month). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/**
 * The first year of Ontario's current daylight-time rule: from the second Sunday of March at 2:00
 * standard time (07:00 UTC) to the first Sunday of November at 2:00 daylight time (06:00 UTC).
 * Earlier instants, under older rules, are left to `Intl`.
 */
const CURRENT_RULE_SINCE = 2007;

let torontoParts: Intl.DateTimeFormat | undefined;

/** The day an instant falls on in Toronto, the brokerage's zone. */
export function torontoDay(date: Date): CalendarDay {
  const year = date.getUTCFullYear();
  if (year < CURRENT_RULE_SINCE) {
    torontoParts ??= new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      timeZone: "America/Toronto",
    });
    const parts = Object.fromEntries(torontoParts.formatToParts(date).map((part) => [part.type, part.value]));
    return { year: Number(parts.year), month: Number(parts.month) - 1, day: Number(parts.day) };
  }
  const time = date.getTime();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const offsetHours = time >= daylightFrom && time < daylightUntil ? -4 : -5;
  return utcDay(new Date(time + offsetHours * HOUR));
}
