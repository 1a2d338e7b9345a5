import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "../../../../domain/schemas/admin-analytics";
import { apiGet } from "../../../lib/api";

const analyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.string().nullable(),
  to: z.string(),
  series_capped: z.boolean(),
  totals: z.object({ page_views: z.number(), leads: z.number() }),
  leads_by_source: z.record(z.string(), z.number()),
  top_agents: z.array(
    z.object({ id: z.string(), name: z.string(), leads: z.number(), page_views: z.number() }),
  ),
  recent_activity: z.array(
    z.object({
      id: z.string(),
      event_type: z.string(),
      created_at: z.string(),
      agent: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
  daily: z.array(z.object({ date: z.string(), page_views: z.number(), leads: z.number() })),
});

export type AdminAnalytics = z.infer<typeof analyticsSchema>;
export type DailyActivity = AdminAnalytics["daily"][number];

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
