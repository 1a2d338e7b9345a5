import { sql } from "drizzle-orm";
import { ANALYTICS_TIME_ZONE, PAGE_VIEW_EVENT } from "../../../domain/schemas/admin-analytics";
import type { Database } from "../../db/client";
import { analyticsEvents, leads } from "../../db/schema";
import { andScope, torontoMidnight, type AnalyticsScope, type PeriodRange } from "./period";

export type DailyCount = {
  date: string;
  page_views: number;
  leads: number;
};

/**
 * Page views and leads per Toronto day over the range, zero days included: the days come from
 * generate_series and each table is counted per day by the database. One agent's with `agentId`.
 */
export async function dailyCounts(
  db: Database,
  range: PeriodRange,
  agentId?: AnalyticsScope,
): Promise<DailyCount[]> {
  if (range.firstDay === null) return [];
  const from = torontoMidnight(range.firstDay);
  const result = await db.execute<DailyCount>(sql`
    with days as (
      select d::date as day
      from generate_series(${range.firstDay}::date, ${range.lastDay}::date, interval '1 day') as d
    ),
    view_days as (
      select (${analyticsEvents.createdAt} at time zone ${ANALYTICS_TIME_ZONE})::date as day, count(*)::int as n
      from ${analyticsEvents}
      where ${analyticsEvents.eventType} = ${PAGE_VIEW_EVENT} and ${analyticsEvents.createdAt} >= ${from}
        ${andScope(analyticsEvents.agentId, agentId)}
      group by 1
    ),
    lead_days as (
      select (${leads.createdAt} at time zone ${ANALYTICS_TIME_ZONE})::date as day, count(*)::int as n
      from ${leads}
      where ${leads.createdAt} >= ${from} ${andScope(leads.agentId, agentId)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
           coalesce(view_days.n, 0) as page_views,
           coalesce(lead_days.n, 0) as leads
    from days
    left join view_days on view_days.day = days.day
    left join lead_days on lead_days.day = days.day
    order by days.day`);
  return result.rows.map((row) => ({
    date: row.date,
    page_views: Number(row.page_views),
    leads: Number(row.leads),
  }));
}
