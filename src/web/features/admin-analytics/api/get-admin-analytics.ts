import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { AnalyticsPeriod } from "../../../../domain/schemas/admin-analytics";
import { analyticsSummarySchema } from "../../../components/analytics/analytics-data";
import { apiGet } from "../../../lib/api";

const analyticsSchema = analyticsSummarySchema.extend({
  top_agents: z.array(
    z.object({ id: z.string(), name: z.string(), leads: z.number(), page_views: z.number() }),
  ),
});

export type AdminAnalytics = z.infer<typeof analyticsSchema>;

export const ADMIN_ANALYTICS_QUERY_KEY = ["analytics", "admin"] as const;

export function fetchAdminAnalytics(period: AnalyticsPeriod, signal?: AbortSignal): Promise<AdminAnalytics> {
  return apiGet(`/api/admin/analytics?period=${period}`, { signal, parser: analyticsSchema });
}

export function useAdminAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: [...ADMIN_ANALYTICS_QUERY_KEY, period],
    queryFn: ({ signal }) => fetchAdminAnalytics(period, signal),
    staleTime: 30_000,
    // Switching the period keeps the current figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
