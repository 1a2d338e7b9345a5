import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agents, leads, type Lead } from "../../db/schema";

export interface LeadWithAgent {
  lead: Lead;
  agent: { id: string; name: string } | null;
}

/** The recent-applications list holds the newest applications; older ones live in the admin leads tab. */
export const APPLICATIONS_LIST_LIMIT = 100;

/**
 * Applications newest first with the assigned agent's name. `agentId` undefined means every agent's
 * (super_admin); otherwise only that agent's leads.
 */
export function listApplications(db: Database, agentId: string | undefined): Promise<LeadWithAgent[]> {
  const conditions: SQL[] = [eq(leads.type, "application")];
  if (agentId !== undefined) conditions.push(eq(leads.agentId, agentId));
  return db
    .select({ lead: leads, agent: { id: agents.id, name: agents.name } })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(APPLICATIONS_LIST_LIMIT);
}
