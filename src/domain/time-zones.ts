/**
 * Brokers' time zones: the IANA names the platform knows (Intl.supportedValuesOf), with the Canadian ones
 * offered first in the profile. A broker's follow-ups are e-mailed at 8 AM in theirs.
 */
export const DEFAULT_TIME_ZONE = "America/Toronto";

/** Canada's zones from west to east, as a broker picks one. */
export const CANADIAN_TIME_ZONES = [
  "America/Vancouver",
  "America/Whitehorse",
  "America/Edmonton",
  "America/Yellowknife",
  "America/Regina",
  "America/Winnipeg",
  "America/Iqaluit",
  "America/Toronto",
  "America/Halifax",
  "America/Moncton",
  "America/St_Johns",
] as const;

/** Whether `name` is a time zone this runtime can compute in. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type CanadianTimeZone = (typeof CANADIAN_TIME_ZONES)[number];

export function isCanadianTimeZone(name: string): name is CanadianTimeZone {
  return (CANADIAN_TIME_ZONES as readonly string[]).includes(name);
}

/** A calendar day as ISO writes it, 2026-03-08: a broker's "today" in their zone. */
export type LocalDate = string;

interface WallClock {
  date: LocalDate;
  /** Minutes since that day's midnight on the wall clock, 0 to 1439. */
  minutes: number;
  /** The same wall-clock reading as if it were UTC, in milliseconds: how far the zone is from UTC. */
  asUtc: number;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      calendar: "iso8601",
      numberingSystem: "latn",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(zone, format);
  }
  return format;
}

/** What a clock on the wall in `zone` reads at `instant`, as the platform's time zone data says. */
function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    minutes: hour * 60 + minute,
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/** The day it is in `zone` at `instant`. */
export function localDate(instant: Date, zone: string): LocalDate {
  return wallClock(instant, zone).date;
}

/** Whether the wall clock in `zone` reads `hour` o'clock or later at `instant` (the day's first `hour` hours have passed). */
export function isPastLocalHour(instant: Date, zone: string, hour: number): boolean {
  return wallClock(instant, zone).minutes >= hour * 60;
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds (negative in the Americas). */
function offsetAt(instant: Date, zone: string): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return wallClock(whole, zone).asUtc - whole.getTime();
}

/**
 * The instant `date` begins in `zone`. The zone's offset is read at a first guess and read again where
 * that lands, so a day on which the clocks change still starts at its own midnight; in a zone whose
 * clocks skip midnight itself, the day starts at the first minute that exists.
 */
export function startOfLocalDay(date: LocalDate, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  const guess = midnightAsUtc - offsetAt(new Date(midnightAsUtc), zone);
  const start = midnightAsUtc - offsetAt(new Date(guess), zone);
  return localDate(new Date(start), zone) === date ? new Date(start) : new Date(guess);
}

/**
 * The instant a wall clock in `zone` reads `minutes` past midnight on `date`. Read with the zone's offsets
 * half a day either side: on the autumn night a time read twice is its first reading, and a time the spring
 * change skips (2:30) is where a clock moved forward shows it, an hour later, as Temporal's "compatible"
 * choice does.
 */
export function zonedInstant(date: LocalDate, minutes: number, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const halfDay = 12 * 60 * 60_000;
  const before = wallAsUtc - offsetAt(new Date(wallAsUtc - halfDay), zone);
  const after = wallAsUtc - offsetAt(new Date(wallAsUtc + halfDay), zone);
  const reads = (instant: number) => wallClock(new Date(instant), zone).asUtc === wallAsUtc;
  const first = Math.min(before, after);
  if (reads(first)) return new Date(first);
  return new Date(reads(after) ? after : before);
}

/** The day and the minutes past its midnight that a wall clock in `zone` reads at `instant`. */
export function wallClockReading(instant: Date, zone: string): { date: LocalDate; minutes: number } {
  const { date, minutes } = wallClock(instant, zone);
  return { date, minutes };
}

/** The day after `date`, on the calendar alone. */
export function nextLocalDate(date: LocalDate): LocalDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The instants of `date` in `zone`: from its midnight up to, not including, the next day's (23 to 25 hours). */
export function localDayBounds(date: LocalDate, zone: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(date, zone), end: startOfLocalDay(nextLocalDate(date), zone) };
}
