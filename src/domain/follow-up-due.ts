/** Whether a lead's follow-up calls for the broker now: its time has passed, or it falls later today. */
export type FollowUpDue = "overdue" | "today";

/** YYYY-MM-DD of `at` on the calendar of `timeZone` (the en-CA date is written that way). */
function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/**
 * "overdue" once the follow-up's time has passed, "today" when it is still to come on today's date
 * in `timeZone` (the broker's), null when it is later or there is none.
 */
export function followUpDue(at: Date | null, timeZone: string, now: Date = new Date()): FollowUpDue | null {
  if (at === null) return null;
  if (at.getTime() <= now.getTime()) return "overdue";
  return calendarDay(at, timeZone) === calendarDay(now, timeZone) ? "today" : null;
}
