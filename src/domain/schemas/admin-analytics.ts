import { z } from "zod";
import { oneOfError } from "./common";

/** The super admin's analytics tab (spec sections 2, 3 and 9; the period filter is applied, DESIGN.md). */

export const ANALYTICS_PERIODS = ["all", "30d", "7d"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = "all";

/** Calendar days (America/Toronto) a bounded period covers, today included. */
export const ANALYTICS_PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, "all">, number> = { "30d": 30, "7d": 7 };

/** The brokerage's day: the nightly jobs and the daily figures use the same zone. */
export const ANALYTICS_TIME_ZONE = "America/Toronto";

/** 'All time' totals count every row; its daily chart stops at this many days back. */
export const ANALYTICS_SERIES_MAX_DAYS = 365;

/** The only event counted as a page view (spec section 3). */
export const PAGE_VIEW_EVENT = "page_view";

/** Spec section 9: top 5 agents by leads; the latest 10 events fetched, 5 shown. */
export const TOP_AGENTS_LIMIT = 5;
export const RECENT_ACTIVITY_FETCHED = 10;
export const RECENT_ACTIVITY_SHOWN = 5;

export const analyticsQuerySchema = z.object({
  period: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.enum(ANALYTICS_PERIODS, oneOfError(ANALYTICS_PERIODS)).default(DEFAULT_ANALYTICS_PERIOD),
  ),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** A value from the address bar, or the default when it names no period. */
export function toAnalyticsPeriod(value: string | null | undefined): AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly string[]).includes(value ?? "")
    ? (value as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD;
}
