import { z } from "zod";
import { ANALYTICS_PERIODS } from "../../../domain/schemas/admin-analytics";

/** What both analytics tabs answer: the super admin's for every agent, an agent's for their own. */
export const analyticsSummarySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  from: z.string().nullable(),
  to: z.string(),
  series_capped: z.boolean(),
  totals: z.object({ page_views: z.number(), leads: z.number() }),
  leads_by_source: z.record(z.string(), z.number()),
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

export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
export type DailyActivity = AnalyticsSummary["daily"][number];
export type RecentEvent = AnalyticsSummary["recent_activity"][number];

export function hasActivity(data: AnalyticsSummary): boolean {
  return data.totals.page_views > 0 || data.totals.leads > 0 || data.recent_activity.length > 0;
}
