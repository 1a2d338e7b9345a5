import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { isUuid } from "../../../domain/schemas/common";
import type { Database } from "../../db/client";
import { agents, analyticsEvents, type Agent } from "../../db/schema";

export function listActiveAgentNames(db: Database): Promise<Pick<Agent, "id" | "name">[]> {
  return db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(eq(agents.isActive, true))
    .orderBy(asc(agents.name));
}

export function listActiveAgents(db: Database): Promise<Agent[]> {
  return db.select().from(agents).where(eq(agents.isActive, true)).orderBy(asc(agents.name));
}

/**
 * An active agent by profile_slug or id (the public profile routes accept either). Only a uuid is
 * compared with the id column, so any other text is a plain miss rather than a cast error. A slug
 * match wins over an id match.
 */
export async function findActiveAgent(db: Database, identifier: string): Promise<Agent | undefined> {
  const bySlug = eq(agents.profileSlug, identifier);
  const matches = isUuid(identifier) ? or(bySlug, eq(agents.id, identifier)) : bySlug;
  const rows = await db
    .select()
    .from(agents)
    .where(and(eq(agents.isActive, true), matches))
    .orderBy(desc(sql`${agents.profileSlug} is not distinct from ${identifier}`))
    .limit(1);
  return rows[0];
}

/**
 * Who a lead is assigned to, as its notifications need them: where the e-mail goes, the name it gives
 * and the language it is written in.
 */
export type LeadAgent = Pick<Agent, "id" | "name" | "email" | "crmEmail" | "preferredLanguage">;

/**
 * The active agent an id names (lead forms may only assign those), with what the lead's
 * notifications need, so assigning and notifying take one read.
 */
export async function findActiveLeadAgent(db: Database, id: string): Promise<LeadAgent | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      crmEmail: agents.crmEmail,
      preferredLanguage: agents.preferredLanguage,
    })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function recordPageView(db: Database, agentId: string): Promise<void> {
  await db.insert(analyticsEvents).values({ agentId, eventType: "page_view" });
}
