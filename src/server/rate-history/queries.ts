import { eq, sql } from "drizzle-orm";
import { NATIONAL_PROVINCE } from "../../domain/constants";
import type { RateHistoryJson } from "../../domain/rates-sync";
import {
  RATE_HISTORY_MONTHS,
  RATE_HISTORY_TIME_ZONE,
  type RateHistoryQuery,
} from "../../domain/schemas/rate-history";
import type { Database } from "../db/client";
import { rateHistory } from "../db/schema";
import { bestRateSteps, type HistoryEntry } from "./best-series";

interface HistoryWindow {
  /** The window's first day, YYYY-MM-DD. */
  from: string;
  /** Today, YYYY-MM-DD. */
  to: string;
}

/** Today and the day 12 months back, in Toronto, by the database's clock like every other stored time. */
async function historyWindow(db: Database): Promise<HistoryWindow> {
  const result = await db.execute<{ from_day: string; to_day: string }>(sql`
    with bounds as (select (now() at time zone ${RATE_HISTORY_TIME_ZONE})::date as today)
    select to_char(today, 'YYYY-MM-DD') as to_day,
           to_char((today - make_interval(months => ${RATE_HISTORY_MONTHS}::int))::date, 'YYYY-MM-DD') as from_day
    from bounds`);
  const row = result.rows[0]!;
  return { from: row.from_day, to: row.to_day };
}

interface Series {
  term: string;
  rateType: string;
  province: string;
}

/**
 * The series' rows recorded since the window's first Toronto midnight, preceded by the latest row of
 * each rate before it, in the order they were recorded. Rows of one instant are ordered so the
 * lowest comes last and wins, the same choice the pre-window pick makes.
 */
async function seriesEntries(db: Database, series: Series, from: string): Promise<HistoryEntry[]> {
  const start = sql`(${from}::date::timestamp at time zone ${RATE_HISTORY_TIME_ZONE})`;
  const ofSeries = sql`${rateHistory.term} = ${series.term} and ${rateHistory.rateType} = ${series.rateType}
    and ${rateHistory.province} = ${series.province}`;
  const rateKey = sql`coalesce(${rateHistory.rateId}::text, 'type:' || ${rateHistory.mortgageType})`;
  const result = await db.execute<{
    rate_id: string | null;
    mortgage_type: string;
    is_active: boolean;
    our_rate: string | number;
    posted_rate: string | number;
    day: string;
  }>(sql`
    select rate_id, mortgage_type, is_active, our_rate, posted_rate,
           to_char((recorded_at at time zone ${RATE_HISTORY_TIME_ZONE})::date, 'YYYY-MM-DD') as day
    from (
      (select distinct on (${rateKey})
              ${rateHistory.rateId} as rate_id, ${rateHistory.mortgageType} as mortgage_type,
              ${rateHistory.isActive} as is_active, ${rateHistory.ourRate} as our_rate,
              ${rateHistory.postedRate} as posted_rate, ${rateHistory.recordedAt} as recorded_at
       from ${rateHistory}
       where ${ofSeries} and ${rateHistory.recordedAt} < ${start}
       order by ${rateKey}, ${rateHistory.recordedAt} desc,
                ${rateHistory.ourRate} asc, ${rateHistory.postedRate} asc)
      union all
      (select ${rateHistory.rateId}, ${rateHistory.mortgageType}, ${rateHistory.isActive},
              ${rateHistory.ourRate}, ${rateHistory.postedRate}, ${rateHistory.recordedAt}
       from ${rateHistory}
       where ${ofSeries} and ${rateHistory.recordedAt} >= ${start})
    ) as entries
    order by recorded_at asc, our_rate desc, posted_rate desc`);
  return result.rows.map((row) => ({
    rateId: row.rate_id,
    mortgageType: row.mortgage_type,
    active: row.is_active,
    // numeric arrives as text from node-postgres.
    ourRate: Number(row.our_rate),
    postedRate: Number(row.posted_rate),
    day: row.day,
  }));
}

async function hasHistory(db: Database, province: string): Promise<boolean> {
  const rows = await db
    .select({ id: rateHistory.id })
    .from(rateHistory)
    .where(eq(rateHistory.province, province))
    .limit(1);
  return rows.length > 0;
}

/**
 * The best rate of (term, type, province) over the last 12 months as a step line; the National
 * series when the province has no history at all, as GET /api/rates falls back to National rates.
 */
export async function loadRateHistory(db: Database, query: RateHistoryQuery): Promise<RateHistoryJson> {
  const window = await historyWindow(db);
  const series = { term: query.term, rateType: query.type, province: query.province };
  let entries = await seriesEntries(db, series, window.from);
  let fallback = false;
  if (
    entries.length === 0 &&
    query.province !== NATIONAL_PROVINCE &&
    !(await hasHistory(db, query.province))
  ) {
    fallback = true;
    entries = await seriesEntries(db, { ...series, province: NATIONAL_PROVINCE }, window.from);
  }
  return {
    term: query.term,
    rate_type: query.type,
    province: fallback ? NATIONAL_PROVINCE : query.province,
    fallback,
    from: window.from,
    to: window.to,
    points: bestRateSteps(entries, window.from),
  };
}
