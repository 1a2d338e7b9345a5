/**
 * A follow-up's date and time as the broker types and reads them: in their own (the browser's) time zone,
 * sent to the API as an ISO instant in UTC.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as the date and time inputs' values (`2026-12-05`, `09:30`) in the browser's time zone. */
export function followUpInputs(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: "", time: "" };
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/**
 * The inputs' local date and time as the ISO instant the API takes, or null when they do not make one
 * (an empty or impossible date). A date without a time means the start of the working day.
 */
export function followUpInstant(date: string, time: string, defaultTime = "09:00"): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time || defaultTime);
  if (!day || !clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const at = new Date(year, month, dayOfMonth, Number(clock[1]), Number(clock[2]));
  // The Date constructor rolls an impossible day over (Feb 30 → Mar 2): refuse it instead.
  if (at.getFullYear() !== year || at.getMonth() !== month || at.getDate() !== dayOfMonth) return null;
  return at.toISOString();
}
