import { RECENT_ACTIVITY_SHOWN, TOP_AGENTS_LIMIT } from "../../../domain/schemas/admin-analytics";
import { analyticsMessages } from "../../components/analytics/analytics-messages";

/** Texts of the super admin's analytics tab; the spec quotes none of its own for this tab. */
export const adminAnalyticsMessages = {
  ...analyticsMessages,
  loadFailed: "Failed to fetch analytics",
  pageViewsHint: "Agent profile page views",
  leadsHint: "Leads from every form and the chat assistant",
  topAgentsTitle: "Top performing agents",
  topAgentsDescription: `The ${TOP_AGENTS_LIMIT} agents with the most leads in this period.`,
  topAgentsEmpty: "No agent has leads or page views in this period.",
  recentDescription: `The latest ${RECENT_ACTIVITY_SHOWN} events in this period.`,
  recentEmpty: "No events in this period.",
  columnAgent: "Agent",
  emptyPeriod: "No page views or leads in this period yet.",
  emptyAllTime:
    "No activity yet. A page view is recorded when a visitor opens an agent's profile, and a lead when someone sends a quote, application or contact form, or leaves details with the chat assistant.",
} as const;
