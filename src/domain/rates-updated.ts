import { BROKERAGE_TIME_ZONE, formatDate, type Locale } from "./format";
import { latestDate } from "./text";

/** The two times a rate row carries: its last change, and the last time a sync found it unchanged. */
export interface RateTimes {
  updated_at?: string | null;
  scraped_at?: string | null;
}

/**
 * The day of the latest change or sync check among the rates shown ('November 23, 2026', '23 novembre
 * 2026'), on the brokerage's (Toronto) calendar; null when no rate is shown or none carries a date.
 * Rates only move when the super admin edits them or a configured rate sync runs, so the page states
 * the date ('Updated …') instead of promising a schedule.
 */
export function ratesUpdatedDate(rates: readonly RateTimes[], locale: Locale = "en-CA"): string | null {
  const latest = latestDate(rates.flatMap((rate) => [rate.updated_at, rate.scraped_at]));
  return latest ? formatDate(latest, "long", { timeZone: BROKERAGE_TIME_ZONE, locale }) : null;
}
