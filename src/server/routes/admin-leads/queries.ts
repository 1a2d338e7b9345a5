import { eq } from "drizzle-orm";
import type { LeadStatus } from "../../../domain/constants";
import type { AdminLeadsFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { agents, leads } from "../../db/schema";
import { leadListConditions, leadPageWindow, leadPositionTime, type LeadPage } from "../leads/list-queries";
import type { LeadWithAgent } from "../leads/queries";

/** One page of every agent's leads, newest first, with the assigned agent's name and its position. */
export async function listAllLeads(
  db: Database,
  filters: AdminLeadsFilters,
  page: LeadPage,
): Promise<(LeadWithAgent & { positionTime: string })[]> {
  const window = leadPageWindow(db, leadListConditions(filters), page);
  const rows = await db
    .select({ lead: leads, agent: { id: agents.id, name: agents.name }, positionTime: leadPositionTime })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(page.limit);
  return window.inListOrder(rows);
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
