/**
 * A follow-up's date and time as the broker types and reads them: on the wall clock of the lead's broker's
 * time zone (their profile's, which the lists and the morning e-mail use too), sent to the API as an ISO
 * instant in UTC.
 */
import { wallClockReading, zonedInstant } from "../../../domain/time-zones";

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as the date and time inputs' values (`2026-12-05`, `09:30`) in `zone`. */
export function followUpInputs(iso: string, zone: string): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: "", time: "" };
  const { date, minutes } = wallClockReading(at, zone);
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

/**
 * The inputs' date and time in `zone` as the ISO instant the API takes, or null when they do not make one
 * (an empty or impossible date). A date without a time means the start of the working day.
 */
export function followUpInstant(
  date: string,
  time: string,
  zone: string,
  defaultTime = "09:00",
): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time || defaultTime);
  if (!day || !clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  // An impossible day (Feb 30) is refused rather than rolled over into the next month.
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== dayOfMonth) return null;
  return zonedInstant(date, Number(clock[1]) * 60 + Number(clock[2]), zone).toISOString();
}
