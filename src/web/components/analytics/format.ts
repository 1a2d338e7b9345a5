import { formatDate, formatInteger } from "../../../domain/format";
import type { Locale } from "../../../i18n/locale";
import { ANALYTICS_TIME_ZONE } from "../../../domain/schemas/admin-analytics";

/** The API's days are Toronto calendar dates (YYYY-MM-DD); read at UTC midnight so no zone shifts them. */
function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** `Nov 5` (`5 nov.`): the chart's axis. */
export function formatShortDay(day: string, locale: Locale): string {
  return formatDate(dayAsDate(day), "dayMonth", { timeZone: "UTC", locale });
}

/** `Nov 5, 2026` (`5 nov. 2026`). */
export function formatDay(day: string, locale: Locale): string {
  return formatDate(dayAsDate(day), "medium", { timeZone: "UTC", locale });
}

/** `Nov 5, 2:00 p.m.` (`5 nov., 14 h 00`) on the brokerage's clock. */
export function formatEventTime(iso: string, locale: Locale): string {
  return formatDate(new Date(iso), "dayMonthTime", { timeZone: ANALYTICS_TIME_ZONE, locale });
}

export function formatCount(value: number, locale: Locale): string {
  return formatInteger(value, locale);
}
