import { ANALYTICS_SERIES_MAX_DAYS, type AnalyticsPeriod } from "../../../domain/schemas/admin-analytics";

/** Texts both analytics tabs share; the spec quotes none of its own for them. */
export const analyticsMessages = {
  loading: "Loading analytics",
  periodLabel: "Period",
  pageViews: "Page views",
  leads: "Leads",
  leadsBySource: "Leads by source",
  recentTitle: "Recent activity",
  chartTitle: "Leads and page views per day",
  allTimeChartNote: `All-time totals count everything; the chart shows at most the last ${ANALYTICS_SERIES_MAX_DAYS} days.`,
  dailyFigures: "Show the daily figures",
  columnDay: "Day",
} as const;

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  all: "All time",
  "30d": "Last 30 days",
  "7d": "Last 7 days",
};

const EVENT_LABELS: Record<string, string> = { page_view: "Page view" };

/** `page_view` → `Page view`; other event types as stored, underscores as spaces. */
export function eventTypeLabel(eventType: string): string {
  const label = EVENT_LABELS[eventType] ?? eventType.replaceAll("_", " ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString("en-CA")} ${count === 1 ? one : many}`;
}
