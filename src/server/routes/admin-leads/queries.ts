import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import {
  CHATBOT_LEAD_SOURCE,
  CHATBOT_LEAD_SOURCE_ALIASES,
  isChatbotSource,
  type LeadStatus,
} from "../../../domain/constants";
import type { AdminLeadsFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { agents, leads } from "../../db/schema";
import type { LeadWithAgent } from "../leads/queries";

function whereFilters({ status, type, source }: AdminLeadsFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(leads.status, status));
  if (type) conditions.push(eq(leads.type, type));
  if (source) {
    conditions.push(
      source === CHATBOT_LEAD_SOURCE
        ? inArray(leads.source, [...CHATBOT_LEAD_SOURCE_ALIASES])
        : eq(leads.source, source),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of every agent's leads, newest first, with the assigned agent's name. */
export function listAllLeads(
  db: Database,
  filters: AdminLeadsFilters,
  page: { limit: number; offset: number },
): Promise<LeadWithAgent[]> {
  return db
    .select({ lead: leads, agent: { id: agents.id, name: agents.name } })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(whereFilters(filters))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLeads(db: Database, filters: AdminLeadsFilters): Promise<number> {
  const rows = await db.select({ total: count() }).from(leads).where(whereFilters(filters));
  return rows[0]?.total ?? 0;
}

export interface LeadCounts {
  by_source: Record<string, number>;
  by_status: Record<string, number>;
  by_type: Record<string, number>;
}

async function countBy(db: Database, column: typeof leads.source | typeof leads.status | typeof leads.type) {
  return db.select({ key: column, total: count() }).from(leads).groupBy(column);
}

/** Totals over every lead; both chatbot spellings are counted as one source. */
export async function countLeadsByFacet(db: Database): Promise<LeadCounts> {
  const [sources, statuses, types] = await Promise.all([
    countBy(db, leads.source),
    countBy(db, leads.status),
    countBy(db, leads.type),
  ]);
  const tally = (rows: { key: string; total: number }[], normalise = (key: string) => key) => {
    const result: Record<string, number> = {};
    for (const { key, total } of rows) {
      const name = normalise(key);
      result[name] = (result[name] ?? 0) + total;
    }
    return result;
  };
  return {
    by_source: tally(sources, (source) => (isChatbotSource(source) ? CHATBOT_LEAD_SOURCE : source)),
    by_status: tally(statuses),
    by_type: tally(types),
  };
}

export async function findLeadWithAgent(db: Database, id: string): Promise<LeadWithAgent | null> {
  const rows = await db
    .select({ lead: leads, agent: { id: agents.id, name: agents.name } })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(eq(leads.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets a lead's status; false when no lead has this id. */
export async function updateLeadStatus(db: Database, id: string, status: LeadStatus): Promise<boolean> {
  const rows = await db.update(leads).set({ status }).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}

/** Deletes a lead; false when no lead has this id. */
export async function deleteLead(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}
