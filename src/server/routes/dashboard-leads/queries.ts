import { and, desc, eq } from "drizzle-orm";
import type { LeadStatus } from "../../../domain/constants";
import type { LeadFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { leads, type Lead } from "../../db/schema";
import { leadListConditions } from "../leads/list-queries";

/** Every query here takes the caller's own agent id (spec section 7, GET leads (agent)). */

/** One page of the agent's leads, newest first. */
export function listOwnLeads(
  db: Database,
  agentId: string,
  filters: LeadFilters,
  page: { limit: number; offset: number },
): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(leadListConditions(filters, agentId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Sets the status of one of the agent's leads; null when the agent has no lead with this id. */
export async function updateOwnLeadStatus(
  db: Database,
  agentId: string,
  id: string,
  status: LeadStatus,
): Promise<Lead | null> {
  const rows = await db
    .update(leads)
    .set({ status })
    .where(and(eq(leads.id, id), eq(leads.agentId, agentId)))
    .returning();
  return rows[0] ?? null;
}
