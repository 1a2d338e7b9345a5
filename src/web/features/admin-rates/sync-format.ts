import { formatDate, formatRelativeTime, formatTimeZoneName } from "../../../domain/format";
import type { RateSyncRunJson, SourceErrorJson } from "../../../domain/rates-sync";
import type { Locale } from "../../../i18n/locale";
import type { Translate } from "../../../i18n/translate";

/** Where the panel reads times when the nightly run is off: the brokerage's own zone. */
export const BROKERAGE_TIME_ZONE = "America/Toronto";

/** How the panel says its times: in the page's language, with its messages. */
export interface SyncWords {
  t: Translate;
  locale: Locale;
}

/** "Eastern Time" for America/Toronto: how a zone is named next to a time of day. */
export function timeZoneLabel(timeZone: string, locale: Locale, at: Date = new Date()): string {
  return formatTimeZoneName(timeZone, at, locale);
}

function timeOfDay(hour: number, minute: number, locale: Locale): string {
  // A fixed date at UTC, so the hour and minute print as they are written, whatever the zone.
  return formatDate(new Date(Date.UTC(2000, 0, 1, hour, minute)), "time", { timeZone: "UTC", locale });
}

const DAILY_FIELD = /^\d{1,2}$/;

/**
 * "Every night at 2:00 a.m. Eastern Time" for a once-a-day pattern ("0 2 * * *", or with a seconds
 * field "0 0 2 * * *"); any other pattern is quoted as it is, since reading every cron form back into
 * words is not worth getting wrong.
 */
export function describeSchedule(pattern: string, timeZone: string, { t, locale }: SyncWords): string {
  const fields = pattern.trim().split(/\s+/);
  const [second, minute, hour, ...rest] = fields.length === 6 ? fields : ["0", ...fields];
  const daily =
    fields.length >= 5 &&
    fields.length <= 6 &&
    second === "0" &&
    DAILY_FIELD.test(minute ?? "") &&
    DAILY_FIELD.test(hour ?? "") &&
    rest.every((field) => field === "*" || field === "?");
  const zone = timeZoneLabel(timeZone, locale);
  const h = Number(hour);
  const m = Number(minute);
  if (!daily || h > 23 || m > 59) return t("admin.rateSync.schedulePattern", { pattern, zone });
  const night = h < 6 || h >= 21;
  return t("admin.rateSync.scheduleDaily", { night: String(night), time: timeOfDay(h, m, locale), zone });
}

/** "Tue, Nov 24 at 2:00 a.m.": the next scheduled run, in the schedule's zone. */
export function formatNextRun(iso: string, timeZone: string, { t, locale }: SyncWords): string {
  const at = new Date(iso);
  return t("admin.rateSync.nextRunAt", {
    day: formatDate(at, "weekdayDay", { timeZone, locale }),
    time: formatDate(at, "time", { timeZone, locale }),
  });
}

/** "Nov 23, 2026, 2:00 a.m.": when a run started, in full. */
export function formatRunTime(iso: string, timeZone: string, locale: Locale): string {
  return formatDate(new Date(iso), "dateTime", { timeZone, locale });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday"; "just now" under a minute, and for a clock slightly ahead of ours. */
export function formatRelative(iso: string, now: Date, { t, locale }: SyncWords): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return formatRelativeTime(-Math.floor(seconds / size), unit, locale);
  }
  return t("admin.rateSync.justNow");
}
/** "Rates page refused the request (HTTP 403)..." as it is; a message that does not name its source gets the name. */
export function sourceErrorText(error: SourceErrorJson): string {
  return error.message.startsWith(error.source) ? error.message : `${error.source}: ${error.message}`;
}

/**
 * Why a run went wrong, each reason once: every source's own error, and the run's error when it says
 * something else (the database refused, the run was interrupted) rather than repeating the sources'.
 */
export function runProblems(run: Pick<RateSyncRunJson, "error" | "source_errors">): string[] {
  const lines = run.source_errors.map(sourceErrorText);
  // The server writes the run's error as every source's "name: message", one after the other.
  const repeated = run.source_errors.map((error) => `${error.source}: ${error.message}`).join(" ");
  const own = run.error?.replace(/\s+/g, " ").trim();
  if (own && own !== repeated && own !== lines.join(" ")) lines.unshift(own);
  return lines;
}
