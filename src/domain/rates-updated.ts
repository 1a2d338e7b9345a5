import { rateMessages } from "./messages";
import { formatBrokerageDate, latestDate } from "./text";

/** The two times a rate row carries: its last change, and the last time a sync found it unchanged. */
export interface RateTimes {
  updated_at?: string | null;
  scraped_at?: string | null;
}

/**
 * 'Updated November 23, 2026' for the latest change or sync check among the rates shown, on the
 * brokerage's (Toronto) calendar; null when no rate is shown or none carries a date. Rates only move
 * when the super admin edits them or a configured rate sync runs, so the page states the date
 * instead of promising a schedule.
 */
export function ratesUpdatedLine(rates: readonly RateTimes[]): string | null {
  const latest = latestRateTime(rates);
  return latest ? rateMessages.updated(formatBrokerageDate(latest)) : null;
}

/** The latest change or sync check among the rates shown; null when none carries a date. */
export function latestRateTime(rates: readonly RateTimes[]): Date | null {
  return latestDate(rates.flatMap((rate) => [rate.updated_at, rate.scraped_at]));
}
