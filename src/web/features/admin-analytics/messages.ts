import type { AnalyticsPeriod } from "../../../domain/schemas/admin-analytics";
import {
  ANALYTICS_SERIES_MAX_DAYS,
  RECENT_ACTIVITY_SHOWN,
  TOP_AGENTS_LIMIT,
} from "../../../domain/schemas/admin-analytics";

/** Texts of the super admin's analytics tab; the spec quotes none of its own for this tab. */
export const adminAnalyticsMessages = {
  loadFailed: "Failed to fetch analytics",
  loading: "Loading analytics",
  periodLabel: "Period",
  pageViews: "Page views",
  pageViewsHint: "Agent profile page views",
  leads: "Leads",
  leadsHint: "Leads from every form and the chat assistant",
  leadsBySource: "Leads by source",
  topAgentsTitle: "Top performing agents",
  topAgentsDescription: `The ${TOP_AGENTS_LIMIT} agents with the most leads in this period.`,
  topAgentsEmpty: "No agent has leads or page views in this period.",
  recentTitle: "Recent activity",
  recentDescription: `The latest ${RECENT_ACTIVITY_SHOWN} events in this period.`,
  recentEmpty: "No events in this period.",
  chartTitle: "Leads and page views per day",
  allTimeChartNote: `All-time totals count everything; the chart shows at most the last ${ANALYTICS_SERIES_MAX_DAYS} days.`,
  dailyFigures: "Show the daily figures",
  columnDay: "Day",
  columnAgent: "Agent",
  emptyPeriod: "No page views or leads in this period yet.",
  emptyAllTime:
    "No activity yet. A page view is recorded when a visitor opens an agent's profile, and a lead when someone sends a quote, application or contact form, or leaves details with the chat assistant.",
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
