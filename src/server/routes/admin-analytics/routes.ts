import { Hono } from "hono";
import { analyticsQuerySchema } from "../../../domain/schemas/admin-analytics";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { readQuery } from "../../http/validate";
import { resolvePeriod } from "./period";
import { countLeadsBySource, countPageViews, recentEvents, topAgentsByLeads } from "./queries";
import { dailyCounts } from "./series";

const superAdminOnly = requireRole("super_admin");

/**
 * The super admin's analytics tab (spec sections 2 and 9). Unlike the spec's original, the period
 * filter applies to every figure (DESIGN.md, decision 0015); all counting happens in the database.
 */
export function adminAnalyticsRoutes() {
  return new Hono<AppEnv>().get("/", superAdminOnly, async (c) => {
    const { period } = readQuery(c, analyticsQuerySchema);
    const { db } = c.get("deps");
    const range = await resolvePeriod(db, period);
    const [pageViews, leadsBySource, topAgents, recent, daily] = await Promise.all([
      countPageViews(db, range),
      countLeadsBySource(db, range),
      topAgentsByLeads(db, range),
      recentEvents(db, range),
      dailyCounts(db, range),
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
      top_agents: topAgents,
      recent_activity: recent,
      daily,
    });
  });
}
