import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import { CHATBOT_LEAD_SOURCE, CHATBOT_LEAD_SOURCE_ALIASES, isChatbotSource } from "../../../domain/constants";
import type { LeadFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema";

/**
 * The WHERE of a staff list of leads: the filters, and `agentId` when the list is one agent's own
 * (undefined: every agent's leads, for the super admin).
 */
export function leadListConditions({ status, type, source }: LeadFilters, agentId?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (agentId !== undefined) conditions.push(eq(leads.agentId, agentId));
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

export async function countLeads(db: Database, filters: LeadFilters, agentId?: string): Promise<number> {
  const rows = await db.select({ total: count() }).from(leads).where(leadListConditions(filters, agentId));
  return rows[0]?.total ?? 0;
}

export interface LeadCounts {
  by_source: Record<string, number>;
  by_status: Record<string, number>;
  by_type: Record<string, number>;
}

async function countBy(
  db: Database,
  column: typeof leads.source | typeof leads.status | typeof leads.type,
  agentId: string | undefined,
) {
  return db
    .select({ key: column, total: count() })
    .from(leads)
    .where(agentId === undefined ? undefined : eq(leads.agentId, agentId))
    .groupBy(column);
}

/**
 * Totals per source, status and type, for the filters' option labels: over every lead, or over one
 * agent's. Both chatbot spellings are counted as one source.
 */
export async function countLeadsByFacet(db: Database, agentId?: string): Promise<LeadCounts> {
  const [sources, statuses, types] = await Promise.all([
    countBy(db, leads.source, agentId),
    countBy(db, leads.status, agentId),
    countBy(db, leads.type, agentId),
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
