import { eq } from "drizzle-orm";
import type { ListPosition } from "../../../domain/lead-cursor";
import type { LeadFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { agents, leads, type Lead } from "../../db/schema";
import {
  leadListConditions,
  leadPageWindow,
  listPosition,
  listPositionTime,
  type LeadPage,
} from "../leads/list-queries";

/** Every query here takes the caller's own agent id (spec section 7, GET leads (agent)). */

/**
 * One page of the agent's leads in the page's order, each with its position and the agent's time
 * zone (the one their follow-ups fall due in).
 */
export async function listOwnLeads(
  db: Database,
  agentId: string,
  filters: LeadFilters,
  page: LeadPage,
): Promise<{ lead: Lead; position: ListPosition; timeZone: string }[]> {
  const window = leadPageWindow(db, leadListConditions(filters, agentId), page);
  const rows = await db
    .select({ lead: leads, positionTime: listPositionTime(page.sort), timeZone: agents.timeZone })
    .from(leads)
    .innerJoin(agents, eq(agents.id, leads.agentId))
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(page.limit);
  return window.inListOrder(rows).map(({ lead, positionTime, timeZone }) => ({
    lead,
    position: listPosition(page.sort, lead.id, positionTime),
    timeZone,
  }));
}
