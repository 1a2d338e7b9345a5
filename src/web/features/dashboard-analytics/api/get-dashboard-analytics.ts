import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod } from "../../../../domain/schemas/admin-analytics";
import { analyticsSummarySchema, type AnalyticsSummary } from "../../../components/analytics/analytics-data";
import { apiGet } from "../../../lib/api";

export function fetchDashboardAnalytics(
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  return apiGet(`/api/dashboard/analytics?period=${period}`, { signal, parser: analyticsSummarySchema });
}

/** The signed-in agent's own page views, leads and latest events for a period. */
export function useDashboardAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: ["analytics", "dashboard", period],
    queryFn: ({ signal }) => fetchDashboardAnalytics(period, signal),
    staleTime: 30_000,
    // Switching the period keeps the current figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
