import { eq } from "drizzle-orm";
import type { ListPosition } from "../../../domain/lead-cursor";
import type { AdminLeadsFilters } from "../../../domain/schemas/admin-leads";
import { DEFAULT_TIME_ZONE } from "../../../domain/time-zones";
import type { Database } from "../../db/client";
import { agents, leads } from "../../db/schema";
import {
  leadListConditions,
  leadPageWindow,
  listPosition,
  listPositionTime,
  type LeadPage,
} from "../leads/list-queries";
import type { LeadWithAgent } from "../leads/queries";

/**
 * One page of every agent's leads in the page's order, with the assigned agent's name, its position
 * and the time zone its follow-up falls due in: its broker's, or the brokerage's default for a lead
 * no broker has.
 */
export async function listAllLeads(
  db: Database,
  filters: AdminLeadsFilters,
  page: LeadPage,
): Promise<(LeadWithAgent & { position: ListPosition; timeZone: string })[]> {
  const window = leadPageWindow(db, leadListConditions(filters), page);
  const rows = await db
    .select({
      lead: leads,
      agent: { id: agents.id, name: agents.name },
      timeZone: agents.timeZone,
      positionTime: listPositionTime(page.sort),
    })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(page.limit);
  return window.inListOrder(rows).map(({ positionTime, timeZone, ...row }) => ({
    ...row,
    position: listPosition(page.sort, row.lead.id, positionTime),
    timeZone: timeZone ?? DEFAULT_TIME_ZONE,
  }));
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

/** Deletes a lead; false when no lead has this id. */
export async function deleteLead(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  return rows.length > 0;
}
