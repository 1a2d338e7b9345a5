import { count, desc, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agents } from "../../db/schema";
import type { AgentListRow } from "./serialize";

/** `text` matched literally inside ILIKE: its own wildcards and escape character are escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(ilike(agents.name, pattern), ilike(agents.email, pattern));
}

/** One page of every agent, active or not, newest first (spec section 7, GET agents (admin)). */
export function listAgents(
  db: Database,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<AgentListRow[]> {
  return db
    .select({
      id: agents.id,
      name: agents.name,
      email: agents.email,
      phone: agents.phone,
      profileSlug: agents.profileSlug,
      isActive: agents.isActive,
      headshotUrl: agents.headshotUrl,
      createdAt: agents.createdAt,
    })
    .from(agents)
    .where(searchCondition(q))
    .orderBy(desc(agents.createdAt), desc(agents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAgents(db: Database, q: string | undefined): Promise<number> {
  const rows = await db.select({ total: count() }).from(agents).where(searchCondition(q));
  return rows[0]?.total ?? 0;
}
