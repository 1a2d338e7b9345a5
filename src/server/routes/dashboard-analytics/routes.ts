import { Hono } from "hono";
import { analyticsQuerySchema } from "../../../domain/schemas/admin-analytics";
import { ownAgentId, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { readQuery } from "../../http/validate";
import { resolvePeriod } from "../admin-analytics/period";
import { countLeadsBySource, countPageViews, recentEvents } from "../admin-analytics/queries";
import { dailyCounts } from "../admin-analytics/series";

/**
 * The agent dashboard's analytics tab (spec section 7: the agent's page views, and their latest 10
 * events): the super admin's figures, counted in the database for the caller's own agent only, with
 * the period applied (DESIGN.md).
 */
export function dashboardAnalyticsRoutes() {
  return new Hono<AppEnv>().get("/", requireRole("agent", "admin"), async (c) => {
    const agentId = ownAgentId(c);
    const { period } = readQuery(c, analyticsQuerySchema);
    const { db } = c.get("deps");
    const range = await resolvePeriod(db, period, agentId);
    const [pageViews, leadsBySource, recent, daily] = await Promise.all([
      countPageViews(db, range, agentId),
      countLeadsBySource(db, range, agentId),
      recentEvents(db, range, agentId),
      dailyCounts(db, range, agentId),
    ]);
    c.header("Cache-Control", "private, no-store");
    return c.json({
      period,
      from: range.firstDay,
      to: range.lastDay,
      series_capped: range.seriesCapped,
      totals: {
        page_views: pageViews,
        leads: Object.values(leadsBySource).reduce((sum, n) => sum + n, 0),
      },
      leads_by_source: leadsBySource,
      recent_activity: recent,
      daily,
    });
  });
}
