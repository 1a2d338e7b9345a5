import type { RateType } from "../../../domain/constants";
import type { MortgageRate, rateHistory } from "../schema";

type NewRateHistoryRow = typeof rateHistory.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * How far above today's value each demo rate stood, in thousandths of a percent, from so many days
 * ago until the next change: fixed rates drifting down with bond yields (with one bump), variable
 * rates stepping down with three prime-rate cuts. Starting before the 12-month window gives the
 * history chart a value in force on its first day.
 */
const PAST_OFFSETS: Record<RateType, readonly { daysAgo: number; offset: number }[]> = {
  fixed: [
    { daysAgo: 420, offset: 300 },
    { daysAgo: 330, offset: 250 },
    { daysAgo: 255, offset: 150 },
    { daysAgo: 190, offset: 200 },
    { daysAgo: 120, offset: 100 },
    { daysAgo: 60, offset: 50 },
  ],
  variable: [
    { daysAgo: 420, offset: 750 },
    { daysAgo: 360, offset: 500 },
    { daysAgo: 290, offset: 250 },
    { daysAgo: 80, offset: 0 },
  ],
};

const shifted = (percent: number, offset: number) => (Math.round(percent * 1000) + offset) / 1000;

/** The demo rates' earlier values, so the public rate history shows change over a year from day one. */
export function demoRateHistory(rates: readonly MortgageRate[], now: Date): NewRateHistoryRow[] {
  return rates.flatMap((rate) =>
    PAST_OFFSETS[rate.rateType].map(({ daysAgo, offset }) => ({
      rateId: rate.id,
      term: rate.term,
      rateType: rate.rateType,
      province: rate.province,
      mortgageType: rate.mortgageType,
      postedRate: shifted(rate.postedRate, offset),
      ourRate: shifted(rate.ourRate, offset),
      source: rate.sourceUrl,
      recordedAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  );
}
