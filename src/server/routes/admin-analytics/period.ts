import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_SERIES_MAX_DAYS,
  ANALYTICS_TIME_ZONE,
  PAGE_VIEW_EVENT,
  type AnalyticsPeriod,
} from "../../../domain/schemas/admin-analytics";
import type { Database } from "../../db/client";
import { analyticsEvents, leads } from "../../db/schema";

/** The days a request covers, as America/Toronto calendar dates (YYYY-MM-DD). */
export interface PeriodRange {
  period: AnalyticsPeriod;
  /** Rows on or after this day's midnight count; null for 'all', which counts every row. */
  since: string | null;
  /** First day of the daily series; null when 'all' has no page view or lead yet. */
  firstDay: string | null;
  /** Today in Toronto. */
  lastDay: string;
  /** True when 'all' reaches further back than the daily series shows. */
  seriesCapped: boolean;
}

/** The start of a Toronto day as an instant, so a day means the brokerage's day wherever the server runs. */
export function torontoMidnight(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;
}

/** `column >= the period's first midnight`, or nothing for 'all'. */
export function sinceCondition(column: AnyPgColumn, range: PeriodRange): SQL | undefined {
  return range.since === null ? undefined : sql`${column} >= ${torontoMidnight(range.since)}`;
}

/**
 * Which agent's figures a query counts: undefined for every agent (the super admin's tab), an agent id
 * for that agent's own (the agent dashboard; the value of agentScope).
 */
export type AnalyticsScope = string | undefined;

/** `column = agentId`, or nothing for every agent. */
export function scopeCondition(column: AnyPgColumn, agentId: AnalyticsScope): SQL | undefined {
  return agentId === undefined ? undefined : eq(column, agentId);
}

/** ` and column = agentId` inside raw SQL, or nothing for every agent. */
export function andScope(column: AnyPgColumn, agentId: AnalyticsScope): SQL {
  const condition = scopeCondition(column, agentId);
  return condition ? sql` and ${condition}` : sql``;
}

/** Works out the period's days in the database, whose clock and time zone rules are the reference. */
export async function resolvePeriod(
  db: Database,
  period: AnalyticsPeriod,
  agentId?: AnalyticsScope,
): Promise<PeriodRange> {
  const today = sql`(now() at time zone ${ANALYTICS_TIME_ZONE})::date`;
  if (period !== "all") {
    const days = ANALYTICS_PERIOD_DAYS[period];
    const result = await db.execute<{ today: string; first_day: string }>(sql`
      select to_char(${today}, 'YYYY-MM-DD') as today,
             to_char(${today} - ${days - 1}::int, 'YYYY-MM-DD') as first_day`);
    const row = result.rows[0]!;
    return { period, since: row.first_day, firstDay: row.first_day, lastDay: row.today, seriesCapped: false };
  }
  const result = await db.execute<{ today: string; first_day: string | null; oldest_day: string | null }>(sql`
    with bounds as (
      select ${today} as today,
             (least(
               (select min(${analyticsEvents.createdAt}) from ${analyticsEvents}
                 where ${analyticsEvents.eventType} = ${PAGE_VIEW_EVENT} ${andScope(analyticsEvents.agentId, agentId)}),
               (select min(${leads.createdAt}) from ${leads}
                 where true ${andScope(leads.agentId, agentId)})
             ) at time zone ${ANALYTICS_TIME_ZONE})::date as oldest
    )
    select to_char(today, 'YYYY-MM-DD') as today,
           to_char(greatest(oldest, today - ${ANALYTICS_SERIES_MAX_DAYS - 1}::int), 'YYYY-MM-DD') as first_day,
           to_char(oldest, 'YYYY-MM-DD') as oldest_day
    from bounds`);
  const row = result.rows[0]!;
  const firstDay = row.oldest_day === null ? null : row.first_day;
  return {
    period,
    since: null,
    firstDay,
    lastDay: row.today,
    seriesCapped: firstDay !== null && row.oldest_day !== firstDay,
  };
}
