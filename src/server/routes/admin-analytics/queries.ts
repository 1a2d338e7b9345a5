import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { CHATBOT_LEAD_SOURCE, CHATBOT_LEAD_SOURCE_ALIASES } from "../../../domain/constants";
import {
  PAGE_VIEW_EVENT,
  RECENT_ACTIVITY_FETCHED,
  TOP_AGENTS_LIMIT,
} from "../../../domain/schemas/admin-analytics";
import type { Database } from "../../db/client";
import { agents, analyticsEvents, leads } from "../../db/schema";
import { scopeCondition, sinceCondition, type AnalyticsScope, type PeriodRange } from "./period";

/*
 * Each figure counts every agent's rows, or one agent's when given `agentId` (the agent dashboard's
 * analytics tab reuses them for the caller's own figures).
 */

function pageViewsIn(range: PeriodRange, agentId?: AnalyticsScope): SQL | undefined {
  return and(
    eq(analyticsEvents.eventType, PAGE_VIEW_EVENT),
    sinceCondition(analyticsEvents.createdAt, range),
    scopeCondition(analyticsEvents.agentId, agentId),
  );
}

export async function countPageViews(
  db: Database,
  range: PeriodRange,
  agentId?: AnalyticsScope,
): Promise<number> {
  const rows = await db.select({ total: count() }).from(analyticsEvents).where(pageViewsIn(range, agentId));
  return rows[0]?.total ?? 0;
}

/** Leads of the period per source; both chatbot spellings are one source (DESIGN.md). */
export async function countLeadsBySource(
  db: Database,
  range: PeriodRange,
  agentId?: AnalyticsScope,
): Promise<Record<string, number>> {
  const source = sql<string>`case when ${inArray(leads.source, [...CHATBOT_LEAD_SOURCE_ALIASES])}
    then ${CHATBOT_LEAD_SOURCE} else ${leads.source} end`;
  const rows = await db
    .select({ source, total: count() })
    .from(leads)
    .where(and(sinceCondition(leads.createdAt, range), scopeCondition(leads.agentId, agentId)))
    // By position: the same expression written twice would carry different parameters.
    .groupBy(sql`1`);
  return Object.fromEntries(rows.map((row) => [row.source, row.total]));
}

export interface TopAgent {
  id: string;
  name: string;
  leads: number;
  page_views: number;
}

/** The agents with the most leads in the period (spec section 9: top 5), with their page views. */
export async function topAgentsByLeads(db: Database, range: PeriodRange): Promise<TopAgent[]> {
  const leadCounts = db
    .select({ agentId: leads.agentId, total: count().as("lead_total") })
    .from(leads)
    .where(and(isNotNull(leads.agentId), sinceCondition(leads.createdAt, range)))
    .groupBy(leads.agentId)
    .as("lead_counts");
  const viewCounts = db
    .select({ agentId: analyticsEvents.agentId, total: count().as("view_total") })
    .from(analyticsEvents)
    .where(pageViewsIn(range))
    .groupBy(analyticsEvents.agentId)
    .as("view_counts");
  const leadTotal = sql<number>`coalesce(${leadCounts.total}, 0)::int`;
  const viewTotal = sql<number>`coalesce(${viewCounts.total}, 0)::int`;
  const rows = await db
    .select({ id: agents.id, name: agents.name, leads: leadTotal, page_views: viewTotal })
    .from(agents)
    .leftJoin(leadCounts, eq(leadCounts.agentId, agents.id))
    .leftJoin(viewCounts, eq(viewCounts.agentId, agents.id))
    // An agent with neither a lead nor a view in the period has not performed at all.
    .where(or(isNotNull(leadCounts.total), isNotNull(viewCounts.total)))
    .orderBy(desc(leadTotal), desc(viewTotal), asc(agents.name), asc(agents.id))
    .limit(TOP_AGENTS_LIMIT);
  return rows.map((row) => ({ ...row, leads: Number(row.leads), page_views: Number(row.page_views) }));
}

export interface RecentEvent {
  id: string;
  event_type: string;
  created_at: Date;
  agent: { id: string; name: string };
}

/** The latest events of the period, every type (spec sections 7 and 9: 10 fetched, by agent for an agent). */
export async function recentEvents(
  db: Database,
  range: PeriodRange,
  agentId?: AnalyticsScope,
): Promise<RecentEvent[]> {
  const rows = await db
    .select({
      id: analyticsEvents.id,
      eventType: analyticsEvents.eventType,
      createdAt: analyticsEvents.createdAt,
      agentId: agents.id,
      agentName: agents.name,
    })
    .from(analyticsEvents)
    .innerJoin(agents, eq(agents.id, analyticsEvents.agentId))
    .where(
      and(sinceCondition(analyticsEvents.createdAt, range), scopeCondition(analyticsEvents.agentId, agentId)),
    )
    .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
    .limit(RECENT_ACTIVITY_FETCHED);
  return rows.map((row) => ({
    id: row.id,
    event_type: row.eventType,
    created_at: row.createdAt,
    agent: { id: row.agentId, name: row.agentName },
  }));
}
