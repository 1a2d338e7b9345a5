import { ANALYTICS_TIME_ZONE } from "../../../domain/schemas/admin-analytics";

/** The API's days are Toronto calendar dates (YYYY-MM-DD); read at UTC midnight so no zone shifts them. */
function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

const shortDay = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-CA", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const eventTime = new Intl.DateTimeFormat("en-CA", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: ANALYTICS_TIME_ZONE,
});

export function formatShortDay(day: string): string {
  return shortDay.format(dayAsDate(day));
}

export function formatDay(day: string): string {
  return longDay.format(dayAsDate(day));
}

export function formatEventTime(iso: string): string {
  return eventTime.format(new Date(iso));
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-CA");
}
