import type { RateSyncRunJson, SourceErrorJson } from "../../../domain/rates-sync";

/** Where the panel reads times when the nightly run is off: the brokerage's own zone. */
export const BROKERAGE_TIME_ZONE = "America/Toronto";

/** "Eastern Time" for America/Toronto: how a zone is named next to a time of day. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, timeZoneName: "longGeneric" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

function timeOfDay(hour: number, minute: number): string {
  // A fixed date at UTC, so the hour and minute print as they are written, whatever the zone.
  const at = new Date(Date.UTC(2000, 0, 1, hour, minute));
  return new Intl.DateTimeFormat("en-CA", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(at);
}

const DAILY_FIELD = /^\d{1,2}$/;

/**
 * "Every night at 2:00 a.m. Eastern Time" for a once-a-day pattern ("0 2 * * *", or with a seconds
 * field "0 0 2 * * *"); any other pattern is quoted as it is, since reading every cron form back into
 * words is not worth getting wrong.
 */
export function describeSchedule(pattern: string, timeZone: string): string {
  const fields = pattern.trim().split(/\s+/);
  const [second, minute, hour, ...rest] = fields.length === 6 ? fields : ["0", ...fields];
  const daily =
    fields.length >= 5 &&
    fields.length <= 6 &&
    second === "0" &&
    DAILY_FIELD.test(minute ?? "") &&
    DAILY_FIELD.test(hour ?? "") &&
    rest.every((field) => field === "*" || field === "?");
  const zone = timeZoneLabel(timeZone);
  if (!daily) return `On the schedule “${pattern}” (${zone})`;
  const h = Number(hour);
  const m = Number(minute);
  if (h > 23 || m > 59) return `On the schedule “${pattern}” (${zone})`;
  const night = h < 6 || h >= 21;
  return `Every ${night ? "night" : "day"} at ${timeOfDay(h, m)} ${zone}`;
}

/** "Tue, Nov 24 at 2:00 a.m.": the next scheduled run, in the schedule's zone. */
export function formatNextRun(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat("en-CA", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone,
  }).format(at);
  const time = new Intl.DateTimeFormat("en-CA", { hour: "numeric", minute: "2-digit", timeZone }).format(at);
  return `${day} at ${time}`;
}

/** "Nov 23, 2026, 2:00 a.m.": when a run started, in full. */
export function formatRunTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}

const relative = new Intl.RelativeTimeFormat("en-CA", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday"; "just now" under a minute, and for a clock slightly ahead of ours. */
export function formatRelative(iso: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
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
