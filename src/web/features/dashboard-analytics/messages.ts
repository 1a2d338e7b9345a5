import { RECENT_ACTIVITY_FETCHED } from "../../../domain/schemas/admin-analytics";

/** Texts of the agent dashboard's analytics tab; the spec quotes none of its own for it. */
export const dashboardAnalyticsMessages = {
  loadFailed: "Failed to fetch analytics",
  pageViewsHint: "Views of your public page",
  leadsHint: "Clients who reached out to you",
  recentDescription: `Your latest ${RECENT_ACTIVITY_FETCHED} events in this period.`,
  recentEmpty: "No events in this period.",
  emptyPeriod: "No page views or leads in this period yet.",
  emptyAllTime:
    "No activity yet. Each visit to your public page counts as a page view, and each quote, application or contact form sent to you as a lead. Share your page's address to get started.",
} as const;
