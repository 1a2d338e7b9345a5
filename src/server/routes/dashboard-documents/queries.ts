import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentDocuments, type AgentDocument, type NewAgentDocument } from "../../db/schema";

/** Spec section 7: agent_documents by agent_id, newest uploaded_at first. Every query names its agent. */

export function listAgentDocuments(
  db: Database,
  agentId: string,
  page: { limit: number; offset: number },
): Promise<AgentDocument[]> {
  return db
    .select()
    .from(agentDocuments)
    .where(eq(agentDocuments.agentId, agentId))
    .orderBy(desc(agentDocuments.uploadedAt), desc(agentDocuments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAgentDocuments(db: Database, agentId: string): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(agentDocuments)
    .where(eq(agentDocuments.agentId, agentId));
  return rows[0]?.total ?? 0;
}

export async function insertAgentDocument(db: Database, values: NewAgentDocument): Promise<AgentDocument> {
  const rows = await db.insert(agentDocuments).values(values).returning();
  return rows[0]!;
}

/** One document of this agent; null when the agent has none with this id. */
export async function findAgentDocument(
  db: Database,
  agentId: string,
  id: string,
): Promise<AgentDocument | null> {
  const rows = await db
    .select()
    .from(agentDocuments)
    .where(and(eq(agentDocuments.id, id), eq(agentDocuments.agentId, agentId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Removes one document row of this agent and answers it (for its stored file); null when none. */
export async function deleteAgentDocument(
  db: Database,
  agentId: string,
  id: string,
): Promise<AgentDocument | null> {
  const rows = await db
    .delete(agentDocuments)
    .where(and(eq(agentDocuments.id, id), eq(agentDocuments.agentId, agentId)))
    .returning();
  return rows[0] ?? null;
}
