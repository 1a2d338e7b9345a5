import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blogPosts, type BlogPost } from "../../db/schema";

/** One page of an agent's posts, drafts and published, newest first (spec section 7, "select by agent_id"). */
export function listOwnPosts(
  db: Database,
  agentId: string,
  page: { limit: number; offset: number },
): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.agentId, agentId))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOwnPosts(db: Database, agentId: string): Promise<number> {
  const rows = await db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.agentId, agentId));
  return rows[0]?.total ?? 0;
}

export async function findOwnPost(db: Database, id: string, agentId: string): Promise<BlogPost | null> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.agentId, agentId)))
    .limit(1);
  return rows[0] ?? null;
}
